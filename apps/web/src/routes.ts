/**
 * Every route of the site (React Router's framework mode; react-router.config.ts). Each page is a
 * route module, `features/{feature}/{Name}Route.tsx`: its default export is the page, `clientLoader`
 * reads its data in the browser, `loader` reads the same data on the server as the caller
 * (server/page-context.server.ts), and `handle`/`ErrorBoundary` are the page's own.
 *
 * Breadcrumbs (lib/breadcrumbs.ts) come from `handle.crumb`: a fixed label, or ':param' for a title
 * resolved from the shell data. A section of the site with a crumb of its own is a layout route of
 * routes/crumbs/, which renders only its children. A module used in several places gets an id per
 * place (`id`), since the framework names routes by file.
 */
import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

type Routes = ReturnType<typeof route>[];

const page = (name: string) => `features/${name}.tsx`;
const crumb = (name: string) => `routes/crumbs/${name}.ts`;
const EMPTY = 'routes/empty.tsx';

/**
 * Lesson mode (docs/product.md, "Lesson mode routes"): the data loads at '.../slides' and the trailing
 * parameters belong to a child route without a loader, so moving between slides never reloads.
 */
const SLIDE_PARAMS = ':slide?/:subslideshow?/:subslide?';

/** An activity page at {base} (option and delivery tabs are optional trailing segments) and its slides at {base}/slides. */
const activityRoutes = (at: string, base = 'activity/:activity'): Routes => [
  route(`${base}/slides`, page('lesson-mode/ActivitySlidesRoute'), { id: `${at}/activity-slides` }, [
    route(SLIDE_PARAMS, EMPTY, { id: `${at}/activity-slide` }),
  ]),
  route(`${base}/:option?/:delivery?`, page('catalogue/ActivityRoute'), { id: `${at}/activity` }),
];

/** An activity section ({ids} of a merged section) with its activities below it. */
const sectionRoutes = (at: string, path: string) =>
  route(path, crumb('activity-section'), { id: `${at}/section` }, [
    index(page('catalogue/ActivitySectionRoute'), { id: `${at}/section-page` }),
    ...activityRoutes(`${at}/section`, ':activity'),
  ]);

/** An activity library and its sections. */
const activityLibraryRoutes = (at: string, path: string) =>
  route(path, crumb('activity-library'), { id: `${at}/activities` }, [
    index(page('catalogue/ActivityLibraryRoute'), { id: `${at}/activities-page` }),
    sectionRoutes(`${at}/activities`, ':activitySection'),
  ]);

/**
 * Audio libraries (docs/product.md, "Audio libraries"). /audiolibrary: collection/{c}, page/{p};
 * /{audience}/audiolibrary: collection/{c}, collection/{c}/{p}, page/{p};
 * /{audience}/{programme}/audio: collection/{c}, collection/{c}/{p}, {p}.
 */
const audioLibraryRoutes = (at: string, path: string, { pagesInCollections = true, pagePath = 'page/:page' } = {}) =>
  route(path, crumb('audio-library'), { id: `${at}/audio` }, [
    index(page('audio/AudioLibraryRoute'), { id: `${at}/audio-library` }),
    route('collection/:container', crumb('audio-collection'), { id: `${at}/audio-collection` }, [
      index(page('audio/AudioCollectionRoute'), { id: `${at}/audio-collection-page` }),
      ...(pagesInCollections ? [route(':page', page('audio/AudioPageRoute'), { id: `${at}/audio-collection-item` })] : []),
    ]),
    route(pagePath, page('audio/AudioPageRoute'), { id: `${at}/audio-page` }),
  ]);

/** A project page with its activity pages at {project path}/activity/{id}. */
const projectRoutes = (at: string) =>
  route('project/:projectpageslug', crumb('project'), { id: `${at}/project` }, [
    index(page('catalogue/ProjectRoute'), { id: `${at}/project-page` }),
    ...activityRoutes(`${at}/project`),
  ]);

