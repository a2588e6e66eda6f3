// Past one process (issue 26): the same product with one CMS worker and with two (CMS_PROCESSES=2),
// both on one PostgreSQL database and one Redis, as the several-processes set-up needs.
//
// (a) The subscriber mix through 1 and 2 workers (and one process on SQLite, for the ratio of p99s), side by side in one run: the two products run at
//     once on the same database (each started as `npm start` starts it, warm, after a first start
//     seeded the demo), and autocannon loads one, then the other, BENCH_WORKERS_ROUNDS times (default 2),
//     BENCH_WORKERS_SECONDS each (default 20) with BENCH_WORKERS_CONNECTIONS (default 50). The mix is a
//     logged-in subscriber's page queries (the site's own documents, demo ids): lesson mode
//     (LessonSlideShow) and activity pages twice each, a lesson, a unit, the home page and their playlists.
//     Reported: requests/s, p50/p99 and the ratio two/one; the CPU the load generator (this process)
//     used, the CMS processes used (primary and workers) and the machine as a whole, in cores; the
//     database's transactions and Redis's commands per request (the per-request costs docs/deploy.md
//     scales up).
// (b) The 200-teacher run (bench/teachers.mjs, unchanged) against the two workers, each in a child
//     process of its own (its CPU is the load generator's): without pauses; with BENCH_TEACHERS_THINK_MS=3000
//     on the caches the first run warmed; and with the same pauses after emptying every response cache
//     (a content change announced on the run's Redis channel, as an editor's publish does), the cold case.
// (c) Issue 43's table: each kind of request a school day sends (bench/request-kinds.mjs), alone through
//     one worker: its latency, and per request the CMS's CPU, PostgreSQL's transactions and statements
//     (pg_stat_statements, when the server loads it) and Redis's commands (bench/costs.mjs).
//
// Needs PostgreSQL (BENCH_PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres: a role that
// may create databases; a database of the run's own is created and dropped) and Redis (BENCH_REDIS_URL,
// default redis://127.0.0.1:6379, under a key prefix of the run's own). BENCH_WORKERS_PARTS=mix,kinds,teachers
// picks parts; BENCH_WORKERS_TEACHERS_RUNS=no-pauses,warm,emptied picks the runs of (b); BENCH_KINDS_ONLY
// the kinds of (c) (request-kinds.mjs). BENCH_LOAD_PRIORITY (default -10; 0 leaves it as it is): the
// teachers' child process's scheduling priority (below).
import { spawn } from 'node:child_process';
import { costsNow, costsSince, measured, perRequest, untilDatabaseQuiet } from './costs.mjs';
import { requestKinds, sendKind, warmKind } from './request-kinds.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cmsDir, ensureCmsBuilt, root } from '../scripts/lib/project.mjs';
import { startProduct } from './product.mjs';
import { biggestLesson, login, siteOperation } from './demo.mjs';

const autocannon = createRequire(path.join(root, 'package.json'))('autocannon');
const fromCms = createRequire(path.join(cmsDir, 'package.json'));

const ROUNDS = Math.max(1, Number(process.env.BENCH_WORKERS_ROUNDS ?? 2));
const SECONDS = Number(process.env.BENCH_WORKERS_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_WORKERS_CONNECTIONS ?? 50);
const PARTS = (process.env.BENCH_WORKERS_PARTS ?? 'mix,kinds,teachers').split(',');
// Which of the teachers' three runs (b): without pauses, with pauses on warm caches, with pauses after emptying them.
const TEACHERS_RUNS = (process.env.BENCH_WORKERS_TEACHERS_RUNS ?? 'no-pauses,warm,emptied').split(',');
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/**
 * The teachers' child process runs ahead of the product and PostgreSQL when the machine is full (a
 * negative nice value; root may set one). 200 teachers are 200 browsers on machines of their own: on
 * this shared 2-core machine the one process standing in for them otherwise waited for a core with its
 * answers unread (its event loop busy 85-99% of the timed part, loop delay p99 140-380 ms), and that
 * wait was counted in every latency it measured (bench/RESULTS.md, "The load generator's own wait"). Its
 * own CPU is the same either way.
 */
const LOAD_PRIORITY = Number(process.env.BENCH_LOAD_PRIORITY ?? -10);
function load(options) {
  return new Promise((resolve, reject) => autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (e, r) => (e ? reject(e) : resolve(r))));
}

