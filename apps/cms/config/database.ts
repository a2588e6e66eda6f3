import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { dataDir, ensureDataDirs } from '../src/runtime/settings';
import { knexLog } from '../src/outages/knex-log';

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
    },
  };
};

export default config;
