/** A project: /{audience}/project/{slug} or /{audience}/{landing}/project/{slug} (part 1 §2.9). */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ProjectPageDocument, type ProjectFieldsFragment } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { NotFoundError } from '../../app/StatusViews';
import { ProjectView } from './views';

export async function loader({ params, request: { signal } }: LoaderFunctionArgs) {
  const data = await request(ProjectPageDocument, { slug: params.projectpageslug ?? '' }, { signal });
  const project = data.projects[0];
  if (!project) throw new NotFoundError(`The project '${params.projectpageslug}'`);
  return project;
}

export function Component() {
  return <ProjectView project={useLoaderData() as ProjectFieldsFragment} />;
}
