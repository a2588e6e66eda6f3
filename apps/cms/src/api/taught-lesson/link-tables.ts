/**
 * The tables behind a relation, for the record's reads that go past the entity engine (the school's
 * record, the reach report, a teacher's entries): Strapi keeps each relation, a to-one too, in a link
 * table of its own, named in its metadata.
 */
import type { Core } from '@strapi/strapi';

export interface JoinTable {
  name: string;
  /** The column holding the id of the row the relation belongs to. */
  joinColumn: { name: string };
  /** The column holding the id of the row it points at. */
  inverseJoinColumn: { name: string };
}

export function tableOf(strapi: Core.Strapi, uid: string): string {
  return strapi.db.metadata.get(uid).tableName;
}

export function linkOf(strapi: Core.Strapi, uid: string, attribute: string): JoinTable {
  return (strapi.db.metadata.get(uid).attributes[attribute] as unknown as { joinTable: JoinTable }).joinTable;
}
