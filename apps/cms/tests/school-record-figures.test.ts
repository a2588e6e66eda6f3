/**
 * The school's record computed from a known record, without a CMS (src/api/school-record/record.ts,
 * development-plan.ts, csv.ts): terms and Easter, the coverage grid with its gaps, time per week per
 * key stage, what each year group was taught term by term, the development plan's draft and the CSV.
 */
import { describe, expect, it } from 'vitest';
import { CURRICULUM_AREAS, YEAR_GROUPS } from '../src/setup/curriculum-taxonomy';
import {
  byYearGroupAndTerm,
  coverageGrid,
  easterSunday,
  groupEntries,
  periodOf,
  schoolTerms,
  schoolYearOf,
  teacherSummaries,
  teachingWeeks,
  termOf,
  timePerWeek,
  weekOf,
  type RecordClass,
  type RecordEntry,
  type RecordTeacher,
} from '../src/api/school-record/record';
import { areasInWords, developmentPlanDraft, duration, listOf } from '../src/api/school-record/development-plan';
import { csvCell, recordCsv } from '../src/api/school-record/csv';

const taxonomy = { yearGroups: YEAR_GROUPS, areas: CURRICULUM_AREAS };

const teachers: RecordTeacher[] = [
  { id: 1, name: 'Priya Shah', email: 'priya@hillside.example', owner: true },
  { id: 2, name: 'Lee Brown', email: 'lee@hillside.example', owner: false },
  { id: 3, name: 'Sam Green', email: 'sam@hillside.example', owner: false },
];
const classes: RecordClass[] = [
  { id: 10, name: 'Year 2 Robins', yearGroup: 'year-2', teacher: 2 },
  { id: 11, name: 'Year 2 Wrens', yearGroup: 'year-2', teacher: 3 },
  { id: 12, name: 'Year 5 Owls', yearGroup: 'year-5', teacher: 1 },
  // Named, never taught: its year group is a row of gaps.
  { id: 13, name: 'Reception Ducks', yearGroup: 'reception', teacher: 3 },
];

function entry(taughtOn: string, classId: number, lesson: string, areas: string[], minutes: number | null): RecordEntry {
  const owner = classes.find((c) => c.id === classId)!;
  const unit = lesson.startsWith('L5') || lesson.startsWith('L6') ? 'U5' : 'U1';
  return {
    taughtOn,
    teacher: owner.teacher,
    classId,
    yearGroup: owner.yearGroup,
    curriculumAreas: areas,
    minutes,
    lesson,
    lessonTitle: `Lesson ${lesson}`,
    unit,
    unitTitle: `Unit ${unit}`,
    programme: 'sound-explorers',
    audience: 'primary',
  };
}

/** The school year 2026 to 2027: Easter Sunday 2027 is 28 March, so the summer term starts on 29 March. */
const entries: RecordEntry[] = [
  entry('2026-09-07', 10, 'L1', ['singing', 'pulse'], 30),
  entry('2026-09-09', 11, 'L1', ['singing', 'pulse'], 30),
  entry('2026-09-14', 10, 'L2', ['listening'], 45),
  entry('2026-09-16', 12, 'L5', ['composing', 'pitch'], 60),
  entry('2027-01-11', 10, 'L3', ['singing'], null),
  entry('2027-04-12', 12, 'L6', ['performing'], 60),
];
/** The entries grouped as the service reads them (by term, year group, unit, lesson; by class; by day). */
const record = groupEntries(entries, schoolTerms(2026));

