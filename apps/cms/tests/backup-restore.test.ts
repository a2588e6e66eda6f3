/**
 * Backups (docs/operations.md): `npm run backup` runs while the
 * CMS is running and teachers keep saving playlists; `npm run restore` refuses to replace the data
 * of a running CMS, then restores into a fresh data folder (and, on PostgreSQL, a fresh database);
 * the CMS started there has the users (they log in, and tokens issued before the backup still
 * work), the playlists exactly as saved, every save acknowledged before the backup began, the
 * content, and the uploaded files, served byte for byte.
 *
 * On SQLite the backup is SQLite's online backup; in the PostgreSQL run it is pg_dump and
 * pg_restore, skipped (with the reason printed) when those are not on PATH.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './helpers/cms';
import { registration, uniqueEmail } from './helpers/accounts';
import { startCmsProcess, type CmsProcess } from './helpers/cms-process';
import { loginEditor } from './helpers/editor';
import { runScript, type ScriptEnv } from './helpers/operations';
import { PLAYLIST_FIELDS, PlaylistSaveStream, playlistState, type PlaylistState } from './helpers/playlist-stream';

const require = createRequire(import.meta.url);
const databaseUrl = process.env.DATABASE_URL || '';
const onPostgres = Boolean(databaseUrl);
const sharedDataDir = process.env.CMS_TEST_SHARED_DATA_DIR;
const run = crypto.randomBytes(4).toString('hex');
const pgToolsMissing = onPostgres && ['pg_dump', 'pg_restore'].find((tool) => spawnSync(tool, ['--version']).error);
if (pgToolsMissing) console.log(`Backup and restore on PostgreSQL skipped: ${pgToolsMissing} is not on PATH (see docs/operations.md for the manual steps).`);

const CONTENT = `{ audiences(sort: "slug") { documentId slug title subtitle updatedAt theme { main_banner_image { url } } programmes(sort: "slug") { documentId title } }
  homePage { title subtitle updatedAt } }`;
const ONE = `query ($d: ID!) { playlist(documentId: $d) { ${PLAYLIST_FIELDS} } }`;
const CREATE = `mutation ($title: String!, $audience: ID, $items: [PlaylistItemInput!]) { createPlaylist(title: $title, audience: $audience, items: $items) { ${PLAYLIST_FIELDS} } }`;

const sha256 = (bytes: ArrayBuffer) => crypto.createHash('sha256').update(Buffer.from(bytes)).digest('hex');
const serverUrl = (database: string) => Object.assign(new URL(databaseUrl), { pathname: `/${database}` }).toString();

let sourceDir: string;
let source: CmsProcess | undefined;
let restored: CmsProcess | undefined;
const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-restored-'));
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-backups-'));
const restoredDatabase = `backup_restored_${run}`;

/** What the source instance held when the backup was taken. */
const before = {
  teacher: { email: uniqueEmail('backup'), password: 'Original1' },
  tokens: [] as string[],
  activity: '',
  audio: '',
  audioUrl: '',
  audiences: [] as string[],
  audioHash: '',
  imageUrl: '',
  imageHash: '',
  content: undefined as unknown,
  playlists: [] as PlaylistState[],
  uploadId: 0,
  audioPage: '',
};

