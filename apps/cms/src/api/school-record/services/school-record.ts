/**
 * The school's record of teaching, for the owner of a school account (docs/teaching-record.md,
 * "The school's record"): every rule and every read and write. The school is always the one the
 * caller owns (the resolvers and the CSV route pass the caller's id from the token); a caller who
 * owns none is refused. Its teachers are the owner and the account's current members, read again on
 * every call: a removed member's record leaves the owner's view at their removal, in every process.
 *
 * The figures (grid, time per week, by year group and term, the plan's draft, the CSV) are pure
 * functions of what is read here (../record.ts, ../development-plan.ts, ../csv.ts).
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { now } from '../../../runtime/clock';
import { schoolAccountActive } from '../../../accounts/school-access';
import { CURRICULUM_AREAS, YEAR_GROUPS } from '../../../setup/curriculum-taxonomy';
import { englishDate } from '../../taught-lesson/validation';
import { areaLists, dayOf, entriesWithLinks } from '../../taught-lesson/entry-rows';
import {
  byYearGroupAndTerm,
  coverageGrid,
  lessonCount,
  periodOf,
  schoolTerms,
  schoolYearOf,
  schoolYearTitle,
  teacherSummaries,
  TERM_KEYS,
  teachingWeeks,
  timePerWeek,
  type GroupedRecord,
  type RecordClass,
  type RecordEntry,
  type RecordTeacher,
  type Taxonomy,
  type Term,
  type TermKey,
} from '../record';
import { developmentPlanDraft, type ConcertAttended } from '../development-plan';
import { recordCsv } from '../csv';
import { CONCERT_UID, MEMBER_ACCOUNT_UID, PRODUCTION_UID, PROFILE_UID, PROGRAMME_UID, TAUGHT_LESSON_UID, TEACHING_CLASS_UID } from '../../../content-types';

export const NOT_SCHOOL_OWNER = 'Only the owner of a school account can see its record of teaching.';
export const SCHOOL_LAPSED = "Your school account's subscription has ended, so nothing can be added to its record. Please contact us to renew it.";
export const NO_SUCH_CONCERT = 'There is no such concert in the live offer.';
export const CONCERT_NOT_FOUND = 'That concert could not be found.';
export const CONCERT_IN_FUTURE = 'Please give the day your pupils went to the concert: it cannot be a day still to come.';

export const TAXONOMY: Taxonomy = { yearGroups: YEAR_GROUPS, areas: CURRICULUM_AREAS };

interface School {
  id: number;
  name: string;
  ownerId: number;
  activeUntil: string | null;
  teachers: RecordTeacher[];
}

interface AccountRow {
  id: number;
  name: string;
  active_until: string | null;
  owner: { id: number; email: string } | null;
  memberships?: Array<{ status: string; user?: { id: number; email: string } | null }>;
}

const concertAnswer = (row: { documentId: string; production_ref: string; production_title: string; programme_title: string | null; attended_on: unknown }) =>
  ({
    documentId: row.documentId,
    production: row.production_ref,
    title: row.production_title,
    programme: row.programme_title ?? null,
    attendedOn: dayOf(row.attended_on),
  }) satisfies ConcertAttended;

const schoolRecordService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** The school the caller owns, with its teachers: the owner and the current members. */
  async function ownedSchool(ownerId: number): Promise<School> {
    const account = (await strapi.db.query(MEMBER_ACCOUNT_UID).findOne({
      where: { owner: { id: ownerId } },
      select: ['id', 'name', 'active_until'],
      populate: { owner: { select: ['id', 'email'] }, memberships: { select: ['status'], populate: { user: { select: ['id', 'email'] } } } },
    })) as AccountRow | null;
    if (!account?.owner) throw new errors.PolicyError(NOT_SCHOOL_OWNER);
    const people = [
      { id: account.owner.id, email: account.owner.email, owner: true },
      ...(account.memberships ?? []).flatMap((m) => (m.status === 'active' && m.user ? [{ id: m.user.id, email: m.user.email, owner: false }] : [])),
    ];
    const profiles = (await strapi.db.query(PROFILE_UID).findMany({
      where: { user: { id: { $in: people.map((p) => p.id) } } },
      select: ['first_name', 'last_name'],
      populate: { user: { select: ['id'] } },
    })) as Array<{ first_name?: string | null; last_name?: string | null; user?: { id: number } | null }>;
    const names = new Map(profiles.map((p) => [p.user?.id, [p.first_name, p.last_name].filter(Boolean).join(' ').trim()]));
    return {
      id: account.id,
      name: account.name,
      ownerId,
      activeUntil: account.active_until,
      teachers: people.map((p) => ({ ...p, name: names.get(p.id) || p.email })),
    };
  }

  /**
   * The teachers' entries taught between two dates, as a statement over the entries and their two
   * link tables (owner, class), which a school's year of thousands of entries needs (the entity engine
   * reads each relation in a statement of its own over every entry's id).
   */
  function periodEntries(teacherIds: number[], from: string, to: string) {
    const links = entriesWithLinks(strapi);
    links.query.whereIn(links.teacher, teacherIds).whereBetween('e.taught_on', [from, to]);
    return links;
  }

  /** Every entry of the period, oldest first (the CSV). Entries with the same curriculum areas share one list. */
  async function entriesOf(teacherIds: number[], from: string, to: string): Promise<RecordEntry[]> {
    const { query, teacher, classId } = periodEntries(teacherIds, from, to);
    const rows: Array<Record<keyof RecordEntry, unknown>> = await query.orderBy([{ column: 'e.taught_on' }, { column: 'e.id' }]).select({
      taughtOn: 'e.taught_on',
      teacher,
      classId,
      yearGroup: 'e.year_group',
      curriculumAreas: 'e.curriculum_areas',
      minutes: 'e.minutes',
      lesson: 'e.lesson_ref',
      lessonTitle: 'e.lesson_title',
      unit: 'e.unit_ref',
      unitTitle: 'e.unit_title',
      programme: 'e.programme_slug',
      audience: 'e.audience_slug',
    });
    const areas = areaLists();
    for (const row of rows) {
      row.curriculumAreas = areas(row.curriculumAreas);
      row.taughtOn = dayOf(row.taughtOn);
      row.teacher = Number(row.teacher);
      row.classId = row.classId == null ? null : Number(row.classId);
      row.yearGroup ??= null;
      row.minutes = row.minutes == null ? null : Number(row.minutes);
      row.lesson = String(row.lesson);
      row.lessonTitle = String(row.lessonTitle ?? '');
      row.unit ??= null;
      row.unitTitle ??= null;
      row.programme ??= null;
      row.audience ??= null;
    }
    return rows as unknown as RecordEntry[];
  }

  /**
   * The period's entries grouped in SQL as `groupEntries` groups them (../record.ts): a school's
   * year of 2,500 entries is about 160 lesson groups, 1,000 class groups and 90 days, so a request
   * holds small rows the database counted instead of every entry (the full garbage collections that
   * thousands of entries a request caused were the grid's slowest answers).
   */
  async function groupedOf(teacherIds: number[], from: string, to: string, terms: readonly Term[]): Promise<GroupedRecord> {
    const db = strapi.db.connection;
    // The term of a day, as `termAmong` finds it: the first whose last day is on or after it. Written
    // as literals (our own dates and keys, checked) so that the select and the group by are the same
    // expression to PostgreSQL; one term is a constant, grouped by nothing.
    for (const term of terms) if (!/^\d{4}-\d{2}-\d{2}$/.test(term.to) || !TERM_KEYS.includes(term.key)) throw new Error(`Not a term: ${JSON.stringify(term)}`);
    const last = terms[terms.length - 1];
    const termCase = db.raw(
      terms.length === 1
        ? `'${last.key}'`
        : `case ${terms
            .slice(0, -1)
            .map((term) => `when e.taught_on <= '${term.to}' then '${term.key}'`)
            .join(' ')} else '${last.key}' end`,
    );
    const byTerm = terms.length === 1 ? [] : [termCase];
    const unitKey = db.raw("coalesce(e.unit_ref, 'lesson:' || e.lesson_ref)");
    const span = { times: db.raw('count(*)'), first: db.raw('min(e.taught_on)'), last: db.raw('max(e.taught_on)') };
    // What a lesson group is grouped by, named as LessonGroup's fields.
    const lessonFields = {
      yearGroup: 'e.year_group',
      unit: 'e.unit_ref',
      unitTitle: 'e.unit_title',
      programme: 'e.programme_slug',
      audience: 'e.audience_slug',
      lesson: 'e.lesson_ref',
      lessonTitle: 'e.lesson_title',
      curriculumAreas: 'e.curriculum_areas',
    };
    const lessons = periodEntries(teacherIds, from, to)
      .query.select({ term: termCase, ...lessonFields, ...span })
      .groupBy([...byTerm, ...Object.values(lessonFields)] as never);
    const classEntries = periodEntries(teacherIds, from, to);
    const classes = classEntries.query
      .select({
        term: termCase,
        yearGroup: 'e.year_group',
        unitKey,
        teacher: classEntries.teacher,
        classId: classEntries.classId,
        lessons: db.raw('count(*)'),
        timed: db.raw('count(e.minutes)'),
        minutes: db.raw('coalesce(sum(e.minutes), 0)'),
        first: span.first,
        last: span.last,
      })
      .groupBy([...byTerm, 'e.year_group', unitKey, classEntries.teacher, classEntries.classId] as never);
    const days = periodEntries(teacherIds, from, to).query.distinct({ day: 'e.taught_on' });
    const [lessonRows, classRows, dayRows] = (await Promise.all([lessons, classes, days])) as Array<Array<Record<string, unknown>>>;
    const areas = areaLists();
    return {
      lessons: lessonRows.map((row) => ({
        term: row.term as TermKey,
        yearGroup: (row.yearGroup as string | null) ?? null,
        unit: (row.unit as string | null) ?? null,
        unitTitle: (row.unitTitle as string | null) ?? null,
        programme: (row.programme as string | null) ?? null,
        audience: (row.audience as string | null) ?? null,
        lesson: String(row.lesson),
        lessonTitle: String(row.lessonTitle ?? ''),
        curriculumAreas: areas(row.curriculumAreas),
        times: Number(row.times),
        first: dayOf(row.first),
        last: dayOf(row.last),
      })),
      classes: classRows.map((row) => ({
        term: row.term as TermKey,
        yearGroup: (row.yearGroup as string | null) ?? null,
        unitKey: String(row.unitKey),
        teacher: Number(row.teacher),
        classId: row.classId == null ? null : Number(row.classId),
        lessons: Number(row.lessons),
        timed: Number(row.timed),
        minutes: Number(row.minutes),
        first: dayOf(row.first),
        last: dayOf(row.last),
      })),
      days: dayRows.map((row) => dayOf(row.day)),
    };
  }

  /** The first school year any of the teachers has an entry in (the record's school years run from it to this one). */
  async function firstSchoolYear(teacherIds: number[]): Promise<number | null> {
    const first = (await strapi.db.query(TAUGHT_LESSON_UID).findOne({
      where: { owner: { id: { $in: teacherIds } } },
      select: ['taught_on'],
      orderBy: { taught_on: 'asc' },
    })) as { taught_on?: unknown } | null;
    return first?.taught_on ? schoolYearOf(dayOf(first.taught_on)) : null;
  }

  async function classesOf(teacherIds: number[]): Promise<RecordClass[]> {
    const rows = (await strapi.db.query(TEACHING_CLASS_UID).findMany({
      where: { owner: { id: { $in: teacherIds } } },
      select: ['id', 'name', 'year_group'],
      populate: { owner: { select: ['id'] } },
    })) as Array<{ id: number; name: string; year_group: string; owner?: { id: number } | null }>;
    return rows.flatMap((row) => (row.owner ? [{ id: row.id, name: row.name, yearGroup: row.year_group, teacher: row.owner.id }] : []));
  }

  async function concertsOf(schoolId: number, from: string, to: string): Promise<ConcertAttended[]> {
    const rows = await strapi.db.query(CONCERT_UID).findMany({
      where: { member_account: { id: schoolId }, attended_on: { $gte: from, $lte: to } },
      select: ['documentId', 'production_ref', 'production_title', 'programme_title', 'attended_on'],
      orderBy: [{ attended_on: 'asc' }, { id: 'asc' }],
    });
    return rows.map(concertAnswer);
  }

  /** The school and the period asked for (this school year by default, or one of its terms). */
  async function period(ownerId: number, schoolYear?: number | null, term?: TermKey | null) {
    const school = await ownedSchool(ownerId);
    const today = englishDate(now());
    const year = schoolYear ?? schoolYearOf(today);
    const { from, to } = periodOf(year, term);
    const terms = term ? schoolTerms(year).filter((t) => t.key === term) : schoolTerms(year);
    return { school, ids: school.teachers.map((teacher) => teacher.id), today, year, term: term ?? null, from, to, terms };
  }

  return {
    ownedSchool,
    entriesOf,
    groupedOf,

    /** The school's record for a school year (this one by default), or one of its terms. */
    async record(ownerId: number, asked: { schoolYear?: number | null; term?: TermKey | null } = {}) {
      const { school, ids, today, year, term, from, to, terms } = await period(ownerId, asked.schoolYear, asked.term);
      const [record, classes, first] = await Promise.all([groupedOf(ids, from, to, terms), classesOf(ids), firstSchoolYear(ids)]);
      const current = schoolYearOf(today);
      const earliest = Math.min(first ?? current, current, year);
      return {
        school: school.name,
        schoolYear: year,
        schoolYearTitle: schoolYearTitle(year),
        schoolYears: Array.from({ length: Math.max(current, year) - earliest + 1 }, (_, n) => Math.max(current, year) - n),
        term,
        from,
        to,
        terms: schoolTerms(year),
        lessons: lessonCount(record),
        weeks: teachingWeeks(record),
        teachers: teacherSummaries(record, classes, school.teachers),
        coverage: coverageGrid(record, classes, TAXONOMY),
        timePerWeek: timePerWeek(record, TAXONOMY),
        yearGroups: byYearGroupAndTerm(record, classes, school.teachers, TAXONOMY, terms),
      };
    },

    /** The draft of the music development plan summary for a school year (this one by default), to today or the year's end. */
    async developmentPlan(ownerId: number, schoolYear?: number | null) {
      const { school, ids, today, year, from, to, terms } = await period(ownerId, schoolYear);
      const asOf = today < to ? today : to;
      const [record, classes] = await Promise.all([groupedOf(ids, from, asOf, terms), classesOf(ids)]);
      return developmentPlanDraft({
        school: school.name,
        schoolYear: year,
        asOf,
        timePerWeek: timePerWeek(record, TAXONOMY),
        coverage: coverageGrid(record, classes, TAXONOMY),
        yearGroups: byYearGroupAndTerm(record, classes, school.teachers, TAXONOMY, terms),
        areas: TAXONOMY.areas,
        concerts: await concertsOf(school.id, from, to),
      });
    },

    /** The record as a CSV file (every entry of the period, oldest first) and its file name. */
    async csv(ownerId: number, asked: { schoolYear?: number | null; term?: TermKey | null } = {}) {
      const { school, ids, year, term, from, to } = await period(ownerId, asked.schoolYear, asked.term);
      const [entries, classes] = await Promise.all([entriesOf(ids, from, to), classesOf(ids)]);
      const slugs = [...new Set(entries.flatMap((entry) => (entry.programme ? [entry.programme] : [])))];
      const programmes = slugs.length
        ? ((await strapi.db.query(PROGRAMME_UID).findMany({ where: { slug: { $in: slugs } }, select: ['slug', 'title'] })) as Array<{
            slug: string;
            title: string;
          }>)
        : [];
      const name = school.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      return {
        filename: `${name || 'school'}-record-of-teaching-${year}-to-${year + 1}${term ? `-${term}` : ''}.csv`,
        csv: recordCsv(entries, classes, school.teachers, TAXONOMY, new Map(programmes.map((p) => [p.slug, p.title]))),
      };
    },

    /**
     * Marks a production of the live offer as attended by the school's pupils on a day (today in
     * England unless given; never a day to come), while the school account is active. Marking the
     * same production on the same day again answers the first mark.
     */
    async markConcert(ownerId: number, input: { production: string; attendedOn?: string | null }): Promise<ConcertAttended> {
      const school = await ownedSchool(ownerId);
      if (!(await schoolAccountActive(strapi, { active_until: school.activeUntil, owner: { id: ownerId } }))) throw new errors.PolicyError(SCHOOL_LAPSED);
      const today = englishDate(now());
      const attendedOn = input.attendedOn ?? today;
      if (attendedOn > today) throw new errors.ValidationError(CONCERT_IN_FUTURE, { errors: [{ path: ['attendedOn'], message: CONCERT_IN_FUTURE }] });
      const production = (await strapi.documents(PRODUCTION_UID as never).findOne({
        documentId: input.production,
        status: 'published',
        fields: ['title'],
        populate: { live_programme: { fields: ['title'] } },
      } as never)) as unknown as { title: string; live_programme?: { title: string } | null } | null;
      if (!production) throw new errors.NotFoundError(NO_SUCH_CONCERT);
      const concerts = strapi.db.query(CONCERT_UID);
      const fields = ['documentId', 'production_ref', 'production_title', 'programme_title', 'attended_on'];
      const earlier = await concerts.findOne({
        where: { member_account: { id: school.id }, production_ref: input.production, attended_on: attendedOn },
        select: fields,
      });
      if (earlier) return concertAnswer(earlier);
      const made = await concerts.create({
        data: {
          member_account: school.id,
          production_ref: input.production,
          production_title: production.title,
          programme_title: production.live_programme?.title ?? null,
          attended_on: attendedOn,
        },
        select: fields,
      });
      return concertAnswer(made);
    },

    /** Removes one of the school's concerts; another school's answers as a missing one. */
    async removeConcert(ownerId: number, documentId: string): Promise<{ documentId: string }> {
      const school = await ownedSchool(ownerId);
      const row = await strapi.db.query(CONCERT_UID).findOne({ where: { documentId, member_account: { id: school.id } }, select: ['id'] });
      if (!row) throw new errors.NotFoundError(CONCERT_NOT_FOUND);
      await strapi.db.query(CONCERT_UID).delete({ where: { id: row.id } });
      return { documentId };
    },

    /** Deletes a school account's concerts (the account is being deleted). */
    async removeConcertsOf(schoolIds: number[]): Promise<void> {
      if (!schoolIds.length) return;
      const rows = await strapi.db.query(CONCERT_UID).findMany({ where: { member_account: { id: { $in: schoolIds } } }, select: ['id'] });
      if (rows.length) await strapi.db.query(CONCERT_UID).deleteMany({ where: { id: { $in: rows.map((row: { id: number }) => row.id) } } });
    },
  };
};

export type SchoolRecordService = ReturnType<typeof schoolRecordService>;

export default schoolRecordService;
