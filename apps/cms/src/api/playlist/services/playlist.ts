/**
 * Playlists: every rule and every read and write (docs/product.md, "Server rules for playlists";
 * docs/playlists.md). The GraphQL resolvers (src/api/playlist/graphql.ts) check the caller, parse the
 * arguments and call these methods with the owner taken from the token, so no argument can name
 * another teacher's playlist. Another teacher's playlist answers exactly as a missing one.
 *
 * An update carries the version it was read at; a save from a stale copy (another tab saved first)
 * is refused with a PlaylistConflictError rather than silently dropping the other tab's items.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { itemIssues, orderedItems, titleIssues, type CleanItem, type PlaylistItemInput, type PlaylistSave } from '../validation';
import { issueAt, type Issue } from '../../../validation/issues';
import { ACTIVITY_UID, AUDIENCE_UID, AUDIO_PAGE_UID, PLAYLIST_UID } from '../../../content-types';

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

function refuse(issues: Issue[]): never {
  throw new errors.ValidationError(issues.length === 1 ? issues[0].message : `${issues.length} errors occurred`, { errors: issues });
}

const playlistService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** The caller's playlist row (id, version), or undefined when it is missing or someone else's. */
  async function ownRow(ownerId: number, documentId: string): Promise<{ id: number; version: number } | undefined> {
    const row = await strapi.db.query(PLAYLIST_UID).findOne({ where: { documentId, owner: { id: ownerId } }, select: ['id', 'version'] });
    return row ?? undefined;
  }

  /**
   * The recordings a playlist may hold, of those asked for: files that a published audio page plays
   * as one of its excerpts (where the site offers "Add to playlist"), never any file of the media
   * library (a draft's recording, a teaching PDF). Keyed by the file's documentId, giving its id.
   */
  async function allowedRecordings(audioIds: string[]): Promise<Map<string, number>> {
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
    const audioFiles = await allowedRecordings(audioIds);
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

  /** Validates a save's fields (before any transaction: a rejected save stores nothing); `creating` requires a title. */
  async function validData(save: PlaylistSave, creating: boolean): Promise<Record<string, unknown>> {
    const issues = [...(creating || save.title != null ? titleIssues(save.title) : []), ...(save.items ? itemIssues(save.items) : [])];
    if (issues.length) refuse(issues);
    const data: Record<string, unknown> = {};
    if (save.title != null) data.title = save.title.trim();
    if (save.audience !== undefined) data.audience = await audienceId(save.audience);
    if (save.items) data.playlist_item = await storedItems(orderedItems(save.items as PlaylistItemInput[]));
    return data;
  }

  return {
    allowedRecordings,

    /** The owner's playlists, most recently changed first. */
    async listOwn(ownerId: number) {
      return strapi.documents(PLAYLIST_UID).findMany({ filters: { owner: { id: ownerId } }, sort: 'updatedAt:desc', limit: 500 });
    },

    /** One of the owner's playlists; null when it is missing or someone else's. */
    async findOwn(ownerId: number, documentId: string) {
      if (!(await ownRow(ownerId, documentId))) return null;
      return strapi.documents(PLAYLIST_UID).findOne({ documentId });
    },

    /** A new playlist of the owner's, at version 1. */
    async create(ownerId: number, save: PlaylistSave) {
      const data = await validData(save, true);
      return strapi.db.transaction(() => strapi.documents(PLAYLIST_UID).create({ data: { playlist_item: [], ...data, owner: ownerId, version: 1 } }));
    },

    /** Saves the owner's playlist if it is still at `version` (PlaylistConflictError otherwise); NOT_FOUND for anyone else's. */
    async update(ownerId: number, documentId: string, version: number, save: PlaylistSave) {
      const row = await ownRow(ownerId, documentId);
      if (!row) throw new errors.NotFoundError(NOT_FOUND);
      const data = await validData(save, false);
      return strapi.db.transaction(async () => {
        // Compare-and-set on the version: of two saves from the same version, only the first wins.
        const claimed = await strapi.db.query(PLAYLIST_UID).updateMany({ where: { id: row.id, version }, data: { version: version + 1 } });
        if (claimed.count !== 1) {
          const current = await strapi.db.query(PLAYLIST_UID).findOne({ where: { id: row.id }, select: ['version'] });
          throw new PlaylistConflictError(current?.version ?? row.version);
        }
        return strapi.documents(PLAYLIST_UID).update({ documentId, data });
      });
    },

    /** Deletes the owner's playlist; NOT_FOUND for anyone else's. */
    async remove(ownerId: number, documentId: string): Promise<{ documentId: string }> {
      if (!(await ownRow(ownerId, documentId))) throw new errors.NotFoundError(NOT_FOUND);
      await strapi.documents(PLAYLIST_UID).delete({ documentId });
      return { documentId };
    },
  };
};

export type PlaylistService = ReturnType<typeof playlistService>;

export default playlistService;
