/**
 * A playlist's rows, read and written in a fixed number of statements (issue 43; docs/playlists.md,
 * "How a save is written"). Strapi's document service writes, reads back and deletes each item's
 * component on its own (45 statements for a save of four items, 58 on average in the teachers'
 * benchmark) and, after the commit, reads the whole entry again for an `entry.update` event that nothing
 * listens to for teachers' playlists. Here a save's items are a few bulk statements in the caller's
 * transaction, whatever their number.
 *
 * The rows are exactly those the document service writes (tests/playlist-rows.test.ts compares them
 * table by table, on SQLite and PostgreSQL), so the admin panel, GraphQL's reads and
 * `npm run check-database` see no difference. Every table and column name comes from Strapi's metadata.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { fromRow, toColumnName as column, toRow } from '@strapi/database/dist/query/helpers/transform';
import { AUDIENCE_UID, AUDIO_PAGE_UID, PLAYLIST_UID } from '../../../content-types';
import { linkOf, morphLinkOf, tableOf } from '../../../runtime/link-tables';

const ITEMS_FIELD = 'playlist_item';
export const ACTIVITY_ITEM = 'playlist.activity-item';
export const AUDIO_ITEM = 'playlist.audio-item';
const FILE_UID = 'plugin::upload.file';
const EXCERPT = 'audio.excerpt';

/** One item as stored: its component's own fields, and what it points at. */
export type ItemRow =
  | { component: typeof ACTIVITY_ITEM; title: string | null; context_path: string | null; playlist_order: number; activityRows: number[] }
  | { component: typeof AUDIO_ITEM; title: string | null; context_path: string | null; playlist_order: number; fileId: number };

export type Transaction = Knex.Transaction;

/** A playlist as the list of a teacher's playlists shows it (the GraphQL type PlaylistSummary). */
export interface PlaylistSummary {
  documentId: string;
  title: string;
  version: number;
  updatedAt: unknown;
  audience: { documentId: string; title: string } | null;
  itemCount: number;
}

