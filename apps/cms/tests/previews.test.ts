/**
 * Editors' previews show one document (docs/doors.md, "editors' previews"): the previewed document
 * is read as its draft with its own fields, components and media; every relation walked out of it,
 * and every other root query of the call, is answered as the caller would be answered without the
 * token (a visitor: the published skeleton; a subscriber: published teaching content).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { signPreviewToken } from '../src/preview/preview-token';
import { demoCallerTokens, type DemoCaller } from './helpers/cms';
import { TestFixtures } from './helpers/fixtures';

let fixtures: TestFixtures;
let tokens: Record<DemoCaller, string | undefined>;

const ids = { programme: '', unit: '', draftOnlyUnit: '', lesson: '', draftLesson: '', activity: '', slideshow: '' };
let pictureUrl = '';

type Answer = { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> };

const cms = cmsForThisFile({ catalogue: false }, async () => {
  fixtures = new TestFixtures(cms);
  tokens = await demoCallerTokens(cms.baseUrl);
  const docs = (uid: string) => cms.strapi.documents(uid as never);
  const picture = await fixtures.image('preview-plan.png');
  pictureUrl = picture.url;
  const primary = await docs('api::audience.audience').findFirst({ filters: { slug: 'primary' } } as never);
  ids.programme = await fixtures.publish('api::programme.programme', {
    title: 'Preview programme',
    slug: `preview-programme-${Date.now()}`,
    audience: primary?.documentId,
  });
  ids.unit = await fixtures.publish('api::scheme.scheme', {
    title: 'Preview unit',
    blurb: 'Published blurb',
    programme: ids.programme,
    introduction: [{ type: 'paragraph', children: [{ type: 'text', text: 'Published unit introduction' }] }],
    documents: [{ title: 'Published unit plan', file: picture.id }],
  });
  const draftOnly = await docs('api::scheme.scheme').create({ data: { title: 'Draft-only unit', programme: ids.programme } } as never);
  ids.draftOnlyUnit = draftOnly.documentId;
  fixtures.keep('api::scheme.scheme', ids.draftOnlyUnit);
  ids.slideshow = await fixtures.publish('api::activity-slideshow.activity-slideshow', {
    title: 'Preview slideshow',
    slides: [{ __component: 'slide.image', title: 'Published slide' }],
  });
  ids.activity = await fixtures.publish('api::activity-page.activity-page', { title: 'Preview activity', activity_slideshow: ids.slideshow });
  ids.lesson = await fixtures.publish('api::lesson.lesson', {
    title: 'Published sibling lesson',
    scheme: ids.unit,
    documents: [{ title: 'Sibling plan', file: picture.id }],
    activities: [{ title: 'Warm up', activity: ids.activity }],
  });
  const draft = await docs('api::lesson.lesson').create({
    data: {
      title: 'Previewed draft lesson',
      scheme: ids.unit,
      introduction: [{ type: 'paragraph', children: [{ type: 'text', text: 'Draft lesson introduction' }] }],
      documents: [{ title: 'Draft lesson plan', file: picture.id }],
      activities: [{ title: 'Warm up', activity: ids.activity }],
    },
  } as never);
  ids.draftLesson = draft.documentId;
  fixtures.keep('api::lesson.lesson', ids.draftLesson);
  // Unpublished edits of everything around the previewed lesson: none of them may show in its preview.
  await docs('api::scheme.scheme').update({ documentId: ids.unit, data: { title: 'Unit draft title', blurb: 'Draft blurb' } } as never);
  await docs('api::programme.programme').update({ documentId: ids.programme, data: { title: 'Programme draft title' } } as never);
  await docs('api::lesson.lesson').update({ documentId: ids.lesson, data: { title: 'Sibling draft title' } } as never);
  await docs('api::activity-page.activity-page').update({ documentId: ids.activity, data: { title: 'Activity draft title' } } as never);
  await docs('api::activity-slideshow.activity-slideshow').update({
    documentId: ids.slideshow,
    data: { slides: [{ __component: 'slide.image', title: 'Draft slide' }] },
  } as never);
});
afterAll(async () => {
  await fixtures?.removeAll();
});

async function ask(query: string, { preview, caller }: { preview?: { uid: string; documentId?: string }; caller?: string } = {}): Promise<Answer> {
  const response = await fetch(`${cms.baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(preview ? { 'X-Preview-Token': signPreviewToken(preview) } : {}),
      ...(caller ? { Authorization: `Bearer ${caller}` } : {}),
    },
    body: JSON.stringify({ query }),
  });
  return response.json();
}

const forbidden = (answer: Answer) => (answer.errors ?? []).some((error) => error.extensions?.code === 'FORBIDDEN');
const lessonPreview = () => ({ uid: 'api::lesson.lesson', documentId: ids.draftLesson });
const DRAFT_WORDS = /draft title|Draft blurb|Draft-only|Draft slide/;

describe("a lesson's preview, for a visitor holding its token", () => {
  it("shows the lesson's own draft fields, components and files", async () => {
    const answer = await ask(`{ lesson(documentId: "${ids.draftLesson}") { title introduction documents { title file { url } } activities { title } } }`, {
      preview: lessonPreview(),
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.lesson).toEqual({
      title: 'Previewed draft lesson',
      introduction: [{ type: 'paragraph', children: [{ type: 'text', text: 'Draft lesson introduction' }] }],
      documents: [{ title: 'Draft lesson plan', file: { url: pictureUrl } }],
      activities: [{ title: 'Warm up' }],
    });
  });

  it('reads its unit and programme as a visitor reads them: published, skeleton only', async () => {
    const answer = await ask(`{ lesson(documentId: "${ids.draftLesson}") { scheme { title blurb programme { title units { title } } } } }`, {
      preview: lessonPreview(),
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.lesson.scheme).toEqual({
      title: 'Preview unit',
      blurb: 'Published blurb',
      programme: { title: 'Preview programme', units: [{ title: 'Preview unit' }] },
    });
  });

  it('gives no other lesson, teaching field or file address walked out of it', async () => {
    for (const query of [
      `{ lesson(documentId: "${ids.draftLesson}") { scheme { programme { units { lessons { title documents { file { url } } } } } } } }`,
      `{ lesson(documentId: "${ids.draftLesson}") { scheme { lessons { title } } } }`,
      `{ lesson(documentId: "${ids.draftLesson}") { scheme { introduction documents { file { url } } } } }`,
      `{ lesson(documentId: "${ids.draftLesson}") { activities { activity { title activity_slideshow { title } } } } }`,
    ]) {
      const answer = await ask(query, { preview: lessonPreview() });
      expect(forbidden(answer), query).toBe(true);
      expect(JSON.stringify(answer.data ?? null), query).not.toMatch(/\/uploads\/|Sibling|Published unit|Preview activity|Activity draft/);
    }
  });

  it("answers the call's other root queries as a visitor: published skeleton, teaching types refused", async () => {
    const answer = await ask(`{ lesson(documentId: "${ids.draftLesson}") { title } programmes(filters: { title: { startsWith: "P" } }) { title } }`, {
      preview: lessonPreview(),
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.programmes).toContainEqual({ title: 'Preview programme' });
    expect(JSON.stringify(answer.data)).not.toMatch(DRAFT_WORDS);
    for (const query of [
      '{ programmes { title } }',
      '{ schemes { title } }',
      '{ activityPages { title } }',
      '{ activitySlideshows { title } }',
      '{ memberships { documentId } }',
      '{ userProfiles { documentId } }',
    ]) {
      expect(await ask(query, { preview: lessonPreview() }), query).toEqual(await ask(query));
    }
    expect(forbidden(await ask('{ activityPages { title } }', { preview: lessonPreview() }))).toBe(true);
  });
});

describe('previews of other documents', () => {
  it("a programme's: its own draft title, its units as a visitor sees them", async () => {
    const preview = { uid: 'api::programme.programme', documentId: ids.programme };
    const answer = await ask(`{ programme(documentId: "${ids.programme}") { title units { title blurb } } }`, { preview });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.programme).toEqual({ title: 'Programme draft title', units: [{ title: 'Preview unit', blurb: 'Published blurb' }] });
    const walk = await ask(`{ programme(documentId: "${ids.programme}") { units { lessons { title documents { file { url } } } } } }`, { preview });
    expect(forbidden(walk)).toBe(true);
    expect(JSON.stringify(walk.data ?? null)).not.toMatch(/\/uploads\/|lesson/i);
  });

  it("a unit's: its own teaching fields and files, but not its lessons", async () => {
    const preview = { uid: 'api::scheme.scheme', documentId: ids.unit };
    const own = await ask(`{ scheme(documentId: "${ids.unit}") { title introduction documents { title file { url } } programme { title } } }`, { preview });
    expect(own.errors).toBeUndefined();
    expect(own.data.scheme).toMatchObject({
      title: 'Unit draft title',
      documents: [{ title: 'Published unit plan', file: { url: pictureUrl } }],
      programme: { title: 'Preview programme' },
    });
    const lessons = await ask(`{ scheme(documentId: "${ids.unit}") { lessons { title } } }`, { preview });
    expect(forbidden(lessons)).toBe(true);
    expect(JSON.stringify(lessons.data ?? null)).not.toMatch(/lesson/i);
    // A subscriber holding the token reads the unit's lessons as a subscriber: published ones, as published.
    const subscriber = await ask(`{ scheme(documentId: "${ids.unit}") { lessons { title } } }`, { preview, caller: tokens.subscriber });
    expect(subscriber.errors).toBeUndefined();
    expect(subscriber.data.scheme.lessons).toEqual([{ title: 'Published sibling lesson' }]);
  });

  it("an activity's: its own draft, its slideshow as the caller reads it", async () => {
    const preview = { uid: 'api::activity-page.activity-page', documentId: ids.activity };
    const query = `{ activityPage(documentId: "${ids.activity}") { title activity_slideshow { slides { ... on ComponentSlideImage { title } } } } }`;
    const visitor = await ask(query, { preview });
    expect(forbidden(visitor)).toBe(true);
    expect(JSON.stringify(visitor.data ?? null)).not.toMatch(/Published slide|Draft slide/);
    const subscriber = await ask(query, { preview, caller: tokens.subscriber });
    expect(subscriber.errors).toBeUndefined();
    expect(subscriber.data.activityPage).toEqual({ title: 'Activity draft title', activity_slideshow: { slides: [{ title: 'Published slide' }] } });
  });
});
