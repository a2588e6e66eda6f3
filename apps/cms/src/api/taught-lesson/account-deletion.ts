/**
 * Deleting a teacher's account (in the admin panel, or by any other code) deletes their record of
 * teaching: their classes and entries (docs/teaching-record.md, "Deleting"). Runs before the user's
 * row goes, while the entries' owner links still name it. Deleting a school account deletes the
 * concerts it marked as attended.
 */
import type { Core } from '@strapi/strapi';
import type { TaughtLessonService } from './services/taught-lesson';
import type { SchoolRecordService } from '../school-record/services/school-record';
import { MEMBER_ACCOUNT_UID, TAUGHT_LESSON_UID, USER_UID } from '../../content-types';

export function watchAccountDeletions(strapi: Core.Strapi): void {
  const removeRecords = async (where: unknown) => {
    const users = (await strapi.db.query(USER_UID).findMany({ where: where as Record<string, unknown>, select: ['id'] })) as Array<{ id: number }>;
    const record = strapi.service(TAUGHT_LESSON_UID) as unknown as TaughtLessonService;
    for (const user of users) await record.removeRecordOf(user.id);
  };
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    async beforeDelete(event: { params: { where?: unknown } }) {
      await removeRecords(event.params.where ?? {});
    },
    async beforeDeleteMany(event: { params: { where?: unknown } }) {
      await removeRecords(event.params.where ?? {});
    },
  });
  const removeConcerts = async (where: unknown) => {
    const schools = (await strapi.db.query(MEMBER_ACCOUNT_UID).findMany({ where: where as Record<string, unknown>, select: ['id'] })) as Array<{ id: number }>;
    await (strapi.service('api::school-record.school-record') as unknown as SchoolRecordService).removeConcertsOf(schools.map((school) => school.id));
  };
  strapi.db.lifecycles.subscribe({
    models: [MEMBER_ACCOUNT_UID],
    async beforeDelete(event: { params: { where?: unknown } }) {
      await removeConcerts(event.params.where ?? {});
    },
    async beforeDeleteMany(event: { params: { where?: unknown } }) {
      await removeConcerts(event.params.where ?? {});
    },
  });
}
