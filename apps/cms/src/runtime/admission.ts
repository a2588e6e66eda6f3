/**
 * Admission (docs/operations.md, "When a worker is saturated"): saves first. While a teacher's save
 * waits or is worked on, this process works on at most API_CONCURRENT_REQUESTS of the API's requests
 * at a time (more while its event loop has room: below); the others wait their turn in the order
 * they came, saves ahead of the rest, until the line is gone. With no save about, nothing waits.
 * On by default (2 places); 0 turns it off.
 *
 * Why: without it, every request a saturated worker has accepted advances one step per turn of its
 * event loop, so a request of many steps (a save, a teacher's playlists, marking a lesson taught)
 * takes as many turns as it has statements while cached answers slip through in one: with 200
 * teachers clicking without pause through two workers, saves took 0.6–0.8 s and marking a lesson
 * taught nearly 3 s (bench/RESULTS.md, "Admission"). In turn, each request waits about as long as
 * the line ahead of it, and a save, which a teacher is watching, goes to the front. Without a save
 * to go ahead of, a line would only cost: a worker saturated with cached answers and a few reads of
 * the database served a fifth fewer when they all waited their turn (bench/RESULTS.md).
 *
 * What waits (`kindOf`): the site's and lesson mode's questions and saves, POST /graphql with a
 * JSON body and GET /graphql, and the search (GET or HEAD /api/search and /api/search/suggestions),
 * the fast paths' cached answers among them (they stand in front and hand them to `inTurn`), or they
 * would take every turn of the loop while the save took one step in each. A GraphQL request's body
 * is read before it waits, so a slow sender holds no place; it is a save when the operation it runs,
 * as graphql-js reads the document and its operationName, is a mutation, sent with a login, and
 * fewer than MOST_SAVES_AHEAD saves are waiting already. Not held here: the site's pages (their
 * loaders' GraphQL requests are, so a page never holds a place its own requests wait for), files, the
 * admin panel, and the rest of the REST routes (logins, registrations, sign-in with Google or
 * Microsoft, which waits on the provider, webhooks, the school's CSV): they are few, or wait on
 * something other than this process.
 *
 * The places: the setting is the fewest (2 lets one request use the core while another waits for
 * the database); they grow while requests wait and the event loop has room, and shrink back once it
 * is full (ADJUST_MS, below). A place is given back when the answer is
 * handed to the socket ('prefinish': not when a slow phone has received it), when the client goes,
 * or after HOLD_MAX_MS (60 ms), so that an answer being computed, or a request stuck on a database
 * that does not answer, stops holding up the line. A request whose client goes while it waits
 * leaves the line. An answer that waited its turn says how long (`Server-Timing: admission;dur=…`);
 * one that did not wait says nothing, since a header set ahead of the answer's own makes Node merge
 * them one by one (4% of a cached answer's cost, profiled).
 */
import type http from 'node:http';
import { getOperationAST, parse } from 'graphql';
import { LRUCache } from 'lru-cache';
import { readEarlyBody, type EarlyBody } from '../response-cache/answers';
import { SEARCH_PATHS } from '../api/search/paths';
import { standInFront, type RequestListener } from './request-listener';

/**
 * The most saves waiting ahead of the reads: past it a save waits with the reads, so that a flood of
 * mutations (a script with a login) cannot stop every read. In the benchmark's busiest run (about
 * 35 saves a second a worker, each waiting 30–40 ms) about one waits at a time.
 */
export const MOST_SAVES_AHEAD = 8;

/**
 * How long one request may hold its place (a request that takes longer keeps running, out of the
 * count): a little more than the longest of the site's reads takes alone (the biggest lesson
 * computed, about 50 ms). An answer being computed under load takes 50–200 ms; held for all of it,
 * two of them hold both places while a save and the cached answers behind it wait: with 250 ms the
 * first minute after a publish had a p99 over 150 ms in three runs of four, with 60 in one of five
 * (bench/RESULTS.md, "Admission on by default"). A request waiting on something else (a database
 * that does not answer) is let go the same way.
 */
export const HOLD_MAX_MS = 60;

/**
 * The places grow while requests wait and the event loop has room (they are held by requests waiting
 * on the database, far away or slow): one more each ADJUST_MS while the loop was busy less than
 * ROOM_BELOW of the time, up to MOST_PLACES; one fewer, down to the setting, while it was busy more
 * than FULL_ABOVE (more places than the core can work on only share its turns again).
 */
export const ADJUST_MS = 100;
const ROOM_BELOW = 0.85;
const FULL_ABOVE = 0.95;
export const MOST_PLACES = 32;

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
  /**
   * Gives a cached answer (the fast paths' `answer`) at once, or in its turn with the reads while a save
   * waits or is being worked on: a cached answer costs little, and waits only so as not to slow a save.
   */
  inTurn(req: http.IncomingMessage, res: http.ServerResponse, answer: () => void): void;
  /** Requests worked on now and waiting, and the places there are now (for the tests). */
  counts(): { working: number; waiting: number; places: number };
}

