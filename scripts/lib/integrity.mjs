// The database integrity check (apps/cms/docs/operations.md): what `npm run check-database` runs,
// what a backup runs on its copy, and what the durability tests run after killing the CMS.
//
// - SQLite: PRAGMA integrity_check (pages, b-trees, indexes against their tables) and
//   PRAGMA foreign_key_check (every link table's row refers to rows that exist).
// - PostgreSQL: the amcheck extension's verify_heapam on every table and bt_index_check (with
//   heapallindexed) on every b-tree index; then every foreign key is checked by a query, which also
//   catches rows a constraint no longer guards. The extension is created for the check and dropped
//   again if it was not there before, so the database is left as it was found.
// - Both: the links no database constraint guards, Strapi's polymorphic ones: every `*_cmps` row
//   points at an existing row of its component's table, every `files_related_mph` row at an
//   existing row of its content type or component; every component row belongs to something; and,
//   given an uploads folder, every uploaded file the database lists exists on disk.
import fs from 'node:fs';
import path from 'node:path';
import { cmsDir } from './project.mjs';
import { openSqlite, withPg } from './data-store.mjs';

/** Strapi uid -> table, from the CMS's content-type and component schemas. */
export function modelTables(srcDir = path.join(cmsDir, 'src')) {
  const tables = new Map();
  const apiDir = path.join(srcDir, 'api');
  for (const api of fs.existsSync(apiDir) ? fs.readdirSync(apiDir) : []) {
    const typesDir = path.join(apiDir, api, 'content-types');
    for (const type of fs.existsSync(typesDir) ? fs.readdirSync(typesDir) : []) {
      const schemaFile = path.join(typesDir, type, 'schema.json');
      if (fs.existsSync(schemaFile)) tables.set(`api::${api}.${type}`, JSON.parse(fs.readFileSync(schemaFile, 'utf8')).collectionName);
    }
  }
  const componentsDir = path.join(srcDir, 'components');
  for (const category of fs.existsSync(componentsDir) ? fs.readdirSync(componentsDir) : []) {
    for (const file of fs.readdirSync(path.join(componentsDir, category)).filter((f) => f.endsWith('.json'))) {
      const schema = JSON.parse(fs.readFileSync(path.join(componentsDir, category, file), 'utf8'));
      tables.set(`${category}.${file.replace(/\.json$/, '')}`, schema.collectionName);
    }
  }
  return tables;
}

const quote = (name) => `"${name.replace(/"/g, '""')}"`;

