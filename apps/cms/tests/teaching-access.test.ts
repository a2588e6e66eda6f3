/**
 * The role x content-type access matrix of the catalogue (docs/catalogue.md, "Access"), generated
 * from the running content model: every content type must be classified, every teaching type is
 * tried over GraphQL and REST by a visitor, a lapsed teacher and a subscriber, and every guarded
 * field of a skeleton type is tried the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import * as access from '../src/access/teaching-content';
import * as roles from '../src/access/roles';
import * as guard from '../src/graphql/teaching-guard';
import * as outline from '../src/api/scheme/outline';
import { PREVIEW_LIFETIME_MS, signPreviewToken } from '../src/preview/preview-token';
import { demoCallerTokens, type DemoCaller } from './helpers/cms';
import { TestFixtures } from './helpers/fixtures';
import { pathSpellings } from './helpers/path-spellings';
import { rawRequest } from './helpers/raw-request';

const require = createRequire(import.meta.url);

let tokens: Record<DemoCaller, string | undefined>;

/** Types that are neither catalogue skeleton nor teaching content: owner-scoped or internal. */
const OWNER_SCOPED_OR_INTERNAL = [
  'api::user-profile.user-profile',
  'api::subscription.subscription',
  'api::member-account.member-account',
  'api::membership.membership',
  'api::playlist.playlist',
  'api::custom-scheme.custom-scheme',
  'api::school-invoice.school-invoice',
  'api::school-account-change.school-account-change',
  'api::reminder.reminder',
  // A teacher's record of teaching (teaching-record.test.ts) and short links (short-links.test.ts).
  'api::teaching-class.teaching-class',
  'api::taught-lesson.taught-lesson',
  'api::short-link.short-link',
  'api::concert-attendance.concert-attendance',
];

const cms = cmsForThisFile({}, async () => {
  fixtures = new TestFixtures(cms);
  tokens = await demoCallerTokens(cms.baseUrl);
  await createFixture();
});
afterAll(async () => {
  await fixtures?.removeAll();
});

/** What this file creates (helpers/fixtures.ts), removed when it ends. */
let fixtures: TestFixtures;

