/**
 * A playlist save's own writer (src/api/playlist/services/playlist-rows.ts) against Strapi's document
 * service: the same save made both ways leaves the same rows in every table behind a playlist (its
 * row, its owner and audience links, its dynamic zone's join rows, the items' components and what
 * they point at), on creating and on replacing the items; nothing is left behind; and a save's
 * statements do not grow with its number of items.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '@strapi/strapi';
import { cmsForThisFile } from './helpers/cms-for-file';
import { statementsDuring } from './helpers/statements';

const PLAYLIST = 'api::playlist.playlist';
const demo = { owner: 0, activities: [] as string[], audio: [] as Array<{ documentId: string; id: number }>, audience: '' };

const cms = cmsForThisFile({}, async (started) => {
  const strapi = started.strapi;
  const owner = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: 'subscriber@example.com' }, select: ['id'] });
  demo.owner = owner.id;
  const activities = await strapi
    .documents('api::activity-page.activity-page' as never)
    .findMany({ status: 'published', fields: ['documentId'], limit: 12 } as never);
  demo.activities = (activities as Array<{ documentId: string }>).map((activity) => activity.documentId);
  const pages = await strapi
    .documents('api::audio-page.audio-page' as never)
    .findMany({ status: 'published', populate: { audio_excerpts: { populate: ['audio_file'] } } } as never);
  demo.audio = (pages as any[]).flatMap((page) => page.audio_excerpts.map((excerpt: any) => excerpt.audio_file)).filter(Boolean);
  const [audience] = await strapi.documents('api::audience.audience' as never).findMany({ status: 'published', fields: ['documentId'], limit: 1 } as never);
  demo.audience = (audience as { documentId: string }).documentId;
});

beforeAll(() => {
  expect(demo.activities.length).toBe(12);
  expect(demo.audio.length).toBeGreaterThan(1);
});

type Item = { type: 'activity' | 'audio'; n: number; title: string };

/** The site's items, as the service takes them. */
const asSave = (items: Item[]) =>
  items.map((item, order) => ({
    type: item.type,
    item: item.type === 'activity' ? demo.activities[item.n] : demo.audio[item.n].documentId,
    title: item.title,
    context_path: `/from/${item.n}`,
    playlist_order: order,
  }));

/** The same items as the document service's dynamic zone, as the service wrote them before it had its own writer. */
const asDynamicZone = (items: Item[]) =>
  items.map((item, order) =>
    item.type === 'activity'
      ? { __component: 'playlist.activity-item', title: item.title, item: demo.activities[item.n], context_path: `/from/${item.n}`, playlist_order: order }
      : { __component: 'playlist.audio-item', title: item.title, item: demo.audio[item.n].id, context_path: `/from/${item.n}`, playlist_order: order },
  );

/** Every row behind one playlist, with the ids of our own rows left out (they differ) and the ids it points at kept. */
async function storedRows(strapi: Core.Strapi, documentId: string) {
  const knex = strapi.db.connection;
  const playlist = await knex('playlists').where({ document_id: documentId }).first();
  const { id, document_id: _documentId, created_at, updated_at, published_at, title: _title, ...row } = playlist;
  const zone = await knex('playlists_cmps').where({ entity_id: id }).orderBy('order').select('cmp_id', 'component_type', 'field', 'order');
  const items = [];
  for (const link of zone) {
    const table = link.component_type === 'playlist.activity-item' ? 'components_playlist_activity_items' : 'components_playlist_audio_items';
    const { id: componentId, ...component } = await knex(table).where({ id: link.cmp_id }).first();
    const pointsAt =
      link.component_type === 'playlist.activity-item'
        ? await knex('components_playlist_activity_items_item_lnk')
            .where({ activity_item_id: componentId })
            .orderBy('activity_page_id')
            .pluck('activity_page_id')
        : await knex('files_related_mph').where({ related_id: componentId, related_type: link.component_type }).select('file_id', 'field', 'order');
    items.push({
      type: link.component_type,
      field: link.field,
      order: link.order,
      component: { ...component, playlist_order: Number(component.playlist_order) },
      pointsAt,
    });
  }
  return {
    row: { ...row, version: Number(row.version) },
    timestamps: [created_at, updated_at, published_at].map((value) => value != null),
    owner: await knex('playlists_owner_lnk').where({ playlist_id: id }).pluck('user_id'),
    audience: await knex('playlists_audience_lnk').where({ playlist_id: id }).orderBy('audience_id').pluck('audience_id'),
    items,
  };
}

