/**
 * The record of teaching from the outside (docs/teaching-record.md): a teacher's classes and taught
 * lessons are theirs at every door. The owner adds, moves and removes; an offline save replayed with
 * its idempotency key records once; another teacher learns nothing and changes nothing; a visitor is
 * refused; a lapsed teacher reads and deletes their record but adds nothing; input is refused
 * however it is misspelt; "next lesson" crosses a unit's end; deleting an account deletes its record.
 */
import { describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { login } from './helpers/cms';
import { registerTrialTeacher } from './helpers/accounts';
import { statementsDuring } from './helpers/statements';

const ENTRY_FIELDS = `documentId taughtOn note lesson lessonTitle unit unitTitle programme audience yearGroup curriculumAreas minutes teachingClass { documentId name yearGroup }`;
const CREATE_CLASS = 'mutation ($name: String!, $yearGroup: String!) { createTeacherClass(name: $name, yearGroup: $yearGroup) { documentId name yearGroup } }';
const UPDATE_CLASS =
  'mutation ($documentId: ID!, $name: String, $yearGroup: String) { updateTeacherClass(documentId: $documentId, name: $name, yearGroup: $yearGroup) { documentId name yearGroup } }';
const DELETE_CLASS = 'mutation ($documentId: ID!) { deleteTeacherClass(documentId: $documentId) { documentId } }';
const MARK = `mutation ($lesson: ID!, $teachingClass: ID!, $taughtOn: String, $note: String, $idempotencyKey: String) {
  markTaught(lesson: $lesson, teachingClass: $teachingClass, taughtOn: $taughtOn, note: $note, idempotencyKey: $idempotencyKey) { ${ENTRY_FIELDS} } }`;
const UPDATE_ENTRY = `mutation ($documentId: ID!, $teachingClass: ID, $taughtOn: String, $note: String) {
  updateTaughtEntry(documentId: $documentId, teachingClass: $teachingClass, taughtOn: $taughtOn, note: $note) { ${ENTRY_FIELDS} } }`;
const DELETE_ENTRY = 'mutation ($documentId: ID!) { deleteTaughtEntry(documentId: $documentId) { documentId } }';
const ENTRIES = `query ($from: String, $to: String, $teachingClass: ID, $lesson: ID, $unit: ID) {
  taughtEntries(from: $from, to: $to, teachingClass: $teachingClass, lesson: $lesson, unit: $unit) { ${ENTRY_FIELDS} } }`;
const CLASSES = '{ teacherClasses { documentId name yearGroup } }';
const LAST_CLASS = '{ lastTaughtClass { documentId name } }';
const NEXT =
  '{ nextForClasses { teachingClass { name } lastEntry { lessonTitle } nextLesson { documentId title } nextUnit { documentId title } unitFinished } }';

interface Unit {
  documentId: string;
  title: string;
  lessons: Array<{ documentId: string; title: string }>;
}
/** Two units of one programme, one after the other, as the site reads them. */
let firstUnit: Unit;
let secondUnit: Unit;
let programme: { slug: string; audience: { slug: string } };

const codeOf = (body: { errors?: Array<{ extensions?: { code?: string } }> }) => body.errors?.[0]?.extensions?.code;

async function ok<T = any>(query: string, variables: Record<string, unknown>, token: string | undefined): Promise<T> {
  const { body } = await cms.graphql(query, variables, token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}
const makeClass = async (token: string, name = 'Year 2 Robins', yearGroup = 'year-2') =>
  (await ok(CREATE_CLASS, { name, yearGroup }, token)).createTeacherClass as { documentId: string; name: string; yearGroup: string };
const mark = async (token: string, variables: Record<string, unknown>) => (await ok(MARK, variables, token)).markTaught;

const cms = cmsForThisFile({ catalogue: true }, async () => {
  const subscriber = await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1');
  // The programmes and their units in the site's own order (catalogue.graphql), with each unit's lessons.
  const { programmes } = await ok(
    '{ programmes(pagination: { limit: 100 }) { slug audience { slug } units(pagination: { limit: 100 }) { documentId title lessons(pagination: { limit: 100 }) { documentId title } } } }',
    {},
    subscriber,
  );
  for (const candidate of programmes) {
    const units = candidate.units.filter((unit: Unit) => unit.lessons.length >= 2);
    const at = candidate.units.findIndex((unit: Unit, index: number) => unit.lessons.length >= 2 && candidate.units[index + 1]?.lessons.length >= 1);
    if (units.length && at >= 0) {
      [firstUnit, secondUnit] = [candidate.units[at], candidate.units[at + 1]];
      programme = candidate;
      break;
    }
  }
  expect(firstUnit, 'a programme with two units in the demo catalogue').toBeDefined();
});

describe('the owner', () => {
  it('names a class, marks a lesson taught today in England, and gets what the reports group by copied in', async () => {
    const teacher = await registerTrialTeacher(cms.baseUrl, 'record-owner');
    const robins = await makeClass(teacher, '  Year 2 Robins  ');
    expect(robins).toMatchObject({ name: 'Year 2 Robins', yearGroup: 'year-2' });
    const lesson = firstUnit.lessons[0];
    const entry = await mark(teacher, { lesson: lesson.documentId, teachingClass: robins.documentId });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    expect(entry).toMatchObject({
      taughtOn: today,
      lesson: lesson.documentId,
      lessonTitle: lesson.title,
      unit: firstUnit.documentId,
      unitTitle: firstUnit.title,
      programme: programme.slug,
      audience: programme.audience.slug,
      yearGroup: 'year-2',
      teachingClass: { documentId: robins.documentId, name: 'Year 2 Robins' },
    });
    // The lesson's curriculum areas as its page shows them (its own, or its unit's).
    const { lesson: tagged } = await ok('query ($d: ID!) { lesson(documentId: $d) { curriculum { areas { slug } } } }', { d: lesson.documentId }, teacher);
    expect(entry.curriculumAreas).toEqual(tagged.curriculum.areas.map((area: { slug: string }) => area.slug));
    // The answer is the entry as the record reads it back.
    expect((await ok(ENTRIES, {}, teacher)).taughtEntries).toEqual([entry]);
    expect((await ok(LAST_CLASS, {}, teacher)).lastTaughtClass).toEqual({ documentId: robins.documentId, name: 'Year 2 Robins' });

    // Marking again reads the new entry once, as it is written (the lesson's facts are kept): the statements on
    // the record's entries are its insert, its two links and the query engine's read-back (read again for the
    // answer, it was six).
    let again: Record<string, unknown> = {};
    const statements = await statementsDuring(
      cms.strapi,
      async () => (again = await mark(teacher, { lesson: lesson.documentId, teachingClass: robins.documentId, taughtOn: '2026-10-01' })),
      /taught_lessons/,
    );
    expect(statements).toBeLessThanOrEqual(4);
    expect((await ok(ENTRIES, { from: '2026-10-01', to: '2026-10-01' }, teacher)).taughtEntries).toEqual([again]);
  });

  it('copies a lesson as it is published now, and offers it next as it is now: retitled, it is copied and offered anew; unpublished, marking it is refused', async () => {
    const teacher = await registerTrialTeacher(cms.baseUrl, 'record-fresh');
    const robins = await makeClass(teacher);
    const [before, lesson] = firstUnit.lessons;
    const variables = { lesson: lesson.documentId, teachingClass: robins.documentId };
    const offered = async () => (await ok(NEXT, {}, teacher)).nextForClasses[0].nextLesson;
    const lessons = cms.strapi.documents('api::lesson.lesson' as never);
    // Read once each before the change, so that what the process keeps of them is what must change.
    expect((await mark(teacher, variables)).lessonTitle).toBe(lesson.title);
    await mark(teacher, { lesson: before.documentId, teachingClass: robins.documentId });
    expect(await offered()).toEqual({ documentId: lesson.documentId, title: lesson.title });
    try {
      await lessons.update({ documentId: lesson.documentId, data: { title: `${lesson.title} (revised)` } } as never);
      await lessons.publish({ documentId: lesson.documentId } as never);
      expect(await offered()).toEqual({ documentId: lesson.documentId, title: `${lesson.title} (revised)` });
      expect((await mark(teacher, variables)).lessonTitle).toBe(`${lesson.title} (revised)`);
      await lessons.unpublish({ documentId: lesson.documentId } as never);
      expect(codeOf((await cms.graphql(MARK, variables, teacher)).body)).toBe('STRAPI_NOT_FOUND_ERROR');
    } finally {
      await lessons.update({ documentId: lesson.documentId, data: { title: lesson.title } } as never);
      await lessons.publish({ documentId: lesson.documentId } as never);
    }
  });

  it('remembers the class last taught, adds by hand on a date, moves an entry to another class and date, and removes it', async () => {
    const teacher = await registerTrialTeacher(cms.baseUrl, 'record-hand');
    const robins = await makeClass(teacher, 'Year 2 Robins');
    const wrens = await makeClass(teacher, 'Year 3 Wrens', 'year-3');
    await mark(teacher, { lesson: firstUnit.lessons[0].documentId, teachingClass: robins.documentId, taughtOn: '2026-11-12' });
    const byHand = await mark(teacher, {
      lesson: firstUnit.lessons[1].documentId,
      teachingClass: wrens.documentId,
      taughtOn: '2026-10-01',
      note: 'Loud as a lion',
    });
    expect(byHand).toMatchObject({ taughtOn: '2026-10-01', note: 'Loud as a lion', yearGroup: 'year-3' });
    expect((await ok(LAST_CLASS, {}, teacher)).lastTaughtClass.name).toBe('Year 3 Wrens');
    // Newest date first; filtered by class and by date.
    expect((await ok(ENTRIES, {}, teacher)).taughtEntries.map((e: { taughtOn: string }) => e.taughtOn)).toEqual(['2026-11-12', '2026-10-01']);
    expect((await ok(ENTRIES, { teachingClass: wrens.documentId }, teacher)).taughtEntries).toHaveLength(1);
    expect((await ok(ENTRIES, { from: '2026-11-01', to: '2026-11-30' }, teacher)).taughtEntries).toHaveLength(1);
    expect((await ok(ENTRIES, { unit: firstUnit.documentId }, teacher)).taughtEntries).toHaveLength(2);
    const moved = (await ok(UPDATE_ENTRY, { documentId: byHand.documentId, teachingClass: robins.documentId, taughtOn: '2026-11-13', note: null }, teacher))
      .updateTaughtEntry;
    expect(moved).toMatchObject({ taughtOn: '2026-11-13', note: null, yearGroup: 'year-2', teachingClass: { name: 'Year 2 Robins' } });
    expect((await ok(UPDATE_CLASS, { documentId: wrens.documentId, name: 'Year 3 Owls' }, teacher)).updateTeacherClass.name).toBe('Year 3 Owls');
    expect((await ok(DELETE_ENTRY, { documentId: byHand.documentId }, teacher)).deleteTaughtEntry.documentId).toBe(byHand.documentId);
    expect((await ok(ENTRIES, {}, teacher)).taughtEntries).toHaveLength(1);
    // Deleting a class deletes its entries.
    await ok(DELETE_CLASS, { documentId: robins.documentId }, teacher);
    expect((await ok(ENTRIES, {}, teacher)).taughtEntries).toEqual([]);
    expect((await ok(CLASSES, {}, teacher)).teacherClasses.map((c: { name: string }) => c.name)).toEqual(['Year 3 Owls']);
  });

  it('records an offline save replayed with the same idempotency key once', async () => {
    const teacher = await registerTrialTeacher(cms.baseUrl, 'record-offline');
    const robins = await makeClass(teacher);
    const save = { lesson: firstUnit.lessons[0].documentId, teachingClass: robins.documentId, taughtOn: '2026-11-20', idempotencyKey: 'offline-key-0001' };
    const answers = await Promise.all([mark(teacher, save), mark(teacher, save)].map((p) => p.catch(() => null)));
    const replay = await mark(teacher, save);
    const entries = (await ok(ENTRIES, {}, teacher)).taughtEntries;
    expect(entries).toHaveLength(1);
    expect(replay.documentId).toBe(entries[0].documentId);
    expect(answers.filter(Boolean).every((answer) => answer.documentId === entries[0].documentId)).toBe(true);
    // Another teacher's key is theirs: the same key records for them.
    const other = await registerTrialTeacher(cms.baseUrl, 'record-offline-other');
    const theirClass = await makeClass(other);
    const theirs = await mark(other, { ...save, teachingClass: theirClass.documentId });
    expect(theirs.documentId).not.toBe(entries[0].documentId);
  });

  it('is offered the unit’s next lesson, and across a unit’s end the next unit’s first lesson', async () => {
    const teacher = await registerTrialTeacher(cms.baseUrl, 'record-next');
    const robins = await makeClass(teacher, 'Year 2 Robins');
    const owls = await makeClass(teacher, 'Year 4 Owls', 'year-4');
    const fresh = await makeClass(teacher, 'Reception Ducks', 'reception');
    await mark(teacher, { lesson: firstUnit.lessons[0].documentId, teachingClass: robins.documentId, taughtOn: '2026-11-01' });
    await mark(teacher, { lesson: firstUnit.lessons.at(-1)!.documentId, teachingClass: owls.documentId, taughtOn: '2026-11-02' });
    const next = (await ok(NEXT, {}, teacher)).nextForClasses;
    const of = (name: string) => next.find((row: { teachingClass: { name: string } }) => row.teachingClass.name === name);
    expect(of('Year 2 Robins')).toMatchObject({ nextLesson: firstUnit.lessons[1], nextUnit: null, unitFinished: false });
    expect(of('Year 4 Owls')).toMatchObject({
      nextLesson: secondUnit.lessons[0],
      nextUnit: { documentId: secondUnit.documentId, title: secondUnit.title },
      unitFinished: true,
    });
    expect(of('Reception Ducks')).toMatchObject({ lastEntry: null, nextLesson: null });
    expect(fresh.name).toBe('Reception Ducks');
  });

  it("goes on from each class's latest lesson by date, and reads the same few statements however many classes", async () => {
    const teacher = await registerTrialTeacher(cms.baseUrl, 'record-next-many');
    const robins = await makeClass(teacher, 'Year 2 Robins');
    // Marked later, but taught earlier: the lesson of 10 November stays the latest.
    await mark(teacher, { lesson: firstUnit.lessons[0].documentId, teachingClass: robins.documentId, taughtOn: '2026-11-10' });
    await mark(teacher, { lesson: firstUnit.lessons[1].documentId, teachingClass: robins.documentId, taughtOn: '2026-11-03' });
    const statementsOfNext = async () => {
      await ok(NEXT, {}, teacher); // the caller's authentication reads are kept after the first
      let next: Array<{ teachingClass: { name: string }; lastEntry: { lessonTitle: string } | null; nextLesson: unknown }> = [];
      const statements = await statementsDuring(cms.strapi, async () => {
        next = (await ok(NEXT, {}, teacher)).nextForClasses;
      });
      return { statements, next };
    };
    const one = await statementsOfNext();
    expect(one.next[0]).toMatchObject({ lastEntry: { lessonTitle: firstUnit.lessons[0].title }, nextLesson: firstUnit.lessons[1] });

    for (const [index, name] of ['Year 4 Owls', 'Year 5 Kites', 'Year 6 Hawks', 'Year 3 Wrens'].entries()) {
      const another = await makeClass(teacher, name, 'year-4');
      const lesson = index % 2 ? firstUnit.lessons.at(-1)! : firstUnit.lessons[0];
      await mark(teacher, { lesson: lesson.documentId, teachingClass: another.documentId, taughtOn: '2026-11-04' });
    }
    const five = await statementsOfNext();
    expect(five.next).toHaveLength(5);
    expect(five.next.every((row) => row.lastEntry && row.nextLesson)).toBe(true);
    expect(five.statements).toBeLessThanOrEqual(one.statements + 8); // the next units' read, not a read per class
    expect(five.statements).toBeLessThan(20);
  });
});

describe('every door is the owner’s', () => {
  it('answers another teacher as if nothing were there, and changes nothing', async () => {
    const owner = await registerTrialTeacher(cms.baseUrl, 'record-victim');
    const intruder = await registerTrialTeacher(cms.baseUrl, 'record-intruder');
    const robins = await makeClass(owner);
    const entry = await mark(owner, { lesson: firstUnit.lessons[0].documentId, teachingClass: robins.documentId, note: 'private note' });
    const intruderClass = await makeClass(intruder, 'Mine');
    expect((await ok(ENTRIES, {}, intruder)).taughtEntries).toEqual([]);
    expect((await ok(ENTRIES, { teachingClass: robins.documentId }, intruder)).taughtEntries).toEqual([]);
    expect((await ok(CLASSES, {}, intruder)).teacherClasses.map((c: { name: string }) => c.name)).toEqual(['Mine']);
    expect((await ok(LAST_CLASS, {}, intruder)).lastTaughtClass).toBeNull();
    const attempts: Array<[string, Record<string, unknown>]> = [
      [UPDATE_CLASS, { documentId: robins.documentId, name: 'Taken' }],
      [DELETE_CLASS, { documentId: robins.documentId }],
      [MARK, { lesson: firstUnit.lessons[0].documentId, teachingClass: robins.documentId }],
      [UPDATE_ENTRY, { documentId: entry.documentId, taughtOn: '2026-01-01' }],
      [UPDATE_ENTRY, { documentId: entry.documentId, teachingClass: intruderClass.documentId }],
      [DELETE_ENTRY, { documentId: entry.documentId }],
    ];
    for (const [query, variables] of attempts) {
      const { body } = await cms.graphql(query, variables, intruder);
      expect(codeOf(body), query).toBe('STRAPI_NOT_FOUND_ERROR');
    }
    // The owner moving their entry into the intruder's class is refused the same way.
    expect(codeOf((await cms.graphql(UPDATE_ENTRY, { documentId: entry.documentId, teachingClass: intruderClass.documentId }, owner)).body)).toBe(
      'STRAPI_NOT_FOUND_ERROR',
    );
    const [kept] = (await ok(ENTRIES, {}, owner)).taughtEntries;
    expect(kept).toEqual(entry);
  });

  it('refuses a visitor everything, and lets a lapsed teacher read and delete their record but not add to it', async () => {
    const lapsed = await login(cms.baseUrl, 'lapsed@example.com', 'Lapsed1');
    const lapsedUser = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: 'lapsed@example.com' }, select: ['id'] });
    // A record from when they subscribed, written as the service writes it.
    const record = cms.strapi.service('api::taught-lesson.taught-lesson') as any;
    const kept = await record.createClass(lapsedUser.id, { name: 'Year 5 Kites', yearGroup: 'year-5' });
    const old = await record.markTaught(lapsedUser.id, { lesson: firstUnit.lessons[0].documentId, teachingClass: kept.documentId, taughtOn: '2026-06-01' });
    const second = await record.markTaught(lapsedUser.id, { lesson: firstUnit.lessons[1].documentId, teachingClass: kept.documentId, taughtOn: '2026-06-02' });

    for (const [query, variables] of [
      [CLASSES, {}],
      [ENTRIES, {}],
      [LAST_CLASS, {}],
      [NEXT, {}],
      [CREATE_CLASS, { name: 'x', yearGroup: 'year-1' }],
      [DELETE_CLASS, { documentId: kept.documentId }],
      [MARK, { lesson: firstUnit.lessons[0].documentId, teachingClass: kept.documentId }],
      [DELETE_ENTRY, { documentId: old.documentId }],
    ] as Array<[string, Record<string, unknown>]>) {
      expect(codeOf((await cms.graphql(query, variables, undefined)).body), `visitor: ${query}`).toBe('FORBIDDEN');
    }

    expect((await ok(ENTRIES, {}, lapsed)).taughtEntries.map((e: { documentId: string }) => e.documentId)).toEqual([second.documentId, old.documentId]);
    expect((await ok(CLASSES, {}, lapsed)).teacherClasses.map((c: { name: string }) => c.name)).toEqual(['Year 5 Kites']);
    for (const [query, variables] of [
      [CREATE_CLASS, { name: 'x', yearGroup: 'year-1' }],
      [UPDATE_CLASS, { documentId: kept.documentId, name: 'Renamed' }],
      [MARK, { lesson: firstUnit.lessons[0].documentId, teachingClass: kept.documentId }],
      [UPDATE_ENTRY, { documentId: old.documentId, taughtOn: '2026-06-03' }],
    ] as Array<[string, Record<string, unknown>]>) {
      expect(codeOf((await cms.graphql(query, variables, lapsed)).body), `lapsed: ${query}`).toBe('FORBIDDEN');
    }
    await ok(DELETE_ENTRY, { documentId: old.documentId }, lapsed);
    expect((await ok(ENTRIES, {}, lapsed)).taughtEntries).toHaveLength(1);
    await ok(DELETE_CLASS, { documentId: kept.documentId }, lapsed);
    expect((await ok(ENTRIES, {}, lapsed)).taughtEntries).toEqual([]);
    expect((await ok(CLASSES, {}, lapsed)).teacherClasses).toEqual([]);
  });

  it('has no REST route and no generic GraphQL query for classes or entries', async () => {
    const subscriber = await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1');
    for (const path of ['/api/taught-lessons', '/api/teaching-classes', '/api/taught-lessons/1', '/api/Teaching-Classes/']) {
      const response = await fetch(`${cms.baseUrl}${path}`, { headers: { Authorization: `Bearer ${subscriber}` } });
      expect(response.status, path).toBe(404);
    }
    for (const query of ['{ taughtLessons { documentId } }', '{ teachingClasses { documentId } }', '{ taughtLessons_connection { nodes { documentId } } }']) {
      expect(codeOf((await cms.graphql(query, {}, subscriber)).body), query).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });
});