describe('school years and terms', () => {
  it('finds Easter Sunday', () => {
    expect(['2019', '2024', '2025', '2026', '2027', '2038'].map((year) => easterSunday(Number(year)))).toEqual([
      '2019-04-21',
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
    ]);
  });

  it('runs a school year from 1 September, with spring to Easter Sunday and summer from Easter Monday', () => {
    expect(schoolYearOf('2026-08-31')).toBe(2025);
    expect(schoolYearOf('2026-09-01')).toBe(2026);
    expect(schoolTerms(2026)).toEqual([
      { key: 'autumn', title: 'Autumn 2026', from: '2026-09-01', to: '2026-12-31' },
      { key: 'spring', title: 'Spring 2027', from: '2027-01-01', to: '2027-03-28' },
      { key: 'summer', title: 'Summer 2027', from: '2027-03-29', to: '2027-08-31' },
    ]);
    expect(schoolTerms(2025)[1].to).toBe('2026-04-05');
    expect(['2026-12-31', '2027-01-01', '2027-03-28', '2027-03-29', '2027-07-20'].map(termOf)).toEqual(['autumn', 'spring', 'spring', 'summer', 'summer']);
    expect(periodOf(2026)).toEqual({ from: '2026-09-01', to: '2027-08-31' });
    expect(periodOf(2026, 'spring')).toEqual({ from: '2027-01-01', to: '2027-03-28' });
  });

  it('counts weeks Monday to Sunday, and only the weeks something was taught in', () => {
    expect(weekOf('2026-09-07')).toBe('2026-09-07');
    expect(weekOf('2026-09-13')).toBe('2026-09-07');
    expect(weekOf('2027-01-01')).toBe('2026-12-28');
    expect(teachingWeeks(record)).toBe(4);
  });
});

describe('the coverage grid', () => {
  it('has a row per year group the school has a class of or taught, a cell per area, and marks the gaps', () => {
    const grid = coverageGrid(record, classes, taxonomy);
    expect(grid.map((row) => [row.title, row.keyStage, row.lessons, row.gaps])).toEqual([
      ['Reception', 'eyfs', 0, 7],
      ['Year 2', 'ks1', 4, 4],
      ['Year 5', 'ks2', 2, 4],
    ]);
    const year2 = Object.fromEntries(grid[1].cells.map((cell) => [cell.area, cell.lessons]));
    expect(year2).toEqual({ singing: 3, listening: 1, composing: 0, performing: 0, pulse: 2, rhythm: 0, pitch: 0 });
    // An area's column follows the areas' own order.
    expect(grid[2].cells.map((cell) => cell.area)).toEqual(CURRICULUM_AREAS.map((area) => area.slug));
  });
});

describe('time per week per key stage', () => {
  it("is the mean of the classes' minutes over the school's teaching weeks; a lesson with no time counts no minutes", () => {
    // Key stage 1: Robins 30 + 45 (+ an untimed lesson) = 75, Wrens 30, over 4 weeks: 18.75 and 7.5, mean 13.1.
    // Key stage 2: Owls 60 + 60 over 4 weeks: 30.
    expect(timePerWeek(record, taxonomy)).toEqual([
      { keyStage: 'ks1', title: 'Key stage 1', classes: 2, lessons: 4, lessonsWithoutTime: 1, minutesPerWeek: 13 },
      { keyStage: 'ks2', title: 'Key stage 2', classes: 1, lessons: 2, lessonsWithoutTime: 0, minutesPerWeek: 30 },
    ]);
  });

  it('gives no minutes for a key stage none of whose lessons gives a time, and nothing for no lessons', () => {
    expect(timePerWeek(groupEntries([entry('2026-09-07', 10, 'L1', ['singing'], null)], schoolTerms(2026)), taxonomy)[0].minutesPerWeek).toBeNull();
    expect(timePerWeek(groupEntries([], schoolTerms(2026)), taxonomy)).toEqual([]);
  });
});

