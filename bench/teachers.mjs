// 200 simulated teachers under load: each registers (which logs them in) and names a class before
// the timed part, then runs its own loop for 60 s, one request at a time with no think time, in a
// school day's proportions (MIX below): browsing (the site's own page queries, from
// apps/web/src/**/*.graphql, with real ids from the demo), searching and the search box's
// suggestions, opening lesson mode (LessonSlideShow), marking a lesson taught, opening the record of
// teaching (/teaching) and saving playlists with the site's own mutations (create, add an item,
// remove one, rename). Every acknowledged save is recorded with a unique marker (the title
// it gave the playlist, the item it added); at the end every teacher's playlists are read back and
// compared: an acknowledged save missing is lost, a playlist or version too many is a duplicate.
// Goals: zero 5xx, zero lost or duplicated saves. Reported: throughput (requests/s, saves/s),
// p50/p99 per kind, errors by kind, and how many answers came from the CMS's response cache.
// BENCH_TEACHERS (200), BENCH_TEACHERS_SECONDS (60), BENCH_TEACHERS_RAMP_SECONDS (10: the teachers
// start one after another over this time) and BENCH_TEACHERS_THINK_MS (0: each teacher sends its
// next request as soon as the last one is answered; n: a random pause of 0 to 2n ms); with
// BENCH_TEACHERS_REGISTRATIONS_AT_ONCE (8), how many register at a time.
// `onTimed(phase)`, when given, is called with 'start' and 'end' around the timed part (workers.mjs
// measures the product's costs over it alone), and the read-back waits 3 s after 'end'.
// Registration goes through the CMS's login rate limit: the benchmark's own product lifts it
// (bench/product.mjs); an instance given with --base-url must too (AUTH_RATE_LIMIT_PER_MINUTE).
// Each teacher registers from its own school's address (X-Forwarded-For; the product runs with
// BEHIND_PROXY): the account throttle allows 100 new accounts an hour per address.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DEMO_SUBSCRIBER, graphql, login, siteOperation } from './demo.mjs';

const TEACHERS = Number(process.env.BENCH_TEACHERS ?? 200);
const SECONDS = Number(process.env.BENCH_TEACHERS_SECONDS ?? 60);
const THINK_MS = Number(process.env.BENCH_TEACHERS_THINK_MS ?? 0);
const RAMP_SECONDS = Number(process.env.BENCH_TEACHERS_RAMP_SECONDS ?? 10);
// Longer than the CMS's own wait for a database connection (60 s), so that the server's failure shows as
// its 5xx answer, not as the client giving up first.
const REQUEST_TIMEOUT_MS = 120_000;
const REGISTRATIONS_AT_ONCE = Number(process.env.BENCH_TEACHERS_REGISTRATIONS_AT_ONCE ?? 8);
const MAX_PLAYLISTS = 5;
const MAX_ITEMS = 12;

const INCLUDE = ['Image', 'Audio', 'Video', 'TwoVideos', 'AudioAndImage', 'Flipcards', 'Audiocards', 'TwoColumns', 'SubSlideButtons', 'All']
  .map((name) => `... on ComponentSlide${name} { include_in_lesson }`)
  .join(' ');

/** What the teachers browse: the demo's audiences, programmes, units, lessons and activities. */
async function demoCatalogue(baseUrl) {
  const { jwt } = await login(baseUrl, DEMO_SUBSCRIBER);
  const data = await graphql(
    baseUrl,
    `{ audiences(pagination: { limit: 50 }) { slug }
       lessons(pagination: { limit: 500 }) { documentId scheme { documentId programme { slug audience { slug } } }
         activities { section_divider activity { documentId activity_slideshow { slides { __typename ${INCLUDE} } } } } } }`,
    {},
    jwt,
  );
  const lessons = data.lessons
    .filter((lesson) => lesson.scheme?.programme?.audience)
    .map((lesson) => ({
      id: lesson.documentId,
      unit: lesson.scheme.documentId,
      audience: lesson.scheme.programme.audience.slug,
      programme: lesson.scheme.programme.slug,
      activities: lesson.activities.filter((entry) => !entry.section_divider && entry.activity).map((entry) => entry.activity.documentId),
    }))
    .filter((lesson) => lesson.activities.length > 0);
  if (!lessons.length) throw new Error('The demo has no lessons with activities to browse');
  return { audiences: data.audiences.map((a) => a.slug), lessons, activities: [...new Set(lessons.flatMap((l) => l.activities))] };
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];

