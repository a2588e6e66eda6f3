/**
 * A school buys by invoice (apps/cms/docs/school-invoices.md; docs/product.md, "A school buys by invoice"):
 * - The owner of a school account, or a teacher starting one (who becomes its owner), asks for a
 *   number of places with a billing contact and, if the school needs one, a purchase order number.
 *   The account is always the token's. The band of the Prices single type that fits the places
 *   names the Stripe price (STRIPE_PRICE_SCHOOL_*); Stripe's library makes (or updates) the school's
 *   customer and sends an invoice with 30-day terms (send_invoice, days_until_due 30), with UK VAT
 *   at the Prices' rate as a Stripe tax rate.
 * - One invoice at a time: while one is open (sent, not paid), asking again is refused. Two requests
 *   at once cannot both send one (a draft row claims the place first, in one transaction).
 * - Access: the school account is active from the invoice, for a year (a renewal's year starts
 *   when the current one ends). An invoice still unpaid SCHOOL_INVOICE_GRACE_DAYS after its due
 *   date stops giving access then (until that day the owner sees an overdue notice); paid, it
 *   gives the whole year again; voided, it gives nothing. accessUntil() is the rule.
 * - The webhook (api/billing) hands every event about an invoice that is not a subscription's here:
 *   the invoice is read again from Stripe and its current state written over an older reading only,
 *   so events in any order, and replays, leave the latest state. A change of state that changes
 *   access moves the account's `active_until`.
 * - Editors extend or end an account with a School account change (its lifecycles), which sets
 *   `active_until` directly; a later change of an invoice's state applies the invoice rule again.
 */
import type { Core } from '@strapi/strapi';
import type Stripe from 'stripe';
import { errors } from '@strapi/utils';
import { now } from '../../../runtime/clock';
import { setting } from '../../../runtime/environment';
import { issueAt } from '../../../validation/issues';
import { stripeClient, stripeSettings } from '../../billing/stripe-client';
import type { SchoolInvoiceRequest } from '../validation';
import { MESSAGES } from '../validation';
import { INVOICE_UID, MEMBERSHIP_UID, MEMBER_ACCOUNT_UID, PRICING_UID } from '../../../content-types';

export const DAYS_UNTIL_DUE = 30;
const DAY_MS = 24 * 3600_000;

export const INVOICES_OFF = 'Buying by invoice is not available just now. Please email us and we will send your school an invoice.';
export const ALREADY_A_MEMBER = 'Your account belongs to a school account already, so it cannot start another. Please ask its owner.';
export const FEWER_PLACES = (used: number) =>
  `Your school account already has ${used} teachers invited or joined. Please ask for at least ${used} places, or remove someone first.`;
export const INVOICE_PENDING = (number: string | null) =>
  `Your school has an invoice${number ? ` (${number})` : ''} waiting to be paid. Please pay it, or ask us to cancel it, before asking for another.`;
export const TOO_MANY_PLACES = (largest: number) => `For more than ${largest} places, please email us and we will send you a quote.`;
export const NOT_SENT = 'We couldn’t send the invoice just now. Please try again in a few minutes.';

type StripeStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
/** What the owner and editors are shown: an open invoice is due, or overdue once its due date has passed. */
export type ShownStatus = 'draft' | 'due' | 'overdue' | 'paid' | 'void';

export interface InvoiceRow {
  id: number;
  status: StripeStatus;
  number?: string | null;
  places: number;
  band?: string | null;
  subtotal_pence?: number | null;
  vat_pence?: number | null;
  total_pence?: number | null;
  currency?: string | null;
  issued_at?: string | null;
  due_at?: string | null;
  paid_at?: string | null;
  voided_at?: string | null;
  overdue_at?: string | null;
  period_start?: string | null;
  period_end?: string | null;
  purchase_order?: string | null;
  billing_name?: string | null;
  billing_email?: string | null;
  billing_address?: string | null;
  billing_postcode?: string | null;
  hosted_invoice_url?: string | null;
  invoice_pdf_url?: string | null;
  stripe_invoice_id?: string | null;
  stripe_synced_at?: string | number | null;
  member_account?: { id: number } | null;
}

const dateOf = (value: unknown): Date | null => (value ? new Date(value as string) : null);
const iso = (value: unknown): string | null => dateOf(value)?.toISOString() ?? null;
const fromSeconds = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

