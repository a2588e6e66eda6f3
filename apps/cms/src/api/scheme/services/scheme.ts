/**
 * A unit's outline (docs/product.md, "Units and lessons"): what a unit holds, shown to everyone on
 * its page so that a visitor or a lapsed teacher sees what they would get before logging in or
 * subscribing. For each published lesson, in the unit's order: its id, title, how many activities
 * it has, their total time and how many give none (free-flow activities). Never a lesson's text, activities or slides: those stay behind the
 * teaching guard (src/graphql/teaching-guard.ts).
 *
 * `outline` reads the lessons through the document service rather than through the guarded
 * `Scheme.lessons`, and answers only the fields above. Published lessons only, as every caller of
 * the site sees.
 *
 * `sampleSlide` is the unit's one deliberate sample of teaching: the first picture slide
 * (template 'image', with a picture, included in the lesson) of its lessons' slideshows, in teaching
 * order, as its title, text and picture only (never its teacher notes). Pictures are public files
 * already (middlewares/protected-files.ts); recordings and films never appear in a sample.
 */
import { factories } from '@strapi/strapi';
import { outlineOf, sampleSlideOf, type OutlineLesson, type SampleLesson } from '../outline';
import { UNIT_UID } from '../../../content-types';

const SAMPLE_POPULATE = {
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
};
const OUTLINE_POPULATE = { lessons: { fields: ['documentId', 'title'], populate: { activities: { populate: { activity: { fields: ['time'] } } } } } };

export default factories.createCoreService(UNIT_UID, ({ strapi }) => {
  const publishedUnit = (documentId: string, populate: object) =>
    strapi.documents(UNIT_UID as never).findOne({ documentId, status: 'published', fields: ['documentId'], populate } as never);
  return {
    /** The first picture slide of the unit's lessons, in teaching order, or null. */
    async sampleSlide(documentId: string) {
      const unit = (await publishedUnit(documentId, SAMPLE_POPULATE)) as { lessons?: SampleLesson[] } | null;
      return sampleSlideOf(unit?.lessons ?? []);
    },
    /** The unit's published lessons in order, as titles, activity counts and times. */
    async outline(documentId: string) {
      const unit = (await publishedUnit(documentId, OUTLINE_POPULATE)) as { lessons?: OutlineLesson[] } | null;
      return (unit?.lessons ?? []).map(outlineOf);
    },
  };
});

export interface SchemeOutlineService {
  sampleSlide(documentId: string): Promise<ReturnType<typeof sampleSlideOf>>;
  outline(documentId: string): Promise<Array<ReturnType<typeof outlineOf>>>;
}
