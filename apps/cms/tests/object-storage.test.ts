/**
 * Streaming an upload from object storage (src/files/object-storage.ts), against a real
 * S3-compatible server (s3rver) started here: what a browser's player and a cache send (ranges,
 * conditional requests) is passed on and answered as a static server would, only the uploads'
 * folder of the bucket is served, and a store that stops answering gives 503, not a hung request.
 * The whole CMS with its access rules in front is tested in several-instances.test.ts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import Koa from 'koa';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectStorage, sendObject, type ObjectStorage } from '../src/files/object-storage';

const require = createRequire(import.meta.url);
const S3rver = require('s3rver');

const BUCKET = 'uploads-test';
const bytes = crypto.randomBytes(20_000);

/** A web server that sends the object named by its path, as protected-files does after its checks. */
async function serving(storage: ObjectStorage): Promise<{ url: string; close: () => void }> {
  const app = new Koa();
  app.silent = true;
  app.use((ctx) => sendObject(ctx, storage, decodeURIComponent(ctx.path.slice(1))));
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`, close: () => server.close() };
}

const settings = (endpoint: string) => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_PREFIX: 'site',
});

describe('an upload streamed from object storage', () => {
  let store: { close: () => Promise<void> };
  let storeDir: string;
  let web: { url: string; close: () => void };

  beforeAll(async () => {
    storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'object-storage-'));
    store = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: storeDir, configureBuckets: [{ name: BUCKET }] });
    const { port } = await (store as unknown as { run: () => Promise<net.AddressInfo> }).run();
    const storage = objectStorage(settings(`http://127.0.0.1:${port}`))!;
    const client = new S3Client(storage.clientConfig);
    for (const key of ['site/recording_1a2b.mp3', 'elsewhere/recording_1a2b.mp3', 'site/nested/recording_1a2b.mp3']) {
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: bytes, ContentType: 'audio/mpeg' }));
    }
    web = await serving(storage);
  });

  afterAll(async () => {
    web?.close();
    await store?.close();
    fs.rmSync(storeDir, { recursive: true, force: true });
  });

  it('sends the whole file, a part of it, or "not modified", as a static server would', async () => {
    const whole = await fetch(`${web.url}/site/recording_1a2b.mp3`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);

    const part = await fetch(`${web.url}/site/recording_1a2b.mp3`, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);

    const unchanged = await fetch(`${web.url}/site/recording_1a2b.mp3`, { headers: { 'If-None-Match': whole.headers.get('etag')! } });
    expect(unchanged.status).toBe(304);
    const head = await fetch(`${web.url}/site/recording_1a2b.mp3`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(bytes.length)]);
    const pastTheEnd = await fetch(`${web.url}/site/recording_1a2b.mp3`, { headers: { Range: `bytes=${bytes.length + 10}-` } });
    expect(pastTheEnd.status).toBe(416);
  });

  it('serves only the uploads of its own folder of the bucket', async () => {
    for (const key of ['elsewhere/recording_1a2b.mp3', 'site/nested/recording_1a2b.mp3', 'recording_1a2b.mp3', 'site/', 'site/missing.mp3']) {
      const answer = await fetch(`${web.url}/${encodeURIComponent(key)}`);
      expect([key, answer.status]).toEqual([key, 404]);
      expect(await answer.text()).toBe('That file could not be found.');
    }
  });

  it('answers 503 when the store does not answer, rather than holding the request', async () => {
    // A port that accepts connections and never answers.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const storage = objectStorage(settings(`http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`))!;
    storage.clientConfig.requestHandler = { connectionTimeout: 1000, requestTimeout: 1000, throwOnRequestTimeout: true };
    const stalled = await serving(storage);
    try {
      const started = Date.now();
      const answer = await fetch(`${stalled.url}/site/recording_1a2b.mp3`);
      expect(answer.status).toBe(503);
      expect(await answer.text()).toBe('Files cannot be fetched at the moment. Please try again in a minute.');
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      stalled.close();
      silent.close();
    }
  }, 20_000);
});
