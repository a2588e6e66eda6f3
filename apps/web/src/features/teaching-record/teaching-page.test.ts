import { describe, expect, it } from 'vitest';
import { coverage, entryLessonPath, nextFor } from './teaching-page';

const entry = {
  documentId: 'e1',
  taughtOn: '2026-11-12',
  note: null,
  lesson: 'l3',
  lessonTitle: 'Quiet as a mouse',
  unit: 'u1',
  unitTitle: 'Animal sounds',
  programme: 'sounds-around-us',
  audience: 'primary',
  yearGroup: 'year-2',
  curriculumAreas: ['singing', 'listening'],
  minutes: 40,
  teachingClass: { documentId: 'c1', name: 'Year 2 Robins', yearGroup: 'year-2' },
};
const robins = { documentId: 'c1', name: 'Year 2 Robins', yearGroup: 'year-2' };

describe('/teaching', () => {
  it('links a lesson from what the entry copied', () => {
    expect(entryLessonPath(entry)).toBe('/primary/sounds-around-us/unit/u1/lesson/l3');
    expect(entryLessonPath({ ...entry, audience: null })).toBeUndefined();
  });

  it("says the unit's next lesson, the next unit's first across a unit's end, or that the unit is finished", () => {
    expect(
      nextFor({ teachingClass: robins, lastEntry: entry, nextLesson: { documentId: 'l4', title: 'Loud as a lion' }, nextUnit: null, unitFinished: false }),
    ).toEqual({
      text: 'Next for Year 2 Robins: ',
      lesson: { title: 'Loud as a lion', path: '/primary/sounds-around-us/unit/u1/lesson/l4' },
    });
    expect(
      nextFor({
        teachingClass: robins,
        lastEntry: entry,
        nextLesson: { documentId: 'm1', title: 'Marching' },
        nextUnit: { documentId: 'u2', title: 'On the move' },
        unitFinished: true,
      }),
    ).toEqual({
      text: 'Unit finished. Next for Year 2 Robins, in On the move: ',
      lesson: { title: 'Marching', path: '/primary/sounds-around-us/unit/u2/lesson/m1' },
    });
    expect(nextFor({ teachingClass: robins, lastEntry: entry, nextLesson: null, nextUnit: null, unitFinished: true })).toEqual({
      text: 'Year 2 Robins finished Animal sounds: unit finished.',
    });
    expect(nextFor({ teachingClass: robins, lastEntry: null, nextLesson: null, nextUnit: null, unitFinished: false })).toBeUndefined();
  });

  it('counts lessons per curriculum area, in the areas’ order, with the gaps', () => {
    const areas = [
      { slug: 'singing', title: 'Singing' },
      { slug: 'listening', title: 'Listening' },
      { slug: 'composing', title: 'Composing' },
    ];
    expect(coverage([entry, { curriculumAreas: ['singing'] }], areas).map((a) => [a.title, a.lessons])).toEqual([
      ['Singing', 2],
      ['Listening', 1],
      ['Composing', 0],
    ]);
  });
});
