/**
 * Every route of the site. Pages are lazy modules (route-modules.ts; each exports a `Component`, and a
 * `loader` unless the page's loader is in page-loaders.ts, which starts its request without waiting
 * for its code).
 * `handle.crumb` feeds the breadcrumbs: a fixed label, or ':param' for a title resolved from the
 * shell data (see lib/breadcrumbs.ts).
 */
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { Shell } from './Shell';
import { shellLoader } from './shell-data';
import {
  activityLoader,
  activitySlidesImages,
  activitySlidesLoader,
  audienceLoader,
  catalogueItemLoader,
  homeLoader,
  lessonLoader,
  lessonSlidesImages,
  lessonSlidesLoader,
  rememberActivitySlides,
  rememberLessonSlides,
  unitLoader,
} from './page-loaders';
import { NotFound, PageError, ShellError, ShellLoading } from './StatusViews';
import { TeachingError } from '../features/catalogue/TeachingError';
import { routeModule } from './route-modules';

const crumb = (label: string) => ({ crumb: label });

const home = routeModule('home/HomeRoute');
const audience = routeModule('audience/AudienceRoute');
const catalogueItem = routeModule('catalogue/CatalogueItemRoute');
const programme = routeModule('catalogue/ProgrammeRoute');
const landingPage = routeModule('catalogue/LandingPageRoute');
const project = routeModule('catalogue/ProjectRoute');
const liveHome = routeModule('live/LiveHomeRoute');
const liveProgramme = routeModule('live/LiveProgrammeRoute');
const liveProduction = routeModule('live/LiveProductionRoute');
const legal = routeModule('legal/LegalRoute');
const unit = routeModule('catalogue/UnitRoute');
const lesson = routeModule('catalogue/LessonRoute');
const activity = routeModule('catalogue/ActivityRoute');
const activityLibrary = routeModule('catalogue/ActivityLibraryRoute');
const activitySection = routeModule('catalogue/ActivitySectionRoute');
const audioLibrary = routeModule('audio/AudioLibraryRoute');
const audioCollection = routeModule('audio/AudioCollectionRoute');
const audioPage = routeModule('audio/AudioPageRoute');
const resetPassword = routeModule('account/ResetPasswordRoute');
const subscribe = routeModule('account/SubscribeRoute');
const activitySlides = routeModule('lesson-mode/ActivitySlidesRoute');
const createUnit = routeModule('custom-units/CreateUnitRoute');
const customUnits = routeModule('custom-units/CustomUnitsRoute');
const customUnit = routeModule('custom-units/CustomUnitRoute');
const customLesson = routeModule('custom-units/CustomLessonRoute');
const playlists = routeModule('playlists/PlaylistsRoute');
const playlist = routeModule('playlists/PlaylistRoute');
const playlistPlayer = routeModule('playlists/PlaylistPlayerRoute');
const lessonSlides = routeModule('lesson-mode/LessonSlidesRoute');
const atHomeLibrary = routeModule('at-home/AtHomeLibraryRoute');
const atHomeActivity = routeModule('at-home/AtHomeActivityRoute');
const cpd = routeModule('cpd/CpdRoute');
const cpdLiveEvent = routeModule('cpd/CpdLiveEventRoute');
const cpdSession = routeModule('cpd/CpdSessionRoute');

/**
 * Lesson mode (docs/product.md, "Lesson mode routes"): the data loads at '.../slides' and the trailing
 * parameters belong to a child route without a loader, so moving between slides never reloads.
 * `handle.lessonMode` tells the shell to leave out its header, breadcrumbs and footer.
 */
const lessonMode = { lessonMode: true };
/**
 * For pages sent with their first view (first-view.ts): `handle.firstViewImages` names the pictures
 * it shows, for the server to have them fetched with the page (server/render-page.tsx), and
 * `handle.rememberFirstView` keeps its data where the page's later moves look for it.
 */
const lessonSlidesHandle = { ...lessonMode, firstViewImages: lessonSlidesImages, rememberFirstView: rememberLessonSlides };
const SLIDE_PARAMS = ':slide?/:subslideshow?/:subslide?';

/**
 * An activity page at {base} (option and delivery tabs are optional trailing segments) and its
 * slides at {base}/slides.
 */
