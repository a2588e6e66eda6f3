/**
 * Admission (src/runtime/admission.ts) on a real HTTP server whose stack is a stand-in that holds
 * each request until the test lets it answer: while a save (a GraphQL mutation with a login, read
 * from the body) is worked on, with one place, the API's requests are worked on one at a time in the
 * order they came, a save ahead of the reads waiting, but no more than MOST_SAVES_AHEAD of them and
 * never a visitor's; with no save about nothing waits; pages, files and the REST routes other than
 * the search never wait; a client that goes while waiting leaves the line; a request that outlasts
 * its hold gives its place back; a GraphQL body still being sent holds no place; each answer that
 * waited says how long; the places grow while the loop has room and shrink when it is full.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ADJUST_MS, HOLD_MAX_MS, MOST_PLACES, MOST_SAVES_AHEAD, installAdmission, isSave } from '../src/runtime/admission';
import type { EarlyBody } from '../src/response-cache/answers';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

interface Reached {
  label: string;
  body: Buffer | null | undefined;
  answer: () => void;
}

/**
 * A server with admission of `limit` places in front of a stack that notes each request (by its
 * X-Label) and answers when told; a place is held for `holdMaxMs` at most (longer than any test but
 * the one about it); the places stay `limit` unless `adjust` (the tests of their adjusting).
 */
async function heldServer(limit: number, { holdMaxMs = 10_000, adjust = false }: { holdMaxMs?: number; adjust?: boolean } = {}) {
  const reached: Reached[] = [];
  const waiters: Array<() => void> = [];
  const server = http.createServer((req: http.IncomingMessage & EarlyBody, res) => {
    reached.push({ label: String(req.headers['x-label']), body: req.earlyBody, answer: () => res.end('ok') });
    waiters.splice(0).forEach((wake) => wake());
  });
  servers.push(server);
  const admission = installAdmission(server, limit, { holdMaxMs, adjust })!;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** Resolves once `count` requests have reached the stack. */
  const reachedCount = async (count: number) => {
    while (reached.length < count) await new Promise<void>((wake) => waiters.push(wake));
  };
  return { reached, reachedCount, base, admission };
}

const readBody = JSON.stringify({ query: 'query Lesson($lesson: ID!) { lesson(documentId: $lesson) { title } }', variables: { lesson: 'x' } });
const saveBody = JSON.stringify({ query: 'mutation Rename($title: String!) { renamePlaylist(title: $title) { title } }', variables: { title: 'y' } });

function send(
  base: string,
  label: string,
  {
    method = 'POST',
    path = '/graphql',
    body = readBody,
    signal,
    login = true,
  }: { method?: string; path?: string; body?: string; signal?: AbortSignal; login?: boolean } = {},
) {
  const withBody = method !== 'GET' && method !== 'HEAD';
  return fetch(`${base}${path}`, {
    method,
    headers: { 'x-label': label, ...(login ? { authorization: 'Bearer a-teacher' } : {}), ...(withBody ? { 'content-type': 'application/json' } : {}) },
    body: withBody ? body : undefined,
    signal,
  });
}

/** A request whose answer the test does not wait for (the server may close its connection at the end). */
function later(answer: Promise<unknown>): void {
  answer.catch(() => undefined);
}

