// `npm run backup`: a backup of the CMS's data into one new folder under BACKUP_DIR (default
// ./backups), safe while the CMS is running and writing (apps/cms/docs/operations.md):
//   database.sqlite   an online copy of the SQLite database (SQLite's backup API: one consistent
//                     snapshot, taken without stopping the CMS's writes), or, when DATABASE_URL is set,
//   database.dump     a pg_dump custom-format archive of the PostgreSQL database (pg_dump on PATH);
//   uploads/          the uploaded files (DATA_DIR/public/uploads);
//   dev-secrets.json  the development secrets, when the data folder has them (see the docs: without
//                     them the restored tokens and encrypted API keys no longer open);
//   manifest.json     what the backup holds and the result of its integrity check.
// Everything written is readable by its owner only (folders 0700, files 0600): a backup holds every
// account's password hash, the uploads and, in development, the secrets.
// The folder is written under a temporary name and renamed when complete, so a folder with a
// manifest is a finished backup. Exit code 1 when the copy fails its integrity check (the backup is
// kept: it may still be the best copy there is).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyTree, dataFolder, listFiles, openSqlite, pgDatabaseName, resolveDataDir } from './lib/data-store.mjs';
import { checkSqlite } from './lib/integrity.mjs';
import { log, root } from './lib/project.mjs';

const BACKUP_FORMAT = 1;

// What this process and pg_dump create is owner-only from the start, not only once chmod has run.
process.umask(0o077);

const folder = dataFolder(resolveDataDir());
const databaseUrl = process.env.DATABASE_URL || undefined;
const backupDir = path.resolve(process.env.BACKUP_DIR || path.join(root, 'backups'));

function fail(message) {
  console.error(`\n✗ ${message}`);
  process.exit(2);
}

function backupName() {
  const stamp = new Date()
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d+Z$/, 'Z');
  let name = `classroom-${stamp}`;
  for (let n = 2; fs.existsSync(path.join(backupDir, name)); n++) name = `classroom-${stamp}-${n}`;
  return name;
}

/** The SQLite copy: one backup step over every page, so it is one snapshot whatever the CMS writes meanwhile. */
async function backupSqlite(target) {
  const source = openSqlite(folder.database, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 10000');
    // better-sqlite3 asks this callback how many pages to copy next: all of them, in one step.
    await source.backup(target, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  // A self-contained file: no write-ahead log beside it.
  const copy = openSqlite(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  fs.chmodSync(target, 0o600);
}

function backupPostgres(target) {
  const pgDump = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
  if (pgDump.error) {
    throw new Error(
      'DATABASE_URL is set but pg_dump is not on PATH. Install the PostgreSQL client tools (same major version as the server or newer), ' +
        'or dump by hand: pg_dump --format=custom --no-owner --file=database.dump "$DATABASE_URL" (apps/cms/docs/operations.md).',
    );
  }
  // --format=custom is one consistent snapshot (a repeatable-read transaction), compressed, for pg_restore.
  const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, databaseUrl], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (dump.status !== 0) throw new Error(`pg_dump failed (exit code ${dump.status}), see above.`);
  // Reading the archive's table of contents proves it is complete and readable.
  const list = spawnSync('pg_restore', ['--list', target], { encoding: 'utf8' });
  if (list.status !== 0) throw new Error(`pg_restore cannot read the archive pg_dump wrote: ${list.stderr}`);
  fs.chmodSync(target, 0o600);
  return { version: pgDump.stdout.trim(), entries: list.stdout.split('\n').filter((line) => line && !line.startsWith(';')).length };
}

/** Makes a copied tree owner-only: the copy keeps the source's modes (uploads are 0644 on the server). */
function ownerOnly(tree) {
  fs.chmodSync(tree, 0o700);
  for (const entry of fs.readdirSync(tree, { recursive: true, withFileTypes: true })) {
    const entryPath = path.join(entry.parentPath ?? entry.path, entry.name);
    if (entry.isDirectory()) fs.chmodSync(entryPath, 0o700);
    else if (entry.isFile()) fs.chmodSync(entryPath, 0o600);
  }
}

if (!databaseUrl && !fs.existsSync(folder.database)) fail(`There is no database at ${folder.database} (is DATA_DIR right?).`);
const started = Date.now();
const name = backupName();
const staging = path.join(backupDir, `.${name}.partial`);
fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
fs.chmodSync(staging, 0o700);
try {
  log(`Backing up ${databaseUrl ? `the PostgreSQL database ${pgDatabaseName(databaseUrl)}` : folder.database} and ${folder.uploads}`);
  const manifest = { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), database: databaseUrl ? 'postgres' : 'sqlite', source: folder.dataDir };
  // The database first, then the uploads: every file the snapshot refers to already existed when it
  // was taken (uploads are never changed in place), so copying them after finds them all, unless
  // one was deleted in between, which the check below reports.
  if (databaseUrl) {
    manifest.postgres = { database: pgDatabaseName(databaseUrl), ...backupPostgres(path.join(staging, 'database.dump')) };
  } else {
    await backupSqlite(path.join(staging, 'database.sqlite'));
  }
  if (fs.existsSync(folder.uploads)) copyTree(folder.uploads, path.join(staging, 'uploads'));
  else fs.mkdirSync(path.join(staging, 'uploads'));
  ownerOnly(path.join(staging, 'uploads'));
  manifest.uploads = listFiles(path.join(staging, 'uploads')).length;
  if (fs.existsSync(folder.secrets)) {
    fs.copyFileSync(folder.secrets, path.join(staging, 'dev-secrets.json'));
    fs.chmodSync(path.join(staging, 'dev-secrets.json'), 0o600);
  }
  manifest.devSecrets = fs.existsSync(folder.secrets);
  // The copy is checked, not the live database: this is the file a restore will use. (A PostgreSQL
  // archive is checked once restored: `npm run check-database` after `npm run restore`.)
  manifest.check = databaseUrl
    ? { problems: [], notes: ['pg_dump archive read back with pg_restore --list; run npm run check-database after restoring it'] }
    : await checkSqlite(path.join(staging, 'database.sqlite'), { uploadsDir: path.join(staging, 'uploads') });
  fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  const final = path.join(backupDir, name);
  fs.renameSync(staging, final);

  console.log(
    `\nBackup written to ${final} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `the ${manifest.database === 'sqlite' ? 'SQLite database' : 'PostgreSQL archive'}, ${manifest.uploads} uploaded files${manifest.devSecrets ? ', the development secrets' : ''}.`,
  );
  const shown = path.relative(process.cwd(), final);
  console.log(`Restore it with: npm run restore -- ${shown.startsWith('..') ? final : shown}`);
  if (manifest.check.problems.length) {
    console.error(`\n✗ The copy's integrity check found ${manifest.check.problems.length} problem(s):`);
    for (const problem of manifest.check.problems) console.error(`  ${problem}`);
    process.exitCode = 1;
  }
} catch (error) {
  fs.rmSync(staging, { recursive: true, force: true });
  fail(`The backup failed and nothing was kept: ${error.message}`);
}
