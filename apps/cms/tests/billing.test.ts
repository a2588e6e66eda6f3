/**
 * Paying online (apps/cms/docs/billing.md) against the Stripe stand-in (scripts/lib/stripe-stand-in.mjs),
 * through Stripe's own library on both sides: checkout takes the account from the token; the webhook
 * refuses what Stripe did not sign, handles each event once, in any order; a failed renewal keeps
 * access for the grace period; nobody reads or manages another teacher's billing.
 */
import { describe, expect, it } from 'vitest';
import { login } from './helpers/cms';
import { callJson, registerTeacher } from './helpers/accounts';
import { cmsWithStripeForThisFile, until } from './helpers/stripe-for-file';

const DAY = 24 * 3600_000;

const { cms, standIn, stripe } = cmsWithStripeForThisFile((prices) => ({
  STRIPE_PRICE_TEACHER_YEARLY: prices.STRIPE_PRICE_TEACHER_YEARLY,
  PAYMENT_GRACE_DAYS: '14',
}));

const call = (method: string, route: string, token?: string, body?: unknown) => callJson(`${cms.baseUrl}${route}`, method, token, body);

const newTeacher = (name: string, overrides: Record<string, unknown> = {}) => registerTeacher(cms.baseUrl, name, overrides);

const access = async (token: string) => (await call('GET', '/api/account/access', token)).body;
const role = async (token: string) => (await cms.graphql('{ me { role { type } } }', {}, token)).body.data?.me?.role?.type;

/** The teacher starts checkout and pays on the stand-in's hosted page with `number`; answers the checkout session id. */
async function subscribe(token: string, number = '4242424242424242') {
  const started = await call('POST', '/api/billing/checkout', token, {});
  expect(started.status).toBe(200);
  const sessionId = /\/c\/pay\/(cs_[\w-]+)/.exec(started.body.url)![1];
  const paid = await fetch(`${standIn.url}/__stand-in/checkout/${sessionId}/pay`, {
    method: 'POST',
    body: JSON.stringify({ number, expiry: '12/40', cvc: '123' }),
  });
  return { sessionId, paid: paid.status, session: await paid.json() };
}

/** Waits for Stripe's webhook to make the teacher a paying subscriber; answers their access summary then. */
const untilPaid = (token: string) =>
  until(
    () => access(token),
    (s) => s.access === 'paid',
    'the webhook to make the teacher a paying subscriber',
  );

/** Posts `payload` to the webhook as Stripe would, signed with `secret`. */
async function deliver(payload: string, secret = standIn.webhookSecret) {
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
  const response = await fetch(`${cms.baseUrl}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
    body: payload,
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

async function paidRows(userId: number) {
  return cms.strapi.db.query('api::subscription.subscription').findMany({ where: { user: { id: userId }, kind: 'paid' } });
}

describe('checkout', () => {
  it('is for a logged-in teacher only', async () => {
    expect((await call('POST', '/api/billing/checkout')).status).toBe(403);
    expect((await call('POST', '/api/billing/portal')).status).toBe(403);
    expect((await call('POST', '/api/billing/checkout', 'not-a-token')).status).toBe(401);
  });

  it('takes the customer from the token, whatever the body names; a trial teacher pays and is a paying subscriber', async () => {
    const other = await newTeacher('other');
    const teacher = await newTeacher('payer');
    const started = await call('POST', '/api/billing/checkout', teacher.token, {
      user: other.id,
      customer: 'cus_someone',
      email: other.email,
      price: 'price_free',
    });
    expect(started.status).toBe(200);
    const sessionId = /\/c\/pay\/(cs_[\w-]+)/.exec(started.body.url)![1];
    const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['customer'] });
    expect(session.customer.email).toBe(teacher.email);
    expect(session.client_reference_id).toBe(String(teacher.id));
    expect(session.mode).toBe('subscription');
    expect(session.amount_total).toBe(6000);
    expect(session.success_url).toBe(`http://site.test/subscribe/paid?session_id={CHECKOUT_SESSION_ID}`);

    // A second checkout reuses the account's customer.
    const again = await call('POST', '/api/billing/checkout', teacher.token);
    const second = await stripe.checkout.sessions.retrieve(/\/c\/pay\/(cs_[\w-]+)/.exec(again.body.url)![1]);
    expect(second.customer).toBe(session.customer.id);

    const paid = await fetch(`${standIn.url}/__stand-in/checkout/${sessionId}/pay`, {
      method: 'POST',
      body: JSON.stringify({ number: '4242424242424242', expiry: '12/40', cvc: '123' }),
    });
    expect(paid.status).toBe(200);
    const summary = await untilPaid(teacher.token);
    expect(summary.paid_online).toMatchObject({ status: 'active', cancel_at_period_end: false, amount_pence: 6000, currency: 'gbp', payment_failed: false });
    expect(Math.round((Date.parse(summary.paid_online.current_period_end) - Date.now()) / DAY)).toBe(365);
    expect(summary.ends_at).toBe(summary.paid_online.current_period_end);
    expect(summary.online_payments).toBe(true);
    expect(await role(teacher.token)).toBe('active_subscriber');
    // The other teacher's account is untouched.
    expect((await access(other.token)).paid_online).toBeNull();
    expect(await paidRows(other.id)).toHaveLength(0);

    // Subscribed already: no second subscription.
    const twice = await call('POST', '/api/billing/checkout', teacher.token);
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toMatch(/already have a subscription/);
  });

  it('a lapsed teacher renews, and reads teaching content at once', async () => {
    const lapsed = await newTeacher('lapsed', { skip_trial: true });
    expect(await role(lapsed.token)).toBe('authenticated');
    expect((await subscribe(lapsed.token)).paid).toBe(200);
    await until(
      () => role(lapsed.token),
      (r) => r === 'active_subscriber',
      'the lapsed teacher to be a subscriber',
    );
  });

  it('a declined card changes nothing', async () => {
    const teacher = await newTeacher('declined', { skip_trial: true });
    const { paid, session } = await subscribe(teacher.token, '4000000000000002');
    expect(paid).toBe(402);
    expect(session.error.message).toBe('Your card was declined.');
    await new Promise((r) => setTimeout(r, 500));
    expect((await access(teacher.token)).access).toBe('none');
    expect(await paidRows(teacher.id)).toHaveLength(0);
  });
});

