// The stand-in's Stripe account: its objects (customers, prices, checkout sessions, subscriptions,
// invoices, portal sessions, events) in Stripe's JSON shapes (API version 2026-10-28, the one the
// `stripe` library the CMS uses is pinned to: a subscription's period is on its items, an
// invoice's subscription under `parent.subscription_details`), and what happens to them when a
// customer pays, is declined, changes a card or cancels. Every change that Stripe announces becomes
// an Event handed to `emit`.
import crypto from 'node:crypto';

export const API_VERSION = '2026-10-28.endive';
const YEAR_S = 365 * 24 * 3600;
const DAY_S = 24 * 3600;

/** Stripe's test cards (docs.stripe.com/testing) the hosted pages understand. */
export const TEST_CARDS = {
  4242424242424242: { brand: 'visa', outcome: 'succeeds' },
  4000056655665556: { brand: 'visa', outcome: 'succeeds' },
  5555555555554444: { brand: 'mastercard', outcome: 'succeeds' },
  4000000000000002: { brand: 'visa', outcome: 'declined', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  4000000000009995: {
    brand: 'visa',
    outcome: 'declined',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  // Attaching it works; every later charge fails (a renewal with this card fails).
  4000000000000341: { brand: 'visa', outcome: 'later-fails' },
};

const luhnValid = (digits) =>
  digits.length >= 12 &&
  [...digits].reverse().reduce((sum, d, i) => {
    let n = Number(d);
    if (i % 2) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    return sum + n;
  }, 0) %
    10 ===
    0;

/** A card as typed on a hosted page: its test card, or the message Stripe's page shows. */
export function readCard({ number = '', expiry = '', cvc = '' }, nowSeconds) {
  const digits = String(number).replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !luhnValid(digits)) return { error: 'Your card number is invalid.', field: 'number' };
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(String(expiry));
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) return { error: "Your card's expiration date is incomplete.", field: 'expiry' };
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const endOfMonth = Date.UTC(year, Number(match[1]), 1) / 1000;
  if (endOfMonth <= nowSeconds) return { error: "Your card's expiration year is in the past.", field: 'expiry' };
  if (!/^\d{3,4}$/.test(String(cvc).trim())) return { error: "Your card's security code is incomplete.", field: 'cvc' };
  const card = TEST_CARDS[digits] ?? { brand: 'visa', outcome: 'succeeds' };
  return { card: { ...card, last4: digits.slice(-4), exp_month: Number(match[1]), exp_year: year } };
}

export class StripeError extends Error {
  constructor(status, message, { type = 'invalid_request_error', code, param, decline_code } = {}) {
    super(message);
    this.status = status;
    this.body = { error: { type, message, ...(code && { code }), ...(param && { param }), ...(decline_code && { decline_code }) } };
  }
}

const missing = (kind, id, param = 'id') => new StripeError(404, `No such ${kind}: '${id}'`, { code: 'resource_missing', param });

