/**
 * Relation reads batched. Strapi's GraphQL plugin resolves every relation, media field, component
 * and dynamic zone of every object in an answer with `strapi.db.query(uid).load(parent, field,
 * query)`, and Strapi's load reads that one parent with that one field populated: two or more
 * statements per object per field. The biggest demo lesson in lesson mode (its activities, their
 * slideshows, every slide's images, sounds, videos and cards) took 336 statements.
 *
 * GraphQL resolves the fields of a list's objects together, so the loads of one model that start in
 * the same turn of the event loop are sent as one: Strapi's populate of those parents, which reads
 * each field asked for with one statement for all of them (the DataLoader library does the batching).
 * The parents' ids are known, so where every field is read by them alone (through a join table, a
 * component's or dynamic zone's table, or media's) the populate is given them without reading the
 * parents again; otherwise (a field read through a column of the parent's own row) it is a findMany
 * of the parents with the fields populated, one statement more. The same field asked with two
 * queries (two aliases, say) goes in a second read. Each load still answers exactly what Strapi's
 * own would, but for a parent deleted since its own row was read in the same answer (an empty
 * field, where Strapi's load answers null):
 * - A limit or offset (the plugin's `pagination` argument) applies to each parent's own rows.
 *   Strapi's populate would apply it to all the parents' rows together, so the batch reads them
 *   without it and cuts each parent's list. The order is the populate's, as in a single load.
 * - A load inside a transaction is sent on its own, as before: a batch's read runs in the context
 *   of the load that started it, which could be another request's transaction.
 * - A count, several fields at once, or a query that cannot be compared (not plain data) go alone.
 *
 * Media are read across models and fields: every media field of every model in one turn is one
 * statement on the upload's join table (`files_related_mph`, which holds each file's parent type, id
 * and field), asking each type and field for its own parents' rows, where Strapi's populate sends one
 * statement per field. A lesson's slides, cards and sub-slides hold media in up to four fields in
 * each of seven kinds: the biggest lesson sent 22 statements for its media, now 4. This is done only
 * where the load asks for nothing but the files (no filter, selection or order of its own: what
 * GraphQL asks for a media field); the rows are ordered as Strapi orders them (by the join table's
 * `order`) and converted by Strapi's own `fromRow`.
 */
import DataLoader from 'dataloader';
// Strapi's own populate: what its query builder runs once it has read the parents' rows, here given rows of their ids.
import applyPopulate from '@strapi/database/dist/query/helpers/populate/apply';
import { fromRow } from '@strapi/database/dist/query/helpers/transform';
import type { Core } from '@strapi/strapi';

type Row = { id: number } & Record<string, unknown>;
type Populate = true | Record<string, unknown>;
type Load = (uid: string, entity: { id?: unknown }, fields: string | string[], populate?: unknown) => Promise<unknown>;
type FindMany = (uid: string, params: Record<string, unknown>) => Promise<Row[]>;
/** Reads the parents' fields into their rows: `findMany` of the parents, or Strapi's populate given their ids. */
type ReadParents = (uid: string, ids: number[], populate: Record<string, Populate>) => Promise<Row[]>;

type Attribute = {
  type?: string;
  relation?: string;
  target?: string;
  morphBy?: string;
  joinColumn?: unknown;
  joinTable?: { joinColumn?: { referencedColumn?: string } };
  morphColumn?: { idColumn?: { referencedColumn?: string } };
};

/** A polymorphic join table (the upload's `files_related_mph`): each row a file, its parent's type and id, and the parent's field. */
interface MorphJoinTable {
  name: string;
  joinColumn: { name: string; referencedColumn: string };
  morphColumn: { typeColumn: { name: string }; idColumn: { name: string; referencedColumn: string } };
  orderBy?: Record<string, 'asc' | 'desc'>;
  on?: Record<string, unknown>;
}

/** The files' model and the join table every model's media fields are read through. */
interface MorphTable {
  target: string;
  joinTable: MorphJoinTable;
}

/** A media load, with whether its field holds one file (morphOne) or a list. */
interface MorphLoad {
  key: LoadKey;
  one: boolean;
}

/**
 * Whether Strapi's populate reads `field` of `uid` by the parents' ids alone (their join table, a
 * component's or dynamic zone's table, or media's), not by another column of their rows.
 */
function readByIds(db: Core.Strapi['db'], uid: string, field: string): boolean {
  const attributes = (uid: string, name: string) => (db.metadata.get(uid)?.attributes as Record<string, Attribute> | undefined)?.[name];
  const attribute = attributes(uid, field);
  if (!attribute || attribute.type !== 'relation' || attribute.joinColumn) return false;
  switch (attribute.relation) {
    case 'oneToOne':
    case 'manyToOne':
    case 'oneToMany':
    case 'manyToMany':
    case 'morphToMany':
      return attribute.joinTable?.joinColumn?.referencedColumn === 'id';
    case 'morphOne':
    case 'morphMany': {
      const byTarget = attribute.target && attribute.morphBy ? attributes(attribute.target, attribute.morphBy) : undefined;
      if (byTarget?.relation === 'morphToOne') return byTarget.morphColumn?.idColumn?.referencedColumn === 'id';
      if (byTarget?.relation === 'morphToMany') return byTarget.joinTable?.joinColumn?.referencedColumn === 'id';
      return false;
    }
    default:
      return false;
  }
}