describe('the webhook', () => {
  it('refuses a forged or missing signature, and changes nothing', async () => {
    const teacher = await newTeacher('forged', { skip_trial: true });
    // A teacher's customer exists once they started a checkout.
    await call('POST', '/api/billing/checkout', teacher.token);
    const user = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: teacher.id } });
    const forgedSubscription = { id: 'sub_forged', object: 'subscription', customer: user.stripe_customer_id, status: 'active' };
    const payload = JSON.stringify({ id: 'evt_forged_1', object: 'event', type: 'customer.subscription.created', data: { object: forgedSubscription } });
    const forged = await deliver(payload, 'whsec_an_attackers_guess');
    expect(forged.status).toBe(400);
    const unsigned = await fetch(`${cms.baseUrl}/api/billing/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: payload });
    expect(unsigned.status).toBe(400);
    // Signed, but the body changed after signing.
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: standIn.webhookSecret });
    const altered = await fetch(`${cms.baseUrl}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
      body: payload.replace('evt_forged_1', 'evt_forged_2'),
    });
    expect(altered.status).toBe(400);
    expect(await paidRows(teacher.id)).toHaveLength(0);
    expect((await access(teacher.token)).access).toBe('none');
  });

  it('handles a replayed event once: the second delivery changes nothing', async () => {
    const teacher = await newTeacher('replay', { skip_trial: true });
    const { sessionId } = await subscribe(teacher.token);
    await untilPaid(teacher.token);
    const events = await stripe.events.list({ type: 'checkout.session.completed', limit: 100 });
    const event = events.data.find((e: any) => e.data.object.id === sessionId);
    const before = await paidRows(teacher.id);
    const replay = await deliver(JSON.stringify(event));
    expect(replay).toEqual({ status: 200, body: { received: true, handled: false } });
    expect(await paidRows(teacher.id)).toEqual(before);
    const stored = await cms.strapi.db.connection('billing_webhook_events').where({ event_id: event.id });
    expect(stored).toHaveLength(1);
  });

  it('events in any order end in Stripe’s current state: an older event never undoes a newer one', async () => {
    const teacher = await newTeacher('order', { skip_trial: true });
    // Hold every delivery: the CMS sees nothing until the events are sent below, newest first.
    standIn.webhooks.state.endpoint = null;
    const startedAt = Math.floor(Date.now() / 1000) - 1;
    try {
      const { session } = await subscribe(teacher.token);
      await stripe.subscriptions.update(session.subscription, { cancel_at_period_end: true });
      const events = (await stripe.events.list({ limit: 100 })).data.filter(
        (e: any) => e.created >= startedAt && JSON.stringify(e).includes(session.subscription),
      );
      expect(events.map((e: any) => e.type)).toEqual(
        expect.arrayContaining(['customer.subscription.created', 'customer.subscription.updated', 'checkout.session.completed']),
      );
      // The list is newest first: delivered as listed, the oldest (created, with cancel_at_period_end false) arrives last.
      for (const event of events) expect((await deliver(JSON.stringify(event))).status).toBe(200);
    } finally {
      standIn.webhooks.state.endpoint = `${cms.baseUrl}/api/billing/webhook`;
    }
    const summary = await access(teacher.token);
    expect(summary.access).toBe('paid');
    expect(summary.paid_online).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(await paidRows(teacher.id)).toHaveLength(1);
  });

  it('a failed renewal keeps access for the grace period and says so; access ends when Stripe ends the subscription', async () => {
    const teacher = await newTeacher('grace', { skip_trial: true });
    const { session } = await subscribe(teacher.token);
    await untilPaid(teacher.token);
    await fetch(`${standIn.url}/__stand-in/subscriptions/${session.subscription}/renew`, { method: 'POST', body: JSON.stringify({ fail: true }) });
    // The summary and the online subscription are two reads side by side: wait for an answer whose two reads both came
    // after the webhook's write (one read before it and one after gave 365 days here once).
    const failing = await until(
      () => access(teacher.token),
      (s) => s.paid_online?.payment_failed && s.ends_at === s.paid_online.ends_at,
      'the failed payment',
    );
    expect(failing.access).toBe('paid');
    expect(Math.round((Date.parse(failing.ends_at) - Date.now()) / DAY)).toBe(14);
    expect(await role(teacher.token)).toBe('active_subscriber');
    // Told once by email (api/reminder's paymentFailed), however often Stripe's events about the failed invoice arrive.
    const failedEmails = await until(
      async () => ((await cms.emails()) as Array<{ subject: string; to: Array<{ address: string }> }>).filter((mail) => mail.to[0]?.address === teacher.email),
      (mails) => mails.some((mail) => mail.subject === 'Your payment did not go through'),
      'the failed payment email',
    );
    expect(failedEmails.filter((mail) => mail.subject === 'Your payment did not go through')).toHaveLength(1);

    await fetch(`${standIn.url}/__stand-in/subscriptions/${session.subscription}/end`, { method: 'POST', body: '{}' });
    const ended = await until(
      () => access(teacher.token),
      (s) => s.access === 'none',
      'the end of the subscription',
    );
    expect(ended.paid_online.status).toBe('canceled');
    expect(ended.ended_at).toBeTruthy();
    await until(
      () => role(teacher.token),
      (r) => r === 'authenticated',
      'the role to follow',
      15_000,
    );
  });
});

