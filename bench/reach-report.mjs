// The charity's reach report at scale (issue 42's benchmark, apps/cms/docs/reach-report.md): records
// `entries` taught lessons (default 100,000) of `teachers` teachers (default 300, the ×100 demo's) over
// a school year, each teacher with six classes in one of 40 schools across the regions, then times
// the report for that school year: the service in this process, and the admin route over HTTP as the
// demo Charity editor. Runs the built CMS on a fresh DATA_DIR (SQLite, or an empty DATABASE_URL), then stops it:
//   node bench/reach-report.mjs [entries] [teachers]        (KEEP_DATA=1 keeps the data folder)
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cmsDir } from '../scripts/lib/project.mjs';
import { loadCms } from './cms-script.mjs';

const POSTCODES = ['B15 2TT', 'LS6 3QS', 'NE6 5RX', 'CF24 3AA', 'BT7 1NN', 'EH10 4BF', 'SE15 4QN', 'PL4 8AA', 'NR2 1TF', 'M14 5RX', 'NG7 2QP', 'RG1 5AQ'];
const AUDIENCES = { primary: ['sound-explorers', 'rhythm-and-pulse'], secondary: ['film-music-lab', 'composing-with-motifs'], send: ['sensory-soundscapes'] };
const YEAR_GROUPS = { primary: ['year-1', 'year-2', 'year-3', 'year-4', 'year-5', 'year-6'], secondary: ['year-7', 'year-8', 'year-9'], send: ['send'] };
// SQLite takes at most 500 rows in one insert.
const BATCH = 400;
const SCHOOL_YEAR = { from: '2025-09-01', to: '2026-07-22' };
// Enough requests for a p99 that is not simply the slowest one (200: the second slowest).
const HTTP_RUNS = 200;
const SERVICE_RUNS = 100;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { runs: sorted.length, p50: +percentile(sorted, 50).toFixed(1), p99: +percentile(sorted, 99).toFixed(1), max: +sorted.at(-1).toFixed(1) };
};

/** The school year's weekdays outside August. */
function schoolDays() {
  const days = [];
  for (let t = Date.parse(`${SCHOOL_YEAR.from}T12:00:00Z`); t <= Date.parse(`${SCHOOL_YEAR.to}T12:00:00Z`); t += 86_400_000) {
    const date = new Date(t);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) days.push(date.toISOString().slice(0, 10));
  }
  return days;
}

