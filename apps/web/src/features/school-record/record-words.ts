/** What the school's record pages say, from what the CMS answers: pure functions, tested without a page (record-words.test.ts). */
import { format } from 'date-fns';
import { enGB } from 'date-fns/locale';
import type { SchoolRecordPageQuery } from '../../graphql/generated';

type SchoolRecord = SchoolRecordPageQuery['schoolRecord'];

export const TERMS = ['autumn', 'spring', 'summer'] as const;
export type TermKey = (typeof TERMS)[number];

/** The period in a page's address (?year=2026&term=spring); anything else there is left out, so the page shows this school year. */
export function periodOf(search: URLSearchParams): { schoolYear?: number; term?: TermKey } {
  const year = search.get('year') ?? '';
  const term = search.get('term') ?? '';
  return {
    ...(/^20\d\d$/.test(year) && Number(year) <= 2098 ? { schoolYear: Number(year) } : {}),
    ...((TERMS as readonly string[]).includes(term) ? { term: term as TermKey } : {}),
  };
}

/** '12 November 2026'. */
export function longDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return format(new Date(year, month - 1, day), 'd MMMM yyyy', { locale: enGB });
}

/** 45 → '45 minutes', 60 → '1 hour', 75 → '1 hour 15 minutes'. */
export function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours ? `${hours} hour${hours === 1 ? '' : 's'}` : '', rest || !hours ? `${rest} minute${rest === 1 ? '' : 's'}` : ''];
  return parts.filter(Boolean).join(' ');
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** 'Spring 2027' or 'the school year 2026 to 2027'. */
export function periodTitle(record: Pick<SchoolRecord, 'term' | 'terms' | 'schoolYearTitle'>): string {
  const term = record.terms.find((candidate) => candidate.key === record.term);
  return term ? `${term.title} (${record.schoolYearTitle})` : `the school year ${record.schoolYearTitle}`;
}

/** '3 lessons taught by 2 teachers to 4 classes, over 5 teaching weeks.' */
export function summaryLine(record: Pick<SchoolRecord, 'lessons' | 'weeks' | 'teachers' | 'yearGroups'>): string {
  if (record.lessons === 0) return 'No lessons are recorded for this period yet.';
  const teachers = record.teachers.filter((teacher) => teacher.lessons > 0).length;
  const classes = record.yearGroups.reduce((sum, year) => sum + year.classes.filter((c) => c.lessons > 0).length, 0);
  return `${plural(record.lessons, 'lesson')} taught by ${plural(teachers, 'teacher')} to ${plural(classes, 'class', 'classes')}, over ${plural(record.weeks, 'teaching week')}.`;
}

/** A lesson's page on the site, when the entry knew its audience, programme and unit. */
export function lessonPath(unit: { unit?: string | null; programme?: string | null; audience?: string | null }, lesson: string): string | undefined {
  if (!unit.unit || !unit.programme || !unit.audience) return undefined;
  return `/${unit.audience}/${unit.programme}/unit/${unit.unit}/lesson/${lesson}`;
}

/** How often and when a lesson was taught: 'twice, 7 September 2026 to 9 September 2026'. */
export function taughtWhen(lesson: { times: number; first: string; last: string }): string {
  const times = lesson.times === 1 ? 'once' : lesson.times === 2 ? 'twice' : `${lesson.times} times`;
  return `${times}, ${lesson.first === lesson.last ? longDay(lesson.first) : `${longDay(lesson.first)} to ${longDay(lesson.last)}`}`;
}

/** The record's CSV, as the CMS makes it, for the period shown. */
export function csvAddress(record: Pick<SchoolRecord, 'schoolYear' | 'term'>): string {
  const query = new URLSearchParams({ schoolYear: String(record.schoolYear), ...(record.term ? { term: record.term } : {}) });
  return `/api/school-record/entries.csv?${query}`;
}