/** Checks no database constraint covers, written once for both databases (`?` placeholders). */
async function polymorphicLinkProblems({ all, tableNames, uploadsDir }) {
  const problems = [];
  const tables = modelTables();
  const existing = new Set(tableNames);
  const tableOf = (uid, where) => {
    const table = tables.get(uid);
    if (!table || !existing.has(table)) {
      problems.push(`${where} refers to ${uid}, which this CMS does not define`);
      return undefined;
    }
    return table;
  };
  const count = async (sql, params = []) => Number((await all(sql, params))[0].n);

  const componentLinks = tableNames.filter((name) => name.endsWith('_cmps'));
  const referencedComponents = new Map(); // component uid -> the link tables that refer to it
  for (const links of componentLinks) {
    for (const { type } of await all(`SELECT DISTINCT component_type AS type FROM ${quote(links)} WHERE component_type IS NOT NULL`)) {
      referencedComponents.set(type, [...(referencedComponents.get(type) ?? []), links]);
      const table = tableOf(type, links);
      if (!table) continue;
      const missing = await count(
        `SELECT count(*) AS n FROM ${quote(links)} l WHERE l.component_type = ? AND NOT EXISTS (SELECT 1 FROM ${quote(table)} c WHERE c.id = l.cmp_id)`,
        [type],
      );
      if (missing) problems.push(`${links}: ${missing} row(s) point at a missing ${type} component`);
    }
  }
  // A component row nothing refers to is a leftover of a write that did not finish as a whole.
  for (const [uid, table] of tables) {
    if (uid.startsWith('api::') || !existing.has(table)) continue;
    const linkTables = referencedComponents.get(uid) ?? [];
    const owned = linkTables.map((links) => `NOT EXISTS (SELECT 1 FROM ${quote(links)} l WHERE l.component_type = ? AND l.cmp_id = c.id)`);
    const orphans = await count(
      `SELECT count(*) AS n FROM ${quote(table)} c${owned.length ? ` WHERE ${owned.join(' AND ')}` : ''}`,
      linkTables.map(() => uid),
    );
    if (orphans) problems.push(`${table}: ${orphans} ${uid} component row(s) belong to nothing`);
  }

  if (existing.has('files_related_mph')) {
    for (const { type } of await all('SELECT DISTINCT related_type AS type FROM files_related_mph WHERE related_type IS NOT NULL')) {
      const table = tableOf(type, 'files_related_mph');
      if (!table) continue;
      const missing = await count(
        `SELECT count(*) AS n FROM files_related_mph l WHERE l.related_type = ? AND NOT EXISTS (SELECT 1 FROM ${quote(table)} t WHERE t.id = l.related_id)`,
        [type],
      );
      if (missing) problems.push(`files_related_mph: ${missing} row(s) attach a file to a missing ${type}`);
    }
  }

  if (uploadsDir && existing.has('files')) {
    const missingFiles = [];
    for (const file of await all("SELECT url, formats FROM files WHERE provider = 'local'")) {
      const formats = typeof file.formats === 'string' ? JSON.parse(file.formats || 'null') : file.formats;
      const urls = [file.url, ...Object.values(formats ?? {}).map((format) => format?.url)].filter(Boolean);
      for (const url of urls) {
        if (!url.startsWith('/uploads/')) continue;
        if (!fs.existsSync(path.join(uploadsDir, decodeURIComponent(url.slice('/uploads/'.length))))) missingFiles.push(url);
      }
    }
    if (missingFiles.length)
      problems.push(
        `${missingFiles.length} uploaded file(s) listed in the database are missing from ${uploadsDir}: ${missingFiles.slice(0, 5).join(', ')}${missingFiles.length > 5 ? ', ...' : ''}`,
      );
  }
  return problems;
}

/**
 * Checks a SQLite database file. Answers { problems, notes }: no problems means it passed.
 * Safe while the CMS runs on it (it only reads).
 */
export async function checkSqlite(file, { uploadsDir } = {}) {
  if (!fs.existsSync(file)) return { problems: [`${file} does not exist`], notes: [] };
  const db = openSqlite(file, { fileMustExist: true });
  try {
    const problems = [];
    const integrity = db.pragma('integrity_check').map((row) => row.integrity_check);
    if (integrity.join() !== 'ok') problems.push(...integrity.map((line) => `integrity_check: ${line}`));
    const badRows = new Map(); // 'table\tparent' -> rowids (Strapi declares some constraints twice)
    for (const row of db.pragma('foreign_key_check')) {
      const link = `${row.table}\t${row.parent}`;
      badRows.set(link, (badRows.get(link) ?? new Set()).add(row.rowid));
    }
    for (const [link, rows] of badRows) {
      const [table, parent] = link.split('\t');
      problems.push(`${table}: ${rows.size} row(s) refer to missing ${parent} rows (foreign_key_check)`);
    }
    const tableNames = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) => row.name);
    problems.push(...(await polymorphicLinkProblems({ all: async (sql, params = []) => db.prepare(sql).all(...params), tableNames, uploadsDir })));
    const notes = [
      `SQLite ${db.prepare('SELECT sqlite_version() AS v').get().v}, journal_mode=${db.pragma('journal_mode', { simple: true })}, ${tableNames.length} tables`,
    ];
    return { problems, notes };
  } finally {
    db.close();
  }
}

