/**
 * The school's record of teaching as its owner reads it (docs/teaching-record.md, "The school's
 * record"): pure functions of the entries grouped (`GroupedRecord`, below), the classes and the
 * teachers the service read, tested without a CMS (tests/school-record-figures.test.ts). Dates are
 * English calendar dates, YYYY-MM-DD.
 *
 * - **School years and terms.** A school year runs from 1 September to 31 August. Its terms: autumn
 *   from 1 September to 31 December; spring from 1 January to Easter Sunday; summer from Easter
 *   Monday to 31 August. Schools set their own holidays, but every English school breaks for Easter
 *   between its spring and summer terms, so Easter is where the two meet.
 * - **Coverage grid.** Year groups (those the school has a class of, or taught) by curriculum areas:
 *   lessons taught whose areas include the area. A cell with none is a gap.
 * - **Time per week per key stage.** A lesson's time is its activities' times added up (copied into
 *   the entry when it was marked; a lesson none of whose activities gives a time counts no minutes,
 *   and is counted as such). A class's time per week is its minutes over the school's teaching weeks
 *   of the period: the Monday-to-Sunday weeks in which anyone in the school recorded a lesson, so
 *   holidays and half terms count for nothing. A key stage's figure is the mean of its classes'.
 */
import { KEY_STAGE_TITLES, KEY_STAGES, type KeyStage, type TaxonomyRow, type YearGroupRow } from '../../setup/curriculum-taxonomy';

export type TermKey = 'autumn' | 'spring' | 'summer';
export const TERM_KEYS: readonly TermKey[] = ['autumn', 'spring', 'summer'];
const TERM_NAMES: Record<TermKey, string> = { autumn: 'Autumn', spring: 'Spring', summer: 'Summer' };

export interface Term {
  key: TermKey;
  title: string;
  from: string;
  to: string;
}

export interface RecordEntry {
  taughtOn: string;
  teacher: number;
  classId: number | null;
  yearGroup: string | null;
  curriculumAreas: string[];
  minutes: number | null;
  lesson: string;
  lessonTitle: string;
  unit: string | null;
  unitTitle: string | null;
  programme: string | null;
  audience: string | null;
}
export interface RecordClass {
  id: number;
  name: string;
  yearGroup: string;
  teacher: number;
}
export interface RecordTeacher {
  id: number;
  name: string;
  email: string;
  owner: boolean;
}
export interface Taxonomy {
  /** In the order pages show them. */
  yearGroups: readonly YearGroupRow[];
  areas: readonly TaxonomyRow[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: string, days: number) => isoDay(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));

/** Easter Sunday of a year (the Gregorian computus, the "anonymous" algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The school year a date falls in, named by the year it starts (2026 for 1 September 2026 to 31 August 2027). */
export function schoolYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return date.slice(5) >= '09-01' ? year : year - 1;
}

/** "2026 to 2027", as the Department for Education names an academic year. */
export const schoolYearTitle = (schoolYear: number) => `${schoolYear} to ${schoolYear + 1}`;

/** The three terms of a school year, with their first and last days. */
export function schoolTerms(schoolYear: number): Term[] {
  const easter = easterSunday(schoolYear + 1);
  const ranges: Array<[TermKey, string, string, number]> = [
    ['autumn', `${schoolYear}-09-01`, `${schoolYear}-12-31`, schoolYear],
    ['spring', `${schoolYear + 1}-01-01`, easter, schoolYear + 1],
    ['summer', addDays(easter, 1), `${schoolYear + 1}-08-31`, schoolYear + 1],
  ];
  return ranges.map(([key, from, to, year]) => ({ key, title: `${TERM_NAMES[key]} ${year}`, from, to }));
}

/** The term a date falls in. */
export function termOf(date: string): TermKey {
  return schoolTerms(schoolYearOf(date)).find((term) => date >= term.from && date <= term.to)!.key;
}

/** The first and last days of a school year, or of one of its terms. */
export function periodOf(schoolYear: number, term?: TermKey | null): { from: string; to: string } {
  if (term) {
    const { from, to } = schoolTerms(schoolYear).find((candidate) => candidate.key === term)!;
    return { from, to };
  }
  return { from: `${schoolYear}-09-01`, to: `${schoolYear + 1}-08-31` };
}

/** The Monday of the week (Monday to Sunday) a date falls in. */
export function weekOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

/**
 * The period's entries as the figures read them: grouped three ways, so that a school's year of
 * thousands of entries arrives as a few hundred small rows (the service groups them in SQL;
 * `groupEntries` is the same grouping of entries in hand, which the tests use and the service's test
 * compares the SQL with). An entry's term is the first of the terms given whose last day is on or
 * after its day (the last term otherwise).
 */