/** Gives the server a few turns to take in what was sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('admission', () => {
  it('while a save is worked on, works on one request at a time in the order they came, a save ahead of the reads waiting; with no save about, nothing waits', async () => {
    const { reached, reachedCount, base, admission } = await heldServer(1);
    const answers = [send(base, 'save 1', { body: saveBody })];
    await reachedCount(1);
    answers.push(send(base, 'read 2', { method: 'GET', path: '/api/search?q=a' }));
    await settle();
    answers.push(send(base, 'read 3'));
    await settle();
    answers.push(send(base, 'save 2', { body: saveBody }));
    await settle();
    expect(admission.counts()).toEqual({ working: 1, waiting: 3, places: 1 });
    expect(reached.map((r) => r.label)).toEqual(['save 1']);
    for (let i = 1; i <= 4; i++) {
      reached[i - 1].answer();
      await reachedCount(Math.min(i + 1, 4));
    }
    expect(reached.map((r) => r.label)).toEqual(['save 1', 'save 2', 'read 2', 'read 3']);
    // The body was read before it waited, and handed on for the stack to parse.
    expect(reached[1].body?.toString()).toBe(saveBody);
    const timings = await Promise.all(answers.map(async (answer) => (await answer).headers.get('server-timing')));
    // The first did not wait, and says nothing; the others say how long they did.
    expect(timings[0]).toBeNull();
    expect(timings.slice(1).every((timing) => /^admission;dur=\d+(\.\d)?$/.test(timing ?? ''))).toBe(true);
    expect(admission.counts()).toEqual({ working: 0, waiting: 0, places: 1 });
    // No save about: reads go on at once, however many, holding no place.
    later(send(base, 'read 4'));
    later(send(base, 'read 5', { method: 'GET', path: '/api/search?q=b' }));
    await reachedCount(6);
    expect(admission.counts()).toEqual({ working: 0, waiting: 0, places: 1 });
  });

  it("puts a visitor's mutation, and a save past the most that may go ahead, with the reads", async () => {
    const { reached, reachedCount, base, admission } = await heldServer(1);
    // Each sent once the last is in line: on a busy machine requests sent together may arrive in any order.
    const inLine = async (count: number) => {
      while (admission.counts().waiting < count) await settle();
    };
    later(send(base, 'save 0', { body: saveBody }));
    await reachedCount(1);
    later(send(base, 'read'));
    await inLine(1);
    later(send(base, 'visitor', { body: saveBody, login: false }));
    await inLine(2);
    for (let i = 1; i <= MOST_SAVES_AHEAD + 1; i++) {
      later(send(base, `save ${i}`, { body: saveBody }));
      await inLine(2 + i);
    }
    for (let i = 1; i <= MOST_SAVES_AHEAD + 3; i++) {
      reached[i - 1].answer();
      await reachedCount(i + 1);
    }
    const saves = Array.from({ length: MOST_SAVES_AHEAD }, (_, i) => `save ${i + 1}`);
    expect(reached.map((r) => r.label)).toEqual(['save 0', ...saves, 'read', 'visitor', `save ${MOST_SAVES_AHEAD + 1}`]);
  });

  it('never holds a page, a file, a REST route other than the search, or a GraphQL request that is not JSON', async () => {
    const { reached, reachedCount, base, admission } = await heldServer(1);
    later(send(base, 'save', { body: saveBody }));
    await reachedCount(1);
    later(send(base, 'read'));
    later(send(base, 'page', { method: 'GET', path: '/lessons/some-lesson' }));
    later(send(base, 'file', { method: 'GET', path: '/uploads/sheet.pdf' }));
    later(send(base, 'login', { path: '/api/auth/local', body: '{}' }));
    later(send(base, 'sign-in', { method: 'GET', path: '/api/sign-in/google/callback?code=x' }));
    later(fetch(`${base}/graphql`, { method: 'POST', headers: { 'x-label': 'multipart', 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--' }));
    await reachedCount(6);
    await settle();
    expect(reached.map((r) => r.label).sort()).toEqual(['file', 'login', 'multipart', 'page', 'save', 'sign-in']);
    expect(admission.counts().waiting).toBe(1);
  });

  it('lets a client that goes while it waits leave the line', async () => {
    const { reached, reachedCount, base, admission } = await heldServer(1);
    later(send(base, 'save', { body: saveBody }));
    await reachedCount(1);
    const leaving = new AbortController();
    const left = send(base, 'leaves', { signal: leaving.signal }).catch(() => 'left');
    await settle();
    later(send(base, 'read'));
    await settle();
    expect(admission.counts().waiting).toBe(2);
    leaving.abort();
    expect(await left).toBe('left');
    await settle();
    expect(admission.counts().waiting).toBe(1);
    reached[0].answer();
    await reachedCount(2);
    await settle();
    expect(reached.map((r) => r.label)).toEqual(['save', 'read']);
  });

  it('gives a place back when a request outlasts its hold, so the line moves on while it runs', async () => {
    const { reached, reachedCount, base, admission } = await heldServer(1, { holdMaxMs: HOLD_MAX_MS });
    later(send(base, 'stuck', { body: saveBody }));
    await reachedCount(1);
    const started = Date.now();
    later(send(base, 'next'));
    await reachedCount(2);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(HOLD_MAX_MS - 10);
    expect(reached.map((r) => r.label)).toEqual(['stuck', 'next']);
    expect(admission.counts()).toEqual({ working: 1, waiting: 0, places: 1 });
  });

  it('holds no place for a GraphQL body still being sent', async () => {
    const { reached, reachedCount, base } = await heldServer(1);
    const { port } = new URL(base);
    const slow = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', authorization: 'Bearer a-teacher', 'x-label': 'slow', 'content-length': Buffer.byteLength(saveBody) },
    });
    slow.on('error', () => undefined);
    slow.write(saveBody.slice(0, 10));
    await settle();
    later(send(base, 'quick', { body: saveBody }));
    await reachedCount(1);
    expect(reached.map((r) => r.label)).toEqual(['quick']);
    slow.end(saveBody.slice(10));
    await settle();
    // Its body whole, the slow save waits its turn behind the quick one.
    expect(reached.length).toBe(1);
    reached[0].answer();
    await reachedCount(2);
    expect(reached[1].body?.toString()).toBe(saveBody);
  });
});

describe('the places', () => {
  /** Keeps this process's event loop busy for `ms`, letting I/O through every 20 ms. */
  const busyFor = (ms: number) =>
    new Promise<void>((done) => {
      const until = performance.now() + ms;
      (function spin() {
        const slice = performance.now() + 20;
        while (performance.now() < slice);
        if (performance.now() < until) setImmediate(spin);
        else done();
      })();
    });

  it('grow while requests wait and the loop has room (the requests worked on wait on something else), and shrink back once it is full', async () => {
    const { reached, reachedCount, base, admission } = await heldServer(1, { adjust: true });
    later(send(base, 'save', { body: saveBody }));
    await reachedCount(1);
    for (let i = 1; i <= 6; i++) later(send(base, `read ${i}`));
    await new Promise((resolve) => setTimeout(resolve, 4.5 * ADJUST_MS));
    // The one request worked on waits on its stack, the loop is idle: a place more each ADJUST_MS.
    const { places } = admission.counts();
    expect(places).toBeGreaterThanOrEqual(3);
    expect(places).toBeLessThanOrEqual(MOST_PLACES);
    expect(reached.length).toBe(places);
    reached.forEach((request) => request.answer());
    await busyFor(12 * ADJUST_MS);
    expect(admission.counts().places).toBe(1);
  });

  it('do not grow while the loop is busy, however many wait', async () => {
    const { reached, reachedCount, base, admission } = await heldServer(1, { adjust: true });
    later(send(base, 'save', { body: saveBody }));
    await reachedCount(1);
    for (let i = 1; i <= 5; i++) later(send(base, `read ${i}`));
    await busyFor(5 * ADJUST_MS);
    expect(admission.counts()).toEqual({ working: 1, waiting: 5, places: 1 });
    expect(reached.length).toBe(1);
    reached[0].answer();
  });
});

