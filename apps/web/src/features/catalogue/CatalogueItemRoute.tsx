/** /{audience}/{slug}: a programme, landing page or project of that audience, found by its slug. */
import type { catalogueItemLoader } from '../../app/page-loaders';
import { useLoaderData } from 'react-router';
import { LandingPageView, ProgrammeView, ProjectView } from './views';

export function Component() {
  const data = useLoaderData<typeof catalogueItemLoader>();
  const programme = data.programmes[0];
  if (programme) return <ProgrammeView programme={programme} />;
  const page = data.landingPages[0];
  if (page) return <LandingPageView page={page} />;
  return <ProjectView project={data.projects[0]!} />;
}
