/**
 * Admission (docs/operations.md, "When a worker is saturated"): this process works on at most
 * API_CONCURRENT_REQUESTS of the API's requests at a time; the others wait their turn in the order
 * they came, saves first. Below that many nothing waits. Off unless the setting is given: its cost
 * (fewer cached answers a second at saturation, more CPU a request at light load) is measured and
 * not yet understood (bench/RESULTS.md, "Admission").
 *
 * Why: without it, every request a saturated worker has accepted advances one step per turn of its
 * event loop, so a request of many steps (a save, a teacher's playlists, marking a lesson taught)
 * takes as many turns as it has statements while cached answers slip through in one: with 200
 * teachers clicking without pause through two workers, saves took 0.6–0.8 s and marking a lesson
 * taught nearly 3 s (bench/RESULTS.md, "Admission"). In turn, each request waits about as long as
 * the line ahead of it, and a save, which a teacher is watching, goes to the front.
 *
 * What waits (`kindOf`): the site's and lesson mode's questions and saves, POST /graphql with a
 * JSON body and GET /graphql, and the search (GET or HEAD /api/search and /api/search/suggestions),
 * the fast paths' cached answers among them (they are answered in turn too, or they would take
 * every turn while the rest waited longer). A GraphQL request's body is read before it waits, so a
 * slow sender holds no place; it is a save when the operation it runs, as graphql-js reads the
 * document and its operationName, is a mutation, sent with a login, and fewer than MOST_SAVES_AHEAD
 * saves are waiting already. Not held here: the site's pages (their loaders' GraphQL requests are,
 * so a page never holds a place its own requests wait for), files, the admin panel, and the rest of
 * the REST routes (logins, registrations, sign-in with Google or Microsoft, which waits on the
 * provider, webhooks, the school's CSV): they are few, or wait on something other than this process.
 *
 * A place is given back when the answer is handed to the socket ('prefinish': not when a slow phone
 * has received it), when the client goes, or after HOLD_MAX_MS (250 ms), so that a request stuck on
 * a database that does not answer stops holding up the cached answers behind it. A request whose
 * client goes while it waits leaves the line. Each answer says how long it waited
 * (`Server-Timing: admission;dur=…`).
 */
import type http from 'node:http';
import { getOperationAST, parse } from 'graphql';
import { LRUCache } from 'lru-cache';
import { readEarlyBody, type EarlyBody } from '../response-cache/answers';
import { SEARCH_PATHS } from '../response-cache/search-fast-path';

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * The most saves waiting ahead of the reads: past it a save waits with the reads, so that a flood of
 * mutations (a script with a login) cannot stop every read. In the benchmark's busiest run (about
 * 35 saves a second a worker, each waiting 30–40 ms) about one waits at a time.
 */
export const MOST_SAVES_AHEAD = 8;

/**
 * How long one request may hold its place (a request that takes longer keeps running, out of the
 * count): a few times what the longest of the site's reads takes alone (the biggest lesson
 * computed, about 50 ms), so that only a request waiting on something else (a database that does
 * not answer, the events site) is let go.
 */
export const HOLD_MAX_MS = 250;

/** A GraphQL document longer than this is not parsed to tell whether it is a save: it waits with the reads (the site's saves are far smaller). */
const LONGEST_READ_DOCUMENT = 16 * 1024;

type Kind = 'not held' | 'read' | 'graphql body';

function kindOf(req: http.IncomingMessage): Kind {
  const path = (req.url ?? '').split('?', 1)[0];
  if (path === '/graphql') {
    if (req.method === 'POST') return /^application\/json\b/i.test(req.headers['content-type'] ?? '') ? 'graphql body' : 'not held';
    return req.method === 'GET' ? 'read' : 'not held';
  }
  return (req.method === 'GET' || req.method === 'HEAD') && SEARCH_PATHS.has(path) ? 'read' : 'not held';
}

