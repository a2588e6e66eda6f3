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
import { newRowOf } from '../../../runtime/new-rows';

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

/** What a save points at, read before it writes: the audience's rows and the items (undefined: the save leaves them as they are). */
export interface Links {
  audience?: number[];
  items?: ItemRow[];
}

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

  const onPostgres = strapi.db.dialect.client === 'postgres';
  const audienceLink = linkOf(strapi, PLAYLIST_UID, 'audience');

  /** The update that claims the owner's playlist at `version` (see `claim`), answering the row as stored. */
  function claimQuery(ownerId: number, documentId: string, version: number, data: Record<string, unknown>) {
    return knex(playlistMeta.tableName)
      .where({ [column(playlistMeta, 'documentId')]: documentId, [column(playlistMeta, 'version')]: version })
      .whereIn('id', knex(owners.name).select(owners.joinColumn.name).where(owners.inverseJoinColumn.name, ownerId))
      .update(toRow(playlistMeta, { ...data }))
      .returning('*');
  }

  /** Whose playlist a new one is (its owner link is written with it), and whether a save replaces items already there. */
  interface Writing {
    ownerId?: number;
    replacing?: boolean;
  }

  /**
   * On PostgreSQL, a save in one statement: `claimed`, the insert or the claiming update of the playlist's
   * row, and every other write as data-modifying WITH queries beside it, which succeed or fail together
   * as a transaction's statements would. Each reads the ids it needs from `claimed`, so a claim that
   * matched no row writes nothing. The queries of one statement see the tables as they were before it
   * (only RETURNING passes rows between them), so no part depends on another's order: the old items
   * are those found before the new ones go in, and a link already there is kept rather than deleted
   * and inserted again (its table's unique index would refuse the insert otherwise).
   */
  async function atOnce(claimed: Knex.QueryBuilder, links: Links, { ownerId, replacing }: Writing) {
    const parts: Array<[string, Knex.QueryBuilder | Knex.Raw]> = [['claimed', claimed]];
    const claimedIds = () => knex.select('id').from('claimed');
    const json = (value: unknown) => JSON.stringify(value);
    if (ownerId !== undefined)
      parts.push([
        'owned',
        knex.raw('insert into ?? (??, ??) select id, ? from claimed', [owners.name, owners.joinColumn.name, owners.inverseJoinColumn.name, ownerId]),
      ]);
    if (links.audience) {
      const { name, joinColumn, inverseJoinColumn } = audienceLink;
      const targets = 'select value::int from json_array_elements_text(?::json)';
      parts.push([
        'audience_gone',
        knex.raw(`delete from ?? where ?? in (select id from claimed) and ?? not in (${targets})`, [
          name,
          joinColumn.name,
          inverseJoinColumn.name,
          json(links.audience),
        ]),
      ]);
      parts.push([
        'audience_set',
        knex.raw(
          `insert into ?? (??, ??) select c.id, t.value from claimed c, (${targets}) as t(value) where not exists (select 1 from ?? l where l.?? = c.id and l.?? = t.value)`,
          [name, joinColumn.name, inverseJoinColumn.name, json(links.audience), name, joinColumn.name, inverseJoinColumn.name],
        ),
      ]);
    }
    if (links.items) {
      if (replacing) parts.push(...oldItemsGone(claimedIds));
      parts.push(...newItems(links.items));
    }
    const { rows } = (await knex.raw(
      `with ${parts.map(([name]) => `${name} as (?)`).join(', ')} select * from claimed`,
      parts.map(([, query]) => query),
    )) as {
      rows: Array<Record<string, unknown>>;
    };
    return rows[0] ? (fromRow(playlistMeta, rows[0]) as Record<string, unknown>) : undefined;
  }

  /** The WITH queries that delete the claimed playlist's items: their join rows, components and what the components point at. */
  function oldItemsGone(claimedIds: () => Knex.QueryBuilder): Array<[string, Knex.QueryBuilder]> {
    const old = (component: string) => knex.select('id').from('old_items').where('component', component);
    return [
      [
        'old_items',
        knex(itemsTable.name)
          .select({ id: itemsTable.morphColumn.idColumn.name, component: itemsTable.morphColumn.typeColumn.name })
          .whereIn(itemsTable.joinColumn.name, claimedIds())
          .where(itemsTable.on ?? {}),
      ],
      ['old_activity_links', knex(activityLink.name).whereIn(activityLink.joinColumn.name, old(ACTIVITY_ITEM)).delete()],
      ['old_activities', knex(componentTable[ACTIVITY_ITEM]).whereIn('id', old(ACTIVITY_ITEM)).delete()],
      [
        'old_file_links',
        knex(fileLinks.name)
          .where({ [fileLinks.morphColumn.typeColumn.name]: AUDIO_ITEM, field: 'item' })
          .whereIn(fileLinks.morphColumn.idColumn.name, old(AUDIO_ITEM))
          .delete(),
      ],
      ['old_recordings', knex(componentTable[AUDIO_ITEM]).whereIn('id', old(AUDIO_ITEM)).delete()],
      [
        'old_zone',
        knex(itemsTable.name)
          .whereIn(itemsTable.joinColumn.name, claimedIds())
          .where(itemsTable.on ?? {})
          .delete(),
      ],
    ];
  }

  /**
   * The WITH queries that write `items` to the claimed playlist: each component type's rows (given as
   * JSON, one parameter whatever their number), what they point at, and the dynamic zone's join rows in
   * the items' order. A new component's id is matched to its item by playlist_order (unique in a save).
   */
  function newItems(items: ItemRow[]): Array<[string, Knex.Raw]> {
    const parts: Array<[string, Knex.Raw]> = [];
    const json = (value: unknown) => JSON.stringify(value);
    const componentsOf = (name: string, component: ItemRow['component'], of: ItemRow[]) =>
      [
        name,
        knex.raw(
          'insert into ?? (title, context_path, playlist_order) select r.title, r.context_path, r.playlist_order from claimed, json_to_recordset(?::json) as r(title text, context_path text, playlist_order int) returning id, playlist_order',
          [componentTable[component], json(of.map(({ title, context_path, playlist_order }) => ({ title, context_path, playlist_order })))],
        ),
      ] as [string, Knex.Raw];
    const targetsOf = (rows: Array<{ playlist_order: number; target: number }>) => json(rows);
    const made: Array<[string, ItemRow['component']]> = [];
    const activities = items.filter((item): item is Extract<ItemRow, { component: typeof ACTIVITY_ITEM }> => item.component === ACTIVITY_ITEM);
    const recordings = items.filter((item): item is Extract<ItemRow, { component: typeof AUDIO_ITEM }> => item.component === AUDIO_ITEM);
    if (activities.length) {
      made.push(['new_activities', ACTIVITY_ITEM]);
      parts.push(componentsOf('new_activities', ACTIVITY_ITEM, activities));
      const targets = activities.flatMap(({ playlist_order, activityRows }) => activityRows.map((target) => ({ playlist_order, target })));
      parts.push([
        'new_activity_links',
        knex.raw(
          'insert into ?? (??, ??) select n.id, r.target from new_activities n join json_to_recordset(?::json) as r(playlist_order int, target int) on r.playlist_order = n.playlist_order',
          [activityLink.name, activityLink.joinColumn.name, activityLink.inverseJoinColumn.name, targetsOf(targets)],
        ),
      ]);
    }
    if (recordings.length) {
      made.push(['new_recordings', AUDIO_ITEM]);
      parts.push(componentsOf('new_recordings', AUDIO_ITEM, recordings));
      const link = fileLinkOf(0, 0);
      parts.push([
        'new_file_links',
        knex.raw(
          'insert into ?? (??, ??, ??, ??, ??) select r.target, n.id, ?, ?, ? from new_recordings n join json_to_recordset(?::json) as r(playlist_order int, target int) on r.playlist_order = n.playlist_order',
          [
            fileLinks.name,
            fileLinks.joinColumn.name,
            fileLinks.morphColumn.idColumn.name,
            fileLinks.morphColumn.typeColumn.name,
            'field',
            'order',
            link[fileLinks.morphColumn.typeColumn.name],
            link.field,
            link.order,
            targetsOf(recordings.map(({ playlist_order, fileId }) => ({ playlist_order, target: fileId }))),
          ],
        ),
      ]);
    }
    if (made.length) {
      const on = Object.entries(itemsTable.on ?? {});
      const newRows = made.map(([name]) => `select id, playlist_order, ?::text as component from ${name}`).join(' union all ');
      const positions = [...items]
        .sort((a, b) => a.playlist_order - b.playlist_order)
        .map(({ playlist_order }, index) => ({ playlist_order, position: index + 1 }));
      parts.push([
        'new_zone',
        knex.raw(
          `insert into ?? (??, ??, ??${', ??'.repeat(on.length)}, ??) select c.id, n.id, n.component${', ?'.repeat(on.length)}, r.position from claimed c, (${newRows}) n join json_to_recordset(?::json) as r(playlist_order int, position int) on r.playlist_order = n.playlist_order`,
          [
            itemsTable.name,
            itemsTable.joinColumn.name,
            itemsTable.morphColumn.idColumn.name,
            itemsTable.morphColumn.typeColumn.name,
            ...on.map(([name]) => name),
            'order',
            ...on.map(([, value]) => value),
            ...made.map(([, component]) => component),
            json(positions),
          ],
        ),
      ]);
    }
    return parts;
  }

  /** On SQLite (in the process: no round trips to save), a save as a transaction of a few statements. */
  async function inTransaction(claimed: Knex.QueryBuilder, links: Links, { ownerId, replacing }: Writing) {
    return strapi.db.transaction(async ({ trx }) => {
      const [row] = (await claimed.transacting(trx)) as Array<Record<string, unknown>>;
      if (!row) return undefined;
      const id = Number(row.id);
      if (ownerId !== undefined) await trx(owners.name).insert({ [owners.joinColumn.name]: id, [owners.inverseJoinColumn.name]: ownerId });
      if (links.audience) {
        await trx(audienceLink.name).where(audienceLink.joinColumn.name, id).delete();
        if (links.audience.length)
          await trx(audienceLink.name).insert(
            links.audience.map((target) => ({ [audienceLink.joinColumn.name]: id, [audienceLink.inverseJoinColumn.name]: target })),
          );
      }
      if (links.items) {
        if (replacing) await deleteItems(trx, id);
        await insertItems(trx, id, links.items);
      }
      return fromRow(playlistMeta, row) as Record<string, unknown>;
    });
  }

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

  /** Writes the playlist's items (the caller's transaction): at most five statements, whatever their number. */
  async function insertItems(trx: Transaction, playlistId: number, items: ItemRow[]): Promise<void> {
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
    async claim(ownerId: number, documentId: string, version: number, data: Record<string, unknown>) {
      const [row] = await claimQuery(ownerId, documentId, version, data);
      return row ? (fromRow(playlistMeta, row) as Record<string, unknown>) : undefined;
    },

    /**
     * The published documents of type `uid` among `documentIds`, each with all its rows (its draft and its
     * published version: the document service links a relation from a playlist to every one): one statement.
     */
    async publishedRows(uid: string, documentIds: string[]): Promise<Map<string, number[]>> {
      if (!documentIds.length) return new Map();
      const found = await knex(tableOf(strapi, uid)).whereIn('document_id', documentIds).orderBy('id').select('id', 'document_id', 'published_at');
      const published = new Set(found.filter((row) => row.published_at != null).map((row) => row.document_id as string));
      const rowsOf = new Map<string, number[]>();
      for (const row of found) if (published.has(row.document_id)) rowsOf.set(row.document_id, [...(rowsOf.get(row.document_id) ?? []), Number(row.id)]);
      return rowsOf;
    },

    /**
     * The recordings among `fileDocumentIds` that a published audio page plays as one of its excerpts
     * (never any other file of the media library), keyed by documentId, giving the file's id: one statement.
     */
    async playedRecordings(fileDocumentIds: string[]): Promise<Map<string, number>> {
      if (!fileDocumentIds.length) return new Map();
      const excerpts = linkOf(strapi, AUDIO_PAGE_UID, 'audio_excerpts');
      const excerptOn = Object.fromEntries(Object.entries(excerpts.on ?? {}).map(([column, value]) => [`c.${column}`, value]));
      const rows = await knex(`${tableOf(strapi, FILE_UID)} as f`)
        .join(`${fileLinks.name} as r`, `r.${fileLinks.joinColumn.name}`, 'f.id')
        .join(`${excerpts.name} as c`, `c.${excerpts.inverseJoinColumn.name}`, `r.${fileLinks.morphColumn.idColumn.name}`)
        .join(`${tableOf(strapi, AUDIO_PAGE_UID)} as p`, 'p.id', `c.${excerpts.joinColumn.name}`)
        .where({ [`r.${fileLinks.morphColumn.typeColumn.name}`]: EXCERPT, 'r.field': 'audio_file', ...excerptOn })
        .whereNotNull('p.published_at')
        .whereIn('f.document_id', fileDocumentIds)
        .distinct('f.id', 'f.document_id', 'f.mime');
      return new Map(rows.filter((row) => String(row.mime ?? '').startsWith('audio/')).map((row) => [row.document_id as string, Number(row.id)]));
    },

    /**
     * A new playlist of the owner's with `fields` (by their names: title, version), its audience and items
     * as `links` give them; answers the row as the query engine reads it.
     */
    async create(ownerId: number, fields: Record<string, unknown>, links: Links): Promise<Record<string, unknown>> {
      const made = knex(playlistMeta.tableName)
        .insert(newRowOf(strapi, PLAYLIST_UID, fields))
        .returning('*');
      return (await (onPostgres ? atOnce(made, links, { ownerId }) : inTransaction(made, links, { ownerId })))!;
    },

    /**
     * Claims the owner's playlist at `version` as `claim` does and writes `data` and `links` with it;
     * undefined (and nothing written) when it is missing, someone else's or at another version.
     */
    async update(ownerId: number, documentId: string, version: number, data: Record<string, unknown>, links: Links) {
      const claimed = claimQuery(ownerId, documentId, version, data);
      return onPostgres ? atOnce(claimed, links, { replacing: true }) : inTransaction(claimed, links, { replacing: true });
    },
  };
}
