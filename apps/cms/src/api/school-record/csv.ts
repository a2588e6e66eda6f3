/**
 * The school's record as a CSV file (docs/teaching-record.md, "Exports"): one row per lesson taught,
 * oldest first, for a spreadsheet. UTF-8 with a byte order mark and CRLF line ends, which Excel
 * reads as UTF-8; every cell quoted. A cell a teacher typed (a class name) that a spreadsheet would
 * read as a formula (=, +, -, @, a tab or a return first) is written with a ' before it.
 */
import { termOf, type RecordClass, type RecordEntry, type RecordTeacher, type Taxonomy } from './record';

export const CSV_HEADER = [
  'Date',
  'Term',
  'Year group',
  'Class',
  'Teacher',
  'Teacher email',
  'Lesson',
  'Unit',
  'Programme',
  'Curriculum areas',
  'Minutes',
] as const;

const TERM_TITLES = { autumn: 'Autumn', spring: 'Spring', summer: 'Summer' } as const;

export function csvCell(value: string | number | null | undefined): string {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function recordCsv(
  entries: readonly RecordEntry[],
  classes: readonly RecordClass[],
  teachers: readonly RecordTeacher[],
  taxonomy: Taxonomy,
  programmeTitles: ReadonlyMap<string, string> = new Map(),
): string {
  const classNames = new Map(classes.map((c) => [c.id, c.name]));
  const people = new Map(teachers.map((t) => [t.id, t]));
  const years = new Map(taxonomy.yearGroups.map((year) => [year.slug, year.title]));
  const areas = new Map(taxonomy.areas.map((area) => [area.slug, area.title]));
  const rows = [...entries]
    .sort((a, b) => a.taughtOn.localeCompare(b.taughtOn))
    .map((entry) => [
      entry.taughtOn,
      TERM_TITLES[termOf(entry.taughtOn)],
      entry.yearGroup ? (years.get(entry.yearGroup) ?? entry.yearGroup) : '',
      entry.classId == null ? '' : (classNames.get(entry.classId) ?? ''),
      people.get(entry.teacher)?.name ?? '',
      people.get(entry.teacher)?.email ?? '',
      entry.lessonTitle,
      entry.unitTitle ?? '',
      entry.programme ? (programmeTitles.get(entry.programme) ?? entry.programme) : '',
      entry.curriculumAreas.map((slug) => areas.get(slug) ?? slug).join('; '),
      entry.minutes,
    ]);
  return `\uFEFF${[CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
