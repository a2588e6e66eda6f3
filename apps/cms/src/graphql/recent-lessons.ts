/**
 * "Continue where you left off" (docs/product.md, "Home page"): the lessons a subscriber presented
 * last, kept on their profile (a private field, never in the profile's own API) so that they follow
 * the teacher from the laptop they plan on to the classroom's computer.
 * - `recordLessonPresented(lesson)` is sent when lesson mode opens a lesson; it keeps the last
 *   RECENT_LIMIT lessons, most recent first, each once.
 * - `recentLessons` answers them as lessons, published ones only, in that order.
 * Both act on the teacher in the token (there is no argument to name another) and only for an
 * active subscriber, as reading the lessons themselves needs.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { LOGGED_IN, subscriberId, type CallerContext } from './subscriber';
import { now } from '../runtime/clock';

const PROFILE_UID = 'api::user-profile.user-profile';
const LESSON_UID = 'api::lesson.lesson';
export const RECENT_LIMIT = 6;

const MESSAGES = {
  loggedOut: 'You need to be logged in to access this content.',
  notSubscribed: 'You need an active subscription to access this content.',
};

interface Presented {
  lesson: string;
  at: string;
}

function presentedList(value: unknown): Presented[] {
  if (!Array.isArray(value)) return [];
  return value.filter((entry): entry is Presented => typeof entry?.lesson === 'string' && typeof entry?.at === 'string');
}

export function registerRecentLessons(strapi: Core.Strapi): void {
  const profileOf = (userId: number) => strapi.db.query(PROFILE_UID).findOne({ where: { user: { id: userId } }, select: ['id', 'recent_lessons'] });

  strapi
    .plugin('graphql')
    .service('extension')
    .use(({ nexus }: { nexus: any }) => ({
      types: [
        nexus.extendType({
          type: 'Query',
          definition(t: any) {
            t.nonNull.list.nonNull.field('recentLessons', { type: 'Lesson' });
          },
        }),
        nexus.extendType({
          type: 'Mutation',
          definition(t: any) {
            t.nonNull.field('recordLessonPresented', { type: 'Boolean', args: { lesson: nexus.nonNull('ID') } });
          },
        }),
      ],
      resolvers: {
        Query: {
          async recentLessons(_parent: unknown, _args: unknown, context: CallerContext) {
            const userId = subscriberId(context, MESSAGES);
            const presented = presentedList((await profileOf(userId))?.recent_lessons);
            if (!presented.length) return [];
            const lessons = await strapi.documents(LESSON_UID as never).findMany({
              filters: { documentId: { $in: presented.map((entry) => entry.lesson) } },
              status: 'published',
            } as never);
            const byId = new Map((lessons as Array<{ documentId: string }>).map((lesson) => [lesson.documentId, lesson]));
            return presented.flatMap((entry) => byId.get(entry.lesson) ?? []);
          },
        },
        Mutation: {
          async recordLessonPresented(_parent: unknown, { lesson }: { lesson: string }, context: CallerContext) {
            const userId = subscriberId(context, MESSAGES);
            const exists = await strapi.documents(LESSON_UID as never).findOne({ documentId: lesson, status: 'published', fields: ['documentId'] } as never);
            if (!exists) throw new errors.NotFoundError('There is no such lesson.');
            const profile = await profileOf(userId);
            if (!profile) throw new errors.NotFoundError('Your profile could not be found.');
            const earlier = presentedList(profile.recent_lessons).filter((entry) => entry.lesson !== lesson);
            const recent = [{ lesson, at: now().toISOString() }, ...earlier].slice(0, RECENT_LIMIT);
            await strapi.db.query(PROFILE_UID).update({ where: { id: profile.id }, data: { recent_lessons: recent } });
            return true;
          },
        },
      },
      resolversConfig: {
        'Query.recentLessons': LOGGED_IN,
        'Mutation.recordLessonPresented': LOGGED_IN,
      },
    }));
}
