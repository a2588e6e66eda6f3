/** /{audience}/{slug}: a programme, landing page or project of that audience, found by its slug. */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CatalogueItemDocument } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { NotFoundError } from '../../app/StatusViews';
import { LandingPageView, ProgrammeView, ProjectView } from './views';
import { serverLoader } from '../../server/page-context.server';

/** /{audience}/{slug}: a programme, landing page or project of that audience, found by its slug. */
export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs) {
  const data = await request(CatalogueItemDocument, { audience: params.audience ?? '', slug: params.programme ?? '' }, { signal });
  if (!data.programmes[0] && !data.landingPages[0] && !data.projects[0]) {
    throw new NotFoundError(`'${params.audience}/${params.programme}'`);
  }
  return data;
}

export const loader = serverLoader(clientLoader);

export default function CatalogueItemRoute() {
  const data = useLoaderData<typeof clientLoader>();
  const programme = data.programmes[0];
  if (programme) return <ProgrammeView programme={programme} />;
  const page = data.landingPages[0];
  if (page) return <LandingPageView page={page} />;
  return <ProjectView project={data.projects[0]!} />;
}
