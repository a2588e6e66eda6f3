/** A project: /{audience}/project/{slug} or /{audience}/{landing}/project/{slug} (docs/product.md, "Feature boxes"). */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ProjectPageDocument } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { firstOrNotFound } from '../../app/StatusViews';
import { ProjectView } from './views';

export async function loader({ params, request: { signal } }: LoaderFunctionArgs) {
  const data = await request(ProjectPageDocument, { slug: params.projectpageslug ?? '' }, { signal });
  return firstOrNotFound(data.projects, `The project '${params.projectpageslug}'`);
}

export function Component() {
  return <ProjectView project={useLoaderData<typeof loader>()} />;
}
