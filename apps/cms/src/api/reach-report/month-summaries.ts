/**
 * The reach report's kept monthly summaries (docs/reach-report.md, "Speed"): the taught entries of
 * a calendar month grouped by teacher, audience, programme and SEND class, kept in
 * `reach_month_groups`, so a school year's report reads a few thousand kept rows instead of grouping
 * 100,000 entries.
 *
 * A month's summary is valid only for the version of that month it was computed from
 * (`reach_months`): every write of an entry bumps the versions of the months it touches (the month
 * an entry leaves and the one it enters), in the write's own transaction or after it committed,
 * never before. A report reads a month's version before it groups the month's entries, and stores
 * the groups only if the version is still the one it read (one conditional statement), so a write
 * that lands while a report is computed leaves no stale summary: either the store finds the version
 * bumped and keeps nothing, or the bump comes after the store and makes it stale at once.
 *
 * Everything is in the database, so this holds across several instances on one database (no Redis).
 * Writes go through Strapi's query engine (whose lifecycles this watches), except a new entry of the
 * record (taught-lesson/entry-writes.ts), which sends `bumpStatement` in its own statement; any other
 * code that writes the table past the query engine must call `bumpMonths` itself.
 */
import type { Core } from '@strapi/strapi';
import type { EntryGroup } from './counts';
import { TAUGHT_LESSON_UID } from '../../content-types';

export const MONTHS_TABLE = 'reach_months';
export const GROUPS_TABLE = 'reach_month_groups';
const INSERT_ROWS = 500;

/** Fields of an entry whose change leaves every summary as it was (they are not grouped by). */
const NOT_SUMMARISED = new Set(['note', 'idempotency_key', 'updatedAt', 'updatedBy', 'updated_at', 'updated_by_id']);

export interface DayRange {
  /** YYYY-MM-DD, both days included */
  from: string;
  to: string;
}

const lastDayOf = (month: string) =>
  `${month}-${String(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate()).padStart(2, '0')}`;
const nextMonth = (month: string) => {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

/** The calendar months wholly inside a range, and the parts of the range outside them (a month's start or end), oldest first. */
export function splitByMonth({ from, to }: DayRange): { months: string[]; parts: DayRange[] } {
  const first = from.endsWith('-01') ? from.slice(0, 7) : nextMonth(from.slice(0, 7));
  const afterLast = to === lastDayOf(to.slice(0, 7)) ? nextMonth(to.slice(0, 7)) : to.slice(0, 7);
  if (first >= afterLast) {
    // No whole month: the range within one month, or the ends of two neighbouring ones.
    if (from.slice(0, 7) === to.slice(0, 7)) return { months: [], parts: [{ from, to }] };
    return {
      months: [],
      parts: [
        { from, to: lastDayOf(from.slice(0, 7)) },
        { from: `${to.slice(0, 7)}-01`, to },
      ],
    };
  }
  const months: string[] = [];
  for (let month = first; month < afterLast; month = nextMonth(month)) months.push(month);
  const parts: DayRange[] = [];
  if (from.slice(0, 7) < first) parts.push({ from, to: lastDayOf(from.slice(0, 7)) });
  if (to.slice(0, 7) >= afterLast) parts.push({ from: `${afterLast}-01`, to });
  return { months, parts };
}

/** Months in runs of consecutive ones, each as the range of its days. */
export function monthRuns(months: string[]): Array<DayRange & { months: string[] }> {
  const runs: Array<DayRange & { months: string[] }> = [];
  for (const month of [...months].sort()) {
    const last = runs.at(-1);
    if (last && nextMonth(last.months.at(-1)!) === month) {
      last.months.push(month);
      last.to = lastDayOf(month);
    } else runs.push({ from: `${month}-01`, to: lastDayOf(month), months: [month] });
  }
  return runs;
}

/** Creates the two tables if this database lacks them; run at every start. */
export async function ensureReachSummaryTables(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(MONTHS_TABLE))) {
    await knex.schema.createTable(MONTHS_TABLE, (table) => {
      table.string('month', 7).primary();
      table.integer('version').notNullable().defaultTo(0);
      // The version the kept groups were computed from; null when none are kept.
      table.integer('summarised').nullable();
    });
  }
  if (!(await knex.schema.hasTable(GROUPS_TABLE))) {
    await knex.schema.createTable(GROUPS_TABLE, (table) => {
      table.string('month', 7).notNullable().index(`${GROUPS_TABLE}_month_index`);
      table.integer('owner').notNullable();
      table.string('audience', 100).nullable();
      table.string('programme', 200).nullable();
      table.boolean('send_class').notNullable();
      table.integer('lessons').notNullable();
    });
  }
}