/** One published item of every teaching type, linked from a unit and a project, so every way in has something behind it. */
async function createFixture() {
  const docs = (uid: string) => cms.strapi.documents(uid as never);
  const make = (uid: string, data: Record<string, unknown>) => fixtures.publish(uid, data);
  const strand = await make('api::learning-strand.learning-strand', { title: 'Access strand', combination_key: `access-${Date.now()}` });
  const slideshow = await make('api::activity-slideshow.activity-slideshow', {
    title: 'Access slideshow',
    slides: [{ __component: 'slide.image', title: 'First slide' }],
  });
  const activity = await make('api::activity-page.activity-page', { title: 'Access activity', activity_slideshow: slideshow });
  await make('api::activity-option.activity-option', { title: 'Access option', activity_page: activity, delivery_options: [{ title: 'Whole class' }] });
  const section = await make('api::activity-section.activity-section', { title: 'Access section', activities: [activity] });
  const library = await make('api::activity-library.activity-library', { title: 'Access library', activity_sections: [section] });
  const audioPage = await make('api::audio-page.audio-page', { title: 'Access audio page', audio_excerpts: [{ title: 'Excerpt' }] });
  const container = await make('api::audio-page-container.audio-page-container', { title: 'Access collection', audio_pages: [audioPage] });
  const audioLibrary = await make('api::audio-library.audio-library', {
    title: 'Access audio library',
    audio_pages: [audioPage],
    audio_page_containers: [container],
  });
  // A programme of the Primary audience, like every programme: other test files share this database on PostgreSQL.
  const primary = await docs('api::audience.audience').findFirst({ filters: { slug: 'primary' } } as never);
  const programme = await make('api::programme.programme', {
    title: 'Access programme',
    slug: `access-programme-${Date.now()}`,
    audience: primary!.documentId,
    activity_libraries: [library],
    audio_libraries: [audioLibrary],
  });
  const scheme = await make('api::scheme.scheme', {
    title: 'Access unit',
    blurb: 'A unit for the access tests',
    programme,
    introduction: [{ type: 'paragraph', children: [{ type: 'text', text: 'For subscribers' }] }],
    scheme_activities: [{ title: 'Featured', activity }],
    activity_sections: [{ title: 'Sections', activity_section: section }],
    documents: [{ title: 'Unit plan' }],
    scheme_library: library,
    learning_strands: [strand],
  });
  await make('api::lesson.lesson', { title: 'Access lesson', scheme, activities: [{ title: 'Warm up', activity }] });
  // For the unit's outline: a lesson whose activities all give a time, after a section heading, and a draft lesson.
  const picture = await fixtures.image('access-sample.png');
  const timedSlides = await make('api::activity-slideshow.activity-slideshow', {
    title: 'Access timed slideshow',
    slides: [
      { __component: 'slide.audio', title: 'A recording first' },
      { __component: 'slide.image', title: 'Left out of the lesson', include_in_lesson: false, main_image: picture.id },
      {
        __component: 'slide.image',
        title: 'The sample',
        main_image: picture.id,
        slide_text: [{ type: 'paragraph', children: [{ type: 'text', text: 'Clap with me' }] }],
        teacher_notes: [{ type: 'paragraph', children: [{ type: 'text', text: 'Secret teacher note' }] }],
      },
    ],
  });
  const timed = await make('api::activity-page.activity-page', { title: 'Access timed activity', time: '10 minutes', activity_slideshow: timedSlides });
  const longer = await make('api::activity-page.activity-page', { title: 'Access longer activity', time: '1 hour 15 mins' });
  await make('api::lesson.lesson', {
    title: 'Access timed lesson',
    scheme,
    activities: [{ title: 'Getting going', section_divider: true }, { activity: timed }, { activity: longer }, { activity }],
  });
  const draft = await docs('api::lesson.lesson').create({ data: { title: 'Access draft lesson', scheme } } as never);
  fixtures.keep('api::lesson.lesson', draft.documentId);
  await make('api::project.project', {
    title: 'Access project',
    slug: `access-project-${Date.now()}`,
    audience: primary!.documentId,
    activity_pages: [activity],
    documents: [{ title: 'Project notes' }],
  });
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const forbidden = (body: { errors?: Array<{ message: string; extensions?: { code?: string } }> }) =>
  (body.errors ?? []).some((error) => error.extensions?.code === 'FORBIDDEN');

describe('the content model', () => {
  it('classifies every content type as skeleton, teaching or owner-scoped', () => {
    const classified = new Set<string>([...roles.SKELETON_COLLECTIONS, ...roles.SKELETON_SINGLES, ...access.TEACHING_TYPES, ...OWNER_SCOPED_OR_INTERNAL]);
    const apiTypes = Object.keys(cms.strapi.contentTypes).filter((uid) => uid.startsWith('api::'));
    expect(apiTypes.filter((uid) => !classified.has(uid))).toEqual([]);
  });
});

describe('teaching content types', () => {
  const cases = () => [...access.TEACHING_TYPES];

  it('answer a GraphQL Forbidden error to visitors and lapsed teachers, and data to subscribers', async () => {
    expect(cases().length).toBeGreaterThanOrEqual(10);
    for (const uid of cases()) {
      const { pluralName } = cms.strapi.contentType(uid as never).info;
      const query = `{ ${camel(pluralName)} { documentId } }`;
      for (const who of ['visitor', 'lapsed'] as const) {
        const { body } = await cms.graphql(query, {}, tokens[who]);
        expect(forbidden(body), `${who} reading ${uid}`).toBe(true);
        expect(body.data?.[camel(pluralName)] ?? null, `${who} reading ${uid}`).toBeNull();
      }
      const { body } = await cms.graphql(query, {}, tokens.subscriber);
      expect(body.errors, `subscriber reading ${uid}`).toBeUndefined();
      expect(body.data[camel(pluralName)].length, `subscriber reading ${uid}`).toBeGreaterThan(0);
    }
  });

  it('are closed over REST to everyone, subscribers too: the site reads them through GraphQL', async () => {
    for (const uid of cases()) {
      const { pluralName } = cms.strapi.contentType(uid as never).info;
      for (const who of ['visitor', 'lapsed', 'subscriber'] as const) {
        const response = await fetch(`${cms.baseUrl}/api/${pluralName}`, { headers: auth(tokens[who]) });
        expect(response.status, `${who} GET /api/${pluralName}`).toBeGreaterThanOrEqual(400);
        expect(JSON.stringify(await response.json()), `${who} GET /api/${pluralName}`).not.toContain('"documentId"');
      }
    }
  });
});

describe('the teaching fields of skeleton types', () => {
  /** Guarded fields of content types (not components), as [GraphQL type, field, content type]. */
  const topLevelGuards = () => {
    const byTypeName = new Map(
      Object.values(cms.strapi.contentTypes)
        .filter((ct) => ct.uid.startsWith('api::'))
        .map((ct) => [cms.strapi.plugin('graphql').service('utils').naming.getTypeName(ct), ct]),
    );
    return (
      guard
        .guardedFields(cms.strapi)
        .map((key) => key.split('.') as [string, string])
        .filter(([typeName, field]) => byTypeName.has(typeName) && !field.endsWith('_connection'))
        .map(([typeName, field]) => [typeName, field, byTypeName.get(typeName)!] as const)
        // Owner-scoped types answer through their own queries, tested in their own files (custom-units, playlists).
        .filter(([, , contentType]) => !OWNER_SCOPED_OR_INTERNAL.includes(contentType.uid))
    );
  };

  const selection = (contentType: { attributes: Record<string, { type: string }> }, field: string) => {
    const type = contentType.attributes[field].type;
    if (type === 'relation' || type === 'media') return `${field} { documentId }`;
    if (type === 'component') return `${field} { id }`;
    return field;
  };

  it("include a unit's lessons, a project's activities and a programme's libraries", () => {
    const keys = guard.guardedFields(cms.strapi);
    expect(keys).toEqual(
      expect.arrayContaining([
        'Scheme.lessons',
        'Scheme.introduction',
        'Scheme.documents',
        'Project.activity_pages',
        'Programme.activity_libraries',
        'Programme.audio_libraries',
      ]),
    );
  });

  it('answer Forbidden over GraphQL to visitors and lapsed teachers, and data to subscribers', async () => {
    const guards = topLevelGuards();
    expect(guards.length).toBeGreaterThanOrEqual(10);
    for (const [, field, contentType] of guards) {
      const queryName = contentType.kind === 'singleType' ? camel(contentType.info.singularName) : camel(contentType.info.pluralName);
      const query = `{ ${queryName} { title ${selection(contentType, field)} } }`;
      for (const who of ['visitor', 'lapsed'] as const) {
        const { body } = await cms.graphql(query, {}, tokens[who]);
        // Our guard's message, or Strapi's own 'Forbidden access' where it checks the relation's grant first.
        expect([access.SUBSCRIPTION_NEEDED, 'Forbidden access'], `${who}: ${query}`).toContain(body.errors?.[0]?.message);
        expect(forbidden(body), `${who}: ${query}`).toBe(true);
      }
      const { body } = await cms.graphql(query, {}, tokens.subscriber);
      expect(body.errors, `subscriber: ${query}`).toBeUndefined();
    }
  });

  it('leave titles and blurbs readable by visitors', async () => {
    const { body } = await cms.graphql('{ schemes { documentId title blurb programme { title } } projects { title } }');
    expect(body.errors).toBeUndefined();
    expect(body.data.schemes.map((s: { title: string }) => s.title)).toContain('Access unit');
  });

  it('can be walked through by a subscriber: project to activity to slideshow, unit to lesson', async () => {
    const { body } = await cms.graphql(
      `{ projects(filters: { title: { eq: "Access project" } }) { activity_pages { title activity_slideshow { slides { __typename } } activity_options { title } } }
         schemes(filters: { title: { eq: "Access unit" } }) { lessons { title activities { title activity { title } } } } }`,
      {},
      tokens.subscriber,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.projects[0].activity_pages[0]).toMatchObject({
      title: 'Access activity',
      activity_slideshow: { slides: [{ __typename: 'ComponentSlideImage' }] },
      activity_options: [{ title: 'Access option' }],
    });
    expect(body.data.schemes[0].lessons[0]).toMatchObject({
      title: 'Access lesson',
      activities: [{ title: 'Warm up', activity: { title: 'Access activity' } }],
    });
  });

  it('are not answered over REST, where every content route is closed (tests/every-door.test.ts sweeps them all)', async () => {
    for (const path of [
      '/api/schemes',
      '/api/schemes?populate=lessons',
      '/api/schemes?populate=*',
      '/api/projects?populate[0]=activity_pages',
      '/api/programmes?populate=audio_libraries',
    ]) {
      for (const who of ['visitor', 'lapsed', 'subscriber'] as const) {
        const response = await fetch(`${cms.baseUrl}${path}`, { headers: auth(tokens[who]) });
        expect([401, 403, 404], `${who} GET ${path}`).toContain(response.status);
        expect(await response.text(), `${who} GET ${path}`).not.toContain('Access unit');
      }
    }
  });
});

describe("a unit's outline", () => {
  const OUTLINE = '{ schemes(filters: { title: { eq: "Access unit" } }) { outline { documentId title activities minutes untimed } } }';

  it('gives everyone its published lessons in order, with their activity counts, the times they give and how many give none', async () => {
    for (const who of ['visitor', 'lapsed', 'subscriber'] as const) {
      const { body } = await cms.graphql(OUTLINE, {}, tokens[who]);
      expect(body.errors, who).toBeUndefined();
      expect(body.data.schemes[0].outline, who).toEqual([
        { documentId: expect.any(String), title: 'Access lesson', activities: 1, minutes: null, untimed: 1 },
        { documentId: expect.any(String), title: 'Access timed lesson', activities: 3, minutes: 85, untimed: 1 },
      ]);
    }
  });

  it('gives everyone one sample: the first picture slide of its lessons, as title, text and picture only', async () => {
    // 'Access lesson' comes first, but its slideshow's only slide has no picture.
    const query = '{ schemes(filters: { title: { eq: "Access unit" } }) { sample_slide { title slide_text main_image { url } } } }';
    for (const who of ['visitor', 'lapsed'] as const) {
      const { body } = await cms.graphql(query, {}, tokens[who]);
      expect(body.errors, who).toBeUndefined();
      expect(body.data.schemes[0].sample_slide, who).toEqual({
        title: 'The sample',
        slide_text: [{ type: 'paragraph', children: [{ type: 'text', text: 'Clap with me' }] }],
        main_image: { url: expect.stringMatching(/^\/uploads\/.+\.png$/) },
      });
      expect(JSON.stringify(body), who).not.toContain('Secret teacher note');
    }
    const { body } = await cms.graphql('{ schemes { sample_slide { title teacher_notes } } }');
    expect(body.errors?.[0]?.message).toMatch(/Cannot query field "teacher_notes"/);
  });

  it("has no field that leads into a lesson's teaching", async () => {
    for (const field of ['introduction', 'activities { title }', 'lesson { title }', 'activity_pool { title }']) {
      const { body } = await cms.graphql(`{ schemes { outline { title ${field} } } }`);
      expect(body.errors?.[0]?.message, field).toMatch(/Cannot query field|must not have a selection/);
      expect(body.data, field).toBeUndefined();
    }
  });

  it('reads the times editors write', () => {
    expect(['10 minutes', '5 mins', '1 hour', '1 hour 20 minutes', '2 hrs', '90m', 'Free-flow', '', null].map(outline.minutesOf)).toEqual([
      10,
      5,
      60,
      80,
      120,
      90,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

function auth(token: string | undefined): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

describe('drafts', () => {
  it("are not answered to the site's callers over GraphQL or REST", async () => {
    for (const who of ['visitor', 'subscriber'] as const) {
      const { body } = await cms.graphql('{ programmes(status: DRAFT) { title } }', {}, tokens[who]);
      expect(forbidden(body), who).toBe(true);
      expect(body.data?.programmes ?? null).toBeNull();
      const response = await fetch(`${cms.baseUrl}/api/programmes?status=draft`, { headers: auth(tokens[who]) });
      expect([403, 404], who).toContain(response.status);
    }
  });
});

describe('uploaded teaching files', () => {
  let pdf: { documentId: string; url: string };
  let image: { documentId: string; url: string };

  beforeAll(async () => {
    const upload = async (name: string, mimetype: string, content: Buffer) => {
      const filepath = path.join(cms.dataDir, name);
      fs.writeFileSync(filepath, content);
      const [file] = await cms.strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: { fileInfo: { name } },
          files: { filepath, originalFilename: name, mimetype, size: content.length },
        });
      fixtures.keepFile(file);
      return file;
    };
    pdf = await upload('lesson-plan.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n% a lesson plan\n%%EOF\n'));
    const png = await require('sharp')({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    image = await upload('banner.png', 'image/png', png);
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${cms.baseUrl}${path}`, { headers, redirect: 'manual' });
  const cookie = (token: string | undefined): Record<string, string> => (token ? { Cookie: `classroom_auth=${token}` } : {});

  it("cannot be fetched by their URL without a subscriber's token", async () => {
    for (const who of ['visitor', 'lapsed'] as const) {
      expect((await get(pdf.url, auth(tokens[who]))).status, who).toBe(403);
      expect((await get(pdf.url, cookie(tokens[who]))).status, who).toBe(403);
    }
    expect((await get(pdf.url, { Cookie: 'classroom_auth=not-a-token' })).status).toBe(403);
  });

  it("are served to a subscriber by bearer token or by the site's cookie", async () => {
    for (const headers of [auth(tokens.subscriber), cookie(tokens.subscriber)]) {
      const response = await get(pdf.url, headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/pdf');
      expect(response.headers.get('cache-control')).toContain('private');
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
    }
  });

  it('are reached through /documents/{documentId}, which redirects subscribers to the file', async () => {
    const visitor = await get(`/documents/${pdf.documentId}`);
    expect(visitor.status).toBe(403);
    expect(await visitor.text()).toContain(access.SUBSCRIPTION_NEEDED);
    const subscriber = await get(`/documents/${pdf.documentId}`, cookie(tokens.subscriber));
    expect(subscriber.status).toBe(302);
    expect(subscriber.headers.get('location')).toBe(pdf.url);
    expect((await get('/documents/no-such-document', cookie(tokens.subscriber))).status).toBe(404);
  });

  /** A GET whose path is sent exactly as written (fetch would tidy it first, as browsers do; curl --path-as-is does not). */
  const rawGet = async (rawPath: string, headers: Record<string, string> = {}) => {
    const answer = await rawRequest(cms.baseUrl, rawPath, { headers });
    return { status: answer.status, body: answer.body.toString('utf8') };
  };

  it('are refused under every spelling of their path, and served to subscribers under the plain one', async () => {
    const content = '% a lesson plan';
    // The sweep of every door, kind of file and storage is tests/file-doors.test.ts.
    for (const spelling of pathSpellings(pdf.url)) {
      for (const who of ['visitor', 'lapsed'] as const) {
        for (const headers of [auth(tokens[who]), cookie(tokens[who])]) {
          const response = await rawGet(spelling, headers);
          expect(response.status, `${who} ${spelling}`).not.toBe(200);
          expect(response.body, `${who} ${spelling}`).not.toContain(content);
        }
      }
    }
    expect((await rawGet(pdf.url, auth(tokens.subscriber))).body).toContain(content);
    for (const spelling of pathSpellings(`/documents/${pdf.documentId}`)) {
      expect((await rawGet(spelling)).status, spelling).not.toBe(302);
    }
  });

  it('are sent in byte ranges to subscribers, so a long recording can be sought', async () => {
    const part = await get(pdf.url, { ...auth(tokens.subscriber), Range: 'bytes=0-3' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-3\/\d+$/);
    expect(await part.text()).toBe('%PDF');
    expect((await get(pdf.url, { ...auth(tokens.subscriber), Range: 'bytes=100000-' })).status).toBe(416);
    expect((await get(pdf.url, { ...auth(tokens.lapsed), Range: 'bytes=0-3' })).status).toBe(403);
    const head = await fetch(`${cms.baseUrl}${pdf.url}`, { method: 'HEAD', headers: auth(tokens.subscriber) });
    expect(head.status).toBe(200);
    expect(head.headers.get('accept-ranges')).toBe('bytes');
  });

  it('leave images public: the skeleton visitors see is made of them', async () => {
    const response = await get(image.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe("editors' previews", () => {
  let draftLesson: string;
  let unit: string;

  beforeAll(async () => {
    unit = (await cms.strapi.documents('api::scheme.scheme' as never).findFirst({ filters: { title: 'Access unit' } } as never))!.documentId;
    const draft = await cms.strapi
      .documents('api::lesson.lesson' as never)
      .create({ data: { title: 'Draft lesson, not yet published', scheme: unit } } as never);
    draftLesson = draft.documentId;
    fixtures.keep('api::lesson.lesson', draftLesson);
  });

  const previewQuery = (token?: string) =>
    fetch(`${cms.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Preview-Token': token } : {}) },
      body: JSON.stringify({ query: `{ lesson(documentId: "${draftLesson}") { title scheme { title } } }` }),
    }).then((response) => response.json());

  it("open the document's page on the site with a preview token", async () => {
    const handler = cms.strapi.config.get('admin.preview').config.handler;
    const url = new URL(await handler('api::lesson.lesson', { documentId: draftLesson }));
    expect(url.pathname).toMatch(new RegExp(`/unit/${unit}/lesson/${draftLesson}$`));
    expect(url.searchParams.get('preview')).toMatch(/^\d+\./);
    expect(await handler('api::audience.audience', { documentId: 'missing' })).toBeNull();
  });

  it("open a slideshow as its activity's slides, showing the slideshow's unpublished changes", async () => {
    const slideshow = (await cms.strapi
      .documents('api::activity-slideshow.activity-slideshow' as never)
      .findFirst({ filters: { title: 'Access slideshow' } } as never))!;
    const activity = (await cms.strapi.documents('api::activity-page.activity-page' as never).findFirst({ filters: { title: 'Access activity' } } as never))!;
    // An editor changes the slideshow without publishing it.
    await cms.strapi
      .documents('api::activity-slideshow.activity-slideshow' as never)
      .update({ documentId: slideshow.documentId, data: { slides: [{ __component: 'slide.image', title: 'Edited, not yet published' }] } } as never);
    const handler = cms.strapi.config.get('admin.preview').config.handler;
    const url = new URL(await handler('api::activity-slideshow.activity-slideshow', { documentId: slideshow.documentId }));
    expect(url.pathname).toBe(`/preview/slides/${activity.documentId}`);
    const query = `{ activityPage(documentId: "${activity.documentId}") { activity_slideshow { slides { ... on ComponentSlideImage { title } } } } }`;
    const ask = async (token: string | undefined, caller: string | undefined) =>
      (
        await fetch(`${cms.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Preview-Token': token } : {}), ...auth(caller) },
          body: JSON.stringify({ query }),
        })
      ).json();
    // The token shows the slideshow's draft where the page reaches it, to a caller who may read the activity around it.
    const token = url.searchParams.get('preview')!;
    const previewed = await ask(token, tokens.subscriber);
    expect(previewed.errors).toBeUndefined();
    expect(previewed.data.activityPage.activity_slideshow.slides).toEqual([{ title: 'Edited, not yet published' }]);
    expect(forbidden(await ask(token, undefined))).toBe(true);
    // Without the token: nothing for a visitor, and the published slide for a subscriber.
    expect(forbidden(await ask(undefined, undefined))).toBe(true);
    const published = await ask(undefined, tokens.subscriber);
    expect(published.data.activityPage.activity_slideshow.slides).toEqual([{ title: 'First slide' }]);
    // A slideshow no activity uses has nowhere to be previewed.
    const lonely = await fixtures.publish('api::activity-slideshow.activity-slideshow', { title: 'Unused slideshow', slides: [] });
    expect(await handler('api::activity-slideshow.activity-slideshow', { documentId: lonely })).toBeNull();
  });

  it('show drafts and teaching content to the page that carries a valid token', async () => {
    const body = await previewQuery(signPreviewToken({ uid: 'api::lesson.lesson', documentId: draftLesson }));
    expect(body.errors).toBeUndefined();
    expect(body.data.lesson).toEqual({ title: 'Draft lesson, not yet published', scheme: { title: 'Access unit' } });
  });

  it("show that one document only: any other part of the answer is the caller's own", async () => {
    const token = signPreviewToken({ uid: 'api::lesson.lesson', documentId: draftLesson });
    const ask = async (query: string, headers: Record<string, string> = {}) =>
      (
        await fetch(`${cms.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Preview-Token': token, ...headers },
          body: JSON.stringify({ query }),
        })
      ).json();
    // The list of lessons is narrowed to the previewed one.
    const lessons = await ask('{ lessons(pagination: { limit: 100 }) { documentId title } }');
    expect(lessons.data.lessons).toEqual([{ documentId: draftLesson, title: 'Draft lesson, not yet published' }]);
    // Another lesson, another teaching type, a unit's teaching fields: as the visitor it is.
    const other = (await cms.strapi.documents('api::lesson.lesson' as never).findFirst({ filters: { title: 'Access lesson' } } as never))!.documentId;
    expect((await ask(`{ lesson(documentId: "${other}") { title } }`)).data?.lesson ?? null).toBeNull();
    expect(forbidden(await ask('{ activityPages { title } }'))).toBe(true);
    expect(forbidden(await ask(`{ schemes(filters: { documentId: { eq: "${unit}" } }) { title lessons { title } } }`))).toBe(true);
    // Not a door to accounts, uploads or writes, nor to REST.
    for (const query of ['{ usersPermissionsUsers { email } }', '{ uploadFiles { url } }', 'mutation { deleteLesson(documentId: "x") { documentId } }']) {
      expect(JSON.stringify(await ask(query)), query).not.toMatch(/@example\.com|"url":"\/uploads/);
    }
    for (const path of ['/api/users', '/api/upload/files', '/api/lessons']) {
      const response = await fetch(`${cms.baseUrl}${path}`, { headers: { 'X-Preview-Token': token } });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
    }
    // A subscriber previewing reads the rest as a subscriber.
    const subscriber = await ask(`{ schemes(filters: { documentId: { eq: "${unit}" } }) { lessons { title } } }`, auth(tokens.subscriber));
    expect(subscriber.errors).toBeUndefined();
    // A token whose document was changed no longer verifies.
    const [expires, , signature] = token.split('.');
    const other_scope = Buffer.from(JSON.stringify(['api::lesson.lesson', other])).toString('base64url');
    expect((await previewQuery(`${expires}.${other_scope}.${signature}`)).data?.lesson ?? null).toBeNull();
  });

  it('change nothing without a token, or with a forged or expired one', async () => {
    const expired = signPreviewToken({ uid: 'api::lesson.lesson', documentId: draftLesson }, Date.now() - PREVIEW_LIFETIME_MS - 1000);
    const forged = `${Date.now() + 60_000}.bm90LWEtc2lnbmF0dXJl`;
    for (const token of [undefined, expired, forged]) {
      const body = await previewQuery(token);
      expect(forbidden(body), String(token)).toBe(true);
      expect(body.data?.lesson ?? null).toBeNull();
    }
  });
});