/** The subscriber mix: the page queries a logged-in subscriber sends while teaching, with demo ids. */
async function subscriberMix(baseUrl) {
  const { jwt } = await login(baseUrl);
  const lesson = await biggestLesson(baseUrl, jwt);
  const unit = /\/unit\/([^/]+)\//.exec(lesson.path)[1];
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` };
  const post = (name, variables) => ({
    method: 'POST',
    path: '/graphql',
    headers,
    body: JSON.stringify({ operationName: name, query: siteOperation(name), variables }),
  });
  const activity = (n) => ({ activity: lesson.activities[n % lesson.activities.length].id });
  return [
    post('LessonSlideShow', { lesson: lesson.id }),
    post('ActivityPage', activity(0)),
    post('ActivityLesson', { lesson: lesson.id }),
    post('LessonPage', { lesson: lesson.id }),
    post('ActivityPage', activity(1)),
    post('ActivityLesson', { lesson: lesson.id }),
    post('UnitPage', { unit }),
    post('LessonSlideShow', { lesson: lesson.id }),
    post('HomePage', {}),
    post('Playlists', {}),
  ];
}

/**
 * The 200-teacher benchmark in a child process of its own, against `baseUrl`; answers its Markdown
 * section, the child's CPU and the product's costs over the timed part alone (`port`, `stats`: costs.mjs),
 * without the registrations before it and the read-back after it.
 */
function teachersRun(baseUrl, env, { port, stats }) {
  const script = `
    const { teachersBenchmark } = await import(${JSON.stringify(path.join(root, 'bench', 'teachers.mjs'))});
    const onTimed = (phase) => process.stdout.write('#timed-' + phase + '\\n');
    const section = await teachersBenchmark.run({ baseUrl: ${JSON.stringify(baseUrl)}, log: (m) => console.error(m), onTimed });
    const cpu = process.cpuUsage();
    process.stdout.write(JSON.stringify({ section, cpuSeconds: (cpu.user + cpu.system) / 1e6, uptime: process.uptime() }));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let priority = 0;
    try {
      if (LOAD_PRIORITY) os.setPriority(child.pid, LOAD_PRIORITY);
      priority = LOAD_PRIORITY;
    } catch {
      // Not allowed (not root): it runs at the same priority as the product, and the section says so.
    }
    let out = '';
    let timedStart;
    let timedEnd;
    child.stdout.on('data', (chunk) => {
      out += chunk;
      for (let newline = out.indexOf('\n'); out.startsWith('#timed-') && newline >= 0; newline = out.indexOf('\n')) {
        const marker = out.slice(0, newline);
        out = out.slice(newline + 1);
        if (marker === '#timed-start') timedStart = costsNow(port, stats);
        if (marker === '#timed-end') timedEnd = timedStart.then((before) => costsSince(before, stats));
      }
    });
    child.on('error', reject);
    child.on('exit', async (code) => {
      if (code !== 0) return reject(new Error(`The teachers' run stopped with exit code ${code}`));
      try {
        const run = JSON.parse(out);
        resolve({ ...run, priority, timed: await timedEnd });
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** The figures of a teachers' section: throughput, p99, 5xx, lost and duplicated saves. */
function teachersFigures(section) {
  const number = (pattern) => Number(pattern.exec(section)?.[1]);
  return {
    rps: number(/Throughput: (\d+) requests\/s/),
    requests: number(/requests\/s \((\d+) in/),
    p50: number(/all requests p50 (\d+) ms/),
    p99: number(/p99 (\d+) ms\. Read back/),
    status5xx: number(/5xx: (\d+)\./),
    lost: number(/Lost saves: (\d+)\./),
    duplicated: number(/Duplicated saves: (\d+)\./),
    // The saves' p50, from the kinds' rows: the fastest and the slowest kind of save.
    savesP50: (() => {
      const p50s = [...section.matchAll(/^\| save: [^|]+\| \d+ \| [\d.]+ \| (\d+) \|/gm)].map((match) => Number(match[1]));
      return p50s.length ? `${Math.min(...p50s)}–${Math.max(...p50s)}` : '';
    })(),
  };
}

const round1 = (value) => Math.round(value * 10) / 10;
const round2 = (value) => Math.round(value * 100) / 100;

export const workersBenchmark = {
  title: 'Past one process: one CMS worker and two, on PostgreSQL and Redis',
  ownsProduct: true,
  async run({ log }) {
    const pg = new (fromCms('pg').Client)({ connectionString: PG_ADMIN_URL });
    const Redis = fromCms('ioredis');
    const stamp = Date.now().toString(36);
    const database = `bench_workers_${stamp}`;
    const prefix = `bench-workers-${stamp}:`;
    try {
      await pg.connect();
    } catch (error) {
      return `## ${this.title}\n\nNot run: PostgreSQL at ${PG_ADMIN_URL.replace(/:[^:@/]*@/, ':…@')} cannot be reached (${error.message}).\n`;
    }
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
    } catch (error) {
      await pg.end();
      return `## ${this.title}\n\nNot run: Redis at ${REDIS_URL} cannot be reached (${error.message}).\n`;
    }
    await pg.query(`CREATE DATABASE "${database}"`);
    const databaseUrl = Object.assign(new URL(PG_ADMIN_URL), { pathname: `/${database}` }).toString();
    // Both products share one database, so they need the same secrets (in development each data
    // folder would generate its own): made here, as an operator would give them.
    await ensureCmsBuilt();
    const { newSecrets } = fromCms(path.join(cmsDir, 'dist', 'src', 'runtime', 'settings.js'));
    const env = { DATABASE_URL: databaseUrl, REDIS_URL, REDIS_KEY_PREFIX: prefix, ...newSecrets() };
    const products = [];
    const dataDirs = [];
    try {
      log(`  database ${database}, Redis key prefix ${prefix}: a first start seeds the demo`);
      const seeded = await startProduct({ env: { ...env, CMS_PROCESSES: '1' }, keepData: true });
      dataDirs.push(seeded.dataDir);
      await seeded.stop();
      // Warm starts, as production runs. The second product's data folder shares the first's uploads.
      const one = await startProduct({ dataDir: seeded.dataDir, env: { ...env, CMS_PROCESSES: '1' }, keepData: true });
      products.push(one);
      const twoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
      dataDirs.push(twoDir);
      fs.symlinkSync(path.join(seeded.dataDir, 'public'), path.join(twoDir, 'public'));
      const two = await startProduct({ dataDir: twoDir, env: { ...env, CMS_PROCESSES: '2' }, keepData: true });
      products.push(two);
      const stats = { pg, database, redis };
      const sections = [`## ${this.title}`, ''];
      sections.push(
        `Session of ${new Date().toISOString().slice(0, 10)}, \`node bench/run.mjs --only=workers\`. Two products started as \`npm start\` starts them (development settings, demo data, \`BEHIND_PROXY\`, the login flood guard lifted), warm, at once, on one PostgreSQL ${(await pg.query('SHOW server_version')).rows[0].server_version} database of the run's own and one Redis (a key prefix of the run's own): **one** with \`CMS_PROCESSES=1\`, **two** with \`CMS_PROCESSES=2\` (a primary and two workers sharing the port through Node's cluster). Load generator, PostgreSQL, Redis and the products on the same ${os.cpus().length}-core machine.`,
        '',
      );

      if (PARTS.includes('mix')) {
        // The same mix through one process on SQLite (the embedded default), for issue 43's ratio of p99s.
        log('  a third product, one process on SQLite, for the same mix');
        const sqlite = await startProduct({ env: { DATABASE_URL: '', REDIS_URL: '', CMS_PROCESSES: '1' } });
        products.push(sqlite);
        const results = { one: [], two: [], sqlite: [] };
        for (let round = 1; round <= ROUNDS; round++) {
          for (const [name, product] of [
            ['one', one],
            ['two', two],
            ['sqlite', sqlite],
          ]) {
            log(
              `  round ${round} of ${ROUNDS}: the subscriber mix through ${{ one: 'one worker', two: 'two workers', sqlite: 'one process on SQLite' }[name]}`,
            );
            const requests = await subscriberMix(product.baseUrl);
            const r = await measured(product.port, stats, async () => {
              const result = await load({ url: product.baseUrl, requests });
              return {
                requests: result.requests.total,
                rps: Math.round(result.requests.average),
                p50: result.latency.p50,
                p99: result.latency.p99,
                errors: result.errors + result.timeouts + result.non2xx,
              };
            });
            results[name].push(r);
          }
        }
        const ratios = results.two.map((r, i) => r.rps / results.one[i].rps);
        const p99Ratios = results.one.map(
          (r, i) => `${(r.p99 / results.sqlite[i].p99).toFixed(2)} (one worker) and ${(results.two[i].p99 / results.sqlite[i].p99).toFixed(2)} (two)`,
        );
        const row = (name, r, i) =>
          `| ${i + 1} | ${name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${round2(r.generatorCores)} | ${round2(r.productCores)} | ${round2(r.machineCores)} | ${round1(r.cpuMsPerRequest)} | ${round1(r.xactsPerRequest)} | ${round2(r.redisPerRequest)} |`;
        sections.push(
          `### (a) The subscriber mix through one and two workers`,
          '',
          `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per load, the products loaded in turn, ${ROUNDS} rounds. The mix, in turn on each connection: LessonSlideShow, ActivityPage and ActivityLesson (an activity page's two queries), LessonPage, ActivityPage and ActivityLesson, UnitPage, LessonSlideShow, HomePage, Playlists, as the demo subscriber (their bearer token), the site's own documents with demo ids. CPU in cores (1.0 = one core busy for the whole load): the load generator (autocannon, this process), the product (primary and workers) and the whole machine (everything, PostgreSQL and Redis included). CPU ms per request: the product's CPU divided by the requests. Per request: PostgreSQL transactions on the run's database (each statement outside a transaction counts as one) and Redis commands (the whole server's count; nothing else used it during the run as far as we know).`,
          '',
          `**Ratio two/one: ${ratios.map((r) => r.toFixed(2)).join(', ')}** (round by round). **p99 on PostgreSQL against one process on SQLite** (the embedded default, loaded the same way in turn with the other two; its own demo data, no Redis): ${p99Ratios.join('; ')}.`,
          '',
          '| Round | Workers | Requests/s | p50 (ms) | p99 (ms) | Errors | Load generator (cores) | Product (cores) | Machine (cores) | Product CPU ms per request | DB transactions per request | Redis commands per request |',
          '|---|---|---|---|---|---|---|---|---|---|---|---|',
          ...results.one.flatMap((r, i) => [row('one', r, i), row('two', results.two[i], i), row('one on SQLite', results.sqlite[i], i)]),
          '',
        );
        this.mix = results;
      }

      if (PARTS.includes('kinds')) {
        // Issue 43: what each kind of request costs, through one worker, one kind at a time.
        await stats.pg.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements').catch(() => undefined);
        let statementsOn = false;
        const rows = [];
        await untilDatabaseQuiet(stats);
        for (const kind of await requestKinds(one.baseUrl)) {
          log(`  ${kind.kind}: ${kind.count} requests, ${kind.atOnce} at a time`);
          await warmKind(kind);
          const r = await measured(one.port, stats, () => sendKind(kind));
          statementsOn ||= r.statementsPerRequest !== null;
          rows.push(
            `| ${kind.kind} | ${kind.count} | ${kind.atOnce} | ${round1(r.p50)} / ${round1(r.p99)} | ${round1(r.cpuMsPerRequest)} | ${round1(r.xactsPerRequest)} | ${r.statementsPerRequest === null ? 'n/a' : round1(r.statementsPerRequest)} | ${round2(r.redisPerRequest)} |`,
          );
        }
        sections.push(
          '### (c) What each kind of request costs, through one worker',
          '',
          `Each kind alone, as the demo subscriber (the registrations as new teachers), after 3 unmeasured requests (the first kind once the database is quiet after the start), the product with \`CMS_PROCESSES=1\`. CPU: the CMS process's over the kind's requests, divided by them. Transactions: PostgreSQL's on the run's database (a statement outside a transaction counts as one). Statements: pg_stat_statements' calls on the run's database${statementsOn ? '' : ' (n/a: the server does not load pg_stat_statements; `shared_preload_libraries` must name it)'}.`,
          '',
          '| Kind | Requests | At once | p50 / p99 (ms) | CPU ms per request | Transactions per request | Statements per request | Redis commands per request |',
          '|---|---|---|---|---|---|---|---|',
          ...rows,
          '',
        );
      }

      if (PARTS.includes('teachers')) {
        sections.push(`### (b) 200 teachers through two workers`, '');
        const figures = [];
        const pauses = 'with a pause of 0–6 s between requests (BENCH_TEACHERS_THINK_MS=3000)';
        const runs = [
          { run: 'no-pauses', label: 'without pauses', short: 'without pauses', think: '0', caches: 'the subscriber mix’s answers only' },
          { run: 'warm', label: pauses, short: 'with a pause of 0–6 s, caches warm', think: '3000', caches: 'as the run without pauses left them' },
          {
            run: 'emptied',
            label: `${pauses}, the response caches emptied first`,
            short: 'with a pause of 0–6 s, caches emptied first',
            think: '3000',
            caches:
              'emptied just before, as an editor’s publish empties every instance’s and the answers they share (a content change announced on the Redis channel)',
            emptyFirst: true,
          },
        ];
        for (const { label, short, think, caches, emptyFirst } of runs.filter(({ run }) => TEACHERS_RUNS.includes(run))) {
          if (emptyFirst) {
            // As an instance announces a change: the answers' generation raised, and said with the message (runtime/shared-state.ts).
            const generation = await redis.incr(`${prefix}answers-generation`);
            const listeners = await redis.publish(`${prefix}changed`, JSON.stringify({ from: 'bench', fact: 'content', generation }));
            log(`  emptied the response caches of ${listeners} CMS processes`);
          }
          log(`  200 teachers through two workers, ${label}`);
          let run;
          try {
            run = await teachersRun(two.baseUrl, { BENCH_TEACHERS_THINK_MS: think }, { port: two.port, stats });
          } catch (error) {
            sections.push(`#### ${label[0].toUpperCase()}${label.slice(1)}`, '', `Did not finish: ${error.message}.`, '');
            continue;
          }
          const f = teachersFigures(run.section);
          const costs = perRequest(run.timed, f.requests);
          figures.push({ label: short, ...f, generatorCores: run.cpuSeconds / run.uptime, costs });
          sections.push(
            `#### ${label[0].toUpperCase()}${label.slice(1)}`,
            '',
            `Response caches at the start: ${caches}. Load generator (the teachers' child process): ${round2(run.cpuSeconds / run.uptime)} cores over its ${Math.round(run.uptime)} s (registrations included), ${run.priority ? `at priority ${run.priority} (scheduled ahead of the product and PostgreSQL, BENCH_LOAD_PRIORITY)` : 'at the same priority as the product and PostgreSQL'}. Over the timed part alone (${Math.round(costs.seconds)} s; the registrations before it and the read-back after it not counted): the product ${round2(costs.productCores)} cores, the machine ${round2(costs.machineCores)} cores; per timed request ${round1(costs.cpuMsPerRequest)} ms of the product's CPU, ${round1(costs.xactsPerRequest)} PostgreSQL transactions, ${round2(costs.redisPerRequest)} Redis commands.`,
            '',
            run.section.replace(/^## .*\n\n/, ''),
          );
        }
        sections.push(
          '#### Summary beside one process',
          '',
          '| Run | Requests/s | p50 (ms) | p99 (ms) | Saves p50 (ms) | CPU ms per request | Transactions per request | 5xx | Lost saves | Duplicated saves |',
          '|---|---|---|---|---|---|---|---|---|---|',
          '| one process on SQLite, no pauses (2026-11-23, "Load: 200 teachers" in this file) | 186 | 451 | 18,061 | | | | 0 | 0 | 0 |',
          '| one process on SQLite, pause of 0–6 s (2026-11-21 evening, in this file) | 56 | 20 | 983 | | | | 0 | 0 | 0 |',
          ...figures.map(
            (f) =>
              `| two workers on PostgreSQL and Redis, ${f.label} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.savesP50} | ${round1(f.costs.cpuMsPerRequest)} | ${round1(f.costs.xactsPerRequest)} | ${f.status5xx} | ${f.lost} | ${f.duplicated} |`,
          ),
          '',
        );
        this.teachers = figures;
      }
      return sections.join('\n');
    } finally {
      for (const product of products.reverse()) await product.stop().catch(() => undefined);
      for (const dir of dataDirs.reverse()) fs.rmSync(dir, { recursive: true, force: true });
      const keys = await redis.keys(`${prefix}*`).catch(() => []);
      if (keys.length) await redis.del(...keys).catch(() => undefined);
      redis.disconnect();
      await pg.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch((error) => log(`  could not drop ${database}: ${error.message}`));
      await pg.end();
    }
  },
};