const landingRoutes = (at: string): Routes => [
  route('page/:landingPageSlug', page('catalogue/LandingPageRoute'), { id: `${at}/landing-page` }),
  route('programme/:landingProgramme', page('catalogue/ProgrammeRoute'), { id: `${at}/landing-programme` }),
];

/** A lesson's slides: the lesson's activities one after another, at {lesson}/slides/{activity}/{slide}... */
const lessonSlides = (at: string) =>
  route('slides', page('lesson-mode/LessonSlidesRoute'), { id: `${at}/slides` }, [route(`:activity?/${SLIDE_PARAMS}`, EMPTY, { id: `${at}/slide` })]);

export default [
  layout('routes/page-error.tsx', [
    index(page('home/HomeRoute'), { id: 'home' }),
    route('login', crumb('log-in'), [index(page('home/HomeRoute'), { id: 'login' })]),
    // The first screen after registration (features/welcome).
    route('welcome', page('welcome/WelcomeRoute')),
    route('welcome/:welcome', crumb('welcome'), [index(page('home/HomeRoute'), { id: 'welcome' })]),
    route('privacy', crumb('privacy'), [index(page('legal/LegalRoute'), { id: 'privacy' })]),
    route('terms-and-conditions', crumb('terms'), [index(page('legal/LegalRoute'), { id: 'terms' })]),
    route('account/reset-password', page('account/ResetPasswordRoute')),
    // Where the CMS sends the browser back after Google or Microsoft (features/sign-in).
    route('sign-in/finish', page('sign-in/SignInFinishRoute')),
    // The link mailed to an account's address to link a provider to it.
    route('sign-in/confirm', page('sign-in/SignInConfirmRoute')),
    // The account forms' actions, for a form on any page (routes/account-actions.ts).
    route('account/action/:operation', 'routes/account-actions.ts'),
    route('subscribe', page('account/SubscribeRoute')),
    // Where Stripe Checkout returns a teacher who paid; the page waits for the webhook (features/billing).
    route('subscribe/paid', page('billing/SubscribePaidRoute')),
    route('pricing', page('billing/PricingRoute')),
    // The link in a reminder email that turns reminder emails off without a login (features/account).
    route('reminders/off', page('account/RemindersOffRoute')),
    // A school buys by invoice (features/school-invoice): its owner, or a teacher starting one; the section also sits on /account/school.
    route('account/school/invoice', page('school-invoice/SchoolInvoiceRoute')),
    // A school account's owner: its places, invitations and members (features/school).
    route('account/school', page('school/SchoolRoute')),
    // The owner's record of the school's teaching and its music development plan summary (features/school-record).
    route('account/school/record', page('school-record/SchoolRecordRoute')),
    route('account/school/plan', page('school-record/DevelopmentPlanRoute')),
    // A school invitation's one-time link, as the invitation email carries it (features/account/JoinRoute.tsx).
    route('join/:invitation', page('account/JoinRoute')),
    route('check-network', page('network-check/CheckNetworkRoute')),
    // A short link (features/share): the CMS redirects a code that leads somewhere; this page says a code leads nowhere.
    route('s/:code', page('share/ShortLinkRoute')),
    // Search (docs/product.md, "Search"): the whole search in the address, /search?q=…&audience=…&year=…&area=…&kind=…&time=….
    route('search', page('search/SearchRoute')),
    // An editor's preview of a slideshow, from the admin panel (features/editor-preview).
    route('preview/slides/:activity', page('editor-preview/SlidesPreviewRoute')),
    route('saved-offline', crumb('saved-offline'), [index(page('offline/SavedOfflineRoute'))]),
    // A teacher's record of teaching (features/teaching-record): their classes, what was taught and what comes next.
    route('teaching', crumb('teaching'), [index(page('teaching-record/TeachingRoute'))]),
    route('live', crumb('live'), [
      index(page('live/LiveHomeRoute')),
      route(':liveprogramme', crumb('live-programme'), [
        index(page('live/LiveProgrammeRoute')),
        route(':liveproduction', crumb('live-production'), [
          index(page('live/LiveProductionRoute')),
          ...activityRoutes('live'),
          route('audio/:page', page('audio/AudioPageRoute'), { id: 'live/audio-page' }),
        ]),
      ]),
    ]),
    route('playlists', crumb('playlists'), [
      index(page('playlists/PlaylistsRoute')),
      route(':playlistId', crumb('playlist'), [
        index(page('playlists/PlaylistRoute')),
        route('slides', page('playlists/PlaylistPlayerRoute'), [route(`:item?/${SLIDE_PARAMS}`, EMPTY, { id: 'playlist-slide' })]),
      ]),
    ]),
    audioLibraryRoutes('site', 'audiolibrary', { pagesInCollections: false }),
    // Professional development (docs/product.md, "CPD"): logged-in teachers; videos and downloads for subscribers.
    route('cpd', crumb('cpd'), [
      index(page('cpd/CpdRoute')),
      route('live-event/:cpdLiveEvent', page('cpd/CpdLiveEventRoute')),
      route('session/:cpdSession', page('cpd/CpdSessionRoute')),
    ]),
    route(':audience', crumb('audience'), [
      index(page('audience/AudienceRoute')),
      // The audience's curriculum map (features/curriculum), public.
      route('curriculum', crumb('curriculum'), [index(page('curriculum/CurriculumMapRoute'))]),
      projectRoutes('audience'),
      ...landingRoutes('audience'),
      activityLibraryRoutes('audience', 'activities'),
      audioLibraryRoutes('audience', 'audiolibrary'),
      route(':programme', crumb('programme'), [
        index(page('catalogue/CatalogueItemRoute')),
        ...landingRoutes('programme'),
        projectRoutes('programme'),
        activityLibraryRoutes('programme', 'activities'),
        // The cross-audience library that playlists link to: /-/-/activity-filter.
        activityLibraryRoutes('activity-filter', 'activity-filter'),
        audioLibraryRoutes('programme', 'audio', { pagePath: ':page' }),
        // A project at /{audience}/{slug} lists its activities at {path}/activity/{id}.
        ...activityRoutes('programme'),
        // Music at Home for families, opened through a teacher's link: in the family layout, without the teachers' header,
        // breadcrumbs and footer (features/at-home; the modules bring their error views).
        route('at-home/:library', page('at-home/FamilyLayoutRoute'), [
          index(page('at-home/AtHomeLibraryRoute')),
          route(':activity', page('at-home/AtHomeActivityRoute')),
        ]),
        route('create-unit', page('custom-units/CreateUnitRoute')),
        // The teacher's own units (features/custom-units); their lessons come from the CMS for the unit's strands.
        route('custom-unit', crumb('custom-units'), [
          index(page('custom-units/CustomUnitsRoute')),
          route(':customUnit', crumb('custom-unit'), [
            index(page('custom-units/CustomUnitRoute')),
            route('lesson/:lesson', crumb('lesson'), { id: 'custom-lesson' }, [
              index(page('custom-units/CustomLessonRoute')),
              lessonSlides('custom-lesson'),
              ...activityRoutes('custom-lesson'),
            ]),
          ]),
        ]),
        route('unit/:unit', crumb('unit'), [
          index(page('catalogue/UnitRoute')),
          sectionRoutes('unit', 'activities/:activitySection'),
          ...activityRoutes('unit'),
          route('lesson/:lesson', crumb('lesson'), { id: 'lesson' }, [
            index(page('catalogue/LessonRoute')),
            lessonSlides('lesson'),
            sectionRoutes('lesson', 'activities/:activitySection'),
            ...activityRoutes('lesson'),
          ]),
        ]),
        route('*', 'routes/not-found.tsx', { id: 'programme/not-found' }),
      ]),
    ]),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
