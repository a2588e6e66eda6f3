// Search (issue 39; docs/search.md): at the demo ×1, ×10 and ×100 (bench/growth's scales, each a
// fresh data folder grown by growth-generator.mjs):
// 1. The engines compared on the same documents (search-engines.mjs, in one process): MiniSearch
//    (what the CMS uses), SQLite FTS5 and PostgreSQL tsvector + pg_trgm: build time, memory, query
//    and suggestion p50/p99, and what each finds for typed words and typos.
// 2. The product under load: autocannon, BENCH_SEARCH_CONNECTIONS (default 50) connections for
//    BENCH_SEARCH_SECONDS (default 10) each, against GET /api/search as a visitor and as a
//    subscriber, the GraphQL `search` as a subscriber, and GET /api/search/suggestions.
//    Goal: search p99 under 50 ms at ×100 with 50 connections; suggestions well under 100 ms.
// BENCH_SEARCH_SCALES (default 1,10,100) picks the scales.
import { runCmsScript } from './cms-script.mjs';
import { load, summary } from './api-load.mjs';
import { login } from './demo.mjs';
import { atEachScale } from './growth.mjs';
import { startProduct } from './product.mjs';

const SCALES = (process.env.BENCH_SEARCH_SCALES ?? '1,10,100').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 50);

const compareEngines = (dataDir) => runCmsScript('search-engines.mjs', { dataDir, nodeOptions: ['--expose-gc'], what: 'the engine comparison' });

const QUERY = 'body percussion';
const SEARCH_GRAPHQL = JSON.stringify({
  query: 'query($q: String!) { search(query: $q) { total groups { kind results { url title { text match } excerpt { text match } } } } }',
  variables: { q: QUERY },
});

/**
 * Words teachers type, the demo's own (growth copies keep them): with each other, misspelt (a letter
 * left out) and cut short, they make a few thousand distinct searches.
 */
const TEACHING_WORDS = (
  'rhythm pulse beat percussion drum drums singing song songs sing voice listening listen composing compose ' +
  'melody pitch tempo dynamics timbre texture structure notation ostinato warm-up warm up call response ' +
  'body percussion clapping chant round lullaby march waltz orchestra strings brass woodwind violin cello ' +
  'trumpet flute improvise graphic score loud quiet fast slow high low colour color sea waves animals'
).split(' ');

export function distinctQueries() {
  const words = [...new Set(TEACHING_WORDS)];
  const typo = (word) => (word.length > 4 ? word.slice(0, 2) + word.slice(3) : word);
  const queries = new Set();
  for (const a of words) {
    queries.add(a);
    queries.add(typo(a));
    queries.add(a.slice(0, Math.max(2, a.length - 2)));
    for (const b of words) if (a !== b) queries.add(`${a} ${b}`);
  }
  return [...queries];
}

/**
 * Each request's query: in turn through every distinct query (`cycle`: more than the index keeps
 * answers for, so every search is worked out afresh), or drawn as searches are typed (`zipf`: the
 * n-th most common query asked 1/n as often as the first, Zipf's law of word and query frequency).
 */
function querySequence(queries, mix) {
  let next = 0;
  if (mix === 'cycle') return () => queries[next++ % queries.length];
  const weights = queries.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const cumulative = [];
  weights.reduce((sum, w, i) => (cumulative[i] = sum + w / total), 0);
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return () => {
    const r = random();
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] < r) low = mid + 1;
      else high = mid;
    }
    return queries[low];
  };
}

