/**
 * Custom units through GraphQL (docs/product.md, "Custom units"; rules in docs/custom-units.md).
 * Strapi's generic custom-scheme queries and mutations are off. These resolvers let only active
 * subscribers through to the caller's own units, parse the arguments (src/api/custom-scheme/validation.ts)
 * and call the custom unit service (src/api/custom-scheme/services/custom-scheme.ts), which holds
 * every rule, read and write, with the owner taken from the token on every call.
 *
 * - `customSchemes`, `customScheme`, `createCustomScheme` and `deleteCustomScheme` look only among
 *   the caller's own units; another teacher's unit answers as a missing one.
 * - `Lesson.activities_for_strands` gives a lesson's activities for a set of strands, so every page
 *   and lesson mode show the same custom lesson.
 * - `Programme.has_custom_units` tells anyone whether the programme offers custom units (the
 *   'Your units of work' link) without revealing the plan itself.
 */
import type { Core } from '@strapi/strapi';
import { LOGGED_IN, subscriberResolver } from '../../graphql/subscriber';
import { customUnitArguments, parseArguments } from './validation';
import { UNITS_NEED_SUBSCRIPTION, type CustomSchemeService } from './services/custom-scheme';
import type { Nexus } from '../../graphql/nexus';
import { plainAnswerType } from '../../graphql/plain-answers';
import { CUSTOM_UNIT_UID } from '../../content-types';

const GATE = { loggedOut: 'You need to be logged in to build your own units.', notSubscribed: UNITS_NEED_SUBSCRIPTION };

export function registerCustomUnits(strapi: Core.Strapi): void {
  const extension = strapi.plugin('graphql').service('extension');
  extension.shadowCRUD(CUSTOM_UNIT_UID).disableQueries();
  extension.shadowCRUD(CUSTOM_UNIT_UID).disableMutations();
  const units = () => strapi.service(CUSTOM_UNIT_UID) as unknown as CustomSchemeService;

  extension.use(({ nexus }: { nexus: Nexus }) => ({
    types: [
      plainAnswerType(nexus, {
        name: 'DeletedCustomScheme',
        definition(t) {
          t.nonNull.id('documentId');
          t.nonNull.string('title');
        },
      }),
      nexus.extendType({
        type: 'Query',
        definition(t) {
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
        definition(t) {
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
        definition(t) {
          t.nonNull.list.nonNull.field('activities_for_strands', {
            type: 'ActivityPage',
            args: { strands: nexus.nonNull(nexus.list(nexus.nonNull('ID'))) },
            description: "The lesson's activities for a custom unit of these learning strands (docs/custom-units.md)",
          });
        },
      }),
      nexus.extendType({
        type: 'Programme',
        definition(t) {
          t.nonNull.boolean('has_custom_units', { description: 'Whether teachers can build their own units of this programme' });
        },
      }),
    ],
    resolvers: {
      Query: {
        customSchemes: subscriberResolver(GATE, customUnitArguments.list, (ownerId, input) => units().listOwn(ownerId, input)),
        customScheme: subscriberResolver(GATE, customUnitArguments.one, (ownerId, { documentId }) => units().findOwn(ownerId, documentId)),
      },
      Mutation: {
        createCustomScheme: subscriberResolver(GATE, customUnitArguments.create, (ownerId, input) => units().create(ownerId, input)),
        deleteCustomScheme: subscriberResolver(GATE, customUnitArguments.one, (ownerId, { documentId }) => units().remove(ownerId, documentId)),
      },
      Lesson: {
        async activities_for_strands(parent: { id: number }, args: unknown) {
          const { strands } = parseArguments(customUnitArguments.strands, args);
          return units().activitiesForStrands(parent.id, strands);
        },
      },
      Programme: {
        async has_custom_units(parent: { id: number }) {
          return units().programmeHasCustomUnits(parent.id);
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
