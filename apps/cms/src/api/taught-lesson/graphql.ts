/**
 * The teaching record through GraphQL (docs/teaching-record.md). Strapi's generic queries and
 * mutations of classes and entries are switched off, and there is no REST route. These resolvers
 * check the caller, parse the arguments (./validation.ts) and call the service
 * (./services/taught-lesson.ts) with the owner taken from the token:
 * - reading and deleting: any logged-in teacher (a lapsed teacher keeps their record);
 * - adding and changing (classes, entries): active subscribers only.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { LOGGED_IN, subscriberResolver, type CallerContext } from '../../graphql/subscriber';
import { parseArguments } from '../../validation/issues';
import type { Nexus } from '../../graphql/nexus';
import { plainAnswerType } from '../../graphql/plain-answers';
import { recordArguments } from './validation';
import type { ClassRow, EntryRow, TaughtLessonService } from './services/taught-lesson';
import { TAUGHT_LESSON_UID, TEACHING_CLASS_UID } from '../../content-types';

export const RECORD_GATE = {
  loggedOut: 'You need to be logged in to keep a record of your teaching.',
  notSubscribed: 'You need an active subscription to add to your record of teaching.',
};

/** Any logged-in teacher's id (reading and deleting their own record). */
function teacherId(context: CallerContext): number {
  const id = context.state?.user?.id;
  if (!id) throw new errors.ForbiddenError(RECORD_GATE.loggedOut);
  return id;
}

const classAnswer = (row: ClassRow) => ({ documentId: row.documentId, name: row.name, yearGroup: row.year_group });
const entryAnswer = (row: EntryRow) => ({
  documentId: row.documentId,
  taughtOn: row.taught_on,
  note: row.note,
  lesson: row.lesson_ref,
  lessonTitle: row.lesson_title ?? '',
  unit: row.unit_ref,
  unitTitle: row.unit_title,
  programme: row.programme_slug,
  audience: row.audience_slug,
  yearGroup: row.year_group,
  curriculumAreas: Array.isArray(row.curriculum_areas) ? row.curriculum_areas : [],
  minutes: row.minutes,
  teachingClass: row.teaching_class ? classAnswer(row.teaching_class) : null,
});

