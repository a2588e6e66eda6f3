// The Stripe stand-in, driven by Stripe's own Node library (the one the CMS uses) and by a browser's
// form posts to its hosted pages: what the product relies on, in Stripe's shapes.
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { startStripeStandIn } from './stripe-stand-in.mjs';
import { parseStripeForm } from './stripe-stand-in/forms.mjs';

const Stripe = createRequire(path.resolve(import.meta.dirname, '../../apps/cms/package.json'))('stripe');

/** A webhook endpoint that records what it is sent, answering `status()` (500 to make Stripe retry). */
async function startReceiver() {
  const received = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ body, signature: req.headers['stripe-signature'], answered: status });
      res.writeHead(status).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/webhook`, received, setStatus: (s) => (status = s), close: () => server.close() };
}

const waitFor = async (check, what, ms = 8000) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = check();
    if (answer) return answer;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

const postForm = (url, fields) =>
  fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });

describe('the Stripe stand-in', () => {
  let standIn, stripe, receiver;
  const eventsOfType = (type) =>
    receiver.received.map((r) => stripe.webhooks.constructEvent(r.body, r.signature, standIn.webhookSecret)).filter((e) => e.type === type);

  before(async () => {
    receiver = await startReceiver();
    standIn = await startStripeStandIn({ webhookEndpoint: receiver.url, log: () => {} });
    const { hostname, port, protocol } = new URL(standIn.url);
    stripe = new Stripe(standIn.secretKey, { host: hostname, port, protocol: protocol.slice(0, -1), maxNetworkRetries: 0 });
  });
  after(async () => {
    await standIn.close();
    receiver.close();
  });

  test('reads bracket-keyed form bodies as Stripe does', () => {
    assert.deepEqual(parseStripeForm('line_items[0][price]=p1&line_items[0][quantity]=2&metadata[user_id]=7&expand[]=a&expand[]=b&flag=true'), {
      line_items: [{ price: 'p1', quantity: '2' }],
      metadata: { user_id: '7' },
      expand: ['a', 'b'],
      flag: 'true',
    });
  });

  test('refuses a missing or wrong secret key with Stripe error shape', async () => {
    const wrong = new Stripe('sk_test_wrong_key_1234', {
      host: new URL(standIn.url).hostname,
      port: new URL(standIn.url).port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await assert.rejects(
      wrong.customers.create({ email: 'a@example.org' }),
      (error) => error.type === 'StripeAuthenticationError' && /Invalid API Key/.test(error.message),
    );
    const bare = await fetch(`${standIn.url}/v1/customers`);
    assert.equal(bare.status, 401);
    assert.match((await bare.json()).error.message, /did not provide an API key/);
  });

  test('answers a missing object as resource_missing', async () => {
    await assert.rejects(stripe.subscriptions.retrieve('sub_nope'), (error) => error.code === 'resource_missing' && error.statusCode === 404);
  });

  test('honours idempotency keys: the same key and body answer the first object; another body is refused', async () => {
    const first = await stripe.customers.create({ email: 'same@example.org' }, { idempotencyKey: 'customer-for-user-1' });
    const again = await stripe.customers.create({ email: 'same@example.org' }, { idempotencyKey: 'customer-for-user-1' });
    assert.equal(again.id, first.id);
    assert.equal((await stripe.customers.list({ email: 'same@example.org' })).data.length, 1);
    await assert.rejects(
      stripe.customers.create({ email: 'other@example.org' }, { idempotencyKey: 'customer-for-user-1' }),
      (error) => error.type === 'StripeIdempotencyError',
    );
  });

  test('a checkout session in subscription mode: declined card, then paid; the redirect and the signed webhooks', async () => {
    const customer = await stripe.customers.create({ email: 'teacher@example.org', metadata: { user_id: '42' } });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: standIn.prices.STRIPE_PRICE_TEACHER_YEARLY, quantity: 1 }],
      success_url: 'http://site.test/subscribe/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://site.test/subscribe',
      client_reference_id: '42',
      subscription_data: { metadata: { user_id: '42' } },
    });
    assert.equal(session.status, 'open');
    assert.equal(session.amount_total, 6000);
    assert.match(session.url, /\/c\/pay\/cs_test_/);

    const page = await (await fetch(session.url)).text();
    assert.match(page, /£60\.00/);
    const declined = await postForm(session.url, { number: '4000 0000 0000 0002', expiry: '12 / 40', cvc: '123' });
    assert.equal(declined.status, 402);
    assert.match(await declined.text(), /Your card was declined\./);
    assert.equal((await stripe.checkout.sessions.retrieve(session.id)).status, 'open');

    const paid = await postForm(session.url, { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' });
    assert.equal(paid.status, 303);
    assert.equal(paid.headers.get('location'), `http://site.test/subscribe/success?session_id=${session.id}`);

    const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    assert.equal(completed.status, 'complete');
    assert.equal(completed.payment_status, 'paid');
    const subscription = completed.subscription;
    assert.equal(subscription.object, 'subscription');
    assert.equal(subscription.status, 'active');
    assert.equal(subscription.metadata.user_id, '42');
    const item = subscription.items.data[0];
    assert.equal(item.current_period_end - item.current_period_start, 365 * 24 * 3600);

    await waitFor(() => eventsOfType('checkout.session.completed').length && eventsOfType('invoice.paid').length, 'the webhooks');
    const [event] = eventsOfType('checkout.session.completed');
    assert.equal(event.data.object.id, session.id);
    assert.equal(event.data.object.subscription, subscription.id);
    const [invoicePaid] = eventsOfType('invoice.paid');
    assert.equal(invoicePaid.data.object.parent.subscription_details.subscription, subscription.id);
    // A forged signature does not pass the library's check.
    const forged = receiver.received[0];
    assert.throws(() => stripe.webhooks.constructEvent(forged.body, forged.signature, 'whsec_someone_else'), /signature/i);

    // Cancel at period end, through the API as the portal does.
    const updated = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    assert.equal(updated.cancel_at_period_end, true);
    assert.equal(updated.cancel_at, item.current_period_end);
  });

  test('a renewal that fails leaves the subscription past due; a new card on the portal pays it', async () => {
    const customer = await stripe.customers.create({ email: 'renewal@example.org' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: standIn.prices.STRIPE_PRICE_TEACHER_YEARLY }],
      success_url: 'http://site.test/ok?session_id={CHECKOUT_SESSION_ID}',
    });
    await postForm(session.url, { number: '4242424242424242', expiry: '01/39', cvc: '999' });
    const subscriptionId = (await stripe.checkout.sessions.retrieve(session.id)).subscription;
    const renewal = await fetch(`${standIn.url}/__stand-in/subscriptions/${subscriptionId}/renew`, { method: 'POST', body: JSON.stringify({ fail: true }) });
    assert.equal((await renewal.json()).status, 'past_due');
    await waitFor(() => eventsOfType('invoice.payment_failed').some((e) => e.data.object.customer === customer.id), 'invoice.payment_failed');

    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://site.test/subscribe' });
    assert.match(portal.url, /\/p\/session\/bps_/);
    const portalPage = await (await fetch(portal.url)).text();
    assert.match(portalPage, /Your last payment failed/);
    const changed = await postForm(`${portal.url}/card`, { number: '5555 5555 5555 4444', expiry: '02/38', cvc: '321' });
    assert.equal(changed.status, 303);
    assert.equal((await stripe.subscriptions.retrieve(subscriptionId)).status, 'active');

    const cancel = await postForm(`${portal.url}/cancel`, { subscription: subscriptionId });
    assert.equal(cancel.status, 303);
    assert.equal((await stripe.subscriptions.retrieve(subscriptionId)).cancel_at_period_end, true);
    // At the period's end, a subscription set to cancel ends.
    const end = await fetch(`${standIn.url}/__stand-in/subscriptions/${subscriptionId}/renew`, { method: 'POST', body: '{}' });
    assert.equal((await end.json()).status, 'canceled');
    await waitFor(() => eventsOfType('customer.subscription.deleted').some((e) => e.data.object.id === subscriptionId), 'customer.subscription.deleted');
  });

  test('invoices: send_invoice with 30 days, finalize, send, hosted page and PDF, paid out of band, void; each announced', async () => {
    const customer = await stripe.customers.create({ email: 'bursar@school.example', name: 'Riverside Primary School' });
    const invoice = await stripe.invoices.create({
      customer: customer.id,
      collection_method: 'send_invoice',
      days_until_due: 30,
      custom_fields: [{ name: 'Purchase order', value: 'PO-1234' }],
      metadata: { school: 'riverside' },
    });
    assert.equal(invoice.status, 'draft');
    await stripe.invoiceItems.create({ customer: customer.id, invoice: invoice.id, price: standIn.prices.STRIPE_PRICE_SCHOOL_MEDIUM, quantity: 1 });
    await stripe.invoiceItems.create({ customer: customer.id, invoice: invoice.id, amount: 18000, description: 'VAT at 20%' });
    const finalized = await stripe.invoices.finalizeInvoice(invoice.id);
    assert.equal(finalized.status, 'open');
    assert.equal(finalized.total, 108000);
    assert.equal(finalized.due_date - finalized.status_transitions.finalized_at, 30 * 24 * 3600);
    const sent = await stripe.invoices.sendInvoice(invoice.id);
    assert.equal(sent.status, 'open');

    const hosted = await fetch(sent.hosted_invoice_url);
    assert.equal(hosted.status, 200);
    const html = await hosted.text();
    assert.match(html, /PO-1234/);
    assert.match(html, /£1,080\.00/);
    const pdf = Buffer.from(await (await fetch(sent.invoice_pdf)).arrayBuffer());
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    assert.match(pdf.toString('latin1'), /PO-1234/);

    const paid = await stripe.invoices.pay(invoice.id, { paid_out_of_band: true });
    assert.equal(paid.status, 'paid');

    const other = await stripe.invoices.create({ customer: customer.id, collection_method: 'send_invoice', days_until_due: 30 });
    await stripe.invoiceItems.create({ customer: customer.id, invoice: other.id, amount: 500 });
    await stripe.invoices.finalizeInvoice(other.id);
    assert.equal((await stripe.invoices.voidInvoice(other.id)).status, 'void');
    await assert.rejects(stripe.invoices.create({ customer: customer.id, collection_method: 'send_invoice' }), (error) => error.param === 'days_until_due');

    await waitFor(
      () =>
        ['invoice.finalized', 'invoice.sent', 'invoice.paid', 'invoice.voided'].every((type) =>
          eventsOfType(type).some((e) => e.data.object.customer === customer.id),
        ),
      'the invoice events',
    );
    const listed = await stripe.invoices.list({ customer: customer.id });
    assert.deepEqual(listed.data.map((i) => i.status).sort(), ['paid', 'void']);
  });

  test('tax rates: UK VAT as an invoice default, added to the total and shown on the hosted page and PDF', async () => {
    const rate = await stripe.taxRates.create({ display_name: 'VAT', percentage: 20, inclusive: false, country: 'GB' });
    assert.equal(rate.object, 'tax_rate');
    assert.ok((await stripe.taxRates.list({ active: true })).data.some((listed) => listed.id === rate.id));
    const customer = await stripe.customers.create({
      name: 'Oak Lane School',
      email: 'office@oak.example',
      address: { line1: '1 Oak Lane', city: 'York', postal_code: 'YO1 7HH', country: 'GB' },
    });
    assert.equal(customer.address.postal_code, 'YO1 7HH');
    const invoice = await stripe.invoices.create({
      customer: customer.id,
      collection_method: 'send_invoice',
      days_until_due: 30,
      default_tax_rates: [rate.id],
    });
    await stripe.invoiceItems.create({ customer: customer.id, invoice: invoice.id, pricing: { price: standIn.prices.STRIPE_PRICE_SCHOOL_MEDIUM } });
    const finalized = await stripe.invoices.finalizeInvoice(invoice.id);
    assert.equal(finalized.subtotal, 90000);
    assert.equal(finalized.total, 108000);
    assert.equal(finalized.total_excluding_tax, 90000);
    assert.deepEqual(
      finalized.total_taxes.map((tax) => [tax.amount, tax.tax_behavior, tax.tax_rate_details.tax_rate]),
      [[18000, 'exclusive', rate.id]],
    );
    assert.equal(finalized.customer_address.city, 'York');
    const page = await (await fetch(finalized.hosted_invoice_url)).text();
    assert.match(page, /VAT \(20%\)/);
    assert.match(page, /£180\.00/);
  });

  test('retries a webhook the endpoint refused, and can delay deliveries', async () => {
    receiver.setStatus(500);
    const before = receiver.received.length;
    const customer = await stripe.customers.create({ email: 'retry@example.org' });
    await waitFor(() => receiver.received.slice(before).filter((r) => r.body.includes(customer.id)).length >= 2, 'a second attempt', 6000);
    receiver.setStatus(200);
    await waitFor(() => receiver.received.slice(before).some((r) => r.body.includes(customer.id) && r.answered === 200), 'a successful attempt', 6000);

    await fetch(`${standIn.url}/__stand-in/webhooks`, { method: 'POST', body: JSON.stringify({ delayMs: 700 }) });
    const started = Date.now();
    const delayed = await stripe.customers.create({ email: 'later@example.org' });
    await waitFor(() => receiver.received.some((r) => r.body.includes(delayed.id)), 'the delayed event');
    assert.ok(Date.now() - started >= 650, 'the event waited for its delay');
    await fetch(`${standIn.url}/__stand-in/webhooks`, { method: 'POST', body: JSON.stringify({ delayMs: 0 }) });
  });
});