export interface LessonGroup {
  term: TermKey;
  yearGroup: string | null;
  unit: string | null;
  unitTitle: string | null;
  programme: string | null;
  audience: string | null;
  lesson: string;
  lessonTitle: string;
  curriculumAreas: string[];
  /** Entries of the group, and their first and last days. */
  times: number;
  first: string;
  last: string;
}
export interface ClassGroup {
  term: TermKey;
  yearGroup: string | null;
  /** The unit, or `lesson:<documentId>` for a lesson marked outside a unit. */
  unitKey: string;
  teacher: number;
  classId: number | null;
  lessons: number;
  /** Entries with a time, and their minutes added up. */
  timed: number;
  minutes: number;
  first: string;
  last: string;
}
export interface GroupedRecord {
  /** By term, year group, unit, lesson (with the titles and areas the entries copied). */
  lessons: LessonGroup[];
  /** By term, year group, unit, teacher and class. */
  classes: ClassGroup[];
  /** The days anything was taught. */
  days: string[];
}

export const unitKeyOf = (entry: Pick<RecordEntry, 'unit' | 'lesson'>) => entry.unit ?? `lesson:${entry.lesson}`;

/** The term of a day among the terms given (the rule above). */
export function termAmong(terms: readonly Term[], day: string): TermKey {
  return (terms.find((term) => day <= term.to) ?? terms[terms.length - 1]).key;
}

/** Adds an entry's day to a group's first and last days. */
function spanTo(group: { first: string; last: string }, day: string) {
  if (day < group.first) group.first = day;
  if (day > group.last) group.last = day;
}

/** The entries grouped as the service groups them in SQL. */
export function groupEntries(entries: readonly RecordEntry[], terms: readonly Term[]): GroupedRecord {
  const lessons = new Map<string, LessonGroup>();
  const classes = new Map<string, ClassGroup>();
  for (const entry of entries) {
    const term = termAmong(terms, entry.taughtOn);
    const { yearGroup, unit, unitTitle, programme, audience, lesson, lessonTitle, curriculumAreas, taughtOn: day } = entry;
    const lessonKey = JSON.stringify([term, yearGroup, unit, unitTitle, programme, audience, lesson, lessonTitle, curriculumAreas]);
    const lessonGroup = lessons.get(lessonKey);
    if (lessonGroup) {
      lessonGroup.times += 1;
      spanTo(lessonGroup, day);
    } else {
      lessons.set(lessonKey, { term, yearGroup, unit, unitTitle, programme, audience, lesson, lessonTitle, curriculumAreas, times: 1, first: day, last: day });
    }
    const unitKey = unitKeyOf(entry);
    const classKey = JSON.stringify([term, yearGroup, unitKey, entry.teacher, entry.classId]);
    let classGroup = classes.get(classKey);
    if (!classGroup) {
      classGroup = { term, yearGroup, unitKey, teacher: entry.teacher, classId: entry.classId, lessons: 0, timed: 0, minutes: 0, first: day, last: day };
      classes.set(classKey, classGroup);
    }
    classGroup.lessons += 1;
    if (entry.minutes != null) {
      classGroup.timed += 1;
      classGroup.minutes += entry.minutes;
    }
    spanTo(classGroup, day);
  }
  return { lessons: [...lessons.values()], classes: [...classes.values()], days: [...new Set(entries.map((entry) => entry.taughtOn))] };
}

/** The groups of each year group. */
function byYearGroup<T extends { yearGroup: string | null }>(groups: readonly T[]): Map<string, T[]> {
  const found = new Map<string, T[]>();
  for (const group of groups) {
    if (!group.yearGroup) continue;
    const list = found.get(group.yearGroup);
    if (list) list.push(group);
    else found.set(group.yearGroup, [group]);
  }
  return found;
}

/** The entries a record holds. */
export const lessonCount = (record: GroupedRecord) => record.classes.reduce((sum, group) => sum + group.lessons, 0);

/** Earlier first day first; on the same day, by name. */
const firstTaught =
  <T extends { first: string }>(name: (item: T) => string) =>
  (a: T, b: T) =>
    a.first < b.first ? -1 : a.first > b.first ? 1 : name(a).localeCompare(name(b));

export interface CoverageRow {
  yearGroup: string;
  title: string;
  keyStage: KeyStage;
  lessons: number;
  cells: Array<{ area: string; lessons: number }>;
  gaps: number;
}

/** The year groups the school has a class of or taught, in the year groups' order. */
function presentYearGroups(taught: Map<string, unknown>, classes: readonly RecordClass[], taxonomy: Taxonomy) {
  const present = new Set<string>([...classes.map((c) => c.yearGroup), ...taught.keys()]);
  return taxonomy.yearGroups.filter((year) => present.has(year.slug));
}

