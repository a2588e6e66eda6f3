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
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cmsDir, root } from '../scripts/lib/project.mjs';
import { load, summary } from './api-load.mjs';
import { login } from './demo.mjs';
import { generate } from './growth.mjs';
import { startProduct } from './product.mjs';

const SCALES = (process.env.BENCH_SEARCH_SCALES ?? '1,10,100').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 50);

function compareEngines(dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', path.join(root, 'bench', 'search-engines.mjs')], {
      cwd: cmsDir,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output.trim().split('\n').at(-1))) : reject(new Error(`the engine comparison stopped with code ${code}`)),
    );
  });
}

const QUERY = 'body percussion';
const SEARCH_GRAPHQL = JSON.stringify({
  query: 'query($q: String!) { search(query: $q) { total groups { kind results { url title { text match } excerpt { text match } } } } }',
  variables: { q: QUERY },
});

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
  };
}

const r1 = (n) => (n === undefined ? '–' : Math.round(n * 10) / 10);
const ENGINE_NAMES = { minisearch: 'MiniSearch (in process)', sqliteFts5: 'SQLite FTS5', postgresTsvector: 'PostgreSQL tsvector + pg_trgm' };

export const searchBenchmark = {
  title: 'Search: the engines compared, and the search under load, at the demo ×1, ×10 and ×100',
  ownsProduct: true,
  async run({ log }) {
    const rows = [];
    for (const scale of SCALES) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-search-${scale}-`));
      try {
        log(`  ×${scale}: generating`);
        await generate(scale, dataDir);
        log(`  ×${scale}: comparing the engines`);
        const engines = await compareEngines(dataDir);
        log(`  ×${scale}: the product under load`);
        const product = await startProduct({ dataDir, keepData: true });
        try {
          rows.push({ scale, engines, load: await underLoad(product.baseUrl) });
        } finally {
          await product.stop();
        }
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
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
    ].join('\n');
  },
};
