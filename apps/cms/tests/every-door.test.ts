/**
 * Every door to gated content (docs/doors.md): the same access decision whichever way a request
 * comes in. Each finding of the issue has its test here (the first-view and file findings are in
 * first-views.test.ts and teaching-access.test.ts).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { demoCallerTokens, login, type DemoCaller } from './helpers/cms';
import { invitationTokenFor, registerTrialTeacher, registration, uniqueEmail } from './helpers/accounts';
import { TestFixtures } from './helpers/fixtures';
import { OPEN_ROUTES } from '../src/access/rest-doors';
import { FILE_COOKIE } from '../src/middlewares/protected-files';

let tokens: Record<DemoCaller | 'removedMember', string | undefined>;

/** A text found only in teaching content of the fixture: no answer to a non-subscriber may carry it. */
const CANARY = `zqx${Date.now().toString(36)}`;
const NONSENSE = 'qqqqnothingmatchesthis';
let fixtures: TestFixtures;
let fixture: { scheme: string; lesson: string; programme: string; programmeSlug: string; fileUrl: string };

async function api(method: string, route: string, token?: string, body?: unknown) {
  const response = await fetch(`${cms.baseUrl}/api${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

/** A teacher who joined the demo school account and was then removed from it: no subscription of their own. */
async function removedMemberToken(): Promise<string> {
  const owner = await login(cms.baseUrl, 'schooladmin@example.com', 'SchoolAdmin1');
  const email = uniqueEmail('removed');
  expect((await api('POST', '/member-account/invitation', owner, { invitee: email })).status).toBe(200);
  const invitation = await invitationTokenFor(cms.emails, email);
  const joined = await api('POST', '/auth/local/register', undefined, registration(email, { invitation }));
  expect(joined.status).toBe(200);
  expect((await api('POST', '/member-account/remove-member', owner, { member_email: email })).status).toBe(200);
  return joined.body.jwt;
}

/** A unit, a lesson and a file whose teaching text and name carry the canary. */
async function createFixture() {
  const docs = (uid: string) => cms.strapi.documents(uid as never);
  const make = (uid: string, data: Record<string, unknown>) => fixtures.publish(uid, data);
  const name = `${CANARY}-plan.pdf`;
  const filepath = path.join(cms.dataDir, name);
  fs.writeFileSync(filepath, `%PDF-1.4\n% ${CANARY}\n%%EOF\n`);
  const [file] = await cms.strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name, caption: `Caption ${CANARY}` } },
      files: { filepath, originalFilename: name, mimetype: 'application/pdf', size: fs.statSync(filepath).size },
    });
  fixtures.keepFile(file);
  const primary = await docs('api::audience.audience').findFirst({ filters: { slug: 'primary' } } as never);
  const slug = `doors-${Date.now()}`;
  const programme = await make('api::programme.programme', { title: 'Doors programme', slug, audience: primary!.documentId, summary_document: file.id });
  const scheme = await make('api::scheme.scheme', {
    title: 'Doors unit',
    programme,
    introduction: [{ type: 'paragraph', children: [{ type: 'text', text: `Teaching text ${CANARY}` }] }],
    documents: [{ title: `Plan ${CANARY}`, file: file.id }],
  });
  const lesson = await make('api::lesson.lesson', { title: `Lesson ${CANARY}`, scheme });
  fixture = { scheme, lesson, programme, programmeSlug: slug, fileUrl: file.url };
}

const cms = cmsForThisFile({}, async () => {
  fixtures = new TestFixtures(cms);
  tokens = { ...(await demoCallerTokens(cms.baseUrl)), removedMember: await removedMemberToken() };
  await createFixture();
});
afterAll(async () => {
  await fixtures?.removeAll();
});

const NOT_SUBSCRIBED = ['visitor', 'lapsed', 'removedMember'] as const;

const userIdOf = (token: string) => Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).id);

/** The ways Strapi accepts to write the GraphQL path and the login header. */
const GRAPHQL_PATHS = ['/graphql', '/graphql/', '/GraphQL', '/GRAPHQL/'];
const AUTHORIZATIONS = (token: string) => [`Bearer ${token}`, `bearer ${token}`, `BEARER ${token}`, `Bearer\t${token}`, `Bearer  ${token}`];

async function graphqlAs(path: string, authorization: string | undefined, query: string) {
  const response = await fetch(`${cms.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
    body: JSON.stringify({ query }),
  });
  const text = await response.text();
  return { status: response.status, text };
}

