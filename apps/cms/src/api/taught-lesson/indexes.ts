/**
 * The indexes the reports of the record of teaching need (docs/teaching-record.md, "Indexes"), made
 * at every start if missing. Strapi indexes each link table by either side already (an entry's
 * owner, a school's memberships); these add the dates every report filters on.
 */
import type { Core } from '@strapi/strapi';

export const RECORD_INDEXES = [
  // The school's record, the charity's reach and a teacher's year: entries between two dates.
  'CREATE INDEX IF NOT EXISTS taught_lessons_taught_on_index ON taught_lessons (taught_on, id)',
  // A school's concerts of a year.
  'CREATE INDEX IF NOT EXISTS concert_attendances_attended_on_index ON concert_attendances (attended_on)',
  // An offline save replayed twice at once records once: the stored key is the owner's id and their key.
  'CREATE UNIQUE INDEX IF NOT EXISTS taught_lessons_idempotency_key_unique ON taught_lessons (idempotency_key)',
];

export async function ensureRecordIndexes(strapi: Core.Strapi): Promise<void> {
  for (const statement of RECORD_INDEXES) await strapi.db.connection.raw(statement);
}
