/**
 * Writing a lesson from the lesson (docs/product.md, "Writing a lesson from the lesson"): the side
 * panels of the admin panel (src/admin/lesson-panels) create an activity from a lesson and a
 * slideshow from an activity through the content manager's own API. These tests send exactly the
 * requests the panels send (src/setup/lesson-building.ts), logged in as the Charity editor,
 * and check the lesson keeps every other entry, in order, with its activity.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';

const require = createRequire(import.meta.url);
const built = (module: string) => require(path.resolve(__dirname, '..', 'dist', 'src', module));
const { DEV_ADMIN } = built('setup/dev-admin');
const building = built('setup/lesson-building');
const { LESSON_UID, ACTIVITY_UID, SLIDESHOW_UID } = built('content-types');

let headers: Record<string, string>;

const cms = cmsForThisFile({ catalogue: false }, async () => {
  const response = await fetch(`${cms.baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEV_ADMIN.email, password: DEV_ADMIN.password }),
  });
  expect(response.status).toBe(200);
  headers = { Authorization: `Bearer ${(await response.json()).data.token}`, 'Content-Type': 'application/json' };
});

/** One request to the admin API as the editor; answers the body, failing the test on an error status. */
async function asEditor(method: string, url: string, body?: unknown): Promise<any> {
  const response = await fetch(`${cms.baseUrl}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer = await response.json().catch(() => undefined);
  expect(response.status, `${method} ${url}: ${JSON.stringify(answer)}`).toBeLessThan(300);
  return answer;
}

async function publishActivity(title: string): Promise<string> {
  return (await asEditor('POST', `${building.documentPath(ACTIVITY_UID)}/actions/publish`, { title })).data.documentId;
}

/** The lesson's entries as the panel shows them: heading, or the activity's name. */
async function outline(documentId: string): Promise<string[]> {
  const { data } = await asEditor('GET', building.documentPath(LESSON_UID, documentId));
  return Promise.all(
    data.activities.map(async (entry: any) => {
      if (entry.section_divider) return `# ${entry.title}`;
      if (!building.entryHasActivity(entry)) return `(empty) ${entry.title ?? ''}`;
      const { results } = await asEditor('GET', building.entryActivityPath(entry.id));
      return results[0].title;
    }),
  );
}

