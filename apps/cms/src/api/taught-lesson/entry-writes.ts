/**
 * A new entry of the record written past the entity engine (issue 43; docs/teaching-record.md,
 * "How an entry is written"): its row, its owner's and its class's link rows and the reach report's
 * month bump (reach-report/month-summaries.ts) at once. Strapi's query engine sends each in a
 * statement of its own inside BEGIN and COMMIT and then reads the entry back: eight round trips to
 * the database for one lesson marked taught, the most frequent save of a school day.
 *
 * On PostgreSQL it is one statement (its parts, data-modifying WITH queries, succeed or fail
 * together, as a transaction's would); on SQLite, which runs inside the process and costs no round
 * trip, one transaction of four statements. Either way an idempotency key already used fails the
 * whole write (the unique index of ./indexes.ts) and leaves nothing behind.
 *
 * The rows are exactly those the query engine writes (each field through its type's conversion, a
 * new documentId, the three timestamps): tests/taught-entry-writes.test.ts compares them table by
 * table on both databases. Every table and column name comes from Strapi's metadata.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { fromRow } from '@strapi/database/dist/query/helpers/transform';
import { TAUGHT_LESSON_UID } from '../../content-types';
import { linkOf } from '../../runtime/link-tables';
import { newRowOf } from '../../runtime/new-rows';
import { bumpStatement, monthOf } from '../reach-report/month-summaries';

/** An entry's own fields as the service gives them (by attribute name; no relations). */
export type NewEntry = Record<string, unknown> & { taught_on: string };

export function entryWriter(strapi: Core.Strapi) {
  const knex = strapi.db.connection as unknown as Knex;
  const meta = strapi.db.metadata.get(TAUGHT_LESSON_UID);
  const owner = linkOf(strapi, TAUGHT_LESSON_UID, 'owner');
  const taughtTo = linkOf(strapi, TAUGHT_LESSON_UID, 'teaching_class');
  const onPostgres = strapi.db.dialect.client === 'postgres';

  const linkRow = (link: typeof owner, entryId: number, target: number) => ({ [link.joinColumn.name]: entryId, [link.inverseJoinColumn.name]: target });

  async function writeOnPostgres(row: Record<string, unknown>, ownerId: number, classId: number, month: string): Promise<Record<string, unknown>> {
    const linked = (link: typeof owner, target: number) =>
      knex.raw(`insert into ?? (??, ??) select id, ? from entry`, [link.name, link.joinColumn.name, link.inverseJoinColumn.name, target]);
    const bump = bumpStatement([month]);
    const write = (db: Knex) =>
      db.raw(`with entry as (?), owned as (?), taught_to as (?), bumped as (${bump.sql}) select * from entry`, [
        knex(meta.tableName).insert(row).returning('*'),
        linked(owner, ownerId),
        linked(taughtTo, classId),
        ...bump.bindings,
      ]);
    // Inside a caller's transaction (the demo's seed), on its connection: it may have made the class.
    const { rows } = (await (strapi.db.inTransaction() ? strapi.db.transaction(({ trx }) => write(trx)) : write(knex))) as {
      rows: Array<Record<string, unknown>>;
    };
    return rows[0];
  }

  async function writeInTransaction(row: Record<string, unknown>, ownerId: number, classId: number, month: string): Promise<Record<string, unknown>> {
    return strapi.db.transaction(async ({ trx }) => {
      const [written] = (await trx(meta.tableName).insert(row).returning('*')) as Array<Record<string, unknown>>;
      const id = Number(written.id);
      await trx(owner.name).insert(linkRow(owner, id, ownerId));
      await trx(taughtTo.name).insert(linkRow(taughtTo, id, classId));
      const bump = bumpStatement([month]);
      await trx.raw(bump.sql, bump.bindings);
      return written;
    });
  }

  /** Writes a new entry of the owner's, taught to the class of id `classId`; answers it as the query engine reads it. */
  return async function writeEntry(entry: NewEntry, ownerId: number, classId: number): Promise<Record<string, unknown>> {
    const month = monthOf(entry.taught_on);
    if (!month) throw new Error(`An entry's date must be YYYY-MM-DD, not ${entry.taught_on}`);
    const row = newRowOf(strapi, TAUGHT_LESSON_UID, entry);
    const written = onPostgres ? await writeOnPostgres(row, ownerId, classId, month) : await writeInTransaction(row, ownerId, classId, month);
    return fromRow(meta, written) as Record<string, unknown>;
  };
}
