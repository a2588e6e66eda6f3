/**
 * A draft of the school's music development plan summary (the Department for Education's template,
 * 2024; docs/teaching-record.md, "Music development plan summary"), from the school's record: the
 * two parts a record can speak to, Part A (curriculum music: time per week per key stage, what is
 * taught) and Part C (musical experiences: the live concerts the school marked as attended). The
 * rest of the template (the overview, Part B, the rest of Part C, "In the future") is the school's
 * to write. Pure: tested without a CMS (tests/school-record-figures.test.ts).
 */
import type { KeyStage, TaxonomyRow } from '../../setup/curriculum-taxonomy';
import { schoolYearTitle, type CoverageRow, type KeyStageTime, type YearGroupRecord } from './record';

export interface ConcertAttended {
  documentId: string;
  production: string;
  title: string;
  programme: string | null;
  attendedOn: string;
}

export interface PlanDraft {
  school: string;
  academicYear: string;
  /** The last day the figures count (today, or the school year's end once it is over). */
  asOf: string;
  /** Part A, paragraphs to publish. */
  curriculum: string[];
  /** Part A: each year group's units and areas this year. */
  taught: Array<{ title: string; units: string[]; areas: string[] }>;
  /** Part C, paragraphs to publish. */
  experiences: string[];
  concerts: ConcertAttended[];
  /** For the subject leader, not to publish: what the figures leave out, and what the national plan asks. */
  notes: string[];
}

/** The key stages that the National Plan for Music Education (2022) asks at least an hour a week of curriculum music for. */
const HOUR_A_WEEK: readonly KeyStage[] = ['ks1', 'ks2', 'ks3'];

const STAGE_PHRASES: Record<KeyStage, string> = {
  eyfs: 'in the early years',
  ks1: 'in key stage 1',
  ks2: 'in key stage 2',
  ks3: 'in key stage 3',
  ks4: 'in key stage 4',
  ks5: 'in the sixth form',
  all: 'in our all-age (SEND) classes',
};

/** 45 → '45 minutes', 60 → '1 hour', 75 → '1 hour 15 minutes'. */
export function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours ? `${hours} hour${hours === 1 ? '' : 's'}` : '', rest || !hours ? `${rest} minute${rest === 1 ? '' : 's'}` : ''];
  return parts.filter(Boolean).join(' ');
}

/** 'a, b and c'; with `serial`, 'a, b, and c' (for items with an 'and' of their own). */
export function listOf(items: readonly string[], serial = false): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${serial ? ',' : ''} and ${items.at(-1)}`;
}

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '12 November 2026'. */
export function longDate(date: string): string {
  return LONG_DATE.format(new Date(`${date}T00:00:00Z`));
}

const MUSICIANSHIP = 'Musicianship: ';

/** The areas in running text: 'singing, listening and musicianship (pulse and beat, and rhythm)'. */
export function areasInWords(areas: readonly TaxonomyRow[]): string {
  const plain = areas.filter((area) => !area.title.startsWith(MUSICIANSHIP)).map((area) => area.title.toLowerCase());
  const musicianship = areas.filter((area) => area.title.startsWith(MUSICIANSHIP)).map((area) => area.title.slice(MUSICIANSHIP.length));
  const inner = listOf(
    musicianship,
    musicianship.some((item) => item.includes(' and ')),
  );
  const words = musicianship.length ? [...plain, `musicianship (${inner})`] : plain;
  return listOf(words);
}

export interface PlanInput {
  school: string;
  schoolYear: number;
  asOf: string;
  timePerWeek: readonly KeyStageTime[];
  coverage: readonly CoverageRow[];
  yearGroups: readonly YearGroupRecord[];
  areas: readonly TaxonomyRow[];
  concerts: readonly ConcertAttended[];
}

export function developmentPlanDraft(input: PlanInput): PlanDraft {
  const { timePerWeek, coverage, areas } = input;
  const lessons = coverage.reduce((sum, row) => sum + row.lessons, 0);
  const curriculum: string[] = [];
  const notes: string[] = [];

  const timed = timePerWeek.filter((stage) => stage.minutesPerWeek != null);
  if (timed.length) {
    const times = timed.map((stage) => `${duration(stage.minutesPerWeek!)} a week ${STAGE_PHRASES[stage.keyStage]}`);
    curriculum.push(`Classes are taught music for an average of ${listOf(times)}.`);
  }
  const taughtAreas = areas.filter((area) => coverage.some((row) => row.cells.some((cell) => cell.area === area.slug && cell.lessons > 0)));
  if (taughtAreas.length) {
    curriculum.push(
      `Our curriculum follows the Model Music Curriculum (Department for Education, 2021). This year, pupils have been taught ${areasInWords(taughtAreas)}.`,
    );
  }
  if (lessons) curriculum.push("Lessons are planned from Orchestra Classroom's units, which set out what each year group learns and in which order.");

  const taught = input.yearGroups
    .map((year) => ({
      title: year.title,
      units: [...new Set(year.terms.flatMap((term) => term.units.map((unit) => unit.title)))],
      areas: areas
        .filter((area) => coverage.find((row) => row.yearGroup === year.yearGroup)?.cells.some((cell) => cell.area === area.slug && cell.lessons > 0))
        .map((area) => area.title),
    }))
    .filter((year) => year.units.length > 0);

  const concerts = [...input.concerts].sort((a, b) => a.attendedOn.localeCompare(b.attendedOn) || a.title.localeCompare(b.title));
  const experiences = concerts.length
    ? [
        `This year, pupils went to ${concerts.length === 1 ? 'a live concert' : `${concerts.length} live concerts`}: ${listOf(
          concerts.map((concert) => `${concert.title}${concert.programme ? ` (${concert.programme})` : ''} on ${longDate(concert.attendedOn)}`),
        )}.`,
      ]
    : [];

  if (!lessons)
    notes.push('No lessons are recorded for this school year yet, so Part A has nothing to say. Teachers mark lessons as taught as they teach them.');
  for (const stage of timePerWeek) {
    if (stage.minutesPerWeek != null && HOUR_A_WEEK.includes(stage.keyStage) && stage.minutesPerWeek < 60) {
      notes.push(
        `${stage.title} averages ${duration(stage.minutesPerWeek)} a week: the National Plan for Music Education asks for at least an hour a week of curriculum music in key stages 1 to 3.`,
      );
    }
  }
  const untimed = timePerWeek.reduce((sum, stage) => sum + stage.lessonsWithoutTime, 0);
  if (untimed) notes.push(`${untimed} ${untimed === 1 ? 'lesson gives' : 'lessons give'} no time in its activities, and so adds nothing to the time per week.`);
  for (const row of coverage) {
    const gaps = areas.filter((area) => row.cells.some((cell) => cell.area === area.slug && cell.lessons === 0));
    if (gaps.length && row.lessons) notes.push(`${row.title} has not been taught ${areasInWords(gaps)} yet this year.`);
    if (!row.lessons) notes.push(`${row.title} has a class but no lessons recorded this year.`);
  }
  if (!concerts.length) notes.push('No live concerts are marked as attended this year.');

  return { school: input.school, academicYear: schoolYearTitle(input.schoolYear), asOf: input.asOf, curriculum, taught, experiences, concerts, notes };
}
