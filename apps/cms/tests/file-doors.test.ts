/**
 * One door to the stored files (docs/doors.md, "Files"), tried from outside as an attacker would,
 * with the uploads on the local disk and in S3-compatible object storage (a real s3rver):
 * - a protected file of each kind (PDF, recording, film, captions) is never sent to a visitor or
 *   a lapsed teacher, under hundreds of spellings of its address (tests/helpers/path-spellings.ts),
 *   GET or HEAD, with or without Range;
 * - every spelling but the plain one is refused with 400, whoever asks, at every file door;
 * - no static server reads the uploads folder;
 * - editors cannot upload what a browser would run (HTML, SVG, JavaScript, XML), and what is sent
 *   carries `nosniff` and a sandboxing policy;
 * - an unreadable If-Modified-Since is ignored.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startCms, type TestCms } from './helpers/cms';
import { loginEditor, type Editor } from './helpers/editor';
import { pathPartOf, pathSpellings } from './helpers/path-spellings';
import { inBatches, rawRequest } from './helpers/raw-request';

const require = createRequire(import.meta.url);
const S3rver = require('s3rver');
const { staticDoorsToUploads } = require('../dist/src/files/one-file-door');

/** Whether `path` is `plain` with other plain names after the door: an address of some other file. */
const isOtherPlainAddress = (path: string, plain: string) => {
  const door = plain.slice(0, plain.indexOf('/', 1) + 1);
  return path.startsWith(door) && /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(path.slice(door.length));
};

interface StoredFile {
  kind: string;
  url: string;
  documentId: string;
  bytes: Buffer;
  /** Random bytes inside the file, looked for in every answer. */
  marker: string;
}

/** A file of each protected kind, each with a random marker near its start. */
function protectedFiles(): Array<{ kind: string; name: string; mime: string; bytes: (marker: string) => Buffer }> {
  const padding = Buffer.alloc(4096, 0x20);
  return [
    { kind: 'PDF', name: 'sweep-lesson-plan.pdf', mime: 'application/pdf', bytes: (m) => Buffer.concat([Buffer.from(`%PDF-1.4\n% ${m}\n`), padding]) },
    {
      kind: 'recording',
      name: 'sweep-song.mp3',
      mime: 'audio/mpeg',
      bytes: (m) => Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.from(m), padding]),
    },
    {
      kind: 'film',
      name: 'sweep-film.mp4',
      mime: 'video/mp4',
      bytes: (m) => Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), Buffer.from(m), padding]),
    },
    { kind: 'captions', name: 'sweep-captions.vtt', mime: 'text/vtt', bytes: (m) => Buffer.from(`WEBVTT\n\n00:00.000 --> 00:02.000\n${m}\n${padding}`) },
  ];
}