describe('input spelt every way', () => {
  it('takes dates as YYYY-MM-DD that exist, and refuses every other spelling', async () => {
    const teacher = await registerTrialTeacher(cms.baseUrl, 'record-dates');
    const robins = await makeClass(teacher);
    const lesson = firstUnit.lessons[0].documentId;
    for (const taughtOn of ['12/11/2026', '2026-02-30', '2026-1-5', ' 2026-11-12', '2026-11-12T00:00:00Z', '20261112', '1999-12-31', '2100-01-01', '']) {
      const { body } = await cms.graphql(MARK, { lesson, teachingClass: robins.documentId, taughtOn }, teacher);
      expect(codeOf(body), JSON.stringify(taughtOn)).toBe('BAD_USER_INPUT');
    }
    for (const from of ['yesterday', '2026-13-01']) expect(codeOf((await cms.graphql(ENTRIES, { from }, teacher)).body)).toBe('BAD_USER_INPUT');
    // A date given as a number is not a string: GraphQL refuses it before the resolver.
    expect(codeOf((await cms.graphql(MARK, { lesson, teachingClass: robins.documentId, taughtOn: 20261112 }, teacher)).body)).toBe('BAD_USER_INPUT');
    expect((await ok(ENTRIES, {}, teacher)).taughtEntries).toEqual([]);
    expect((await mark(teacher, { lesson, teachingClass: robins.documentId, taughtOn: '2024-02-29' })).taughtOn).toBe('2024-02-29');
  });

  it('names classes, entries and lessons by documentId only: numeric ids, as numbers or strings, name nothing', async () => {
    const teacher = await registerTrialTeacher(cms.baseUrl, 'record-ids');
    const robins = await makeClass(teacher);
    const entry = await mark(teacher, { lesson: firstUnit.lessons[0].documentId, teachingClass: robins.documentId });
    const classRow = await cms.strapi.db.query('api::teaching-class.teaching-class').findOne({ where: { documentId: robins.documentId }, select: ['id'] });
    const entryRow = await cms.strapi.db.query('api::taught-lesson.taught-lesson').findOne({ where: { documentId: entry.documentId }, select: ['id'] });
    const lessonRow = await cms.strapi.db.query('api::lesson.lesson').findOne({ where: { documentId: firstUnit.lessons[0].documentId }, select: ['id'] });
    for (const spelling of [classRow.id, String(classRow.id)]) {
      expect(codeOf((await cms.graphql(DELETE_CLASS, { documentId: spelling }, teacher)).body)).toBe('STRAPI_NOT_FOUND_ERROR');
      expect(codeOf((await cms.graphql(MARK, { lesson: firstUnit.lessons[0].documentId, teachingClass: spelling }, teacher)).body)).toBe(
        'STRAPI_NOT_FOUND_ERROR',
      );
    }
    for (const spelling of [entryRow.id, String(entryRow.id)]) {
      expect(codeOf((await cms.graphql(DELETE_ENTRY, { documentId: spelling }, teacher)).body)).toBe('STRAPI_NOT_FOUND_ERROR');
    }
    for (const spelling of [lessonRow.id, String(lessonRow.id), 'no-such-lesson']) {
      expect(codeOf((await cms.graphql(MARK, { lesson: spelling, teachingClass: robins.documentId }, teacher)).body)).toBe('STRAPI_NOT_FOUND_ERROR');
    }
    // A draft lesson is not there either.
    const draft = (await cms.strapi.documents('api::lesson.lesson' as never).create({ data: { title: 'Not yet published' } } as never)) as {
      documentId: string;
    };
    expect(codeOf((await cms.graphql(MARK, { lesson: draft.documentId, teachingClass: robins.documentId }, teacher)).body)).toBe('STRAPI_NOT_FOUND_ERROR');
    await cms.strapi.documents('api::lesson.lesson' as never).delete({ documentId: draft.documentId } as never);
    // Names and year groups.
    for (const [name, yearGroup] of [
      ['', 'year-2'],
      ['   ', 'year-2'],
      ['x'.repeat(61), 'year-2'],
      ['Robins', 'Year 2'],
      ['Robins', 'year-99'],
    ]) {
      expect(codeOf((await cms.graphql(CREATE_CLASS, { name, yearGroup }, teacher)).body), `${name}/${yearGroup}`).toBe('BAD_USER_INPUT');
    }
    expect(
      codeOf((await cms.graphql(MARK, { lesson: firstUnit.lessons[0].documentId, teachingClass: robins.documentId, note: 'n'.repeat(501) }, teacher)).body),
    ).toBe('BAD_USER_INPUT');
    expect(
      codeOf((await cms.graphql(MARK, { lesson: firstUnit.lessons[0].documentId, teachingClass: robins.documentId, idempotencyKey: 'short' }, teacher)).body),
    ).toBe('BAD_USER_INPUT');
    expect((await ok(CLASSES, {}, teacher)).teacherClasses).toHaveLength(1);
    expect((await ok(ENTRIES, {}, teacher)).taughtEntries).toHaveLength(1);
  });
});

