/**
 * The record's entries read past the entity engine, for the pages that list many (a teacher's
 * /teaching, a school's record): one statement over the entries, their link tables and the classes,
 * and the columns turned into answers here. The entity engine reads each relation in a statement of
 * its own and converts every column of every row through its field types (a sixth of /teaching's CPU
 * with a year's entries: bench/RESULTS.md).
 */
import type { Core } from '@strapi/strapi';
import { TAUGHT_LESSON_UID, TEACHING_CLASS_UID } from '../../content-types';
import { linkOf, tableOf } from '../../runtime/link-tables';

export interface ClassRow {
  id: number;
  documentId: string;
  name: string;
  year_group: string;
}
export interface EntryRow {
  id: number;
  documentId: string;
  taught_on: string;
  note: string | null;
  lesson_ref: string;
  lesson_title: string | null;
  unit_ref: string | null;
  unit_title: string | null;
  programme_slug: string | null;
  audience_slug: string | null;
  year_group: string | null;
  curriculum_areas: string[] | null;
  minutes: number | null;
  teaching_class?: ClassRow | null;
}

/** A date column as the driver answers it (text on SQLite, text or a Date on PostgreSQL), as YYYY-MM-DD. */
export function dayOf(value: unknown): string {
  if (value instanceof Date) return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
  return String(value).slice(0, 10);
}

/** A JSON column as the driver answers it (text on SQLite, parsed on PostgreSQL), as a list of slugs. */
function slugsOf(value: unknown): string[] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? parsed.filter((slug): slug is string => typeof slug === 'string') : [];
}

/** Reads JSON columns of curriculum areas, giving equal lists one array (a year's entries repeat a few hundred). */
export function areaLists(): (value: unknown) => string[] {
  const known = new Map<string, string[]>();
  return (value) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
    let list = known.get(text);
    if (!list) known.set(text, (list = slugsOf(text)));
    return list;
  };
}

export interface EntrySelection {
  ownerId: number;
  /** Only these entries (of the owner's). */
  ids?: number[];
  from?: string | null;
  to?: string | null;
  /** A class's documentId. */
  teachingClass?: string | null;
  lesson?: string | null;
  unit?: string | null;
  /** Newest first (by date, then the latest made), at most this many. */
  limit?: number;
}

const text = (value: unknown): string | null => (value == null ? null : String(value));

/**
 * A statement over the entries joined to their two link tables: `teacher` names the column of the
 * entry's owner's id, `classId` its class's id (null when it has none).
 */
export function entriesWithLinks(strapi: Core.Strapi) {
  const owner = linkOf(strapi, TAUGHT_LESSON_UID, 'owner');
  const taughtTo = linkOf(strapi, TAUGHT_LESSON_UID, 'teaching_class');
  const query = strapi.db
    .connection(`${tableOf(strapi, TAUGHT_LESSON_UID)} as e`)
    .join(`${owner.name} as o`, `o.${owner.joinColumn.name}`, 'e.id')
    .leftJoin(`${taughtTo.name} as l`, `l.${taughtTo.joinColumn.name}`, 'e.id');
  return { query, teacher: `o.${owner.inverseJoinColumn.name}`, classId: `l.${taughtTo.inverseJoinColumn.name}` };
}

/** The owner's entries chosen, each with its class, newest first: one statement. */
export async function entryRows(strapi: Core.Strapi, chosen: EntrySelection): Promise<EntryRow[]> {
  const { query, teacher, classId } = entriesWithLinks(strapi);
  query.leftJoin(`${tableOf(strapi, TEACHING_CLASS_UID)} as c`, 'c.id', classId).where(teacher, chosen.ownerId);
  if (chosen.ids) query.whereIn('e.id', chosen.ids);
  if (chosen.from) query.where('e.taught_on', '>=', chosen.from);
  if (chosen.to) query.where('e.taught_on', '<=', chosen.to);
  if (chosen.teachingClass) query.where('c.document_id', chosen.teachingClass);
  if (chosen.lesson) query.where('e.lesson_ref', chosen.lesson);
  if (chosen.unit) query.where('e.unit_ref', chosen.unit);
  query.orderBy([
    { column: 'e.taught_on', order: 'desc' },
    { column: 'e.id', order: 'desc' },
  ]);
  if (chosen.limit !== undefined) query.limit(chosen.limit);
  const rows: Array<Record<string, unknown>> = await query.select({
    id: 'e.id',
    documentId: 'e.document_id',
    taught_on: 'e.taught_on',
    note: 'e.note',
    lesson_ref: 'e.lesson_ref',
    lesson_title: 'e.lesson_title',
    unit_ref: 'e.unit_ref',
    unit_title: 'e.unit_title',
    programme_slug: 'e.programme_slug',
    audience_slug: 'e.audience_slug',
    year_group: 'e.year_group',
    curriculum_areas: 'e.curriculum_areas',
    minutes: 'e.minutes',
    class_id: 'c.id',
    class_document_id: 'c.document_id',
    class_name: 'c.name',
    class_year_group: 'c.year_group',
  });
  const areas = areaLists();
  return rows.map((row) => ({
    id: Number(row.id),
    documentId: String(row.documentId),
    taught_on: dayOf(row.taught_on),
    note: text(row.note),
    lesson_ref: String(row.lesson_ref),
    lesson_title: text(row.lesson_title),
    unit_ref: text(row.unit_ref),
    unit_title: text(row.unit_title),
    programme_slug: text(row.programme_slug),
    audience_slug: text(row.audience_slug),
    year_group: text(row.year_group),
    curriculum_areas: areas(row.curriculum_areas),
    minutes: row.minutes == null ? null : Number(row.minutes),
    teaching_class:
      row.class_id == null
        ? null
        : { id: Number(row.class_id), documentId: String(row.class_document_id), name: String(row.class_name), year_group: String(row.class_year_group) },
  }));
}
