/**
 * The visitors' fast path (src/response-cache/visitor-fast-path.ts) on a real HTTP server: a
 * visitor's request it has been taught is answered from the cache before the rest of the stack
 * (here a listener that records what reaches it); a body that differs by one byte, another Origin,
 * a login, an emptied cache or a body sent in pieces is handled as the fast path's rules say.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponseCache } from '../src/response-cache/response-cache';
import type { EarlyBody, StoredAnswer } from '../src/response-cache/answers';
import { installVisitorFastPath, rememberVisitorRequest } from '../src/response-cache/visitor-fast-path';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function answerOf(body: string): StoredAnswer {
  return {
    body,
    raw: Buffer.from(body),
    etag: `W/"${body.length}"`,
    gzip: zlib.gzipSync(body),
    brotli: zlib.brotliCompressSync(body),
    headers: { 'X-Content-Type-Options': 'nosniff' },
  };
}

/** A server with the fast path in front of a stand-in for Koa, which records the bodies that reach it. */
async function serve() {
  const cache = new ResponseCache<StoredAnswer>({ ttlSeconds: 60 });
  const reachedStack: string[] = [];
  const server = http.createServer((req: http.IncomingMessage & EarlyBody, res) => {
    reachedStack.push(req.earlyBody ? req.earlyBody.toString('utf8') : '');
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"from":"stack"}');
  });
  installVisitorFastPath(server, cache);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  return { cache, reachedStack, url };
}

const QUERY = JSON.stringify({ query: '{ audiences { slug title } }' });
const post = (url: string, body: string | string[], headers: Record<string, string> = {}) =>
  new Promise<{ status: number; cache: string | undefined; text: string }>((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'http://site.test', ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, cache: response.headers['x-response-cache'] as string | undefined, text }));
      },
    );
    request.on('error', reject);
    // A body in pieces arrives as several chunks.
    for (const piece of Array.isArray(body) ? body : [body]) request.write(piece);
    request.end();
  });

describe("the visitors' fast path", () => {
  it('answers a request it was taught from the cache, without the rest of the stack, and passes the body on otherwise', async () => {
    const { cache, reachedStack, url } = await serve();
    expect((await post(url, QUERY)).text).toBe('{"from":"stack"}');
    expect(reachedStack).toEqual([QUERY]);

    cache.set('public|audiences', answerOf('{"data":{"audiences":[]}}'), cache.generation);
    rememberVisitorRequest('http://site.test', Buffer.from(QUERY), 'public|audiences');
    const hit = await post(url, QUERY);
    expect(hit).toEqual({ status: 200, cache: 'hit', text: '{"data":{"audiences":[]}}' });
    // The same bytes in pieces are the same request.
    expect((await post(url, [QUERY.slice(0, 10), QUERY.slice(10)])).cache).toBe('hit');
    expect(reachedStack).toHaveLength(1);
  });

  it('sends to the stack a body one byte different, another Origin, a login, and anything once the cache is emptied', async () => {
    const { cache, reachedStack, url } = await serve();
    cache.set('public|audiences', answerOf('{"data":{"audiences":[]}}'), cache.generation);
    rememberVisitorRequest('http://site.test', Buffer.from(QUERY), 'public|audiences');
    const sameLength = QUERY.replace('slug', 'sluG');
    expect(sameLength).toHaveLength(QUERY.length);

    expect((await post(url, sameLength)).text).toBe('{"from":"stack"}');
    expect((await post(url, QUERY, { Origin: 'http://elsewhere.test' })).text).toBe('{"from":"stack"}');
    expect((await post(url, QUERY, { Authorization: 'Bearer token' })).text).toBe('{"from":"stack"}');
    cache.clear();
    expect((await post(url, QUERY)).text).toBe('{"from":"stack"}');
    // The login's request reached the stack before its body was read: the stack reads it itself.
    expect(reachedStack).toEqual([sameLength, QUERY, '', QUERY]);
  });
});
