/**
 * The GraphQL fast path (src/response-cache/graphql-fast-path.ts) on a real HTTP server, for
 * visitors and logged-in callers: a request it has been taught is answered from the cache before
 * the rest of the stack (here a listener that records what reaches it), a logged-in caller's by the
 * role their token gives (here a stand-in for roleOfToken); a body that differs by one byte, another
 * Origin, a login that names nobody, another role, a preview, an emptied cache or a body sent in
 * pieces is handled as the fast path's rules say. Then the REST search's fast path
 * (src/response-cache/search-fast-path.ts) by the same rules, for the exact addresses it was taught.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponseCache } from '../src/response-cache/response-cache';
import type { Context } from 'koa';
import { storedAnswer, type EarlyBody, type StoredAnswer } from '../src/response-cache/answers';
import { installAdmission, type Admission } from '../src/runtime/admission';
import { installGraphqlFastPath, rememberRequest } from '../src/response-cache/graphql-fast-path';
import { keyOf } from '../src/response-cache/cacheable';
import { installSearchFastPath, rememberSearchAddress, searchAnswerKey, type SearchReach } from '../src/response-cache/search-fast-path';

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

/**
 * A server whose stack is a stand-in for Koa (it notes each request that reaches it with `note` and
 * answers {"from":"stack"}), with a fast path installed in front by `install`; answers its address.
 */
/** A stand-in for Koa that notes each request reaching it and answers it (once `note`'s promise settles, when it gives one). */
async function listening<Request extends http.IncomingMessage>(
  note: (req: Request) => void | Promise<void>,
  install: (server: http.Server) => void,
): Promise<string> {
  const server = http.createServer(async (req, res) => {
    await note(req as Request);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"from":"stack"}');
  });
  install(server);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Reads an Authorization header as the product's readers do: none is the public, a known bearer token its value, anything else nobody. */
function tokenReader<Value extends string>(byToken: Record<string, Value>) {
  return (authorization: string | undefined): 'public' | Value | Promise<Value | undefined> | undefined => {
    if (authorization === undefined) return 'public';
    const token = /^bearer\s+(\S+)$/i.exec(authorization)?.[1];
    return token ? Promise.resolve(byToken[token]) : undefined;
  };
}

