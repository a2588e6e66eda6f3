/**
 * A teacher's record of teaching: their classes and the lessons they taught them
 * (docs/teaching-record.md). Every rule and every read and write; the resolvers (../graphql.ts) check
 * the caller and pass the owner taken from the token, so no argument can name another teacher's
 * record. Another teacher's class or entry answers exactly as a missing one.
 *
 * An entry copies in, when it is saved, what the reports group by (the lesson's unit, programme,
 * audience, curriculum areas and minutes, the class's year group), so the school's and the charity's
 * reports read one table, and an entry keeps its meaning when a lesson is later moved or unpublished.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { now } from '../../../runtime/clock';
import { Remembered } from '../../../runtime/shared-state';
import { isUniqueViolation } from '../../billing/webhook-events';
import { effectiveCurriculumTags } from '../../curriculum/services/curriculum-tags';
import { outlineOf, type OutlineLesson } from '../../scheme/outline';
import { MESSAGES, englishDate, schoolYearStart, type EntryFilter, type MarkTaught, type UpdateEntry } from '../validation';
import { LESSON_UID, TAUGHT_LESSON_UID, TEACHING_CLASS_UID, UNIT_UID, YEAR_GROUP_UID } from '../../../content-types';
import { linkOf, tableOf } from '../../../runtime/link-tables';
import { entryRows, type ClassRow, type EntryRow } from '../entry-rows';
import { entryWriter } from '../entry-writes';

export const CLASS_NOT_FOUND = 'That class could not be found.';
export const ENTRY_NOT_FOUND = 'That entry could not be found.';
export const LESSON_NOT_FOUND = 'There is no such lesson.';
export const ENTRY_LIMIT = 2000;

export type { ClassRow, EntryRow } from '../entry-rows';

interface LessonRef {
  documentId: string;
  title: string;
}
interface UnitLessons {
  lessons: LessonRef[];
  nextUnit: LessonRef | null;
}
interface NextLesson {
  lesson: LessonRef | null;
  unit: LessonRef | null;
  unitFinished: boolean;
}

interface LessonFacts {
  documentId: string;
  title: string;
  scheme?: { documentId: string; title: string; programme?: { slug: string; audience?: { slug: string } | null } | null } | null;
  activities?: OutlineLesson['activities'];
}

/** What an entry copies from its lesson when it is saved. */
interface LessonCopy {
  lesson_ref: string;
  lesson_title: string;
  unit_ref: string | null;
  unit_title: string | null;
  programme_slug: string | null;
  audience_slug: string | null;
  curriculum_areas: string[];
  minutes: number | null;
}

/** How long, and how much of, what the record copies from the catalogue is kept (forgotten sooner when content changes). */
const KEPT_CATALOGUE = { max: 2000, ttl: 10 * 60_000 };

const ENTRY_FIELDS = [
  'id',
  'documentId',
  'taught_on',
  'note',
  'lesson_ref',
  'lesson_title',
  'unit_ref',
  'unit_title',
  'programme_slug',
  'audience_slug',
  'year_group',
  'curriculum_areas',
  'minutes',
];
const CLASS_FIELDS = ['id', 'documentId', 'name', 'year_group'];

const pick = (row: Record<string, unknown>, fields: string[]) => Object.fromEntries(fields.map((field) => [field, row[field]]));

function notFound(message: string): never {
  throw new errors.NotFoundError(message);
}