/** Whether the operation a document and operation name run is a mutation, by query and name (a few the site sends, and any other). */
const operationIsMutation = new LRUCache<string, boolean>({ maxSize: 2 * 1024 * 1024, sizeCalculation: (_value, key) => key.length + 1 });

export function isSave(body: Buffer): boolean {
  if (body.indexOf('mutation') === -1) return false;
  let request: unknown;
  try {
    request = JSON.parse(body.toString('utf8'));
  } catch {
    return false; // refused further on, as before
  }
  const { query, operationName } = (request ?? {}) as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string' || query.length > LONGEST_READ_DOCUMENT) return false;
  const name = typeof operationName === 'string' ? operationName : null;
  const key = `${name ?? ''}\n${query}`;
  let mutation = operationIsMutation.get(key);
  if (mutation === undefined) {
    try {
      mutation = getOperationAST(parse(query), name)?.operation === 'mutation';
    } catch {
      mutation = false; // not a document GraphQL would run: refused further on
    }
    operationIsMutation.set(key, mutation);
  }
  return mutation;
}

export interface Admission {
  /** Requests worked on now and waiting (for the tests). */
  counts(): { working: number; waiting: number };
}

interface Waiting {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  arrived: number;
}

/**
 * Puts admission in front of the server's request listener (installed last, so that the fast paths
 * are behind it). `limit` 0 leaves the server as it is; `holdMaxMs` is for the tests.
 *
 * The two lines are plain arrays worked on here rather than a queue library: p-queue cost about
 * 0.1 ms a request (its promises and abort signals), a quarter of what a cached answer costs.
 */
export function installAdmission(server: http.Server, limit: number, holdMaxMs = HOLD_MAX_MS): Admission | undefined {
  if (limit <= 0) return undefined;
  const listeners = server.listeners('request') as Listener[];
  // Another listener would see every request before its turn (or instead of it).
  if (listeners.length !== 1) throw new Error(`Admission wraps the server's one request listener; it has ${listeners.length}.`);
  const [inner] = listeners;
  server.removeListener('request', inner);
  const saves: Waiting[] = [];
  const reads: Waiting[] = [];
  let working = 0;

  function start({ req, res, arrived }: Waiting): void {
    working += 1;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      clearTimeout(timer);
      working -= 1;
      next();
    };
    const timer = setTimeout(release, holdMaxMs);
    res.once('prefinish', release);
    res.once('close', release);
    if (!res.headersSent) res.setHeader('Server-Timing', `admission;dur=${(performance.now() - arrived).toFixed(1)}`);
    inner(req, res);
  }

  function next(): void {
    while (working < limit) {
      const waiting = saves.shift() ?? reads.shift();
      if (!waiting) return;
      waiting.res.off('close', leave);
      start(waiting);
    }
  }

  /** A client that goes while its request waits: the request leaves its line. */
  function leave(this: http.ServerResponse): void {
    for (const line of [saves, reads]) {
      const at = line.findIndex((waiting) => waiting.res === this);
      if (at >= 0) line.splice(at, 1);
    }
  }

  function admit(req: http.IncomingMessage, res: http.ServerResponse, line: Waiting[]): void {
    const waiting = { req, res, arrived: performance.now() };
    if (working < limit && !saves.length && !reads.length) return start(waiting);
    if (res.destroyed) return;
    res.once('close', leave);
    line.push(waiting);
  }

  server.on('request', (req: http.IncomingMessage & EarlyBody, res: http.ServerResponse) => {
    const kind = kindOf(req);
    if (kind === 'not held') return inner(req, res);
    if (kind === 'read') return admit(req, res, reads);
    readEarlyBody(req, () => {
      const body = req.earlyBody;
      // A visitor saves nothing: a mutation without a login (a registration, say) waits with the reads.
      const save = body && req.headers.authorization && saves.length < MOST_SAVES_AHEAD && isSave(body);
      admit(req, res, save ? saves : reads);
    });
  });
  return { counts: () => ({ working, waiting: saves.length + reads.length }) };
}