/** Checks the PostgreSQL database a URL names. Answers { problems, notes }. Safe while the CMS runs. */
export async function checkPostgres(connectionString, { uploadsDir } = {}) {
  return withPg(connectionString, async (client) => {
    const problems = [];
    const notes = [];
    const all = async (sql, params = []) => {
      let n = 0;
      return (
        await client.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows;
    };
    const tableNames = (await all('SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()')).map((row) => row.name);

    const hadAmcheck = (await all("SELECT 1 FROM pg_extension WHERE extname = 'amcheck'")).length > 0;
    let amcheck = hadAmcheck;
    if (!hadAmcheck) {
      try {
        await client.query('CREATE EXTENSION amcheck');
        amcheck = true;
      } catch (error) {
        notes.push(`amcheck is not available (${error.message}): tables and indexes were not verified page by page`);
      }
    }
    if (amcheck) {
      try {
        const indexes = await all(
          `SELECT c.oid::regclass::text AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
           JOIN pg_namespace n ON n.oid = c.relnamespace WHERE am.amname = 'btree' AND n.nspname = current_schema() AND c.relpersistence <> 't' AND i.indisvalid`,
        );
        for (const { name } of indexes) {
          try {
            await client.query('SELECT bt_index_check($1::regclass, true)', [name]);
          } catch (error) {
            problems.push(`bt_index_check(${name}): ${error.message}`);
          }
        }
        for (const table of tableNames) {
          const { rows } = await client.query('SELECT blkno, offnum, msg FROM verify_heapam($1::regclass)', [quote(table)]);
          for (const row of rows.slice(0, 5)) problems.push(`verify_heapam(${table}): block ${row.blkno}, item ${row.offnum}: ${row.msg}`);
        }
        notes.push(`amcheck: ${indexes.length} b-tree indexes and ${tableNames.length} tables verified`);
      } finally {
        if (!hadAmcheck) await client.query('DROP EXTENSION IF EXISTS amcheck');
      }
    }

    const foreignKeys = await all(
      `SELECT con.conname AS name, child.relname AS child, parent.relname AS parent,
              (SELECT array_agg(a.attname ORDER BY k.ord) FROM unnest(con.conkey) WITH ORDINALITY k(attnum, ord) JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum) AS child_columns,
              (SELECT array_agg(a.attname ORDER BY k.ord) FROM unnest(con.confkey) WITH ORDINALITY k(attnum, ord) JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.attnum) AS parent_columns
       FROM pg_constraint con JOIN pg_class child ON child.oid = con.conrelid JOIN pg_class parent ON parent.oid = con.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace WHERE con.contype = 'f' AND n.nspname = current_schema()`,
    );
    for (const fk of foreignKeys) {
      const childColumns = pgArray(fk.child_columns);
      const parentColumns = pgArray(fk.parent_columns);
      const present = childColumns.map((column) => `c.${quote(column)} IS NOT NULL`).join(' AND ');
      const matches = childColumns.map((column, i) => `p.${quote(parentColumns[i])} = c.${quote(column)}`).join(' AND ');
      const [{ n }] = await all(
        `SELECT count(*) AS n FROM ${quote(fk.child)} c WHERE ${present} AND NOT EXISTS (SELECT 1 FROM ${quote(fk.parent)} p WHERE ${matches})`,
      );
      if (Number(n)) problems.push(`${fk.child}: ${n} row(s) refer to missing ${fk.parent} rows (foreign key ${fk.name})`);
    }
    notes.push(`${foreignKeys.length} foreign keys checked row by row`);

    problems.push(...(await polymorphicLinkProblems({ all, tableNames, uploadsDir })));
    const [{ synchronous_commit: synchronousCommit }] = await all('SHOW synchronous_commit');
    const [{ fsync }] = await all('SHOW fsync');
    notes.unshift(
      `PostgreSQL ${(await all('SHOW server_version'))[0].server_version}, synchronous_commit=${synchronousCommit}, fsync=${fsync}, ${tableNames.length} tables`,
    );
    if (synchronousCommit === 'off' || fsync === 'off')
      notes.push('WARNING: with synchronous_commit or fsync off, the server may lose acknowledged commits in a crash');
    return { problems, notes };
  });
}

/** node-postgres answers name[] columns as arrays, or as '{a,b}' text in some setups. */
function pgArray(value) {
  return Array.isArray(value)
    ? value
    : String(value)
        .replace(/^\{|\}$/g, '')
        .split(',');
}

/** Checks the database of a data folder: PostgreSQL when `databaseUrl` is given, else its SQLite file. */
export function checkDatabase({ databaseUrl, database, uploadsDir }) {
  return databaseUrl ? checkPostgres(databaseUrl, { uploadsDir }) : checkSqlite(database, { uploadsDir });
}
