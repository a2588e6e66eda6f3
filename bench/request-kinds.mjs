// The kinds of request a school day sends, one kind at a time (issue 43: where the time and the
// transactions go): for each, a way to send `count` requests of that kind to a product as a teacher
// would, with real demo ids. workers.mjs measures each kind's CPU, transactions and statements with
// costs.mjs. Registrations hash a password (bcrypt): reported apart from the teachers' mix.
import { biggestLesson, graphql, login, siteOperation } from './demo.mjs';

const REQUESTS = Number(process.env.BENCH_KINDS_REQUESTS ?? 200);
const AT_ONCE = 4;
// BENCH_KINDS_ONLY=playlists,taught,record: only the kinds whose name holds one of these (to profile a few).
const ONLY = process.env.BENCH_KINDS_ONLY?.split(',').filter(Boolean);

/** One of the site's own GraphQL operations (demo.mjs's graphql throws on any error). */
const post = (baseUrl, jwt, name, variables) => graphql(baseUrl, siteOperation(name), variables, jwt);

async function get(baseUrl, jwt, path) {
  const response = await fetch(`${baseUrl}${path}`, { headers: jwt ? { Authorization: `Bearer ${jwt}` } : {} });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  await response.arrayBuffer();
}

/** Sends `count` requests made by `send(n)`, `atOnce` at a time; answers each one's time in ms. */
async function sendAll(count, atOnce, send) {
  const times = [];
  let next = 0;
  const lane = async () => {
    for (let n = next++; n < count; n = next++) {
      const started = performance.now();
      await send(n);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, lane));
  return times;
}

/**
 * The kinds, in the order they run, each `{ kind, count, atOnce, send(n) }`. Saves to one playlist
 * go one at a time (each needs the version the last one made); everything else four at a time.
 */
export async function requestKinds(baseUrl) {
  const { jwt } = await login(baseUrl);
  const lesson = await biggestLesson(baseUrl, jwt);
  const activities = lesson.activities.map((activity) => activity.id);
  const item = (n) => ({ type: 'activity', item: activities[n % activities.length], title: `Item ${n}`, context_path: '/bench', playlist_order: 0 });
  const runId = Date.now().toString(36);
  const playlist = (await post(baseUrl, jwt, 'CreatePlaylist', { title: `Kinds ${runId}`, items: [item(0)] })).createPlaylist;
  let version = playlist.version;
  let items = [item(0)];
  const update = async (variables) => {
    const saved = (await post(baseUrl, jwt, 'UpdatePlaylist', { playlist: playlist.documentId, version, ...variables })).updatePlaylist;
    version = saved.version;
  };
  const teachingClass = (await post(baseUrl, jwt, 'CreateTeacherClass', { name: `Year 2 ${runId}`, yearGroup: 'year-2' })).createTeacherClass;
  const schoolYearStart = `${new Date().getUTCMonth() >= 8 ? new Date().getUTCFullYear() : new Date().getUTCFullYear() - 1}-09-01`;
  return [
    {
      kind: 'a lesson in lesson mode (LessonSlideShow), answered from the response cache',
      send: () => post(baseUrl, jwt, 'LessonSlideShow', { lesson: lesson.id }),
    },
    {
      // A variable the query does not declare changes the cache's key and nothing else: each request is computed.
      kind: 'the same lesson computed (the response cache does not hold it)',
      send: (n) => post(baseUrl, jwt, 'LessonSlideShow', { lesson: lesson.id, uncached: `${runId}-${n}` }),
    },
    { kind: "the teacher's own playlists (Playlists)", send: () => post(baseUrl, jwt, 'Playlists', {}) },
    { kind: 'save: create a playlist (CreatePlaylist)', send: (n) => post(baseUrl, jwt, 'CreatePlaylist', { title: `Kinds ${runId} ${n}`, items: [item(n)] }) },
    {
      kind: 'save: add an item (UpdatePlaylist)',
      atOnce: 1,
      send: (n) => {
        items = items.length >= 12 ? [item(n)] : [...items, item(n)];
        return update({ items: items.map((entry, order) => ({ ...entry, playlist_order: order })) });
      },
    },
    { kind: 'save: rename (UpdatePlaylist)', atOnce: 1, send: (n) => update({ title: `Kinds ${runId} renamed ${n}` }) },
    { kind: 'a search (GET /api/search)', send: () => get(baseUrl, jwt, '/api/search?q=body%20percussion') },
    { kind: 'a suggestion (GET /api/search/suggestions)', send: () => get(baseUrl, jwt, '/api/search/suggestions?q=perc') },
    {
      kind: 'marking a lesson taught (MarkTaught)',
      send: (n) => post(baseUrl, jwt, 'MarkTaught', { lesson: lesson.id, teachingClass: teachingClass.documentId, idempotencyKey: `${runId}-${n}` }),
    },
    {
      // As /teaching asks: the teacher's own record, and the lists to name it by (the response cache's).
      kind: "the teacher's record (MyTeaching, /teaching)",
      send: () => Promise.all([post(baseUrl, jwt, 'MyTeaching', { from: schoolYearStart }), post(baseUrl, jwt, 'RecordLists', {})]),
    },
    {
      kind: 'a login (POST /api/auth/local)',
      send: () => login(baseUrl),
    },
    {
      kind: 'a registration (POST /api/auth/local/register; bcrypt)',
      count: Math.min(REQUESTS, 40),
      send: async (n) => {
        const email = `kinds-${runId}-${n}@example.com`;
        const response = await fetch(`${baseUrl}/api/auth/local/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.${n >> 8}.${n & 255}` },
          body: JSON.stringify({
            email,
            username: email,
            password: 'BenchTeacher1',
            user_profile_data: { first_name: 'Bench', last_name: `Kinds ${n}`, postcode: 'LS1 1AA', areas_of_interest: ['Primary education'] },
          }),
        });
        if (!response.ok) throw new Error(`register: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`);
        await response.arrayBuffer();
      },
    },
  ]
    .filter(({ kind }) => !ONLY || ONLY.some((word) => kind.includes(word)))
    .map((kind) => ({ count: REQUESTS, atOnce: AT_ONCE, ...kind }));
}

/** A few unmeasured requests of a kind, sent before it is measured (a cached answer's first computation, the first save's set-up). */
export async function warmKind({ count, send }) {
  for (let n = 0; n < 3; n += 1) await send(count + n);
}

/** Sends one kind's requests; answers the count and p50 / p99 in ms. */
export async function sendKind({ count, atOnce, send }) {
  const times = (await sendAll(count, atOnce, send)).sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(times.length * q))];
  return { requests: count, p50: at(0.5), p99: at(0.99) };
}