/** Every request's outcome, by kind. */
class Recorder {
  constructor() {
    this.kinds = new Map();
    this.errors = new Map();
    /** Whether any answer said how long it waited (admission on). */
    this.admissionSaid = false;
    /** Every answered request's [when it was sent, how long it took] (performance.now() ms), for the p99 ten seconds at a time. */
    this.timeline = [];
  }

  kind(name) {
    if (!this.kinds.has(name)) this.kinds.set(name, { latencies: [], waits: [], ok: 0, status5xx: 0, failed: 0, cache: {} });
    return this.kinds.get(name);
  }

  error(kind, reason) {
    const key = `${kind}: ${reason}`;
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
  }
}

/**
 * Sends one of the site's operations as a teacher and records it under `kind`. Answers
 * { ok, data, outcome }: outcome 'refused' when the CMS answered with GraphQL errors (nothing was
 * saved), 'unknown' when no answer came back (a save may or may not have been stored).
 */
async function send(recorder, baseUrl, kind, operation, variables, jwt) {
  return request(recorder, kind, `${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` },
    body: JSON.stringify({ operationName: operation.name, query: operation.text, variables }),
  });
}

/** Sends a GET of one of the CMS's REST routes as a teacher (the search, its suggestions) and records it under `kind`. */
function get(recorder, baseUrl, kind, pathAndQuery, jwt) {
  return request(recorder, kind, `${baseUrl}${pathAndQuery}`, { headers: { Authorization: `Bearer ${jwt}` } });
}

async function request(recorder, kind, url, init) {
  const stats = recorder.kind(kind);
  const started = performance.now();
  let response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const body = await response.json().catch(() => undefined);
    stats.latencies.push(performance.now() - started);
    recorder.timeline.push([started, performance.now() - started]);
    const cache = response.headers.get('x-response-cache') ?? 'none';
    // How long the CMS kept it waiting for its turn (apps/cms/src/runtime/admission.ts): an answer that did not wait says nothing.
    const waited = /admission;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
    stats.waits.push(waited ? Number(waited[1]) : 0);
    if (waited) recorder.admissionSaid = true;
    stats.cache[cache] = (stats.cache[cache] ?? 0) + 1;
    if (response.status >= 500) {
      stats.status5xx += 1;
      recorder.error(kind, `HTTP ${response.status}`);
      return { ok: false, outcome: 'unknown' };
    }
    if (response.status !== 200 || !body || body.errors) {
      stats.failed += 1;
      const code = body?.errors?.[0]?.extensions?.code ?? `HTTP ${response.status}`;
      recorder.error(kind, code);
      return { ok: false, outcome: response.status === 200 || response.status === 400 ? 'refused' : 'unknown' };
    }
    stats.ok += 1;
    return { ok: true, data: body.data };
  } catch (error) {
    stats.failed += 1;
    recorder.error(kind, error.name === 'TimeoutError' ? `no answer within ${REQUEST_TIMEOUT_MS / 1000} s` : (error.cause?.code ?? error.message));
    return { ok: false, outcome: 'unknown' };
  }
}

/** One simulated teacher: their login, their playlists as their acknowledged saves left them. */
class Teacher {
  constructor(index, jwt) {
    this.index = index;
    this.jwt = jwt;
    /** The class this teacher marks lessons taught to (named before the timed part). */
    this.teachingClass = undefined;
    this.marked = 0;
    this.saves = 0;
    /** documentId -> { marker, title, version, items: [titles], uncertain } */
    this.playlists = new Map();
    /** Creates whose answer never came: each may or may not have been stored. */
    this.uncertainCreates = 0;
  }