async function underLoad(baseUrl) {
  const { jwt } = await login(baseUrl);
  const subscriber = { Authorization: `Bearer ${jwt}` };
  /** One load run; errors (failures, timeouts, answers other than 2xx) are counted by kind, not thrown. */
  const run = async (options) => {
    const raw = await load({ connections: CONNECTIONS, duration: SECONDS, ...options });
    const codes = Object.entries(raw.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${count}×${code}`);
    const failed = [
      raw.timeouts ? `${raw.timeouts} timeouts` : '',
      raw.errors - raw.timeouts > 0 ? `${raw.errors - raw.timeouts} failures` : '',
      ...codes,
    ].filter(Boolean);
    return { ...summary(raw), failed: failed.join(', ') || 'none' };
  };
  const q = encodeURIComponent(QUERY);
  // The first search of a process waits for the index's first build: not part of the load.
  await fetch(`${baseUrl}/api/search?q=${q}`);
  return {
    visitor: await run({ url: `${baseUrl}/api/search?q=${q}` }),
    subscriber: await run({ url: `${baseUrl}/api/search?q=${q}`, headers: subscriber }),
    graphql: await run({ url: `${baseUrl}/graphql`, method: 'POST', headers: { ...subscriber, 'Content-Type': 'application/json' }, body: SEARCH_GRAPHQL }),
    suggestions: await run({ url: `${baseUrl}/api/search/suggestions?q=perc` }),
    cycleRest: await mixedRun(baseUrl, subscriber, run, 'cycle', false),
    cycleGraphql: await mixedRun(baseUrl, subscriber, run, 'cycle', true),
    zipfRest: await mixedRun(baseUrl, subscriber, run, 'zipf', false),
    zipfGraphql: await mixedRun(baseUrl, subscriber, run, 'zipf', true),
  };
}

/** The subscriber's search under load with a different query each request (REST or GraphQL). */
function mixedRun(baseUrl, subscriber, run, mix, graphql) {
  const nextQuery = querySequence(distinctQueries(), mix);
  const setupRequest = graphql
    ? (request) => ({ ...request, body: JSON.stringify({ query: JSON.parse(SEARCH_GRAPHQL).query, variables: { q: nextQuery() } }) })
    : (request) => ({ ...request, path: `/api/search?q=${encodeURIComponent(nextQuery())}` });
  return run({
    url: graphql ? `${baseUrl}/graphql` : `${baseUrl}/api/search`,
    requests: [{ method: graphql ? 'POST' : 'GET', headers: graphql ? { ...subscriber, 'Content-Type': 'application/json' } : subscriber, setupRequest }],
  });
}

const r1 = (n) => (n === undefined ? '–' : Math.round(n * 10) / 10);
const ENGINE_NAMES = { minisearch: 'MiniSearch (in process)', sqliteFts5: 'SQLite FTS5', postgresTsvector: 'PostgreSQL tsvector + pg_trgm' };

export const searchBenchmark = {
  title: 'Search: the engines compared, and the search under load, at the demo ×1, ×10 and ×100',
  ownsProduct: true,
  async run({ log }) {
    const rows = await atEachScale(SCALES, 'search', log, async ({ scale, dataDir }) => {
      log(`  ×${scale}: comparing the engines`);
      const engines = await compareEngines(dataDir);
      log(`  ×${scale}: the product under load`);
      const product = await startProduct({ dataDir, keepData: true });
      try {
        return { scale, engines, load: await underLoad(product.baseUrl) };
      } finally {
        await product.stop();
      }
    });
    const engineRows = rows.flatMap(({ scale, engines }) =>
      Object.entries(engines.engines).map(([name, e]) =>
        e.skipped
          ? `| ×${scale} | ${engines.documents} | ${ENGINE_NAMES[name]} | skipped: ${e.skipped} | | | | | |`
          : `| ×${scale} | ${engines.documents} | ${ENGINE_NAMES[name]} | ${e.buildMs}${name === 'minisearch' ? ` (+ ${engines.readMs} reading)` : ''} | ${r1(e.memoryMb)} | ${r1(e.visitor.p50)} / ${r1(e.visitor.p99)} | ${r1(e.subscriber.p50)} / ${r1(e.subscriber.p99)} | ${r1(e.suggestions.p50)} / ${r1(e.suggestions.p99)} | ${Object.entries(
              e.subscriber.found,
            )
              .map(([query, n]) => `${query}: ${n}`)
              .join(', ')} |`,
      ),
    );
    const mixRows = rows.map(
      ({ scale, load: l }) =>
        `| ×${scale} | ${['cycleRest', 'cycleGraphql', 'zipfRest', 'zipfGraphql'].map((run) => `${l[run].rps} req/s, ${l[run].p50} / ${l[run].p99}`).join(' | ')} | ${['cycleRest', 'cycleGraphql', 'zipfRest', 'zipfGraphql'].map((run) => `${run}: ${l[run].failed}`).join('; ')} |`,
    );
    const loadRows = rows.map(
      ({ scale, load: l }) =>
        `| ×${scale} | ${l.visitor.rps} | ${l.visitor.p50} / ${l.visitor.p99} | ${l.subscriber.p50} / ${l.subscriber.p99} | ${l.graphql.p50} / ${l.graphql.p99} | ${l.suggestions.rps} | ${l.suggestions.p50} / ${l.suggestions.p99} | ${['visitor', 'subscriber', 'graphql', 'suggestions'].map((run) => `${run}: ${l[run].failed}`).join('; ')} |`,
    );
    return [
      `## ${this.title}`,
      '',
      "Each scale is a fresh data folder grown as for the growth benchmark. The engines are compared in one process on the same documents (the CMS's own catalogue reader), each query 30 times after a warm-up: build time, memory (MiniSearch: heap after a collection; FTS5: its in-memory database; PostgreSQL: the database's size on disk), p50 / p99 of one query in ms for the queries below as a visitor (public fields) and a subscriber (all fields), and of suggestions. 'Found' is how many pages each engine finds for each query as a subscriber: 'rythm' and 'percusion' are typos. Then the product (`npm start` on that folder) under load, autocannon with " +
        `${CONNECTIONS} connections for ${SECONDS} s each: \`GET /api/search?q=${QUERY}\` as a visitor and a subscriber, the GraphQL \`search\` as a subscriber, and \`GET /api/search/suggestions?q=perc\`. Goal: p99 under 50 ms at ×100 with 50 connections.`,
      '',
      '| Scale | Pages | Engine | Build (ms) | Memory (MB) | Visitor query p50 / p99 (ms) | Subscriber query p50 / p99 (ms) | Suggestion p50 / p99 (ms) | Found |',
      '|---|---|---|---|---|---|---|---|---|',
      ...engineRows,
      '',
      '| Scale | Search, visitor (req/s) | p50 / p99 (ms) | Search, subscriber p50 / p99 (ms) | GraphQL search, subscriber p50 / p99 (ms) | Suggestions (req/s) | p50 / p99 (ms) | Errors |',
      '|---|---|---|---|---|---|---|---|',
      ...loadRows,
      '',
      `The same as a subscriber with a different search each request, from ${distinctQueries().length} distinct searches made of the demo's teaching words (alone, in pairs, misspelt, cut short): in turn through all of them (more than the index keeps answers for, so each is worked out afresh), and drawn as real searches are typed (Zipf: the n-th most common asked 1/n as often as the first). Requests/s, p50 / p99 in ms.`,
      '',
      '| Scale | Every search new, REST | Every search new, GraphQL | As typed (Zipf), REST | As typed (Zipf), GraphQL | Errors |',
      '|---|---|---|---|---|---|',
      ...mixRows,
      '',
    ].join('\n');
  },
};