/** Answers at once: the turn when admission is off. */
const AT_ONCE: Admission['inTurn'] = (_req, _res, answer) => answer();

const admissions = new WeakMap<http.Server, Admission>();

/** The turn the fast paths give their cached answers on `server` (installed after admission). */
export function answerInTurn(server: http.Server): Admission['inTurn'] {
  const admission = admissions.get(server);
  return admission ? admission.inTurn : AT_ONCE;
}

interface Waiting {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  arrived: number;
  save: boolean;
  /** A cached answer's: given in its turn instead of the request going on to the stack. */
  answer?: () => void;
}

/**
 * Puts admission in front of the server's request listener, Strapi's, before the fast paths are put
 * in front of it (in `register`): the requests they cannot answer wait here, and their cached answers
 * take `answerInTurn`. `fewestPlaces` 0 leaves the server as it is; `holdMaxMs` and `adjust` are for the
 * tests.
 *
 * The two lines are plain arrays worked on here rather than a queue library: p-queue cost about
 * 0.1 ms a request (its promises and abort signals), a quarter of what a cached answer costs.
 */
export function installAdmission(
  server: http.Server,
  fewestPlaces: number,
  { holdMaxMs = HOLD_MAX_MS, adjust = true }: { holdMaxMs?: number; adjust?: boolean } = {},
): Admission | undefined {
  if (fewestPlaces <= 0) return undefined;
  let inner: RequestListener;
  const saves: Waiting[] = [];
  const reads: Waiting[] = [];
  let working = 0;
  let savesWorking = 0;
  let limit = fewestPlaces;
  let waitedSinceAdjusting = false;
  let loopBefore = performance.eventLoopUtilization();
  function adjustPlaces(): void {
    const loop = performance.eventLoopUtilization(loopBefore);
    loopBefore = performance.eventLoopUtilization();
    const waited = waitedSinceAdjusting || saves.length > 0 || reads.length > 0;
    waitedSinceAdjusting = false;
    if (waited && loop.utilization < ROOM_BELOW && limit < MOST_PLACES) {
      limit += 1;
      next();
    } else if (loop.utilization > FULL_ABOVE && limit > fewestPlaces) limit -= 1;
  }
  function start(waiting: Waiting, waited: boolean): void {
    const { req, res, arrived, save, answer } = waiting;
    working += 1;
    if (save) savesWorking += 1;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      clearTimeout(timer);
      working -= 1;
      if (save) savesWorking -= 1;
      next();
    };
    const timer = setTimeout(release, holdMaxMs);
    res.once('prefinish', release);
    res.once('close', release);
    if (waited && !res.headersSent) res.setHeader('Server-Timing', `admission;dur=${(performance.now() - arrived).toFixed(1)}`);
    if (answer) answer();
    else inner(req, res);
  }

  function next(): void {
    while (working < limit) {
      const waiting = saves.shift() ?? reads.shift();
      if (!waiting) return;
      waiting.res.off('close', leave);
      start(waiting, true);
    }
  }

  /** A client that goes while its request waits: the request leaves its line. */
  function leave(this: http.ServerResponse): void {
    for (const line of [saves, reads]) {
      const at = line.findIndex((waiting) => waiting.res === this);
      if (at >= 0) line.splice(at, 1);
    }
  }

  function admit(waiting: Waiting): void {
    const lineFormed = savesWorking > 0 || saves.length > 0 || reads.length > 0;
    // Nothing to go ahead of: at once, holding no place.
    if (!waiting.save && !lineFormed) return waiting.answer ? waiting.answer() : inner(waiting.req, waiting.res);
    if (working < limit && !saves.length && !reads.length) return start(waiting, false);
    if (waiting.res.destroyed) return;
    waitedSinceAdjusting = true;
    waiting.res.once('close', leave);
    (waiting.save ? saves : reads).push(waiting);
    next();
  }

  standInFront(server, (listener) => {
    inner = listener;
    return (req: http.IncomingMessage & EarlyBody, res: http.ServerResponse) => {
      const kind = kindOf(req);
      if (kind === 'not held') return inner(req, res);
      if (kind === 'read') return admit({ req, res, arrived: performance.now(), save: false });
      readEarlyBody(req, () => {
        const body = req.earlyBody;
        // A visitor saves nothing: a mutation without a login (a registration, say) waits with the reads.
        const save = Boolean(body && req.headers.authorization && saves.length < MOST_SAVES_AHEAD && isSave(body));
        admit({ req, res, arrived: performance.now(), save });
      });
    };
  });
  if (adjust) {
    const adjusting = setInterval(adjustPlaces, ADJUST_MS);
    adjusting.unref();
    server.once('close', () => clearInterval(adjusting));
  }

  const admission: Admission = {
    inTurn: (req, res, answer) => admit({ req, res, arrived: performance.now(), save: false, answer }),
    counts: () => ({ working, waiting: saves.length + reads.length, places: limit }),
  };
  admissions.set(server, admission);
  return admission;
}
