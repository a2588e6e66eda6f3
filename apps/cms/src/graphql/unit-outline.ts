/**
 * A unit's outline (docs/product.md, "Units and lessons"): what a unit holds, shown to everyone on
 * its page so that a visitor or a lapsed teacher sees what they would get before logging in or
 * subscribing. For each published lesson, in the unit's order: its id, title, how many activities
 * it has, their total time and how many give none (free-flow activities). Never a lesson's text, activities or slides: those stay behind the
 * teaching guard (graphql/teaching-guard.ts).
 *
 * `Scheme.outline` reads the lessons through the document service rather than through the guarded
 * `Scheme.lessons`, and answers only the fields above. Published lessons only, as every caller of
 * the site sees.
 */
import type { Core } from '@strapi/strapi';

const SCHEME_UID = 'api::scheme.scheme';

interface ActivityEntry {
  section_divider?: boolean | null;
  activity?: { time?: string | null } | null;
}
interface OutlineLesson {
  documentId: string;
  title: string;
  activities?: ActivityEntry[] | null;
}

/** Minutes in an activity's time as editors write it ('10 minutes', '1 hour', '1 hour 15 minutes', '20 mins'), or undefined. */
export function minutesOf(time: string | null | undefined): number | undefined {
  if (!time) return undefined;
  const hours = /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b/i.exec(time);
  const minutes = /(\d+)\s*(?:minutes?|mins?|m)\b/i.exec(time);
  if (!hours && !minutes) return undefined;
  return Math.round(Number(hours?.[1] ?? 0) * 60 + Number(minutes?.[1] ?? 0));
}

/** A lesson's outline: its activities (not section headings) counted, the times they give added up, and those without one counted. */
export function outlineOf(lesson: OutlineLesson): { documentId: string; title: string; activities: number; minutes: number | null; untimed: number } {
  const activities = (lesson.activities ?? []).filter((entry) => !entry.section_divider && entry.activity);
  const times = activities.map((entry) => minutesOf(entry.activity?.time));
  const known = times.filter((time): time is number => time !== undefined);
  const minutes = known.length > 0 ? known.reduce((sum, time) => sum + time, 0) : null;
  return { documentId: lesson.documentId, title: lesson.title, activities: activities.length, minutes, untimed: times.length - known.length };
}

export function registerUnitOutline(strapi: Core.Strapi): void {
  strapi
    .plugin('graphql')
    .service('extension')
    .use(({ nexus }: { nexus: any }) => ({
      types: [
        nexus.objectType({
          name: 'LessonOutline',
          description: 'What a lesson holds, public on its unit page: never its text, activities or slides',
          definition(t: any) {
            t.nonNull.id('documentId');
            t.nonNull.string('title');
            t.nonNull.int('activities', { description: 'How many activities the lesson has (section headings not counted)' });
            t.int('minutes', { description: 'The total time its activities give (null when none gives one)' });
            t.nonNull.int('untimed', { description: 'How many of its activities give no time (free-flow)' });
          },
        }),
        nexus.extendType({
          type: 'Scheme',
          definition(t: any) {
            t.nonNull.list.nonNull.field('outline', {
              type: 'LessonOutline',
              description: "The unit's published lessons in order, as titles, activity counts and times",
              async resolve(parent: { documentId?: string }) {
                if (!parent.documentId) return [];
                const scheme = (await strapi.documents(SCHEME_UID as never).findOne({
                  documentId: parent.documentId,
                  status: 'published',
                  fields: ['documentId'],
                  populate: { lessons: { fields: ['documentId', 'title'], populate: { activities: { populate: { activity: { fields: ['time'] } } } } } },
                } as never)) as { lessons?: OutlineLesson[] } | null;
                return (scheme?.lessons ?? []).map(outlineOf);
              },
            });
          },
        }),
      ],
      resolversConfig: { 'Scheme.outline': { auth: false } },
    }));
}