describe('deleting an account', () => {
  it('deletes its classes and entries, and no one else’s', async () => {
    const leaving = await registerTrialTeacher(cms.baseUrl, 'record-leaving');
    const staying = await registerTrialTeacher(cms.baseUrl, 'record-staying');
    const theirs = await makeClass(leaving);
    await mark(leaving, { lesson: firstUnit.lessons[0].documentId, teachingClass: theirs.documentId });
    await mark(leaving, { lesson: firstUnit.lessons[1].documentId, teachingClass: theirs.documentId });
    const mine = await makeClass(staying);
    await mark(staying, { lesson: firstUnit.lessons[0].documentId, teachingClass: mine.documentId });
    const me = await fetch(`${cms.baseUrl}/api/users/me`, { headers: { Authorization: `Bearer ${leaving}` } }).then((r) => r.json());
    const owned = (uid: string) => cms.strapi.db.query(uid as never).count({ where: { owner: { id: me.id } } });
    expect(await owned('api::taught-lesson.taught-lesson')).toBe(2);
    await cms.strapi.db.query('plugin::users-permissions.user').delete({ where: { id: me.id } });
    expect(await owned('api::taught-lesson.taught-lesson')).toBe(0);
    expect(await owned('api::teaching-class.teaching-class')).toBe(0);
    expect(await cms.strapi.db.query('api::teaching-class.teaching-class').count({ where: { documentId: theirs.documentId } })).toBe(0);
    expect((await ok(ENTRIES, {}, staying)).taughtEntries).toHaveLength(1);
  });
});