export function registerTeachingRecord(strapi: Core.Strapi): void {
  const extension = strapi.plugin('graphql').service('extension');
  extension.shadowCRUD(TAUGHT_LESSON_UID).disable();
  extension.shadowCRUD(TEACHING_CLASS_UID).disable();
  const record = () => strapi.service(TAUGHT_LESSON_UID) as unknown as TaughtLessonService;

  extension.use(({ nexus }: { nexus: Nexus }) => ({
    types: [
      plainAnswerType(nexus, {
        name: 'TeacherClass',
        description: "One of the caller's classes (a name and a year group; nothing about pupils)",
        definition(t) {
          t.nonNull.id('documentId');
          t.nonNull.string('name');
          t.nonNull.string('yearGroup', { description: "The year group's slug" });
        },
      }),
      plainAnswerType(nexus, {
        name: 'TaughtEntry',
        description: 'A lesson the caller taught to one of their classes on a date',
        definition(t) {
          t.nonNull.id('documentId');
          t.nonNull.string('taughtOn', { description: 'YYYY-MM-DD' });
          t.string('note');
          t.nonNull.id('lesson', { description: "The lesson's documentId" });
          t.nonNull.string('lessonTitle');
          t.id('unit');
          t.string('unitTitle');
          t.string('programme', { description: "The programme's slug" });
          t.string('audience', { description: "The audience's slug" });
          t.string('yearGroup', { description: "The class's year group's slug when it was taught" });
          t.nonNull.list.nonNull.string('curriculumAreas', { description: "The lesson's curriculum areas' slugs" });
          t.int('minutes', { description: "The lesson's activities' times added up, when they give any" });
          t.field('teachingClass', { type: 'TeacherClass' });
        },
      }),
      plainAnswerType(nexus, {
        name: 'LessonRef',
        definition(t) {
          t.nonNull.id('documentId');
          t.nonNull.string('title');
        },
      }),
      plainAnswerType(nexus, {
        name: 'NextForClass',
        description: "Where a class got to: its latest entry, and what comes next in the unit (or the programme's next unit)",
        definition(t) {
          t.nonNull.field('teachingClass', { type: 'TeacherClass' });
          t.field('lastEntry', { type: 'TaughtEntry' });
          t.field('nextLesson', { type: 'LessonRef' });
          t.field('nextUnit', { type: 'LessonRef', description: 'Set when the next lesson starts the next unit' });
          t.nonNull.boolean('unitFinished');
        },
      }),
      plainAnswerType(nexus, {
        name: 'DeletedRecordItem',
        definition(t) {
          t.nonNull.id('documentId');
        },
      }),
      nexus.extendType({
        type: 'Query',
        definition(t) {
          t.nonNull.list.nonNull.field('teacherClasses', { type: 'TeacherClass', description: "The caller's classes, by name" });
          t.nonNull.list.nonNull.field('taughtEntries', {
            type: 'TaughtEntry',
            args: { from: 'String', to: 'String', teachingClass: 'ID', lesson: 'ID', unit: 'ID' },
            description: "The caller's entries, newest first",
          });
          t.field('lastTaughtClass', { type: 'TeacherClass', description: 'The class the caller last marked a lesson taught to' });
          t.nonNull.list.nonNull.field('nextForClasses', { type: 'NextForClass', description: "Each of the caller's classes with where it got to" });
          t.nonNull.string('schoolYearStart', { description: 'The first day (1 September) of the current English school year, YYYY-MM-DD' });
        },
      }),
      nexus.extendType({
        type: 'Mutation',
        definition(t) {
          t.nonNull.field('createTeacherClass', { type: 'TeacherClass', args: { name: nexus.nonNull('String'), yearGroup: nexus.nonNull('String') } });
          t.nonNull.field('updateTeacherClass', { type: 'TeacherClass', args: { documentId: nexus.nonNull('ID'), name: 'String', yearGroup: 'String' } });
          t.nonNull.field('deleteTeacherClass', { type: 'DeletedRecordItem', args: { documentId: nexus.nonNull('ID') } });
          t.nonNull.field('markTaught', {
            type: 'TaughtEntry',
            args: { lesson: nexus.nonNull('ID'), teachingClass: nexus.nonNull('ID'), taughtOn: 'String', note: 'String', idempotencyKey: 'String' },
          });
          t.nonNull.field('updateTaughtEntry', {
            type: 'TaughtEntry',
            args: { documentId: nexus.nonNull('ID'), teachingClass: 'ID', taughtOn: 'String', note: 'String' },
          });
          t.nonNull.field('deleteTaughtEntry', { type: 'DeletedRecordItem', args: { documentId: nexus.nonNull('ID') } });
        },
      }),
    ],
    resolvers: {
      Query: {
        async teacherClasses(_parent: unknown, _args: unknown, context: CallerContext) {
          return (await record().listClasses(teacherId(context))).map(classAnswer);
        },
        async taughtEntries(_parent: unknown, args: unknown, context: CallerContext) {
          const ownerId = teacherId(context);
          return (await record().listEntries(ownerId, parseArguments(recordArguments.entries, args))).map(entryAnswer);
        },
        async lastTaughtClass(_parent: unknown, _args: unknown, context: CallerContext) {
          const row = await record().lastClass(teacherId(context));
          return row ? classAnswer(row) : null;
        },
        async nextForClasses(_parent: unknown, _args: unknown, context: CallerContext) {
          return (await record().nextForClasses(teacherId(context))).map(({ teachingClass, last, next }) => ({
            teachingClass: classAnswer(teachingClass),
            lastEntry: last ? entryAnswer(last) : null,
            nextLesson: next?.lesson ?? null,
            nextUnit: next?.unit ?? null,
            unitFinished: next?.unitFinished ?? false,
          }));
        },
        schoolYearStart(_parent: unknown, _args: unknown, context: CallerContext) {
          teacherId(context);
          return record().schoolYearStart();
        },
      },
      Mutation: {
        createTeacherClass: subscriberResolver(RECORD_GATE, recordArguments.createClass, async (ownerId, input) =>
          classAnswer(await record().createClass(ownerId, input)),
        ),
        updateTeacherClass: subscriberResolver(RECORD_GATE, recordArguments.updateClass, async (ownerId, { documentId, ...change }) =>
          classAnswer(await record().updateClass(ownerId, documentId, change)),
        ),
        async deleteTeacherClass(_parent: unknown, args: unknown, context: CallerContext) {
          const ownerId = teacherId(context);
          return record().deleteClass(ownerId, parseArguments(recordArguments.one, args).documentId);
        },
        markTaught: subscriberResolver(RECORD_GATE, recordArguments.markTaught, async (ownerId, input) =>
          entryAnswer(await record().markTaught(ownerId, input)),
        ),
        updateTaughtEntry: subscriberResolver(RECORD_GATE, recordArguments.updateEntry, async (ownerId, input) =>
          entryAnswer(await record().updateEntry(ownerId, input)),
        ),
        async deleteTaughtEntry(_parent: unknown, args: unknown, context: CallerContext) {
          const ownerId = teacherId(context);
          return record().deleteEntry(ownerId, parseArguments(recordArguments.one, args).documentId);
        },
      },
    },
    resolversConfig: Object.fromEntries(
      [
        'Query.teacherClasses',
        'Query.taughtEntries',
        'Query.lastTaughtClass',
        'Query.nextForClasses',
        'Query.schoolYearStart',
        'Mutation.createTeacherClass',
        'Mutation.updateTeacherClass',
        'Mutation.deleteTeacherClass',
        'Mutation.markTaught',
        'Mutation.updateTaughtEntry',
        'Mutation.deleteTaughtEntry',
      ].map((name) => [name, LOGGED_IN]),
    ),
  }));
}