/**
 * The coverage grid: a row for each year group the school has a class of or taught (in the year
 * groups' order), a cell for each area with the lessons taught in it; a cell of 0 is a gap.
 */
export function coverageGrid(record: GroupedRecord, classes: readonly RecordClass[], taxonomy: Taxonomy): CoverageRow[] {
  const groups = byYearGroup(record.lessons);
  return presentYearGroups(groups, classes, taxonomy).map((year) => {
    const counts = new Map<string, number>();
    let lessons = 0;
    for (const group of groups.get(year.slug) ?? []) {
      lessons += group.times;
      for (const area of group.curriculumAreas) counts.set(area, (counts.get(area) ?? 0) + group.times);
    }
    const cells = taxonomy.areas.map((area) => ({ area: area.slug, lessons: counts.get(area.slug) ?? 0 }));
    return {
      yearGroup: year.slug,
      title: year.title,
      keyStage: year.key_stage,
      lessons,
      cells,
      gaps: cells.filter((cell) => cell.lessons === 0).length,
    };
  });
}

export interface KeyStageTime {
  keyStage: KeyStage;
  title: string;
  /** Classes taught in this key stage in the period. */
  classes: number;
  lessons: number;
  /** Lessons none of whose activities gives a time: they add no minutes. */
  lessonsWithoutTime: number;
  /** The mean of the classes' minutes per teaching week, rounded; null when no lesson gave a time. */
  minutesPerWeek: number | null;
}

/** The school's teaching weeks among the days taught: the weeks in which anyone recorded a lesson. */
export function teachingWeeks(record: Pick<GroupedRecord, 'days'>): number {
  return new Set(record.days.map(weekOf)).size;
}

/** Time taught per week per key stage (the rule is in this file's heading), in key stage order. */
export function timePerWeek(record: GroupedRecord, taxonomy: Taxonomy): KeyStageTime[] {
  const weekCount = teachingWeeks(record);
  const stages = new Map(taxonomy.yearGroups.map((year) => [year.slug, year.key_stage]));
  const byStage = new Map<KeyStage, { lessons: number; timed: number; classes: Map<string, number> }>();
  for (const group of record.classes) {
    const stage = group.yearGroup ? stages.get(group.yearGroup) : undefined;
    if (!stage) continue;
    let figures = byStage.get(stage);
    if (!figures) byStage.set(stage, (figures = { lessons: 0, timed: 0, classes: new Map<string, number>() }));
    figures.lessons += group.lessons;
    figures.timed += group.timed;
    const key = group.classId == null ? `teacher-${group.teacher}` : String(group.classId);
    figures.classes.set(key, (figures.classes.get(key) ?? 0) + group.minutes);
  }
  return KEY_STAGES.flatMap((stage) => {
    const figures = byStage.get(stage);
    if (!figures) return [];
    const perClass = [...figures.classes.values()].map((minutes) => minutes / weekCount);
    const mean = perClass.reduce((sum, value) => sum + value, 0) / perClass.length;
    return [
      {
        keyStage: stage,
        title: KEY_STAGE_TITLES[stage],
        classes: figures.classes.size,
        lessons: figures.lessons,
        lessonsWithoutTime: figures.lessons - figures.timed,
        minutesPerWeek: figures.timed > 0 ? Math.round(mean) : null,
      },
    ];
  });
}

export interface LessonTaught {
  lesson: string;
  title: string;
  /** How many times it was taught (to any class of the year group). */
  times: number;
  first: string;
  last: string;
}
export interface UnitTaught {
  unit: string | null;
  title: string;
  programme: string | null;
  audience: string | null;
  /** The classes taught any of its lessons in the term, by name. */
  classes: string[];
  lessons: LessonTaught[];
}
export interface YearGroupTerm {
  key: TermKey;
  title: string;
  lessons: number;
  units: UnitTaught[];
}
export interface YearGroupRecord {
  yearGroup: string;
  title: string;
  keyStage: KeyStage;
  classes: Array<{ name: string; teacher: string; lessons: number }>;
  terms: YearGroupTerm[];
}