export function playlistRows(strapi: Core.Strapi) {
  const knex = strapi.db.connection as unknown as Knex;
  const playlistMeta = strapi.db.metadata.get(PLAYLIST_UID);
  const owners = linkOf(strapi, PLAYLIST_UID, 'owner');
  const itemsTable = morphLinkOf(strapi, PLAYLIST_UID, ITEMS_FIELD);
  const activityLink = linkOf(strapi, ACTIVITY_ITEM, 'item');
  const fileLinks = morphLinkOf(strapi, FILE_UID, 'related');
  const componentTable = { [ACTIVITY_ITEM]: tableOf(strapi, ACTIVITY_ITEM), [AUDIO_ITEM]: tableOf(strapi, AUDIO_ITEM) };

  /** The audio item's file link: the media library's morph row, as the document service writes it. */
  const fileLinkOf = (itemId: number, fileId: number) => ({
    [fileLinks.joinColumn.name]: fileId,
    [fileLinks.morphColumn.idColumn.name]: itemId,
    [fileLinks.morphColumn.typeColumn.name]: AUDIO_ITEM,
    field: 'item',
    order: 1,
  });

  async function deleteItems(trx: Transaction, playlistId: number): Promise<void> {
    const where = { [itemsTable.joinColumn.name]: playlistId, ...itemsTable.on };
    const old = await knex(itemsTable.name)
      .transacting(trx)
      .where(where)
      .select({ id: itemsTable.morphColumn.idColumn.name, component: itemsTable.morphColumn.typeColumn.name });
    const idsOf = (component: string) => old.filter((row) => row.component === component).map((row) => Number(row.id));
    const activityItems = idsOf(ACTIVITY_ITEM);
    if (activityItems.length) {
      await knex(activityLink.name).transacting(trx).whereIn(activityLink.joinColumn.name, activityItems).delete();
      await knex(componentTable[ACTIVITY_ITEM]).transacting(trx).whereIn('id', activityItems).delete();
    }
    const audioItems = idsOf(AUDIO_ITEM);
    if (audioItems.length) {
      await knex(fileLinks.name)
        .transacting(trx)
        .where({ [fileLinks.morphColumn.typeColumn.name]: AUDIO_ITEM, field: 'item' })
        .whereIn(fileLinks.morphColumn.idColumn.name, audioItems)
        .delete();
      await knex(componentTable[AUDIO_ITEM]).transacting(trx).whereIn('id', audioItems).delete();
    }
    if (old.length) await knex(itemsTable.name).transacting(trx).where(where).delete();
  }

  /** Inserts one component type's rows; answers each new row's id by its playlist_order (unique within a save). */
  async function insertComponents(trx: Transaction, component: ItemRow['component'], items: ItemRow[]): Promise<Map<number, number>> {
    if (!items.length) return new Map();
    const rows = items.map(({ title, context_path, playlist_order }) => ({ title, context_path, playlist_order }));
    const inserted = await knex(componentTable[component]).transacting(trx).insert(rows).returning(['id', 'playlist_order']);
    return new Map(inserted.map((row: { id: number; playlist_order: number }) => [Number(row.playlist_order), Number(row.id)]));
  }

  return {
    /**
     * The owner's playlists as their list shows them, most recently changed first (at most 500): one
     * statement with the published audience's title and the number of items beside each playlist.
     * Strapi's Playlist type read the audience and the items of each playlist in statements of their
     * own, through the query engine (bench/RESULTS.md).
     */
    async summaries(ownerId: number): Promise<PlaylistSummary[]> {
      const audienceMeta = strapi.db.metadata.get(AUDIENCE_UID);
      const audienceLink = linkOf(strapi, PLAYLIST_UID, 'audience');
      const publishedAudience = knex(`${audienceLink.name} as l`)
        .join(`${audienceMeta.tableName} as a`, 'a.id', `l.${audienceLink.inverseJoinColumn.name}`)
        .whereNotNull(`a.${column(audienceMeta, 'publishedAt')}`)
        .select({
          playlist_id: `l.${audienceLink.joinColumn.name}`,
          audience_document_id: `a.${column(audienceMeta, 'documentId')}`,
          audience_title: `a.${column(audienceMeta, 'title')}`,
        })
        .as('pa');
      const itemOn = Object.fromEntries(Object.entries(itemsTable.on ?? {}).map(([name, value]) => [`c.${name}`, value]));
      const itemCount = knex(`${itemsTable.name} as c`).count('*').where(`c.${itemsTable.joinColumn.name}`, knex.ref('p.id')).where(itemOn).as('item_count');
      const rows = await knex(`${playlistMeta.tableName} as p`)
        .join(`${owners.name} as o`, `o.${owners.joinColumn.name}`, 'p.id')
        .leftJoin(publishedAudience, 'pa.playlist_id', 'p.id')
        .where(`o.${owners.inverseJoinColumn.name}`, ownerId)
        .select('p.*', 'pa.audience_document_id', 'pa.audience_title', itemCount)
        .orderBy([
          { column: `p.${column(playlistMeta, 'updatedAt')}`, order: 'desc' },
          { column: 'p.id', order: 'desc' },
        ])
        .limit(500);
      return rows.map((row) => {
        const playlist = fromRow(playlistMeta, row) as { documentId: string; title: string; version: number; updatedAt: unknown };
        return {
          documentId: playlist.documentId,
          title: playlist.title,
          version: playlist.version,
          updatedAt: playlist.updatedAt,
          audience: row.audience_document_id == null ? null : { documentId: String(row.audience_document_id), title: String(row.audience_title) },
          itemCount: Number(row.item_count),
        };
      });
    },

    /**
     * Claims the owner's playlist for a save made from `version`: one statement that sets `data` (the
     * fields by their names, as the query engine takes them) only where the playlist is the owner's and
     * still at `version`, and answers the row as the query engine reads it; undefined when it is
     * missing, someone else's or at another version. Of two saves from one version, only the first
     * claims it.
     */
    async claim(trx: Transaction | undefined, ownerId: number, documentId: string, version: number, data: Record<string, unknown>) {
      const query = knex(playlistMeta.tableName)
        .where({ [column(playlistMeta, 'documentId')]: documentId, [column(playlistMeta, 'version')]: version })
        .whereIn('id', knex(owners.name).select(owners.joinColumn.name).where(owners.inverseJoinColumn.name, ownerId))
        .update(toRow(playlistMeta, { ...data }))
        .returning('*');
      const [row] = await (trx ? query.transacting(trx) : query);
      return row ? (fromRow(playlistMeta, row) as Record<string, unknown>) : undefined;
    },

    /**
     * The published documents of type `uid` among `documentIds`, each with all its rows (its draft and its
     * published version: the document service links a relation from a playlist to every one): one statement.
     */
    async publishedRows(trx: Transaction, uid: string, documentIds: string[]): Promise<Map<string, number[]>> {
      if (!documentIds.length) return new Map();
      const found = await knex(tableOf(strapi, uid))
        .transacting(trx)
        .whereIn('document_id', documentIds)
        .orderBy('id')
        .select('id', 'document_id', 'published_at');
      const published = new Set(found.filter((row) => row.published_at != null).map((row) => row.document_id as string));
      const rowsOf = new Map<string, number[]>();
      for (const row of found) if (published.has(row.document_id)) rowsOf.set(row.document_id, [...(rowsOf.get(row.document_id) ?? []), Number(row.id)]);
      return rowsOf;
    },

    /** Points the relation `attribute` of the row `id` of type `uid` at `targetRows` (none: empty): two statements. */
    async replaceLink(trx: Transaction, uid: string, attribute: string, id: number, targetRows: number[]): Promise<void> {
      const link = linkOf(strapi, uid, attribute);
      await knex(link.name).transacting(trx).where(link.joinColumn.name, id).delete();
      if (targetRows.length)
        await knex(link.name)
          .transacting(trx)
          .insert(targetRows.map((target) => ({ [link.joinColumn.name]: id, [link.inverseJoinColumn.name]: target })));
    },

    /**
     * The recordings among `fileDocumentIds` that a published audio page plays as one of its excerpts
     * (never any other file of the media library), keyed by documentId, giving the file's id: one statement.
     */
    async playedRecordings(trx: Transaction, fileDocumentIds: string[]): Promise<Map<string, number>> {
      if (!fileDocumentIds.length) return new Map();
      const excerpts = linkOf(strapi, AUDIO_PAGE_UID, 'audio_excerpts');
      const excerptOn = Object.fromEntries(Object.entries(excerpts.on ?? {}).map(([column, value]) => [`c.${column}`, value]));
      const rows = await knex(`${tableOf(strapi, FILE_UID)} as f`)
        .transacting(trx)
        .join(`${fileLinks.name} as r`, `r.${fileLinks.joinColumn.name}`, 'f.id')
        .join(`${excerpts.name} as c`, `c.${excerpts.inverseJoinColumn.name}`, `r.${fileLinks.morphColumn.idColumn.name}`)
        .join(`${tableOf(strapi, AUDIO_PAGE_UID)} as p`, 'p.id', `c.${excerpts.joinColumn.name}`)
        .where({ [`r.${fileLinks.morphColumn.typeColumn.name}`]: EXCERPT, 'r.field': 'audio_file', ...excerptOn })
        .whereNotNull('p.published_at')
        .whereIn('f.document_id', fileDocumentIds)
        .distinct('f.id', 'f.document_id', 'f.mime');
      return new Map(rows.filter((row) => String(row.mime ?? '').startsWith('audio/')).map((row) => [row.document_id as string, Number(row.id)]));
    },

    /** Replaces the playlist's items with `items`, in the caller's transaction: at most eleven statements, whatever their number. */
    async replaceItems(trx: Transaction, playlistId: number, items: ItemRow[]): Promise<void> {
      await deleteItems(trx, playlistId);
      if (!items.length) return;
      const activities = items.filter((item) => item.component === ACTIVITY_ITEM);
      const recordings = items.filter((item) => item.component === AUDIO_ITEM);
      const activityIds = await insertComponents(trx, ACTIVITY_ITEM, activities);
      const audioIds = await insertComponents(trx, AUDIO_ITEM, recordings);
      const activityLinks = activities.flatMap((item) =>
        item.activityRows.map((rowId) => ({
          [activityLink.joinColumn.name]: activityIds.get(item.playlist_order),
          [activityLink.inverseJoinColumn.name]: rowId,
        })),
      );
      if (activityLinks.length) await knex(activityLink.name).transacting(trx).insert(activityLinks);
      if (recordings.length)
        await knex(fileLinks.name)
          .transacting(trx)
          .insert(recordings.map((item) => fileLinkOf(audioIds.get(item.playlist_order)!, item.fileId)));
      const ordered = [...items].sort((a, b) => a.playlist_order - b.playlist_order);
      await knex(itemsTable.name)
        .transacting(trx)
        .insert(
          ordered.map((item, index) => ({
            [itemsTable.joinColumn.name]: playlistId,
            [itemsTable.morphColumn.idColumn.name]: (item.component === ACTIVITY_ITEM ? activityIds : audioIds).get(item.playlist_order),
            [itemsTable.morphColumn.typeColumn.name]: item.component,
            ...itemsTable.on,
            order: index + 1,
          })),
        );
    },
  };
}