/**
 * Whether `field` of `uid` is read through a polymorphic join table shared by every model (a media
 * field: a morphOne or morphMany whose other side is the upload's morphToMany `related`).
 */
function morphField(db: Core.Strapi['db'], uid: string, field: string): { table: MorphTable; one: boolean } | undefined {
  const attributes = (model: string) => db.metadata.get(model)?.attributes as Record<string, Attribute & { joinTable?: unknown }> | undefined;
  const attribute = attributes(uid)?.[field];
  if (attribute?.type !== 'relation' || (attribute.relation !== 'morphOne' && attribute.relation !== 'morphMany')) return undefined;
  if (!attribute.target || !attribute.morphBy) return undefined;
  const byTarget = attributes(attribute.target)?.[attribute.morphBy];
  const joinTable = byTarget?.joinTable as MorphJoinTable | undefined;
  if (byTarget?.relation !== 'morphToMany' || !joinTable?.morphColumn || joinTable.morphColumn.idColumn.referencedColumn !== 'id') return undefined;
  return { table: { target: attribute.target, joinTable }, one: attribute.relation === 'morphOne' };
}

/** One parent's field to read, and what it can share a read with (`batch`: the same model, field and query). */
interface LoadKey {
  batch: string;
  uid: string;
  field: string;
  populate: Populate;
  id: number;
}

/** At most this many parents in one read (their ids are the statement's parameters). */
const MOST_PARENTS = 500;

const isPlainData = (value: unknown): boolean => {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value as object).every(isPlainData);
  return false;
};

/** The key a load is batched under, or undefined when it goes alone. */
function loadKey(uid: string, entity: { id?: unknown }, fields: string | string[], populate: unknown): LoadKey | undefined {
  if (typeof fields !== 'string' || typeof entity?.id !== 'number') return undefined;
  if (populate === undefined || populate === true) return { batch: `${uid}\0${fields}\0true`, uid, field: fields, populate: true, id: entity.id };
  if (!populate || typeof populate !== 'object' || Array.isArray(populate) || !isPlainData(populate) || 'count' in populate) return undefined;
  return { batch: `${uid}\0${fields}\0${JSON.stringify(populate)}`, uid, field: fields, populate: populate as Record<string, unknown>, id: entity.id };
}

/** A parent's own part of a list read without its limit and offset. */
function ownPage(value: unknown, populate: Populate): unknown {
  if (populate === true || !Array.isArray(value)) return value;
  const offset = Number(populate.offset ?? 0) || 0;
  const limit = populate.limit === undefined || populate.limit === null || Number(populate.limit) < 0 ? undefined : Number(populate.limit);
  return limit === undefined ? value.slice(offset) : value.slice(offset, offset + limit);
}

function withoutPaging(populate: Populate): Populate {
  if (populate === true) return true;
  const { limit: _limit, offset: _offset, ...rest } = populate;
  return rest;
}

/** Whether a load asks for nothing but the rows (paging apart): no filter, selection, order or populate of its own. */
const asksOnlyRows = (populate: Populate) => populate === true || Object.keys(withoutPaging(populate) as object).length === 0;

/**
 * The parents' ids asked for, by parent type and field: the models' ids overlap (each table counts
 * from 1), so the statement asks each type and field for its own parents only.
 */
function parentsByField(loads: readonly MorphLoad[]): Array<{ uid: string; field: string; ids: Set<number> }> {
  const fields = new Map<string, { uid: string; field: string; ids: Set<number> }>();
  for (const { key } of loads) {
    const typeAndField = `${key.uid}\0${key.field}`;
    if (fields.has(typeAndField)) fields.get(typeAndField)!.ids.add(key.id);
    else fields.set(typeAndField, { uid: key.uid, field: key.field, ids: new Set([key.id]) });
  }
  return [...fields.values()];
}

/**
 * Media loads of any models and fields whose files are in the same join table, read with one statement:
 * the rows of every parent type, id and field asked for, each load answered with its own parent's and
 * field's files, in the join table's order, as Strapi's populate (`morphX` in its populate/apply) reads them.
 */