const activityRoutes = (base = 'activity/:activity'): RouteObject[] => [
  {
    path: `${base}/slides`,
    loader: activitySlidesLoader,
    lazy: activitySlides,
    handle: { ...lessonMode, firstViewImages: activitySlidesImages, rememberFirstView: rememberActivitySlides },
    ErrorBoundary: TeachingError,
    children: [{ path: SLIDE_PARAMS }],
  },
  { path: `${base}/:option?/:delivery?`, loader: activityLoader, lazy: activity, handle: crumb(':activity'), ErrorBoundary: TeachingError },
];

/** An activity section ({ids} of a merged section) with its activities below it. */
const sectionRoutes = (path: string): RouteObject => ({
  path,
  handle: crumb(':activitySection'),
  children: [{ index: true, lazy: activitySection, ErrorBoundary: TeachingError }, ...activityRoutes(':activity')],
});

/** An activity library and its sections. */
const activityLibraryRoutes = (path: string, label = 'Activity Library'): RouteObject => ({
  path,
  handle: crumb(label),
  children: [{ index: true, lazy: activityLibrary, ErrorBoundary: TeachingError }, sectionRoutes(':activitySection')],
});

/**
 * Audio libraries (docs/product.md, "Audio libraries"). /audiolibrary: collection/{c}, page/{p};
 * /{audience}/audiolibrary: collection/{c}, collection/{c}/{p}, page/{p};
 * /{audience}/{programme}/audio: collection/{c}, collection/{c}/{p}, {p}.
 */
const audioLibraryRoutes = (path: string, { pagesInCollections = true, pagePath = 'page/:page' } = {}): RouteObject => ({
  path,
  handle: crumb('Audio Library'),
  children: [
    { index: true, lazy: audioLibrary, ErrorBoundary: TeachingError },
    {
      path: 'collection/:container',
      handle: crumb(':container'),
      children: [
        { index: true, lazy: audioCollection, ErrorBoundary: TeachingError },
        ...(pagesInCollections ? [{ path: ':page', lazy: audioPage, handle: crumb(':page'), ErrorBoundary: TeachingError }] : []),
      ],
    },
    { path: pagePath, lazy: audioPage, handle: crumb(':page'), ErrorBoundary: TeachingError },
  ],
});

