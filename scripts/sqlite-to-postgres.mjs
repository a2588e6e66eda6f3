// Moves a laptop's data (the SQLite data folder `npm start` made) into a PostgreSQL deployment, with
// Strapi's own data transfer: `strapi export` from the SQLite database, then `strapi import` into the
// database DATABASE_URL names, run as Strapi's command line runs them (its own commands, options and
// checks), except that Strapi is loaded from the built CMS (apps/cms/dist) as scripts/serve.js loads
// it, without compiling the TypeScript sources: so it also runs inside the production image, which
// has no sources and no TypeScript (docs/deploy.md, "Move a laptop's data into it").
//
//   DATABASE_URL=postgres://... [DATA_DIR=<target data folder>] node scripts/sqlite-to-postgres.mjs <SQLite data folder> [--force]
//
// What moves: every content type's entries (the catalogue, teachers and their profiles, playlists,
// custom units, subscriptions, school accounts...), the media library's records and the uploaded
// files (written into DATA_DIR/public/uploads: in the compose deployment, the shared volume), and
// Strapi's stored settings. What does not (Strapi's transfer leaves out everything of the admin
// panel's own): editors' and administrators' admin accounts, admin roles and API tokens. The target's
// own admin accounts stay; create the editors there. Teachers keep their passwords (the hashes move)
// but log in again (their tokens were signed with the laptop's JWT_SECRET).
//
// The import REPLACES the target's content: it refuses when the target database already has teachers,
// unless --force. It refuses while another session uses the target database (a running CMS: stop the
// app instances first), and when the laptop's database holds the demo's teacher logins (production
// would refuse to start with them). The laptop's data folder is only read: the export runs on a copy.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { dataFolder, openSqlite, otherPgSessions, pgDatabaseName, resolveDataDir, withPg } from './lib/data-store.mjs';
import { checkDatabase } from './lib/integrity.mjs';
import { cmsDir, log } from './lib/project.mjs';

const self = new URL(import.meta.url).pathname;
/** Rows in the tables both sides should agree on, for the summary. */
const COUNTED = ['up_users', 'user_profiles', 'subscriptions', 'memberships', 'playlists', 'custom_schemes', 'lessons', 'activity_pages', 'files'];

const step = process.argv.find((arg) => arg.startsWith('--step='))?.slice('--step='.length);

if (step) {
  await runStrapiCommand(step, process.argv.find((arg) => arg.startsWith('--file='))?.slice('--file='.length));
} else {
  await main();
}

/**
 * In a child process: Strapi's own `export` or `import` command. Strapi's command line compiles the
 * TypeScript sources before loading Strapi (createStrapiInstance); here the same commands load the
 * built CMS instead, as scripts/serve.js does. The commands end the process themselves.
 */
async function runStrapiCommand(name, file) {
  const requireFromCms = createRequire(path.join(cmsDir, 'package.json'));
  const strapiDir = path.dirname(requireFromCms.resolve('@strapi/strapi/package.json'));
  const cliModule = (relative) => createRequire(path.join(strapiDir, 'package.json'))(path.join(strapiDir, 'dist', 'src', 'cli', relative));
  const transferUtils = cliModule('utils/data-transfer.js');
  transferUtils.createStrapiInstance = async () => {
    const { createStrapi } = requireFromCms('@strapi/strapi');
    const app = createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') });
    app.log.level = 'error';
    return app.load();
  };
  const args = name === 'export' ? ['--no-encrypt', '--file', file] : ['--file', file, '--force'];
  await cliModule(`commands/${name}/command.js`)().parseAsync(args, { from: 'user' });
}

function fail(message) {
  console.error(`\n✗ ${message}`);
  process.exit(2);
}