async function readMorphFields(db: Core.Strapi['db'], table: MorphTable, loads: readonly MorphLoad[], answers: Map<LoadKey, unknown>): Promise<void> {
  try {
    const { joinTable } = table;
    const { idColumn, typeColumn } = joinTable.morphColumn;
    const qb = db.entityManager.createQueryBuilder(table.target);
    const alias = qb.getAlias();
    const rows: Array<Record<string, unknown>> = await qb
      .init({})
      .join({
        alias,
        referencedTable: joinTable.name,
        referencedColumn: joinTable.joinColumn.name,
        rootColumn: joinTable.joinColumn.referencedColumn,
        rootTable: qb.alias,
        on: { ...joinTable.on },
        orderBy: joinTable.orderBy,
      })
      .addSelect([`${alias}.${idColumn.name}`, `${alias}.${typeColumn.name}`, `${alias}.field`])
      .where({
        $or: parentsByField(loads).map(({ uid, field, ids }) => ({
          [`${alias}.${typeColumn.name}`]: uid,
          [`${alias}.field`]: field,
          [`${alias}.${idColumn.name}`]: [...ids],
        })),
      })
      .execute({ mapResults: false });
    const byParentField = new Map<string, Array<Record<string, unknown>>>();
    for (const row of rows) {
      const parentField = `${row[typeColumn.name]}\0${Number(row[idColumn.name])}\0${row.field}`;
      if (byParentField.has(parentField)) byParentField.get(parentField)!.push(row);
      else byParentField.set(parentField, [row]);
    }
    const targetMeta = db.metadata.get(table.target);
    for (const { key, one } of loads) {
      const own = byParentField.get(`${key.uid}\0${key.id}\0${key.field}`) ?? [];
      answers.set(key, one ? fromRow(targetMeta, own[0] ?? null) : ownPage(fromRow(targetMeta, own), key.populate));
    }
  } catch (error) {
    for (const { key } of loads) answers.set(key, error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * The loads of one model read together: as few findManys as the fields allow (one, unless a field
 * is asked with two queries), each of all the loads' parents with every field populated once.
 */
async function readModel(readParents: ReadParents, keys: readonly LoadKey[], answers: Map<LoadKey, unknown>): Promise<void> {
  const reads: Array<Map<string, LoadKey[]>> = [];
  for (const key of keys) {
    let read = reads.find((fields) => !fields.has(key.field) || fields.get(key.field)![0].batch === key.batch);
    if (!read) reads.push((read = new Map()));
    if (read.has(key.field)) read.get(key.field)!.push(key);
    else read.set(key.field, [key]);
  }
  await Promise.all(
    reads.map(async (fields) => {
      const loads = [...fields.values()].flat();
      try {
        const ids = [...new Set(loads.map((key) => key.id))];
        const populate = Object.fromEntries([...fields].map(([field, [first]]) => [field, withoutPaging(first.populate)]));
        const rows = await readParents(keys[0].uid, ids, populate);
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const key of loads) {
          const row = byId.get(key.id);
          answers.set(key, row ? ownPage(row[key.field], key.populate) : null);
        }
      } catch (error) {
        for (const key of loads) answers.set(key, error instanceof Error ? error : new Error(String(error)));
      }
    }),
  );
}

/** Batches the entity manager's loads (once per start, in register). */
export function batchRelationLoads(strapi: Core.Strapi) {
  const entityManager = strapi.db.entityManager as unknown as { load: Load; findMany: FindMany };
  const load: Load = entityManager.load.bind(entityManager);
  const findMany: FindMany = entityManager.findMany.bind(entityManager);
  const readParents: ReadParents = async (uid, ids, populate) => {
    if (!Object.keys(populate).every((field) => readByIds(strapi.db, uid, field))) {
      return findMany(uid, { select: ['id'], where: { id: { $in: ids } }, populate });
    }
    const rows: Row[] = ids.map((id) => ({ id }));
    await applyPopulate(rows, populate, { db: strapi.db, qb: strapi.db.entityManager.createQueryBuilder(uid), uid });
    return rows;
  };

  const loader = new DataLoader<LoadKey, unknown>(
    async (keys) => {
      const models = new Map<string, LoadKey[]>();
      const morphTables = new Map<string, { table: MorphTable; loads: MorphLoad[] }>();
      for (const key of keys) {
        const morph = asksOnlyRows(key.populate) ? morphField(strapi.db, key.uid, key.field) : undefined;
        if (morph) {
          const table = `${morph.table.target}\0${morph.table.joinTable.name}`;
          if (morphTables.has(table)) morphTables.get(table)!.loads.push({ key, one: morph.one });
          else morphTables.set(table, { table: morph.table, loads: [{ key, one: morph.one }] });
        } else if (models.has(key.uid)) models.get(key.uid)!.push(key);
        else models.set(key.uid, [key]);
      }
      const answers = new Map<LoadKey, unknown>();
      await Promise.all([
        ...[...models.values()].map((loads) => readModel(readParents, loads, answers)),
        ...[...morphTables.values()].map(({ table, loads }) => readMorphFields(strapi.db, table, loads, answers)),
      ]);
      return keys.map((key) => answers.get(key));
    },
    { cache: false, maxBatchSize: MOST_PARENTS },
  );

  entityManager.load = (uid, entity, fields, populate) => {
    const key = strapi.db.inTransaction() ? undefined : loadKey(uid, entity, fields, populate);
    return key ? loader.load(key) : load(uid, entity, fields, populate);
  };
}
