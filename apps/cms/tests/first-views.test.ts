/**
 * First views (src/middlewares/site-pages.ts and apps/web's app/first-view.ts and root.tsx): a page of the
 * site is sent with its data read as the login its cookie carries, already rendered, for a visitor
 * and a teacher alike. The CMS decides what each login reads, so a lapsed teacher's page carries the
 * subscription gate, not the content. Needs the built site (apps/web/build), as `npm test` builds it first.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { siteServerEntry } from '../src/runtime/settings';
import { FILE_COOKIE } from '../src/middlewares/protected-files';
import { demoCallerTokens, type DemoCaller } from './helpers/cms';
import { statementsDuring } from './helpers/statements';

let tokens: Record<DemoCaller, string | undefined>;
let activityPath: string;
let activityTitle: string;
let firstPicture: string | undefined;

interface SentPage {
  status: number;
  headers: Headers;
  html: string;
  /** The routes' data the page carries, decoded as the browser decodes it, with `login`: whose login it was read with (root's `sentFor`). */
  view?: { login: string | null; loaderData: Record<string, any> };
  /** What the server rendered in the page's body, before its scripts. */
  root: string;
}

// The framework's own decoder of the data a page carries (turbo-stream), from the site's packages.
const { UNSAFE_decodeViaTurboStream: decodePageData } = createRequire(new URL('../../web/package.json', import.meta.url))('react-router') as {
  UNSAFE_decodeViaTurboStream: (body: ReadableStream<Uint8Array>, global: typeof globalThis) => Promise<{ done: Promise<void>; value: unknown }>;
};

async function pageData(html: string): Promise<SentPage['view']> {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((match) => JSON.parse(match[1]) as string);
  if (!chunks.length) return undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  const decoded = await decodePageData(body, globalThis);
  await decoded.done;
  const { loaderData } = decoded.value as { loaderData: Record<string, any> };
  // A part the page hands over as a promise (the live page's concerts) is the page's to show; here it is only read.
  for (const data of Object.values(loaderData)) {
    for (const value of Object.values(data && typeof data === 'object' ? data : {})) if (value instanceof Promise) value.catch(() => undefined);
  }
  return { login: loaderData.root?.sentFor ?? null, loaderData: JSON.parse(JSON.stringify(loaderData)) };
}

async function open(path: string, token?: string): Promise<SentPage> {
  const response = await fetch(`${cms.baseUrl}${path}`, { headers: token ? { Cookie: `${FILE_COOKIE}=${token}` } : {} });
  const html = await response.text();
  const root = /<body>(.*?)<script/s.exec(html)?.[1] ?? '';
  return { status: response.status, headers: response.headers, html, view: await pageData(html), root };
}

/** The token's payload (the test's own tokens, read to name whose view a page carries). */
const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

beforeAll(() => {
  if (!fs.existsSync(siteServerEntry()))
    throw new Error(`The site's server build ${siteServerEntry()} is missing: build the site first (npm run build in apps/web)`);
});
// What a page is sent, not how fast a busy machine reads it: a page waits up to 8 s for its data, as in the browser tests (the default 1 s sent a teacher's first page of a cold run without it).
const cms = cmsForThisFile({ environment: { FIRST_VIEW_TIMEOUT_MS: process.env.FIRST_VIEW_TIMEOUT_MS ?? '8000' } }, async () => {
  tokens = await demoCallerTokens(cms.baseUrl);
  // An activity of the demo whose slides open on a picture.
  const { body } = await cms.graphql(
    `{ lessons(pagination: { limit: 100 }) { documentId scheme { documentId programme { slug audience { slug } } }
        activities { activity { documentId title activity_slideshow { slides { __typename ... on ComponentSlideImage { include_in_lesson main_image { url } } } } } } } }`,
    {},
    tokens.subscriber,
  );
  for (const lesson of body.data.lessons) {
    const opensOnPicture = (entry: any) =>
      entry.activity?.activity_slideshow?.slides?.[0]?.__typename === 'ComponentSlideImage' &&
      entry.activity.activity_slideshow.slides[0].include_in_lesson !== false;
    const entry = lesson.scheme?.programme && lesson.activities.find(opensOnPicture);
    if (!entry) continue;
    const { programme } = lesson.scheme;
    activityPath = `/${programme.audience.slug}/${programme.slug}/unit/${lesson.scheme.documentId}/lesson/${lesson.documentId}/activity/${entry.activity.documentId}`;
    activityTitle = entry.activity.title;
    firstPicture = entry.activity.activity_slideshow.slides[0].main_image.url;
    break;
  }
  expect(firstPicture, 'an activity of the demo that opens on a picture').toBeDefined();
});