async function startObjectStore() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-doors-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'doors' }] });
  const { port } = (await server.run()) as net.AddressInfo;
  const settings = {
    S3_BUCKET: 'doors',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: 'sweep',
  };
  Object.assign(process.env, settings);
  return {
    async stop() {
      for (const name of Object.keys(settings)) delete process.env[name];
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe.each(['the local disk', 'object storage'])('stored files on %s', (storage) => {
  let cms: TestCms;
  let objectStore: { stop: () => Promise<void> } | undefined;
  let editor: Editor;
  let files: StoredFile[];
  let image: { url: string };
  let lapsed: string;
  let subscriber: string;
  /** Every file this file uploads is deleted after: on PostgreSQL the test files share one database. */
  const uploadedIds: number[] = [];

  const request = (rawPath: string, options?: Parameters<typeof rawRequest>[2]) => rawRequest(cms.baseUrl, rawPath, options);

  beforeAll(async () => {
    if (storage === 'object storage') objectStore = await startObjectStore();
    cms = await startCms({ catalogue: false });
    editor = await loginEditor(cms.baseUrl);
    files = [];
    for (const file of protectedFiles()) {
      const marker = crypto.randomBytes(24).toString('hex');
      const bytes = file.bytes(marker);
      const uploaded = await editor.upload(file.name, bytes, file.mime);
      uploadedIds.push(uploaded.id);
      files.push({ kind: file.kind, url: uploaded.url, documentId: uploaded.documentId, bytes, marker });
    }
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const banner = await editor.upload('sweep-banner.png', png, 'image/png');
    uploadedIds.push(banner.id);
    image = { url: banner.url };
    lapsed = await login(cms.baseUrl, 'lapsed@example.com', 'Lapsed1');
    subscriber = await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1');
  });

  afterAll(async () => {
    for (const id of uploadedIds) await editor?.deleteFile(id);
    await cms?.stop();
    await objectStore?.stop();
  });

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const cookie = (token: string) => ({ Cookie: `classroom_auth=${token}` });

  it('lets a subscriber have each file at its plain address, whole and in byte ranges, marked as content that runs nothing', async () => {
    expect(files.map((file) => file.url)).toEqual(files.map(() => expect.stringMatching(/^\/uploads\/(sweep\/)?sweep_[\w-]+\.(pdf|mp3|mp4|vtt)$/)));
    for (const file of files) {
      const whole = await request(file.url, { headers: cookie(subscriber) });
      expect(whole.status, file.kind).toBe(200);
      expect(whole.body.equals(file.bytes), file.kind).toBe(true);
      expect(whole.headers['x-content-type-options']).toBe('nosniff');
      expect(whole.headers['content-security-policy']).toContain('sandbox');
      expect(whole.headers['cache-control']).toBe('private, max-age=3600');
      const part = await request(file.url, { headers: { ...bearer(subscriber), Range: 'bytes=0-9' } });
      expect(part.status, file.kind).toBe(206);
      expect(part.body.equals(file.bytes.subarray(0, 10)), file.kind).toBe(true);
    }
    // Pictures are public (the catalogue skeleton is made of them); Strapi may have optimised the bytes.
    const picture = await request(image.url);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect(picture.headers['content-security-policy']).toContain('sandbox');
  });

  it("never sends a protected file's bytes to a visitor or a lapsed teacher, under any spelling, GET or HEAD, with or without Range", async () => {
    const callers = [{}, cookie(lapsed), bearer(lapsed)];
    const variants = [
      { method: 'GET', range: {} },
      { method: 'GET', range: { Range: 'bytes=0-' } },
      { method: 'HEAD', range: {} },
      { method: 'HEAD', range: { Range: 'bytes=0-' } },
    ];
    // Every spelling for every kind of file and every caller; the four ways of asking taken in turn,
    // so that each caller meets each spelling asked a different way, and each kind every way.
    const tries = files.flatMap((file, kind) =>
      pathSpellings(file.url).flatMap((spelling, n) =>
        callers.map((headers, caller) => ({ file, spelling, caller, ...variants[(n + caller + kind) % variants.length], headers })),
      ),
    );
    expect(tries.length).toBeGreaterThan(4 * 3 * 400);
    const leaks: string[] = [];
    await inBatches(tries, async ({ file, spelling, caller, method, range, headers }) => {
      const answer = await request(spelling, { method, headers: { ...headers, ...range } });
      if (answer.status < 400 || answer.body.includes(file.marker)) {
        leaks.push(`${answer.status} ${method} ${spelling} (${file.kind}, caller ${caller}, ${range.Range ?? 'whole'})`);
      }
    });
    expect(leaks).toEqual([]);
  });

  it('refuses every spelling but the plain one with 400, before any lookup, whoever asks, at every file door', async () => {
    const doors = [
      ...files.map((file) => ({ plain: file.url, plainStatus: 200 })),
      ...files.map((file) => ({ plain: `/documents/${file.documentId}`, plainStatus: 302 })),
      { plain: image.url, plainStatus: 200 },
      { plain: '/at-home-files/aaaa/bbbb', plainStatus: 404 },
      { plain: '/network-check/picture.png', plainStatus: 200 },
    ];
    const tries = doors.flatMap(({ plain, plainStatus }) => pathSpellings(plain).map((spelling) => ({ plain, plainStatus, spelling })));
    const wrong: string[] = [];
    await inBatches(tries, async ({ plain, plainStatus, spelling }) => {
      const answer = await request(spelling, { headers: cookie(subscriber) });
      const pathPart = pathPartOf(spelling);
      // A plain address of another name (the name in capitals, say) is simply not found.
      const expected = pathPart === plain ? plainStatus : isOtherPlainAddress(pathPart, plain) ? 404 : 400;
      if (answer.status !== expected) wrong.push(`${spelling}: ${answer.status}, not ${expected}`);
    });
    expect(wrong).toEqual([]);
  });

  it('answers a request whose If-Modified-Since cannot be read as if it had none', async () => {
    const [file] = files;
    for (const date of ['yesterday', 'Mon, 99 Foo 2024 25:61:61 GMT', '0']) {
      const answer = await request(file.url, { headers: { ...cookie(subscriber), 'If-Modified-Since': date } });
      expect(answer.status, date).toBe(200);
      expect(answer.body.equals(file.bytes), date).toBe(true);
    }
  });
});

describe('what editors upload', () => {
  let cms: TestCms;
  let editor: Editor;
  const uploadedIds: number[] = [];

  beforeAll(async () => {
    cms = await startCms({ catalogue: false });
    editor = await loginEditor(cms.baseUrl);
  });

  afterAll(async () => {
    for (const id of uploadedIds) await editor?.deleteFile(id);
    await cms?.stop();
  });

  it.each([
    ['page.html', 'text/html', '<!doctype html><script>alert(document.cookie)</script>'],
    ['page.htm', 'application/octet-stream', '<html><script>alert(1)</script></html>'],
    ['drawing.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['script.js', 'application/javascript', 'fetch("/api/users/me")'],
    ['module.mjs', 'text/javascript', 'export default 1'],
    ['feed.xml', 'application/xml', '<?xml version="1.0"?><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>'],
    ['page.xhtml', 'application/xhtml+xml', '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>'],
    ['notes.txt', 'text/html', '<script>alert(1)</script>'],
    ['notes.txt', 'text/plain', '<script>alert(1)</script>'],
  ])('refuses %s sent as %s', async (name, mime, text) => {
    await expect(editor.upload(name, Buffer.from(text), mime)).rejects.toThrow(/failed with 4\d\d/);
  });

  it('accepts pictures, recordings, films, captions, PDFs and office documents', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    for (const [name, mime, bytes] of [
      ['banner.png', 'image/png', png],
      ['plan.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n')],
      ['song.wav', 'audio/wav', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')])],
      ['film.mp4', 'video/mp4', Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex')],
      ['film.vtt', 'text/vtt', Buffer.from('WEBVTT\n')],
      ['plan.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', Buffer.from('PK\x03\x04', 'latin1')],
    ] as const) {
      const uploaded = await editor.upload(name, bytes, mime);
      uploadedIds.push(uploaded.id);
      expect(uploaded.url, name).toMatch(/^\/uploads\//);
    }
  });

  it('sends a page disguised as a PDF as a PDF that runs nothing', async () => {
    const uploaded = await editor.upload('disguised.pdf', Buffer.from('<!doctype html><script>alert(1)</script>'), 'application/pdf');
    uploadedIds.push(uploaded.id);
    const subscriber = await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1');
    const answer = await rawRequest(cms.baseUrl, uploaded.url, { headers: { Cookie: `classroom_auth=${subscriber}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
  });

  it('has no static server on the uploads folder, and a start on which one appears stops', () => {
    expect(staticDoorsToUploads(cms.strapi)).toEqual([]);
    const paths = cms.strapi.server.listRoutes().map((route) => String(route.path));
    expect(paths).not.toContain('/uploads/(.*)');
    expect(paths).not.toContain('/((?!uploads/).+)');
    // Strapi's own two, as a start would meet them if either came back.
    const { pathToRegexp } = require('path-to-regexp');
    const layer = (path: string) => ({ path, methods: ['HEAD', 'GET'], match: (p: string) => pathToRegexp(path, [], { sensitive: false }).test(p) });
    const withStaticDoors = { server: { listRoutes: () => [layer('/_health'), layer('/uploads/(.*)'), layer('/((?!uploads/).+)')] } } as unknown as Core.Strapi;
    expect(staticDoorsToUploads(withStaticDoors)).toEqual(['the route HEAD,GET /uploads/(.*)', 'the route HEAD,GET /((?!uploads/).+)']);
  });
});