  nextMarker(playlistMarker) {
    this.saves += 1;
    return `${playlistMarker} save ${this.saves}`;
  }
}

function itemsOf(playlist) {
  return playlist.items.map((item, order) => ({ type: 'activity', item: item.activity, title: item.title, context_path: '/bench', playlist_order: order }));
}

/** The teacher saves: a new playlist, or an item added, an item removed or a rename of one of theirs. */
async function save(teacher, ctx) {
  const { recorder, baseUrl, operations, catalogue } = ctx;
  const usable = [...teacher.playlists.entries()].filter(([, playlist]) => !playlist.uncertain);
  const choice = Math.random();
  if (!usable.length || (choice < 0.2 && teacher.playlists.size < MAX_PLAYLISTS)) {
    const marker = `t${teacher.index}-p${teacher.playlists.size + teacher.uncertainCreates + 1}`;
    const title = teacher.nextMarker(marker);
    const items = [{ activity: pick(catalogue.activities), title: `${title} item` }];
    const result = await send(recorder, baseUrl, 'save: create a playlist', operations.create, { title, items: itemsOf({ items }) }, teacher.jwt);
    if (result.ok) {
      teacher.playlists.set(result.data.createPlaylist.documentId, { marker, title, version: 1, items, uncertain: false });
      ctx.acknowledged += 1;
    } else if (result.outcome === 'unknown') teacher.uncertainCreates += 1;
    return;
  }
  const [documentId, playlist] = pick(usable);
  const title = teacher.nextMarker(playlist.marker);
  let kind;
  let items;
  if (choice < 0.55 && playlist.items.length < MAX_ITEMS) {
    kind = 'save: add an item';
    items = [...playlist.items, { activity: pick(catalogue.activities), title: `${title} item` }];
  } else if (choice < 0.75 && playlist.items.length > 1) {
    kind = 'save: remove an item';
    const removed = Math.floor(Math.random() * playlist.items.length);
    items = playlist.items.filter((_, index) => index !== removed);
  } else {
    kind = 'save: rename';
  }
  const variables = { playlist: documentId, version: playlist.version, title, ...(items ? { items: itemsOf({ items }) } : {}) };
  const result = await send(recorder, baseUrl, kind, operations.update, variables, teacher.jwt);
  if (result.ok) {
    Object.assign(playlist, { title, version: playlist.version + 1, ...(items ? { items } : {}) });
    ctx.acknowledged += 1;
  } else if (result.outcome === 'unknown') playlist.uncertain = true;
}

/** A page view: the query of one of the site's pages, with real ids. */
async function browse(teacher, ctx) {
  const { recorder, baseUrl, operations, catalogue } = ctx;
  const lesson = pick(catalogue.lessons);
  const views = [
    ['HomePage', {}],
    ['AudiencesAndProgrammes', {}],
    ['AudiencePage', { slug: lesson.audience }],
    ['CatalogueItem', { audience: lesson.audience, slug: lesson.programme }],
    ['UnitPage', { unit: lesson.unit }],
    ['LessonPage', { lesson: lesson.id }],
    ['ActivityPage', { activity: pick(lesson.activities) }],
    ['Playlists', {}],
  ];
  const [name, variables] = pick(views);
  const sent = send(recorder, baseUrl, `browse: ${name}`, operations[name], variables, teacher.jwt);
  // An activity page reached from a lesson asks for the lesson alongside (its 'Next'), as the site does.
  if (name === 'ActivityPage')
    await Promise.all([sent, send(recorder, baseUrl, 'browse: ActivityLesson', operations.ActivityLesson, { lesson: lesson.id }, teacher.jwt)]);
  else await sent;
}