const LESSON_TITLES = '{ lessons(pagination: { limit: 3 }) { title } }';

describe('the role is decided again on every request, however the request is spelt', () => {
  it('gives a teacher whose trial has just ended no lessons, through any path or header spelling', async () => {
    const token = await registerTrialTeacher(cms.baseUrl, 'doors');
    const { body } = await cms.graphql(LESSON_TITLES, {}, token);
    const title = body.data.lessons[0].title as string;
    // The trial ends (as the clock or an editor would end it); the stored role is still active_subscriber.
    const subscriptions = cms.strapi.db.query('api::subscription.subscription');
    for (const { id } of await subscriptions.findMany({ where: { user: { id: userIdOf(token) } }, select: ['id'] })) {
      await subscriptions.update({ where: { id }, data: { ends_at: new Date(Date.now() - 60_000).toISOString() } });
    }
    // The plain spelling last: before the fix, it alone made the stored role match again.
    for (const path of [...GRAPHQL_PATHS].reverse()) {
      for (const authorization of AUTHORIZATIONS(token).reverse()) {
        const answer = await graphqlAs(path, authorization, LESSON_TITLES);
        expect(answer.text, `${path} with "${authorization.slice(0, 8)}…"`).not.toContain(title);
      }
    }
  });

  it('still serves a subscriber under every spelling Strapi accepts', async () => {
    const { body } = await cms.graphql(LESSON_TITLES, {}, tokens.subscriber);
    const title = body.data.lessons[0].title as string;
    let served = 0;
    for (const path of GRAPHQL_PATHS) {
      for (const authorization of AUTHORIZATIONS(tokens.subscriber!)) {
        if ((await graphqlAs(path, authorization, LESSON_TITLES)).text.includes(title)) served += 1;
      }
    }
    expect(served).toBeGreaterThan(1);
  });
});

describe('the REST doors, swept from the running route table (findings 3 and 4)', () => {
  /** Every content-API route under /api, as `{method} {path}` with its parameters filled. */
  function apiRoutes(): Array<{ method: string; path: string; open: boolean }> {
    const routes: Array<{ method: string; path: string; open: boolean }> = [];
    for (const layer of cms.strapi.server.listRoutes() as Array<{ path: string; methods: string[] }>) {
      if (typeof layer.path !== 'string' || !layer.path.startsWith('/api/')) continue;
      for (const method of layer.methods.filter((item) => item !== 'HEAD')) {
        const declared = layer.path.slice('/api'.length);
        const filled = layer.path.replace(/:[\w]+(\([^)]*\))?/g, fixture.scheme).replace(/\(\.\*\)/g, 'x');
        routes.push({ method, path: filled, open: OPEN_ROUTES.has(`${method} ${declared}`) });
      }
    }
    return routes;
  }

  const QUERIES = [
    '',
    '?populate=*',
    '?populate=units.documents.file',
    '?populate[0]=lessons',
    '?populate[sessions][populate]=video',
    '?populate[documents][populate]=*',
    `?filters[introduction][$containsi]=${CANARY}`,
    `?filters[documents][file][url][$containsi]=${CANARY}`,
    `?filters[lessons][title][$containsi]=${CANARY}`,
    '?fields[0]=introduction',
    '?sort=introduction:asc',
    '?status=draft',
  ];

  it('close every route the site does not call, to everyone, under every query and spelling', { timeout: 240_000 }, async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const opened = routes.filter((route) => route.open).map((route) => `${route.method} ${route.path}`);
    expect(opened.sort()).toEqual([...OPEN_ROUTES].map((route) => route.replace(' ', ' /api')).sort());
    // About 3,000 requests: each route's tries go at once, so the sweep is quick on a busy machine too.
    for (const route of routes.filter((item) => !item.open)) {
      const spellings = [route.path, `${route.path}/`, route.path.toUpperCase(), route.path.replace('/api/', '/API/')];
      const tries =
        route.method === 'GET' ? [...QUERIES.map((query) => `${route.path}${query}`), ...spellings.map((spelling) => `${spelling}?populate=*`)] : spellings;
      const attempts = [...NOT_SUBSCRIBED, 'subscriber' as const].flatMap((who) => tries.map((url) => ({ who, url })));
      await Promise.all(
        attempts.map(async ({ who, url }) => {
          const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(tokens[who] ? { Authorization: `Bearer ${tokens[who]}` } : {}) };
          const response = await fetch(`${cms.baseUrl}${url}`, { method: route.method, headers, body: route.method === 'GET' ? undefined : '{}' });
          const text = await response.text();
          expect(response.status, `${who} ${route.method} ${url}`).toBeGreaterThanOrEqual(400);
          expect(text, `${who} ${route.method} ${url}`).not.toContain(CANARY);
        }),
      );
    }
  });
});

