/**
 * Durability (docs/operations.md): teachers save playlists, several saves in
 * flight at once; the CMS is killed with SIGKILL in the middle of the stream and started again on
 * the same database. Every save it acknowledged is there exactly as acknowledged (none lost, none
 * twice), a save that was in flight is there whole or not at all, and the database passes its
 * integrity check (`npm run check-database`). On SQLite and, in the PostgreSQL run, on PostgreSQL.
 *
 * And the integrity check itself: a copy of the database, damaged in the ways a write cut in half
 * would damage it, fails the check, naming each problem.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './helpers/cms';
import { registerTrialTeacher } from './helpers/accounts';
import { startCmsProcess, type CmsProcess } from './helpers/cms-process';
import { loginEditor } from './helpers/editor';
import { checkDatabase, type ScriptEnv } from './helpers/operations';
import { PlaylistSaveStream, type StreamTargets } from './helpers/playlist-stream';

const require = createRequire(import.meta.url);
const databaseUrl = process.env.DATABASE_URL || '';
const onPostgres = Boolean(databaseUrl);
const sharedDataDir = process.env.CMS_TEST_SHARED_DATA_DIR;
const run = crypto.randomBytes(4).toString('hex');

let dataDir: string;
let cms: CmsProcess | undefined;
const uploadIds: number[] = [];
let audioPage: string | undefined;
let tokens: string[];
const targets: StreamTargets = { activities: [], audio: [], audiences: [] };
let stream: PlaylistSaveStream;

async function until(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  // The PostgreSQL run's database refers to the shared data folder's uploads (see helpers/cms.ts).
  dataDir = sharedDataDir || fs.mkdtempSync(path.join(os.tmpdir(), 'cms-durability-'));
  cms = await startCmsProcess({ dataDir, databaseUrl });
  const editor = await loginEditor(cms.baseUrl);
  for (let n = 0; n < 3; n++) targets.activities.push(await editor.publishActivity(`Durability activity ${n} ${run}`));
  for (let n = 0; n < 2; n++) {
    const file = await editor.upload(`durability-${run}-${n}.mp3`, crypto.randomBytes(2048), 'audio/mpeg');
    targets.audio.push(file.documentId);
    uploadIds.push(file.id);
  }
  // A playlist holds only recordings that a published audio page plays.
  audioPage = await editor.publishAudioPage(`Durability recordings ${run}`, uploadIds);
  targets.audiences = (await cms.graphql('{ audiences { documentId } }')).body.data.audiences.map((a: { documentId: string }) => a.documentId);
  tokens = [await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1'), await registerTrialTeacher(cms.baseUrl, 'durability')];
}, 300_000);

/** The PostgreSQL run shares its database between test files: leave only the demo behind. */
async function cleanUp(instance: CmsProcess) {
  if (!onPostgres) return;
  for (const token of tokens ?? []) {
    const { body } = await instance.graphql('{ playlists { documentId title } }', {}, token);
    for (const playlist of (body.data?.playlists ?? []).filter((p: { title: string }) => p.title.startsWith(`Durability ${run}`))) {
      await instance.graphql('mutation ($d: ID!) { deletePlaylist(documentId: $d) { documentId } }', { d: playlist.documentId }, token);
    }
  }
  const editor = await loginEditor(instance.baseUrl);
  for (const documentId of targets.activities) await editor.deleteActivity(documentId);
  if (audioPage) await editor.deleteAudioPage(audioPage);
  for (const id of uploadIds) await editor.deleteFile(id);
}

