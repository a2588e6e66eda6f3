import { describe, expect, it } from 'vitest';
import { csvAddress, duration, lessonPath, longDay, periodOf, periodTitle, summaryLine, taughtWhen } from './record-words';

const terms = [
  { key: 'autumn', title: 'Autumn 2026', from: '2026-09-01', to: '2026-12-31' },
  { key: 'spring', title: 'Spring 2027', from: '2027-01-01', to: '2027-03-28' },
  { key: 'summer', title: 'Summer 2027', from: '2027-03-29', to: '2027-08-31' },
];

describe("the school's record in words", () => {
  it('reads the period from the address, leaving out what is not one', () => {
    expect(periodOf(new URLSearchParams('year=2025&term=spring'))).toEqual({ schoolYear: 2025, term: 'spring' });
    expect(periodOf(new URLSearchParams('year=25&term=winter'))).toEqual({});
    expect(periodOf(new URLSearchParams('year=2099'))).toEqual({});
    expect(periodOf(new URLSearchParams(''))).toEqual({});
  });

  it('names the period, the days and the times', () => {
    expect(periodTitle({ term: null, terms, schoolYearTitle: '2026 to 2027' })).toBe('the school year 2026 to 2027');
    expect(periodTitle({ term: 'spring', terms, schoolYearTitle: '2026 to 2027' })).toBe('Spring 2027 (2026 to 2027)');
    expect(longDay('2026-11-12')).toBe('12 November 2026');
    expect([45, 60, 75].map(duration)).toEqual(['45 minutes', '1 hour', '1 hour 15 minutes']);
  });

  it('sums up the period, counting only teachers and classes who taught', () => {
    const record = {
      lessons: 3,
      weeks: 2,
      teachers: [
        { name: 'A', email: 'a@x', owner: true, classes: 1, lessons: 0, lastTaught: null },
        { name: 'B', email: 'b@x', owner: false, classes: 2, lessons: 3, lastTaught: '2026-09-08' },
      ],
      yearGroups: [
        {
          yearGroup: 'year-2',
          title: 'Year 2',
          keyStage: 'ks1',
          classes: [
            { name: 'Robins', teacher: 'B', lessons: 3 },
            { name: 'Wrens', teacher: 'B', lessons: 0 },
          ],
          terms: [],
        },
      ],
    };
    expect(summaryLine(record)).toBe('3 lessons taught by 1 teacher to 1 class, over 2 teaching weeks.');
    expect(summaryLine({ ...record, lessons: 0 })).toBe('No lessons are recorded for this period yet.');
  });

  it('says how often and when a lesson was taught, and links it when it can', () => {
    expect(taughtWhen({ times: 2, first: '2026-09-07', last: '2026-09-09' })).toBe('twice, 7 September 2026 to 9 September 2026');
    expect(taughtWhen({ times: 1, first: '2026-09-07', last: '2026-09-07' })).toBe('once, 7 September 2026');
    expect(taughtWhen({ times: 5, first: '2026-09-07', last: '2026-10-07' })).toMatch(/^5 times/);
    expect(lessonPath({ unit: 'u1', programme: 'sound-explorers', audience: 'primary' }, 'l1')).toBe('/primary/sound-explorers/unit/u1/lesson/l1');
    expect(lessonPath({ unit: null, programme: 'p', audience: 'a' }, 'l1')).toBeUndefined();
  });

  it("asks the CMS for the period's CSV", () => {
    expect(csvAddress({ schoolYear: 2026, term: null })).toBe('/api/school-record/entries.csv?schoolYear=2026');
    expect(csvAddress({ schoolYear: 2026, term: 'spring' })).toBe('/api/school-record/entries.csv?schoolYear=2026&term=spring');
  });
});
