/**
 * The school's record through GraphQL (docs/teaching-record.md, "The school's record"), for the
 * owner of a school account. Strapi's generic queries and mutations of concerts attended are
 * switched off (their type is not in the schema) and there is no REST route for them; the CSV
 * export is a REST route (../routes/school-record.ts). These resolvers check that the caller is
 * logged in, parse the arguments (./validation.ts) and call the service
 * (./services/school-record.ts) with the caller taken from the token; the service refuses anyone
 * who owns no school account.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { LOGGED_IN, type CallerContext } from '../../graphql/subscriber';
import { parseArguments } from '../../validation/issues';
import type { Nexus } from '../../graphql/nexus';
import { plainAnswerType } from '../../graphql/plain-answers';
import { schoolRecordArguments } from './validation';
import type { SchoolRecordService } from './services/school-record';
import { CONCERT_UID } from '../../content-types';

export const SCHOOL_RECORD_LOGGED_OUT = 'You need to be logged in to see your school’s record of teaching.';

function callerId(context: CallerContext): number {
  const id = context.state?.user?.id;
  if (!id) throw new errors.ForbiddenError(SCHOOL_RECORD_LOGGED_OUT);
  return id;
}

export function registerSchoolRecord(strapi: Core.Strapi): void {
  const extension = strapi.plugin('graphql').service('extension');
  extension.shadowCRUD(CONCERT_UID).disable();
  const service = () => strapi.service('api::school-record.school-record') as unknown as SchoolRecordService;

  extension.use(({ nexus }: { nexus: Nexus }) => ({
    types: [
      plainAnswerType(nexus, {
        name: 'SchoolTerm',
        definition(t) {
          t.nonNull.string('key', { description: 'autumn, spring or summer' });
          t.nonNull.string('title', { description: 'e.g. Autumn 2026' });
          t.nonNull.string('from', { description: 'Its first day, YYYY-MM-DD' });
          t.nonNull.string('to', { description: 'Its last day, YYYY-MM-DD' });
        },
      }),
      plainAnswerType(nexus, {
        name: 'SchoolTeacher',
        description: 'The owner or a current member, with their classes and the lessons they taught in the period',
        definition(t) {
          t.nonNull.string('name');
          t.nonNull.string('email');
          t.nonNull.boolean('owner');
          t.nonNull.int('classes');
          t.nonNull.int('lessons');
          t.string('lastTaught', { description: 'YYYY-MM-DD' });
        },
      }),
      plainAnswerType(nexus, {
        name: 'SchoolCoverageCell',
        definition(t) {
          t.nonNull.string('area', { description: "The curriculum area's slug" });
          t.nonNull.int('lessons', { description: 'Lessons taught in the area: 0 is a gap' });
        },
      }),
      plainAnswerType(nexus, {
        name: 'SchoolCoverageRow',
        definition(t) {
          t.nonNull.string('yearGroup', { description: "The year group's slug" });
          t.nonNull.string('title');
          t.nonNull.string('keyStage');
          t.nonNull.int('lessons');
          t.nonNull.list.nonNull.field('cells', { type: 'SchoolCoverageCell' });
          t.nonNull.int('gaps');
        },
      }),
      plainAnswerType(nexus, {
        name: 'SchoolKeyStageTime',
        description: 'Time taught per week in a key stage (docs/teaching-record.md, "Time per week")',
        definition(t) {
          t.nonNull.string('keyStage');
          t.nonNull.string('title');
          t.nonNull.int('classes');
          t.nonNull.int('lessons');
          t.nonNull.int('lessonsWithoutTime');
          t.int('minutesPerWeek', { description: "The mean of the classes' minutes per teaching week; null when no lesson gave a time" });
        },
      }),
      plainAnswerType(nexus, {
        name: 'SchoolClassSummary',
        definition(t) {
          t.nonNull.string('name');
          t.nonNull.string('teacher');
          t.nonNull.int('lessons');
        },
      }),
      plainAnswerType(nexus, {
        name: 'SchoolLessonTaught',
        definition(t) {
          t.nonNull.id('lesson', { description: "The lesson's documentId" });
          t.nonNull.string('title');
          t.nonNull.int('times');
          t.nonNull.string('first');
          t.nonNull.string('last');
        },
      }),
      plainAnswerType(nexus, {
        name: 'SchoolUnitTaught',
        definition(t) {
          t.id('unit', { description: "The unit's documentId" });
          t.nonNull.string('title');
          t.string('programme', { description: "The programme's slug" });
          t.string('audience', { description: "The audience's slug" });
          t.nonNull.list.nonNull.string('classes', { description: 'The classes taught any of its lessons in the term' });
          t.nonNull.list.nonNull.field('lessons', { type: 'SchoolLessonTaught' });
        },
      }),
      plainAnswerType(nexus, {
        name: 'SchoolYearGroupTerm',
        definition(t) {
          t.nonNull.string('key');
          t.nonNull.string('title');
          t.nonNull.int('lessons');
          t.nonNull.list.nonNull.field('units', { type: 'SchoolUnitTaught' });
        },
      }),
      plainAnswerType(nexus, {
        name: 'SchoolYearGroup',
        definition(t) {
          t.nonNull.string('yearGroup');
          t.nonNull.string('title');
          t.nonNull.string('keyStage');
          t.nonNull.list.nonNull.field('classes', { type: 'SchoolClassSummary' });
          t.nonNull.list.nonNull.field('terms', { type: 'SchoolYearGroupTerm' });
        },
      }),
      plainAnswerType(nexus, {
        name: 'SchoolRecord',
        description: "The caller's school's record of teaching for a school year or a term (the owner and current members)",
        definition(t) {
          t.nonNull.string('school');
          t.nonNull.int('schoolYear', { description: 'The year it starts: 2026 for 2026 to 2027' });
          t.nonNull.string('schoolYearTitle');
          t.nonNull.list.nonNull.int('schoolYears', { description: 'The school years the record has, newest first' });
          t.string('term');
          t.nonNull.string('from');
          t.nonNull.string('to');
          t.nonNull.list.nonNull.field('terms', { type: 'SchoolTerm' });
          t.nonNull.int('lessons');
          t.nonNull.int('weeks', { description: 'Teaching weeks: weeks in which anyone in the school recorded a lesson' });
          t.nonNull.list.nonNull.field('teachers', { type: 'SchoolTeacher' });
          t.nonNull.list.nonNull.field('coverage', { type: 'SchoolCoverageRow' });
          t.nonNull.list.nonNull.field('timePerWeek', { type: 'SchoolKeyStageTime' });
          t.nonNull.list.nonNull.field('yearGroups', { type: 'SchoolYearGroup' });
        },
      }),
      plainAnswerType(nexus, {
        name: 'ConcertAttended',
        definition(t) {
          t.nonNull.id('documentId');
          t.nonNull.id('production', { description: "The live production's documentId" });
          t.nonNull.string('title');
          t.string('programme', { description: "The live programme's title" });
          t.nonNull.string('attendedOn', { description: 'YYYY-MM-DD' });
        },
      }),
      plainAnswerType(nexus, {
        name: 'DevelopmentPlanYear',
        definition(t) {
          t.nonNull.string('title');
          t.nonNull.list.nonNull.string('units');
          t.nonNull.list.nonNull.string('areas');
        },
      }),
      plainAnswerType(nexus, {
        name: 'DevelopmentPlanDraft',
        description: "A draft of the music development plan summary's Part A and Part C from the school's record (docs/teaching-record.md)",
        definition(t) {
          t.nonNull.string('school');
          t.nonNull.string('academicYear');
          t.nonNull.string('asOf', { description: 'The last day the figures count, YYYY-MM-DD' });
          t.nonNull.list.nonNull.string('curriculum', { description: "Part A's paragraphs" });
          t.nonNull.list.nonNull.field('taught', { type: 'DevelopmentPlanYear' });
          t.nonNull.list.nonNull.string('experiences', { description: "Part C's paragraphs" });
          t.nonNull.list.nonNull.field('concerts', { type: 'ConcertAttended' });
          t.nonNull.list.nonNull.string('notes', { description: 'For the subject leader, not to publish' });
        },
      }),
      plainAnswerType(nexus, {
        name: 'RemovedConcert',
        definition(t) {
          t.nonNull.id('documentId');
        },
      }),
      nexus.extendType({
        type: 'Query',
        definition(t) {
          t.nonNull.field('schoolRecord', {
            type: 'SchoolRecord',
            args: { schoolYear: 'Int', term: 'String' },
            description: 'The school record of the school account the caller owns (this school year by default, or one of its terms)',
          });
          t.nonNull.field('schoolDevelopmentPlan', {
            type: 'DevelopmentPlanDraft',
            args: { schoolYear: 'Int' },
            description: 'A draft of the music development plan summary of the school account the caller owns',
          });
        },
      }),
      nexus.extendType({
        type: 'Mutation',
        definition(t) {
          t.nonNull.field('markConcertAttended', { type: 'ConcertAttended', args: { production: nexus.nonNull('ID'), attendedOn: 'String' } });
          t.nonNull.field('removeConcertAttended', { type: 'RemovedConcert', args: { documentId: nexus.nonNull('ID') } });
        },
      }),
    ],
    resolvers: {
      Query: {
        async schoolRecord(_parent: unknown, args: unknown, context: CallerContext) {
          const ownerId = callerId(context);
          return service().record(ownerId, parseArguments(schoolRecordArguments.record, args));
        },
        async schoolDevelopmentPlan(_parent: unknown, args: unknown, context: CallerContext) {
          const ownerId = callerId(context);
          return service().developmentPlan(ownerId, parseArguments(schoolRecordArguments.plan, args).schoolYear);
        },
      },
      Mutation: {
        async markConcertAttended(_parent: unknown, args: unknown, context: CallerContext) {
          const ownerId = callerId(context);
          return service().markConcert(ownerId, parseArguments(schoolRecordArguments.markConcert, args));
        },
        async removeConcertAttended(_parent: unknown, args: unknown, context: CallerContext) {
          const ownerId = callerId(context);
          return service().removeConcert(ownerId, parseArguments(schoolRecordArguments.one, args).documentId);
        },
      },
    },
    resolversConfig: Object.fromEntries(
      ['Query.schoolRecord', 'Query.schoolDevelopmentPlan', 'Mutation.markConcertAttended', 'Mutation.removeConcertAttended'].map((name) => [name, LOGGED_IN]),
    ),
  }));
}
