/**
 * Short links through GraphQL (docs/short-links.md): one mutation, `createShortLink`, for active
 * subscribers, whose rules are the service's (./services/short-link.ts). Strapi's generic queries and
 * mutations of the type are off and it has no REST route: a code is opened at /s/{code} only
 * (middlewares/short-links.ts).
 */
import type { Core } from '@strapi/strapi';
import { LOGGED_IN, subscriberResolver } from '../../graphql/subscriber';
import type { Nexus } from '../../graphql/nexus';
import { plainAnswerType } from '../../graphql/plain-answers';
import { SHORT_LINK_KINDS, shortLinkArguments } from './validation';
import { shortLinks } from './services/short-link';

export const SHORT_LINK_GATE = {
  loggedOut: 'You need to be logged in to make a short link.',
  notSubscribed: 'You need an active subscription to make a short link.',
};

export function registerShortLinks(strapi: Core.Strapi): void {
  const extension = strapi.plugin('graphql').service('extension');
  extension.shadowCRUD('api::short-link.short-link').disable();

  extension.use(({ nexus }: { nexus: Nexus }) => ({
    types: [
      nexus.enumType({ name: 'ShortLinkKind', members: [...SHORT_LINK_KINDS], description: 'What a short link opens' }),
      plainAnswerType(nexus, {
        name: 'ShortLink',
        description: "A page's short link: the site answers /s/{code} with the page",
        definition(t) {
          t.nonNull.string('code');
          t.nonNull.string('path', { description: "The page's address the code leads to" });
        },
      }),
      nexus.extendType({
        type: 'Mutation',
        definition(t) {
          t.nonNull.field('createShortLink', {
            type: 'ShortLink',
            args: { kind: nexus.nonNull('ShortLinkKind'), target: nexus.nonNull('String'), path: nexus.nonNull('String') },
            description:
              "The short link of a published lesson or activity, or of the caller's own Music at Home link (target: the documentId, or the link's id): the one it has, or a new one",
          });
        },
      }),
    ],
    resolvers: {
      Mutation: {
        createShortLink: subscriberResolver(SHORT_LINK_GATE, shortLinkArguments, (teacherId, input) => shortLinks(strapi).make(teacherId, input)),
      },
    },
    resolversConfig: { 'Mutation.createShortLink': LOGGED_IN },
  }));
}