/** 'YYYY-MM' of a date as the drivers answer it (text, or a Date on PostgreSQL) or as written ('YYYY-MM-DD'). */
export function monthOf(value: unknown): string | null {
  if (value instanceof Date) return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}`;
  return typeof value === 'string' && /^\d{4}-\d{2}/.test(value) ? value.slice(0, 7) : null;
}

/** Makes the kept summaries of these months (or of every month) stale. Joins the caller's transaction if there is one. */
export async function bumpMonths(strapi: Core.Strapi, months: Iterable<string> | 'all'): Promise<void> {
  await strapi.db.transaction(async ({ trx }) => {
    if (months === 'all') {
      await trx(MONTHS_TABLE).increment('version', 1);
      return;
    }
    const list = [...new Set(months)];
    if (!list.length) return;
    const { sql, bindings } = bumpStatement(list);
    await trx.raw(sql, bindings);
  });
}

/** The one statement that bumps these months (at least one), for a write that sends it itself (taught-lesson/entry-writes.ts). */
export function bumpStatement(months: string[]): { sql: string; bindings: string[] } {
  // Sorted, so two writes bumping the same months lock their rows in the same order.
  const list = [...new Set(months)].sort();
  return {
    sql: `insert into ${MONTHS_TABLE} (month, version) values ${list.map(() => '(?, 1)').join(', ')}
       on conflict (month) do update set version = ${MONTHS_TABLE}.version + 1`,
    bindings: list,
  };
}

export interface MonthVersion {
  month: string;
  version: number;
  summarised: number | null;
}

/** The versions of these months (a month never written is at version 0, with nothing kept). */
export async function monthVersions(strapi: Core.Strapi, months: string[]): Promise<Map<string, MonthVersion>> {
  const found = new Map<string, MonthVersion>(months.map((month) => [month, { month, version: 0, summarised: null }]));
  if (!months.length) return found;
  const rows = (await strapi.db.connection(MONTHS_TABLE).whereIn('month', months).select('month', 'version', 'summarised')) as MonthVersion[];
  for (const row of rows)
    found.set(row.month, { month: row.month, version: Number(row.version), summarised: row.summarised == null ? null : Number(row.summarised) });
  return found;
}

/** A group as the database answers it, in the kept table or grouped from the entries (a boolean is 0 or 1 on SQLite). */
export interface GroupRow {
  owner: number;
  month: string;
  audience: string | null;
  programme: string | null;
  send_class: number | boolean;
  lessons: number | string;
}

export function groupOfRow(row: GroupRow): EntryGroup {
  return {
    owner: Number(row.owner),
    month: row.month,
    audience: row.audience,
    programme: row.programme,
    sendClass: row.send_class === true || row.send_class === 1,
    lessons: Number(row.lessons),
  };
}

/** The kept groups of these months (each valid when its version was read). */
export async function keptGroups(strapi: Core.Strapi, months: string[]): Promise<EntryGroup[]> {
  if (!months.length) return [];
  const rows = (await strapi.db
    .connection(GROUPS_TABLE)
    .whereIn('month', months)
    .select('month', 'owner', 'audience', 'programme', 'send_class', 'lessons')) as GroupRow[];
  return rows.map(groupOfRow);
}

/**
 * Keeps a month's groups computed from its entries at `version`, if the month is still at that
 * version (else keeps nothing: a write landed meanwhile). True when kept.
 */
export async function keepGroups(strapi: Core.Strapi, month: string, version: number, groups: EntryGroup[]): Promise<boolean> {
  return strapi.db.transaction(async ({ trx }) => {
    await trx.raw(`insert into ${MONTHS_TABLE} (month, version) values (?, 0) on conflict (month) do nothing`, [month]);
    const claimed = await trx(MONTHS_TABLE).where({ month, version }).update({ summarised: version });
    if (!claimed) return false;
    await trx(GROUPS_TABLE).where({ month }).delete();
    const rows = groups.map((group) => ({
      month,
      owner: group.owner,
      audience: group.audience,
      programme: group.programme,
      send_class: group.sendClass,
      lessons: group.lessons,
    }));
    for (let at = 0; at < rows.length; at += INSERT_ROWS) await trx(GROUPS_TABLE).insert(rows.slice(at, at + INSERT_ROWS));
    return true;
  });
}

interface EntryEvent {
  params: { where?: Record<string, unknown>; filters?: unknown; _q?: unknown; data?: Record<string, unknown> | Array<Record<string, unknown>> };
  result?: { id?: number } | null;
  state: { months?: string[] | 'all' };
}

/** Bumps the months of every written entry (Strapi's db lifecycles of the taught-lesson model); called once per start. */
export function watchEntryWrites(strapi: Core.Strapi): void {
  /** The months of the entries a write names, read before the write changes them; every month when it names them otherwise than by `where`. */
  const monthsWhere = async ({ where, filters, _q }: EntryEvent['params']): Promise<string[] | 'all'> => {
    if (!where || filters || _q) return 'all';
    const rows = (await strapi.db.query(TAUGHT_LESSON_UID).findMany({ where, select: ['taught_on'] })) as Array<{ taught_on: unknown }>;
    return rows.flatMap((row) => monthOf(row.taught_on) ?? []);
  };
  const monthsOfData = (data: EntryEvent['params']['data']): string[] | 'all' => {
    const list = Array.isArray(data) ? data : data ? [data] : [];
    const months = list.map((item) => monthOf(item.taught_on));
    return months.every((month): month is string => month !== null) ? months : 'all';
  };
  const summarised = (data: EntryEvent['params']['data']) => !data || Object.keys(data).some((key) => !NOT_SUMMARISED.has(key));
  const together = (a: string[] | 'all' | undefined, b: string[] | 'all'): string[] | 'all' => (a === 'all' || b === 'all' ? 'all' : [...(a ?? []), ...b]);
  const bump = (months: string[] | 'all' | undefined) => (months ? bumpMonths(strapi, months) : undefined);

  // A write of one entry and of many are alike here: the months it names before, and after, the write.
  const created = async (event: EntryEvent) => {
    await bump(monthsOfData(event.params.data));
  };
  const beforeUpdate = async (event: EntryEvent) => {
    if (summarised(event.params.data)) event.state.months = await monthsWhere(event.params);
  };
  const updated = async (event: EntryEvent) => {
    const data = event.params.data as Record<string, unknown> | undefined;
    if (!summarised(data)) return;
    await bump(together(event.state.months, data && 'taught_on' in data ? monthsOfData(data) : []));
  };
  const beforeDelete = async (event: EntryEvent) => {
    event.state.months = await monthsWhere(event.params);
  };
  const deleted = async (event: EntryEvent) => {
    await bump(event.state.months);
  };

  strapi.db.lifecycles.subscribe({
    models: [TAUGHT_LESSON_UID],
    afterCreate: created,
    afterCreateMany: created,
    beforeUpdate,
    afterUpdate: updated,
    beforeUpdateMany: beforeUpdate,
    afterUpdateMany: updated,
    beforeDelete,
    afterDelete: deleted,
    beforeDeleteMany: beforeDelete,
    afterDeleteMany: deleted,
  });
}