function child(stepName, file, env) {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [self, `--step=${stepName}`, `--file=${file}`], { cwd: cmsDir, env: { ...process.env, ...env }, stdio: 'inherit' });
    proc.on('error', reject);
    proc.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`strapi ${stepName} stopped with ${signal ?? `exit code ${code}`}`))));
  });
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const named = args.filter((arg) => !arg.startsWith('--'));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (named.length !== 1) fail('Usage: DATABASE_URL=postgres://... node scripts/sqlite-to-postgres.mjs <SQLite data folder> [--force]');
  if (!databaseUrl) fail('Set DATABASE_URL to the PostgreSQL database to move the data into.');
  const source = dataFolder(path.resolve(named[0]));
  const target = dataFolder(resolveDataDir());
  if (!fs.existsSync(source.database)) fail(`${source.database} does not exist: give the data folder of a SQLite instance (the folder holding cms.db).`);
  if (path.resolve(source.uploads) === path.resolve(target.uploads))
    fail('The SQLite data folder and DATA_DIR are the same folder: point DATA_DIR at the deployment’s data folder.');

  const database = pgDatabaseName(databaseUrl);
  const sessions = await otherPgSessions(databaseUrl).catch((error) => fail(`Cannot connect to ${database}: ${error.message}`));
  if (sessions.length) fail(`${sessions.length} other session(s) are connected to ${database} (a running CMS?). Stop the app instances first.`);
  const counts = async () =>
    withPg(databaseUrl, async (client) => {
      const result = {};
      for (const table of COUNTED) {
        const { rows } = await client.query('SELECT to_regclass($1) AS t', [table]);
        result[table] = rows[0].t ? Number((await client.query(`SELECT count(*) AS n FROM "${table}"`)).rows[0].n) : 0;
      }
      return result;
    });
  const before = await counts();
  if (before.up_users > 0 && !force)
    fail(`${database} already has ${before.up_users} teacher account(s): the import replaces its content. Add --force to replace it.`);

  // A consistent copy of the laptop's database (SQLite's backup API, as `npm run backup` takes it),
  // beside its uploads: the export's Strapi start may migrate its schema, which the copy takes.
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-to-postgres-'));
  try {
    log(`Copying ${source.database}`);
    const db = openSqlite(source.database, { fileMustExist: true, readonly: true });
    try {
      await db.backup(path.join(work, 'cms.db'), { progress: () => 0x7fffffff });
    } finally {
      db.close();
    }
    const sourceCounts = {};
    const copy = openSqlite(path.join(work, 'cms.db'), { readonly: true });
    try {
      for (const table of COUNTED) {
        const exists = copy.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table);
        sourceCounts[table] = exists ? copy.prepare(`SELECT count(*) AS n FROM "${table}"`).get().n : 0;
      }
    } finally {
      copy.close();
    }
    // Production refuses to start on a database holding the demo's teacher logins (their passwords
    // are public; apps/cms/src/setup/no-demo-logins.ts): they are removed on the laptop first.
    const { DEMO_ACCOUNTS } = await import(path.join(cmsDir, 'dist', 'src', 'seed', 'demo-accounts.js'));
    const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);
    const check = openSqlite(path.join(work, 'cms.db'), { readonly: true });
    const demo = check.prepare(`SELECT email FROM up_users WHERE email IN (${demoEmails.map(() => '?').join(', ')})`).all(...demoEmails);
    check.close();
    if (demo.length) {
      throw new Error(
        `The SQLite database holds the demo's teacher logins (${demo.map((row) => row.email).join(', ')}), whose passwords are public; ` +
          'production refuses to start with them. On the laptop, start with SEED_DEMO=false (`SEED_DEMO=false npm start`), delete those teachers ' +
          'in the admin panel (Content Manager > User), stop it, and run this again.',
      );
    }
    fs.mkdirSync(path.join(work, 'public'));
    fs.symlinkSync(source.uploads, path.join(work, 'public', 'uploads'));

    // One process each, on SQLite then on PostgreSQL; no demo seed, one process, no Redis.
    const common = { SEED_DEMO: 'false', CMS_PROCESSES: '1', REDIS_URL: '' };
    const archive = path.join(work, 'export');
    log('strapi export (from the SQLite copy)');
    // The export's Strapi runs as development does (its own secrets in the copy's folder, no demo
    // seed): the data is a development instance's, and production settings are not needed to read it.
    await child('export', archive, { ...common, NODE_ENV: 'development', DATABASE_URL: '', DATA_DIR: work });
    log(`strapi import (into ${database}; uploaded files into ${target.uploads})`);
    fs.mkdirSync(target.uploads, { recursive: true });
    // The import's Strapi runs with the deployment's own settings (in the image: production, its secrets).
    await child('import', `${archive}.tar.gz`, { ...common, DATABASE_URL: databaseUrl, DATA_DIR: target.dataDir });

    const after = await counts();
    console.log('\nRows (SQLite → PostgreSQL):');
    for (const table of COUNTED)
      console.log(
        `  ${table.padEnd(14)} ${String(sourceCounts[table]).padStart(6)} → ${after[table]}${sourceCounts[table] === after[table] ? '' : '   ✗ differs'}`,
      );
    const result = await checkDatabase({ databaseUrl, uploadsDir: target.uploads });
    for (const note of result.notes) console.log(`  ${note}`);
    for (const problem of result.problems) console.log(`  ✗ ${problem}`);
    const differs = COUNTED.some((table) => sourceCounts[table] !== after[table]);
    console.log(
      differs || result.problems.length
        ? '\n✗ The move finished, but the database differs from the SQLite one or fails its check (above).'
        : '\n✓ Moved. Start the app instances; create the editors’ admin accounts in the admin panel (they do not move).',
    );
    process.exitCode = differs || result.problems.length ? 1 : 0;
  } catch (error) {
    console.error(`\n✗ ${error.message}`);
    process.exitCode = 2;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
