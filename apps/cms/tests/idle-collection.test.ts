/**
 * Memory back after a burst (src/runtime/idle-collection.ts): one collection once the CMS has served
 * enough requests and then been quiet, never while a request is open, and none after a trickle.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { collectWhenQuiet } from '../src/runtime/idle-collection';

const servers: http.Server[] = [];
const watchers: Array<{ stop: () => void }> = [];
afterEach(async () => {
  watchers.splice(0).forEach((watcher) => watcher.stop());
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A server whose requests to /slow stay open until `release()`. */
async function serve() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer(async (request, response) => {
    if (request.url === '/slow') await held;
    response.end('ok');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base, release };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('collecting once the CMS is quiet after a burst', () => {
  it('collects after enough requests and a quiet spell, follows up once, and reports what it took', async () => {
    const { server, base } = await serve();
    const reports: Array<{ requests: number }> = [];
    let collections = 0;
    watchers.push(
      collectWhenQuiet(server, { quietMs: 200, followUpMs: 600, minRequests: 20, collect: () => (collections += 1), report: (r) => reports.push(r) }),
    );
    await Promise.all(Array.from({ length: 25 }, () => fetch(base).then((r) => r.text())));
    expect(collections).toBe(0);
    await pause(450);
    expect(collections).toBe(1);
    expect(reports).toHaveLength(1);
    expect(reports[0].requests).toBe(25);
    await pause(700);
    expect(collections, 'the follow-up').toBe(2);
    await pause(700);
    expect(collections, 'nothing more without new requests').toBe(2);
  });

  it('does not collect after a trickle of requests', async () => {
    const { server, base } = await serve();
    let collections = 0;
    watchers.push(collectWhenQuiet(server, { quietMs: 100, followUpMs: 100, minRequests: 20, collect: () => (collections += 1) }));
    for (let i = 0; i < 5; i++) await (await fetch(base)).text();
    await pause(400);
    expect(collections).toBe(0);
  });

  it('waits while a request is open, however long', async () => {
    const { server, base, release } = await serve();
    let collections = 0;
    watchers.push(collectWhenQuiet(server, { quietMs: 100, followUpMs: 5000, minRequests: 10, collect: () => (collections += 1) }));
    await Promise.all(Array.from({ length: 10 }, () => fetch(base).then((r) => r.text())));
    const slow = fetch(`${base}/slow`).then((r) => r.text());
    await pause(400);
    expect(collections).toBe(0);
    release();
    await slow;
    await pause(300);
    expect(collections).toBe(1);
  });
});