export function createAccount({ base, emit, now = () => Date.now(), saved } = {}) {
  const objects = saved?.objects ?? {};
  let counter = saved?.counter ?? 0;
  const seconds = () => Math.floor(now() / 1000);
  const newId = (prefix) => `${prefix}_${(++counter).toString(36).padStart(4, '0')}${crypto.randomBytes(9).toString('base64url')}`;
  const store = (object) => (objects[object.id] = object);
  const get = (id, kind, prefix) => {
    const object = typeof id === 'string' ? objects[id] : undefined;
    if (!object || (prefix && !id.startsWith(prefix))) throw missing(kind, id);
    return object;
  };
  const copy = (object) => structuredClone(object);

  function event(type, object, previous) {
    const evt = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: seconds(),
      data: { object: copy(object), ...(previous && { previous_attributes: previous }) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    store(evt);
    emit?.(evt);
    return evt;
  }

  // Prices and products -----------------------------------------------------------------------

  function createProduct({ name, id, metadata = {}, description = null }) {
    if (!name) throw new StripeError(400, 'Missing required param: name.', { param: 'name' });
    return store({ id: id ?? newId('prod'), object: 'product', active: true, name, description, metadata, created: seconds(), livemode: false });
  }

  function createPrice(params) {
    const product = typeof params.product === 'string' ? get(params.product, 'product') : createProduct(params.product_data ?? {});
    const unitAmount = Number(params.unit_amount);
    if (!Number.isInteger(unitAmount) || unitAmount < 0) throw new StripeError(400, 'Invalid integer: unit_amount', { param: 'unit_amount' });
    return store({
      id: params.id ?? newId('price'),
      object: 'price',
      active: true,
      currency: (params.currency ?? 'gbp').toLowerCase(),
      unit_amount: unitAmount,
      product: product.id,
      nickname: params.nickname ?? null,
      lookup_key: params.lookup_key ?? null,
      recurring: params.recurring ? { interval: params.recurring.interval ?? 'year', interval_count: Number(params.recurring.interval_count ?? 1) } : null,
      type: params.recurring ? 'recurring' : 'one_time',
      tax_behavior: params.tax_behavior ?? 'unspecified',
      metadata: params.metadata ?? {},
      created: seconds(),
      livemode: false,
    });
  }

  // Tax rates (VAT on invoices) -----------------------------------------------------------------

  function createTaxRate(params) {
    const percentage = Number(params.percentage);
    if (!params.display_name) throw new StripeError(400, 'Missing required param: display_name.', { param: 'display_name' });
    if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100) throw new StripeError(400, 'Invalid decimal: percentage', { param: 'percentage' });
    if (params.inclusive === undefined) throw new StripeError(400, 'Missing required param: inclusive.', { param: 'inclusive' });
    return store({
      id: newId('txr'),
      object: 'tax_rate',
      active: params.active === undefined ? true : params.active === true || params.active === 'true',
      display_name: params.display_name,
      description: params.description ?? null,
      country: params.country ?? null,
      jurisdiction: params.jurisdiction ?? null,
      inclusive: params.inclusive === true || params.inclusive === 'true',
      percentage,
      effective_percentage: percentage,
      tax_type: params.tax_type ?? null,
      metadata: params.metadata ?? {},
      created: seconds(),
      livemode: false,
    });
  }

  // Customers -------------------------------------------------------------------------------

  function createCustomer(params = {}) {
    const customer = store({
      id: newId('cus'),
      object: 'customer',
      email: params.email ?? null,
      name: params.name ?? null,
      address: params.address ? { line1: null, line2: null, city: null, state: null, postal_code: null, country: null, ...params.address } : null,
      description: params.description ?? null,
      metadata: params.metadata ?? {},
      invoice_settings: { default_payment_method: null, custom_fields: null, footer: null },
      created: seconds(),
      livemode: false,
    });
    event('customer.created', customer);
    return customer;
  }

  function updateCustomer(id, params) {
    const customer = get(id, 'customer', 'cus_');
    for (const key of ['email', 'name', 'description']) if (key in params) customer[key] = params[key] || null;
    if (params.metadata) customer.metadata = { ...customer.metadata, ...params.metadata };
    event('customer.updated', customer);
    return customer;
  }

  function createPaymentMethod(customerId, card) {
    return store({
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer: customerId,
      card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year, country: 'GB' },
      metadata: { outcome: card.outcome },
      created: seconds(),
      livemode: false,
    });
  }

  // Checkout --------------------------------------------------------------------------------

  function createCheckoutSession(params) {
    if (params.mode !== 'subscription' && params.mode !== 'payment') {
      throw new StripeError(400, 'Invalid mode: must be one of payment, setup, or subscription', { param: 'mode' });
    }
    if (!params.success_url) throw new StripeError(400, 'Missing required param: success_url.', { param: 'success_url' });
    const items = params.line_items ?? [];
    if (!items.length) throw new StripeError(400, 'Missing required param: line_items.', { param: 'line_items' });
    const lineItems = items.map((item, index) => {
      const price = get(item.price, 'price');
      if (params.mode === 'subscription' && !price.recurring) {
        throw new StripeError(400, 'You must provide at least one recurring price in `subscription` mode when using prices.', {
          param: `line_items[${index}][price]`,
        });
      }
      return { price: price.id, quantity: Number(item.quantity ?? 1) };
    });
    if (params.customer) get(params.customer, 'customer', 'cus_');
    const id = newId('cs_test');
    const amount = lineItems.reduce((sum, item) => sum + objects[item.price].unit_amount * item.quantity, 0);
    return store({
      id,
      object: 'checkout.session',
      mode: params.mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: params.customer ?? null,
      customer_email: params.customer_email ?? null,
      client_reference_id: params.client_reference_id ?? null,
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? null,
      url: `${base()}/c/pay/${id}`,
      subscription: null,
      invoice: null,
      metadata: params.metadata ?? {},
      currency: objects[lineItems[0].price].currency,
      amount_subtotal: amount,
      amount_total: amount,
      created: seconds(),
      expires_at: seconds() + DAY_S,
      livemode: false,
      // Kept by the stand-in to make the subscription; Stripe answers these through list_line_items.
      _line_items: lineItems,
      _subscription_metadata: params.subscription_data?.metadata ?? {},
    });
  }

  /** The customer pays on the hosted page: answers the completed session, or throws the decline. */
  function payCheckoutSession(id, typedCard, email) {
    const session = get(id, 'checkout session', 'cs_');
    if (session.status !== 'open') throw new StripeError(400, 'This Checkout Session is no longer active.', { code: 'checkout_session_inactive' });
    if (session.expires_at <= seconds()) throw new StripeError(400, 'This Checkout Session has expired.', { code: 'checkout_session_expired' });
    const read = readCard(typedCard, seconds());
    if (read.error) throw new StripeError(402, read.error, { type: 'card_error', code: 'invalid_number', param: read.field });
    if (read.card.outcome === 'declined') {
      throw new StripeError(402, read.card.message, { type: 'card_error', code: read.card.code, decline_code: read.card.decline_code });
    }
    const customer = session.customer ? objects[session.customer] : createCustomer({ email: session.customer_email ?? email });
    session.customer = customer.id;
    const method = createPaymentMethod(customer.id, read.card);
    customer.invoice_settings.default_payment_method = method.id;
    const subscription = createSubscription(customer, session._line_items, method, session._subscription_metadata);
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id, invoice: subscription.latest_invoice });
    event('checkout.session.completed', publicView(session));
    return session;
  }

  function expireCheckoutSession(id) {
    const session = get(id, 'checkout session', 'cs_');
    if (session.status !== 'open') throw new StripeError(400, `Only Checkout Sessions with a status in ["open"] can be expired.`);
    session.status = 'expired';
    event('checkout.session.expired', publicView(session));
    return session;
  }

  // Subscriptions ---------------------------------------------------------------------------

  function createSubscription(customer, lineItems, method, metadata) {
    const start = seconds();
    const id = newId('sub');
    const subscription = store({
      id,
      object: 'subscription',
      customer: customer.id,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      billing_cycle_anchor: start,
      collection_method: 'charge_automatically',
      currency: objects[lineItems[0].price].currency,
      default_payment_method: method.id,
      latest_invoice: null,
      metadata: metadata ?? {},
      items: {
        object: 'list',
        data: lineItems.map((item) => ({
          id: newId('si'),
          object: 'subscription_item',
          price: copy(objects[item.price]),
          quantity: item.quantity,
          subscription: id,
          current_period_start: start,
          current_period_end: periodEnd(start, objects[item.price]),
          created: start,
        })),
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      livemode: false,
    });
    event('customer.subscription.created', subscription);
    const invoice = subscriptionInvoice(subscription, 'subscription_create');
    payInvoiceWith(invoice, method);
    return subscription;
  }

  function periodEnd(start, price) {
    const { interval = 'year', interval_count: count = 1 } = price.recurring ?? {};
    const days = { day: 1, week: 7, month: 30, year: 365 }[interval] ?? 365;
    return interval === 'year' && count === 1 ? start + YEAR_S : start + days * count * DAY_S;
  }

  const periodOf = (subscription) => subscription.items.data[0];

  function updateSubscription(id, params) {
    const subscription = get(id, 'subscription', 'sub_');
    if (subscription.status === 'canceled') {
      throw new StripeError(400, 'A canceled subscription can only update its cancellation_details and metadata.');
    }
    const previous = {};
    if ('cancel_at_period_end' in params) {
      const cancel = params.cancel_at_period_end === true || params.cancel_at_period_end === 'true';
      previous.cancel_at_period_end = subscription.cancel_at_period_end;
      previous.cancel_at = subscription.cancel_at;
      subscription.cancel_at_period_end = cancel;
      subscription.cancel_at = cancel ? periodOf(subscription).current_period_end : null;
      subscription.canceled_at = cancel ? seconds() : null;
    }
    if (params.metadata) {
      previous.metadata = subscription.metadata;
      subscription.metadata = { ...subscription.metadata, ...params.metadata };
    }
    if (params.default_payment_method) {
      get(params.default_payment_method, 'payment_method', 'pm_');
      previous.default_payment_method = subscription.default_payment_method;
      subscription.default_payment_method = params.default_payment_method;
    }
    event('customer.subscription.updated', subscription, previous);
    return subscription;
  }

  function cancelSubscription(id) {
    const subscription = get(id, 'subscription', 'sub_');
    if (subscription.status === 'canceled') return subscription;
    const previous = { status: subscription.status };
    Object.assign(subscription, { status: 'canceled', ended_at: seconds(), canceled_at: subscription.canceled_at ?? seconds() });
    event('customer.subscription.deleted', subscription, previous);
    return subscription;
  }

  /**
   * Time passes (tests, through the control endpoint): the current period ends now and the
   * subscription renews, its invoice paid by the card or failing (`fail: true`, or a card that
   * fails later); or, when it was set to cancel at the period's end, it ends.
   */
  function renewSubscription(id, { fail = false } = {}) {
    const subscription = get(id, 'subscription', 'sub_');
    if (subscription.status === 'canceled') throw new StripeError(400, 'This subscription has ended.');
    if (subscription.cancel_at_period_end) return cancelSubscription(id);
    const start = seconds();
    const previous = { status: subscription.status, items: copy(subscription.items) };
    for (const item of subscription.items.data) Object.assign(item, { current_period_start: start, current_period_end: periodEnd(start, item.price) });
    const invoice = subscriptionInvoice(subscription, 'subscription_cycle');
    const method = objects[subscription.default_payment_method];
    if (!fail && method?.metadata.outcome !== 'later-fails') {
      payInvoiceWith(invoice, method);
      event('customer.subscription.updated', subscription, previous);
    } else {
      invoice.attempt_count = 1;
      invoice.next_payment_attempt = start + 3 * DAY_S;
      subscription.status = 'past_due';
      event('invoice.payment_failed', invoice);
      event('customer.subscription.updated', subscription, previous);
    }
    return subscription;
  }

  // Invoices --------------------------------------------------------------------------------

  function newInvoice(customerId, params = {}) {
    const customer = get(customerId, 'customer', 'cus_');
    const id = newId('in');
    const invoice = store({
      id,
      object: 'invoice',
      customer: customer.id,
      customer_email: customer.email,
      customer_name: customer.name,
      customer_address: customer.address ?? null,
      status: 'draft',
      collection_method: params.collection_method ?? 'charge_automatically',
      days_until_due: params.days_until_due !== undefined ? Number(params.days_until_due) : null,
      due_date: null,
      currency: params.currency ?? 'gbp',
      description: params.description ?? null,
      footer: params.footer ?? null,
      custom_fields: params.custom_fields ?? null,
      default_tax_rates: [].concat(params.default_tax_rates ?? []).map((id) => copy(get(id, 'tax rate', 'txr_'))),
      total_taxes: [],
      number: null,
      lines: { object: 'list', data: [], has_more: false, url: `/v1/invoices/${id}/lines` },
      subtotal: 0,
      total: 0,
      total_excluding_tax: 0,
      amount_due: 0,
      amount_paid: 0,
      amount_remaining: 0,
      attempt_count: 0,
      next_payment_attempt: null,
      hosted_invoice_url: null,
      invoice_pdf: null,
      parent: null,
      metadata: params.metadata ?? {},
      period_start: seconds(),
      period_end: seconds(),
      status_transitions: { finalized_at: null, paid_at: null, voided_at: null, marked_uncollectible_at: null },
      created: seconds(),
      livemode: false,
    });
    if (invoice.collection_method === 'send_invoice' && invoice.days_until_due === null) {
      delete objects[id];
      throw new StripeError(400, 'Missing required param: days_until_due.', { param: 'days_until_due' });
    }
    return invoice;
  }

  function addLine(invoice, { amount, description, price, quantity = 1, period }) {
    if (invoice.status !== 'draft') throw new StripeError(400, 'You can only add invoice items to draft invoices.');
    const unit = price ? price.unit_amount : Number(amount);
    invoice.lines.data.push({
      id: newId('il'),
      object: 'line_item',
      amount: unit * quantity,
      currency: invoice.currency,
      description: description ?? (price ? objects[price.product]?.name : null),
      quantity,
      pricing: price ? { type: 'price_details', price_details: { price: price.id, product: price.product }, unit_amount_decimal: String(unit) } : null,
      period: period ?? { start: seconds(), end: seconds() },
    });
    const subtotal = invoice.lines.data.reduce((sum, line) => sum + line.amount, 0);
    // The invoice's default tax rates apply to every line (exclusive rates add to the total; inclusive ones are within it).
    invoice.total_taxes = (invoice.default_tax_rates ?? []).map((rate) => ({
      amount: rate.inclusive ? Math.round(subtotal - subtotal / (1 + rate.percentage / 100)) : Math.round((subtotal * rate.percentage) / 100),
      tax_behavior: rate.inclusive ? 'inclusive' : 'exclusive',
      tax_rate_details: { tax_rate: rate.id },
      taxability_reason: 'standard_rated',
      taxable_amount: subtotal,
      type: 'tax_rate_details',
    }));
    const added = invoice.total_taxes.filter((tax) => tax.tax_behavior === 'exclusive').reduce((sum, tax) => sum + tax.amount, 0);
    const within = invoice.total_taxes.filter((tax) => tax.tax_behavior === 'inclusive').reduce((sum, tax) => sum + tax.amount, 0);
    const total = subtotal + added;
    Object.assign(invoice, {
      subtotal,
      subtotal_excluding_tax: subtotal - within,
      total,
      total_excluding_tax: total - added - within,
      amount_due: total,
      amount_remaining: total - invoice.amount_paid,
    });
  }

  function createInvoiceItem(params) {
    const customer = get(params.customer, 'customer', 'cus_');
    const price = params.price ?? params.pricing?.price;
    const invoice = params.invoice
      ? get(params.invoice, 'invoice', 'in_')
      : Object.values(objects).find((o) => o.object === 'invoice' && o.customer === customer.id && o.status === 'draft');
    if (!invoice) throw new StripeError(400, 'Nothing to invoice for customer: create the invoice first, or pass `invoice`.');
    if (price === undefined && params.amount === undefined) throw new StripeError(400, 'Missing required param: amount.', { param: 'amount' });
    addLine(invoice, {
      amount: params.amount,
      description: params.description,
      price: price ? get(price, 'price') : undefined,
      quantity: Number(params.quantity ?? 1),
    });
    return store({
      id: newId('ii'),
      object: 'invoiceitem',
      customer: customer.id,
      invoice: invoice.id,
      amount: invoice.lines.data.at(-1).amount,
      description: params.description ?? null,
      livemode: false,
    });
  }

  function subscriptionInvoice(subscription, reason) {
    const invoice = newInvoice(subscription.customer, { currency: subscription.currency });
    const period = periodOf(subscription);
    for (const item of subscription.items.data) {
      addLine(invoice, {
        price: objects[item.price.id],
        quantity: item.quantity,
        period: { start: period.current_period_start, end: period.current_period_end },
      });
    }
    invoice.billing_reason = reason;
    invoice.parent = {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    };
    invoice.period_start = period.current_period_start;
    invoice.period_end = period.current_period_end;
    subscription.latest_invoice = invoice.id;
    event('invoice.created', invoice);
    finalizeInvoice(invoice.id);
    return invoice;
  }

  function finalizeInvoice(id) {
    const invoice = get(id, 'invoice', 'in_');
    if (invoice.status !== 'draft') throw new StripeError(400, `This invoice is already finalized, you can't re-finalize a non-draft invoice.`);
    const finalized = seconds();
    invoice.status = 'open';
    invoice.number = `ORCH-${String(Object.values(objects).filter((o) => o.object === 'invoice' && o.number).length + 1).padStart(4, '0')}`;
    invoice.status_transitions.finalized_at = finalized;
    invoice.hosted_invoice_url = `${base()}/i/${id}`;
    invoice.invoice_pdf = `${base()}/i/${id}/pdf`;
    if (invoice.collection_method === 'send_invoice') invoice.due_date = finalized + invoice.days_until_due * DAY_S;
    event('invoice.finalized', invoice);
    if (invoice.amount_due === 0) markPaid(invoice);
    return invoice;
  }

  function sendInvoice(id) {
    const invoice = get(id, 'invoice', 'in_');
    if (invoice.collection_method !== 'send_invoice')
      throw new StripeError(400, 'You can only manually send an invoice if its collection method is `send_invoice`.');
    if (invoice.status === 'draft') finalizeInvoice(id);
    if (invoice.status !== 'open') throw new StripeError(400, `You can only send an open invoice; this one is ${invoice.status}.`);
    event('invoice.sent', invoice);
    return invoice;
  }

  function markPaid(invoice) {
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0, next_payment_attempt: null });
    invoice.status_transitions.paid_at = seconds();
    event('invoice.paid', invoice);
    event('invoice.payment_succeeded', invoice);
  }

  function payInvoiceWith(invoice, method) {
    if (invoice.status !== 'open') throw new StripeError(400, `Invoice is already ${invoice.status}.`, { code: 'invoice_not_open' });
    if (invoice.amount_due > 0 && !method) {
      invoice.attempt_count += 1;
      event('invoice.payment_failed', invoice);
      throw new StripeError(402, 'Your card was declined.', { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' });
    }
    invoice.attempt_count += 1;
    markPaid(invoice);
    // A past-due subscription whose open invoice is paid is active again.
    const subscriptionId = invoice.parent?.subscription_details?.subscription;
    const subscription = subscriptionId && objects[subscriptionId];
    if (subscription?.status === 'past_due' && subscription.latest_invoice === invoice.id) {
      subscription.status = 'active';
      event('customer.subscription.updated', subscription, { status: 'past_due' });
    }
    return invoice;
  }

  /** `POST /v1/invoices/:id/pay`: with the customer's default card, or `paid_out_of_band` (a bank transfer recorded by hand). */
  function payInvoice(id, params = {}) {
    const invoice = get(id, 'invoice', 'in_');
    if (invoice.status === 'draft') finalizeInvoice(id);
    if (params.paid_out_of_band === true || params.paid_out_of_band === 'true') {
      if (invoice.status !== 'open') throw new StripeError(400, `Invoice is already ${invoice.status}.`, { code: 'invoice_not_open' });
      invoice.paid_out_of_band = true;
      markPaid(invoice);
      return invoice;
    }
    const customer = objects[invoice.customer];
    const method = objects[params.payment_method ?? customer.invoice_settings.default_payment_method];
    return payInvoiceWith(invoice, method);
  }

  /** The customer pays an invoice on its hosted page with a card. */
  function payInvoiceByCard(id, typedCard) {
    const invoice = get(id, 'invoice', 'in_');
    if (invoice.status !== 'open') throw new StripeError(400, `This invoice is ${invoice.status}.`, { code: 'invoice_not_open' });
    const read = readCard(typedCard, seconds());
    if (read.error) throw new StripeError(402, read.error, { type: 'card_error', code: 'invalid_number', param: read.field });
    if (read.card.outcome === 'declined') {
      throw new StripeError(402, read.card.message, { type: 'card_error', code: read.card.code, decline_code: read.card.decline_code });
    }
    return payInvoiceWith(invoice, createPaymentMethod(invoice.customer, read.card));
  }

  function voidInvoice(id) {
    const invoice = get(id, 'invoice', 'in_');
    if (invoice.status !== 'open') throw new StripeError(400, `You can only void open invoices; this one is ${invoice.status}.`);
    invoice.status = 'void';
    invoice.status_transitions.voided_at = seconds();
    event('invoice.voided', invoice);
    return invoice;
  }

  /** Time passes for an invoice (tests): its due date moves into the past, as an unpaid invoice's does. */
  function makeOverdue(id) {
    const invoice = get(id, 'invoice', 'in_');
    if (invoice.status !== 'open' || !invoice.due_date) throw new StripeError(400, 'Only an open invoice with a due date can become overdue.');
    invoice.due_date = seconds() - DAY_S;
    event('invoice.overdue', invoice);
    return invoice;
  }

  // Billing portal --------------------------------------------------------------------------

  function createPortalSession(params) {
    const customer = get(params.customer, 'customer', 'cus_');
    const id = newId('bps');
    return store({
      id,
      object: 'billing_portal.session',
      customer: customer.id,
      return_url: params.return_url ?? null,
      url: `${base()}/p/session/${id}`,
      created: seconds(),
      livemode: false,
    });
  }

  /** A new card on the portal: the customer's and their subscriptions' default, and an unpaid renewal paid with it. */
  function changeCard(customerId, typedCard) {
    const customer = get(customerId, 'customer', 'cus_');
    const read = readCard(typedCard, seconds());
    if (read.error) throw new StripeError(402, read.error, { type: 'card_error', code: 'invalid_number', param: read.field });
    if (read.card.outcome === 'declined') throw new StripeError(402, read.card.message, { type: 'card_error', code: read.card.code });
    const method = createPaymentMethod(customer.id, read.card);
    customer.invoice_settings.default_payment_method = method.id;
    event('customer.updated', customer, { invoice_settings: { default_payment_method: null } });
    for (const subscription of subscriptionsOf(customer.id)) {
      if (subscription.status === 'canceled') continue;
      updateSubscription(subscription.id, { default_payment_method: method.id });
      const invoice = objects[subscription.latest_invoice];
      if (subscription.status === 'past_due' && invoice?.status === 'open') payInvoiceWith(invoice, method);
    }
    return method;
  }

  const subscriptionsOf = (customerId) => Object.values(objects).filter((o) => o.object === 'subscription' && o.customer === customerId);

  /** What the API answers for an object: without the stand-in's own bookkeeping (keys starting with _). */
  function publicView(object) {
    return Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_')));
  }

  function list(kind, filter = () => true, limit = 10) {
    const all = Object.values(objects)
      .filter((o) => o.object === kind && filter(o))
      .sort((a, b) => b.created - a.created);
    return { object: 'list', data: all.slice(0, limit).map(publicView), has_more: all.length > limit, url: '' };
  }

  return {
    objects,
    get,
    snapshot: () => ({ objects, counter }),
    publicView,
    list,
    subscriptionsOf,
    createProduct,
    createPrice,
    createTaxRate,
    createCustomer,
    updateCustomer,
    createCheckoutSession,
    payCheckoutSession,
    expireCheckoutSession,
    updateSubscription,
    cancelSubscription,
    renewSubscription,
    newInvoice,
    createInvoiceItem,
    finalizeInvoice,
    sendInvoice,
    payInvoice,
    payInvoiceByCard,
    voidInvoice,
    makeOverdue,
    createPortalSession,
    changeCard,
  };
}
