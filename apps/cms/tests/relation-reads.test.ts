/**
 * Relation reads batched (src/runtime/batched-loads.ts): a GraphQL answer reads each level of its
 * relations, components and media once for all the objects at that level, not once per object, and
 * answers exactly what it answered read one object at a time. Run with the response cache off, so
 * every request is computed.
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
    expect(sent.length).toBeLessThan(70); // the demo's biggest lesson: 106 one field at a time, 86 together, 61 from the ids
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
