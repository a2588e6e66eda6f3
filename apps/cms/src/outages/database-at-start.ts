/**
 * The database at start (docs/outages.md). Before Strapi touches its database, the start makes
 * sure it can:
 * - PostgreSQL that cannot be reached (refused, timed out, a name that does not resolve yet, a
 *   server still starting): one log line per attempt, trying again after 1, 2, 4, 8 then every 15
 *   seconds, until it answers (the start goes on) or DATABASE_START_TIMEOUT_SECONDS (default 180)
 *   have passed (the start stops, exit code 1, with one line saying why). A server that answers but
 *   refuses us (wrong password, no such database) stops the start at once: waiting will not help.
 * - SQLite whose file cannot be opened: the start stops at once with the file's path.
 * Messages name the database by host and port only, never with the password in DATABASE_URL.
 */
import type { Core } from '@strapi/strapi';
import { Client, type ClientConfig } from 'pg';
import { databaseStartTimeoutSeconds } from '../runtime/settings';
import { isDatabaseUnavailable, reasonOf } from './database-errors';

const ATTEMPT_TIMEOUT_MS = 5000;
const FIRST_RETRY_SECONDS = 1;
const LONGEST_RETRY_SECONDS = 15;

/** A start that cannot go on. Its message says everything: no stack, which would only bury it. */
export class StartStopped extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartStopped';
    this.stack = undefined;
  }
}

interface DatabaseConnection {
  client: string;
  connection: ClientConfig & { filename?: string; host?: string; port?: number };
}

/** host:port of a PostgreSQL connection, without user or password. */
export function locationOf(connection: DatabaseConnection['connection']): string {
  if (typeof connection.connectionString === 'string') {
    try {
      const url = new URL(connection.connectionString);
      return `${url.hostname || 'localhost'}:${url.port || 5432}`;
    } catch {
      return 'DATABASE_URL (not a valid URL)';
    }
  }
  return `${connection.host ?? 'localhost'}:${connection.port ?? 5432}`;
}

async function connectOnce(connection: ClientConfig): Promise<void> {
  const client = new Client({ ...connection, connectionTimeoutMillis: ATTEMPT_TIMEOUT_MS });
  client.on('error', () => {
    // A connection lost after connect() rejected is already reported by that rejection.
  });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForPostgres(strapi: Core.Strapi, connection: ClientConfig): Promise<void> {
  const where = locationOf(connection);
  const timeoutSeconds = databaseStartTimeoutSeconds();
  const deadline = Date.now() + timeoutSeconds * 1000;
  for (let attempt = 1; ; attempt++) {
    try {
      await connectOnce(connection);
      if (attempt > 1) strapi.log.info(`The database at ${where} answered (attempt ${attempt}); starting.`);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        throw new StartStopped(`The database at ${where} refused the connection: ${reasonOf(error)}. Check DATABASE_URL.`);
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new StartStopped(
          `The database at ${where} could not be reached within ${timeoutSeconds} s (${attempt} attempts, last: ${reasonOf(error)}); giving up. ` +
            'Check that PostgreSQL is running and that DATABASE_URL names it; DATABASE_START_TIMEOUT_SECONDS sets how long a start waits.',
        );
      }
      const waitMs = Math.min(Math.min(LONGEST_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** (attempt - 1)) * 1000, left);
      strapi.log.warn(`The database at ${where} cannot be reached (${reasonOf(error)}); trying again in ${Math.ceil(waitMs / 1000)}s (attempt ${attempt})`);
      await sleep(waitMs);
    }
  }
}

async function checkSqliteFile(strapi: Core.Strapi, filename: string): Promise<void> {
  try {
    await strapi.db.connection.raw('SELECT 1');
  } catch (error) {
    throw new StartStopped(`The SQLite database ${filename} cannot be opened (${reasonOf(error)}). Check that DATA_DIR names a folder this user can write to.`);
  }
}

/** Resolves once the database answers; throws StartStopped when the start should stop. */
export async function waitForDatabase(strapi: Core.Strapi): Promise<void> {
  const { client, connection } = strapi.config.get('database.connection') as DatabaseConnection;
  if (client === 'postgres') await waitForPostgres(strapi, connection);
  else if (client === 'sqlite') await checkSqliteFile(strapi, connection.filename ?? '(no file name)');
}
