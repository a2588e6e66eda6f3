/**
 * Playlists through GraphQL (docs/product.md, "Server rules for playlists"; rules in
 * docs/playlists.md). Strapi's generic playlist queries and mutations are switched off: these
 * resolvers take the owner from the token on every call, so no argument can name another teacher's
 * playlist. Another teacher's playlist answers exactly as a missing one. Only active subscribers
 * may use playlists.
 *
 * An update carries the version it was read at; a save from a stale copy (another tab saved first)
 * is refused with a PlaylistConflictError rather than silently dropping the other tab's items.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { LOGGED_IN, subscriberId, type CallerContext } from './subscriber';
import { issueAt, itemIssues, orderedItems, titleIssues, type CleanItem, type Issue, type PlaylistItemInput } from '../validation/playlist';

const PLAYLIST_UID = 'api::playlist.playlist';
const ACTIVITY_UID = 'api::activity-page.activity-page';
const AUDIENCE_UID = 'api::audience.audience';
const AUDIO_PAGE_UID = 'api::audio-page.audio-page';

export const NOT_FOUND = 'That playlist could not be found.';
export const NEEDS_SUBSCRIPTION = 'You need an active subscription to use playlists.';
export const STALE =
  'This playlist was changed in another window or tab since you opened it. Reload it to see the latest version, then make your change again.';

export class PlaylistConflictError extends errors.ApplicationError {
  constructor(currentVersion: number) {
    super(STALE, { currentVersion });
    // Strapi turns the name into the GraphQL error code STRAPI_PLAYLIST_CONFLICT_ERROR.
    (this as { name: string }).name = 'PlaylistConflictError';
  }
}

interface SaveArgs {
  title?: string | null;
  audience?: string | null;
  items?: ReadonlyArray<PlaylistItemInput | null> | null;
}

const GATE = { loggedOut: 'You need to be logged in to use playlists.', notSubscribed: NEEDS_SUBSCRIPTION };

function refuse(issues: Issue[]): never {
  throw new errors.ValidationError(issues.length === 1 ? issues[0].message : `${issues.length} errors occurred`, { errors: issues });
}

export function registerPlaylists(strapi: Core.Strapi): void {
  const extension = strapi.plugin('graphql').service('extension');
  extension.shadowCRUD(PLAYLIST_UID).disableQueries();
  extension.shadowCRUD(PLAYLIST_UID).disableMutations();

  /** The caller's playlist row (id, version), or undefined when it is missing or someone else's. */
  async function ownRow(documentId: string, ownerId: number): Promise<{ id: number; version: number } | undefined> {
    const row = await strapi.db.query(PLAYLIST_UID).findOne({ where: { documentId, owner: { id: ownerId } }, select: ['id', 'version'] });
    return row ?? undefined;
  }

  /**
   * The recordings a playlist may hold, of those asked for: files that a published audio page plays
   * as one of its excerpts (where the site offers "Add to playlist"), never any file of the media
   * library (a draft's recording, a teaching PDF).
   */
  async function publishedRecordings(audioIds: string[]): Promise<Map<string, number>> {
    if (!audioIds.length) return new Map();
    const pages = await strapi.documents(AUDIO_PAGE_UID).findMany({
      status: 'published',
      fields: ['documentId'],
      populate: { audio_excerpts: { populate: { audio_file: { fields: ['documentId', 'mime'] } } } },
    } as never);
    const wanted = new Set(audioIds);
    const found = new Map<string, number>();
    for (const page of pages as Array<{ audio_excerpts?: Array<{ audio_file?: { id: number; documentId: string; mime?: string } | null }> }>) {
      for (const excerpt of page.audio_excerpts ?? []) {
        const file = excerpt.audio_file;
        if (file && wanted.has(file.documentId) && file.mime?.startsWith('audio/')) found.set(file.documentId, file.id);
      }
    }
    return found;
  }

  /** Checks every target exists (a published activity, a published page's recording) and builds the dynamic zone. */
  async function storedItems(items: CleanItem[]): Promise<Record<string, unknown>[]> {
    const activityIds = [...new Set(items.filter((i) => i.type === 'activity').map((i) => i.item))];
    const audioIds = [...new Set(items.filter((i) => i.type === 'audio').map((i) => i.item))];
    const activities = activityIds.length
      ? await strapi
          .documents(ACTIVITY_UID)
          .findMany({ filters: { documentId: { $in: activityIds } }, fields: ['documentId'], status: 'published', limit: activityIds.length })
      : [];
    const knownActivities = new Set(activities.map((a: { documentId: string }) => a.documentId));
    const audioFiles = await publishedRecordings(audioIds);
    const issues: Issue[] = [];
    items.forEach((item, index) => {
      const known = item.type === 'activity' ? knownActivities.has(item.item) : audioFiles.has(item.item);
      if (!known)
        issues.push(issueAt(['items', String(index), 'item'], item.type === 'activity' ? 'That activity does not exist.' : 'That recording does not exist.'));
    });
    if (issues.length) refuse(issues);
    return items.map((item) =>
      item.type === 'activity'
        ? { __component: 'playlist.activity-item', title: item.title, item: item.item, context_path: item.context_path, playlist_order: item.playlist_order }
        : {
            __component: 'playlist.audio-item',
            title: item.title,
            item: audioFiles.get(item.item),
            context_path: item.context_path,
            playlist_order: item.playlist_order,
          },
    );
  }

  async function audienceId(documentId: string | null | undefined): Promise<string | null> {
    if (!documentId) return null;
    const audience = await strapi.documents(AUDIENCE_UID).findOne({ documentId, fields: ['documentId'], status: 'published' });
    if (!audience) refuse([issueAt(['audience'], 'That audience does not exist.')]);
    return documentId;
  }

  /** Validates a save's fields; `creating` requires a title. */
  async function validData(args: SaveArgs, creating: boolean): Promise<Record<string, unknown>> {
    const issues = [...(creating || args.title != null ? titleIssues(args.title) : []), ...(args.items ? itemIssues(args.items) : [])];
    if (issues.length) refuse(issues);
    const data: Record<string, unknown> = {};
    if (args.title != null) data.title = args.title.trim();
    if (args.audience !== undefined) data.audience = await audienceId(args.audience);
    if (args.items) data.playlist_item = await storedItems(orderedItems(args.items as PlaylistItemInput[]));
    return data;
  }

  extension.use(({ nexus }: { nexus: any }) => ({
    types: [
      nexus.inputObjectType({
        name: 'PlaylistItemInput',
        definition(t: any) {
          t.string('type', { description: "'activity' or 'audio'" });
          t.id('item', { description: "The activity page's documentId, or the audio file's documentId" });
          t.string('title');
          t.string('context_path', { description: 'The path on the site the item was added from' });
          t.int('playlist_order');
        },
      }),
      nexus.objectType({
        name: 'DeletedPlaylist',
        definition(t: any) {
          t.nonNull.id('documentId');
        },
      }),
      nexus.extendType({
        type: 'Query',
        definition(t: any) {
          t.nonNull.list.nonNull.field('playlists', { type: 'Playlist', description: "The caller's playlists, most recently changed first" });
          t.field('playlist', {
            type: 'Playlist',
            args: { documentId: nexus.nonNull('ID') },
            description: "One of the caller's playlists (null when missing or another teacher's)",
          });
        },
      }),
      nexus.extendType({
        type: 'Mutation',
        definition(t: any) {
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
        async playlists(_parent: unknown, _args: unknown, context: CallerContext) {
          const ownerId = subscriberId(context, GATE);
          return strapi.documents(PLAYLIST_UID).findMany({ filters: { owner: { id: ownerId } }, sort: 'updatedAt:desc', limit: 500 });
        },
        async playlist(_parent: unknown, { documentId }: { documentId: string }, context: CallerContext) {
          const ownerId = subscriberId(context, GATE);
          if (!(await ownRow(documentId, ownerId))) return null;
          return strapi.documents(PLAYLIST_UID).findOne({ documentId });
        },
      },
      Mutation: {
        async createPlaylist(_parent: unknown, args: SaveArgs, context: CallerContext) {
          const ownerId = subscriberId(context, GATE);
          const data = await validData(args, true);
          return strapi.db.transaction(() => strapi.documents(PLAYLIST_UID).create({ data: { playlist_item: [], ...data, owner: ownerId, version: 1 } }));
        },
        async updatePlaylist(_parent: unknown, args: SaveArgs & { documentId: string; version: number }, context: CallerContext) {
          const ownerId = subscriberId(context, GATE);
          const row = await ownRow(args.documentId, ownerId);
          if (!row) throw new errors.NotFoundError(NOT_FOUND);
          const data = await validData(args, false);
          return strapi.db.transaction(async () => {
            // Compare-and-set on the version: of two saves from the same version, only the first wins.
            const claimed = await strapi.db
              .query(PLAYLIST_UID)
              .updateMany({ where: { id: row.id, version: args.version }, data: { version: args.version + 1 } });
            if (claimed.count !== 1) {
              const current = await strapi.db.query(PLAYLIST_UID).findOne({ where: { id: row.id }, select: ['version'] });
              throw new PlaylistConflictError(current?.version ?? row.version);
            }
            return strapi.documents(PLAYLIST_UID).update({ documentId: args.documentId, data });
          });
        },
        async deletePlaylist(_parent: unknown, { documentId }: { documentId: string }, context: CallerContext) {
          const ownerId = subscriberId(context, GATE);
          if (!(await ownRow(documentId, ownerId))) throw new errors.NotFoundError(NOT_FOUND);
          await strapi.documents(PLAYLIST_UID).delete({ documentId });
          return { documentId };
        },
      },
    },
    resolversConfig: {
      // Logged-in callers reach the resolvers, which let only active subscribers through.
      'Query.playlists': LOGGED_IN,
      'Query.playlist': LOGGED_IN,
      'Mutation.createPlaylist': LOGGED_IN,
      'Mutation.updatePlaylist': LOGGED_IN,
      'Mutation.deletePlaylist': LOGGED_IN,
    },
  }));
}
