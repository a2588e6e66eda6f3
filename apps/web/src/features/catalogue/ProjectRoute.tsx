/** A project: /{audience}/project/{slug} or /{audience}/{landing}/project/{slug} (docs/product.md, "Feature boxes"). */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ProjectPageDocument } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { firstOrNotFound } from '../../app/StatusViews';
import { ProjectView } from './views';
import { serverLoader } from '../../server/page-context.server';

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs) {
  const data = await request(ProjectPageDocument, { slug: params.projectpageslug ?? '' }, { signal });
  return firstOrNotFound(data.projects, `The project '${params.projectpageslug}'`);
}

export const loader = serverLoader(clientLoader);

export default function ProjectRoute() {
  return <ProjectView project={useLoaderData<typeof clientLoader>()} />;
}
