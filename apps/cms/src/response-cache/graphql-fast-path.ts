/**
 * The GraphQL fast path (docs/response-cache.md): a repeated catalogue query (the search's among
 * them) is answered from the HTTP server's request event, before Koa and Strapi's middleware, by
 * looking up the exact request body it was first answered for. A visitor's answer is found by the
 * body alone; a logged-in caller's by the body and their role, decided for every request by the one
 * rule every door uses (`roleOf`: accounts/caller.ts's roleOfToken, as the entitlement middleware
 * decides it before the response cache). A login header that names no current, unblocked teacher
 * (malformed, expired, revoked), a preview, anything else, and every first time, goes on to Koa
 * with the body already read (readJsonBody takes it from there), where the cache middlewares decide
 * as usual.
 */
import type http from 'node:http';
import { readEarlyBody, send, withCaller, type EarlyBody, type StoredAnswer } from './answers';
import { keyOf } from './cacheable';
import type { ResponseCache } from './response-cache';
import { PREVIEW_HEADER } from '../preview/preview-token';
import { answerInTurn } from '../runtime/admission';
import { standInFront } from '../runtime/request-listener';

interface KnownBody {
  body: Buffer;
  /** What cacheable.ts makes of it (operation, query, variables): the key's part that is not the caller's. */
  question: string;
  /** The cache key for each bucket (role and Origin) it has been asked in. */
  keys: Map<string, string>;
}

/**
 * Request bodies the stack has read, by length, then compared byte for byte, which costs far less
 * than making the body a string and hashing it for every request. Emptied when full: the site sends
 * a few dozen distinct catalogue queries (and a search's each).
 */
const knownBodies = new Map<number, KnownBody[]>();
let knownCount = 0;
const MAX_KNOWN_BODIES = 5000;

/** Teaches the fast path the question a request body asks (cacheable.ts's cacheableQuestion). */
export function rememberRequest(body: Buffer, question: string): void {
  if (knownCount >= MAX_KNOWN_BODIES) {
    knownBodies.clear();
    knownCount = 0;
  }
  let sameLength = knownBodies.get(body.length);
  if (!sameLength) knownBodies.set(body.length, (sameLength = []));
  const known = sameLength.find((entry) => entry.body.equals(body));
  if (known && known.question === question) return;
  if (known) {
    known.question = question;
    known.keys.clear();
  } else {
    sameLength.push({ body: Buffer.from(body), question, keys: new Map() });
    knownCount += 1;
  }
}

function keyFor(known: KnownBody, bucket: string): string {
  let key = known.keys.get(bucket);
  if (key === undefined) known.keys.set(bucket, (key = keyOf(bucket, known.question)));
  return key;
}

function isCandidate(req: http.IncomingMessage): boolean {
  return req.method === 'POST' && req.url === '/graphql' && !req.headers[PREVIEW_HEADER] && /^application\/json\b/i.test(req.headers['content-type'] ?? '');
}

export type RoleOf = (authorization: string | undefined) => string | undefined | Promise<string | undefined>;

export function installGraphqlFastPath(server: http.Server, cache: ResponseCache<StoredAnswer>, roleOf: RoleOf): void {
  const inTurn = answerInTurn(server);
  standInFront(server, (koa) => (req: http.IncomingMessage & EarlyBody, res: http.ServerResponse) => {
    if (!isCandidate(req)) return koa(req, res);
    readEarlyBody(req, () => {
      const body = req.earlyBody;
      const known = body ? knownBodies.get(body.length)?.find((entry) => entry.body.equals(body)) : undefined;
      if (!known) return koa(req, res);
      const answerAs = (role: string | undefined) => {
        const answer = role === undefined ? undefined : cache.get(keyFor(known, `${role}|${req.headers.origin ?? ''}`));
        if (answer) inTurn(req, res, () => send(req, res, answer, 'hit'));
        else koa(req, res);
      };
      withCaller(
        () => roleOf(req.headers.authorization),
        answerAs,
        () => koa(req, res),
      );
    });
  });
}