describe('by year group and term', () => {
  it("condenses each term's lessons by unit, with how often, to which classes and when", () => {
    const years = byYearGroupAndTerm(record, classes, teachers, taxonomy, schoolTerms(2026));
    expect(years.map((year) => year.title)).toEqual(['Reception', 'Year 2', 'Year 5']);
    const year2 = years[1];
    expect(year2.classes).toEqual([
      { name: 'Year 2 Robins', teacher: 'Lee Brown', lessons: 3 },
      { name: 'Year 2 Wrens', teacher: 'Sam Green', lessons: 1 },
    ]);
    expect(year2.terms.map((term) => [term.title, term.lessons])).toEqual([
      ['Autumn 2026', 3],
      ['Spring 2027', 1],
      ['Summer 2027', 0],
    ]);
    expect(year2.terms[0].units).toEqual([
      {
        unit: 'U1',
        title: 'Unit U1',
        programme: 'sound-explorers',
        audience: 'primary',
        classes: ['Year 2 Robins', 'Year 2 Wrens'],
        lessons: [
          { lesson: 'L1', title: 'Lesson L1', times: 2, first: '2026-09-07', last: '2026-09-09' },
          { lesson: 'L2', title: 'Lesson L2', times: 1, first: '2026-09-14', last: '2026-09-14' },
        ],
      },
    ]);
    expect(years[2].terms[2].units[0].lessons[0]).toMatchObject({ lesson: 'L6', first: '2027-04-12' });
    expect(years[0].classes).toEqual([{ name: 'Reception Ducks', teacher: 'Sam Green', lessons: 0 }]);
  });

  it('orders units, lessons and classes first taught first and, on the same day, by name; a lesson keeps one row when its copied areas changed', () => {
    const outsideUnit = { ...entry('2026-10-05', 11, 'L9', ['listening'], 20), unit: null, unitTitle: null, lessonTitle: 'A lesson on its own' };
    const sameDay = [
      entry('2026-10-05', 11, 'L3', ['singing'], 30),
      entry('2026-10-05', 10, 'L3', ['singing'], 30),
      outsideUnit,
      // L3 again, after its areas were edited: the same lesson row, counted once more.
      entry('2026-10-12', 10, 'L3', ['singing', 'pitch'], 30),
    ];
    const grouped = groupEntries(sameDay, schoolTerms(2026));
    expect(grouped.lessons).toHaveLength(3);
    expect(grouped.days).toEqual(['2026-10-05', '2026-10-12']);
    const [autumn] = byYearGroupAndTerm(grouped, classes, teachers, taxonomy, schoolTerms(2026)).find((year) => year.yearGroup === 'year-2')!.terms;
    expect(autumn.lessons).toBe(4);
    expect(autumn.units.map((unit) => [unit.unit, unit.title, unit.classes])).toEqual([
      [null, 'A lesson on its own', ['Year 2 Wrens']],
      ['U1', 'Unit U1', ['Year 2 Robins', 'Year 2 Wrens']],
    ]);
    expect(autumn.units[1].lessons).toEqual([{ lesson: 'L3', title: 'Lesson L3', times: 3, first: '2026-10-05', last: '2026-10-12' }]);
    expect(coverageGrid(grouped, [], taxonomy)[0].cells.filter((cell) => cell.lessons > 0)).toEqual([
      { area: 'singing', lessons: 3 },
      { area: 'listening', lessons: 1 },
      { area: 'pitch', lessons: 1 },
    ]);
  });

  it('lists the teachers, the owner first, with their classes, lessons and the day they last taught', () => {
    expect(teacherSummaries(record, classes, teachers)).toEqual([
      { name: 'Priya Shah', email: 'priya@hillside.example', owner: true, classes: 1, lessons: 2, lastTaught: '2027-04-12' },
      { name: 'Lee Brown', email: 'lee@hillside.example', owner: false, classes: 1, lessons: 3, lastTaught: '2027-01-11' },
      { name: 'Sam Green', email: 'sam@hillside.example', owner: false, classes: 2, lessons: 1, lastTaught: '2026-09-09' },
    ]);
  });
});

