/**
 * Every route of the site. Pages are lazy modules (each exports a `loader` and a `Component`).
 * `handle.crumb` feeds the breadcrumbs: a fixed label, or ':param' for a title resolved from the
 * shell data (see lib/breadcrumbs.ts).
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Shell } from './Shell';
import { shellLoader } from './shell-data';
import { NotFound, PageError, ShellError, ShellLoading } from './StatusViews';

const crumb = (label: string) => ({ crumb: label });

const home = () => import('../features/home/HomeRoute');
const audience = () => import('../features/audience/AudienceRoute');
const catalogueItem = () => import('../features/catalogue/CatalogueItemRoute');
const programme = () => import('../features/catalogue/ProgrammeRoute');
const landingPage = () => import('../features/catalogue/LandingPageRoute');
const project = () => import('../features/catalogue/ProjectRoute');
const liveProgramme = () => import('../features/live/LiveProgrammeRoute');
const legal = () => import('../features/legal/LegalRoute');
const resetPassword = () => import('../features/account/ResetPasswordRoute');
const subscribe = () => import('../features/account/SubscribeRoute');

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: shellLoader,
    // The shell's data does not change as teachers move around; only a full reload fetches it again.
    shouldRevalidate: () => false,
    Component: Shell,
    ErrorBoundary: ShellError,
    HydrateFallback: ShellLoading,
    handle: crumb('Home'),
    children: [
      {
        ErrorBoundary: PageError,
        children: [
          { index: true, lazy: home },
          { path: 'login', lazy: home, handle: crumb('Log In') },
          { path: 'welcome/:welcome', lazy: home, handle: crumb('Welcome') },
          { path: 'privacy', lazy: legal, handle: crumb('Privacy policy') },
          { path: 'terms-and-conditions', lazy: legal, handle: crumb('Terms and Conditions') },
          { path: 'account/reset-password', lazy: resetPassword, handle: crumb('Reset password') },
          { path: 'subscribe', lazy: subscribe, handle: crumb('Your Account') },
          {
            path: 'live',
            handle: crumb('Live'),
            children: [
              { index: true, lazy: audience },
              { path: ':liveprogramme', lazy: liveProgramme, handle: crumb(':liveprogramme') },
            ],
          },
          {
            path: ':audience',
            handle: crumb(':audience'),
            children: [
              { index: true, lazy: audience },
              { path: 'project/:projectpageslug', lazy: project, handle: crumb(':projectpageslug') },
              { path: 'page/:landingPageSlug', lazy: landingPage, handle: crumb(':landingPageSlug') },
              { path: 'programme/:landingProgramme', lazy: programme, handle: crumb(':landingProgramme') },
              {
                path: ':programme',
                handle: crumb(':programme'),
                children: [
                  { index: true, lazy: catalogueItem },
                  { path: 'programme/:landingProgramme', lazy: programme, handle: crumb(':landingProgramme') },
                  { path: 'project/:projectpageslug', lazy: project, handle: crumb(':projectpageslug') },
                  { path: 'page/:landingPageSlug', lazy: landingPage, handle: crumb(':landingPageSlug') },
                  { path: '*', Component: NotFound },
                ],
              },
            ],
          },
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
