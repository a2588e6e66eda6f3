/**
 * The visitors' fast path (docs/response-cache.md): a visitor's repeated catalogue query is
 * answered from the HTTP server's request event, before Koa and Strapi's middleware, by looking up
 * the exact request body it was first answered for. Anything else, and every first time, goes on to
 * Koa with the body already read (readJsonBody takes it from there), where the cache middlewares
 * decide as usual.
 */
import type http from 'node:http';
import { acceptedEncoding, bodyFor, GRAPHQL_BODY_LIMIT_BYTES, headersFor, notModifiedHeaders, type EarlyBody, type StoredAnswer } from './answers';
import type { ResponseCache } from './response-cache';

/**
 * A visitor's exact request (Origin and body bytes) to the cache key its answer was stored under:
 * by Origin, then by the body's length, then compared byte for byte, which costs far less than
 * making the body a string and hashing it for every request. Emptied when full: the site sends a
 * few dozen distinct catalogue queries.
 */
const knownBodies = new Map<string, Map<number, Array<{ body: Buffer; key: string }>>>();
let knownCount = 0;
const MAX_KNOWN_BODIES = 5000;

export function rememberVisitorRequest(origin: string, body: Buffer, key: string): void {
  if (knownCount >= MAX_KNOWN_BODIES) {
    knownBodies.clear();
    knownCount = 0;
  }
  let byLength = knownBodies.get(origin);
  if (!byLength) knownBodies.set(origin, (byLength = new Map()));
  let sameLength = byLength.get(body.length);
  if (!sameLength) byLength.set(body.length, (sameLength = []));
  const known = sameLength.find((entry) => entry.body.equals(body));
  if (known) known.key = key;
  else {
    sameLength.push({ body: Buffer.from(body), key });
    knownCount += 1;
  }
}

function knownKey(origin: string, body: Buffer): string | undefined {
  return knownBodies
    .get(origin)
    ?.get(body.length)
    ?.find((entry) => entry.body.equals(body))?.key;
}

function isCandidate(req: http.IncomingMessage): boolean {
  return req.method === 'POST' && req.url === '/graphql' && !req.headers.authorization && /^application\/json\b/i.test(req.headers['content-type'] ?? '');
}

export function installVisitorFastPath(server: http.Server, cache: ResponseCache<StoredAnswer>): void {
  const [koa] = server.listeners('request') as Array<(req: http.IncomingMessage, res: http.ServerResponse) => void>;
  if (!koa) return;
  server.removeListener('request', koa);
  server.on('request', (req: http.IncomingMessage & EarlyBody, res: http.ServerResponse) => {
    if (!isCandidate(req)) return koa(req, res);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= GRAPHQL_BODY_LIMIT_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      req.earlyBody = size > GRAPHQL_BODY_LIMIT_BYTES ? null : chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
      const key = req.earlyBody ? knownKey(req.headers.origin ?? '', req.earlyBody) : undefined;
      const answer = key ? cache.get(key) : undefined;
      if (!answer) return koa(req, res);
      if (req.headers['if-none-match'] === answer.etag) {
        res.writeHead(304, notModifiedHeaders(answer, 'hit'));
        res.end();
        return;
      }
      const encoding = acceptedEncoding(req.headers['accept-encoding']);
      res.writeHead(200, headersFor(answer, encoding, 'hit'));
      res.end(bodyFor(answer, encoding));
    });
    req.on('error', () => res.destroy());
  });
}