afterAll(async () => {
  // After a failure midway; a passing run has cleaned up and stopped already.
  if (cms) await cleanUp(cms).catch(() => undefined);
  await cms?.stop();
  if (!sharedDataDir && dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`durability on ${onPostgres ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('leaves no links to deleted items when a playlist is emptied (a Strapi bug worked around)', async () => {
    const items = targets.activities.slice(0, 2).map((item) => ({ type: 'activity', item }));
    const created = await cms!.graphql(
      'mutation ($items: [PlaylistItemInput!]) { createPlaylist(title: "Durability emptied", items: $items) { documentId } }',
      { items },
      tokens[0],
    );
    const { documentId } = created.body.data.createPlaylist;
    const emptied = await cms!.graphql(
      'mutation ($d: ID!) { updatePlaylist(documentId: $d, version: 1, items: []) { playlist_item { __typename } } }',
      { d: documentId },
      tokens[0],
    );
    expect(emptied.body.data.updatePlaylist.playlist_item).toEqual([]);
    try {
      expect((await checkDatabase({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl })).problems).toEqual([]);
    } finally {
      await cms!.graphql('mutation ($d: ID!) { deletePlaylist(documentId: $d) { documentId } }', { d: documentId }, tokens[0]);
    }
  });

  it('keeps every acknowledged playlist save through a SIGKILL in the middle of a stream of saves, and the database passes its integrity check', async () => {
    stream = new PlaylistSaveStream(cms!.graphql, tokens, targets, `Durability ${run}`);
    stream.start(3); // three writers per teacher: six saves in flight at a time
    await until(() => stream.acknowledged >= 60 && stream.inFlight >= 3, 120_000, '60 acknowledged saves');
    await cms!.kill('SIGKILL');
    cms = undefined;
    await stream.stop();

    // What the kill left behind, before anything else opens the database.
    const env: ScriptEnv = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
    const check = await checkDatabase(env);
    expect(check.problems).toEqual([]);
    if (!onPostgres) expect(check.notes.join()).toMatch(/journal_mode=wal/);

    cms = await startCmsProcess({ dataDir, databaseUrl, seed: false });
    const verdict = await stream.verify(cms.graphql);
    console.log(
      `SIGKILL (seed ${stream.seed}): ${verdict.acknowledged} acknowledged saves all found; ${verdict.inFlight} in flight at the kill, ` +
        `${verdict.inFlightStored} of them stored whole, the rest not at all; ${verdict.playlists} playlists read back. ${check.notes.join('; ')}`,
    );
    expect(verdict.problems).toEqual([]);
    expect(verdict.acknowledged).toBeGreaterThanOrEqual(60);
    expect(verdict.inFlight).toBeGreaterThan(0);

    try {
      await cleanUp(cms);
    } finally {
      await cms.stop();
      cms = undefined;
    }
  }, 300_000);

  it('fails the integrity check on a database left with half-written saves and a missing upload', async () => {
    // A copy of the stopped instance's database and uploads, damaged; never the instance's own.
    const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-damaged-'));
    const copyName = `durability_damaged_${run}`;
    const serverUrl = (database: string) => Object.assign(new URL(databaseUrl), { pathname: `/${database}` }).toString();
    const copyUrl = onPostgres ? serverUrl(copyName) : '';
    const damage = [
      // link rows whose playlist is gone (what a write cut in half without constraints leaves)
      'INSERT INTO playlists_owner_lnk (playlist_id, user_id) VALUES (999999999, (SELECT min(id) FROM up_users))',
      "INSERT INTO playlists_cmps (entity_id, cmp_id, component_type, field, \"order\") VALUES (999999999, 999999999, 'playlist.activity-item', 'playlist_item', 1)",
      // a component row that belongs to no playlist
      "INSERT INTO components_playlist_audio_items (title) VALUES ('stray')",
    ];
    let removed = '';
    try {
      fs.cpSync(path.join(dataDir, 'public', 'uploads'), path.join(copyDir, 'public', 'uploads'), { recursive: true });
      if (onPostgres) {
        await withPg(serverUrl('postgres'), (admin) =>
          admin.query(`CREATE DATABASE ${copyName} TEMPLATE "${decodeURIComponent(new URL(databaseUrl).pathname.slice(1))}"`),
        );
        await withPg(copyUrl, async (copy) => {
          await copy.query('SET session_replication_role = replica'); // no foreign-key triggers, as in a broken write
          for (const statement of damage) await copy.query(statement);
          removed = (await copy.query("SELECT url FROM files WHERE provider = 'local' ORDER BY id LIMIT 1")).rows[0].url;
        });
      } else {
        for (const file of ['cms.db', 'cms.db-wal']) {
          if (fs.existsSync(path.join(dataDir, file))) fs.copyFileSync(path.join(dataDir, file), path.join(copyDir, file));
        }
        const Database = require('better-sqlite3');
        const copy = new Database(path.join(copyDir, 'cms.db'));
        copy.pragma('foreign_keys = OFF');
        for (const statement of damage) copy.exec(statement);
        removed = copy.prepare("SELECT url FROM files WHERE provider = 'local' ORDER BY id LIMIT 1").get().url;
        copy.close();
      }
      fs.rmSync(path.join(copyDir, 'public', removed));

      const { problems } = await checkDatabase({ DATA_DIR: copyDir, DATABASE_URL: copyUrl });
      const expected = [
        /^playlists_cmps: 1 row\(s\) refer to missing playlists rows/,
        /^playlists_owner_lnk: 1 row\(s\) refer to missing playlists rows/,
        /playlists_cmps: 1 row\(s\) point at a missing playlist.activity-item component/,
        /components_playlist_audio_items: 1 playlist.audio-item component row\(s\) belong to nothing/,
        new RegExp(`1 uploaded file\\(s\\) listed in the database are missing from .*${removed}`),
      ];
      for (const pattern of expected)
        expect(
          problems.some((problem) => pattern.test(problem)),
          `${pattern} in ${JSON.stringify(problems)}`,
        ).toBe(true);
      expect(problems).toHaveLength(expected.length);
    } finally {
      if (onPostgres) await withPg(serverUrl('postgres'), (admin) => admin.query(`DROP DATABASE IF EXISTS ${copyName} WITH (FORCE)`));
      fs.rmSync(copyDir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** A connected PostgreSQL client for `work`, closed after. */
async function withPg<T>(connectionString: string, work: (client: any) => Promise<T>): Promise<T> {
  const { Client } = require('pg');
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
