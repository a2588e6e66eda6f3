/** The "Words on screen" field's admin part (its server part: src/api/activity-slideshow/words-field.ts). */
import type { StrapiApp } from '@strapi/strapi/admin';

export function addTimedWordsField(app: StrapiApp) {
  app.customFields.register({
    name: 'timed-words',
    type: 'text',
    intlLabel: { id: 'timed-words.label', defaultMessage: 'Timed words' },
    intlDescription: { id: 'timed-words.description', defaultMessage: "A song's words, each line with the time it is sung at in the recording" },
    components: {
      Input: async () => import('./TimedWordsInput').then((module) => ({ default: module.TimedWordsInput })) as never,
    },
  });
}
