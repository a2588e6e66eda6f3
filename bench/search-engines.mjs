// The search engines compared on one catalogue (for bench/search.mjs; docs/search.md, "Choosing the
// engine"): loads the CMS on DATA_DIR, reads the documents the search indexes (the CMS's own
// catalogue reader), then builds and queries each engine on exactly those documents, in this process:
// - MiniSearch, as the CMS uses it (apps/cms/src/api/search/search-index.ts);
// - SQLite FTS5 (porter stemmer, diacritics folded, prefix indexes), in memory;
// - PostgreSQL tsvector ('english' configuration) with a GIN index, and pg_trgm correcting each
//   word from the catalogue's vocabulary first (for typos), on a throw-away database, when one answers.
// Prints one JSON line: build time and memory, query and suggestion p50/p99, and how many results
// each engine finds for each query (0 for a typo shows an engine that cannot forgive one).
//   DATA_DIR=... node --expose-gc bench/search-engines.mjs
import path from 'node:path';
import { createRequire } from 'node:module';
import { cmsDir } from '../scripts/lib/project.mjs';
import { loadCms } from './cms-script.mjs';

const require = createRequire(path.join(cmsDir, 'package.json'));
const dist = (file) => require(path.join(cmsDir, 'dist', 'src', 'api', 'search', file));

export const QUERIES = [
  'rhythm',
  'rythm',
  'percusion',
  'singing',
  'drums',
  'body percussion',
  'pulse band',
  'colour',
  'listening to the waves',
  'composing motifs',
];
export const SUGGESTIONS = ['rh', 'rhy', 'perc', 'sin', 'dru', 'pulse b', 'compo', 'list'];
const REPEATS = 30;

const gc = () => globalThis.gc?.();
const heapMb = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};
const round = (n) => Math.round(n * 100) / 100;

function percentiles(times) {
  times.sort((a, b) => a - b);
  return { p50: round(times[Math.floor(times.length / 2)]), p99: round(times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]) };
}

async function timeAll(inputs, run) {
  const times = [];
  const found = {};
  for (const input of inputs) await run(input); // warm
  for (let n = 0; n < REPEATS; n += 1) {
    for (const input of inputs) {
      const started = performance.now();
      found[input] = await run(input);
      times.push(performance.now() - started);
    }
  }
  return { ...percentiles(times), found };
}

async function readDocuments() {
  const strapi = await loadCms();
  try {
    const started = performance.now();
    const { documents, lists } = await dist('services/catalogue-documents.js').catalogueDocuments(strapi);
    return { documents, lists, readMs: Math.round(performance.now() - started) };
  } finally {
    await strapi.destroy();
  }
}

function miniSearch(documents, lists) {
  const { SearchIndex } = dist('search-index.js');
  const before = heapMb();
  const started = performance.now();
  const index = new SearchIndex(documents, lists);
  const buildMs = performance.now() - started;
  const memoryMb = heapMb() - before;
  return {
    buildMs: Math.round(buildMs),
    memoryMb: round(memoryMb),
    search: (query, access) => index.search(query, access).total,
    suggest: (query) => index.suggest(query, 'public').length,
    keep: index,
  };
}

/** FTS5's query syntax: each word quoted, the last a prefix. */
const ftsQuery = (query) => {
  const words = query.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.map((word, i) => `"${word}"${i === words.length - 1 ? '*' : ''}`).join(' ');
};

function sqliteFts(documents) {
  const Database = require('better-sqlite3');
  const db = new Database(':memory:');
  const started = performance.now();
  db.exec(
    "CREATE VIRTUAL TABLE docs USING fts5(title, context, public_text, gated_text, kind UNINDEXED, tokenize='porter unicode61 remove_diacritics 2', prefix='2 3')",
  );
  const insert = db.prepare('INSERT INTO docs (title, context, public_text, gated_text, kind) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const d of documents) insert.run(d.title, d.context, d.publicText, d.gatedText, d.kind);
  })();
  const buildMs = performance.now() - started;
  const pages = db.pragma('page_count', { simple: true });
  const pageSize = db.pragma('page_size', { simple: true });
  const publicSearch = db.prepare('SELECT rowid FROM docs WHERE docs MATCH ? ORDER BY bm25(docs, 8, 0.5, 1, 0) LIMIT 200');
  const subscriberSearch = db.prepare('SELECT rowid FROM docs WHERE docs MATCH ? ORDER BY bm25(docs, 8, 0.5, 1, 1) LIMIT 200');
  const suggest = db.prepare('SELECT rowid FROM docs WHERE docs MATCH ? ORDER BY bm25(docs, 1, 0, 0, 0) LIMIT 8');
  return {
    buildMs: Math.round(buildMs),
    memoryMb: round((pages * pageSize) / 2 ** 20),
    search: (query, access) =>
      (access === 'subscriber' ? subscriberSearch : publicSearch).all(
        access === 'subscriber' ? ftsQuery(query) : `{title context public_text}: (${ftsQuery(query)})`,
      ).length,
    suggest: (query) => suggest.all(`title: (${ftsQuery(query)})`).length,
  };
}

