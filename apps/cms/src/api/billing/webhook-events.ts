/**
 * Each Stripe event is handled once: its id is claimed in `billing_webhook_events` before it is
 * handled, and the id is the table's primary key, so of two deliveries at once (two instances, or a
 * retry arriving while the first is still at work) exactly one inserts it; the other is answered
 * 200 without handling it. A handling that fails gives its claim back, and the 500 it answers
 * makes Stripe send the event again.
 */
import type { Core } from '@strapi/strapi';

export const EVENTS_TABLE = 'billing_webhook_events';

/** Creates the table (and the unique index on Stripe subscription ids) if this database lacks them; run at every start. */
export async function ensureBillingTables(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(EVENTS_TABLE))) {
    await knex.schema.createTable(EVENTS_TABLE, (table) => {
      table.string('event_id', 255).primary();
      table.string('type', 255).notNullable();
      table.timestamp('received_at', { useTz: true }).notNullable();
    });
  }
  // Two events about one new subscription, handled at once, cannot each create a row for it.
  const index = 'subscriptions_stripe_subscription_id_unique';
  const exists = await knex.schema.hasColumn('subscriptions', 'stripe_subscription_id');
  if (exists) {
    await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ${index} ON subscriptions (stripe_subscription_id)`);
  }
}

/** Claims the event: true if this call is the one to handle it. */
export async function claimEvent(strapi: Core.Strapi, id: string, type: string): Promise<boolean> {
  try {
    await strapi.db.connection(EVENTS_TABLE).insert({ event_id: id, type, received_at: new Date() });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function releaseEvent(strapi: Core.Strapi, id: string): Promise<void> {
  await strapi.db.connection(EVENTS_TABLE).where({ event_id: id }).delete();
}

export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  // PostgreSQL: 23505 unique_violation; SQLite: SQLITE_CONSTRAINT_PRIMARYKEY / _UNIQUE.
  return code === '23505' || /^SQLITE_CONSTRAINT/.test(code ?? '') || /UNIQUE constraint failed|duplicate key/i.test(message ?? '');
}
