/** Which GraphQL requests the response cache may answer, and under which key (docs/response-cache.md). */
import { describe, expect, it } from 'vitest';
import { cacheKey, stableJson } from '../src/response-cache/cacheable';
import { etagOf, ResponseCache } from '../src/response-cache/response-cache';
import { OUR_ROOT_QUERIES } from '../src/response-cache/catalogue-fields';
import fs from 'node:fs';
import path from 'node:path';

const ROOTS = new Set(['programmes', 'programme', 'audiences', 'homePage']);
const key = (query: string, bucket = 'public', extra: Record<string, unknown> = {}) => cacheKey({ query, ...extra }, bucket, ROOTS);

describe('cacheable requests', () => {
  it('are queries whose every root field reads catalogue content', () => {
    expect(key('{ programmes { title } audiences { title } }')).toEqual(expect.any(String));
    expect(key('query Home { __typename homePage { title } }')).toEqual(expect.any(String));
  });

  it('exclude mutations, the caller’s own data, and anything the rules cannot read', () => {
    expect(key('mutation { createPlaylist(title: "x") { documentId } }')).toBeNull();
    expect(key('{ me { id } }')).toBeNull();
    expect(key('{ programmes { title } me { id } }'), 'one root field is the caller’s').toBeNull();
    expect(key('{ playlists { title } }')).toBeNull();
    expect(key('{ ...Roots } fragment Roots on Query { programmes { title } }'), 'a fragment at the root').toBeNull();
    expect(key('{ programmes { title ')).toBeNull();
    expect(cacheKey({ query: 42 }, 'public', ROOTS)).toBeNull();
    expect(key('query A { programmes { title } } query B { me { id } }'), 'two operations and no name').toBeNull();
    expect(key('query A { programmes { title } } query B { me { id } }', 'public', { operationName: 'B' })).toBeNull();
    expect(key('query A { programmes { title } } query B { me { id } }', 'public', { operationName: 'A' })).toEqual(expect.any(String));
  });

  it('exclude a query selecting a field whose answer is the caller’s own, at any depth', () => {
    expect(key('{ programmes { title at_home_link_id } }')).toBeNull();
    expect(key('{ programmes { ...P } } fragment P on Programme { at_home_link_id }')).toBeNull();
  });

  it('are keyed by role, query and variables (in any order)', () => {
    const query = 'query ($slug: String) { programmes(filters: { slug: { eq: $slug } }) { title } }';
    expect(key(query, 'public')).not.toEqual(key(query, 'active_subscriber'));
    expect(key(query, 'public', { variables: { slug: 'a' } })).not.toEqual(key(query, 'public', { variables: { slug: 'b' } }));
    expect(stableJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"e":3,"f":2}]},"b":1}');
    expect(cacheKey({ query, variables: { a: 1, b: 2 } }, 'public', ROOTS)).toEqual(cacheKey({ query, variables: { b: 2, a: 1 } }, 'public', ROOTS));
  });
});

describe('the cache', () => {
  it('does not keep an answer computed before an invalidation', () => {
    const cache = new ResponseCache({ ttlSeconds: 60 });
    const answer = { body: '{"data":{}}', etag: etagOf('{"data":{}}') };
    const generation = cache.generation;
    cache.clear();
    expect(cache.set('k', answer, generation)).toBeUndefined();
    expect(cache.get('k')).toBeUndefined();
    expect(cache.set('k', answer, cache.generation)?.etag).toMatch(/^W\/".+"$/);
    expect(cache.get('k')?.body).toBe('{"data":{}}');
  });

  it('computes an answer once for the callers asking while it is computed', async () => {
    const cache = new ResponseCache({ ttlSeconds: 60 });
    let computations = 0;
    let finish: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    const first = cache.compute('k', async () => {
      computations += 1;
      await slow;
      return { body: '{"data":{"n":1}}', etag: etagOf('{"data":{"n":1}}') };
    });
    const waiting = Array.from({ length: 5 }, () => cache.pending('k'));
    expect(waiting.every(Boolean)).toBe(true);
    expect(cache.pending('other key')).toBeUndefined();
    finish();
    expect((await first)?.body).toBe('{"data":{"n":1}}');
    for (const answer of await Promise.all(waiting)) expect(answer?.body).toBe('{"data":{"n":1}}');
    expect(computations).toBe(1);
    expect(cache.pending('k'), 'nothing under way once it is kept').toBeUndefined();
  });

  it('gives nothing to wait for once emptied: an answer computed before is neither kept nor shared', async () => {
    const cache = new ResponseCache({ ttlSeconds: 60 });
    let finish: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    const stale = cache.compute('k', async () => {
      await slow;
      return { body: '{"data":{"old":true}}', etag: '' };
    });
    const waitedBefore = cache.pending('k');
    cache.clear();
    expect(cache.pending('k'), 'a request after the change computes afresh').toBeUndefined();
    finish();
    expect(await stale).toBeUndefined();
    expect(await waitedBefore, 'a request that waited computes its own').toBeUndefined();
    expect(cache.get('k')).toBeUndefined();
  });

  it('shares no refusal: an answer not to be kept leaves each waiting caller to compute its own', async () => {
    const cache = new ResponseCache({ ttlSeconds: 60 });
    const refused = cache.compute('k', async () => undefined);
    const waiting = cache.pending('k');
    expect(await refused).toBeUndefined();
    expect(await waiting).toBeUndefined();
    const failed = cache.compute('k', async () => {
      throw new Error('the database went away');
    });
    const waitingOnFailure = cache.pending('k');
    await expect(failed).rejects.toThrow('the database went away');
    expect(await waitingOnFailure).toBeUndefined();
  });

  it('keeps within its memory bound, dropping the least recently used', () => {
    const cache = new ResponseCache({ ttlSeconds: 60, maxBytes: 10_000 });
    for (let n = 0; n < 50; n += 1) cache.set(`k${n}`, { body: 'x'.repeat(1000), etag: '' }, cache.generation);
    expect(cache.size).toBeLessThanOrEqual(6);
    expect(cache.get('k49')).toBeDefined();
    expect(cache.get('k0')).toBeUndefined();
  });
});

describe('our own root queries', () => {
  it('are all known to the cache, which never answers them', () => {
    // Our schema extensions: the shared ones in src/graphql, each feature's in src/api/<type>/graphql.ts.
    const src = path.join(__dirname, '..', 'src');
    const files = [
      ...fs.readdirSync(path.join(src, 'graphql')).map((file) => path.join(src, 'graphql', file)),
      ...fs.readdirSync(path.join(src, 'api')).map((api) => path.join(src, 'api', api, 'graphql.ts')),
    ].filter((file) => fs.existsSync(file));
    const defined = files.flatMap((file) => {
      const source = fs.readFileSync(file, 'utf8');
      return [...source.matchAll(/type: 'Query'/g)].flatMap((match) => {
        const rest = source.slice(match.index! + match[0].length);
        const ends = ['nexus.extendType', 'nexus.objectType', 'resolversConfig', "type: 'Mutation'"]
          .map((marker) => rest.indexOf(marker))
          .filter((at) => at >= 0);
        const block = rest.slice(0, ends.length ? Math.min(...ends) : rest.length);
        return [...block.matchAll(/t(?:\.\w+)*\.field\('(\w+)'/g)].map((field) => field[1]);
      });
    });
    expect(defined.length).toBeGreaterThanOrEqual(7);
    expect(defined.filter((name) => !OUR_ROOT_QUERIES.has(name))).toEqual([]);
  });
});
