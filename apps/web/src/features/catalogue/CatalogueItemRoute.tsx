/** /{audience}/{slug}: a programme, landing page or project of that audience, found by its slug. */
import { useLoaderData } from 'react-router';
import { LandingPageView, ProgrammeView, ProjectView } from './views';
import { catalogueItemLoader } from '../../app/page-loaders';
import { serverLoader } from '../../server/page-context.server';

export const clientLoader = catalogueItemLoader;
export const loader = serverLoader(catalogueItemLoader);

export default function CatalogueItemRoute() {
  const data = useLoaderData<typeof catalogueItemLoader>();
  const programme = data.programmes[0];
  if (programme) return <ProgrammeView programme={programme} />;
  const page = data.landingPages[0];
  if (page) return <LandingPageView page={page} />;
  return <ProjectView project={data.projects[0]!} />;
}