/** Words a teacher types into the search box: each a search, and its first letters the suggestions asked as they type. */
const SEARCH_WORDS = [
  'rhythm',
  'pulse',
  'body percussion',
  'singing',
  'pitch',
  'ostinato',
  'composer',
  'orchestra',
  'dynamics',
  'tempo',
  'listening',
  'melody',
];

async function search(teacher, ctx) {
  const words = pick(SEARCH_WORDS);
  await get(ctx.recorder, ctx.baseUrl, 'search: a search', `/api/search?q=${encodeURIComponent(words)}`, teacher.jwt);
}

async function suggest(teacher, ctx) {
  const words = pick(SEARCH_WORDS);
  const typed = words.slice(0, 2 + Math.floor(Math.random() * (words.length - 1)));
  await get(ctx.recorder, ctx.baseUrl, 'search: a suggestion', `/api/search/suggestions?q=${encodeURIComponent(typed)}`, teacher.jwt);
}

async function markTaught(teacher, ctx) {
  const { recorder, baseUrl, operations, catalogue } = ctx;
  teacher.marked += 1;
  const variables = {
    lesson: pick(catalogue.lessons).id,
    teachingClass: teacher.teachingClass,
    idempotencyKey: `${ctx.runId}-${teacher.index}-${teacher.marked}`,
  };
  await send(recorder, baseUrl, 'record: mark a lesson taught', operations.MarkTaught, variables, teacher.jwt);
}

async function openRecord(teacher, ctx) {
  // As the page asks: the teacher's own record, and the lists to name it by (the response cache's), at once.
  await Promise.all([
    send(ctx.recorder, ctx.baseUrl, 'record: /teaching', ctx.operations.MyTeaching, { from: ctx.schoolYearStart }, teacher.jwt),
    send(ctx.recorder, ctx.baseUrl, 'record: /teaching, its lists', ctx.operations.RecordLists, {}, teacher.jwt),
  ]);
}

async function presentLesson(teacher, ctx) {
  const { recorder, baseUrl, operations, catalogue } = ctx;
  await send(recorder, baseUrl, 'lesson mode: LessonSlideShow', operations.LessonSlideShow, { lesson: pick(catalogue.lessons).id }, teacher.jwt);
}

/**
 * A school day's requests, as shares of all (the kinds are described in the report): page views most;
 * lesson mode one in five; a lesson marked taught for one opening of lesson mode in four (a lesson is
 * opened to plan, to rehearse and to present); the record opened now and then; a search now and then,
 * with two suggestions as its words are typed; playlist saves kept at the share this benchmark has
 * always had, so that its figures compare with earlier runs.
 */
const MIX = [
  [0.41, browse],
  [0.04, search],
  [0.08, suggest],
  [0.2, presentLesson],
  [0.05, markTaught],
  [0.02, openRecord],
  [0.2, save],
];

function nextAction() {
  let roll = Math.random();
  for (const [share, action] of MIX) {
    if (roll < share) return action;
    roll -= share;
  }
  return MIX[MIX.length - 1][1];
}

async function teacherLoop(teacher, ctx, startAt, until) {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
  while (Date.now() < until) {
    await nextAction()(teacher, ctx);
    if (THINK_MS > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * THINK_MS));
  }
}

async function register(baseUrl, runId, index) {
  const email = `bench-teacher-${runId}-${index}@example.com`;
  const response = await fetch(`${baseUrl}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}` },
    body: JSON.stringify({
      email,
      username: email,
      password: 'BenchTeacher1',
      user_profile_data: { first_name: 'Bench', last_name: `Teacher ${index}`, postcode: 'LS1 1AA', areas_of_interest: ['Primary education'] },
    }),
  });
  if (!response.ok) throw new Error(`Registering ${email} failed: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`);
  const teacher = new Teacher(index, (await response.json()).jwt);
  const named = await graphql(baseUrl, siteOperation('CreateTeacherClass'), { name: `Year 2 Robins ${index}`, yearGroup: 'year-2' }, teacher.jwt);
  teacher.teachingClass = named.createTeacherClass.documentId;
  return teacher;
}

