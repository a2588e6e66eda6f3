/**
 * The school's record of teaching as its owner reads it (docs/teaching-record.md, "The school's
 * record"): pure functions of the entries, classes and teachers the service read, tested without a
 * CMS (tests/school-record-figures.test.ts). Dates are English calendar dates, YYYY-MM-DD.
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

/** weekOf, worked out once per day: a school's year of entries has a few hundred days among thousands of entries. */
function weeks(): (date: string) => string {
  const known = new Map<string, string>();
  return (date) => {
    let week = known.get(date);
    if (week === undefined) known.set(date, (week = weekOf(date)));
    return week;
  };
}

/** The entries of each year group, in the order given. */
function byYearGroup(entries: readonly RecordEntry[]): Map<string, RecordEntry[]> {
  const groups = new Map<string, RecordEntry[]>();
  for (const entry of entries) {
    if (!entry.yearGroup) continue;
    const group = groups.get(entry.yearGroup);
    if (group) group.push(entry);
    else groups.set(entry.yearGroup, [entry]);
  }
  return groups;
}

export interface CoverageRow {
  yearGroup: string;
  title: string;
  keyStage: KeyStage;
  lessons: number;
  cells: Array<{ area: string; lessons: number }>;
  gaps: number;
}

/** The year groups the school has a class of or taught, in the year groups' order. */
function presentYearGroups(groups: Map<string, RecordEntry[]>, classes: readonly RecordClass[], taxonomy: Taxonomy) {
  const present = new Set<string>([...classes.map((c) => c.yearGroup), ...groups.keys()]);
  return taxonomy.yearGroups.filter((year) => present.has(year.slug));
}

/**
 * The coverage grid: a row for each year group the school has a class of or taught (in the year
 * groups' order), a cell for each area with the lessons taught in it; a cell of 0 is a gap.
 */
export function coverageGrid(entries: readonly RecordEntry[], classes: readonly RecordClass[], taxonomy: Taxonomy): CoverageRow[] {
  const groups = byYearGroup(entries);
  return presentYearGroups(groups, classes, taxonomy).map((year) => {
    const taught = groups.get(year.slug) ?? [];
    const counts = new Map<string, number>();
    for (const entry of taught) for (const area of entry.curriculumAreas) counts.set(area, (counts.get(area) ?? 0) + 1);
    const cells = taxonomy.areas.map((area) => ({ area: area.slug, lessons: counts.get(area.slug) ?? 0 }));
    return {
      yearGroup: year.slug,
      title: year.title,
      keyStage: year.key_stage,
      lessons: taught.length,
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

/** The school's teaching weeks among the entries: the weeks in which anyone recorded a lesson. */
export function teachingWeeks(entries: readonly RecordEntry[]): number {
  const week = weeks();
  return new Set(entries.map((entry) => week(entry.taughtOn))).size;
}

/** Time taught per week per key stage (the rule is in this file's heading), in key stage order. */
export function timePerWeek(entries: readonly RecordEntry[], taxonomy: Taxonomy): KeyStageTime[] {
  const weekCount = teachingWeeks(entries);
  const stages = new Map(taxonomy.yearGroups.map((year) => [year.slug, year.key_stage]));
  const byStage = new Map<KeyStage, { lessons: number; untimed: number; timed: number; classes: Map<string, number> }>();
  for (const entry of entries) {
    const stage = entry.yearGroup ? stages.get(entry.yearGroup) : undefined;
    if (!stage) continue;
    let figures = byStage.get(stage);
    if (!figures) byStage.set(stage, (figures = { lessons: 0, untimed: 0, timed: 0, classes: new Map<string, number>() }));
    figures.lessons += 1;
    if (entry.minutes == null) figures.untimed += 1;
    else figures.timed += 1;
    const key = entry.classId == null ? `teacher-${entry.teacher}` : String(entry.classId);
    figures.classes.set(key, (figures.classes.get(key) ?? 0) + (entry.minutes ?? 0));
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
        lessonsWithoutTime: figures.untimed,
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

/**
 * What each year group was taught, term by term: per unit (in the order first taught), the classes
 * taught it and its lessons with how often and between which dates. Condensed, so a year's record
 * stays a page long however many times a lesson was taught; the CSV export has every entry.
 */
export function byYearGroupAndTerm(
  entries: readonly RecordEntry[],
  classes: readonly RecordClass[],
  teachers: readonly RecordTeacher[],
  taxonomy: Taxonomy,
  terms: readonly Term[],
): YearGroupRecord[] {
  const classById = new Map(classes.map((c) => [c.id, c]));
  const teacherNames = new Map(teachers.map((t) => [t.id, t.name]));
  const groups = byYearGroup(entries);
  return presentYearGroups(groups, classes, taxonomy).map((year) => {
    const taught = [...(groups.get(year.slug) ?? [])].sort((a, b) => (a.taughtOn < b.taughtOn ? -1 : a.taughtOn > b.taughtOn ? 1 : 0));
    const perClass = new Map<number, number>();
    for (const entry of taught) if (entry.classId != null) perClass.set(entry.classId, (perClass.get(entry.classId) ?? 0) + 1);
    const ofYear = classes.filter((c) => c.yearGroup === year.slug || perClass.has(c.id));
    const inTerms = terms.map((term) => {
      const units = new Map<string, UnitTaught & { lessonsById: Map<string, LessonTaught> }>();
      let lessons = 0;
      for (const entry of taught) {
        if (entry.taughtOn < term.from || entry.taughtOn > term.to) continue;
        lessons += 1;
        const unitKey = entry.unit ?? `lesson:${entry.lesson}`;
        let unit = units.get(unitKey);
        if (!unit) {
          unit = {
            unit: entry.unit,
            title: entry.unitTitle ?? entry.lessonTitle,
            programme: entry.programme,
            audience: entry.audience,
            classes: [],
            lessons: [],
            lessonsById: new Map(),
          };
          units.set(unitKey, unit);
        }
        let lesson = unit.lessonsById.get(entry.lesson);
        if (!lesson) {
          lesson = { lesson: entry.lesson, title: entry.lessonTitle, times: 0, first: entry.taughtOn, last: entry.taughtOn };
          unit.lessonsById.set(entry.lesson, lesson);
          unit.lessons.push(lesson);
        }
        lesson.times += 1;
        lesson.last = entry.taughtOn;
        const className = entry.classId == null ? undefined : classById.get(entry.classId)?.name;
        if (className && !unit.classes.includes(className)) unit.classes.push(className);
      }
      return {
        key: term.key,
        title: term.title,
        lessons,
        units: [...units.values()].map(({ lessonsById: _, ...unit }) => unit),
      };
    });
    return {
      yearGroup: year.slug,
      title: year.title,
      keyStage: year.key_stage,
      classes: ofYear
        .map((c) => ({ name: c.name, teacher: teacherNames.get(c.teacher) ?? '', lessons: perClass.get(c.id) ?? 0 }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.teacher.localeCompare(b.teacher)),
      terms: inTerms,
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
export function teacherSummaries(entries: readonly RecordEntry[], classes: readonly RecordClass[], teachers: readonly RecordTeacher[]): TeacherSummary[] {
  const taught = new Map<number, { lessons: number; last: string | null }>();
  for (const entry of entries) {
    const figures = taught.get(entry.teacher) ?? { lessons: 0, last: null };
    figures.lessons += 1;
    if (!figures.last || entry.taughtOn > figures.last) figures.last = entry.taughtOn;
    taught.set(entry.teacher, figures);
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