export async function reachReportBenchmark({ entries = 100_000, teachers = 300 } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reach-'));
  process.env.DATA_DIR = dataDir;
  process.env.SEED_DEMO = 'true';
  process.env.SEED_DEMO_CATALOGUE = 'false';
  const require = createRequire(path.join(cmsDir, 'package.json'));
  const strapi = await loadCms();
  try {
    const started = Date.now();
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'active_subscriber' } });
    const owners = [];
    await strapi.db.transaction(async () => {
      for (let n = 0; n < teachers; n += 1) {
        const email = `reach-bench-${n}@example.com`;
        const user = await strapi.db.query('plugin::users-permissions.user').create({
          data: { username: email, email, provider: 'local', confirmed: true, blocked: false, role: role.id },
        });
        const audience = n % 10 < 6 ? 'primary' : n % 10 < 9 ? 'secondary' : 'send';
        const school = n % 40;
        await strapi.db.query('api::user-profile.user-profile').create({
          data: {
            user: user.id,
            first_name: 'Bench',
            last_name: `Teacher ${n}`,
            school: `Bench School ${school}`,
            postcode: POSTCODES[school % POSTCODES.length],
            areas_of_interest: [audience === 'send' ? 'SEND education' : audience === 'primary' ? 'Primary education' : 'Secondary education'],
          },
        });
        await strapi.db.query('api::subscription.subscription').create({
          data: { user: user.id, kind: n % 3 ? 'paid' : 'trial', starts_at: `2025-0${1 + (n % 9)}-15T09:00:00.000Z`, ends_at: '2027-01-01T00:00:00.000Z' },
        });
        owners.push({ id: user.id, audience });
      }
    });

    const meta = strapi.db.metadata.get('api::taught-lesson.taught-lesson');
    const join = meta.attributes.owner.joinTable;
    const days = schoolDays();
    const now = new Date().toISOString();
    for (let at = 0; at < entries; at += BATCH) {
      const rows = [];
      const owned = [];
      for (let i = at; i < Math.min(entries, at + BATCH); i += 1) {
        const owner = owners[i % owners.length];
        const klass = Math.floor(i / owners.length) % 6;
        const yearGroups = YEAR_GROUPS[owner.audience];
        const programmes = AUDIENCES[owner.audience];
        rows.push({
          document_id: crypto.randomBytes(12).toString('hex'),
          taught_on: days[Math.floor((i / entries) * days.length)],
          lesson_ref: `lesson-${i % 64}`,
          lesson_title: `Lesson ${i % 64}`,
          programme_slug: programmes[klass % programmes.length],
          audience_slug: owner.audience,
          year_group: yearGroups[klass % yearGroups.length],
          curriculum_areas: JSON.stringify(['singing', 'listening']),
          minutes: 30,
          created_at: now,
          updated_at: now,
          published_at: now,
        });
        owned.push(owner.id);
      }
      await strapi.db.transaction(async ({ trx }) => {
        const ids = await trx(meta.tableName).insert(rows, ['id']);
        await trx(join.name).insert(
          ids.map((row, i) => ({
            [join.joinColumn.name]: typeof row === 'object' ? row.id : row,
            [join.inverseJoinColumn.name]: owned[i],
            ...(join.orderColumnName ? { [join.orderColumnName]: 1 } : {}),
          })),
        );
      });
    }
    // As autovacuum would after such a load: PostgreSQL plans from its statistics.
    if (strapi.db.dialect.client === 'postgres') await strapi.db.connection.raw('analyze');
    const seeded = Math.round((Date.now() - started) / 1000);
    const count = await strapi.db.query('api::taught-lesson.taught-lesson').count();

    const service = strapi.service('api::reach-report.reach-report');
    const first = await service.report(SCHOOL_YEAR);
    const inProcess = [];
    for (let run = 0; run < SERVICE_RUNS; run += 1) {
      const t = performance.now();
      await service.report(SCHOOL_YEAR);
      inProcess.push(performance.now() - t);
    }

    await new Promise((resolve) => strapi.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${strapi.server.httpServer.address().port}`;
    const { DEV_ADMIN } = require(path.join(cmsDir, 'dist', 'src', 'setup', 'dev-admin'));
    const login = await fetch(`${base}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(DEV_ADMIN) });
    const token = (await login.json()).data.token;
    const http = [];
    // Five unmeasured requests first, as the other benchmarks warm up: the first answers of a route pay for its compilation.
    for (let run = -5; run < HTTP_RUNS; run += 1) {
      const t = performance.now();
      const response = await fetch(`${base}/reach-report/counts?from=${SCHOOL_YEAR.from}&to=${SCHOOL_YEAR.to}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`the report answered ${response.status}`);
      if (run >= 0) http.push(performance.now() - t);
    }
    const csv = [];
    for (let run = 0; run < 10; run += 1) {
      const t = performance.now();
      await (
        await fetch(`${base}/reach-report/export?from=${SCHOOL_YEAR.from}&to=${SCHOOL_YEAR.to}`, { headers: { Authorization: `Bearer ${token}` } })
      ).text();
      csv.push(performance.now() - t);
    }
    return {
      database: strapi.db.dialect.client,
      entries: count,
      teachers,
      seededSeconds: seeded,
      report: { teachers: first.totals.teachers, schools: first.totals.schools, lessons: first.totals.lessons },
      serviceMs: summary(inProcess),
      httpMs: summary(http),
      csvMs: summary(csv),
    };
  } finally {
    await strapi.destroy();
    if (!process.env.KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
    else console.log(`Data kept in ${dataDir}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const [entries, teachers] = process.argv.slice(2).map(Number);
  console.log(JSON.stringify(await reachReportBenchmark({ entries: entries || undefined, teachers: teachers || undefined }), null, 2));
  process.exit(0);
}
