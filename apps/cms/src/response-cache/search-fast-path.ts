/**
 * The search's fast path (docs/search.md, "Under load"): a REST search (`GET /api/search?…`,
 * `GET /api/search/suggestions?…`) the response cache already holds is answered from the HTTP
 * server's request event, before Koa and Strapi's middleware, as the visitors' fast path answers
 * GraphQL (graphql-fast-path.ts).
 *
 * What it may answer is learnt from the full stack only: `middlewares/search-cache.ts` tells it, for
 * each exact request address the stack answered with a 200 (parsed and checked by the controller),
 * the question that address asks; the answer itself is kept in the response cache by the caller's
 * reach (visitor or subscriber) and Origin. So an address spelt another way, a repeated or unknown
 * parameter, a bad value, anything with a body, reaches the stack at least once, and a request the
 * stack refused is never answered here.
 *
 * The caller's reach is decided for every request by the one rule every door uses (`accessOf`:
 * accounts/caller.ts's roleOfToken on the Authorization header, the role worked out afresh from the
 * subscriptions, forgotten on every instance when an account changes). A header that names no
 * current, unblocked teacher (malformed, expired, revoked, an editor's token) is left to the stack.
 * The login cookie is not read here, nor by the search anywhere: it is for the file doors only.
 */
import type http from 'node:http';
import { LRUCache } from 'lru-cache';
import { send, withCaller, type StoredAnswer } from './answers';
import type { ResponseCache } from './response-cache';
import { answerInTurn } from '../runtime/admission';
import { standInFront } from '../runtime/request-listener';

export type SearchReach = 'public' | 'subscriber';

/** What the search controller answered a request from (`ctx.state.searchAsked`), for search-cache.ts to keep the answer by. */
export interface SearchAsked {
  reach: SearchReach;
  /** The question as the controller read it: which answer (search or suggestions) and its checked arguments. */
  question: string;
}

/** Exact request addresses (path and query string as sent) to the question each asks, as the controller read it. */
const knownQuestions = new LRUCache<string, string>({ max: 20_000 });

export function rememberSearchAddress(address: string, question: string): void {
  knownQuestions.set(address, question);
}

/** The response cache's key of the answer to `question` for callers of `reach` from `origin`. */
export function searchAnswerKey(reach: SearchReach, origin: string, question: string): string {
  return `rest-search\n${reach}\n${origin}\n${question}`;
}

/** A GET of one of the search's paths with no body: the only requests looked at here. */
function isCandidate(req: http.IncomingMessage): boolean {
  if (req.method !== 'GET' || !req.url || !req.url.startsWith('/api/search')) return false;
  const length = req.headers['content-length'];
  return (length === undefined || length === '0') && req.headers['transfer-encoding'] === undefined;
}

/**
 * Installs the fast path in front of the server's request listener. `accessOf` answers the caller's
 * reach from their Authorization header, or undefined to leave the request to the stack.
 */
export function installSearchFastPath(
  server: http.Server,
  cache: ResponseCache<StoredAnswer>,
  accessOf: (authorization: string | undefined) => SearchReach | undefined | Promise<SearchReach | undefined>,
): void {
  const inTurn = answerInTurn(server);
  standInFront(server, (stack) => (req: http.IncomingMessage, res: http.ServerResponse) => {
    const question = isCandidate(req) ? knownQuestions.get(req.url!) : undefined;
    if (question === undefined) return stack(req, res);
    const answerFor = (reach: SearchReach | undefined) => {
      const answer = reach && cache.get(searchAnswerKey(reach, req.headers.origin ?? '', question));
      if (answer) inTurn(req, res, () => send(req, res, answer, 'hit'));
      else stack(req, res);
    };
    withCaller(
      () => accessOf(req.headers.authorization),
      answerFor,
      () => stack(req, res),
    );
  });
}
