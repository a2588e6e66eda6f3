/**
 * The tables behind a relation, for reads and writes that go past the entity engine (the school's
 * record, the reach report, a teacher's entries, a playlist's items): Strapi keeps each relation, a
 * to-one too, in a link table of its own, and a dynamic zone or a media field in a shared morph table,
 * all named in its metadata.
 */
import type { Core } from '@strapi/strapi';

export interface JoinTable {
  name: string;
  /** The column holding the id of the row the relation belongs to. */
  joinColumn: { name: string };
  /** The column holding the id of the row it points at. */
  inverseJoinColumn: { name: string };
  /** Fixed columns of every row: a component field's name in an entry's `<type>_cmps` table. */
  on?: Record<string, string>;
}

/** A morph table: a dynamic zone's (`<type>_cmps`) or the media library's (`files_related_mph`). */
export interface MorphJoinTable {
  name: string;
  /** The column holding the id of the row on the table's own side (the entry, the file). */
  joinColumn: { name: string };
  /** The columns naming the row on the other side: its id, and its type's uid. */
  morphColumn: { idColumn: { name: string }; typeColumn: { name: string } };
  /** Fixed columns of every row, such as the dynamic zone's field name. */
  on?: Record<string, string>;
}

function attributeOf(strapi: Core.Strapi, uid: string, attribute: string): Record<string, unknown> {
  const found = strapi.db.metadata.get(uid).attributes[attribute] as unknown as Record<string, unknown> | undefined;
  if (!found) throw new Error(`${uid} has no attribute ${attribute}`);
  return found;
}

export function tableOf(strapi: Core.Strapi, uid: string): string {
  return strapi.db.metadata.get(uid).tableName;
}

export function linkOf(strapi: Core.Strapi, uid: string, attribute: string): JoinTable {
  return attributeOf(strapi, uid, attribute).joinTable as JoinTable;
}

export function morphLinkOf(strapi: Core.Strapi, uid: string, attribute: string): MorphJoinTable {
  return attributeOf(strapi, uid, attribute).joinTable as MorphJoinTable;
}
