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
 * A visitor's exact request (Origin and body) to the cache key its answer was stored under. A plain
 * map, emptied when full: the site sends a few dozen distinct catalogue queries.
 */
const knownBodies = new Map<string, string>();
const MAX_KNOWN_BODIES = 5000;

export function rememberVisitorRequest(origin: string, rawBody: string, key: string): void {
  if (knownBodies.size >= MAX_KNOWN_BODIES) knownBodies.clear();
  knownBodies.set(`${origin}\n${rawBody}`, key);
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
      req.earlyBody = size > GRAPHQL_BODY_LIMIT_BYTES ? null : Buffer.concat(chunks).toString('utf8');
      const key = req.earlyBody ? knownBodies.get(`${req.headers.origin ?? ''}\n${req.earlyBody}`) : undefined;
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
