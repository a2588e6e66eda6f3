/**
 * Relation reads batched (src/runtime/batched-loads.ts): a GraphQL answer reads each level of its
 * relations, components and media once for all the objects at that level, not once per object (every
 * media field of every model at a level in one statement), and answers exactly what it answered read
 * one object at a time. Run with the response cache off, so every request is computed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { login } from './helpers/cms';
import { siteOperation } from './helpers/site-documents';
import { statementsDuring } from './helpers/statements';

let token: string;
const cms = cmsForThisFile({ environment: { GRAPHQL_CACHE_SECONDS: '0' } }, async (started) => {
  token = await login(started.baseUrl, 'subscriber@example.com', 'Subscriber1');
});

async function query<T = any>(text: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { body } = await cms.graphql<T>(text, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

function objectsIn(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + objectsIn(item), 0);
  if (value && typeof value === 'object') return 1 + Object.values(value).reduce((sum: number, item) => sum + objectsIn(item), 0);
  return 0;
}

const MEDIA_FIELDS = ['main_image', 'secondary_image', 'audio', 'secondary_audio'];
type Slide = Record<string, unknown> & { id: number | string };
/** Each slide's id with the addresses of its own images and sounds. */
const slideMedia = (slides: Slide[]) =>
  slides.map((slide) => [Number(slide.id), MEDIA_FIELDS.map((field) => (slide[field] as { url?: string } | null | undefined)?.url ?? null)]);

let lesson: { documentId: string; slides: number };

beforeAll(async () => {
  const data = await query<{
    lessons: Array<{ documentId: string; activities: Array<{ activity: { activity_slideshow: { slides: unknown[] } | null } | null }> }>;
  }>(`{ lessons(pagination: { limit: 500 }) { documentId activities { activity { activity_slideshow { slides { __typename } } } } } }`);
  const counted = data.lessons.map((entry) => ({
    documentId: entry.documentId,
    slides: entry.activities.reduce((sum, item) => sum + (item.activity?.activity_slideshow?.slides.length ?? 0), 0),
  }));
  lesson = counted.sort((a, b) => b.slides - a.slides)[0];
});