describe('a save, as admission reads it', () => {
  const body = (request: unknown) => Buffer.from(JSON.stringify(request));

  it('is a request whose operation is a mutation', () => {
    expect(isSave(body({ query: 'mutation { createPlaylist(data: { title: "a" }) { documentId } }' }))).toBe(true);
    expect(isSave(body({ query: 'query A { lessons { title } } mutation B { deletePlaylist(documentId: "x") { documentId } }', operationName: 'B' }))).toBe(
      true,
    );
  });

  it('is not a read that names a mutation elsewhere, nor what GraphQL would refuse', () => {
    expect(isSave(body({ query: 'query A { lessons { title } } mutation B { deletePlaylist(documentId: "x") { documentId } }', operationName: 'A' }))).toBe(
      false,
    );
    expect(isSave(body({ query: '{ lessons(filters: { title: { eq: "mutation" } }) { title } }' }))).toBe(false);
    expect(isSave(body({ query: 'query { lessons { title } }', variables: { mutation: 'mutation' } }))).toBe(false);
    expect(isSave(body({ query: 'mutation {' }))).toBe(false);
    expect(isSave(Buffer.from('mutation'))).toBe(false);
    expect(isSave(body({ query: `mutation { a } ${' '.repeat(20_000)}` }))).toBe(false);
  });
});
