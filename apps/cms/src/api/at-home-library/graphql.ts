/**
 * Music at Home through GraphQL (docs/product.md, "At-home libraries"; the site's
 * ActivityAtHomeLibrary and ActivityAtHome queries; rules in services/at-home-library.ts and
 * docs/at-home-and-cpd.md).
 *
 * - `atHomeLibrary(id)` and `atHomeActivity(library, activity)` answer anyone (families have no
 *   account) with views made of at-home fields only; they are their own types, so no selection can
 *   reach an activity's teaching fields through them.
 * - A malformed id answers STRAPI_AT_HOME_LINK_NOT_FOUND, a link whose teacher has no active
 *   subscription STRAPI_AT_HOME_LINK_UNAVAILABLE, and an unknown library or activity null.
 * - `Programme.at_home_link_id` gives a logged-in teacher the id of their own link for the
 *   programme's first at-home library (null for visitors and programmes without one).
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { atHomeLibraries } from './services/at-home-library';
import { AtHomeLinkRefused } from './link-ids';
import { atHomeLinkSalt } from '../../runtime/settings';
import type { CallerContext } from '../../graphql/subscriber';
import type { Nexus } from '../../graphql/nexus';
import { plainAnswerType } from '../../graphql/plain-answers';

class AtHomeLinkError extends errors.ApplicationError {
  constructor(refusal: AtHomeLinkRefused) {
    super(refusal.message);
    // Strapi turns the name into the GraphQL code: STRAPI_AT_HOME_LINK_NOT_FOUND or STRAPI_AT_HOME_LINK_UNAVAILABLE.
    (this as { name: string }).name = refusal.reason === 'malformed' ? 'AtHomeLinkNotFound' : 'AtHomeLinkUnavailable';
  }
}

export function registerAtHome(strapi: Core.Strapi): void {
  // Read now so that a production start without its salt stops here (runtime/settings.ts).
  atHomeLinkSalt();
  const libraries = () => atHomeLibraries(strapi);
  const extension = strapi.plugin('graphql').service('extension');
  // Our `atHomeLibrary(id)` takes the name of Strapi's generated one (by documentId, with grants): that one is off.
  extension.shadowCRUD('api::at-home-library.at-home-library').disableAction('findOne');

  async function open(linkId: string) {
    try {
      return await libraries().open(linkId);
    } catch (error) {
      if (error instanceof AtHomeLinkRefused) throw new AtHomeLinkError(error);
      throw error;
    }
  }

  extension.use(({ nexus }: { nexus: Nexus }) => ({
    types: [
      plainAnswerType(nexus, {
        name: 'AtHomeFile',
        definition(t) {
          t.nonNull.string('name');
          t.nonNull.string('url', { description: 'Served to anyone holding the link, while it opens' });
          t.string('mime');
          t.string('alternativeText');
          t.string('caption');
          t.int('width');
          t.int('height');
          t.float('size');
        },
      }),
      plainAnswerType(nexus, {
        name: 'AtHomeDocument',
        definition(t) {
          t.nonNull.string('title');
          t.nonNull.field('file', { type: 'AtHomeFile' });
        },
      }),
      plainAnswerType(nexus, {
        name: 'AtHomeDetail',
        definition(t) {
          t.nonNull.id('id');
          t.string('title');
          t.field('description', { type: 'JSON', description: 'Rich text (blocks)' });
          t.nonNull.list.nonNull.field('media', { type: 'AtHomeFile' });
        },
      }),
      plainAnswerType(nexus, {
        name: 'AtHomeActivityCard',
        definition(t) {
          t.nonNull.id('documentId');
          t.nonNull.string('title');
          t.field('image', { type: 'AtHomeFile' });
        },
      }),
      plainAnswerType(nexus, {
        name: 'AtHomeLibrarySummary',
        definition(t) {
          t.nonNull.string('id', { description: 'The link id' });
          t.nonNull.string('title');
        },
      }),
      plainAnswerType(nexus, {
        name: 'AtHomeLibraryView',
        definition(t) {
          t.nonNull.string('id', { description: 'The link id' });
          t.nonNull.string('title');
          t.field('introduction', { type: 'JSON', description: 'Rich text (blocks)' });
          t.nonNull.list.nonNull.field('activities', { type: 'AtHomeActivityCard' });
        },
      }),
      plainAnswerType(nexus, {
        name: 'AtHomeActivityView',
        definition(t) {
          t.nonNull.id('documentId');
          t.nonNull.string('title');
          t.string('music');
          t.string('equipment');
          t.nonNull.list.nonNull.field('details', { type: 'AtHomeDetail' });
          t.nonNull.list.nonNull.field('documents', { type: 'AtHomeDocument' });
          t.field('previous', { type: 'AtHomeActivityCard' });
          t.field('next', { type: 'AtHomeActivityCard' });
          t.nonNull.field('library', { type: 'AtHomeLibrarySummary' });
        },
      }),
      nexus.extendType({
        type: 'Query',
        definition(t) {
          t.field('atHomeLibrary', {
            type: 'AtHomeLibraryView',
            args: { id: nexus.nonNull('String') },
            description: 'The at-home library a Music at Home link opens (null when there is none)',
          });
          t.field('atHomeActivity', {
            type: 'AtHomeActivityView',
            args: { library: nexus.nonNull('String'), activity: nexus.nonNull('ID') },
            description: 'One activity of the at-home library a link opens (null when the library does not list it)',
          });
        },
      }),
      nexus.extendType({
        type: 'Programme',
        definition(t) {
          t.string('at_home_link_id', {
            description: "The logged-in caller's Music at Home link id for this programme (null for visitors, or without at-home libraries)",
          });
        },
      }),
    ],
    resolvers: {
      Query: {
        async atHomeLibrary(_parent: unknown, { id }: { id: string }) {
          const library = await open(id);
          return library ? libraries().libraryView(id, library) : null;
        },
        async atHomeActivity(_parent: unknown, args: { library: string; activity: string }) {
          const library = await open(args.library);
          return library ? libraries().activityView(args.library, library, args.activity) : null;
        },
      },
      Programme: {
        async at_home_link_id(parent: { id: number }, _args: unknown, context: CallerContext) {
          const teacherId = context.state?.user?.id;
          return teacherId ? libraries().linkId(parent.id, teacherId) : null;
        },
      },
    },
    resolversConfig: {
      // Families open the link without an account: the link itself is checked on every call.
      'Query.atHomeLibrary': { auth: false },
      'Query.atHomeActivity': { auth: false },
      'Programme.at_home_link_id': { auth: false },
    },
  }));
}
