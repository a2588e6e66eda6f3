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
import { ACTIVITY_UID, AUDIENCE_UID, PLAYLIST_UID } from '../../../content-types';
import { ACTIVITY_ITEM, AUDIO_ITEM, playlistRows, type ItemRow, type Links } from './playlist-rows';

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

  const rows = playlistRows(strapi);

  /**
   * Checks every target exists and answers the items' rows: an activity must be a published activity
   * page; a recording must be a file that a published audio page plays as one of its excerpts (where the
   * site offers "Add to playlist"), never any other file of the media library (a draft's recording, a
   * teaching PDF). Two statements, whatever the number of items.
   */
  async function itemRows(items: CleanItem[]): Promise<ItemRow[]> {
    const activities = await rows.publishedRows(ACTIVITY_UID, [...new Set(items.filter((i) => i.type === 'activity').map((i) => i.item))]);
    const recordings = await rows.playedRecordings([...new Set(items.filter((i) => i.type === 'audio').map((i) => i.item))]);
    const issues: Issue[] = [];
    items.forEach((item, index) => {
      const known = item.type === 'activity' ? activities.has(item.item) : recordings.has(item.item);
      if (!known)
        issues.push(issueAt(['items', String(index), 'item'], item.type === 'activity' ? 'That activity does not exist.' : 'That recording does not exist.'));
    });
    if (issues.length) refuse(issues);
    return items.map(({ type, item, title, context_path, playlist_order }) =>
      type === 'activity'
        ? { component: ACTIVITY_ITEM, title, context_path, playlist_order, activityRows: activities.get(item)! }
        : { component: AUDIO_ITEM, title, context_path, playlist_order, fileId: recordings.get(item)! },
    );
  }

  /** The rows of a published audience (none for null), or a refusal. */
  async function audienceRows(documentId: string | null): Promise<number[]> {
    if (!documentId) return [];
    const audience = (await rows.publishedRows(AUDIENCE_UID, [documentId])).get(documentId);
    if (!audience) refuse([issueAt(['audience'], 'That audience does not exist.')]);
    return audience;
  }

  /** Checks a save's own fields (`creating` requires a title), reading nothing. */
  function checkFields(save: PlaylistSave, creating: boolean): void {
    const issues = [...(creating || save.title != null ? titleIssues(save.title) : []), ...(save.items ? itemIssues(save.items) : [])];
    if (issues.length) refuse(issues);
  }

  /** Whether a save changes what the playlist points at (its audience, its items), which needs more than its own row written. */
  const changesLinks = (save: PlaylistSave) => save.audience !== undefined || Boolean(save.items);

  /**
   * Checks a save's targets and answers the rows its audience and items point at, read before it writes
   * and outside its transaction: under read committed, a read inside it would see no more (a target
   * unpublished after the read and before the write is linked either way).
   */
  async function linksOf(save: PlaylistSave): Promise<Links> {
    return {
      audience: save.audience !== undefined ? await audienceRows(save.audience ?? null) : undefined,
      items: save.items ? await itemRows(orderedItems(save.items as PlaylistItemInput[])) : undefined,
    };
  }

  /** Why a save cannot claim the playlist at `version`: someone else's or missing (NOT_FOUND), or changed since (a conflict). */
  async function refuseClaim(ownerId: number, documentId: string, version?: number): Promise<void> {
    const row = await ownRow(ownerId, documentId);
    if (!row) throw new errors.NotFoundError(NOT_FOUND);
    if (row.version !== version) throw new PlaylistConflictError(row.version);
  }

  return {
    /**
     * The owner's playlists, most recently changed first. Read with the query engine: a playlist has one
     * row (no drafts, no locales), so the document service would only wrap the one read in a transaction.
     */
    async listOwn(ownerId: number) {
      return strapi.db.query(PLAYLIST_UID).findMany({ where: { owner: { id: ownerId } }, orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }], limit: 500 });
    },

    /** The owner's playlists as their list shows them (title, audience, number of items): one statement. */
    summaries(ownerId: number) {
      return rows.summaries(ownerId);
    },

    /** One of the owner's playlists; null when it is missing or someone else's. */
    async findOwn(ownerId: number, documentId: string) {
      return (await strapi.db.query(PLAYLIST_UID).findOne({ where: { documentId, owner: { id: ownerId } } })) ?? null;
    },

    /** A new playlist of the owner's, at version 1. */
    async create(ownerId: number, save: PlaylistSave) {
      checkFields(save, true);
      return rows.create(ownerId, { title: save.title!.trim(), version: 1 }, await linksOf(save));
    },

    /**
     * Saves the owner's playlist if it is still at `version` (PlaylistConflictError otherwise); NOT_FOUND
     * for anyone else's, whatever the save holds once its own fields are valid (a target that does not
     * exist is told only to the owner of a playlist it could claim). The playlist is claimed (owner and
     * version) in the statement that writes its row: a rename is that one statement; a save of items or
     * an audience reads its targets first, then claims and writes in one statement on PostgreSQL (one
     * transaction on SQLite).
     */
    async update(ownerId: number, documentId: string, version: number, save: PlaylistSave) {
      checkFields(save, false);
      const now = new Date();
      const data = { version: version + 1, updatedAt: now, publishedAt: now, ...(save.title != null ? { title: save.title.trim() } : {}) };
      const links: Links | undefined = changesLinks(save)
        ? await linksOf(save).catch(async (refused: unknown) => {
            await refuseClaim(ownerId, documentId, version);
            throw refused;
          })
        : undefined;
      const row = links ? await rows.update(ownerId, documentId, version, data, links) : await rows.claim(ownerId, documentId, version, data);
      if (!row) await refuseClaim(ownerId, documentId);
      return row!;
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
