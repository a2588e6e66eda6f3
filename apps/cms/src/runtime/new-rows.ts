/**
 * A new row as Strapi's query engine writes it on create, for writes past the entity engine (a lesson
 * marked taught, a playlist made): a new documentId, the three timestamps and each field through its
 * type's conversion, under its column's name. Relations are not fields here: their link rows are the
 * caller's.
 */
import type { Core } from '@strapi/strapi';
import { createField } from '@strapi/database/dist/fields';
import { toColumnName } from '@strapi/database/dist/query/helpers/transform';

interface Attribute {
  type: string;
  default?: unknown;
}

export function newRowOf(strapi: Core.Strapi, uid: string, fields: Record<string, unknown>, now = new Date()): Record<string, unknown> {
  const meta = strapi.db.metadata.get(uid);
  const attributes = meta.attributes as unknown as Record<string, Attribute>;
  const makeDocumentId = attributes.documentId.default as () => string;
  const data: Record<string, unknown> = { ...fields, documentId: makeDocumentId(), createdAt: now, updatedAt: now, publishedAt: now };
  const row: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    const attribute = attributes[name];
    if (!attribute) throw new Error(`${uid} has no field ${name}`);
    row[toColumnName(meta, name)] = value == null ? null : createField(attribute as never).toDB(value);
  }
  return row;
}