describe('a new activity created from a lesson', () => {
  let lessonId: string;
  let newActivityId: string;

  beforeAll(async () => {
    const hello = await publishActivity('Hello, sounds!');
    const giant = await publishActivity('The sleeping giant');
    const lesson = await asEditor('POST', `${building.documentPath(LESSON_UID)}/actions/publish`, {
      title: 'Hearing loud and quiet',
      page_title: 'Lesson 1: Hearing loud and quiet',
      activities: [
        { title: 'Warm up', section_divider: true },
        { title: 'Hello, sounds!', section_divider: false, activity: { connect: [{ documentId: hello }] } },
        { title: 'Main activities', section_divider: true },
        // An entry whose heading an editor left empty: the admin's list shows the activity's name.
        { title: null, section_divider: false, activity: { connect: [{ documentId: giant }] } },
      ],
    });
    lessonId = lesson.data.documentId;
  });

  it('reads the lesson’s list as the panel shows it: the headings as headings, each activity by its name', async () => {
    expect(await outline(lessonId)).toEqual(['# Warm up', 'Hello, sounds!', '# Main activities', 'The sleeping giant']);
  });

  it('is created as a draft and added to the end of the lesson, which keeps its other entries, in order, with their activities', async () => {
    const created = await asEditor('POST', building.documentPath(ACTIVITY_UID), { title: 'Echo clapping' });
    newActivityId = created.data.documentId;
    expect(created.data.publishedAt).toBeNull();
    const { data: lesson } = await asEditor('GET', building.documentPath(LESSON_UID, lessonId));
    await asEditor(
      'PUT',
      building.documentPath(LESSON_UID, lessonId),
      building.lessonWithNewActivity(lesson.activities, { documentId: newActivityId, title: 'Echo clapping' }),
    );

    expect(await outline(lessonId)).toEqual(['# Warm up', 'Hello, sounds!', '# Main activities', 'The sleeping giant', 'Echo clapping']);
    const { data: saved } = await asEditor('GET', building.documentPath(LESSON_UID, lessonId));
    // The lesson's other fields are as they were, and the new entry is named for the admin's list.
    expect(saved.page_title).toBe('Lesson 1: Hearing loud and quiet');
    expect(saved.activities.map((entry: any) => entry.title)).toEqual(['Warm up', 'Hello, sounds!', 'Main activities', null, 'Echo clapping']);
    expect(saved.activities.slice(0, 4).map((entry: any) => entry.id)).toEqual(lesson.activities.map((entry: any) => entry.id));
    // The published lesson is untouched until the editor publishes it.
    const published = await cms.strapi.documents(LESSON_UID).findOne({ documentId: lessonId, status: 'published', populate: { activities: true } });
    expect(published?.activities).toHaveLength(4);
  });

  it('leads back to the lesson from the activity', async () => {
    const { results } = await asEditor('GET', building.lessonsWithActivityQuery(newActivityId));
    expect(results.map((lesson: any) => lesson.title)).toEqual(['Hearing loud and quiet']);
  });

  it('gets a new slideshow of its own, created as a draft, and keeps its other fields', async () => {
    await asEditor('PUT', building.documentPath(ACTIVITY_UID, newActivityId), { time: '10 minutes' });
    expect((await asEditor('GET', building.activitySlideshowPath(newActivityId))).results).toEqual([]);
    const slideshow = await asEditor('POST', building.documentPath(SLIDESHOW_UID), { title: 'Echo clapping' });
    await asEditor('PUT', building.documentPath(ACTIVITY_UID, newActivityId), building.activityWithSlideshow(slideshow.data.documentId));

    const { results } = await asEditor('GET', building.activitySlideshowPath(newActivityId));
    expect(results.map((found: any) => [found.documentId, found.title, found.status])).toEqual([[slideshow.data.documentId, 'Echo clapping', 'draft']]);
    const { data: activity } = await asEditor('GET', building.documentPath(ACTIVITY_UID, newActivityId));
    expect([activity.title, activity.time]).toEqual(['Echo clapping', '10 minutes']);
  });

  it('reaches teachers once the editor publishes the activity, its slideshow and the lesson', async () => {
    const { results } = await asEditor('GET', building.activitySlideshowPath(newActivityId));
    await asEditor('POST', `${building.documentPath(SLIDESHOW_UID, results[0].documentId)}/actions/publish`, {});
    await asEditor('POST', `${building.documentPath(ACTIVITY_UID, newActivityId)}/actions/publish`, {});
    await asEditor('POST', `${building.documentPath(LESSON_UID, lessonId)}/actions/publish`, {});
    const published = await cms.strapi.documents(LESSON_UID).findOne({
      documentId: lessonId,
      status: 'published',
      populate: { activities: { populate: { activity: { populate: ['activity_slideshow'] } } } },
    });
    const last = published?.activities?.at(-1) as any;
    expect([last.activity.title, last.activity.activity_slideshow?.title]).toEqual(['Echo clapping', 'Echo clapping']);
  });
});

describe('the lesson’s activity list in the admin panel', () => {
  it('shows each entry by its heading or name, and says how to add a section heading', async () => {
    const service = cms.strapi.plugin('content-manager').service('components');
    const { settings, metadatas } = await service.findConfiguration(service.findComponent('lesson.activity-entry'));
    expect(settings.mainField).toBe('title');
    expect(metadatas.section_divider.edit.description).toMatch(/heading between activities/);
    const lesson = await cms.strapi.plugin('content-manager').service('content-types').findConfiguration({ uid: LESSON_UID });
    expect(lesson.metadatas.activities.edit.description).toMatch(/tick “Section heading” and type the heading/);
    expect(lesson.metadatas.activities.edit.description).toMatch(/New activity in this lesson/);
  });

  it('takes a name as the editor typed it, trimmed, and refuses an empty one', () => {
    expect(building.checkedName('  Echo   clapping ')).toEqual({ name: 'Echo clapping' });
    expect(building.checkedName('   ')).toEqual({ problem: 'Type a name first.' });
    expect(building.checkedName('x'.repeat(256))).toHaveProperty('problem');
  });
});
