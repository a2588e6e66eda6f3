/**
 * One start at a time on a PostgreSQL database (docs/operations.md, "Several processes"). Strapi's
 * start changes the schema (its migrations) and ours seeds the first start's content; two instances
 * doing that at once on one empty database collide (one stops with `duplicate key value violates
 * unique constraint "pg_type_typname_nsp_index"` as both create the same table) and would seed twice.
 * So each start takes a PostgreSQL advisory lock before Strapi's own start touches the database
 * (register) and lets it go once our bootstrap, seed included, has finished: the other instances
 * wait, then find the schema made and the content seeded, and add nothing. The lock is held by a
 * connection of its own, so a start that dies lets it go with its connection. SQLite is one process's
 * file: no lock.
 */
import type { Core } from '@strapi/strapi';
import { Client, type ClientConfig } from 'pg';

/** Any fixed number: advisory locks are per database, and nothing else of ours takes one. */
const START_LOCK = 7_260_419_033;

let holder: Client | undefined;

export async function takeStartLock(strapi: Core.Strapi): Promise<void> {
  const { client, connection } = strapi.config.get('database.connection') as { client: string; connection: ClientConfig };
  if (client !== 'postgres' || holder) return;
  const pg = new Client(connection);
  pg.on('error', () => {
    // A connection lost while holding the lock: the lock has gone with it, and the start fails on its own queries.
  });
  await pg.connect();
  const { rows } = await pg.query('SELECT pg_try_advisory_lock($1) AS taken', [START_LOCK]);
  if (!rows[0].taken) {
    strapi.log.info('Another instance is starting on this database (migrations, first seed): waiting for it to finish');
    await pg.query('SELECT pg_advisory_lock($1)', [START_LOCK]);
    strapi.log.info('The other instance has started; starting');
  }
  holder = pg;
}

export async function releaseStartLock(): Promise<void> {
  const pg = holder;
  holder = undefined;
  if (!pg) return;
  await pg.query('SELECT pg_advisory_unlock($1)', [START_LOCK]).catch(() => undefined);
  await pg.end().catch(() => undefined);
}
