/**
 * Scheduled jobs, run by Strapi's cron on every CMS instance. Reminder emails (api/reminder) are sent
 * once each however many instances run this, and never late (the rules in its service).
 */
import type { Core } from '@strapi/strapi';
import type { ReminderService } from '../src/api/reminder/services/reminder';

export default {
  reminders: {
    async task({ strapi }: { strapi: Core.Strapi }) {
      try {
        const sent = await (strapi.service('api::reminder.reminder') as unknown as ReminderService).sendDue();
        if (sent) strapi.log.info(`Reminder emails: ${sent} sent.`);
      } catch (error) {
        strapi.log.error(`Reminder emails could not be sent this time: ${(error as Error).message}`);
      }
    },
    // Every ten minutes; a reminder's window is at least a day, so a missed run loses nothing.
    options: { rule: '*/10 * * * *' },
  },
};