/** How many rows each table behind playlists holds: a replaced item must leave nothing behind. */
async function tableSizes(strapi: Core.Strapi) {
  const tables = [
    'playlists_cmps',
    'components_playlist_activity_items',
    'components_playlist_activity_items_item_lnk',
    'components_playlist_audio_items',
    'playlists_audience_lnk',
  ];
  const sizes: Record<string, number> = {};
  for (const table of tables) sizes[table] = Number((await strapi.db.connection(table).count({ n: '*' }).first())!.n);
  sizes.audioFileLinks = Number((await strapi.db.connection('files_related_mph').where({ related_type: 'playlist.audio-item' }).count({ n: '*' }).first())!.n);
  return sizes;
}

const service = () => cms.strapi.service(PLAYLIST) as any;

describe("a playlist save's own writer", () => {
  it('leaves the same rows as the document service, on creating and on replacing the items, and nothing behind', async () => {
    const first: Item[] = [
      { type: 'activity', n: 0, title: 'Warm-up' },
      { type: 'audio', n: 0, title: 'Listening' },
      { type: 'activity', n: 1, title: 'Body percussion' },
    ];
    const before = await tableSizes(cms.strapi);
    const theirs = await cms.strapi.db.transaction(() =>
      cms.strapi
        .documents(PLAYLIST as never)
        .create({ data: { title: 'Theirs', version: 1, owner: demo.owner, audience: demo.audience, playlist_item: asDynamicZone(first) } } as never),
    );
    const ours = await service().create(demo.owner, { title: 'Ours', audience: demo.audience, items: asSave(first) });
    const created = await storedRows(cms.strapi, (theirs as { documentId: string }).documentId);
    expect(created.items).toHaveLength(3);
    expect(created.audience.length).toBeGreaterThan(0);
    expect(await storedRows(cms.strapi, ours.documentId)).toEqual(created);

    const second: Item[] = [
      { type: 'audio', n: 1, title: 'Another listening' },
      { type: 'activity', n: 2, title: 'Singing' },
    ];
    await cms.strapi.db.transaction(() =>
      cms.strapi.documents(PLAYLIST as never).update({
        documentId: (theirs as { documentId: string }).documentId,
        data: { version: 2, audience: null, playlist_item: asDynamicZone(second) },
      } as never),
    );
    await service().update(demo.owner, ours.documentId, 1, { audience: null, items: asSave(second) });
    const replaced = await storedRows(cms.strapi, (theirs as { documentId: string }).documentId);
    expect(replaced.items.map((item) => item.component.title)).toEqual(['Another listening', 'Singing']);
    expect(replaced.audience).toEqual([]);
    expect(await storedRows(cms.strapi, ours.documentId)).toEqual(replaced);

    // Both playlists now hold two items each and no audience: exactly that many rows more than before.
    const after = await tableSizes(cms.strapi);
    expect(after).toEqual({
      playlists_cmps: before.playlists_cmps + 4,
      components_playlist_activity_items: before.components_playlist_activity_items + 2,
      components_playlist_activity_items_item_lnk: before.components_playlist_activity_items_item_lnk + 2 * replaced.items[1].pointsAt.length,
      components_playlist_audio_items: before.components_playlist_audio_items + 2,
      playlists_audience_lnk: before.playlists_audience_lnk,
      audioFileLinks: before.audioFileLinks + 2,
    });

    // Emptied, then deleted through the document service (as an account's deletion does): nothing left.
    await service().update(demo.owner, ours.documentId, 2, { items: [] });
    expect((await storedRows(cms.strapi, ours.documentId)).items).toEqual([]);
    for (const documentId of [(theirs as { documentId: string }).documentId, ours.documentId])
      await cms.strapi.documents(PLAYLIST as never).delete({ documentId } as never);
    expect(await tableSizes(cms.strapi)).toEqual(before);
  });

  it('renames in one statement that claims the playlist (owner and version) as it writes it, and claims a save of items in the statement that writes its row', async () => {
    const playlist = await service().create(demo.owner, { title: 'Claimed', items: asSave([{ type: 'activity', n: 0, title: 'One' }]) });
    let renamed: any;
    // Counted among the statements on playlists' tables (the start's own work may still be running beside it).
    const rename = () => service().update(demo.owner, playlist.documentId, 1, { title: 'Claimed, renamed' });
    expect(await statementsDuring(cms.strapi, async () => (renamed = await rename()), /playlists/)).toBe(1);
    expect(renamed).toMatchObject({ id: playlist.id, documentId: playlist.documentId, title: 'Claimed, renamed', version: 2 });
    // The answer is the row as the query engine reads it.
    expect(renamed).toEqual(await cms.strapi.db.query(PLAYLIST).findOne({ where: { id: playlist.id } }));

    // From a stale version: a conflict naming the current one, and nothing written.
    await expect(service().update(demo.owner, playlist.documentId, 1, { title: 'Stale' })).rejects.toMatchObject({
      name: 'PlaylistConflictError',
      details: { currentVersion: 2 },
    });
    // Someone else's (or a missing one): not found, whatever its version.
    const other = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: { $ne: demo.owner } }, select: ['id'] });
    for (const version of [1, 2])
      await expect(service().update(other.id, playlist.documentId, version, { title: 'Taken' })).rejects.toMatchObject({ name: 'NotFoundError' });
    await expect(service().update(demo.owner, 'nosuchplaylist0000000000', 2, { title: 'Nowhere' })).rejects.toMatchObject({ name: 'NotFoundError' });
    expect(await cms.strapi.db.query(PLAYLIST).findOne({ where: { id: playlist.id } })).toMatchObject({ title: 'Claimed, renamed', version: 2 });

    // A save of items whose target does not exist undoes its claim: the version stays.
    await expect(
      service().update(demo.owner, playlist.documentId, 2, { items: [{ type: 'activity', item: 'nosuchactivity0000000000', playlist_order: 0 }] }),
    ).rejects.toMatchObject({
      name: 'ValidationError',
    });
    expect(await cms.strapi.db.query(PLAYLIST).findOne({ where: { id: playlist.id } })).toMatchObject({ version: 2 });
    // Its targets are read before the claim, but refused only to the owner of a playlist it could claim.
    const missingTarget = { items: [{ type: 'activity', item: 'nosuchactivity0000000000', playlist_order: 0 }] };
    await expect(service().update(other.id, playlist.documentId, 2, missingTarget)).rejects.toMatchObject({ name: 'NotFoundError' });
    await expect(service().update(demo.owner, playlist.documentId, 1, missingTarget)).rejects.toMatchObject({
      name: 'PlaylistConflictError',
      details: { currentVersion: 2 },
    });
    // A save of items from someone else's token or a stale version writes nothing either.
    const before = await storedRows(cms.strapi, playlist.documentId);
    await expect(service().update(other.id, playlist.documentId, 2, { items: asSave([{ type: 'activity', n: 3, title: 'Taken' }]) })).rejects.toMatchObject({
      name: 'NotFoundError',
    });
    await expect(service().update(demo.owner, playlist.documentId, 1, { audience: demo.audience, items: asSave([]) })).rejects.toMatchObject({
      name: 'PlaylistConflictError',
    });
    expect(await storedRows(cms.strapi, playlist.documentId)).toEqual(before);
    await cms.strapi.documents(PLAYLIST as never).delete({ documentId: playlist.documentId } as never);
  });

  it('keeps an audience saved again as it was (one link row), and replaces it with another', async () => {
    const playlist = await service().create(demo.owner, { title: 'Audience kept', audience: demo.audience });
    const audienceRows = () => storedRows(cms.strapi, playlist.documentId).then((rows) => rows.audience);
    const first = await audienceRows();
    expect(first.length).toBeGreaterThan(0);
    await service().update(demo.owner, playlist.documentId, 1, { audience: demo.audience, items: asSave([{ type: 'activity', n: 0, title: 'One' }]) });
    expect(await audienceRows()).toEqual(first);
    const [other] = (await cms.strapi
      .documents('api::audience.audience' as never)
      .findMany({ status: 'published', fields: ['documentId'], filters: { documentId: { $ne: demo.audience } }, limit: 1 } as never)) as Array<{
      documentId: string;
    }>;
    await service().update(demo.owner, playlist.documentId, 2, { audience: other.documentId });
    const replaced = await audienceRows();
    expect(replaced.length).toBeGreaterThan(0);
    expect(replaced.some((row) => first.includes(row))).toBe(false);
    await cms.strapi.documents(PLAYLIST as never).delete({ documentId: playlist.documentId } as never);
  });

  it('saves twelve items in as many statements as one', async () => {
    const one: Item[] = [{ type: 'activity', n: 0, title: 'One' }];
    const twelve: Item[] = demo.activities.map((_, n) => ({ type: n % 4 === 3 ? 'audio' : 'activity', n: n % 4 === 3 ? n % 2 : n, title: `Item ${n}` }));
    const playlist = await service().create(demo.owner, { title: 'Counted', items: asSave(one) });
    const save = (version: number, items: Item[]) =>
      statementsDuring(cms.strapi, () => service().update(demo.owner, playlist.documentId, version, { items: asSave(items) }));
    const oneItem = await save(1, one);
    const twelveItems = await save(2, twelve);
    const backToOne = await save(3, one);
    // The document service took 45 statements for four items and about six more for each one.
    expect(twelveItems).toBeLessThanOrEqual(oneItem + 3);
    expect(backToOne).toBeLessThanOrEqual(oneItem + 3);
    expect(twelveItems).toBeLessThanOrEqual(18);
    if (cms.strapi.db.dialect.client === 'postgres') {
      // The activities read, then one statement that claims the playlist and writes everything; with
      // recordings among the items, their read too.
      // (Counted among the statements on the tables a save reads or writes: the start's own work may still be running beside it.)
      const tables = /playlist|activity_pages|audiences|files/;
      const counted = (version: number, items: Item[]) =>
        statementsDuring(cms.strapi, () => service().update(demo.owner, playlist.documentId, version, { items: asSave(items) }), tables);
      expect(await counted(4, one)).toBe(2);
      expect(await counted(5, twelve)).toBe(3);
      let made: { documentId: string } | undefined;
      const create = async () => (made = await service().create(demo.owner, { title: 'Counted too', audience: demo.audience, items: asSave(twelve) }));
      expect(await statementsDuring(cms.strapi, create, tables)).toBe(4);
      await cms.strapi.documents(PLAYLIST as never).delete({ documentId: made!.documentId } as never);
    }
    await cms.strapi.documents(PLAYLIST as never).delete({ documentId: playlist.documentId } as never);
  });

  it("lists a teacher's playlists in one statement, however many they have and hold", async () => {
    const owner = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: { $ne: demo.owner } }, select: ['id'] });
    const made = [];
    for (const n of [0, 1, 2]) {
      made.push(
        await service().create(owner.id, {
          title: `Listed ${n}`,
          audience: n === 1 ? demo.audience : null,
          items: asSave(n ? [{ type: 'activity', n, title: 'A' }] : []),
        }),
      );
      expect(await statementsDuring(cms.strapi, () => service().summaries(owner.id), /playlists/)).toBe(1);
    }
    const listed = await service().summaries(owner.id);
    expect(listed.filter((playlist: { title: string }) => playlist.title.startsWith('Listed ')).map((p: { itemCount: number }) => p.itemCount)).toEqual([
      1, 1, 0,
    ]);
    for (const playlist of made) await cms.strapi.documents(PLAYLIST as never).delete({ documentId: playlist.documentId } as never);
  });
});
