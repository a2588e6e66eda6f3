/**
 * Which page each address opens: the site's URL scheme as a table, checked against the route table
 * the framework builds the site from (src/routes.ts). A change to a path, a parameter or a page's
 * module shows here before a teacher meets a not-found page.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from '../routes';

type ConfigRoute = RouteObject & { file: string };

/** The page an address opens: the module of its deepest page route (or 'not found'), and its parameters. */
function pageAt(url: string): { page: string; params: Record<string, string | undefined> } {
  const matches = matchRoutes(routes as unknown as RouteObject[], url) ?? [];
  const files = matches.map((match) => (match.route as ConfigRoute).file);
  const page = files.includes('routes/not-found.tsx')
    ? 'not found'
    : ([...files]
        .reverse()
        .find((file) => file.startsWith('features/'))
        ?.replace(/^features\/|\.tsx$/g, '') ?? 'none');
  const deepest = matches.at(-1);
  return { page, params: Object.fromEntries(Object.entries(deepest?.params ?? {}).filter(([key, value]) => key !== '*' && value !== undefined)) };
}

const TABLE: Array<[url: string, page: string, params?: Record<string, string>]> = [
  ['/', 'home/HomeRoute'],
  ['/login', 'home/HomeRoute'],
  ['/welcome/new-teacher', 'home/HomeRoute', { welcome: 'new-teacher' }],
  ['/privacy', 'legal/LegalRoute'],
  ['/terms-and-conditions', 'legal/LegalRoute'],
  ['/account/reset-password', 'account/ResetPasswordRoute'],
  ['/subscribe', 'account/SubscribeRoute'],
  ['/account/school', 'school/SchoolRoute'],
  ['/join/AbC-12_x', 'account/JoinRoute', { invitation: 'AbC-12_x' }],
  ['/primary', 'audience/AudienceRoute', { audience: 'primary' }],
  ['/primary/sound-explorers', 'catalogue/CatalogueItemRoute', { audience: 'primary', programme: 'sound-explorers' }],
  ['/primary/sound-explorers/unit/u1', 'catalogue/UnitRoute', { audience: 'primary', programme: 'sound-explorers', unit: 'u1' }],
  ['/primary/sound-explorers/unit/u1/lesson/l1', 'catalogue/LessonRoute', { audience: 'primary', programme: 'sound-explorers', unit: 'u1', lesson: 'l1' }],
  [
    '/primary/sound-explorers/unit/u1/lesson/l1/slides',
    'lesson-mode/LessonSlidesRoute',
    { audience: 'primary', programme: 'sound-explorers', unit: 'u1', lesson: 'l1' },
  ],
  [
    '/primary/sound-explorers/unit/u1/lesson/l1/slides/a1/3',
    'lesson-mode/LessonSlidesRoute',
    { audience: 'primary', programme: 'sound-explorers', unit: 'u1', lesson: 'l1', activity: 'a1', slide: '3' },
  ],
  [
    '/primary/sound-explorers/unit/u1/lesson/l1/activity/a1',
    'catalogue/ActivityRoute',
    { audience: 'primary', programme: 'sound-explorers', unit: 'u1', lesson: 'l1', activity: 'a1' },
  ],
  [
    '/primary/sound-explorers/unit/u1/lesson/l1/activity/a1/option-2/at-home',
    'catalogue/ActivityRoute',
    { audience: 'primary', programme: 'sound-explorers', unit: 'u1', lesson: 'l1', activity: 'a1', option: 'option-2', delivery: 'at-home' },
  ],
  [
    '/primary/sound-explorers/unit/u1/lesson/l1/activity/a1/slides/2/s/1',
    'lesson-mode/ActivitySlidesRoute',
    { audience: 'primary', programme: 'sound-explorers', unit: 'u1', lesson: 'l1', activity: 'a1', slide: '2', subslideshow: 's', subslide: '1' },
  ],
  ['/primary/activities', 'catalogue/ActivityLibraryRoute', { audience: 'primary' }],
  ['/primary/activities/sec1', 'catalogue/ActivitySectionRoute', { audience: 'primary', activitySection: 'sec1' }],
  ['/primary/activities/sec1/a1', 'catalogue/ActivityRoute', { audience: 'primary', activitySection: 'sec1', activity: 'a1' }],
  ['/primary/audiolibrary', 'audio/AudioLibraryRoute', { audience: 'primary' }],
  ['/primary/audiolibrary/collection/c1/p1', 'audio/AudioPageRoute', { audience: 'primary', container: 'c1', page: 'p1' }],
  ['/audiolibrary/page/p1', 'audio/AudioPageRoute', { page: 'p1' }],
  ['/audiolibrary/collection/c1/p1', 'not found'],
  ['/primary/sound-explorers/audio/p1', 'audio/AudioPageRoute', { audience: 'primary', programme: 'sound-explorers', page: 'p1' }],
  ['/primary/page/about', 'catalogue/LandingPageRoute', { audience: 'primary', landingPageSlug: 'about' }],
  ['/primary/programme/strings', 'catalogue/ProgrammeRoute', { audience: 'primary', landingProgramme: 'strings' }],
  ['/primary/project/band', 'catalogue/ProjectRoute', { audience: 'primary', projectpageslug: 'band' }],
  ['/primary/sound-explorers/at-home/lib1', 'at-home/AtHomeLibraryRoute', { audience: 'primary', programme: 'sound-explorers', library: 'lib1' }],
  [
    '/primary/sound-explorers/at-home/lib1/a1',
    'at-home/AtHomeActivityRoute',
    { audience: 'primary', programme: 'sound-explorers', library: 'lib1', activity: 'a1' },
  ],
  ['/primary/sound-explorers/create-unit', 'custom-units/CreateUnitRoute', { audience: 'primary', programme: 'sound-explorers' }],
  ['/primary/sound-explorers/custom-unit', 'custom-units/CustomUnitsRoute', { audience: 'primary', programme: 'sound-explorers' }],
  [
    '/primary/sound-explorers/custom-unit/cu1/lesson/l1/slides/a1/2',
    'lesson-mode/LessonSlidesRoute',
    { audience: 'primary', programme: 'sound-explorers', customUnit: 'cu1', lesson: 'l1', activity: 'a1', slide: '2' },
  ],
  ['/playlists', 'playlists/PlaylistsRoute'],
  ['/playlists/p1', 'playlists/PlaylistRoute', { playlistId: 'p1' }],
  ['/playlists/p1/slides/i2/3', 'playlists/PlaylistPlayerRoute', { playlistId: 'p1', item: 'i2', slide: '3' }],
  ['/live', 'live/LiveHomeRoute'],
  ['/live/schools-concerts', 'live/LiveProgrammeRoute', { liveprogramme: 'schools-concerts' }],
  ['/live/schools-concerts/journey', 'live/LiveProductionRoute', { liveprogramme: 'schools-concerts', liveproduction: 'journey' }],
  ['/live/schools-concerts/journey/audio/p1', 'audio/AudioPageRoute', { liveprogramme: 'schools-concerts', liveproduction: 'journey', page: 'p1' }],
  ['/cpd', 'cpd/CpdRoute'],
  ['/cpd/live-event/e1', 'cpd/CpdLiveEventRoute', { cpdLiveEvent: 'e1' }],
  ['/cpd/session/s1', 'cpd/CpdSessionRoute', { cpdSession: 's1' }],
  ['/primary/sound-explorers/unit/u1/lesson/l1/no/such/page/here', 'not found'],
];

describe('the site’s addresses', () => {
  it.each(TABLE)('%s opens %s', (url, page, params = {}) => {
    expect(pageAt(url)).toEqual({ page, params: page === 'not found' ? expect.anything() : params });
  });
  it.each(['/primary/sound-explorers/at-home/lib1', '/primary/sound-explorers/at-home/lib1/a1'])('opens %s in the family layout', (url) => {
    const files = (matchRoutes(routes as unknown as RouteObject[], url) ?? []).map((match) => (match.route as ConfigRoute).file);
    expect(files).toContain('features/at-home/FamilyLayoutRoute.tsx');
  });
});