const taughtLessonService = ({ strapi }: { strapi: Core.Strapi }) => {
  const classes = () => strapi.db.query(TEACHING_CLASS_UID);
  const entries = () => strapi.db.query(TAUGHT_LESSON_UID);
  const writeEntry = entryWriter(strapi);
  /**
   * An entry's write and its relations in one transaction with the reach report's version bump
   * (reach-report/month-summaries.ts): Strapi undoes a failed relation write by hand, outside any
   * transaction, and a report could read the undone state meanwhile.
   */
  const written = async <T>(write: () => Promise<T>): Promise<T> => await strapi.db.transaction(write);

  async function ownClass(ownerId: number, documentId: string): Promise<ClassRow> {
    const row = await classes().findOne({ where: { documentId, owner: { id: ownerId } }, select: CLASS_FIELDS });
    return (row as ClassRow | null) ?? notFound(CLASS_NOT_FOUND);
  }

  async function ownEntry(ownerId: number, documentId: string): Promise<EntryRow> {
    const row = await entries().findOne({
      where: { documentId, owner: { id: ownerId } },
      select: ENTRY_FIELDS,
      populate: { teaching_class: { select: CLASS_FIELDS } },
    });
    return (row as EntryRow | null) ?? notFound(ENTRY_NOT_FOUND);
  }

  async function knownYearGroup(slug: string): Promise<string> {
    const row = await strapi.db.query(YEAR_GROUP_UID).findOne({ where: { slug }, select: ['slug'] });
    if (!row) throw new errors.ValidationError(MESSAGES.yearGroup, { errors: [{ path: ['yearGroup'], message: MESSAGES.yearGroup }] });
    return slug;
  }

  async function readLessonFacts(documentId: string): Promise<LessonCopy | null> {
    const lesson = (await strapi.documents(LESSON_UID as never).findOne({
      documentId,
      status: 'published',
      fields: ['documentId', 'title'],
      populate: {
        scheme: { fields: ['documentId', 'title'], populate: { programme: { fields: ['slug'], populate: { audience: { fields: ['slug'] } } } } },
        activities: { populate: { activity: { fields: ['time'] } } },
      },
    } as never)) as unknown as LessonFacts | null;
    if (!lesson) return null;
    const tags = await effectiveCurriculumTags(strapi, documentId);
    return {
      lesson_ref: lesson.documentId,
      lesson_title: lesson.title,
      unit_ref: lesson.scheme?.documentId ?? null,
      unit_title: lesson.scheme?.title ?? null,
      programme_slug: lesson.scheme?.programme?.slug ?? null,
      audience_slug: lesson.scheme?.programme?.audience?.slug ?? null,
      curriculum_areas: tags.areas,
      minutes: outlineOf({ documentId: lesson.documentId, title: lesson.title, activities: lesson.activities }).minutes,
    };
  }

  /**
   * What an entry copies from a published lesson, kept in this process until content changes on any
   * instance (a lesson marked taught again and again reads nothing of the catalogue); NotFound for a
   * draft or unknown one.
   */
  const keptLessonFacts = new Remembered<string, LessonCopy | null>(['content'], KEPT_CATALOGUE);
  const lessonFacts = async (documentId: string): Promise<LessonCopy> =>
    (await keptLessonFacts.get(documentId, () => readLessonFacts(documentId))) ?? notFound(LESSON_NOT_FOUND);

  /**
   * The published lessons of each unit in teaching order, and the unit that follows it in its
   * programme: one read for all the units not kept. Kept in the process like a lesson's facts (above),
   * so /teaching reads none of the catalogue for units it has read before. A unit not published has no
   * lessons and no next unit.
   */
  const keptUnits = new Remembered<string, UnitLessons | undefined>(['content'], KEPT_CATALOGUE);
  const unitsLessons = (unitIds: string[]): Promise<Map<string, UnitLessons>> => keptUnits.getMany(unitIds, readUnitsLessons);

  async function readUnitsLessons(unitIds: string[]): Promise<Map<string, UnitLessons>> {
    const found = new Map<string, UnitLessons>();
    if (unitIds.length === 0) return found;
    const units = (await strapi.documents(UNIT_UID as never).findMany({
      filters: { documentId: { $in: unitIds } },
      status: 'published',
      fields: ['documentId'],
      populate: { lessons: { fields: ['documentId', 'title'] }, programme: { fields: ['slug'], populate: { units: { fields: ['documentId', 'title'] } } } },
    } as never)) as unknown as Array<{ documentId: string; lessons?: LessonRef[]; programme?: { units?: LessonRef[] } | null }>;
    for (const unit of units) {
      const inProgramme = unit.programme?.units ?? [];
      const here = inProgramme.findIndex((u) => u.documentId === unit.documentId);
      found.set(unit.documentId, { lessons: unit.lessons ?? [], nextUnit: here >= 0 ? (inProgramme[here + 1] ?? null) : null });
    }
    return found;
  }

  /** The id of each of the owner's classes' latest entry (by date, then the latest made): one statement. */
  async function latestEntryIdPerClass(ownerId: number): Promise<number[]> {
    const owner = linkOf(strapi, TAUGHT_LESSON_UID, 'owner');
    const taughtTo = linkOf(strapi, TAUGHT_LESSON_UID, 'teaching_class');
    const knex = strapi.db.connection;
    const ranked = knex(`${owner.name} as o`)
      .join(`${tableOf(strapi, TAUGHT_LESSON_UID)} as e`, 'e.id', `o.${owner.joinColumn.name}`)
      .join(`${taughtTo.name} as c`, `c.${taughtTo.joinColumn.name}`, 'e.id')
      .where(`o.${owner.inverseJoinColumn.name}`, ownerId)
      .select('e.id', knex.raw('row_number() over (partition by c.?? order by e.taught_on desc, e.id desc) as place', [taughtTo.inverseJoinColumn.name]));
    return (await knex.from(ranked.as('ranked')).where('place', 1).pluck('id')).map(Number);
  }

  return {
    /** The owner's classes, by name. */
    async listClasses(ownerId: number): Promise<ClassRow[]> {
      return (await classes().findMany({
        where: { owner: { id: ownerId } },
        select: CLASS_FIELDS,
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
        limit: 200,
      })) as ClassRow[];
    },

    async createClass(ownerId: number, input: { name: string; yearGroup: string }): Promise<ClassRow> {
      const year_group = await knownYearGroup(input.yearGroup);
      return (await classes().create({ data: { name: input.name, year_group, owner: ownerId }, select: CLASS_FIELDS })) as ClassRow;
    },

    async updateClass(ownerId: number, documentId: string, input: { name?: string | null; yearGroup?: string | null }): Promise<ClassRow> {
      const row = await ownClass(ownerId, documentId);
      const data: Record<string, unknown> = {};
      if (input.name != null) data.name = input.name;
      if (input.yearGroup != null) data.year_group = await knownYearGroup(input.yearGroup);
      return (await classes().update({ where: { id: row.id }, data, select: CLASS_FIELDS })) as ClassRow;
    },

    /** Deletes the owner's class and every entry of it. */
    async deleteClass(ownerId: number, documentId: string): Promise<{ documentId: string }> {
      const row = await ownClass(ownerId, documentId);
      await strapi.db.transaction(async () => {
        const ofClass = await entries().findMany({ where: { teaching_class: { id: row.id } }, select: ['id'] });
        await deleteEntries(ofClass.map((entry: { id: number }) => entry.id));
        await classes().delete({ where: { id: row.id } });
      });
      return { documentId };
    },

    /** The owner's entries, newest first (at most `limit`, ENTRY_LIMIT by default), optionally from/to a date, of one class, lesson or unit. */
    async listEntries(ownerId: number, filter: EntryFilter = {}, limit = ENTRY_LIMIT): Promise<EntryRow[]> {
      return entryRows(strapi, { ownerId, ...filter, limit: Math.min(limit, ENTRY_LIMIT) });
    },

    /**
     * Records a published lesson as taught to one of the owner's classes (today in England unless a
     * date is given). With an idempotency key, a second call with the same key (an offline save
     * replayed) answers the entry the first one made and records nothing more.
     */
    async markTaught(ownerId: number, input: MarkTaught): Promise<EntryRow> {
      // Stored with the owner's id: one teacher's key never finds another's entry, and the unique
      // index (./indexes.ts) lets only one save with a key write it.
      const storedKey = input.idempotencyKey ? `${ownerId}:${input.idempotencyKey}` : null;
      try {
        const teachingClass = await ownClass(ownerId, input.teachingClass);
        const facts = await lessonFacts(input.lesson);
        const created = await writeEntry(
          {
            ...facts,
            year_group: teachingClass.year_group,
            taught_on: input.taughtOn ?? englishDate(now()),
            note: input.note?.trim() || null,
            idempotency_key: storedKey,
          },
          ownerId,
          teachingClass.id,
        );
        return { ...(pick(created, ENTRY_FIELDS) as unknown as EntryRow), teaching_class: teachingClass };
      } catch (error) {
        // A save made again with its key (an offline save replayed, two replays at once): the entry
        // the first one made, even when its lesson has been unpublished since. Looked for only when
        // the save fails, so a lesson marked taught for the first time reads nothing more.
        const replayed = storedKey && (isUniqueViolation(error) || error instanceof errors.NotFoundError);
        const first = replayed ? await entries().findOne({ where: { idempotency_key: storedKey, owner: { id: ownerId } }, select: ['documentId'] }) : null;
        if (first) return ownEntry(ownerId, first.documentId);
        throw error;
      }
    },

    /** Moves an entry to another of the owner's classes or another date, or changes its note. */
    async updateEntry(ownerId: number, input: UpdateEntry): Promise<EntryRow> {
      const row = await ownEntry(ownerId, input.documentId);
      const data: Record<string, unknown> = {};
      if (input.teachingClass) {
        const moved = await ownClass(ownerId, input.teachingClass);
        data.teaching_class = moved.id;
        data.year_group = moved.year_group;
      }
      if (input.taughtOn) data.taught_on = input.taughtOn;
      if (input.note !== undefined) data.note = input.note?.trim() || null;
      await written(() => entries().update({ where: { id: row.id }, data }));
      return ownEntry(ownerId, input.documentId);
    },

    async deleteEntry(ownerId: number, documentId: string): Promise<{ documentId: string }> {
      const row = await ownEntry(ownerId, documentId);
      await written(() => entries().delete({ where: { id: row.id } }));
      return { documentId };
    },

    /** The class the owner last marked a lesson taught to ("remembered from last time"), or null. */
    async lastClass(ownerId: number): Promise<ClassRow | null> {
      const latest = (await entries().findOne({
        where: { owner: { id: ownerId } },
        select: ['id'],
        populate: { teaching_class: { select: CLASS_FIELDS } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      })) as { teaching_class?: ClassRow | null } | null;
      return latest?.teaching_class ?? null;
    },

    /**
     * Each of the owner's classes with its latest entry and what comes after it: the unit's next
     * published lesson; after the unit's last, the first lesson of the programme's next unit
     * (`unitFinished`, with `unit` that unit); `unitFinished` and nothing else when the programme has
     * no next unit. A fixed number of reads however many classes: the latest entries at once, their
     * units at once, then the next units of the classes at a unit's end at once.
     */
    async nextForClasses(ownerId: number) {
      const [classRows, latestIds] = await Promise.all([this.listClasses(ownerId), latestEntryIdPerClass(ownerId)]);
      const latest = latestIds.length === 0 ? [] : await entryRows(strapi, { ownerId, ids: latestIds });
      const lastOf = new Map(latest.map((entry) => [entry.teaching_class?.documentId, entry]));
      const units = await unitsLessons([...new Set(latest.flatMap((entry) => (entry.unit_ref ? [entry.unit_ref] : [])))]);
      const nextInUnit = (entry: EntryRow) => {
        const lessons = units.get(entry.unit_ref ?? '')?.lessons ?? [];
        const here = lessons.findIndex((lesson) => lesson.documentId === entry.lesson_ref);
        return here >= 0 && here + 1 < lessons.length ? lessons[here + 1] : null;
      };
      const following = latest.flatMap((entry) => {
        const nextUnit = entry.unit_ref && !nextInUnit(entry) ? units.get(entry.unit_ref)?.nextUnit : null;
        return nextUnit && !units.has(nextUnit.documentId) ? [nextUnit.documentId] : [];
      });
      for (const [unitId, lessons] of await unitsLessons([...new Set(following)])) units.set(unitId, lessons);
      const nextAfter = (entry: EntryRow): NextLesson => {
        if (!entry.unit_ref) return { lesson: null, unit: null, unitFinished: false };
        const lesson = nextInUnit(entry);
        if (lesson) return { lesson, unit: null, unitFinished: false };
        const nextUnit = units.get(entry.unit_ref)?.nextUnit;
        if (!nextUnit) return { lesson: null, unit: null, unitFinished: true };
        return { lesson: units.get(nextUnit.documentId)?.lessons[0] ?? null, unit: nextUnit, unitFinished: true };
      };
      return classRows.map((row) => {
        const last = lastOf.get(row.documentId) ?? null;
        return { teachingClass: row, last, next: last ? nextAfter(last) : null };
      });
    },

    schoolYearStart: () => schoolYearStart(englishDate(now())),

    /** Deletes every class and entry of a teacher (their account is being deleted). */
    async removeRecordOf(ownerId: number): Promise<void> {
      await strapi.db.transaction(async () => {
        const own = await entries().findMany({ where: { owner: { id: ownerId } }, select: ['id'] });
        await deleteEntries(own.map((entry: { id: number }) => entry.id));
        const ownClasses = await classes().findMany({ where: { owner: { id: ownerId } }, select: ['id'] });
        if (ownClasses.length) await classes().deleteMany({ where: { id: { $in: ownClasses.map((c: { id: number }) => c.id) } } });
      });
    },
  };

  /** Deletes entries by id, a thousand at a time (a database's limit on one statement's values). */
  /**
   * The ids of the owner's entries taught between the filter's dates, read from the owner's link
   * table first: the entity engine's `owner: { id }` is a left join from the entries, which walks the
   * date index through every teacher's entries of the range (a year of 100,000: 60 ms on SQLite)
   * before it finds the owner's hundred.
   */
  async function deleteEntries(ids: number[]): Promise<void> {
    for (let start = 0; start < ids.length; start += 1000) await entries().deleteMany({ where: { id: { $in: ids.slice(start, start + 1000) } } });
  }
};

export type TaughtLessonService = ReturnType<typeof taughtLessonService>;

export default taughtLessonService;