async function postgres(documents) {
  const { Client } = require('pg');
  const server = process.env.BENCH_SEARCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new Client({ connectionString: server, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `no PostgreSQL at ${new URL(server).host}: ${error.message}` };
  }
  const name = `bench_search_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const db = new Client({ connectionString: url.toString() });
  await db.connect();
  try {
    const started = performance.now();
    await db.query('CREATE EXTENSION pg_trgm; CREATE EXTENSION unaccent');
    await db.query(`CREATE TABLE docs (id serial PRIMARY KEY, kind text, title text, context text, public_text text, gated_text text,
      public_tsv tsvector, all_tsv tsvector)`);
    for (let start = 0; start < documents.length; start += 500) {
      const batch = documents.slice(start, start + 500);
      const values = batch.map((_, i) => `($${i * 5 + 1}, $${i * 5 + 2}, $${i * 5 + 3}, $${i * 5 + 4}, $${i * 5 + 5})`).join(',');
      await db.query(
        `INSERT INTO docs (kind, title, context, public_text, gated_text) VALUES ${values}`,
        batch.flatMap((d) => [d.kind, d.title, d.context, d.publicText, d.gatedText]),
      );
    }
    await db.query(`UPDATE docs SET
      public_tsv = setweight(to_tsvector('english', unaccent(title)), 'A') || setweight(to_tsvector('english', unaccent(context)), 'C') || setweight(to_tsvector('english', unaccent(public_text)), 'B'),
      all_tsv = setweight(to_tsvector('english', unaccent(title)), 'A') || setweight(to_tsvector('english', unaccent(context)), 'C') || setweight(to_tsvector('english', unaccent(public_text || ' ' || gated_text)), 'B')`);
    await db.query('CREATE INDEX docs_public ON docs USING gin (public_tsv); CREATE INDEX docs_all ON docs USING gin (all_tsv)');
    await db.query(
      `CREATE TABLE words AS SELECT word FROM ts_stat('SELECT to_tsvector(''simple'', unaccent(title || '' '' || public_text || '' '' || gated_text)) FROM docs')`,
    );
    await db.query('CREATE INDEX words_trgm ON words USING gin (word gin_trgm_ops); ANALYZE');
    const buildMs = performance.now() - started;
    const size = (await db.query('SELECT pg_database_size(current_database()) AS bytes')).rows[0].bytes;
    const tsquery = `(SELECT string_agg(quote_literal(w) || ':*', ' & ') FROM unnest($1::text[]) AS w)`;
    const words = (query) => query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    // Each word replaced by the closest word of the catalogue (pg_trgm), then searched as a prefix.
    const corrected = async (query) =>
      Promise.all(
        words(query).map(async (word) => (await db.query('SELECT word FROM words WHERE word % $1 ORDER BY word <-> $1 LIMIT 1', [word])).rows[0]?.word ?? word),
      );
    const search = async (query, access) => {
      const column = access === 'subscriber' ? 'all_tsv' : 'public_tsv';
      const { rows } = await db.query(
        `SELECT id FROM docs WHERE ${column} @@ to_tsquery('english', ${tsquery}) ORDER BY ts_rank(${column}, to_tsquery('english', ${tsquery})) DESC LIMIT 200`,
        [await corrected(query)],
      );
      return rows.length;
    };
    const suggest = async (query) =>
      (await db.query(`SELECT id FROM docs WHERE title ILIKE '%' || $1 || '%' ORDER BY similarity(title, $1) DESC LIMIT 8`, [query])).rows.length;
    return { buildMs: Math.round(buildMs), memoryMb: round(Number(size) / 2 ** 20), search, suggest, close: () => db.end() };
  } catch (error) {
    await db.end();
    throw error;
  }
}

async function measureEngine(engine) {
  if (engine.skipped) return engine;
  return {
    buildMs: engine.buildMs,
    memoryMb: engine.memoryMb,
    visitor: await timeAll(QUERIES, (query) => engine.search(query, 'public')),
    subscriber: await timeAll(QUERIES, (query) => engine.search(query, 'subscriber')),
    suggestions: await timeAll(SUGGESTIONS, (query) => engine.suggest(query)),
  };
}

const { documents, lists, readMs } = await readDocuments();
const result = { documents: documents.length, readMs, engines: {} };
result.engines.minisearch = await measureEngine(miniSearch(documents, lists));
result.engines.sqliteFts5 = await measureEngine(sqliteFts(documents));
const pg = await postgres(documents);
try {
  result.engines.postgresTsvector = await measureEngine(pg);
} finally {
  if (pg.close) {
    await pg.close();
    const { Client } = require('pg');
    const admin = new Client({ connectionString: process.env.BENCH_SEARCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS bench_search_${process.pid}`);
    await admin.end();
  }
}
console.log(JSON.stringify(result));
process.exit(0);