/** Registers every teacher, a few at a time (bcrypt makes each take a while). */
function registerAll(baseUrl) {
  const runId = Date.now().toString(36);
  return inBatches(
    Array.from({ length: TEACHERS }, (_, index) => index),
    REGISTRATIONS_AT_ONCE,
    (index) => register(baseUrl, runId, index),
  );
}

const VERIFY = `{ playlists { documentId title version playlist_item { __typename ... on ComponentPlaylistActivityItem { title item { documentId } } } } }`;

/** Reads every teacher's playlists back and compares them with their acknowledged saves. */
async function verify(baseUrl, teachers) {
  const result = { lost: [], duplicated: [], uncertain: 0, unexpected: 0, playlists: 0 };
  const stored = await inBatches(teachers, 8, async (teacher) => (await graphql(baseUrl, VERIFY, {}, teacher.jwt)).playlists);
  teachers.forEach((teacher, index) => compare(teacher, stored[index], result));
  return result;
}

/** Runs `work` on every item, `atOnce` at a time; answers the results in the items' order. */
async function inBatches(items, atOnce, work) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  return results;
}

/** Compares one teacher's stored playlists with their acknowledged saves. */
function compare(teacher, playlists, result) {
  result.playlists += playlists.length;
  const found = new Map(playlists.map((playlist) => [playlist.documentId, playlist]));
  const byMarker = new Map();
  for (const playlist of playlists) {
    const marker = playlist.title.replace(/ save \d+$/, '');
    byMarker.set(marker, (byMarker.get(marker) ?? 0) + 1);
  }
  for (const [marker, count] of byMarker) if (count > 1) result.duplicated.push(`${marker}: ${count} playlists`);
  for (const [documentId, expected] of teacher.playlists) {
    const stored = found.get(documentId);
    found.delete(documentId);
    if (!stored) {
      result.lost.push(`${expected.marker}: the playlist is missing`);
      continue;
    }
    if (expected.uncertain) {
      // Its last save got no answer: it may or may not be stored, so only earlier saves are known.
      result.uncertain += 1;
      if (stored.version < expected.version) result.lost.push(`${expected.marker}: version ${stored.version}, acknowledged ${expected.version}`);
      continue;
    }
    const items = stored.playlist_item.map((item) => item.title);
    if (
      stored.version < expected.version ||
      stored.title !== expected.title ||
      JSON.stringify(items) !== JSON.stringify(expected.items.map((item) => item.title))
    ) {
      result.lost.push(
        `${expected.marker}: stored '${stored.title}' v${stored.version} with ${items.length} items; acknowledged '${expected.title}' v${expected.version} with ${expected.items.length}`,
      );
    } else if (stored.version > expected.version) {
      result.duplicated.push(`${expected.marker}: version ${stored.version}, acknowledged ${expected.version}`);
    }
  }
  // Playlists no acknowledged create made: stored by a create whose answer was lost, else duplicates.
  const extra = found.size - teacher.uncertainCreates;
  result.unexpected += found.size;
  if (extra > 0) result.duplicated.push(`teacher ${teacher.index}: ${extra} playlists no save made`);
}

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const teachersBenchmark = {
  title: `Load: ${TEACHERS} teachers browsing, presenting and saving playlists`,
  async run({ baseUrl, log, onTimed }) {
    const operations = Object.fromEntries(
      [
        'HomePage',
        'AudiencesAndProgrammes',
        'AudiencePage',
        'CatalogueItem',
        'UnitPage',
        'LessonPage',
        'ActivityPage',
        'ActivityLesson',
        'Playlists',
        'LessonSlideShow',
        'MarkTaught',
        'MyTeaching',
        'RecordLists',
      ].map((name) => [name, { name, text: siteOperation(name) }]),
    );
    operations.create = { name: 'CreatePlaylist', text: siteOperation('CreatePlaylist') };
    operations.update = { name: 'UpdatePlaylist', text: siteOperation('UpdatePlaylist') };
    const catalogue = await demoCatalogue(baseUrl);

    log(`  registering ${TEACHERS} teachers (before the timed part: each registration hashes a password)`);
    const registrationStarted = Date.now();
    const teachers = await registerAll(baseUrl);
    const registrationSeconds = (Date.now() - registrationStarted) / 1000;

    log(`  ${TEACHERS} teachers for ${SECONDS} s`);
    const recorder = new Recorder();
    const now = new Date();
    const schoolYearStart = `${now.getUTCMonth() >= 8 ? now.getUTCFullYear() : now.getUTCFullYear() - 1}-09-01`;
    const ctx = { recorder, baseUrl, operations, catalogue, acknowledged: 0, runId: Date.now().toString(36), schoolYearStart };
    await onTimed?.('start');
    // This process's own event loop over the timed part: a latency it measures includes its own delay in reading the answer.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const loopBefore = performance.eventLoopUtilization();
    const started = Date.now();
    const startedOnClock = performance.now();
    const until = started + SECONDS * 1000;
    // The teachers arrive one after another over the ramp, as a school day starts, not all in one millisecond.
    await Promise.all(teachers.map((teacher, index) => teacherLoop(teacher, ctx, started + (index / TEACHERS) * RAMP_SECONDS * 1000, until)));
    const elapsed = (Date.now() - started) / 1000;
    loopDelay.disable();
    const loopBusy = performance.eventLoopUtilization(loopBefore).utilization;
    if (onTimed) {
      await onTimed('end');
      await new Promise((resolve) => setTimeout(resolve, 3000)); // the measurer's readings of the timed part, before the read-back
    }

    log('  reading every teacher’s playlists back');
    const checked = await verify(baseUrl, teachers);

    const rows = [...recorder.kinds.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, stats]) => {
        const sorted = [...stats.latencies].sort((a, b) => a - b);
        const waits = [...stats.waits].sort((a, b) => a - b);
        const count = stats.ok + stats.failed + stats.status5xx;
        return {
          kind,
          count,
          rps: count / elapsed,
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          waitedP50: recorder.admissionSaid && waits.length ? percentile(waits, 50) : undefined,
          status5xx: stats.status5xx,
          failed: stats.failed,
          cache: stats.cache,
        };
      });
    const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);
    const saves = rows.filter((row) => row.kind.startsWith('save'));
    const latencies = [...recorder.kinds.values()].flatMap((stats) => stats.latencies).sort((a, b) => a - b);
    const ms = (value) => Math.round(value);
    // The p99 of the requests sent in each ten seconds: whether the tail is the first seconds (teachers arriving, answers computed) or all along.
    const tenSeconds = [];
    for (const [sentAt, latency] of recorder.timeline) {
      const slot = Math.max(0, Math.floor((sentAt - startedOnClock) / 10_000));
      (tenSeconds[slot] ??= []).push(latency);
    }
    const p99ByTenSeconds = tenSeconds
      .map((slot, index) => {
        const sorted = slot?.sort((a, b) => a - b);
        return sorted && `${index * 10}–${index * 10 + 10} s ${ms(percentile(sorted, 99))}`;
      })
      .filter(Boolean)
      .join(', ');
    const cached = (row) =>
      row.cache.hit || row.cache.shared || row.cache.miss
        ? `${Math.round((100 * ((row.cache.hit ?? 0) + (row.cache.shared ?? 0))) / row.count)}%`
        : 'never cached';
    const cacheTotals = rows.reduce((sums, row) => {
      for (const [state, count] of Object.entries(row.cache)) sums[state] = (sums[state] ?? 0) + count;
      return sums;
    }, {});
    const list = (items) =>
      items.length
        ? items
            .slice(0, 10)
            .map((item) => `- ${item}`)
            .join('\n') + (items.length > 10 ? `\n- … and ${items.length - 10} more` : '')
        : '';
    return [
      `## ${this.title}`,
      '',
      `${TEACHERS} teachers, each registered (and so logged in) and with a class named before the timed part (${registrationSeconds.toFixed(1)} s for all, ${REGISTRATIONS_AT_ONCE} at a time: bcrypt), then each running its own loop until ${SECONDS} s are up (they arrive one after another over the first ${RAMP_SECONDS} s), one request at a time, ${THINK_MS ? `with a random pause of 0–${2 * THINK_MS} ms between requests` : 'with no pause between requests'}: 41% browsing (a page's query: home, navigation, audience, programme, unit, lesson, activity, playlists), 4% searches and 8% suggestions, 20% lesson mode (LessonSlideShow), 5% marking a lesson taught, 2% the record of teaching (/teaching), 20% playlist saves (create, add an item, remove one, rename). The site's own GraphQL documents, demo ids, client and server on the same machine.`,
      '',
      `Goals: zero 5xx, zero lost or duplicated saves. **5xx: ${total('status5xx')}. Lost saves: ${checked.lost.length}. Duplicated saves: ${checked.duplicated.length}.** (Read back: a playlist not as its last acknowledged save left it counts as a lost save; a playlist or a version no acknowledged save made, as a duplicated one.)`,
      '',
      `Throughput: ${Math.round(total('count') / elapsed)} requests/s (${total('count')} in ${elapsed.toFixed(1)} s), ${(ctx.acknowledged / elapsed).toFixed(1)} acknowledged saves/s (${ctx.acknowledged}); all requests p50 ${ms(percentile(latencies, 50))} ms, p99 ${ms(percentile(latencies, 99))} ms. Read back: ${checked.playlists} playlists of ${TEACHERS} teachers${checked.uncertain ? `, ${checked.uncertain} whose last save got no answer` : ''}${checked.unexpected ? `, ${checked.unexpected} made by creates that got no answer` : ''}. The p99 of the requests sent in each ten seconds: ${p99ByTenSeconds} ms.`,
      '',
      `The load generator's own event loop over the timed part: busy ${Math.round(100 * loopBusy)}% of the time, delay p50 ${ms(loopDelay.percentile(50) / 1e6)} ms, p99 ${ms(loopDelay.percentile(99) / 1e6)} ms (each latency above includes its delay in reading the answer).`,
      '',
      `The response cache (its X-Response-Cache header): ${cacheTotals.hit ?? 0} answers from memory (hit), ${cacheTotals.shared ?? 0} from another worker's through Redis (shared), ${cacheTotals.miss ?? 0} computed and kept (miss), ${cacheTotals.bypass ?? 0} not cacheable or not kept (bypass: the teacher's own playlists, the saves, refusals).`,
      '',
      'Waited p50: how long the CMS kept the request waiting for its turn (its `Server-Timing: admission` header; an answer without it did not wait; "n/a" when no answer in the run said, admission being off).',
      '',
      '| Kind | Requests | Requests/s | p50 (ms) | p99 (ms) | Waited p50 (ms) | 5xx | Other errors | From the cache |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.kind} | ${r.count} | ${r.rps.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.waitedP50 === undefined ? 'n/a' : ms(r.waitedP50)} | ${r.status5xx} | ${r.failed} | ${cached(r)} |`,
      ),
      `| all saves | ${saves.reduce((n, r) => n + r.count, 0)} | ${(saves.reduce((n, r) => n + r.count, 0) / elapsed).toFixed(1)} | | | | ${saves.reduce((n, r) => n + r.status5xx, 0)} | ${saves.reduce((n, r) => n + r.failed, 0)} | |`,
      '',
      ...(recorder.errors.size ? ['Errors by kind and reason:', '', ...[...recorder.errors.entries()].map(([key, count]) => `- ${key}: ${count}`), ''] : []),
      ...(checked.lost.length ? ['Lost saves:', '', list(checked.lost), ''] : []),
      ...(checked.duplicated.length ? ['Duplicated saves:', '', list(checked.duplicated), ''] : []),
    ].join('\n');
  },
};
