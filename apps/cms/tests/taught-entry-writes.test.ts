/**
 * A new entry's own writer (src/api/taught-lesson/entry-writes.ts) against Strapi's query engine: the
 * same entry written both ways leaves the same rows (the entry, its owner's and class's links) and
 * bumps its month as the reach report's lifecycle does; a lesson marked taught is two statements on
 * PostgreSQL (the class read and the write), and an idempotency key used twice leaves nothing of the
 * second write. Runs on SQLite as well (scripts/test.mjs): the writer takes a path per database.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { statementsDuring } from './helpers/statements';

const ENTRY = 'api::taught-lesson.taught-lesson';
const CLASS = 'api::teaching-class.teaching-class';
const demo = { owner: 0, classId: 0, classDocumentId: '', lesson: '' };

const cms = cmsForThisFile({}, async (started) => {
  const strapi = started.strapi;
  const owner = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: 'subscriber@example.com' }, select: ['id'] });
  demo.owner = owner.id;
  const made = await strapi.db.query(CLASS).create({ data: { name: 'Writer test class', year_group: 'year-4', owner: owner.id } });
  demo.classId = made.id;
  demo.classDocumentId = made.documentId;
  const [lesson] = (await strapi
    .documents('api::lesson.lesson' as never)
    .findMany({ status: 'published', fields: ['documentId'], limit: 1 } as never)) as Array<{
    documentId: string;
  }>;
  demo.lesson = lesson.documentId;
});

beforeAll(() => expect(demo.lesson).toBeTruthy());

const service = () => cms.strapi.service(ENTRY) as any;
const knex = () => cms.strapi.db.connection;
const postgres = () => cms.strapi.db.dialect.client === 'postgres';

/** What both ways write: an entry's own fields. */
const fields = (taughtOn: string, key: string | null) => ({
  lesson_ref: demo.lesson,
  lesson_title: 'A lesson',
  unit_ref: 'unit0000000000000000000a',
  unit_title: 'A unit',
  programme_slug: 'a-programme',
  audience_slug: 'primary',
  curriculum_areas: ['singing', 'pitch'],
  minutes: 45,
  year_group: 'year-4',
  taught_on: taughtOn,
  note: 'Went well',
  idempotency_key: key,
});

/** Every row behind one entry, with its own ids left out (they differ) and the ids it points at kept. */
async function storedRows(id: number) {
  const entry = await knex()('taught_lessons').where({ id }).first();
  const { id: _id, document_id, created_at, updated_at, published_at, idempotency_key: _key, ...own } = entry;
  const dated = [created_at, updated_at, published_at].map((value) => (value == null ? null : typeof value));
  const links = async (table: string) =>
    (await knex()(table).where({ taught_lesson_id: id })).map((row: Record<string, unknown>) => ({
      ...row,
      id: typeof row.id,
      taught_lesson_id: row.taught_lesson_id === id,
    }));
  return {
    own,
    documentId: typeof document_id === 'string' && document_id.length,
    dated,
    owner: await links('taught_lessons_owner_lnk'),
    taughtTo: await links('taught_lessons_teaching_class_lnk'),
  };
}

const monthVersion = async (month: string) => Number((await knex()('reach_months').where({ month }).first())?.version ?? 0);

describe("a new entry's own writer", () => {
  it('leaves the same rows as the query engine, and bumps the month as its lifecycle does', async () => {
    const month = '2025-03';
    const before = await monthVersion(month);
    const byEngine = await cms.strapi.db.query(ENTRY).create({ data: { ...fields('2025-03-10', null), owner: demo.owner, teaching_class: demo.classId } });
    expect(await monthVersion(month)).toBe(before + 1);
    const answer = await service().markTaught(demo.owner, {
      lesson: demo.lesson,
      teachingClass: demo.classDocumentId,
      taughtOn: '2025-03-11',
      note: 'Went well',
    });
    expect(await monthVersion(month)).toBe(before + 2);
    const ours = await knex()('taught_lessons').where({ document_id: answer.documentId }).first();

    const [expected, written] = [await storedRows(byEngine.id), await storedRows(ours.id)];
    // The service copies the lesson as published: compare the rows with the facts the engine was given.
    const { own: engineOwn, ...engineRest } = expected;
    const { own: ourOwn, ...ourRest } = written;
    expect(ourRest).toEqual(engineRest);
    expect(Object.keys(ourOwn).sort()).toEqual(Object.keys(engineOwn).sort());
    expect(typeof ourOwn.curriculum_areas).toBe(typeof engineOwn.curriculum_areas);
    expect(typeof ourOwn.taught_on).toBe(typeof engineOwn.taught_on);

    // The answer is the entry as the query engine reads it.
    const read = await cms.strapi.db.query(ENTRY).findOne({ where: { id: ours.id }, populate: { teaching_class: true } });
    for (const field of ['documentId', 'taught_on', 'note', 'lesson_ref', 'lesson_title', 'unit_ref', 'year_group', 'curriculum_areas', 'minutes'])
      expect(answer[field], field).toEqual(read[field]);
    expect(answer.teaching_class).toMatchObject({ id: demo.classId, documentId: demo.classDocumentId });
  });

  it('writes an entry exactly as given, in one statement on PostgreSQL', async () => {
    const write = () => service().markTaught(demo.owner, { lesson: demo.lesson, teachingClass: demo.classDocumentId, taughtOn: '2025-04-02' });
    await write(); // the lesson's facts are kept after the first read
    let answer: any;
    // On the record's tables (the start's own work may still be running beside it): the class read,
    // and the write (on SQLite, its entry and two links; the month's bump is the fourth).
    const statements = await statementsDuring(cms.strapi, async () => (answer = await write()), /taught_lessons|teaching_classes/);
    expect(statements).toBe(postgres() ? 2 : 4);
    const row = await cms.strapi.db
      .query(ENTRY)
      .findOne({ where: { documentId: answer.documentId }, populate: { owner: { select: ['id'] }, teaching_class: true } });
    expect(row).toMatchObject({ taught_on: '2025-04-02', note: null, owner: { id: demo.owner }, teaching_class: { id: demo.classId } });
  });

  it('writes nothing of a second save with a key already used, and answers the first entry', async () => {
    const month = '2025-05';
    const save = { lesson: demo.lesson, teachingClass: demo.classDocumentId, taughtOn: '2025-05-06', idempotencyKey: `writer-${Date.now()}` };
    const first = await service().markTaught(demo.owner, save);
    const counts = async () => ({
      entries: Number((await knex()('taught_lessons').count({ n: '*' }).first())!.n),
      owners: Number((await knex()('taught_lessons_owner_lnk').count({ n: '*' }).first())!.n),
      classes: Number((await knex()('taught_lessons_teaching_class_lnk').count({ n: '*' }).first())!.n),
      month: await monthVersion(month),
    });
    const before = await counts();
    const again = await service().markTaught(demo.owner, save);
    expect(again.documentId).toBe(first.documentId);
    expect(await counts()).toEqual(before);
  });
});