/** A project page with its activity pages at {project path}/activity/{id}. */
const projectRoutes = (): RouteObject => ({
  path: 'project/:projectpageslug',
  handle: crumb(':projectpageslug'),
  children: [{ index: true, lazy: project }, ...activityRoutes()],
});

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
          { index: true, loader: homeLoader, lazy: home },
          { path: 'login', loader: homeLoader, lazy: home, handle: crumb('Log In') },
          { path: 'welcome/:welcome', loader: homeLoader, lazy: home, handle: crumb('Welcome') },
          { path: 'privacy', lazy: legal, handle: crumb('Privacy policy') },
          { path: 'terms-and-conditions', lazy: legal, handle: crumb('Terms and Conditions') },
          { path: 'account/reset-password', lazy: resetPassword, handle: crumb('Reset password') },
          { path: 'subscribe', lazy: subscribe, handle: crumb('Your Account') },
          {
            path: 'live',
            handle: crumb('Live'),
            children: [
              { index: true, lazy: liveHome },
              {
                path: ':liveprogramme',
                handle: crumb(':liveprogramme'),
                children: [
                  { index: true, lazy: liveProgramme },
                  {
                    path: ':liveproduction',
                    handle: crumb(':liveproduction'),
                    children: [
                      { index: true, lazy: liveProduction },
                      ...activityRoutes(),
                      { path: 'audio/:page', lazy: audioPage, handle: crumb(':page'), ErrorBoundary: TeachingError },
                    ],
                  },
                ],
              },
            ],
          },
          {
            path: 'playlists',
            handle: crumb('Your Playlists'),
            children: [
              { index: true, lazy: playlists, ErrorBoundary: TeachingError },
              {
                path: ':playlistId',
                handle: crumb(':playlistId'),
                children: [
                  { index: true, lazy: playlist, ErrorBoundary: TeachingError },
                  { path: 'slides', lazy: playlistPlayer, handle: lessonMode, ErrorBoundary: TeachingError, children: [{ path: `:item?/${SLIDE_PARAMS}` }] },
                ],
              },
            ],
          },
          audioLibraryRoutes('audiolibrary', { pagesInCollections: false }),
          {
            // Professional development (docs/product.md, "CPD"): logged-in teachers; videos and downloads for subscribers.
            path: 'cpd',
            handle: crumb('CPD'),
            children: [
              { index: true, lazy: cpd, ErrorBoundary: TeachingError },
              { path: 'live-event/:cpdLiveEvent', lazy: cpdLiveEvent, handle: crumb(':cpdLiveEvent'), ErrorBoundary: TeachingError },
              { path: 'session/:cpdSession', lazy: cpdSession, handle: crumb(':cpdSession'), ErrorBoundary: TeachingError },
            ],
          },
          {
            path: ':audience',
            handle: crumb(':audience'),
            children: [
              { index: true, loader: audienceLoader, lazy: audience },
              projectRoutes(),
              { path: 'page/:landingPageSlug', lazy: landingPage, handle: crumb(':landingPageSlug') },
              { path: 'programme/:landingProgramme', lazy: programme, handle: crumb(':landingProgramme') },
              activityLibraryRoutes('activities'),
              audioLibraryRoutes('audiolibrary'),
              {
                path: ':programme',
                handle: crumb(':programme'),
                children: [
                  { index: true, loader: catalogueItemLoader, lazy: catalogueItem },
                  { path: 'programme/:landingProgramme', lazy: programme, handle: crumb(':landingProgramme') },
                  projectRoutes(),
                  { path: 'page/:landingPageSlug', lazy: landingPage, handle: crumb(':landingPageSlug') },
                  activityLibraryRoutes('activities'),
                  // The cross-audience library that playlists link to: /-/-/activity-filter.
                  activityLibraryRoutes('activity-filter'),
                  audioLibraryRoutes('audio', { pagePath: ':page' }),
                  // A project at /{audience}/{slug} lists its activities at {path}/activity/{id}.
                  ...activityRoutes(),
                  {
                    // Music at Home for families, opened through a teacher's link (features/at-home; the modules bring their error views).
                    path: 'at-home/:library',
                    handle: crumb(':library'),
                    children: [
                      { index: true, lazy: atHomeLibrary },
                      { path: ':activity', lazy: atHomeActivity, handle: crumb(':activity') },
                    ],
                  },
                  { path: 'create-unit', lazy: createUnit, handle: crumb('Create your unit'), ErrorBoundary: TeachingError },
                  {
                    // The teacher's own units (features/custom-units); their lessons come from the CMS for the unit's strands.
                    path: 'custom-unit',
                    handle: crumb('Your units of work'),
                    children: [
                      { index: true, lazy: customUnits, ErrorBoundary: TeachingError },
                      {
                        path: ':customUnit',
                        handle: crumb(':customUnit'),
                        children: [
                          { index: true, lazy: customUnit, ErrorBoundary: TeachingError },
                          {
                            path: 'lesson/:lesson',
                            handle: crumb(':lesson'),
                            children: [
                              { index: true, lazy: customLesson, ErrorBoundary: TeachingError },
                              {
                                path: 'slides',
                                loader: lessonSlidesLoader,
                                lazy: lessonSlides,
                                handle: lessonSlidesHandle,
                                ErrorBoundary: TeachingError,
                                children: [{ path: `:activity?/${SLIDE_PARAMS}` }],
                              },
                              ...activityRoutes(),
                            ],
                          },
                        ],
                      },
                    ],
                  },
                  {
                    path: 'unit/:unit',
                    handle: crumb(':unit'),
                    children: [
                      { index: true, loader: unitLoader, lazy: unit, ErrorBoundary: TeachingError },
                      sectionRoutes('activities/:activitySection'),
                      ...activityRoutes(),
                      {
                        path: 'lesson/:lesson',
                        handle: crumb(':lesson'),
                        children: [
                          { index: true, loader: lessonLoader, lazy: lesson, ErrorBoundary: TeachingError },
                          {
                            path: 'slides',
                            loader: lessonSlidesLoader,
                            lazy: lessonSlides,
                            handle: lessonSlidesHandle,
                            ErrorBoundary: TeachingError,
                            children: [{ path: `:activity?/${SLIDE_PARAMS}` }],
                          },
                          sectionRoutes('activities/:activitySection'),
                          ...activityRoutes(),
                        ],
                      },
                    ],
                  },
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

/** The browser's router; `hydrationData` is a first view's route data (first-view.ts), when the page came with one. */
export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