describe('the billing portal', () => {
  it("opens for the token's own customer; a teacher who never paid online has none", async () => {
    const teacher = await newTeacher('portal', { skip_trial: true });
    const none = await call('POST', '/api/billing/portal', teacher.token);
    expect(none.status).toBe(400);
    expect(none.body.error.message).toMatch(/not paid online yet/);
    await subscribe(teacher.token);
    const opened = await call('POST', '/api/billing/portal', teacher.token, { customer: 'cus_someone_else' });
    expect(opened.status).toBe(200);
    const portalId = /\/p\/session\/(bps_[\w-]+)/.exec(opened.body.url)![1];
    const portal = standIn.account.get(portalId, 'billing portal session') as { customer: string; return_url: string };
    const user = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: teacher.id } });
    expect(portal.customer).toBe(user.stripe_customer_id);
    expect(portal.return_url).toBe('http://site.test/subscribe');
  });
});

describe('other doors', () => {
  it('no API answer carries Stripe ids, and subscriptions have no API of their own', async () => {
    const teacher = await newTeacher('doors', { skip_trial: true });
    await subscribe(teacher.token);
    await untilPaid(teacher.token);
    const me = await call('GET', '/api/users/me', teacher.token);
    expect(JSON.stringify(me.body)).not.toMatch(/cus_|sub_|stripe/);
    expect(JSON.stringify(await access(teacher.token))).not.toMatch(/cus_|sub_/);
    const lapsed = await login(cms.baseUrl, 'lapsed@example.com', 'Lapsed1');
    for (const token of [undefined, lapsed, teacher.token]) {
      const { body } = await cms.graphql('{ subscriptions { documentId stripe_subscription_id } }', {}, token);
      expect(body.errors?.length).toBeGreaterThan(0);
      const rest = await call('GET', '/api/subscriptions', token);
      expect(rest.status).toBe(404);
    }
  });

  it('the prices are public', async () => {
    const { body } = await cms.graphql('{ pricing { title vat_rate_percent teacher_yearly_price_ex_vat school_bands { name max_places price_ex_vat } } }');
    expect(body.data.pricing).toMatchObject({ vat_rate_percent: 20, teacher_yearly_price_ex_vat: 50 });
    expect(body.data.pricing.school_bands.map((band: { max_places: number }) => band.max_places)).toEqual([10, 30, 60]);
  });
});