describe('relation reads', () => {
  it("take the GraphQL plugin's query for a field's page and sort from what it answered once (src/graphql/argument-answers.ts)", () => {
    const builders = cms.strapi.plugin('graphql').service('builders') as { utils: { transformArgs: { keepsAnswers?: boolean } } };
    expect(builders.utils.transformArgs.keepsAnswers).toBe(true);
  });

  it("read a whole lesson's slides in lesson mode with fewer statements than half its objects (one or more each, read one by one)", async () => {
    let answer: unknown;
    const statements = await statementsDuring(cms.strapi, async () => {
      answer = await query(siteOperation('LessonSlideShow'), { lesson: lesson.documentId });
    });
    const objects = objectsIn(answer);
    expect(lesson.slides).toBeGreaterThan(20);
    expect(objects).toBeGreaterThan(200);
    // Measured on the demo's biggest lesson: 336 statements for 330 objects read one by one; 86 batched.
    expect(statements).toBeLessThan(objects / 2);
  });

  it("read a model's fields together, from the ids already known: the slides' ids are not read again for their images, sounds and cards", async () => {
    const sent: string[] = [];
    const connection = cms.strapi.db.connection as unknown as {
      on: (event: string, listener: (query: { sql: string }) => void) => void;
      off: typeof connection.on;
    };
    const keep = (statement: { sql: string }) => sent.push(statement.sql);
    connection.on('query', keep);
    try {
      await query(siteOperation('LessonSlideShow'), { lesson: lesson.documentId });
    } finally {
      connection.off('query', keep);
    }
    const idReads = sent.filter((sql) => /^select t0\.id from \w+ as t0 where/.test(sql.replace(/[`"]/g, '')));
    // The general slide (components_slide_all) has nine fields read by relation (four media, its video items, cards,
    // sub-slides, buttons...): nine reads of its ids, one per field, before they were read together; one read of them
    // together; none once the populate is given the ids it already has.
    expect(idReads).toEqual([]);
    // The demo's biggest lesson: 106 one field at a time, 86 together, 61 from the ids, 43 with its media read together.
    expect(sent.length).toBeLessThan(50);
    // Its slides' media at four levels (the lesson's slides, their cards and video items, and two levels of sub-slides):
    // one statement each for every media field of every kind of slide there (22 statements, one per field, before).
    expect(sent.filter((sql) => sql.includes('files_related_mph')).length).toBeLessThanOrEqual(4);
  });

  it("read the media of many models' fields together and answer each as Strapi's own populate reads it: its files, in order, or none", async () => {
    const strapi = cms.strapi;
    const mediaFields: Array<[string, string]> = [];
    for (const [uid, meta] of strapi.db.metadata) {
      for (const [field, attribute] of Object.entries(meta.attributes as Record<string, { type?: string; relation?: string; target?: string }>)) {
        if (attribute.type === 'relation' && attribute.target === 'plugin::upload.file' && /^morph(One|Many)$/.test(attribute.relation ?? ''))
          mediaFields.push([uid, field]);
      }
    }
    const withFiles = (await strapi.db
      .connection('files_related_mph')
      .select('related_type', 'related_id', 'field')
      .count('* as files')
      .groupBy('related_type', 'related_id', 'field')) as Array<{ related_type: string; related_id: number; field: string; files: number | string }>;
    const loads: Array<{ uid: string; id: number; field: string }> = [];
    for (const [uid, field] of mediaFields) {
      const parents = withFiles.filter((row) => row.related_type === uid && row.field === field);
      // A parent with several files first (their order matters), then a few with one.
      parents.sort((a, b) => Number(b.files) - Number(a.files));
      for (const parent of parents.slice(0, 4)) loads.push({ uid, id: Number(parent.related_id), field });
      // And one of the model's parents with no file in this field.
      const ids = (await strapi.db.query(uid).findMany({ select: ['id'], limit: 40 })) as Array<{ id: number }>;
      const without = ids.find(({ id }) => !parents.some((parent) => Number(parent.related_id) === id));
      if (without) loads.push({ uid, id: without.id, field });
    }
    const several = withFiles.filter((row) => Number(row.files) > 1);
    expect(several.length, 'the demo has a media list of several files').toBeGreaterThan(0);
    expect(new Set(loads.map((load) => load.uid)).size).toBeGreaterThan(10);
    expect(loads.length).toBeLessThan(500); // one batch (runtime/batched-loads.ts's MOST_PARENTS)

    let batched: unknown[] = [];
    const rowsRead: number[] = [];
    const connection = strapi.db.connection as unknown as {
      on: (event: string, listener: (response: unknown, query: { sql: string }) => void) => void;
      off: typeof connection.on;
    };
    const countRows = (response: unknown, query: { sql: string }) => {
      if (query.sql.includes('files_related_mph')) rowsRead.push(Array.isArray(response) ? response.length : -1);
    };
    connection.on('query-response', countRows);
    try {
      // Started in the same turn, as GraphQL's resolvers start them, with the paging GraphQL gives a media field.
      batched = await Promise.all(loads.map(({ uid, id, field }) => strapi.db.entityManager.load(uid, { id }, field, { offset: 0, limit: 100 })));
    } finally {
      connection.off('query-response', countRows);
    }
    // One statement, reading each parent's own files and no other's (the models' ids overlap: each table counts from 1).
    const filesAnswered = batched.reduce((sum: number, value) => sum + (Array.isArray(value) ? value.length : value ? 1 : 0), 0);
    expect(rowsRead).toEqual([filesAnswered]);

    const ownReads = await Promise.all(
      loads.map(
        async ({ uid, id, field }) =>
          ((await strapi.db.query(uid).findOne({ where: { id }, select: ['id'], populate: { [field]: true } })) as Record<string, unknown>)[field],
      ),
    );
    const multiple = loads.findIndex(({ uid, id, field }) =>
      several.some((row) => row.related_type === uid && Number(row.related_id) === id && row.field === field),
    );
    expect((ownReads[multiple] as unknown[]).length).toBeGreaterThan(1);
    expect(ownReads.filter((value) => value === null || (Array.isArray(value) && value.length === 0)).length).toBeGreaterThan(5);
    expect(batched).toEqual(ownReads);
  });

  it('read a media field asked with a filter of its own as Strapi reads it, apart', async () => {
    const strapi = cms.strapi;
    const [row] = (await strapi.db
      .connection('files_related_mph')
      .where({ related_type: 'activity.activity-detail', field: 'media' })
      .select('related_id')
      .limit(1)) as Array<{
      related_id: number;
    }>;
    const id = Number(row.related_id);
    const own = (await strapi.db.query('activity.activity-detail').findOne({ where: { id }, select: ['id'], populate: { media: true } })) as {
      media: Array<{ id: number; name: string }>;
    };
    const name = own.media[0].name;
    const filtered = { where: { name }, offset: 0, limit: 100 };
    const expected = (
      (await strapi.db.query('activity.activity-detail').findOne({ where: { id }, select: ['id'], populate: { media: filtered } })) as { media: unknown[] }
    ).media;
    expect(expected.length).toBeGreaterThan(0);
    const [media, all] = await Promise.all([
      strapi.db.entityManager.load('activity.activity-detail', { id }, 'media', filtered),
      strapi.db.entityManager.load('activity.activity-detail', { id }, 'media', { offset: 0, limit: 100 }),
    ]);
    expect(media).toEqual(expected);
    expect(all).toEqual(own.media);
  });

  it("read a field kept in a column of the object's own row (who created it) with the objects' rows, as Strapi's own load", async () => {
    const editor = await cms.strapi.db.query('admin::user').findOne({ where: { email: 'editor@example.com' }, select: ['id'] });
    const lessons = await cms.strapi.db.query('api::lesson.lesson').findMany({ select: ['id'], orderBy: { id: 'asc' }, limit: 2 });
    await cms.strapi.db.query('api::lesson.lesson').update({ where: { id: lessons[0].id }, data: { createdBy: editor.id } });
    await cms.strapi.db.query('api::lesson.lesson').update({ where: { id: lessons[1].id }, data: { createdBy: null } });
    // Started in the same turn, so read together (runtime/batched-loads.ts).
    const [first, second] = await Promise.all(
      lessons.map(({ id }) => cms.strapi.db.entityManager.load('api::lesson.lesson', { id }, 'createdBy', { select: ['id', 'email'] })),
    );
    expect(first).toEqual({ id: editor.id, email: 'editor@example.com' });
    expect(second).toBeNull();
  });

  it("answer each slide's images and sounds as the document service reads them", async () => {
    const data = await query<{ lesson: { activities: Array<{ activity: { documentId: string; activity_slideshow: { slides: Slide[] } | null } | null }> } }>(
      siteOperation('LessonSlideShow'),
      { lesson: lesson.documentId },
    );
    const stored = (await cms.strapi.documents('api::lesson.lesson').findOne({
      documentId: lesson.documentId,
      status: 'published',
      populate: { activities: { populate: { activity: { populate: { activity_slideshow: { populate: { slides: { populate: '*' } } } } } } } },
    })) as unknown as { activities: Array<{ activity: { documentId: string; activity_slideshow: { slides: Slide[] } | null } | null }> };
    const bySlideshow = (activities: typeof stored.activities) =>
      activities.filter((entry) => entry.activity).map((entry) => [entry.activity!.documentId, slideMedia(entry.activity!.activity_slideshow?.slides ?? [])]);
    const expected = bySlideshow(stored.activities);
    expect(expected.flatMap(([, slides]) => slides as unknown[]).length).toBe(lesson.slides);
    expect(bySlideshow(data.lesson.activities)).toEqual(expected);
  });

  it("apply a page's limit and start to each object's own list, not to all the objects' lists together", async () => {
    const data = await query<{ lessons: Array<{ documentId: string; all: Array<{ id: string }>; page: Array<{ id: string }> }> }>(
      `{ lessons(pagination: { limit: 500 }) { documentId all: activities(pagination: { limit: 100 }) { id } page: activities(pagination: { start: 1, limit: 2 }) { id } } }`,
    );
    const withThree = data.lessons.filter((entry) => entry.all.length >= 3);
    expect(withThree.length).toBeGreaterThan(5);
    for (const entry of data.lessons) expect(entry.page, entry.documentId).toEqual(entry.all.slice(1, 3));
    // And as one lesson alone answers it.
    const one = await query<{ lesson: { page: Array<{ id: string }> } }>(
      `query ($lesson: ID!) { lesson(documentId: $lesson) { page: activities(pagination: { start: 1, limit: 2 }) { id } } }`,
      { lesson: withThree[0].documentId },
    );
    expect(one.lesson.page).toEqual(withThree[0].all.slice(1, 3));
  });
});

// Strapi's document service sends every read in a transaction of its own; here reads are sent as they are (src/runtime/reads-without-transaction.ts).
describe('document reads', () => {
  const YEAR_GROUP = 'api::year-group.year-group';
  const TRANSACTION = /^\s*(begin|commit|rollback|savepoint|release)\b/i;
  const transactionStatements = (work: () => Promise<unknown>) => statementsDuring(cms.strapi, work, TRANSACTION);

  it('are sent without BEGIN and COMMIT, through the document service and through GraphQL, and answer the same', async () => {
    const documents = cms.strapi.documents('api::lesson.lesson');
    let one: unknown;
    let many: Array<{ documentId: string }> = [];
    let count = 0;
    expect(
      await transactionStatements(async () => {
        one = await documents.findOne({ documentId: lesson.documentId, status: 'published', populate: { activities: { populate: { activity: true } } } });
        many = (await documents.findMany({ status: 'published', fields: ['title'], limit: 500 })) as typeof many;
        count = await documents.count({ status: 'published' });
        await documents.findFirst({ status: 'published', filters: { documentId: lesson.documentId } });
      }),
    ).toBe(0);
    expect((one as { documentId: string }).documentId).toBe(lesson.documentId);
    expect(many.map((entry) => entry.documentId)).toContain(lesson.documentId);
    expect(count).toBe(many.length);
    expect(await transactionStatements(() => query(siteOperation('LessonSlideShow'), { lesson: lesson.documentId }))).toBe(0);
  });

  it('made inside a write read what the write has made and not yet committed, and writes keep their transaction', async () => {
    const documents = cms.strapi.documents(YEAR_GROUP as never);
    const undone = new Error('undone on purpose');
    let seen: unknown;
    await expect(
      cms.strapi.db.transaction(async () => {
        const made = (await cms.strapi.db
          .query(YEAR_GROUP)
          .create({ data: { title: 'Reads test year', slug: 'reads-test-year', key_stage: 'all', position: 990 } })) as { documentId: string };
        seen = await documents.findOne({ documentId: made.documentId } as never);
        throw undone;
      }),
    ).rejects.toBe(undone);
    expect((seen as { title?: string } | null)?.title).toBe('Reads test year');
    expect(await cms.strapi.db.query(YEAR_GROUP).findOne({ where: { slug: 'reads-test-year' } })).toBeNull();

    let created: { documentId: string } | undefined;
    const written = await transactionStatements(async () => {
      created = (await documents.create({
        data: { title: 'Reads test year', slug: 'reads-test-year', key_stage: 'all', position: 990 },
      } as never)) as unknown as { documentId: string };
    });
    await documents.delete({ documentId: created!.documentId } as never);
    // BEGIN and COMMIT at least (on SQLite knex may also name a savepoint).
    expect(written).toBeGreaterThanOrEqual(2);
  });
});

// Every field's wrapper (src/graphql/field-resolvers.ts) keeps each root query's arguments for the plugin's association resolver.
describe("a root query's arguments", () => {
  it("reach the plugin's association resolver below it, keyed by the root field's alias (it asks whether that field is built in)", async () => {
    const contentApi = cms.strapi.plugin('graphql').service('content-api') as { isBuiltInQueryField: (field: string) => boolean };
    const asked: string[] = [];
    const builtIn = contentApi.isBuiltInQueryField;
    contentApi.isBuiltInQueryField = (field) => (asked.push(field), builtIn.call(contentApi, field));
    try {
      const data = await query<{ first: Array<{ title: string; scheme: { title: string } | null }> }>(
        `{ first: lessons(pagination: { limit: 2 }) { title scheme { title } } }`,
      );
      expect(data.first.length).toBeGreaterThan(0);
      expect(data.first.every((entry) => typeof entry.scheme?.title === 'string')).toBe(true);
    } finally {
      contentApi.isBuiltInQueryField = builtIn;
    }
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set(['lessons']));
  });
});