/** A term's units of a year group: each with its lessons (how often, first and last day) and the classes taught it. */
function unitsOfTerm(
  lessonGroups: readonly LessonGroup[],
  classGroups: readonly ClassGroup[],
  className: (id: number | null) => string | undefined,
): UnitTaught[] {
  const units = new Map<string, UnitTaught & { first: string; lessonsById: Map<string, LessonTaught> }>();
  for (const group of [...lessonGroups].sort(firstTaught((g) => g.lessonTitle))) {
    const key = unitKeyOf(group);
    let unit = units.get(key);
    if (!unit) {
      unit = {
        unit: group.unit,
        title: group.unitTitle ?? group.lessonTitle,
        programme: group.programme,
        audience: group.audience,
        classes: [],
        lessons: [],
        first: group.first,
        lessonsById: new Map(),
      };
      units.set(key, unit);
    }
    let lesson = unit.lessonsById.get(group.lesson);
    if (!lesson) {
      lesson = { lesson: group.lesson, title: group.lessonTitle, times: 0, first: group.first, last: group.last };
      unit.lessonsById.set(group.lesson, lesson);
      unit.lessons.push(lesson);
    }
    lesson.times += group.times;
    spanTo(lesson, group.first);
    spanTo(lesson, group.last);
  }
  const named = classGroups.flatMap((group) => {
    const name = className(group.classId);
    return name ? [{ ...group, name }] : [];
  });
  for (const group of named.sort(firstTaught((g) => g.name))) {
    const unit = units.get(group.unitKey);
    if (unit && !unit.classes.includes(group.name)) unit.classes.push(group.name);
  }
  return [...units.values()].sort(firstTaught((u) => u.title)).map(({ lessonsById: _, first: __, ...unit }) => unit);
}

/**
 * What each year group was taught, term by term: per unit (in the order first taught; on the same
 * day, by title), the classes taught it (likewise, by name) and its lessons with how often and between
 * which dates. Condensed, so a year's record stays a page long however many times a lesson was
 * taught; the CSV export has every entry.
 */
export function byYearGroupAndTerm(
  record: GroupedRecord,
  classes: readonly RecordClass[],
  teachers: readonly RecordTeacher[],
  taxonomy: Taxonomy,
  terms: readonly Term[],
): YearGroupRecord[] {
  const classById = new Map(classes.map((c) => [c.id, c]));
  const className = (id: number | null) => (id == null ? undefined : classById.get(id)?.name);
  const teacherNames = new Map(teachers.map((t) => [t.id, t.name]));
  const lessonsByYear = byYearGroup(record.lessons);
  const classesByYear = byYearGroup(record.classes);
  return presentYearGroups(classesByYear, classes, taxonomy).map((year) => {
    const classGroups = classesByYear.get(year.slug) ?? [];
    const lessonGroups = lessonsByYear.get(year.slug) ?? [];
    const perClass = new Map<number, number>();
    for (const group of classGroups) if (group.classId != null) perClass.set(group.classId, (perClass.get(group.classId) ?? 0) + group.lessons);
    const ofYear = classes.filter((c) => c.yearGroup === year.slug || perClass.has(c.id));
    return {
      yearGroup: year.slug,
      title: year.title,
      keyStage: year.key_stage,
      classes: ofYear
        .map((c) => ({ name: c.name, teacher: teacherNames.get(c.teacher) ?? '', lessons: perClass.get(c.id) ?? 0 }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.teacher.localeCompare(b.teacher)),
      terms: terms.map((term) => {
        const inTerm = classGroups.filter((group) => group.term === term.key);
        return {
          key: term.key,
          title: term.title,
          lessons: inTerm.reduce((sum, group) => sum + group.lessons, 0),
          units: unitsOfTerm(
            lessonGroups.filter((group) => group.term === term.key),
            inTerm,
            className,
          ),
        };
      }),
    };
  });
}

export interface TeacherSummary {
  name: string;
  email: string;
  owner: boolean;
  classes: number;
  lessons: number;
  lastTaught: string | null;
}

/** Each teacher (the owner first, then by name) with their classes and the lessons they taught in the period. */
export function teacherSummaries(record: GroupedRecord, classes: readonly RecordClass[], teachers: readonly RecordTeacher[]): TeacherSummary[] {
  const taught = new Map<number, { lessons: number; last: string | null }>();
  for (const group of record.classes) {
    const figures = taught.get(group.teacher) ?? { lessons: 0, last: null };
    figures.lessons += group.lessons;
    if (!figures.last || group.last > figures.last) figures.last = group.last;
    taught.set(group.teacher, figures);
  }
  const classCounts = new Map<number, number>();
  for (const c of classes) classCounts.set(c.teacher, (classCounts.get(c.teacher) ?? 0) + 1);
  return [...teachers]
    .sort((a, b) => Number(b.owner) - Number(a.owner) || a.name.localeCompare(b.name) || a.email.localeCompare(b.email))
    .map((teacher) => ({
      name: teacher.name,
      email: teacher.email,
      owner: teacher.owner,
      classes: classCounts.get(teacher.id) ?? 0,
      lessons: taught.get(teacher.id)?.lessons ?? 0,
      lastTaught: taught.get(teacher.id)?.last ?? null,
    }));
}