/** A server with the fast path in front of a stand-in for Koa, which records the bodies that reach it. */
async function serve() {
  const cache = new ResponseCache<StoredAnswer>({ ttlSeconds: 60 });
  const reachedStack: string[] = [];
  // Tokens as roleOfToken reads them: a subscriber's, a lapsed teacher's, anything else names nobody.
  const roleOf = tokenReader({ 'subscriber-token': 'active_subscriber', 'lapsed-token': 'authenticated' });
  const base = await listening(
    (req: http.IncomingMessage & EarlyBody) => reachedStack.push(req.earlyBody ? req.earlyBody.toString('utf8') : ''),
    (server) => installGraphqlFastPath(server, cache, roleOf),
  );
  const url = `${base}/graphql`;
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

const QUESTION = `\n${JSON.parse(QUERY).query}\n{}`;
const keyFor = (role: string, origin = 'http://site.test') => keyOf(`${role}|${origin}`, QUESTION);

describe('the GraphQL fast path, for visitors', () => {
  it('answers a request it was taught from the cache, without the rest of the stack, and passes the body on otherwise', async () => {
    const { cache, reachedStack, url } = await serve();
    expect((await post(url, QUERY)).text).toBe('{"from":"stack"}');
    expect(reachedStack).toEqual([QUERY]);

    cache.set(keyFor('public'), answerOf('{"data":{"audiences":[]}}'), cache.generation);
    rememberRequest(Buffer.from(QUERY), QUESTION);
    const hit = await post(url, QUERY);
    expect(hit).toEqual({ status: 200, cache: 'hit', text: '{"data":{"audiences":[]}}' });
    // The same bytes in pieces are the same request.
    expect((await post(url, [QUERY.slice(0, 10), QUERY.slice(10)])).cache).toBe('hit');
    expect(reachedStack).toHaveLength(1);
  });

  it('sends to the stack a body one byte different, another Origin, a login, and anything once the cache is emptied', async () => {
    const { cache, reachedStack, url } = await serve();
    cache.set(keyFor('public'), answerOf('{"data":{"audiences":[]}}'), cache.generation);
    rememberRequest(Buffer.from(QUERY), QUESTION);
    const sameLength = QUERY.replace('slug', 'sluG');
    expect(sameLength).toHaveLength(QUERY.length);

    expect((await post(url, sameLength)).text).toBe('{"from":"stack"}');
    expect((await post(url, QUERY, { Origin: 'http://elsewhere.test' })).text).toBe('{"from":"stack"}');
    expect((await post(url, QUERY, { Authorization: 'Bearer subscriber-token' })).text).toBe('{"from":"stack"}');
    expect((await post(url, QUERY, { 'X-Preview-Token': 'anything' })).text).toBe('{"from":"stack"}');
    cache.clear();
    expect((await post(url, QUERY)).text).toBe('{"from":"stack"}');
    // A preview's request reached the stack before its body was read: the stack reads it itself.
    expect(reachedStack).toEqual([sameLength, QUERY, QUERY, '', QUERY]);
  });
});

describe('the GraphQL fast path in front of admission', () => {
  /** A server with admission of one place behind the fast path, whose stack holds every request until `letGo`. */
  async function admittedServer() {
    const cache = new ResponseCache<StoredAnswer>({ ttlSeconds: 60 });
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let admission: Admission | undefined;
    const base = await listening(
      () => held,
      (server) => {
        // As the CMS installs them: admission in register, the fast path with the middlewares after it.
        // The held request keeps its place until let go (not HOLD_MAX_MS), so that what waits behind it is seen.
        admission = installAdmission(server, 1, { adjust: false, holdMaxMs: 10_000 });
        installGraphqlFastPath(server, cache, tokenReader({}));
      },
    );
    // Kept as graphql-cache.ts keeps an answer: with the headers the stack set on it, this one's wait among them.
    const computed = { response: { headers: { 'server-timing': 'admission;dur=500.0', 'x-content-type-options': 'nosniff' } } } as unknown as Context;
    const kept = storedAnswer(computed, '{"data":{"audiences":[]}}', 'W/"kept"');
    expect(kept.headers).toEqual({ 'x-content-type-options': 'nosniff' });
    cache.set(keyFor('public'), kept, cache.generation);
    rememberRequest(Buffer.from(QUERY), QUESTION);
    const ask = (body: string, login?: string) =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://site.test', ...(login ? { Authorization: `Bearer ${login}` } : {}) },
        body,
      });
    /** Once `count` requests wait in line on the server (a request's arrival can lag its sending on a busy machine). */
    const waitingInLine = async (count: number) => {
      while (admission!.counts().waiting < count) await new Promise((resolve) => setTimeout(resolve, 2));
    };
    return { ask, letGo, waitingInLine };
  }

  it('gives a cached answer at once while no save waits or is worked on, though a read holds the one place', async () => {
    const { ask, letGo } = await admittedServer();
    const working = ask(JSON.stringify({ query: '{ lessons { title } }' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const answer = await ask(QUERY);
    expect(answer.headers.get('x-response-cache')).toBe('hit');
    expect(answer.headers.get('server-timing')).toBeNull();
    letGo();
    expect((await working).headers.get('server-timing')).toBeNull();
  });

  it('while a save is worked on, gives a cached answer in its turn, saying how long it waited, not how long the request that computed it did', async () => {
    const { ask, letGo, waitingInLine } = await admittedServer();
    const save = ask(JSON.stringify({ query: 'mutation { renamePlaylist(title: "Monday") { title } }' }), 'teacher-token');
    await new Promise((resolve) => setTimeout(resolve, 30));
    let answered = false;
    const waiting = ask(QUERY).then((answer) => ((answered = true), answer));
    await waitingInLine(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(answered).toBe(false);
    letGo();
    expect((await save).headers.get('server-timing')).toBeNull();
    const answer = await waiting;
    expect(answer.headers.get('x-response-cache')).toBe('hit');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const waited = Number(/^admission;dur=(\d+\.\d)$/.exec(answer.headers.get('server-timing') ?? '')?.[1]);
    expect(waited).toBeGreaterThanOrEqual(50);
    expect(waited).toBeLessThan(500);
  });
});

describe('the GraphQL fast path, for logged-in callers', () => {
  it("answers a caller from their role's answer only, and sends a login that names nobody to the stack", async () => {
    const { cache, reachedStack, url } = await serve();
    rememberRequest(Buffer.from(QUERY), QUESTION);
    cache.set(keyFor('active_subscriber'), answerOf('{"data":{"for":"subscribers"}}'), cache.generation);
    cache.set(keyFor('public'), answerOf('{"data":{"for":"visitors"}}'), cache.generation);

    for (const authorization of ['Bearer subscriber-token', 'bearer subscriber-token', 'BEARER\tsubscriber-token']) {
      expect(await post(url, QUERY, { Authorization: authorization }), authorization).toEqual({
        status: 200,
        cache: 'hit',
        text: '{"data":{"for":"subscribers"}}',
      });
    }
    expect(reachedStack).toEqual([]);
    // A lapsed teacher's role has no answer kept: the stack answers, never the subscribers' answer.
    expect((await post(url, QUERY, { Authorization: 'Bearer lapsed-token' })).text).toBe('{"from":"stack"}');
    for (const authorization of ['Bearer expired-token', 'Bearer', 'Basic c3Vic2NyaWJlcg==', 'Bearer subscriber-token extra', '']) {
      expect((await post(url, QUERY, { Authorization: authorization })).text, authorization).toBe('{"from":"stack"}');
    }
    // A cookie is no login here: without a header the caller is a visitor.
    expect((await post(url, QUERY, { Cookie: 'classroom_auth=subscriber-token' })).text).toBe('{"data":{"for":"visitors"}}');
    expect((await post(url, QUERY, { Authorization: 'Bearer subscriber-token', Origin: 'http://elsewhere.test' })).text).toBe('{"from":"stack"}');
    expect(reachedStack).toHaveLength(7);
  });
});

describe("the REST search's fast path", () => {
  const QUESTION_OF_DRUM = 'search\n{"limit":20,"query":"drum"}';

  /** A server with the search's fast path in front of a stand-in for Koa, which records the addresses that reach it. */
  async function serveSearch() {
    const cache = new ResponseCache<StoredAnswer>({ ttlSeconds: 60 });
    const reachedStack: string[] = [];
    const reachOf = tokenReader<SearchReach>({ 'subscriber-token': 'subscriber', 'lapsed-token': 'public' });
    const base = await listening(
      (req) => reachedStack.push(`${req.method} ${req.url}`),
      (server) => installSearchFastPath(server, cache, reachOf),
    );
    cache.set(searchAnswerKey('public', 'http://site.test', QUESTION_OF_DRUM), answerOf('{"for":"visitors"}'), cache.generation);
    cache.set(searchAnswerKey('subscriber', 'http://site.test', QUESTION_OF_DRUM), answerOf('{"for":"subscribers"}'), cache.generation);
    rememberSearchAddress('/api/search?q=drum', QUESTION_OF_DRUM);
    return { cache, reachedStack, base };
  }

  const get = (url: string, headers: Record<string, string> = {}, method = 'GET', body?: string) =>
    new Promise<{ status: number; cache: string | undefined; text: string }>((resolve, reject) => {
      const request = http.request(url, { method, headers: { Origin: 'http://site.test', ...headers } }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, cache: response.headers['x-response-cache'] as string | undefined, text }));
      });
      request.on('error', reject);
      request.end(body);
    });

  it("answers an address the stack answered, with the answer of the caller's reach", async () => {
    const { reachedStack, base } = await serveSearch();
    expect(await get(`${base}/api/search?q=drum`)).toEqual({ status: 200, cache: 'hit', text: '{"for":"visitors"}' });
    expect((await get(`${base}/api/search?q=drum`, { Authorization: 'Bearer lapsed-token' })).text).toBe('{"for":"visitors"}');
    for (const authorization of ['Bearer subscriber-token', 'bearer subscriber-token', 'BEARER\tsubscriber-token']) {
      expect((await get(`${base}/api/search?q=drum`, { Authorization: authorization })).text, authorization).toBe('{"for":"subscribers"}');
    }
    // The login cookie is not the search's: a visitor with it is a visitor.
    expect((await get(`${base}/api/search?q=drum`, { Cookie: 'classroom_auth=subscriber-token' })).text).toBe('{"for":"visitors"}');
    expect(reachedStack).toEqual([]);
  });

  it('sends to the stack any other spelling, method, body, Origin, a login that names nobody, and anything once the cache is emptied', async () => {
    const { cache, reachedStack, base } = await serveSearch();
    const otherSpellings = [
      '/api/search?q=dru%6D',
      '/api/search?q=drum&q=drum',
      '/api/search?q=drum&limit=20',
      '/api/search/?q=drum',
      '/API/search?q=drum',
      '/api/search?q=drum%00',
    ];
    for (const address of otherSpellings) expect((await get(`${base}${address}`)).text, address).toBe('{"from":"stack"}');
    expect((await get(`${base}/api/search?q=drum`, {}, 'HEAD')).status).toBe(200);
    const body = '{"q":"rhythm"}';
    expect((await get(`${base}/api/search?q=drum`, { 'Content-Type': 'application/json', 'Content-Length': String(body.length) }, 'GET', body)).text).toBe(
      '{"from":"stack"}',
    );
    expect((await get(`${base}/api/search?q=drum`, { Origin: 'http://elsewhere.test' })).text).toBe('{"from":"stack"}');
    for (const authorization of ['Bearer expired-token', 'Bearer', 'Basic c3Vic2NyaWJlcg==', 'Bearer subscriber-token extra', '']) {
      expect((await get(`${base}/api/search?q=drum`, { Authorization: authorization })).text, authorization).toBe('{"from":"stack"}');
    }
    cache.clear();
    expect((await get(`${base}/api/search?q=drum`)).text).toBe('{"from":"stack"}');
    expect((await get(`${base}/api/search?q=drum`, { Authorization: 'Bearer subscriber-token' })).text).toBe('{"from":"stack"}');
    expect(reachedStack).toHaveLength(otherSpellings.length + 1 + 1 + 1 + 5 + 2);
  });
});
