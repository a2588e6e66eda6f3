import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { dataDir, ensureDataDirs } from '../src/runtime/settings';
import { knexLog } from '../src/outages/knex-log';

/**
 * Every SQLite connection writes ahead (WAL) and syncs each commit (docs/operations.md). A commit
 * is in the operating system's hands before it returns in any journal mode, so it survives the CMS
 * being killed; `synchronous = FULL` also fsyncs the log on every commit, so an acknowledged save
 * survives a power cut or an OS crash too (NORMAL could lose the last commits then). WAL lets
 * readers, such as `npm run backup`, read a consistent snapshot without blocking the CMS's writes.
 */
function sqliteDurability(connection: { pragma: (statement: string) => unknown }, done: (error: Error | null, connection: unknown) => void) {
  try {
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = FULL');
    done(null, connection);
  } catch (error) {
    done(error as Error, connection);
  }
}

/** SQLite in DATA_DIR by default; PostgreSQL when DATABASE_URL is set. */
const config = ({ env }: Core.Config.Shared.ConfigParams) => {
  const url = env('DATABASE_URL', '');
  if (url) {
    return {
      connection: {
        client: 'postgres',
        connection: { connectionString: url, ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: false } : false },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
        log: knexLog,
      },
    };
  }
  ensureDataDirs();
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.join(dataDir(), 'cms.db') },
      useNullAsDefault: true,
      pool: { afterCreate: sqliteDurability },
    },
  };
};

export default config;
