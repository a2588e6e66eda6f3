/**
 * "Continue where you left off": recordLessonPresented and recentLessons (src/api/user-profile)
 * act on the token's teacher only, for active subscribers, keep the last six lessons most recent
 * first and each once, answer published lessons only, and are not reachable through the profile.
 */
import { describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { login } from './helpers/cms';
import { registerTrialTeacher } from './helpers/accounts';

const RECORD = 'mutation Record($lesson: ID!) { recordLessonPresented(lesson: $lesson) }';
const RECENT = '{ recentLessons { documentId title } }';

let lessons: Array<{ documentId: string; title: string }>;
const cms = cmsForThisFile({ catalogue: true }, async () => {
  const subscriber = await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1');
  lessons = (await cms.graphql('{ lessons(pagination: { limit: 8 }, sort: "title") { documentId title } }', {}, subscriber)).body.data.lessons;
});

const record = (token: string | undefined, lesson: string) => cms.graphql(RECORD, { lesson }, token);
const recent = async (token: string) => (await cms.graphql(RECENT, {}, token)).body;

describe('recently presented lessons', () => {
  it('keeps the last six, most recent first and each once, for the token’s teacher only', async () => {
    const teacher = await registerTrialTeacher(cms.baseUrl, 'recent');
    const other = await registerTrialTeacher(cms.baseUrl, 'other');
    expect((await recent(teacher)).data.recentLessons).toEqual([]);
    for (const lesson of lessons) expect((await record(teacher, lesson.documentId)).body.data.recordLessonPresented).toBe(true);
    // The first lesson again: it moves to the front rather than appearing twice.
    await record(teacher, lessons[0].documentId);
    const expected = [lessons[0], ...lessons.slice(2).reverse()].slice(0, 6);
    expect((await recent(teacher)).data.recentLessons).toEqual(expected);
    expect((await recent(other)).data.recentLessons).toEqual([]);
  });

  it('answers published lessons only, and refuses a lesson that does not exist', async () => {
    const teacher = await registerTrialTeacher(cms.baseUrl, 'unpublished');
    const draft = await cms.strapi.documents('api::lesson.lesson' as never).create({ data: { title: 'Not yet published' } } as never);
    const refused = await record(teacher, (draft as { documentId: string }).documentId);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('STRAPI_NOT_FOUND_ERROR');
    expect((await record(teacher, 'no-such-lesson')).body.errors?.[0]?.extensions?.code).toBe('STRAPI_NOT_FOUND_ERROR');
    await record(teacher, lessons[1].documentId);
    // Unpublished after it was presented: no longer answered.
    await cms.strapi.documents('api::lesson.lesson' as never).unpublish({ documentId: lessons[1].documentId } as never);
    try {
      expect((await recent(teacher)).data.recentLessons).toEqual([]);
    } finally {
      await cms.strapi.documents('api::lesson.lesson' as never).publish({ documentId: lessons[1].documentId } as never);
    }
    await cms.strapi.documents('api::lesson.lesson' as never).delete({ documentId: (draft as { documentId: string }).documentId } as never);
  });

  it('refuses visitors and teachers without a subscription, and is not in the profile’s API', async () => {
    const lapsed = await login(cms.baseUrl, 'lapsed@example.com', 'Lapsed1');
    for (const token of [undefined, lapsed]) {
      expect((await record(token, lessons[0].documentId)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await cms.graphql(RECENT, {}, token)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const subscriber = await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1');
    const viaProfile = await cms.graphql('{ me { user_profile { recent_lessons } } }', {}, subscriber);
    expect(viaProfile.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