describe('a visitor’s page', () => {
  it('arrives rendered, with the data it was rendered from', async () => {
    const { body } = await cms.graphql('{ homePage { title introduction } }');
    const page = await open('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.view?.login).toBeNull();
    expect(page.root).toContain(body.data.homePage.title);
    expect(page.root).toContain(body.data.homePage.introduction);
    expect(JSON.stringify(page.view!.loaderData)).toContain(body.data.homePage.introduction);
    // Differs with the login, and is checked again on every visit.
    expect(page.headers.get('vary')).toMatch(/cookie/i);
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('carries its styles, and asks for the site’s code once it has painted', async () => {
    const page = await open('/primary');
    // The shell's stylesheet: the root route's and every page's common styles (apps/web/scripts/shell-chunk.mjs).
    expect(page.html).toMatch(/<style data-href="\/assets\/shell-[\w-]+\.css">[^<]*\.page[^<]*<\/style>/);
    // Each stylesheet's link stays for the site's code to find, disabled: the browser does not fetch it.
    expect(page.html).not.toMatch(/<link[^>]* rel="stylesheet" href="[^"]+"\/>/);
    // No script of the site runs before the page has painted: the framework's start is inert, with the modules it names.
    expect(page.html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(page.html).not.toMatch(/<link rel="modulepreload"/);
    expect(page.html).toMatch(/<script[^>]* type="text\/plain" id="site-code"/);
    const code = /id="site-code" data-modules="([^"]+)"/.exec(page.html)?.[1].split(' ');
    expect(code).toContainEqual(expect.stringMatching(/^\/assets\/entry\.client-[\w-]+\.js$/));
    expect(code).toContainEqual(expect.stringMatching(/^\/assets\/AudienceRoute-[\w-]+\.js$/));
  });

  it('of teaching content carries the login gate, not the content', async () => {
    const page = await open(activityPath);
    expect(page.root).toContain('log');
    expect(JSON.stringify(page.view!.loaderData)).toContain('"gate":"login"');
    expect(page.html).not.toContain(activityTitle);
  });
});

describe('a teacher’s page', () => {
  it('arrives rendered with the content read as them, their header and menus, named by their login', async () => {
    const page = await open(activityPath, tokens.subscriber);
    const { id, iat } = payloadOf(tokens.subscriber!);
    expect(page.view?.login).toBe(`${id}:${iat}`);
    expect(page.root).toContain(activityTitle);
    // The header is theirs, from the role and profile the root read with their login.
    expect(page.view!.loaderData.root.me.role.type).toBe('active_subscriber');
    expect(page.root).toContain('Welcome back, Sam Taylor!');
    expect(page.root).toContain('Log out');
    expect(page.root).not.toContain('Sign up');
    expect(JSON.stringify(page.view!.loaderData)).toContain(activityTitle);
    expect(page.html).not.toContain(tokens.subscriber!);
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('carries its styles and the slide’s pictures first, then the page’s modules, started once it has painted', async () => {
    const page = await open(`${activityPath}/slides`, tokens.subscriber);
    // Rendered, as a visitor's page is: the slide is there before any of the site's code runs.
    expect(page.root).toContain('lesson-mode');
    // Its code is inert until the slide has painted (a phone's connection carries the picture first, not 30 modules).
    expect(page.html).not.toMatch(/<link rel="modulepreload"/);
    expect(page.html).not.toMatch(/<script[^>]*\ssrc=/);
    const code = /id="site-code" data-modules="([^"]+)"/.exec(page.html)?.[1].split(' ');
    expect(code).toContainEqual(expect.stringMatching(/^\/assets\/ActivitySlidesRoute-[\w-]+\.js$/));
    // Its styles inline, their links disabled: the first paint waits for no stylesheet.
    // (Which chunk holds the slide's rules is the bundler's choice: any of the page's stylesheets may.)
    expect(page.html).toMatch(/<style data-href="\/assets\/[\w-]+\.css">[^<]*\.slide\b[^<]*<\/style>/);
    expect(page.html).not.toMatch(/<link[^>]* rel="stylesheet" href="[^"]+"\/>/);
    // React's own resource hints (lesson-mode/preload-images.ts): the picture, asked for first, before the page's code.
    const preloads = highPriorityImagePreloads(page.html);
    expect(preloads.map(({ href }) => href)).toEqual([firstPicture]);
    expect(preloads[0].at).toBeLessThan(page.html.indexOf('id="site-code"'));
    // A visitor's page of the same slides carries the login gate, and no pictures.
    expect(highPriorityImagePreloads((await open(`${activityPath}/slides`)).html)).toEqual([]);
  });

  it('waits longer for its data when saved for offline (X-Offline-Save), since a saved page without data cannot be presented', async () => {
    const before = process.env.FIRST_VIEW_TIMEOUT_MS;
    process.env.FIRST_VIEW_TIMEOUT_MS = '0';
    try {
      const onScreen = await open(`${activityPath}/slides`, tokens.subscriber);
      expect(JSON.stringify(onScreen.view!.loaderData)).toContain('"readInBrowser":true');
      // Sent to be drawn by the site's code, which then starts at once.
      expect(onScreen.html).toMatch(/<link rel="modulepreload" href="\/assets\/ActivitySlidesRoute-[\w-]+\.js"[^>]*\/>/);
      expect(onScreen.html).not.toContain('id="site-code"');
      const response = await fetch(`${cms.baseUrl}${activityPath}/slides`, {
        headers: { Cookie: `${FILE_COOKIE}=${tokens.subscriber}`, 'X-Offline-Save': '1' },
      });
      const saved = await pageData(await response.text());
      expect(JSON.stringify(saved!.loaderData)).not.toContain('readInBrowser');
      expect(JSON.stringify(saved!.loaderData)).toContain(activityTitle);
    } finally {
      if (before === undefined) delete process.env.FIRST_VIEW_TIMEOUT_MS;
      else process.env.FIRST_VIEW_TIMEOUT_MS = before;
    }
  });

  it('of an activity reached from another lesson reads only that lesson: the activity is kept once for every lesson it is in', async () => {
    const { body } = await cms.graphql(
      `{ lessons(pagination: { limit: 500 }) { documentId title scheme { documentId programme { slug audience { slug } } } activities { activity { documentId title } } } }`,
      {},
      tokens.subscriber,
    );
    const places = new Map<string, Array<{ path: string; lesson: string }>>();
    for (const lesson of body.data.lessons) {
      const programme = lesson.scheme?.programme;
      if (!programme) continue;
      for (const { activity } of lesson.activities) {
        if (!activity || activity.title === activityTitle) continue;
        const path = `/${programme.audience.slug}/${programme.slug}/unit/${lesson.scheme.documentId}/lesson/${lesson.documentId}/activity/${activity.documentId}`;
        places.set(activity.documentId, [...(places.get(activity.documentId) ?? []), { path, lesson: lesson.title }]);
      }
    }
    const twice = [...places.values()].find((list) => new Set(list.map((place) => place.lesson)).size >= 2);
    expect(twice, 'an activity of the demo in two lessons').toBeDefined();
    const [first, second] = [twice![0], twice!.find((place) => place.lesson !== twice![0].lesson)!];
    // The activity's own reads (its teaching options): the first lesson's page computes them, the second's is
    // given the kept answer and reads only its lesson.
    const activityReads = /activity_options/;
    const firstReads = await statementsDuring(cms.strapi, () => open(first.path, tokens.subscriber), activityReads);
    let page: SentPage | undefined;
    const secondReads = await statementsDuring(
      cms.strapi,
      async () => {
        page = await open(second.path, tokens.subscriber);
      },
      activityReads,
    );
    expect(firstReads).toBeGreaterThan(0);
    expect(secondReads).toBe(0);
    const route = Object.values(page!.view!.loaderData).find((data: any) => data?.data?.activityPage) as any;
    expect(route.data.lesson.title).toBe(second.lesson);
  });

  it('for a lapsed teacher carries the subscription gate the CMS answered, rendered', async () => {
    const page = await open(activityPath, tokens.lapsed);
    const loaderData = JSON.stringify(page.view!.loaderData);
    expect(loaderData).toContain('"gate":"subscribe"');
    expect(loaderData).not.toContain(activityTitle);
    expect(page.root).toContain('You need an active subscription to access this content.');
    expect(page.root).toContain('Log out');
  });

  it('of an activity outside a unit’s lesson is the selling page of its library or project, never the activity, for a visitor and a lapsed teacher', async () => {
    const { body } = await cms.graphql(
      `{ audiences(filters: { slug: { eq: "primary" } }) { title activity_library_intro }
         activityLibraries(filters: { audiences: { slug: { eq: "primary" } } }) { activity_sections(pagination: { limit: 1 }) { documentId activities(pagination: { limit: 1 }) { documentId title } } }
         projects(pagination: { limit: 1 }) { slug title audience { slug } activity_pages(pagination: { limit: 1 }) { documentId title } } }`,
      {},
      tokens.subscriber,
    );
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const [audience] = body.data.audiences;
    const [section] = body.data.activityLibraries[0].activity_sections;
    const [project] = body.data.projects;
    const places = [
      {
        path: `/primary/activities/${section.documentId}/${section.activities[0].documentId}`,
        activity: section.activities[0].title,
        place: [`${audience.title} Activity Library`, audience.activity_library_intro],
      },
      {
        path: `/${project.audience.slug}/project/${project.slug}/activity/${project.activity_pages[0].documentId}`,
        activity: project.activity_pages[0].title,
        place: [project.title],
      },
    ];
    for (const { path, activity, place } of places) {
      for (const who of ['visitor', 'lapsed'] as const) {
        const page = await open(path, tokens[who]);
        expect(page.status, `${who} ${path}`).toBe(200);
        expect(JSON.stringify(page.view!.loaderData), `${who} ${path}`).toContain(who === 'visitor' ? '"gate":"login"' : '"gate":"subscribe"');
        for (const words of place) expect(page.root, `${who} ${path}`).toContain(words.replaceAll("'", '&#x27;'));
        expect(page.root, `${who} ${path}`).toContain(who === 'visitor' ? 'Start your free trial' : 'You need an active subscription to access this content.');
        expect(page.html, `${who} ${path}`).not.toContain(activity);
      }
      expect((await open(path, tokens.subscriber)).root).toContain(activity);
    }
  });

  it('with a token the CMS refuses is read as a visitor’s, and says so, for the site to deal with', async () => {
    const page = await open(activityPath, `${tokens.subscriber!.slice(0, -4)}AAAA`);
    expect(page.status).toBe(200);
    expect(page.view?.login).toBe('refused');
    expect(page.view!.loaderData.root.me).toBeNull();
    expect(page.root).toBe('');
    expect(page.html).not.toContain(activityTitle);
  });
});

/**
 * The server renders every caller's pages with the same modules: nothing may keep one caller's data
 * for the next (a leak a security review found: lesson mode's slides, kept by a subscriber's page,
 * were sent to the lapsed teacher who opened the same URL next). Every page whose routes have a
 * loader (read from the built renderer's route table, so a new one is visited by itself) is opened
 * as a lapsed teacher and a visitor, then as a subscriber, then again as the other two: they must
 * get what they got before, byte for byte.
 */
describe('every page with a loader, opened by one caller after another', () => {
  async function demoParams(): Promise<Record<string, Record<string, string>>> {
    const { body } = await cms.graphql(
      `{ lessons(pagination: { limit: 1 }, filters: { scheme: { documentId: { notNull: true } } }) { documentId activities { activity { documentId } } scheme { documentId programme { slug audience { slug } } } }
         activitySections(pagination: { limit: 1 }) { documentId activities(pagination: { limit: 1 }) { documentId } }
         projects(pagination: { limit: 1 }) { slug activity_pages(pagination: { limit: 1 }) { documentId } }
         liveProductions(pagination: { limit: 20 }) { slug live_programme { slug } related_activities(pagination: { limit: 1 }) { documentId } }
         customSchemeBuilders(pagination: { limit: 1 }) { documentId number_required_strands learning_strands { documentId } programme { documentId slug audience { documentId slug } } }
         customSchemePlans(pagination: { limit: 1 }) { programme { slug } lesson_plans(pagination: { limit: 1 }) { documentId activities_for_strands(strands: []) { documentId } } }
         audioPageContainers(pagination: { limit: 1 }, filters: { audio_pages: { documentId: { notNull: true } } }) { documentId audio_pages(pagination: { limit: 1 }) { documentId } }
         landingPages(pagination: { limit: 1 }) { slug }
         cpdLiveEvents(pagination: { limit: 1 }) { slug }
         cpdSessions(pagination: { limit: 1 }) { slug }
         atHome: programmes(filters: { at_home_libraries: { documentId: { notNull: true } } }, pagination: { limit: 1 }) { slug at_home_link_id audience { slug } } }`,
      {},
      tokens.subscriber,
    );
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const data = body.data;
    const lesson = data.lessons[0];
    const lessonActivity = lesson.activities.find((entry: any) => entry.activity).activity.documentId;
    const production = data.liveProductions.find((item: any) => item.related_activities.length);
    const builder = data.customSchemeBuilders[0];
    const created = await cms.graphql(
      `mutation ($title: String!, $strands: [ID!]!, $audience: ID!, $programme: ID!) { createCustomScheme(title: $title, learning_strands: $strands, audience: $audience, programme: $programme) { documentId } }`,
      {
        title: 'First views unit',
        strands: builder.learning_strands.slice(0, builder.number_required_strands).map((strand: any) => strand.documentId),
        audience: builder.programme.audience.documentId,
        programme: builder.programme.documentId,
      },
      tokens.subscriber,
    );
    expect(created.body.errors, JSON.stringify(created.body.errors)).toBeUndefined();
    const playlist = await cms.graphql(`mutation { createPlaylist(title: "First views playlist") { documentId } }`, {}, tokens.subscriber);
    expect(playlist.body.errors, JSON.stringify(playlist.body.errors)).toBeUndefined();
    const atHome = data.atHome[0];
    const library = await cms.graphql(`query ($id: String!) { atHomeLibrary(id: $id) { activities { documentId } } }`, { id: atHome.at_home_link_id });
    expect(library.body.errors, JSON.stringify(library.body.errors)).toBeUndefined();
    const container = data.audioPageContainers[0];
    // Values for the pages outside the catalogue's own (audio libraries, landing pages, CPD, playlists).
    const more = {
      container: container.documentId,
      page: container.audio_pages[0].documentId,
      landingPageSlug: data.landingPages[0].slug,
      landingProgramme: lesson.scheme.programme.slug,
      cpdLiveEvent: data.cpdLiveEvents[0].slug,
      cpdSession: data.cpdSessions[0].slug,
      playlistId: playlist.body.data.createPlaylist.documentId,
      // A short link that leads nowhere: the site's 404 page for /s/{code} (short-links.test.ts opens the others).
      code: 'ZZZZZZZ',
    };
    const plan = data.customSchemePlans.find((item: any) => item.programme?.slug === builder.programme.slug) ?? data.customSchemePlans[0];
    const catalogue = {
      ...more,
      audience: lesson.scheme.programme.audience.slug,
      programme: lesson.scheme.programme.slug,
      unit: lesson.scheme.documentId,
      lesson: lesson.documentId,
      activity: lessonActivity,
      welcome: 'new-registration',
    };
    return {
      catalogue,
      section: { ...catalogue, activitySection: data.activitySections[0].documentId, activity: data.activitySections[0].activities[0].documentId },
      project: { ...catalogue, projectpageslug: data.projects[0].slug, activity: data.projects[0].activity_pages[0].documentId },
      live: { ...more, liveprogramme: production.live_programme.slug, liveproduction: production.slug, activity: production.related_activities[0].documentId },
      atHome: {
        audience: atHome.audience.slug,
        programme: atHome.slug,
        library: atHome.at_home_link_id,
        activity: library.body.data.atHomeLibrary.activities[0].documentId,
      },
      custom: {
        audience: builder.programme.audience.slug,
        programme: builder.programme.slug,
        customUnit: created.body.data.createCustomScheme.documentId,
        lesson: plan.lesson_plans[0].documentId,
        activity: lessonActivity,
      },
    };
  }

  /** The path with its parameters filled from the demo (optional ones left out); undefined for one the demo has no value for. */
  function fill(pattern: string, params: Record<string, Record<string, string>>): string | undefined {
    const values = pattern.startsWith('/live/')
      ? params.live
      : pattern.includes('/at-home/')
        ? params.atHome
        : pattern.includes('/custom-unit/')
          ? params.custom
          : pattern.includes(':activitySection')
            ? params.section
            : pattern.includes(':projectpageslug')
              ? params.project
              : params.catalogue;
    let missing = false;
    const path = pattern
      .split('/')
      .filter((segment) => !segment.endsWith('?'))
      .map((segment) => {
        if (!segment.startsWith(':')) return segment;
        const value = values[segment.slice(1)];
        if (!value) missing = true;
        return value;
      })
      .join('/');
    return missing ? undefined : path || '/';
  }

  const sent = (page: SentPage) => ({ status: page.status, view: page.view ?? null, root: page.root });

  it('each gets exactly what they got before a subscriber opened it', async () => {
    const renderer = createRequire(import.meta.url)(siteServerEntry()) as { loaderRoutePaths: () => string[] };
    // Every page of the route table whose routes read data (apps/web/src/server/request-handler.ts).
    const patterns = renderer.loaderRoutePaths();
    expect(patterns.length).toBeGreaterThan(20);
    const params = await demoParams();
    const paths = patterns.map((pattern) => [pattern, fill(pattern, params)] as const);
    expect(
      paths.filter(([, path]) => !path).map(([pattern]) => pattern),
      'pages the demo has no parameters for',
    ).toEqual([]);
    let subscriberOnly = 0;
    for (const [, path] of paths as Array<readonly [string, string]>) {
      const lapsedBefore = sent(await open(path, tokens.lapsed));
      const visitorBefore = sent(await open(path));
      const subscriber = sent(await open(path, tokens.subscriber));
      expect(sent(await open(path, tokens.lapsed)), `a lapsed teacher's ${path}`).toEqual(lapsedBefore);
      expect(sent(await open(path)), `a visitor's ${path}`).toEqual(visitorBefore);
      if (JSON.stringify(subscriber.view?.loaderData ?? null).length > JSON.stringify(lapsedBefore.view?.loaderData ?? null).length + 200) subscriberOnly += 1;
    }
    // The test means something only if subscribers are sent content the others are not.
    expect(subscriberOnly).toBeGreaterThan(10);
  }, 240_000); // dozens of pages, each three times in turn: a busy machine takes well over the default minute
});

describe('pages sent as they must be', () => {
  it('an editor’s preview (not rendered: the browser reads it with the preview), a page that is not there (404) and a HEAD request', async () => {
    const preview = await open('/?preview=some-token');
    expect(preview.view?.login).toBe('preview');
    expect(preview.root).toBe('');
    const missing = await open('/primary/no-such-programme');
    expect(missing.status).toBe(404);
    expect(missing.root).toContain('could not be found');
    const head = await fetch(`${cms.baseUrl}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

/** The page's `<link rel="preload" as="image" fetchpriority="high">`s (in any attribute order), with where each is. */
function highPriorityImagePreloads(html: string): { href: string; at: number }[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .filter(([link]) => /\brel="preload"/.test(link) && /\bas="image"/.test(link) && /\bfetchpriority="high"/i.test(link))
    .map((match) => ({ href: /\bhref="([^"]+)"/.exec(match[0])![1], at: match.index! }));
}