describe('the music development plan summary', () => {
  const input = () => ({
    school: 'Hillside Primary School',
    schoolYear: 2026,
    asOf: '2027-07-20',
    timePerWeek: timePerWeek(record, taxonomy),
    coverage: coverageGrid(record, classes, taxonomy),
    yearGroups: byYearGroupAndTerm(record, classes, teachers, taxonomy, schoolTerms(2026)),
    areas: CURRICULUM_AREAS,
    concerts: [
      { documentId: 'c2', production: 'p2', title: 'The Firebird', programme: 'Orchestra Live', attendedOn: '2027-03-04' },
      { documentId: 'c1', production: 'p1', title: 'Carnival of the Animals', programme: 'Orchestra Live', attendedOn: '2026-11-12' },
    ],
  });

  it('drafts Part A from the time per week and the areas taught, and Part C from the concerts attended', () => {
    const draft = developmentPlanDraft(input());
    expect(draft.academicYear).toBe('2026 to 2027');
    expect(draft.curriculum).toEqual([
      'Classes are taught music for an average of 13 minutes a week in key stage 1 and 30 minutes a week in key stage 2.',
      'Our curriculum follows the Model Music Curriculum (Department for Education, 2021). This year, pupils have been taught singing, listening, composing, performing and musicianship (pulse and beat, and pitch).',
      "Lessons are planned from Orchestra Classroom's units, which set out what each year group learns and in which order.",
    ]);
    expect(draft.taught).toEqual([
      { title: 'Year 2', units: ['Unit U1'], areas: ['Singing', 'Listening', 'Musicianship: pulse and beat'] },
      { title: 'Year 5', units: ['Unit U5'], areas: ['Composing', 'Performing', 'Musicianship: pitch'] },
    ]);
    expect(draft.experiences).toEqual([
      'This year, pupils went to 2 live concerts: Carnival of the Animals (Orchestra Live) on 12 November 2026 and The Firebird (Orchestra Live) on 4 March 2027.',
    ]);
    expect(draft.concerts.map((concert) => concert.documentId)).toEqual(['c1', 'c2']);
  });

  it('tells the subject leader, not the published text, what falls short and what the figures leave out', () => {
    expect(developmentPlanDraft(input()).notes).toEqual([
      'Key stage 1 averages 13 minutes a week: the National Plan for Music Education asks for at least an hour a week of curriculum music in key stages 1 to 3.',
      'Key stage 2 averages 30 minutes a week: the National Plan for Music Education asks for at least an hour a week of curriculum music in key stages 1 to 3.',
      '1 lesson gives no time in its activities, and so adds nothing to the time per week.',
      'Reception has a class but no lessons recorded this year.',
      'Year 2 has not been taught composing, performing and musicianship (rhythm and pitch) yet this year.',
      'Year 5 has not been taught singing, listening and musicianship (pulse and beat, and rhythm) yet this year.',
    ]);
  });

  it('says nothing to publish from an empty record, and says so to the subject leader', () => {
    const draft = developmentPlanDraft({ ...input(), timePerWeek: [], coverage: [], yearGroups: [], concerts: [] });
    expect(draft.curriculum).toEqual([]);
    expect(draft.experiences).toEqual([]);
    expect(draft.notes).toEqual([
      'No lessons are recorded for this school year yet, so Part A has nothing to say. Teachers mark lessons as taught as they teach them.',
      'No live concerts are marked as attended this year.',
    ]);
  });

  it('words times, lists and areas as a reader expects', () => {
    expect([5, 45, 60, 75, 120, 1].map(duration)).toEqual(['5 minutes', '45 minutes', '1 hour', '1 hour 15 minutes', '2 hours', '1 minute']);
    expect(listOf(['a'])).toBe('a');
    expect(listOf(['a', 'b', 'c'])).toBe('a, b and c');
    expect(areasInWords(CURRICULUM_AREAS)).toBe('singing, listening, composing, performing and musicianship (pulse and beat, rhythm, and pitch)');
  });
});

describe('the CSV export', () => {
  it('has a row per entry, oldest first, with names and titles, in UTF-8 that Excel reads', () => {
    const csv = recordCsv(entries, classes, teachers, taxonomy, new Map([['sound-explorers', 'Sound Explorers']]));
    expect(
      csv.startsWith('\uFEFF"Date","Term","Year group","Class","Teacher","Teacher email","Lesson","Unit","Programme","Curriculum areas","Minutes"\r\n'),
    ).toBe(true);
    const rows = csv.trim().split('\r\n');
    expect(rows).toHaveLength(entries.length + 1);
    expect(rows[1]).toBe(
      '"2026-09-07","Autumn","Year 2","Year 2 Robins","Lee Brown","lee@hillside.example","Lesson L1","Unit U1","Sound Explorers","Singing; Musicianship: pulse and beat","30"',
    );
    expect(rows[5]).toContain('"Spring","Year 2","Year 2 Robins"');
    expect(rows[5].endsWith(',""')).toBe(true);
  });

  it('writes what a spreadsheet would run as a formula as text, and quotes quotes', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(['+1', '-1', '@SUM(A1)', '\tx'].map(csvCell)).toEqual(['"\'+1"', '"\'-1"', '"\'@SUM(A1)"', '"\'\tx"']);
    expect(csvCell(null)).toBe('""');
    const named = recordCsv([entry('2026-09-07', 10, 'L1', [], 30)], [{ ...classes[0], name: '=cmd|calc' }], teachers, taxonomy);
    expect(named).toContain('"\'=cmd|calc"');
  });
});
