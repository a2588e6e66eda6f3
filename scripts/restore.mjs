// `npm run restore -- <backup> [--force]`: puts a backup made by `npm run backup` back into DATA_DIR
// (default ./data) and, for a PostgreSQL backup, into the database DATABASE_URL names
// (apps/cms/docs/operations.md). <backup> is the backup's folder, or its name under BACKUP_DIR.
//
// It refuses while a CMS is running on the target (a process holding the SQLite file open, or
// another session connected to the PostgreSQL database), and refuses to replace data that is
// already there (a database, uploaded files or development secrets) unless --force is given. The
// restored database is checked (`npm run check-database`) before it reports success.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  copyTree,
  dataFolder,
  isEmptyFolder,
  otherPgSessions,
  pgDatabaseName,
  processesUsing,
  resolveDataDir,
  sqliteFiles,
  withPg,
} from './lib/data-store.mjs';
import { checkDatabase } from './lib/integrity.mjs';
import { log, root } from './lib/project.mjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const named = args.filter((arg) => !arg.startsWith('--'));
const folder = dataFolder(resolveDataDir());
const databaseUrl = process.env.DATABASE_URL || undefined;
const backupDir = path.resolve(process.env.BACKUP_DIR || path.join(root, 'backups'));

function refuse(message) {
  console.error(`\n✗ ${message}`);
  process.exit(2);
}

if (named.length !== 1) refuse('Usage: npm run restore -- <backup folder or name> [--force]');
const backup = [path.resolve(named[0]), path.join(backupDir, named[0])].find((candidate) => fs.existsSync(path.join(candidate, 'manifest.json')));
if (!backup) refuse(`${named[0]} is not a finished backup (no manifest.json there, nor under ${backupDir}).`);
const manifest = JSON.parse(fs.readFileSync(path.join(backup, 'manifest.json'), 'utf8'));
if (manifest.format !== 1) refuse(`${backup} was written in backup format ${manifest.format}, which this version cannot read.`);

if (manifest.database === 'sqlite' && databaseUrl) {
  refuse(
    'This backup holds the embedded SQLite database, but DATABASE_URL is set: unset it to restore into DATA_DIR. ' +
      '(Moving from SQLite to PostgreSQL is not a restore: see apps/cms/docs/operations.md.)',
  );
}
if (manifest.database === 'postgres' && !databaseUrl) {
  refuse('This backup holds a PostgreSQL archive: set DATABASE_URL to the (new, empty) database to restore it into.');
}

// Not while a CMS is running on the target: it would keep writing to what is being replaced.
if (databaseUrl) {
  const sessions = await otherPgSessions(databaseUrl);
  if (sessions.length) refuse(`${sessions.length} other session(s) are connected to ${pgDatabaseName(databaseUrl)} (a running CMS?): stop them first.`);
}
const users = databaseUrl ? [] : processesUsing(sqliteFiles(folder.database));
if (users?.length) refuse(`A process (pid ${users.join(', ')}) has ${folder.database} open: stop the CMS running on ${folder.dataDir} first.`);

// Not over existing data, unless asked.
const existing = [];
if (!databaseUrl && sqliteFiles(folder.database).some((file) => fs.existsSync(file))) existing.push('a database (cms.db)');
if (databaseUrl) {
  const tables = await withPg(
    databaseUrl,
    async (client) => (await client.query('SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = current_schema()')).rows[0].n,
  );
  if (tables) existing.push(`${tables} tables in ${pgDatabaseName(databaseUrl)}`);
}
if (!isEmptyFolder(folder.uploads)) existing.push('uploaded files');
if (fs.existsSync(folder.secrets)) existing.push('development secrets (dev-secrets.json)');
if (existing.length && !force) {
  refuse(
    `The target already holds data: ${existing.join(', ')}. Restore into an empty DATA_DIR${databaseUrl ? ' and database' : ''}, or add --force to replace it.`,
  );
}

const started = Date.now();
log(`Restoring ${backup} (made ${manifest.createdAt}) into ${folder.dataDir}${databaseUrl ? ` and ${pgDatabaseName(databaseUrl)}` : ''}`);
fs.mkdirSync(path.dirname(folder.uploads), { recursive: true });

// Uploads and secrets first, the database last: a restore cut short leaves no database behind that
// refers to files that are not there.
const incomingUploads = `${folder.uploads}.restoring`;
fs.rmSync(incomingUploads, { recursive: true, force: true });
copyTree(path.join(backup, 'uploads'), incomingUploads);
fs.rmSync(folder.uploads, { recursive: true, force: true });
fs.renameSync(incomingUploads, folder.uploads);
if (fs.existsSync(path.join(backup, 'dev-secrets.json'))) {
  fs.copyFileSync(path.join(backup, 'dev-secrets.json'), folder.secrets);
  fs.chmodSync(folder.secrets, 0o600);
} else {
  fs.rmSync(folder.secrets, { force: true });
}

if (databaseUrl) {
  const restore = spawnSync(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(force ? ['--clean', '--if-exists'] : []),
      `--dbname=${databaseUrl}`,
      path.join(backup, 'database.dump'),
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (restore.error) refuse('pg_restore is not on PATH: install the PostgreSQL client tools, or see apps/cms/docs/operations.md for the manual steps.');
  if (restore.status !== 0) refuse(`pg_restore failed (exit code ${restore.status}); the database was left as it was (one transaction).`);
} else {
  const incoming = `${folder.database}.restoring`;
  fs.copyFileSync(path.join(backup, 'database.sqlite'), incoming);
  fs.chmodSync(incoming, 0o600);
  for (const file of sqliteFiles(folder.database)) fs.rmSync(file, { force: true });
  fs.renameSync(incoming, folder.database);
}

const check = await checkDatabase({ databaseUrl, database: folder.database, uploadsDir: folder.uploads });
console.log(
  `\nRestored in ${((Date.now() - started) / 1000).toFixed(1)} s: ${manifest.uploads} uploaded files${fs.existsSync(folder.secrets) ? ', the development secrets' : ''} and the database.`,
);
if (check.problems.length) {
  console.error(`✗ The restored database's integrity check found ${check.problems.length} problem(s):`);
  for (const problem of check.problems) console.error(`  ${problem}`);
  process.exitCode = 1;
} else {
  console.log('The restored database passed its integrity check. Start the CMS on it as usual (npm start).');
}
