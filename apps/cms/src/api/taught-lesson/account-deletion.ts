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
  /** Runs `remove` with the rows a delete (of one or many) is about to take away, before it does. */
  const beforeDeleting = (model: string, remove: (ids: number[]) => Promise<void>) => {
    const removeFor = async (event: { params: { where?: unknown } }) => {
      const rows = (await strapi.db.query(model as never).findMany({ where: (event.params.where ?? {}) as Record<string, unknown>, select: ['id'] })) as Array<{
        id: number;
      }>;
      await remove(rows.map((row) => row.id));
    };
    strapi.db.lifecycles.subscribe({ models: [model], beforeDelete: removeFor, beforeDeleteMany: removeFor });
  };
  beforeDeleting(USER_UID, async (userIds) => {
    const record = strapi.service(TAUGHT_LESSON_UID) as unknown as TaughtLessonService;
    for (const userId of userIds) await record.removeRecordOf(userId);
  });
  beforeDeleting(MEMBER_ACCOUNT_UID, (schoolIds) =>
    (strapi.service('api::school-record.school-record') as unknown as SchoolRecordService).removeConcertsOf(schoolIds),
  );
}
