/**
 * Custom units through GraphQL (docs/product.md, "Custom units"; rules in docs/custom-units.md).
 *
 * - A custom unit (custom scheme) belongs to the teacher whose token created it. Strapi's generic
 *   queries and mutations are off: `customSchemes`, `customScheme`, `createCustomScheme` and
 *   `deleteCustomScheme` look only among the caller's own, and another teacher's unit answers as a
 *   missing one. Only active subscribers may use them.
 * - `Lesson.activities_for_strands` gives a lesson's activities for a set of strands
 *   (services/custom-unit-lessons.ts), so every page and lesson mode show the same custom lesson.
 * - `Programme.has_custom_units` tells anyone whether the programme offers custom units (the
 *   'Your units of work' link) without revealing the plan itself.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { LOGGED_IN, subscriberId, type CallerContext } from './subscriber';
import { EMPTY_UNIT_NAME, lessonActivitiesFor, strandChoiceIssues } from '../services/custom-unit-lessons';

const SCHEME_UID = 'api::custom-scheme.custom-scheme';
const BUILDER_UID = 'api::custom-scheme-builder.custom-scheme-builder';
const PLAN_UID = 'api::custom-scheme-plan.custom-scheme-plan';
const LESSON_UID = 'api::lesson.lesson';
const STRAND_UID = 'api::learning-strand.learning-strand';
const PROGRAMME_UID = 'api::programme.programme';

export const UNIT_NOT_FOUND = 'That unit could not be found.';
export const UNITS_NEED_SUBSCRIPTION = 'You need an active subscription to build your own units.';
const PUBLISHED = { publishedAt: { $notNull: true } };

const GATE = { loggedOut: 'You need to be logged in to build your own units.', notSubscribed: UNITS_NEED_SUBSCRIPTION };

function refuse(messages: string[], field: string): never {
  throw new errors.ValidationError(messages.join(' '), {
    errors: messages.map((message) => ({ path: [field], message })),
  });
}

export function registerCustomUnits(strapi: Core.Strapi): void {
  const extension = strapi.plugin('graphql').service('extension');
  extension.shadowCRUD(SCHEME_UID).disableQueries();
  extension.shadowCRUD(SCHEME_UID).disableMutations();

  async function ownScheme(documentId: string, ownerId: number) {
    return strapi.db.query(SCHEME_UID).findOne({ where: { documentId, owner: { id: ownerId } }, select: ['id', 'documentId', 'title'] });
  }

  extension.use(({ nexus }: { nexus: any }) => ({
    types: [
      nexus.objectType({
        name: 'DeletedCustomScheme',
        definition(t: any) {
          t.nonNull.id('documentId');
          t.nonNull.string('title');
        },
      }),
      nexus.extendType({
        type: 'Query',
        definition(t: any) {
          t.nonNull.list.nonNull.field('customSchemes', {
            type: 'CustomScheme',
            args: { audience: 'String', programme: 'String' },
            description: "The caller's custom units, newest first; optionally of one audience and programme (by slug)",
          });
          t.field('customScheme', {
            type: 'CustomScheme',
            args: { documentId: nexus.nonNull('ID') },
            description: "One of the caller's custom units (null when missing or another teacher's)",
          });
        },
      }),
      nexus.extendType({
        type: 'Mutation',
        definition(t: any) {
          t.nonNull.field('createCustomScheme', {
            type: 'CustomScheme',
            args: {
              title: nexus.nonNull('String'),
              learning_strands: nexus.nonNull(nexus.list(nexus.nonNull('ID'))),
              audience: nexus.nonNull('ID'),
              programme: nexus.nonNull('ID'),
            },
          });
          t.nonNull.field('deleteCustomScheme', { type: 'DeletedCustomScheme', args: { documentId: nexus.nonNull('ID') } });
        },
      }),
      nexus.extendType({
        type: 'Lesson',
        definition(t: any) {
          t.nonNull.list.nonNull.field('activities_for_strands', {
            type: 'ActivityPage',
            args: { strands: nexus.nonNull(nexus.list(nexus.nonNull('ID'))) },
            description: "The lesson's activities for a custom unit of these learning strands (docs/custom-units.md)",
          });
        },
      }),
      nexus.extendType({
        type: 'Programme',
        definition(t: any) {
          t.nonNull.boolean('has_custom_units', { description: 'Whether teachers can build their own units of this programme' });
        },
      }),
    ],
    resolvers: {
      Query: {
        async customSchemes(_parent: unknown, args: { audience?: string | null; programme?: string | null }, context: CallerContext) {
          const ownerId = subscriberId(context, GATE);
          const filters: Record<string, unknown> = { owner: { id: ownerId } };
          if (args.audience) filters.audience = { slug: args.audience };
          if (args.programme) filters.programme = { slug: args.programme };
          return strapi.documents(SCHEME_UID).findMany({ filters: filters as never, sort: 'createdAt:desc', limit: 200 });
        },
        async customScheme(_parent: unknown, { documentId }: { documentId: string }, context: CallerContext) {
          const ownerId = subscriberId(context, GATE);
          if (!(await ownScheme(documentId, ownerId))) return null;
          return strapi.documents(SCHEME_UID).findOne({ documentId });
        },
      },
      Mutation: {
        async createCustomScheme(
          _parent: unknown,
          args: { title: string; learning_strands: string[]; audience: string; programme: string },
          context: CallerContext,
        ) {
          const ownerId = subscriberId(context, GATE);
          const title = args.title.trim();
          if (!title) refuse([EMPTY_UNIT_NAME], 'title');
          if (title.length > 120) refuse(["A unit's name can be at most 120 characters."], 'title');
          const programme = await strapi
            .documents(PROGRAMME_UID)
            .findOne({ documentId: args.programme, status: 'published', populate: { audience: { fields: ['documentId'] } } });
          if (!programme || (programme as { audience?: { documentId?: string } }).audience?.documentId !== args.audience) {
            refuse(['That programme does not exist for that audience.'], 'programme');
          }
          const [builder] = await strapi.documents(BUILDER_UID).findMany({
            filters: { programme: { documentId: args.programme }, audience: { documentId: args.audience } },
            status: 'published',
            populate: { learning_strands: { fields: ['documentId'] } },
            limit: 1,
          });
          if (!builder) refuse(['This programme does not offer custom units.'], 'programme');
          const offered = ((builder as { learning_strands?: Array<{ documentId: string }> }).learning_strands ?? []).map((strand) => strand.documentId);
          const issues = strandChoiceIssues(args.learning_strands, offered, (builder as { number_required_strands?: number }).number_required_strands ?? 4);
          if (issues.length) refuse(issues, 'learning_strands');
          return strapi.documents(SCHEME_UID).create({
            // Relations from a type without drafts name the published versions, or Strapi links both.
            data: {
              title,
              owner: ownerId,
              audience: { connect: [{ documentId: args.audience, status: 'published' }] },
              programme: { connect: [{ documentId: args.programme, status: 'published' }] },
              learning_strands: { connect: args.learning_strands.map((documentId) => ({ documentId, status: 'published' })) },
            } as never,
          });
        },
        async deleteCustomScheme(_parent: unknown, { documentId }: { documentId: string }, context: CallerContext) {
          const ownerId = subscriberId(context, GATE);
          const scheme = await ownScheme(documentId, ownerId);
          if (!scheme) throw new errors.NotFoundError(UNIT_NOT_FOUND);
          await strapi.documents(SCHEME_UID).delete({ documentId });
          return { documentId, title: scheme.title };
        },
      },
      Lesson: {
        async activities_for_strands(parent: { id: number }, { strands }: { strands: string[] }) {
          const lesson = await strapi.db.query(LESSON_UID).findOne({
            where: { id: parent.id },
            populate: {
              activities: { populate: { activity: true } },
              activities_above: true,
              activity_pool: { populate: { learning_strands: { select: ['combination_key'] } } },
              combination_key_configurations: { populate: { activities: true } },
            },
          });
          if (!lesson) return [];
          const chosen = strands.length
            ? await strapi.db.query(STRAND_UID).findMany({ where: { documentId: { $in: strands }, ...PUBLISHED }, select: ['combination_key'] })
            : [];
          const withKeys = (activity: { id: number; learning_strands?: Array<{ combination_key: string }> }) => ({
            ...activity,
            strandKeys: (activity.learning_strands ?? []).map((strand) => strand.combination_key),
          });
          return lessonActivitiesFor(
            {
              activities: (lesson.activities ?? []).filter((entry: any) => !entry.section_divider && entry.activity).map((entry: any) => entry.activity),
              activities_above: lesson.activities_above ?? [],
              activity_pool: (lesson.activity_pool ?? []).map(withKeys),
              configurations: (lesson.combination_key_configurations ?? []).map((configuration: any) => ({
                combination_key: configuration.combination_key,
                activities: configuration.activities ?? [],
              })),
            },
            chosen.map((strand: { combination_key: string }) => strand.combination_key),
          );
        },
      },
      Programme: {
        async has_custom_units(parent: { id: number }) {
          const plans = await strapi.db.query(PLAN_UID).count({ where: { programme: { id: parent.id }, ...PUBLISHED } });
          return plans > 0;
        },
      },
    },
    resolversConfig: {
      'Query.customSchemes': LOGGED_IN,
      'Query.customScheme': LOGGED_IN,
      'Mutation.createCustomScheme': LOGGED_IN,
      'Mutation.deleteCustomScheme': LOGGED_IN,
      // Reached only through a lesson, which only subscribers can read.
      'Lesson.activities_for_strands': { auth: false },
      'Programme.has_custom_units': { auth: false },
    },
  }));
}
