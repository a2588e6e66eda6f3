import { describe, expect, it } from 'vitest';
import { nextLessonsOf } from './YourTeaching';

const last = { lesson: 'l1', unit: 'u1', programme: 'sound-explorers', audience: 'primary' };
const robins = { documentId: 'c1', name: 'Year 2 Robins' };

describe('"Continue where you left off" from the record of teaching', () => {
  it("gives each class's next lesson with its page, in the next unit across a unit's end, and nothing for a class with none", () => {
    expect(
      nextLessonsOf([
        { teachingClass: robins, lastEntry: last, nextLesson: { documentId: 'l2', title: 'Loud as a lion' }, nextUnit: null, unitFinished: false },
        {
          teachingClass: { documentId: 'c2', name: 'Year 4 Owls' },
          lastEntry: last,
          nextLesson: { documentId: 'm1', title: 'Marching' },
          nextUnit: { documentId: 'u2', title: 'On the move' },
          unitFinished: true,
        },
        { teachingClass: { documentId: 'c3', name: 'Year 5 Kites' }, lastEntry: last, nextLesson: null, nextUnit: null, unitFinished: true },
        { teachingClass: { documentId: 'c4', name: 'Reception Ducks' }, lastEntry: null, nextLesson: null, nextUnit: null, unitFinished: false },
      ]),
    ).toEqual([
      { key: 'c1', className: 'Year 2 Robins', title: 'Loud as a lion', path: '/primary/sound-explorers/unit/u1/lesson/l2' },
      { key: 'c2', className: 'Year 4 Owls', title: 'Marching', path: '/primary/sound-explorers/unit/u2/lesson/m1' },
    ]);
  });
});
