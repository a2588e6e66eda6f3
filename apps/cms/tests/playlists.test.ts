/**
 * Playlists from the outside (docs/playlists.md): the owner creates, reads, updates and
 * deletes; another subscriber, a lapsed teacher and a visitor are refused without learning whether
 * a playlist exists; invalid items are rejected and nothing of them is stored; a save from a stale
 * version is refused, also when two saves race.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { login } from './helpers/cms';
import { registerTrialTeacher } from './helpers/accounts';
import { playlistOperations } from './helpers/playlist-stream';

let owner: string;
let other: string;
let lapsed: string;
const demo = { activities: [] as string[], audio: [] as string[], notAudio: '', audience: '' };
const created: Array<{ token: string; documentId: string }> = [];

const PLAYLIST_FIELDS = `documentId title version audience { documentId }
  playlist_item { __typename
    ... on ComponentPlaylistActivityItem { title context_path playlist_order item { documentId } }
    ... on ComponentPlaylistAudioItem { title context_path playlist_order item { documentId mime } } }`;

const { CREATE, UPDATE, DELETE, ONE, MINE } = playlistOperations(PLAYLIST_FIELDS);
/** The site's list (the playlists page, the home page, 'Add to playlist'): apps/web's Playlists query. */
const SUMMARIES = `{ playlistSummaries { documentId title version updatedAt itemCount audience { documentId title } } }`;
/** The same, as Strapi's Playlist type answers it (the reference the summaries must agree with). */
const FULL_LIST = `{ playlists { documentId title version updatedAt audience { documentId title } playlist_item { __typename } } }`;

function errorOf(body: { errors?: Array<{ message: string; extensions?: { code?: string; error?: { details?: any } } }> }) {
  expect(body.errors, 'an error').toBeDefined();
  const [error] = body.errors!;
  return { message: error.message, code: error.extensions?.code, details: error.extensions?.error?.details };
}

