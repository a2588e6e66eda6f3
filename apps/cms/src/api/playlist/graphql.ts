/**
 * Playlists through GraphQL (docs/product.md, "Server rules for playlists"; rules in
 * docs/playlists.md). Strapi's generic playlist queries and mutations are switched off. These
 * resolvers let only active subscribers through, parse the arguments (src/api/playlist/validation.ts)
 * and call the playlist service (src/api/playlist/services/playlist.ts), which holds every rule and
 * write, with the owner taken from the token on every call.
 */
import type { Core } from '@strapi/strapi';
import { LOGGED_IN, subscriberId, subscriberResolver, type CallerContext } from '../../graphql/subscriber';
import { playlistArguments } from './validation';
import { NEEDS_SUBSCRIPTION, type PlaylistService } from './services/playlist';
import type { Nexus } from '../../graphql/nexus';
import { plainAnswerType } from '../../graphql/plain-answers';
import { PLAYLIST_UID } from '../../content-types';

const GATE = { loggedOut: 'You need to be logged in to use playlists.', notSubscribed: NEEDS_SUBSCRIPTION };

export function registerPlaylists(strapi: Core.Strapi): void {
  const extension = strapi.plugin('graphql').service('extension');
  extension.shadowCRUD(PLAYLIST_UID).disableQueries();
  extension.shadowCRUD(PLAYLIST_UID).disableMutations();
  const playlists = () => strapi.service(PLAYLIST_UID) as unknown as PlaylistService;

  extension.use(({ nexus }: { nexus: Nexus }) => ({
    types: [
      nexus.inputObjectType({
        name: 'PlaylistItemInput',
        definition(t) {
          t.string('type', { description: "'activity' or 'audio'" });
          t.id('item', { description: "The activity page's documentId, or the audio file's documentId" });
          t.string('title');
          t.string('context_path', { description: 'The path on the site the item was added from' });
          t.int('playlist_order');
        },
      }),
      plainAnswerType(nexus, {
        name: 'PlaylistSummary',
        description: "A playlist as the list of a teacher's playlists shows it",
        definition(t) {
          t.nonNull.id('documentId');
          t.nonNull.string('title');
          t.nonNull.int('version');
          t.field('updatedAt', { type: 'DateTime' });
          t.field('audience', { type: 'PlaylistSummaryAudience', description: 'Its audience, while that is published' });
          t.nonNull.int('itemCount');
        },
      }),
      plainAnswerType(nexus, {
        name: 'PlaylistSummaryAudience',
        definition(t) {
          t.nonNull.id('documentId');
          t.nonNull.string('title');
        },
      }),
      plainAnswerType(nexus, {
        name: 'DeletedPlaylist',
        definition(t) {
          t.nonNull.id('documentId');
        },
      }),
      nexus.extendType({
        type: 'Query',
        definition(t) {
          t.nonNull.list.nonNull.field('playlistSummaries', {
            type: 'PlaylistSummary',
            description: "The caller's playlists as their list shows them, most recently changed first (one statement: what the site's lists ask)",
          });
          t.nonNull.list.nonNull.field('playlists', {
            type: 'Playlist',
            description: "The caller's playlists, most recently changed first, with all they hold",
          });
          t.field('playlist', {
            type: 'Playlist',
            args: { documentId: nexus.nonNull('ID') },
            description: "One of the caller's playlists (null when missing or another teacher's)",
          });
        },
      }),
      nexus.extendType({
        type: 'Mutation',
        definition(t) {
          t.nonNull.field('createPlaylist', {
            type: 'Playlist',
            args: { title: nexus.nonNull('String'), audience: 'ID', items: nexus.list(nexus.nonNull('PlaylistItemInput')) },
          });
          t.nonNull.field('updatePlaylist', {
            type: 'Playlist',
            args: {
              documentId: nexus.nonNull('ID'),
              version: nexus.nonNull('Int'),
              title: 'String',
              audience: 'ID',
              items: nexus.list(nexus.nonNull('PlaylistItemInput')),
            },
          });
          t.nonNull.field('deletePlaylist', { type: 'DeletedPlaylist', args: { documentId: nexus.nonNull('ID') } });
        },
      }),
    ],
    resolvers: {
      Query: {
        async playlistSummaries(_parent: unknown, _args: unknown, context: CallerContext) {
          return playlists().summaries(subscriberId(context, GATE));
        },
        async playlists(_parent: unknown, _args: unknown, context: CallerContext) {
          return playlists().listOwn(subscriberId(context, GATE));
        },
        playlist: subscriberResolver(GATE, playlistArguments.one, (ownerId, { documentId }) => playlists().findOwn(ownerId, documentId)),
      },
      Mutation: {
        createPlaylist: subscriberResolver(GATE, playlistArguments.create, (ownerId, input) => playlists().create(ownerId, input)),
        updatePlaylist: subscriberResolver(GATE, playlistArguments.update, (ownerId, { documentId, version, ...save }) =>
          playlists().update(ownerId, documentId, version, save),
        ),
        deletePlaylist: subscriberResolver(GATE, playlistArguments.one, (ownerId, { documentId }) => playlists().remove(ownerId, documentId)),
      },
    },
    resolversConfig: {
      // Logged-in callers reach the resolvers, which let only active subscribers through.
      'Query.playlistSummaries': LOGGED_IN,
      'Query.playlists': LOGGED_IN,
      'Query.playlist': LOGGED_IN,
      'Mutation.createPlaylist': LOGGED_IN,
      'Mutation.updatePlaylist': LOGGED_IN,
      'Mutation.deletePlaylist': LOGGED_IN,
    },
  }));
}
