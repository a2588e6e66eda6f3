/**
 * The Google and Microsoft identities linked to teachers' accounts, in `sign_in_identities`: one row
 * per (provider, subject), unique in the database, so one Google or Microsoft account opens exactly
 * one of ours. The subject is the provider's id for the person (the ID token's `sub`), which never
 * changes; the email is the one the provider gave at the last sign-in, shown on the account page. No
 * API reads the table: the account page's list is the token's teacher's own (services/sign-in.ts).
 */
import type { Core } from '@strapi/strapi';
import type { ProviderName } from './providers';

export const IDENTITIES_TABLE = 'sign_in_identities';
/** One-time codes mailed to an account's address to link a provider to it (services/sign-in.ts): only their sha256 is kept. */
export const LINK_CODES_TABLE = 'sign_in_link_codes';

export interface Identity {
  provider: ProviderName;
  subject: string;
  user_id: number;
  email: string | null;
  linked_at: Date | string;
}

/** Creates the tables if this database lacks them; run at every start. */
export async function ensureIdentitiesTable(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(LINK_CODES_TABLE))) {
    await knex.schema.createTable(LINK_CODES_TABLE, (table) => {
      table.string('code_hash', 64).primary();
      table.string('provider', 20).notNullable();
      table.string('subject', 255).notNullable();
      table.integer('user_id').notNullable();
      table.string('email', 255).notNullable();
      table.timestamp('expires_at', { useTz: true }).notNullable();
    });
  }
  if (await knex.schema.hasTable(IDENTITIES_TABLE)) return;
  await knex.schema.createTable(IDENTITIES_TABLE, (table) => {
    table.increments('id');
    table.string('provider', 20).notNullable();
    table.string('subject', 255).notNullable();
    table.integer('user_id').notNullable().index();
    table.string('email', 255);
    table.timestamp('linked_at', { useTz: true }).notNullable();
    table.unique(['provider', 'subject']);
  });
}

const rows = (strapi: Core.Strapi) => strapi.db.connection<Identity>(IDENTITIES_TABLE);

export async function findIdentity(strapi: Core.Strapi, provider: ProviderName, subject: string): Promise<Identity | undefined> {
  return rows(strapi).where({ provider, subject }).first();
}

export async function identitiesOf(strapi: Core.Strapi, userId: number): Promise<Identity[]> {
  return rows(strapi).where({ user_id: userId }).orderBy('provider');
}

/** Links the identity to the account; a second link of the same identity at once fails on the unique index. */
export async function linkIdentity(strapi: Core.Strapi, identity: Omit<Identity, 'linked_at'>): Promise<void> {
  await rows(strapi).insert({ ...identity, linked_at: new Date() });
}

export async function noteIdentityEmail(strapi: Core.Strapi, provider: ProviderName, subject: string, email: string | null): Promise<void> {
  await rows(strapi).where({ provider, subject }).update({ email });
}

export async function unlinkIdentity(strapi: Core.Strapi, userId: number, provider: ProviderName): Promise<number> {
  return rows(strapi).where({ user_id: userId, provider }).delete();
}

/** An identity whose account was deleted (in the admin panel) links nothing: its row goes too. */
export async function forgetIdentity(strapi: Core.Strapi, provider: ProviderName, subject: string): Promise<void> {
  await rows(strapi).where({ provider, subject }).delete();
}

export interface LinkCode {
  provider: ProviderName;
  subject: string;
  user_id: number;
  email: string;
  expires_at: Date;
}

export async function keepLinkCode(strapi: Core.Strapi, codeHash: string, link: LinkCode): Promise<void> {
  await strapi.db.connection(LINK_CODES_TABLE).insert({ code_hash: codeHash, ...link });
}

/** Takes a mailed code: answers what it links, once (the row is deleted by the call that reads it), or undefined. */
export async function takeLinkCode(strapi: Core.Strapi, codeHash: string): Promise<LinkCode | undefined> {
  return strapi.db.connection.transaction(async (trx) => {
    const row = await trx(LINK_CODES_TABLE).where({ code_hash: codeHash }).first();
    if (!row) return undefined;
    const deleted = await trx(LINK_CODES_TABLE).where({ code_hash: codeHash }).delete();
    if (deleted !== 1 || new Date(row.expires_at).getTime() < Date.now()) return undefined;
    return row as LinkCode;
  });
}