async function create(token: string, variables: Record<string, unknown>) {
  const { body } = await cms.graphql(CREATE, variables, token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  created.push({ token, documentId: body.data.createPlaylist.documentId });
  return body.data.createPlaylist;
}

const activityItem = (n: number, extra: Record<string, unknown> = {}) => ({
  type: 'activity',
  item: demo.activities[n],
  title: `Activity ${n}`,
  context_path: `/primary/x/activity/${demo.activities[n]}`,
  ...extra,
});
const audioItem = (n: number, extra: Record<string, unknown> = {}) => ({
  type: 'audio',
  item: demo.audio[n],
  title: `Recording ${n}`,
  context_path: '/audiolibrary',
  ...extra,
});

// Admission on, as by default, said here so that the test of a save on a busy CMS keeps it whatever the default; the other tests pass either way.
const cms = cmsForThisFile({ environment: { API_CONCURRENT_REQUESTS: '2' } }, async () => {
  owner = await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1');
  lapsed = await login(cms.baseUrl, 'lapsed@example.com', 'Lapsed1');
  // A second teacher on a free trial: an active subscriber too.
  other = await registerTrialTeacher(cms.baseUrl, 'playlists');
  const { body } = await cms.graphql(
    `{ activityPages(pagination: { limit: 3 }) { documentId } audiences { documentId }
       audioPages(pagination: { limit: 5 }) { score { documentId } audio_excerpts { audio_file { documentId } } } }`,
    {},
    owner,
  );
  demo.activities = body.data.activityPages.map((a: { documentId: string }) => a.documentId);
  demo.audio = body.data.audioPages.flatMap((p: any) => p.audio_excerpts.map((e: any) => e.audio_file?.documentId)).filter(Boolean);
  demo.notAudio = body.data.audioPages.find((p: any) => p.score)?.score.documentId;
  demo.audience = body.data.audiences[0].documentId;
  expect(demo.activities.length).toBe(3);
  expect(demo.audio.length).toBeGreaterThan(1);
  expect(demo.notAudio).toBeTruthy();
});

afterAll(async () => {
  // The PostgreSQL run shares its database between test files: leave only the demo behind.
  for (const { token, documentId } of created) await cms?.graphql(DELETE, { documentId }, token).catch(() => undefined);
});

describe('playlists', () => {
  it('lets the owner create, read, reorder, rename and delete a playlist', async () => {
    const playlist = await create(owner, { title: '  Monday warm-ups ', audience: demo.audience, items: [activityItem(0), audioItem(0)] });
    expect(playlist).toMatchObject({ title: 'Monday warm-ups', version: 1, audience: { documentId: demo.audience } });
    expect(playlist.playlist_item).toEqual([
      {
        __typename: 'ComponentPlaylistActivityItem',
        title: 'Activity 0',
        context_path: `/primary/x/activity/${demo.activities[0]}`,
        playlist_order: 0,
        item: { documentId: demo.activities[0] },
      },
      {
        __typename: 'ComponentPlaylistAudioItem',
        title: 'Recording 0',
        context_path: '/audiolibrary',
        playlist_order: 1,
        item: { documentId: demo.audio[0], mime: expect.stringMatching(/^audio\//) },
      },
    ]);

    const mine = await cms.graphql(MINE, {}, owner);
    expect(mine.body.data.playlists.map((p: { documentId: string }) => p.documentId)).toContain(playlist.documentId);

    // Reordered by playlist_order, one removed, one added, renamed: all in one save.
    const updated = await cms.graphql(
      UPDATE,
      { documentId: playlist.documentId, version: 1, title: 'Tuesday', items: [audioItem(1, { playlist_order: 5 }), activityItem(1, { playlist_order: 2 })] },
      owner,
    );
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data.updatePlaylist).toMatchObject({ title: 'Tuesday', version: 2, audience: { documentId: demo.audience } });
    expect(updated.body.data.updatePlaylist.playlist_item.map((i: any) => [i.item.documentId, i.playlist_order])).toEqual([
      [demo.activities[1], 0],
      [demo.audio[1], 1],
    ]);
    const read = await cms.graphql(ONE, { documentId: playlist.documentId }, owner);
    expect(read.body.data.playlist.playlist_item).toHaveLength(2);

    const deleted = await cms.graphql(DELETE, { documentId: playlist.documentId }, owner);
    expect(deleted.body.data.deletePlaylist).toEqual({ documentId: playlist.documentId });
    expect((await cms.graphql(ONE, { documentId: playlist.documentId }, owner)).body.data.playlist).toBeNull();
  });

  it('answers another subscriber exactly as for a missing playlist, and refuses a lapsed teacher and a visitor', async () => {
    const playlist = await create(owner, { title: 'Mine only', items: [activityItem(0)] });
    const missing = 'nosuchplaylist000000000';

    for (const documentId of [playlist.documentId, missing]) {
      expect((await cms.graphql(ONE, { documentId }, other)).body.data.playlist).toBeNull();
      const update = errorOf((await cms.graphql(UPDATE, { documentId, version: 1, title: 'Taken' }, other)).body);
      expect(update).toMatchObject({ code: 'STRAPI_NOT_FOUND_ERROR', message: 'That playlist could not be found.' });
      const remove = errorOf((await cms.graphql(DELETE, { documentId }, other)).body);
      expect(remove).toMatchObject({ code: 'STRAPI_NOT_FOUND_ERROR', message: 'That playlist could not be found.' });
    }
    expect((await cms.graphql(MINE, {}, other)).body.data.playlists.map((p: any) => p.documentId)).not.toContain(playlist.documentId);
    expect((await cms.graphql(SUMMARIES, {}, other)).body.data.playlistSummaries.map((p: any) => p.documentId)).not.toContain(playlist.documentId);

    for (const token of [lapsed, undefined]) {
      for (const [query, variables] of [
        [MINE, {}],
        [SUMMARIES, {}],
        [ONE, { documentId: playlist.documentId }],
        [CREATE, { title: 'Sneaky' }],
        [UPDATE, { documentId: playlist.documentId, version: 1, title: 'Taken' }],
        [DELETE, { documentId: playlist.documentId }],
      ] as const) {
        const { body } = await cms.graphql(query, variables, token);
        expect(errorOf(body).code).toBe('FORBIDDEN');
      }
    }
    const lapsedAnswer = errorOf((await cms.graphql(MINE, {}, lapsed)).body);
    expect(lapsedAnswer.message).toBe('You need an active subscription to use playlists.');

    // Nothing the others tried changed it.
    const read = await cms.graphql(ONE, { documentId: playlist.documentId }, owner);
    expect(read.body.data.playlist).toMatchObject({ title: 'Mine only', version: 1 });
  });

  it("lists the owner's playlists as Strapi's Playlist type answers them: title, version, published audience, number of items, newest first", async () => {
    const empty = await create(other, { title: 'Nothing yet' });
    const full = await create(other, { title: 'Three things', audience: demo.audience, items: [activityItem(0), audioItem(0), activityItem(1)] });
    const one = await create(other, { title: 'One recording', items: [audioItem(1)] });
    // Renamed after the others were made: now the most recently changed.
    expect((await cms.graphql(UPDATE, { documentId: empty.documentId, version: 1, title: 'Still nothing' }, other)).body.errors).toBeUndefined();

    const summaries = await cms.graphql(SUMMARIES, {}, other);
    expect(summaries.body.errors).toBeUndefined();
    const reference = await cms.graphql(FULL_LIST, {}, other);
    const expected = reference.body.data.playlists.map(({ playlist_item, ...playlist }: { playlist_item: unknown[] }) => ({
      ...playlist,
      itemCount: playlist_item.length,
    }));
    expect(summaries.body.data.playlistSummaries).toEqual(expected);
    // The other teacher's playlists are these three alone, the last changed first.
    expect(summaries.body.data.playlistSummaries.map((p: { documentId: string }) => p.documentId)).toEqual([empty.documentId, one.documentId, full.documentId]);
    expect(summaries.body.data.playlistSummaries[0]).toMatchObject({ title: 'Still nothing', itemCount: 0, audience: null, version: 2 });
    expect(summaries.body.data.playlistSummaries[2]).toMatchObject({ itemCount: 3, audience: { documentId: demo.audience, title: expect.any(String) } });
  });

  it("holds only recordings that a published audio page plays: not a draft page's, nor any other file", async () => {
    const name = `draft-recording-${Date.now()}.wav`;
    const filepath = path.join(cms.dataDir, name);
    fs.writeFileSync(filepath, Buffer.alloc(64));
    const [file] = await cms.strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name } },
        files: { filepath, originalFilename: name, mimetype: 'audio/wav', size: 64 },
      });
    const loose = await cms.graphql(CREATE, { title: 'Loose file', items: [{ type: 'audio', item: file.documentId }] }, owner);
    expect(errorOf(loose.body).message).toMatch(/That recording does not exist/);
    const draft = await cms.strapi
      .documents('api::audio-page.audio-page' as never)
      .create({ data: { title: 'Unpublished page', audio_excerpts: [{ title: 'Secret', audio_file: file.id }] } } as never);
    try {
      const drafted = await cms.graphql(CREATE, { title: 'Draft recording', items: [{ type: 'audio', item: file.documentId }] }, owner);
      expect(errorOf(drafted.body).message).toMatch(/That recording does not exist/);
    } finally {
      await cms.strapi.documents('api::audio-page.audio-page' as never).delete({ documentId: draft.documentId } as never);
      await cms.strapi.plugin('upload').service('upload').remove(file);
    }
  });

  it('rejects invalid items and names with clear messages, and stores nothing of a rejected save', async () => {
    const playlist = await create(owner, { title: 'Checked', items: [activityItem(0)] });
    const attempts: Array<[Record<string, unknown>, RegExp]> = [
      [{ title: '   ' }, /give your playlist a name/],
      [{ title: 'x'.repeat(121) }, /at most 120 characters/],
      [{ items: [{ ...activityItem(1), type: 'video' }] }, /type must be activity or audio/],
      [{ items: [{ ...activityItem(1), type: null }] }, /type must be activity or audio/],
      [{ items: [{ type: 'activity', item: 'nosuchactivity0000000000' }] }, /That activity does not exist/],
      [{ items: [{ type: 'audio', item: demo.notAudio }] }, /That recording does not exist/],
      [{ items: [{ type: 'audio', item: demo.activities[1] }] }, /That recording does not exist/],
      [{ items: [activityItem(1, { context_path: '//evil.example/' })] }, /path on this site/],
      [{ items: [activityItem(1, { context_path: 'https://evil.example/' })] }, /path on this site/],
      [{ items: [activityItem(1, { playlist_order: 1 }), activityItem(2, { playlist_order: 1 })] }, /cannot share a place/],
      [{ items: [activityItem(1, { playlist_order: -1 })] }, /whole number/],
      [{ audience: 'nosuchaudience0000000000' }, /audience does not exist/],
    ];
    for (const [change, message] of attempts) {
      const { status, body } = await cms.graphql(UPDATE, { documentId: playlist.documentId, version: 1, ...change }, owner);
      expect(status).toBeLessThan(500);
      const error = errorOf(body);
      expect(error.code, JSON.stringify(change)).toBe('BAD_USER_INPUT');
      expect(error.message, JSON.stringify(change)).toMatch(message);
    }
    const tooMany = Array.from({ length: 201 }, () => activityItem(0));
    expect(errorOf((await cms.graphql(CREATE, { title: 'Huge', items: tooMany }, owner)).body).message).toMatch(/at most 200 items/);

    const read = await cms.graphql(ONE, { documentId: playlist.documentId }, owner);
    expect(read.body.data.playlist).toMatchObject({ title: 'Checked', version: 1 });
    expect(read.body.data.playlist.playlist_item.map((i: any) => i.item.documentId)).toEqual([demo.activities[0]]);
    expect((await cms.graphql(MINE, {}, owner)).body.data.playlists.map((p: any) => p.title)).not.toContain('Huge');
  });

  it('refuses a save from a stale version, so two tabs never silently lose items', async () => {
    const playlist = await create(owner, { title: 'Two tabs', items: [activityItem(0)] });
    const first = await cms.graphql(UPDATE, { documentId: playlist.documentId, version: 1, items: [activityItem(0), activityItem(1)] }, owner);
    expect(first.body.data.updatePlaylist.version).toBe(2);
    const stale = errorOf((await cms.graphql(UPDATE, { documentId: playlist.documentId, version: 1, items: [activityItem(2)] }, owner)).body);
    expect(stale.code).toBe('STRAPI_PLAYLIST_CONFLICT_ERROR');
    expect(stale.message).toMatch(/changed in another window or tab/);
    expect(stale.details).toEqual({ currentVersion: 2 });
    const read = await cms.graphql(ONE, { documentId: playlist.documentId }, owner);
    expect(read.body.data.playlist.playlist_item.map((i: any) => i.item.documentId)).toEqual([demo.activities[0], demo.activities[1]]);

    // Two saves racing from the same version: exactly one wins.
    const race = await Promise.all(
      [activityItem(1), activityItem(2)].map((item) => cms.graphql(UPDATE, { documentId: playlist.documentId, version: 2, items: [item] }, owner)),
    );
    const winners = race.filter((r) => !r.body.errors);
    expect(winners).toHaveLength(1);
    expect(errorOf(race.find((r) => r.body.errors)!.body).code).toBe('STRAPI_PLAYLIST_CONFLICT_ERROR');
    const final = await cms.graphql(ONE, { documentId: playlist.documentId }, owner);
    expect(final.body.data.playlist.version).toBe(3);
    expect(final.body.data.playlist.playlist_item.map((i: any) => i.item.documentId)).toEqual(
      winners[0].body.data.updatePlaylist.playlist_item.map((i: any) => i.item.documentId),
    );
  });

  // PostgreSQL only: on SQLite (better-sqlite3 answers synchronously) a save's statements never wait on a server, and
  // none of the 120 reads arrived while one was worked on (0 waited, checked), so no line forms to test.
  it.skipIf(!process.env.DATABASE_URL)(
    'never waits behind the reads while the CMS is busy with saves, and each answer that waited says how long (runtime/admission.ts)',
    async () => {
      const playlist = await create(owner, { title: 'Busy morning', items: [activityItem(0)] });
      const other = await create(owner, { title: 'Busy afternoon', items: [activityItem(1)] });
      const post = (query: string, variables: Record<string, unknown> = {}) =>
        fetch(`${cms.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner}` },
          body: JSON.stringify({ query, variables }),
        });
      // An answer that did not wait says nothing.
      const waited = (answer: Response) => Number(/^admission;dur=([\d.]+)$/.exec(answer.headers.get('server-timing') ?? '')?.[1] ?? 0);
      // The connections opened first (nothing waits with no save about), so that what follows reaches the CMS at once.
      const warm = await Promise.all(Array.from({ length: 120 }, () => post(MINE)));
      expect(warm.every((answer) => answer.status === 200 && answer.headers.get('server-timing') === null)).toBe(true);
      // A save being worked on, far more of the teacher's own playlists (never cached) than the CMS works on at once, then a second save.
      const first = post(UPDATE, { documentId: playlist.documentId, version: 1, title: 'Busy morning, renamed' });
      const reads = Array.from({ length: 120 }, () => post(MINE));
      await new Promise((resolve) => setTimeout(resolve, 20));
      const save = await post(UPDATE, { documentId: other.documentId, version: 1, title: 'Busy afternoon, renamed' });
      expect((await save.json()).data.updatePlaylist.version).toBe(2);
      expect((await (await first).json()).data.updatePlaylist.version).toBe(2);
      const readAnswers = await Promise.all(reads);
      expect(readAnswers.every((answer) => answer.status === 200)).toBe(true);
      const readWaits = readAnswers.map(waited);
      expect(readWaits.filter((wait) => wait > 0).length).toBeGreaterThan(100);
      // Sent after them all, the save waited less than the reads that were still waiting when it came.
      expect(waited(save)).toBeLessThan(Math.max(...readWaits));
    },
  );
});
