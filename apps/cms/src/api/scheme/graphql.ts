/**
 * A unit's public outline and sample through GraphQL (`Scheme.outline`, `Scheme.sample_slide`), open
 * to everyone; what they hold and why is in services/scheme.ts.
 */
import type { Core } from '@strapi/strapi';
import type { Nexus } from '../../graphql/nexus';
import type { SchemeOutlineService } from './services/scheme';
import { UNIT_UID } from '../../content-types';

export function registerUnitOutline(strapi: Core.Strapi): void {
  const units = () => strapi.service(UNIT_UID) as unknown as SchemeOutlineService;
  strapi
    .plugin('graphql')
    .service('extension')
    .use(({ nexus }: { nexus: Nexus }) => ({
      types: [
        nexus.objectType({
          name: 'LessonOutline',
          description: 'What a lesson holds, public on its unit page: never its text, activities or slides',
          definition(t) {
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
          definition(t) {
            t.string('title');
            t.field('slide_text', { type: 'JSON' });
            t.field('main_image', { type: 'UploadFile' });
          },
        }),
        nexus.extendType({
          type: 'Scheme',
          definition(t) {
            t.field('sample_slide', {
              type: 'SampleSlide',
              description: "The first picture slide of the unit's lessons, as a sample for visitors",
              resolve(parent: { documentId?: string }) {
                return parent.documentId ? units().sampleSlide(parent.documentId) : null;
              },
            });
            t.nonNull.list.nonNull.field('outline', {
              type: 'LessonOutline',
              description: "The unit's published lessons in order, as titles, activity counts and times",
              resolve(parent: { documentId?: string }) {
                return parent.documentId ? units().outline(parent.documentId) : [];
              },
            });
          },
        }),
      ],
      resolversConfig: { 'Scheme.outline': { auth: false }, 'Scheme.sample_slide': { auth: false } },
    }));
}