describe('every protected file', () => {
  /** A GET whose path is sent exactly as written, as curl --path-as-is sends it. */
  const rawStatus = (rawPath: string, headers: Record<string, string> = {}) =>
    new Promise<number>((resolve, reject) => {
      const { hostname, port } = new URL(cms.baseUrl);
      const request = http.request({ hostname, port, path: rawPath, method: 'GET', headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
      request.end();
    });

  it('is refused to callers without a subscription under encoded, case-changed, dot-segment and double-slash spellings', async () => {
    const files = (await cms.strapi.db.query('plugin::upload.file').findMany({ select: ['url', 'mime'] })) as Array<{ url: string; mime: string }>;
    const teachingFiles = files.filter((file) => file.url.startsWith('/uploads/') && !/\.(png|jpe?g|gif|webp|avif)$/i.test(file.url));
    expect(teachingFiles.length).toBeGreaterThan(10);
    for (const { url } of teachingFiles) {
      const name = url.slice('/uploads/'.length);
      const spellings = [
        url,
        `/uploads%2F${name}`,
        `/%75ploads/${name}`,
        `/UPLOADS/${name}`,
        `//uploads/${name}`,
        `/a/../uploads/${name}`,
        `/a/%2E%2E/uploads/${name}`,
        `/uploads/./${name}`,
      ];
      for (const who of ['visitor', 'lapsed'] as const) {
        const headers = tokens[who] ? { Cookie: `classroom_auth=${tokens[who]}` } : {};
        for (const spelling of spellings) expect(await rawStatus(spelling, headers), `${who} ${spelling}`).not.toBe(200);
      }
      expect(await rawStatus(url, { Cookie: `classroom_auth=${tokens.subscriber}` }), url).toBe(200);
    }
  });
});

interface TypeRef {
  name: string | null;
  kind: string;
  ofType?: TypeRef | null;
}
interface SchemaType {
  name: string;
  kind: string;
  inputFields?: Array<{ name: string; type: TypeRef }> | null;
  fields?: Array<{ name: string; type: TypeRef; args: Array<{ name: string; type: TypeRef }> }> | null;
}

const named = (type: TypeRef | null | undefined): string | null => (type ? (type.name ?? named(type.ofType)) : null);

describe('the GraphQL doors, swept from the schema', () => {
  let types: Map<string, SchemaType>;
  let rootLists: Array<{ name: string; filters: string; item: string }>;

  beforeAll(async () => {
    const { body } = await cms.graphql(`{ __schema { queryType { name } types { name kind
      inputFields { name type { name kind ofType { name kind ofType { name kind } } } }
      fields { name args { name type { name kind ofType { name kind } } } type { name kind ofType { name kind ofType { name kind ofType { name kind } } } } } } } }`);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    types = new Map(body.data.__schema.types.map((type: SchemaType) => [type.name, type]));
    const query = types.get(body.data.__schema.queryType.name)!;
    rootLists = (query.fields ?? [])
      .filter((field) => field.args.some((arg) => arg.name === 'filters') && !field.name.endsWith('_connection'))
      .map((field) => ({ name: field.name, filters: named(field.args.find((arg) => arg.name === 'filters')!.type)!, item: named(field.type)! }));
    expect(rootLists.length).toBeGreaterThan(20);
  });

  const LEAF_FILTERS = new Set(['StringFilterInput', 'IDFilterInput', 'JSONFilterInput']);

  /** Filters that look for `value` in every text field of the type, and of the types one relation or component away. */
  function textFilters(filtersType: string, value: string, depth = 0): Array<Record<string, unknown>> {
    const input = types.get(filtersType);
    const found: Array<Record<string, unknown>> = [];
    for (const field of input?.inputFields ?? []) {
      if (['and', 'or', 'not'].includes(field.name)) continue;
      const type = named(field.type)!;
      if (LEAF_FILTERS.has(type)) found.push({ [field.name]: { containsi: value } });
      else if (type.endsWith('FiltersInput') && depth < 1) for (const inner of textFilters(type, value, depth + 1)) found.push({ [field.name]: inner });
    }
    return found;
  }

  async function answer(query: string, token: string | undefined, variables: Record<string, unknown> = {}) {
    const { body } = await cms.graphql(query, variables, token);
    return JSON.stringify(body);
  }

  it('answer a filter on teaching content the same as a filter on nonsense, to every caller without a subscription', { timeout: 240_000 }, async () => {
    let subscriberFinds = 0;
    let tried = 0;
    for (const root of rootLists) {
      const query = `query ($filters: ${root.filters}) { ${root.name}(filters: $filters, pagination: { limit: 100 }) { documentId } }`;
      const canaries = textFilters(root.filters, CANARY);
      const nonsense = textFilters(root.filters, NONSENSE);
      for (let index = 0; index < canaries.length; index += 1) {
        tried += 1;
        for (const who of NOT_SUBSCRIBED) {
          const withCanary = await answer(query, tokens[who], { filters: canaries[index] });
          expect(withCanary, `${who} ${root.name} ${JSON.stringify(canaries[index])}`).toBe(await answer(query, tokens[who], { filters: nonsense[index] }));
        }
        if ((await answer(query, tokens.subscriber, { filters: canaries[index] })) !== (await answer(query, tokens.subscriber, { filters: nonsense[index] })))
          subscriberFinds += 1;
      }
    }
    expect(tried).toBeGreaterThan(300);
    // The canary is there to be found: a subscriber's filters find it.
    expect(subscriberFinds).toBeGreaterThanOrEqual(3);
  });

  it('order by a field only for a caller who may read it', { timeout: 240_000 }, async () => {
    for (const root of rootLists) {
      const itemType = types.get(root.item);
      const scalars = (itemType?.fields ?? []).filter(
        (field) => ['SCALAR', 'ENUM'].includes(field.type.kind === 'NON_NULL' ? field.type.ofType!.kind : field.type.kind) && field.args.length === 0,
      );
      for (const field of scalars) {
        for (const who of NOT_SUBSCRIBED) {
          const sorted = (direction: string) =>
            answer(`{ ${root.name}(sort: "${field.name}:${direction}", pagination: { limit: 100 }) { documentId } }`, tokens[who]);
          const [ascending, descending] = [await sorted('asc'), await sorted('desc')];
          if (ascending === descending) continue;
          const readable = await answer(`{ ${root.name}(pagination: { limit: 1 }) { ${field.name} } }`, tokens[who]);
          expect(readable, `${who} sorts ${root.name} by ${field.name}, which they cannot read`).not.toContain('"errors"');
        }
      }
    }
  });

  it('keep the files a feature box links to (a document, a recording) for subscribers', async () => {
    const query = '{ audiences { featurebox { programmelink { title document { url } audio { url } } } } }';
    for (const who of NOT_SUBSCRIBED) {
      const { body } = await cms.graphql(query, {}, tokens[who]);
      expect(body.errors?.[0]?.extensions?.code, who).toBe('FORBIDDEN');
    }
    expect((await cms.graphql(query, {}, tokens.subscriber)).body.errors).toBeUndefined();
  });

  it('never carry the teaching text to a caller without a subscription, whatever the query selects', async () => {
    const deep = `{ programmes(filters: { slug: { eq: "${fixture.programmeSlug}" } }) { title summary_document { url } units { title introduction documents { title file { url } } lessons { title } } } }`;
    for (const who of NOT_SUBSCRIBED) {
      expect(await answer(deep, tokens[who]), who).not.toContain(CANARY);
      expect(
        await answer(`{ schemes(filters: { documentId: { eq: "${fixture.scheme}" } }) { introduction documents { file { url } } } }`, tokens[who]),
        who,
      ).not.toContain(CANARY);
    }
    expect(await answer(deep, tokens.subscriber)).toContain(CANARY);
  });
});

describe('the search (api/search; docs/search.md)', () => {
  /**
   * A word written only into teaching text the search reads: a unit's introduction, a lesson's
   * introduction, an activity's introduction and summary, and a slide's title and words. Titles of
   * units, lessons and activities are public (a unit's outline shows its lessons' titles to
   * everyone), so the word is in none of them.
   */
  // Unlike CANARY (in a lesson's public title), in no word's reach: its prefix is tried with one typo allowed.
  const SEARCH_CANARY = `qjxv${Math.random().toString(36).slice(2, 10).replace(/\d/g, 'k')}`;
  const text = (words: string) => [{ type: 'paragraph', children: [{ type: 'text', text: words }] }];
  const ANSWER = '{ total didYouMean groups { kind results { documentId url title { text } excerpt { text match } } } facets { kinds { slug count } } }';

  beforeAll(async () => {
    const make = (uid: string, data: Record<string, unknown>) => fixtures.publish(uid, data);
    const slideshow = await make('api::activity-slideshow.activity-slideshow', {
      title: 'Doors search slideshow',
      slides: [{ __component: 'slide.image', title: `Slide ${SEARCH_CANARY}`, slide_text: text(`Sing ${SEARCH_CANARY}`) }],
    });
    const activity = await make('api::activity-page.activity-page', {
      title: 'Doors search activity',
      lesson_summary: `Summary ${SEARCH_CANARY}`,
      introduction: text(`Introduction ${SEARCH_CANARY}`),
      activity_slideshow: slideshow,
    });
    const unit = await make('api::scheme.scheme', { title: 'Doors search unit', programme: fixture.programme, introduction: text(`Unit ${SEARCH_CANARY}`) });
    await make('api::lesson.lesson', { title: 'Doors search lesson', scheme: unit, introduction: text(`Lesson ${SEARCH_CANARY}`), activities: [{ activity }] });
    // Rebuilt in the background after writes: wait for the lesson (a public title) to be in the index.
    for (let tries = 0; tries < 40; tries++) {
      if ((await cms.graphql('{ search(query: "Doors search lesson") { total } }')).body.data?.search.total > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  /** Every way to ask the search for `query` as `who`: GraphQL and REST, the search and its suggestions. */
  async function everyAnswer(query: string, who: DemoCaller | 'removedMember') {
    const token = tokens[who];
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    const q = encodeURIComponent(query);
    const rest = async (path: string) => {
      const response = await fetch(`${cms.baseUrl}${path}`, { headers });
      expect(response.status, path).toBe(200);
      return response.json();
    };
    const graphql = async (document: string) => {
      const { status, body } = await cms.graphql(document, { query }, token);
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      return body.data;
    };
    return {
      graphql: (await graphql(`query($query: String!) { search(query: $query) ${ANSWER} }`)).search,
      graphqlSuggestions: (await graphql('query($query: String!) { searchSuggestions(query: $query) { kind url title { text } context } }')).searchSuggestions,
      rest: await rest(`/api/search?q=${q}`),
      restSuggestions: await rest(`/api/search/suggestions?q=${q}`),
    };
  }

  /** What an answer says beyond the query it echoes. */
  const said = (answer: unknown) => JSON.stringify(answer, (key, value) => (key === 'query' ? undefined : value)).toLowerCase();

  it('finds and quotes teaching text for a subscriber only, through GraphQL and REST alike', async () => {
    for (const query of [SEARCH_CANARY, SEARCH_CANARY.slice(0, 7), `${SEARCH_CANARY.slice(0, -1)}x`]) {
      for (const who of NOT_SUBSCRIBED) {
        const answers = await everyAnswer(query, who);
        for (const [door, answer] of Object.entries(answers)) expect(said(answer), `${who} ${door} ${query}`).not.toContain(SEARCH_CANARY);
        expect(answers.graphql.total, who).toBe(0);
        expect(answers.rest.total, who).toBe(0);
      }
    }
    const subscriber = await everyAnswer(SEARCH_CANARY, 'subscriber');
    // The unit, the lesson and the activity (by its introduction, summary and slide).
    expect(subscriber.graphql.total).toBe(3);
    expect(subscriber.rest.total).toBe(3);
    expect(said(subscriber.graphql)).toContain(SEARCH_CANARY);
  });

  it('quotes teaching text on the server-rendered /search page for a subscriber only', async () => {
    // The activity's public title finds it for everyone; a subscriber's excerpt is its teaching text.
    const page = async (who: DemoCaller | 'removedMember') => {
      const token = tokens[who];
      const response = await fetch(`${cms.baseUrl}/search?q=${encodeURIComponent('Doors search activity')}`, {
        headers: token ? { Cookie: `${FILE_COOKIE}=${token}` } : {},
      });
      expect(response.status, who).toBe(200);
      return (await response.text()).toLowerCase();
    };
    for (const who of NOT_SUBSCRIBED) {
      const html = await page(who);
      expect(html, who).toContain('doors search activity');
      expect(html, who).not.toContain(SEARCH_CANARY);
    }
    expect(await page('subscriber')).toContain(SEARCH_CANARY);
  });
});

describe('the record of teaching (docs/teaching-record.md)', () => {
  const RECORD_CANARY = 'zorblaxrecord';
  const RECORD_QUERIES = [
    '{ teacherClasses { documentId name yearGroup } }',
    '{ taughtEntries { documentId note lessonTitle teachingClass { name } } }',
    '{ lastTaughtClass { documentId name } }',
    '{ nextForClasses { teachingClass { name } lastEntry { note } } }',
  ];

  it("shows a teacher's classes and entries to that teacher only: GraphQL in every spelling, REST, and the server-rendered /teaching", async () => {
    const owner = await registerTrialTeacher(cms.baseUrl, 'record-doors');
    const intruder = await registerTrialTeacher(cms.baseUrl, 'record-doors-other');
    const made = await cms.graphql(`mutation { createTeacherClass(name: "Year 2 ${RECORD_CANARY}", yearGroup: "year-2") { documentId } }`, {}, owner);
    const teachingClass = made.body.data.createTeacherClass.documentId;
    const lesson = (await cms.graphql('{ lessons(pagination: { limit: 1 }) { documentId } }', {}, owner)).body.data.lessons[0].documentId;
    const marked = await cms.graphql(
      'mutation ($l: ID!, $c: ID!, $n: String) { markTaught(lesson: $l, teachingClass: $c, note: $n) { documentId } }',
      { l: lesson, c: teachingClass, n: `note ${RECORD_CANARY}` },
      owner,
    );
    expect(marked.body.errors).toBeUndefined();

    const others: Record<string, string | undefined> = { ...Object.fromEntries(NOT_SUBSCRIBED.map((who) => [who, tokens[who]])), intruder };
    for (const [who, token] of Object.entries(others)) {
      for (const query of RECORD_QUERIES) {
        for (const path of GRAPHQL_PATHS) {
          for (const authorization of token ? AUTHORIZATIONS(token) : [undefined]) {
            const answer = await graphqlAs(path, authorization, query);
            expect(answer.text.toLowerCase(), `${who} ${path} ${query}`).not.toContain(RECORD_CANARY);
          }
        }
      }
      for (const restPath of [
        '/api/taught-lessons',
        '/api/teaching-classes',
        '/api/taught-lessons?populate=*',
        `/api/teaching-classes/${teachingClass}`,
        '/api/Taught-Lessons/',
      ]) {
        const response = await fetch(`${cms.baseUrl}${restPath}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
        expect(response.status, `${who} ${restPath}`).toBeGreaterThanOrEqual(400);
        expect((await response.text()).toLowerCase()).not.toContain(RECORD_CANARY);
      }
      const html = await fetch(`${cms.baseUrl}/teaching`, { headers: token ? { Cookie: `${FILE_COOKIE}=${token}` } : {} }).then((r) => r.text());
      expect(html.toLowerCase(), `${who} /teaching`).not.toContain(RECORD_CANARY);
    }
    // The owner reads it at each door.
    for (const query of RECORD_QUERIES.slice(0, 2)) expect((await graphqlAs('/graphql', `Bearer ${owner}`, query)).text).toContain(RECORD_CANARY);
    const ownPage = await fetch(`${cms.baseUrl}/teaching`, { headers: { Cookie: `${FILE_COOKIE}=${owner}` } }).then((r) => r.text());
    expect(ownPage).toContain(RECORD_CANARY);
  });
});

describe('the school\'s record (docs/teaching-record.md, "The school\'s record")', () => {
  const SCHOOL_CANARY = 'zorblaxschool';
  const SCHOOL_QUERIES = [
    '{ schoolRecord { school teachers { name email } yearGroups { classes { name teacher } } } }',
    '{ schoolRecord(schoolYear: 2026, term: "autumn") { coverage { title } yearGroups { classes { name } } } }',
    '{ schoolDevelopmentPlan { school taught { title units } notes concerts { title } } }',
  ];

  /** A school account of its own, owned by a new teacher and active for a year, as an invoice makes it. */
  async function newSchool(name: string): Promise<string> {
    const owner = await registerTrialTeacher(cms.baseUrl, 'school-doors');
    await cms.strapi.db.query('api::member-account.member-account').create({
      data: { name, seats: 5, owner: userIdOf(owner), active_until: new Date(Date.now() + 365 * 86_400_000).toISOString() },
    });
    return owner;
  }

  it("shows a school's record to its owner only: GraphQL in every spelling, the CSV, the server's first views", { timeout: 120_000 }, async () => {
    const owner = await newSchool('Doors Record School');
    const email = uniqueEmail('school-doors-member');
    expect((await api('POST', '/member-account/invitation', owner, { invitee: email })).status).toBe(200);
    const invitation = await invitationTokenFor(cms.emails, email);
    const member = (await api('POST', '/auth/local/register', undefined, registration(email, { invitation }))).body.jwt as string;
    const made = await cms.graphql(`mutation { createTeacherClass(name: "Year 2 ${SCHOOL_CANARY}", yearGroup: "year-2") { documentId } }`, {}, member);
    const lesson = (await cms.graphql('{ lessons(pagination: { limit: 1 }) { documentId } }', {}, member)).body.data.lessons[0].documentId;
    const marked = await cms.graphql(
      'mutation ($l: ID!, $c: ID!) { markTaught(lesson: $l, teachingClass: $c) { documentId } }',
      { l: lesson, c: made.body.data.createTeacherClass.documentId },
      member,
    );
    expect(marked.body.errors).toBeUndefined();
    const otherOwner = await newSchool('Doors Other School');

    const others: Record<string, string | undefined> = {
      ...Object.fromEntries(NOT_SUBSCRIBED.map((who) => [who, tokens[who]])),
      subscriber: tokens.subscriber,
      member,
      otherOwner,
    };
    for (const [who, token] of Object.entries(others)) {
      for (const query of SCHOOL_QUERIES) {
        for (const path of GRAPHQL_PATHS) {
          for (const authorization of token ? AUTHORIZATIONS(token) : [undefined]) {
            const answer = await graphqlAs(path, authorization, query);
            expect(answer.text.toLowerCase(), `${who} ${path} ${query}`).not.toContain(SCHOOL_CANARY);
          }
        }
      }
      for (const restPath of [
        '/api/school-record/entries.csv',
        '/api/school-record/entries.csv?schoolYear=2026',
        '/api/SCHOOL-RECORD/entries.csv',
        '/api/concert-attendances',
      ]) {
        const response = await fetch(`${cms.baseUrl}${restPath}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
        // Another school's owner gets their own school's CSV; everyone else is refused.
        const ownCsv = who === 'otherOwner' && restPath.toLowerCase().startsWith('/api/school-record/');
        if (!ownCsv) expect(response.status, `${who} ${restPath}`).toBeGreaterThanOrEqual(400);
        expect((await response.text()).toLowerCase(), `${who} ${restPath}`).not.toContain(SCHOOL_CANARY);
      }
      for (const page of ['/account/school/record', '/account/school/plan', '/account/school/record?year=2026&term=autumn']) {
        const html = await fetch(`${cms.baseUrl}${page}`, { headers: token ? { Cookie: `${FILE_COOKIE}=${token}` } : {} }).then((r) => r.text());
        expect(html.toLowerCase(), `${who} ${page}`).not.toContain(SCHOOL_CANARY);
      }
    }
    // Strapi's own queries of the concerts attended are not in the schema.
    const generic = await cms.graphql('{ concertAttendances { documentId production_title } }', {}, owner);
    expect(generic.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // The owner reads it at each door.
    expect((await graphqlAs('/graphql', `Bearer ${owner}`, SCHOOL_QUERIES[0])).text).toContain(SCHOOL_CANARY);
    const csv = await fetch(`${cms.baseUrl}/api/school-record/entries.csv`, { headers: { Authorization: `Bearer ${owner}` } });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(SCHOOL_CANARY);
    const page = await fetch(`${cms.baseUrl}/account/school/record`, { headers: { Cookie: `${FILE_COOKIE}=${owner}` } }).then((r) => r.text());
    expect(page).toContain(SCHOOL_CANARY);
  });
});
