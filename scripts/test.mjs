// `npm test`: everything CI checks. Installs what the tests need (Debian's chromium included),
// type-checks, lints, then runs the unit, CMS-integration (PostgreSQL where one is reachable, and
// SQLite) and browser suites. Stops at the first failure with a non-zero exit code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cmsDir, e2eDir, ensureCmsBuilt, ensureInstalled, ensureWebBuilt, freePort, isReachable, log, npm, root, run, webDir } from './lib/project.mjs';
import { redisForTests } from './lib/test-redis.mjs';

const timings = [];
async function step(name, action) {
  const started = Date.now();
  log(name);
  await action();
  timings.push([name, (Date.now() - started) / 1000]);
}

async function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromium)) return;
  log(`Installing Debian's chromium (${chromium} is missing)`);
  const asRoot = process.getuid?.() === 0;
  const apt = (args) => (asRoot ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
  await apt(['update', '-qq']);
  await apt(['install', '-y', '-qq', 'chromium']);
}

/** The PostgreSQL server to test against: DATABASE_URL, or the local one CI machines run. */
async function postgresAdminUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (await isReachable('127.0.0.1', 5432)) return 'postgres://postgres@127.0.0.1:5432/test';
  return undefined;
}

/**
 * The CMS files run on SQLite as well when PostgreSQL runs the whole suite: the ones whose code takes
 * a path of its own per database (raw SQL, locks, unique indexes, outages, backups), the demo's seed
 * (what `npm start` does), and the sweeps of every door (a small school server may run on SQLite).
 * Everything else goes through Strapi's query engine alike on both, and the browser suite runs the
 * whole product on SQLite. Without PostgreSQL, SQLite runs every file.
 */
const ON_SQLITE_TOO = [
  'backup-restore',
  'billing',
  'database-outage',
  'demo-catalogue',
  'durability',
  'every-door',
  'file-doors',
  'member-accounts',
  'playlist-rows',
  'reach-report',
  'reminders',
  'response-cache',
  'school-invoices',
  'school-record',
  'sign-in',
  'staff-room',
  'taught-entry-writes',
  'teaching-access',
  'teaching-record',
].map((name) => `tests/${name}.test.ts`);

/**
 * Runs one half of the integration suite on a throw-away database created on that server, dropped
 * after. The two halves run side by side (each a Strapi at a time, on one of the machine's cores).
 */
async function integrationOnPostgres(adminUrl, shard, redisUrl) {
  const { Client } = createRequire(path.join(cmsDir, 'package.json'))('pg');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const database = `classroom_test_${process.pid}_${Date.now()}_${shard.replace('/', 'of')}`;
  // The test instances share this database, so they share what it refers to, as production
  // instances do: the uploaded files and the secrets (one data folder for the whole half).
  const sharedDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-pg-'));
  try {
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    await run(npm, ['test', '--silent', '--', `--shard=${shard}`], {
      cwd: cmsDir,
      env: { ...process.env, DATABASE_URL: url.toString(), CMS_TEST_SHARED_DATA_DIR: sharedDataDir, ...(redisUrl && { TEST_REDIS_URL: redisUrl }) },
      prefix: `[postgres ${shard}]`,
    });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
    await admin.end();
    fs.rmSync(sharedDataDir, { recursive: true, force: true });
  }
}

/** Runs every task to its end (so each cleans up), then fails with the first failure. */
async function allSettled(tasks) {
  const failed = (await Promise.allSettled(tasks)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

const startedAt = Date.now();
try {
  await step('Installing what the tests need', async () => {
    for (const dir of [root, cmsDir, webDir, e2eDir]) await ensureInstalled(dir);
    await ensureChromium();
  });
  await step('Type-checking the CMS, the site and the browser tests', async () => {
    await run(npm, ['run', 'typecheck', '--silent'], { cwd: cmsDir });
    await run(npm, ['run', 'typecheck', '--silent'], { cwd: webDir });
    await run(npm, ['run', 'typecheck', '--silent'], { cwd: e2eDir });
  });
  await step('Linting', () => run(npm, ['run', 'lint', '--silent'], { cwd: root }));
  await step('Unit tests (start and test scripts, deployment files, references to docs/product.md, the Stripe and OpenID stand-ins, the tests’ Redis)', () =>
    run(
      process.execPath,
      [
        '--test',
        'scripts/lib/project.test.mjs',
        'scripts/lib/deployment.test.mjs',
        'scripts/lib/doc-references.test.mjs',
        'scripts/lib/stripe-stand-in.test.mjs',
        'scripts/lib/oidc-stand-in.test.mjs',
        'scripts/lib/test-redis.test.mjs',
      ],
      { cwd: root },
    ),
  );
  await step('Unit tests (site)', () => run(npm, ['test', '--silent'], { cwd: webDir }));
  await step('Building the CMS and the site', async () => {
    await ensureCmsBuilt();
    await ensureWebBuilt();
  });
  await step('Bundle budget (first visit to / at most 150 KB of JavaScript gzipped)', () =>
    run(process.execPath, ['scripts/bundle-budget.mjs'], { cwd: webDir }),
  );
  const pgUrl = await postgresAdminUrl();
  if (pgUrl) {
    await step('CMS integration tests on PostgreSQL (every file, in two halves side by side)', async () => {
      const redis = await redisForTests();
      try {
        await allSettled(['1/2', '2/2'].map((shard) => integrationOnPostgres(pgUrl, shard, redis.url)));
      } finally {
        await redis.stop();
      }
    });
  } else {
    log('No PostgreSQL reachable (DATABASE_URL unset, nothing on 127.0.0.1:5432): every CMS file runs on SQLite, and the PostgreSQL run is skipped.');
  }
  const sqliteFiles = pgUrl ? ON_SQLITE_TOO : [];
  for (const file of sqliteFiles) if (!fs.existsSync(path.join(cmsDir, file))) throw new Error(`scripts/test.mjs names ${file}, which apps/cms does not have`);
  await step(`CMS integration tests on SQLite (${pgUrl ? 'the files with a path per database' : 'every file'}, two at a time)`, () =>
    run(npm, ['test', '--silent', '--', '--fileParallelism', '--maxWorkers=2', ...sqliteFiles], { cwd: cmsDir, env: { ...process.env, DATABASE_URL: '' } }),
  );
  await step('Browser tests (Playwright, Debian chromium)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
    try {
      const env = { ...process.env, E2E_PORT: String(await freePort()), E2E_DATA_DIR: dataDir, DATABASE_URL: '' };
      await run(npm, ['test', '--silent'], { cwd: e2eDir, env });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
} catch (error) {
  console.error(`\n\x1b[31m✗ ${error.message}\x1b[0m`);
  process.exit(1);
}

console.log('\nAll checks passed:');
for (const [name, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
console.log(`  ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(6)} s  in all`);
