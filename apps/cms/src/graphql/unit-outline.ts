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
 *
 * `Scheme.sample_slide` is the unit's one deliberate sample of teaching: the first picture slide
 * (template 'image', with a picture, included in the lesson) of its lessons' slideshows, in teaching
 * order, as its title, text and picture only (never its teacher notes). Pictures are public files
 * already (middlewares/protected-files.ts); recordings and films never appear in a sample.
 */
import type { Core } from '@strapi/strapi';

const SCHEME_UID = 'api::scheme.scheme';

interface Slide {
  __component?: string;
  title?: string | null;
  slide_text?: unknown;
  include_in_lesson?: boolean | null;
  main_image?: { url?: string } | null;
}
interface SampleLesson {
  activities?: Array<{ section_divider?: boolean | null; activity?: { activity_slideshow?: { slides?: Slide[] | null } | null } | null }> | null;
}

/** The first picture slide of the lessons' slideshows, in teaching order: the unit's sample. */
export function sampleSlideOf(lessons: SampleLesson[]): { title: string | null; slide_text: unknown; main_image: unknown } | null {
  for (const lesson of lessons) {
    for (const entry of lesson.activities ?? []) {
      if (entry.section_divider) continue;
      for (const slide of entry.activity?.activity_slideshow?.slides ?? []) {
        if (slide.__component === 'slide.image' && slide.include_in_lesson !== false && slide.main_image?.url) {
          return { title: slide.title ?? null, slide_text: slide.slide_text ?? null, main_image: slide.main_image };
        }
      }
    }
  }
  return null;
}

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
        nexus.objectType({
          name: 'SampleSlide',
          description: "A unit's sample for visitors: one picture slide's title, text and picture",
          definition(t: any) {
            t.string('title');
            t.field('slide_text', { type: 'JSON' });
            t.field('main_image', { type: 'UploadFile' });
          },
        }),
        nexus.extendType({
          type: 'Scheme',
          definition(t: any) {
            t.field('sample_slide', {
              type: 'SampleSlide',
              description: "The first picture slide of the unit's lessons, as a sample for visitors",
              async resolve(parent: { documentId?: string }) {
                if (!parent.documentId) return null;
                const scheme = (await strapi.documents(SCHEME_UID as never).findOne({
                  documentId: parent.documentId,
                  status: 'published',
                  fields: ['documentId'],
                  populate: {
                    lessons: {
                      fields: ['documentId'],
                      populate: {
                        activities: {
                          populate: {
                            activity: {
                              fields: ['documentId'],
                              populate: {
                                activity_slideshow: { fields: ['documentId'], populate: { slides: { on: { 'slide.image': { populate: ['main_image'] } } } } },
                              },
                            },
                          },
                        },
                      },
                    },
                  },
                } as never)) as { lessons?: SampleLesson[] } | null;
                return sampleSlideOf(scheme?.lessons ?? []);
              },
            });
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
      resolversConfig: { 'Scheme.outline': { auth: false }, 'Scheme.sample_slide': { auth: false } },
    }));
}
