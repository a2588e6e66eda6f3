// Where a CMS instance keeps its data, and the database drivers to reach it, for the operations
// scripts (backup, restore, check-database). Plain Node: the drivers are loaded from the CMS's own
// node_modules (better-sqlite3, pg), so nothing but the CMS's install is needed.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cmsDir, root } from './project.mjs';

const requireFromCms = createRequire(path.join(cmsDir, 'package.json'));

/** The data folder, as `npm start` and the CMS resolve it: DATA_DIR, or ./data at the repository root. */
export function resolveDataDir(env = process.env) {
  return path.resolve(env.DATA_DIR || path.join(root, 'data'));
}

/** The parts of a data folder; the CMS creates them on first start (apps/cms/src/runtime/settings.ts). */
export function dataFolder(dataDir) {
  return {
    dataDir,
    database: path.join(dataDir, 'cms.db'),
    uploads: path.join(dataDir, 'public', 'uploads'),
    secrets: path.join(dataDir, 'dev-secrets.json'),
  };
}

/** The SQLite files of one database: the main file and, in WAL mode, its log and shared index. */
export function sqliteFiles(database) {
  return [database, `${database}-wal`, `${database}-shm`, `${database}-journal`];
}

export function openSqlite(file, options = {}) {
  let Database;
  try {
    Database = requireFromCms('better-sqlite3');
  } catch {
    throw new Error('better-sqlite3 is not installed: run `npm start` (or `npm install` in apps/cms) once first.');
  }
  return new Database(file, options);
}

export function pgClient(connectionString) {
  let pg;
  try {
    pg = requireFromCms('pg');
  } catch {
    throw new Error('pg is not installed: run `npm start` (or `npm install` in apps/cms) once first.');
  }
  return new pg.Client({ connectionString });
}

/** Runs `work` with a connected PostgreSQL client, closed afterwards. */
export async function withPg(connectionString, work) {
  const client = pgClient(connectionString);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The database name in a PostgreSQL URL. */
export function pgDatabaseName(connectionString) {
  return decodeURIComponent(new URL(connectionString).pathname.replace(/^\//, ''));
}

/**
 * The processes (other than this one) that have any of `files` open, found through /proc on Linux:
 * a CMS running on a data folder keeps its database open. Elsewhere answers null (unknown).
 */
export function processesUsing(files) {
  if (process.platform !== 'linux' || !fs.existsSync('/proc/self/fd')) return null;
  // /proc names the real path: resolve symbolic links in ours (e.g. a DATA_DIR under a linked folder).
  const real = (file) => {
    try {
      return fs.realpathSync(file);
    } catch {
      return path.resolve(file);
    }
  };
  const targets = new Set(files.map(real));
  const found = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let descriptors;
    try {
      descriptors = fs.readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or not ours to look at
    }
    for (const fd of descriptors) {
      let target;
      try {
        target = fs.readlinkSync(`/proc/${entry}/fd/${fd}`);
      } catch {
        continue;
      }
      if (targets.has(target)) {
        found.push(Number(entry));
        break;
      }
    }
  }
  return found;
}

/** Sessions other than ours connected to the database a PostgreSQL URL names (a running CMS holds some). */
export async function otherPgSessions(connectionString) {
  const database = pgDatabaseName(connectionString);
  return withPg(connectionString, async (client) => {
    const { rows } = await client.query('SELECT pid, application_name, client_addr FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
      database,
    ]);
    return rows;
  });
}

/** Whether a folder is missing or empty. */
export function isEmptyFolder(folder) {
  return !fs.existsSync(folder) || fs.readdirSync(folder).length === 0;
}

/** Copies a folder tree (files and folders only), keeping modification times. */
export function copyTree(from, to) {
  fs.cpSync(from, to, { recursive: true, preserveTimestamps: true, errorOnExist: false, force: true });
}

/** Files under a folder, relative to it, sorted. */
export function listFiles(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}