/** Until when an invoice gives its school access (null: it gives none). */
export function accessUntil(row: Pick<InvoiceRow, 'status' | 'period_end' | 'due_at'>, graceDays = setting('SCHOOL_INVOICE_GRACE_DAYS')): Date | null {
  const end = dateOf(row.period_end);
  if (!end) return null;
  if (row.status === 'paid') return end;
  if (row.status !== 'open') return null;
  const due = dateOf(row.due_at);
  if (!due) return end;
  return new Date(Math.min(end.getTime(), due.getTime() + graceDays * DAY_MS));
}

export function shownStatus(row: Pick<InvoiceRow, 'status' | 'due_at' | 'overdue_at'>, at: Date = now()): ShownStatus {
  if (row.status === 'paid') return 'paid';
  if (row.status === 'void' || row.status === 'uncollectible') return 'void';
  if (row.status === 'draft') return 'draft';
  const due = dateOf(row.due_at);
  return row.overdue_at || (due && due <= at) ? 'overdue' : 'due';
}

/** A year after `start` (the same day and time next year). */
function yearAfter(start: Date): Date {
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

const day = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

function validationError(path: string, message: string): errors.ValidationError {
  return new errors.ValidationError(message, { errors: [issueAt([path], message)] });
}

/** What Stripe's invoice says, as our row keeps it. */
function rowFromStripe(invoice: Stripe.Invoice): Partial<InvoiceRow> {
  const vat = (invoice.total_taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0);
  return {
    status: (invoice.status ?? 'draft') as StripeStatus,
    number: invoice.number ?? null,
    subtotal_pence: invoice.subtotal,
    vat_pence: vat,
    total_pence: invoice.total,
    currency: invoice.currency,
    issued_at: fromSeconds(invoice.status_transitions?.finalized_at),
    due_at: fromSeconds(invoice.due_date),
    paid_at: fromSeconds(invoice.status_transitions?.paid_at),
    voided_at: fromSeconds(invoice.status_transitions?.voided_at ?? invoice.status_transitions?.marked_uncollectible_at),
    hosted_invoice_url: invoice.hosted_invoice_url ?? null,
    invoice_pdf_url: invoice.invoice_pdf ?? null,
  };
}

const schoolInvoiceService = ({ strapi }: { strapi: Core.Strapi }) => {
  const accounts = () => strapi.db.query(MEMBER_ACCOUNT_UID);
  const invoices = () => strapi.db.query(INVOICE_UID);

  async function ownedAccount(userId: number) {
    return accounts().findOne({ where: { owner: { id: userId } }, select: ['id', 'name', 'seats', 'active_until', 'invoice_status', 'stripe_customer_id'] });
  }

  /** The published Prices: the VAT rate and the school bands, smallest first. */
  async function schoolPrices() {
    const pricing = await strapi.documents(PRICING_UID).findFirst({ status: 'published', populate: { school_bands: true } } as never);
    const bands = [...((pricing?.school_bands ?? []) as Array<{ name: string; max_places: number; stripe_price: 'small' | 'medium' | 'large' }>)].sort(
      (a, b) => a.max_places - b.max_places,
    );
    return { vatPercent: Number(pricing?.vat_rate_percent ?? 20), bands };
  }

  /** The Stripe tax rate for UK VAT at this percentage: the one made before, or a new one. */
  async function vatTaxRate(stripe: Stripe, percent: number): Promise<string> {
    const rates = await stripe.taxRates.list({ active: true, limit: 100 });
    const found = rates.data.find(
      (rate) =>
        rate.display_name === 'VAT' && !rate.inclusive && Number(rate.percentage) === percent && rate.metadata?.orchestra_classroom === 'school-invoices',
    );
    if (found) return found.id;
    const rate = await stripe.taxRates.create(
      { display_name: 'VAT', percentage: percent, inclusive: false, country: 'GB', tax_type: 'vat', metadata: { orchestra_classroom: 'school-invoices' } },
      { idempotencyKey: `orchestra-classroom-vat-${percent}` },
    );
    return rate.id;
  }

  /** The school's Stripe customer, with the billing contact just given: made once per school account, then updated. */
  async function schoolCustomer(stripe: Stripe, account: { id: number; name: string; stripe_customer_id?: string | null }, input: SchoolInvoiceRequest) {
    const details = {
      name: account.name,
      email: input.billing_email,
      address: {
        line1: input.address_line_1,
        line2: input.address_line_2 || undefined,
        city: input.town,
        state: input.county || undefined,
        postal_code: input.postcode,
        country: 'GB',
      },
      metadata: { school_account_id: String(account.id), billing_contact: input.billing_name },
    };
    if (account.stripe_customer_id) {
      await stripe.customers.update(account.stripe_customer_id, details);
      return account.stripe_customer_id;
    }
    const customer = await stripe.customers.create(details, { idempotencyKey: `orchestra-classroom-customer-of-school-${account.id}` });
    await accounts().update({ where: { id: account.id }, data: { stripe_customer_id: customer.id } });
    return customer.id;
  }

  /** Moves the account's `active_until` after an invoice's state changed (docs: "Access"). */
  async function applyInvoiceToAccount(accountId: number, row: InvoiceRow, previous: StripeStatus | undefined) {
    const account = await accounts().findOne({ where: { id: accountId }, select: ['id', 'active_until'] });
    if (!account) return;
    const current = dateOf(account.active_until);
    const gives = accessUntil(row);
    let next = current;
    // Only a change of state moves access: a replayed or late reading of the same state leaves an editor's change alone.
    if (previous !== row.status && (row.status === 'paid' || row.status === 'open')) {
      // Sent, or paid (also after its unpaid access had ended): at least what this invoice gives; a longer extension stays.
      if (gives && (!current || gives > current)) next = gives;
    } else if (previous !== row.status && (previous === 'open' || previous === 'paid')) {
      // Voided or uncollectible: what the school's other invoices give, or nothing from now.
      const others = (await invoices().findMany({ where: { member_account: { id: accountId }, id: { $ne: row.id } } })) as InvoiceRow[];
      const best = others.map((other) => accessUntil(other)).reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);
      next = best && best > now() ? best : now();
    }
    const status = await latestShownStatus(accountId);
    await accounts().update({ where: { id: accountId }, data: { active_until: next?.toISOString() ?? null, invoice_status: status } });
  }

  /** The status of the school's latest invoice, for the admin panel's list ('none' without one). */
  async function latestShownStatus(accountId: number): Promise<ShownStatus | 'none'> {
    const [latest] = (await invoices().findMany({
      where: { member_account: { id: accountId }, status: { $ne: 'draft' } },
      orderBy: [{ issued_at: 'desc' }, { id: 'desc' }],
      limit: 1,
    })) as InvoiceRow[];
    return latest ? shownStatus(latest) : 'none';
  }

  /**
   * Writes an invoice's state as Stripe answered it at `readAt` (ms), over an older reading only;
   * answers whether it wrote. `overdue`: Stripe said the due date passed.
   */
  async function writeInvoice(row: InvoiceRow, invoice: Stripe.Invoice, readAt: number, overdue = false): Promise<boolean> {
    const accountId = row.member_account?.id;
    // One writer per school at a time (two events handled at once): the invoice's state before this
    // write is read under the lock, and the account's access is moved from it in the same transaction,
    // so a slower handler never writes back an `active_until` computed from an older state.
    return strapi.db.transaction(async ({ trx }) => {
      if (accountId) await lockAccount(trx, accountId);
      const before = (await invoices().findOne({ where: { id: row.id }, select: ['id', 'status', 'overdue_at'] })) as InvoiceRow | null;
      if (!before) return false;
      const data: Partial<InvoiceRow> = { ...rowFromStripe(invoice), stripe_invoice_id: invoice.id, stripe_synced_at: readAt };
      if (overdue && invoice.status === 'open' && !before.overdue_at) data.overdue_at = now().toISOString();
      const { count } = await invoices().updateMany({
        where: { id: row.id, $or: [{ stripe_synced_at: { $null: true } }, { stripe_synced_at: { $lt: readAt } }] },
        data,
      });
      if (!count) return false;
      if (accountId) await applyInvoiceToAccount(accountId, { ...row, ...before, ...data } as InvoiceRow, before.status);
      return true;
    });
  }

  /** Holds the account's row until the transaction ends (PostgreSQL); SQLite's one writer already serialises. */
  async function lockAccount(trx: unknown, accountId: number) {
    if (strapi.db.dialect.client !== 'postgres') return;
    const { tableName } = strapi.db.metadata.get(MEMBER_ACCOUNT_UID);
    await strapi.db
      .connection(tableName)
      .transacting(trx as never)
      .where({ id: accountId })
      .forUpdate()
      .select('id');
  }

  function describeInvoice(row: InvoiceRow) {
    return {
      number: row.number ?? null,
      status: shownStatus(row),
      places: row.places,
      band: row.band ?? null,
      subtotal_pence: row.subtotal_pence ?? null,
      vat_pence: row.vat_pence ?? null,
      total_pence: row.total_pence ?? null,
      currency: row.currency ?? null,
      issued_at: iso(row.issued_at),
      due_at: iso(row.due_at),
      paid_at: iso(row.paid_at),
      voided_at: iso(row.voided_at),
      period_start: iso(row.period_start),
      period_end: iso(row.period_end),
      access_until: accessUntil(row)?.toISOString() ?? null,
      purchase_order: row.purchase_order || null,
      billing_name: row.billing_name ?? null,
      billing_email: row.billing_email ?? null,
      hosted_invoice_url: row.hosted_invoice_url ?? null,
      invoice_pdf_url: row.invoice_pdf_url ?? null,
    };
  }

  return {
    /** What the school page shows the token's teacher: their school account's invoices, or how to start one. */
    async describe(userId: number) {
      const { bands, vatPercent } = await schoolPrices();
      const available = Boolean(stripeSettings());
      const largest = bands.at(-1)?.max_places ?? null;
      const offer = { invoices_available: available, vat_rate_percent: vatPercent, largest_band_places: largest, days_until_due: DAYS_UNTIL_DUE };
      // The invoices first, then the account: a write changes both in one transaction, so the account
      // read second is at least as new as the invoices (read the other way round, a write landing
      // between the two showed a voided invoice beside the access it had just ended).
      const rows = (await invoices().findMany({
        where: { member_account: { owner: { id: userId } }, status: { $ne: 'draft' } },
        orderBy: [{ issued_at: 'desc' }, { id: 'desc' }],
      })) as InvoiceRow[];
      const account = await ownedAccount(userId);
      if (!account) return { ...offer, school: null, invoices: [] };
      const activeUntil = iso(account.active_until);
      const latest = rows[0];
      return {
        ...offer,
        school: {
          name: account.name as string,
          places: account.seats as number,
          active_until: activeUntil,
          active: activeUntil ? new Date(activeUntil) > now() : false,
          overdue: latest ? shownStatus(latest) === 'overdue' : false,
          can_request: !rows.some((row) => row.status === 'open'),
        },
        invoices: rows.map(describeInvoice),
      };
    },

    /** Sends the token's school (made now for a teacher starting one) an invoice for the places asked for. */
    async requestInvoice(userId: number, input: SchoolInvoiceRequest) {
      const settings = stripeSettings();
      if (!settings) throw new errors.ApplicationError(INVOICES_OFF, { code: 'INVOICES_OFF' });
      const { bands, vatPercent } = await schoolPrices();
      const band = bands.find((candidate) => candidate.max_places >= input.places);
      if (!band) throw validationError('places', bands.length ? TOO_MANY_PLACES(bands.at(-1)!.max_places) : INVOICES_OFF);
      const price = settings.schoolPrices[band.stripe_price];
      if (!price) throw new errors.ApplicationError(INVOICES_OFF, { code: 'INVOICES_OFF' });

      let account = await ownedAccount(userId);
      let started = false;
      if (!account) {
        if (!input.school_name) throw validationError('school_name', MESSAGES.school_name);
        if (await strapi.db.query(MEMBERSHIP_UID).count({ where: { user: { id: userId }, status: 'active' } })) {
          throw new errors.ValidationError(ALREADY_A_MEMBER);
        }
        account = await accounts().create({ data: { name: input.school_name, owner: userId, seats: input.places, invoice_status: 'none' } });
        started = true;
      }
      const school = account!;
      const used = await strapi.db.query(MEMBERSHIP_UID).count({ where: { member_account: { id: school.id } } });
      if (input.places < used) throw validationError('places', FEWER_PLACES(used));

      // The year starts now, or when the year already given ends (a renewal).
      const activeUntil = dateOf(school.active_until);
      const start = activeUntil && activeUntil > now() ? activeUntil : now();
      const end = yearAfter(start);
      const address = [input.address_line_1, input.address_line_2, input.town, input.county].filter(Boolean).join('\n');
      const row: InvoiceRow = await strapi.db.transaction(async ({ trx }) => {
        await lockAccount(trx, school.id);
        const pending = await invoices().findOne({ where: { member_account: { id: school.id }, status: { $in: ['draft', 'open'] } } });
        if (pending) throw new errors.ValidationError(INVOICE_PENDING(pending.number));
        return invoices().create({
          data: {
            member_account: school.id,
            status: 'draft',
            places: input.places,
            band: band.name,
            period_start: start.toISOString(),
            period_end: end.toISOString(),
            purchase_order: input.purchase_order || null,
            billing_name: input.billing_name,
            billing_email: input.billing_email,
            billing_address: address,
            billing_postcode: input.postcode,
            requested_by: userId,
          },
        });
      });

      const stripe = stripeClient(settings);
      let sent: Stripe.Invoice;
      let readAt: number;
      try {
        const customer = await schoolCustomer(stripe, school, input);
        const taxRate = await vatTaxRate(stripe, vatPercent);
        const key = `orchestra-classroom-school-invoice-${row.id}`;
        const draft = await stripe.invoices.create(
          {
            customer,
            collection_method: 'send_invoice',
            days_until_due: DAYS_UNTIL_DUE,
            currency: 'gbp',
            auto_advance: false,
            default_tax_rates: [taxRate],
            description: `Orchestra Classroom for ${school.name}: ${input.places} places from ${day(start)} to ${day(end)}.`,
            custom_fields: [
              { name: 'Billing contact', value: input.billing_name.slice(0, 140) },
              ...(input.purchase_order ? [{ name: 'Purchase order', value: input.purchase_order }] : []),
            ],
            metadata: { school_account_id: String(school.id), school_invoice_id: String(row.id), places: String(input.places) },
          },
          { idempotencyKey: key },
        );
        await stripe.invoiceItems.create(
          {
            customer,
            invoice: draft.id,
            pricing: { price },
            quantity: 1,
            description: `${band.name}: up to ${band.max_places} places for a year (${day(start)} to ${day(end)})`,
          },
          { idempotencyKey: `${key}-item` },
        );
        await stripe.invoices.finalizeInvoice(draft.id, { auto_advance: false }, { idempotencyKey: `${key}-finalize` });
        readAt = Date.now();
        sent = await stripe.invoices.sendInvoice(draft.id, {}, { idempotencyKey: `${key}-send` });
      } catch (error) {
        await invoices().delete({ where: { id: row.id } });
        if (started) await accounts().delete({ where: { id: school.id } });
        strapi.log.error(`School invoice for account ${school.id} not sent: ${(error as Error).message}`);
        throw new errors.ApplicationError(NOT_SENT, { code: 'INVOICE_NOT_SENT' });
      }
      await accounts().update({ where: { id: school.id }, data: { seats: Math.max(input.places, school.seats ?? 0) } });
      await writeInvoice({ ...row, member_account: { id: school.id } }, sent, readAt);
      return this.describe(userId);
    },

    /** Whether a webhook event is about a school invoice (an invoice that is not a subscription's). */
    isSchoolInvoiceEvent(event: Stripe.Event): boolean {
      if (!event.type.startsWith('invoice.')) return false;
      const object = event.data.object as unknown as Record<string, any>;
      return !object.parent?.subscription_details?.subscription && Boolean(object.metadata?.school_invoice_id);
    },

    /** Reads the event's invoice again from Stripe and writes its current state (any order, any number of times). */
    async syncFromEvent(event: Stripe.Event): Promise<void> {
      const settings = stripeSettings();
      if (!settings) return;
      const object = event.data.object as { id: string; metadata?: Record<string, string> };
      const invoiceId = object.id;
      // Ours carry the row's id (the first events can arrive before the row keeps the invoice's id); signed, so trusted.
      const rowId = Number(object.metadata?.school_invoice_id);
      const row = (await invoices().findOne({
        where: { $or: [{ stripe_invoice_id: invoiceId }, ...(Number.isInteger(rowId) ? [{ id: rowId, stripe_invoice_id: { $null: true } }] : [])] },
        populate: { member_account: { select: ['id'] } },
      })) as InvoiceRow | null;
      if (!row) {
        strapi.log.warn(`Stripe invoice ${invoiceId} (${event.type}) is no school's invoice here; nothing changed`);
        return;
      }
      const readAt = Date.now();
      const invoice = await stripeClient(settings).invoices.retrieve(invoiceId);
      const overdue =
        event.type === 'invoice.overdue' || (invoice.status === 'open' && Boolean(invoice.due_date) && invoice.due_date! * 1000 <= now().getTime());
      await writeInvoice(row, invoice, readAt, overdue);
    },
  };
};

export type SchoolInvoiceService = ReturnType<typeof schoolInvoiceService>;
export default schoolInvoiceService;