async function pg(connectionString: string, sql: string) {
  const { Client } = require('pg');
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (pgToolsMissing) return;
  // The PostgreSQL run's database refers to the shared data folder's uploads (see helpers/cms.ts).
  sourceDir = sharedDataDir || fs.mkdtempSync(path.join(os.tmpdir(), 'cms-backup-source-'));
  source = await startCmsProcess({ dataDir: sourceDir, databaseUrl });
  const editor = await loginEditor(source.baseUrl);
  before.activity = await editor.publishActivity(`Backup activity ${run}`);
  const recording = crypto.randomBytes(4096);
  const audio = await editor.upload(`backup-${run}.mp3`, recording, 'audio/mpeg');
  Object.assign(before, { audio: audio.documentId, audioUrl: audio.url, audioHash: sha256(recording), uploadId: audio.id });
  // A playlist holds only recordings that a published audio page plays.
  before.audioPage = await editor.publishAudioPage(`Backup recordings ${run}`, [audio.id]);

  const registered = await fetch(`${source.baseUrl}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(registration(before.teacher.email, { password: before.teacher.password })),
  });
  expect(registered.status).toBe(200);
  before.tokens = [await login(source.baseUrl, 'subscriber@example.com', 'Subscriber1'), (await registered.json()).jwt];

  const content = await source.graphql(CONTENT);
  expect(content.body.errors).toBeUndefined();
  before.content = content.body.data;
  before.imageUrl = content.body.data.audiences[0].theme.main_banner_image.url;
  before.imageHash = sha256(await (await fetch(`${source.baseUrl}${before.imageUrl}`)).arrayBuffer());

  before.audiences = content.body.data.audiences.map((a: { documentId: string }) => a.documentId);
  const audience = before.audiences[0];
  const made = [
    await source.graphql(
      CREATE,
      {
        title: `Backup ${run} subscriber`,
        audience,
        items: [
          { type: 'activity', item: before.activity, title: 'Warm-up' },
          { type: 'audio', item: audio.documentId, title: 'Listen' },
        ],
      },
      before.tokens[0],
    ),
    await source.graphql(CREATE, { title: `Backup ${run} teacher`, items: [{ type: 'activity', item: before.activity }] }, before.tokens[1]),
  ];
  before.playlists = made.map((answer) => playlistState(answer.body.data.createPlaylist));
}, 300_000);

afterAll(async () => {
  await source?.stop();
  await restored?.stop();
  if (onPostgres && !pgToolsMissing) await pg(serverUrl('postgres'), `DROP DATABASE IF EXISTS ${restoredDatabase} WITH (FORCE)`);
  for (const dir of [restoredDir, backupDir, ...(sharedDataDir ? [] : [sourceDir])]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe(`backup and restore on ${onPostgres ? 'PostgreSQL' : 'SQLite'}`, () => {
  it.skipIf(Boolean(pgToolsMissing))(
    'restores a backup taken while teachers save into a fresh data folder, with users, playlists, content and uploads intact',
    async () => {
      const sourceEnv: ScriptEnv = { DATA_DIR: sourceDir, DATABASE_URL: databaseUrl, BACKUP_DIR: backupDir };
      const stream = new PlaylistSaveStream(
        source!.graphql,
        before.tokens,
        { activities: [before.activity], audio: [before.audio], audiences: before.audiences },
        `Backup ${run} stream`,
      );
      stream.start(2);
      while (stream.acknowledged < 10) await new Promise((resolve) => setTimeout(resolve, 20));

      const backupStartedAt = Date.now();
      const savesBefore = stream.acknowledged;
      const backup = await runScript('backup', [], sourceEnv);
      const savesDuring = stream.acknowledged - savesBefore;
      await stream.stop();
      expect(backup.code, backup.stderr + backup.stdout).toBe(0);
      const [name] = fs.readdirSync(backupDir);
      const backupPath = path.join(backupDir, name);
      const manifest = JSON.parse(fs.readFileSync(path.join(backupPath, 'manifest.json'), 'utf8'));
      expect(manifest).toMatchObject({ format: 1, database: onPostgres ? 'postgres' : 'sqlite', devSecrets: true, check: { problems: [] } });

      // Not over a running CMS's data, even with --force.
      const refused = await runScript('restore', [backupPath, '--force'], sourceEnv);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(onPostgres ? /other session\(s\) are connected/ : /has .*cms\.db open: stop the CMS/);

      // The PostgreSQL run shares its database between test files: leave only the demo behind there.
      if (onPostgres) {
        for (const token of before.tokens) {
          const { body } = await source!.graphql('{ playlists { documentId title } }', {}, token);
          for (const { documentId, title } of body.data.playlists) {
            if (title.startsWith(`Backup ${run}`))
              await source!.graphql('mutation ($d: ID!) { deletePlaylist(documentId: $d) { documentId } }', { d: documentId }, token);
          }
        }
        const editor = await loginEditor(source!.baseUrl);
        await editor.deleteActivity(before.activity);
        await editor.deleteAudioPage(before.audioPage);
        await editor.deleteFile(before.uploadId);
      }
      await source!.stop();
      source = undefined;

      const restoredUrl = onPostgres ? serverUrl(restoredDatabase) : '';
      if (onPostgres) await pg(serverUrl('postgres'), `CREATE DATABASE ${restoredDatabase}`);
      const restore = await runScript('restore', [backupPath], { DATA_DIR: restoredDir, DATABASE_URL: restoredUrl });
      expect(restore.code, restore.stderr + restore.stdout).toBe(0);
      expect(restore.stdout).toMatch(/passed its integrity check/);

      restored = await startCmsProcess({ dataDir: restoredDir, databaseUrl: restoredUrl, seed: false });
      const cms = restored;
      // Users: both log in with their passwords; tokens issued before the backup still work (the secrets came back too).
      const tokens = [
        await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1'),
        await login(cms.baseUrl, before.teacher.email, before.teacher.password),
      ];
      for (const token of before.tokens) expect((await cms.graphql('{ playlists { documentId } }', {}, token)).body.errors).toBeUndefined();

      // Playlists: exactly as saved; and every save acknowledged before the backup began.
      for (const [n, playlist] of before.playlists.entries()) {
        const { body } = await cms.graphql(ONE, { d: playlist.documentId }, tokens[n]);
        expect(playlistState(body.data.playlist)).toEqual(playlist);
      }
      const verdict = await stream.verify(cms.graphql, backupStartedAt);
      expect(verdict.problems).toEqual([]);
      console.log(
        `Backup (${manifest.database}, ${manifest.uploads} uploads) taken while ${savesDuring} saves were acknowledged; ` +
          `restored with ${verdict.playlists} streamed playlists, all ${verdict.acknowledged} saves acknowledged before it began among them.`,
      );

      // Content, and the uploaded files byte for byte (a recording needs a subscriber's token; images are public).
      expect((await cms.graphql(CONTENT)).body.data).toEqual(before.content);
      expect(
        (await cms.graphql('query ($d: ID!) { activityPage(documentId: $d) { title } }', { d: before.activity }, tokens[0])).body.data.activityPage,
      ).toEqual({ title: `Backup activity ${run}` });
      const recording = await fetch(`${cms.baseUrl}${before.audioUrl}`, { headers: { Authorization: `Bearer ${tokens[0]}` } });
      expect(recording.status).toBe(200);
      expect(sha256(await recording.arrayBuffer())).toBe(before.audioHash);
      const image = await fetch(`${cms.baseUrl}${before.imageUrl}`);
      expect(image.status).toBe(200);
      expect(sha256(await image.arrayBuffer())).toBe(before.imageHash);
    },
    300_000,
  );

  it.skipIf(Boolean(pgToolsMissing))(
    'writes a backup only its owner can read: folders 0700, files 0600, the database and the copied uploads included',
    async () => {
      const ownerOnlyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-backups-owner-'));
      try {
        // The uploads being copied are readable by everyone on the server (0644), as the CMS writes them.
        const uploads = path.join(sourceDir, 'public', 'uploads');
        expect(fs.readdirSync(uploads).some((file) => (fs.statSync(path.join(uploads, file)).mode & 0o044) !== 0)).toBe(true);
        const backup = await runScript('backup', [], { DATA_DIR: sourceDir, DATABASE_URL: databaseUrl, BACKUP_DIR: ownerOnlyDir });
        expect(backup.code, backup.stderr + backup.stdout).toBe(0);
        const [name] = fs.readdirSync(ownerOnlyDir);
        const root = path.join(ownerOnlyDir, name);
        const entries = [root, ...fs.readdirSync(root, { recursive: true }).map((entry) => path.join(root, String(entry)))];
        const modes = entries.map((entry) => {
          const stat = fs.statSync(entry);
          return [path.relative(ownerOnlyDir, entry), stat.isDirectory() ? 'folder' : 'file', (stat.mode & 0o777).toString(8)];
        });
        expect(modes.filter(([, kind]) => kind === 'file').length).toBeGreaterThan(3);
        expect(modes).toEqual(modes.map(([entry, kind]) => [entry, kind, kind === 'folder' ? '700' : '600']));
        expect(modes.map(([entry]) => entry)).toContain(path.join(name, onPostgres ? 'database.dump' : 'database.sqlite'));
      } finally {
        fs.rmSync(ownerOnlyDir, { recursive: true, force: true });
      }
    },
  );
});
