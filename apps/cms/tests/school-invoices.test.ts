/**
 * A school buys by invoice (apps/cms/docs/school-invoices.md) against the Stripe stand-in
 * (scripts/lib/stripe-stand-in.mjs), through Stripe's own library on both sides: the school is the
 * token's, never one a body names; the invoice has 30-day terms and VAT; access runs from the
 * invoice; the webhook records paid, overdue and void in any order, once; an unpaid invoice's access
 * ends after the grace days; editors extend or end an account with a note, kept as the audit.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callJson, invitationTokenFor, registerTeacher, registration, uniqueEmail } from './helpers/accounts';
import { cmsWithStripeForThisFile, until } from './helpers/stripe-for-file';

const require = createRequire(import.meta.url);
const built = (module: string) => require(path.resolve(__dirname, '..', 'dist', 'src', module));
const clock = built('runtime/clock');
const { DEV_ADMIN } = built('setup/dev-admin');
const DAY = 24 * 3600_000;

const { cms, standIn, stripe } = cmsWithStripeForThisFile((prices) => ({
  STRIPE_PRICE_TEACHER_YEARLY: prices.STRIPE_PRICE_TEACHER_YEARLY,
  STRIPE_PRICE_SCHOOL_SMALL: prices.STRIPE_PRICE_SCHOOL_SMALL,
  STRIPE_PRICE_SCHOOL_MEDIUM: prices.STRIPE_PRICE_SCHOOL_MEDIUM,
  STRIPE_PRICE_SCHOOL_LARGE: prices.STRIPE_PRICE_SCHOOL_LARGE,
  SCHOOL_INVOICE_GRACE_DAYS: '30',
}));

const call = (method: string, route: string, token?: string, body?: unknown) => callJson(`${cms.baseUrl}${route}`, method, token, body);

const newTeacher = (name: string, overrides: Record<string, unknown> = {}) => registerTeacher(cms.baseUrl, name, overrides);

const role = async (token: string) => (await cms.graphql('{ me { role { type } } }', {}, token)).body.data?.me?.role?.type;
const mine = async (token: string) => (await call('GET', '/api/school-invoice', token)).body;

const request = (overrides: Record<string, unknown> = {}) => ({
  places: 12,
  school_name: 'Hillside Primary',
  billing_name: 'Jo Bursar',
  billing_email: 'Bursar@Hillside.sch.uk',
  address_line_1: '1 School Lane',
  address_line_2: '',
  town: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'ls1 4ap',
  purchase_order: 'PO-2291/A',
  ...overrides,
});

const accountOf = (userId: number) =>
  cms.strapi.db.query('api::member-account.member-account').findOne({ where: { owner: { id: userId } }, populate: { invoices: true } });

/** The Stripe invoice the school's newest row keeps. */
async function stripeInvoiceOf(userId: number) {
  const account = await accountOf(userId);
  const [row] = [...account.invoices].sort((a: { id: number }, b: { id: number }) => b.id - a.id);
  return stripe.invoices.retrieve(row.stripe_invoice_id);
}

/** Posts `payload` to the webhook as Stripe would. */
async function deliver(payload: string) {
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: standIn.webhookSecret });
  const response = await fetch(`${cms.baseUrl}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
    body: payload,
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

async function adminLogin(email: string, password: string): Promise<Record<string, string>> {
  const response = await fetch(`${cms.baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return { Authorization: `Bearer ${(await response.json()).data.token}`, 'Content-Type': 'application/json' };
}

describe('asking for an invoice', () => {
  it('is for a logged-in teacher only', async () => {
    expect((await call('GET', '/api/school-invoice')).status).toBe(403);
    expect((await call('POST', '/api/school-invoice', undefined, request())).status).toBe(403);
    expect((await call('POST', '/api/school-invoice', 'not-a-token', request())).status).toBe(401);
  });

  it('starts a school account for the token’s teacher and sends a 30-day invoice with VAT for the band that fits', async () => {
    const other = await newTeacher('other-owner');
    const teacher = await newTeacher('new-owner');
    expect((await mine(teacher.token)).school).toBeNull();
    const asked = await call('POST', '/api/school-invoice', teacher.token, { ...request(), owner: other.id, user: other.id, member_account: 1 });
    expect(asked.status).toBe(200);
    const { school, invoices } = asked.body;
    expect(school).toMatchObject({ name: 'Hillside Primary', places: 12, active: true, overdue: false, can_request: false });
    expect(invoices).toHaveLength(1);
    const [invoice] = invoices;
    // 12 places: the medium band (up to 30), £900 before VAT, VAT at 20%.
    expect(invoice).toMatchObject({
      status: 'due',
      places: 12,
      band: 'Medium school',
      subtotal_pence: 90000,
      vat_pence: 18000,
      total_pence: 108000,
      currency: 'gbp',
      purchase_order: 'PO-2291/A',
      billing_email: 'bursar@hillside.sch.uk',
    });
    expect(invoice.number).toMatch(/^ORCH-/);
    expect(Math.round((Date.parse(invoice.due_at) - Date.parse(invoice.issued_at)) / DAY)).toBe(30);
    expect(Math.round((Date.parse(invoice.period_end) - Date.parse(invoice.period_start)) / DAY)).toBe(365);
    expect(invoice.invoice_pdf_url).toMatch(/\/i\/in_.*\/pdf$/);
    expect(invoice.hosted_invoice_url).toMatch(/\/i\/in_/);
    // Active from the invoice, before payment: the owner has access now.
    expect(school.active_until).toBe(invoice.access_until);
    expect(await role(teacher.token)).toBe('active_subscriber');
    // The account is the token's teacher's; the other teacher has none.
    expect(await accountOf(other.id)).toBeNull();
    expect((await mine(other.token)).school).toBeNull();

    // Stripe holds what the school asked for.
    const sent = await stripeInvoiceOf(teacher.id);
    expect(sent).toMatchObject({ collection_method: 'send_invoice', days_until_due: 30, status: 'open', total: 108000 });
    expect(sent.custom_fields).toEqual(
      expect.arrayContaining([
        { name: 'Purchase order', value: 'PO-2291/A' },
        { name: 'Billing contact', value: 'Jo Bursar' },
      ]),
    );
    const customer = await stripe.customers.retrieve(sent.customer);
    expect(customer).toMatchObject({ name: 'Hillside Primary', email: 'bursar@hillside.sch.uk' });
    expect(customer.address).toMatchObject({ line1: '1 School Lane', city: 'Leeds', state: 'West Yorkshire', postal_code: 'LS1 4AP', country: 'GB' });
    // No Stripe id in the answer.
    expect(JSON.stringify(asked.body)).not.toMatch(/cus_|"in_|txr_|price_/);

    // One invoice at a time.
    const again = await call('POST', '/api/school-invoice', teacher.token, request());
    expect(again.status).toBe(400);
    expect(again.body.error.message).toMatch(/waiting to be paid/);
  });

  it('refuses what a school cannot buy, naming the field', async () => {
    const teacher = await newTeacher('refused');
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ places: 0 }, 'places', /number of places/],
      [{ places: 2.5 }, 'places', /number of places/],
      [{ places: 61 }, 'places', /more than 60 places/],
      [{ postcode: 'NOT A CODE' }, 'postcode', /UK postcode/],
      [{ billing_email: 'bursar@' }, 'billing_email', /valid email/],
      [{ school_name: '' }, 'school_name', /school’s name/],
      [{ purchase_order: '<script>' }, 'purchase_order', /purchase order/],
      [{ billing_name: '   ' }, 'billing_name', /pays the invoice/],
    ];
    for (const [change, field, message] of cases) {
      const answer = await call('POST', '/api/school-invoice', teacher.token, request(change));
      expect(answer.status, field).toBe(400);
      const issue = answer.body.error.details.errors?.[0] ?? { path: [field], message: answer.body.error.message };
      expect(issue.path, field).toEqual([field]);
      expect(issue.message, field).toMatch(message);
    }
    expect(await accountOf(teacher.id)).toBeNull();
    // Places written as a string of digits are read as the number.
    expect((await call('POST', '/api/school-invoice', teacher.token, request({ places: '5', school_name: 'Small Infants' }))).status).toBe(200);
    expect((await mine(teacher.token)).invoices[0]).toMatchObject({ band: 'Small school', subtotal_pence: 40000, vat_pence: 8000 });
  });

  it('lets no member, other owner or visitor read or ask for this school’s invoices (REST and GraphQL)', async () => {
    const owner = await newTeacher('owner-a', { skip_trial: true });
    expect((await call('POST', '/api/school-invoice', owner.token, request({ school_name: 'Ash Grove' }))).status).toBe(200);
    const ownerView = await mine(owner.token);

    // A member joins by the existing invitation flow, and reads lessons through the school.
    const memberEmail = uniqueEmail('member');
    expect((await call('POST', '/api/member-account/invitation', owner.token, { invitee: memberEmail })).status).toBe(200);
    const invitation = await invitationTokenFor(cms.emails, memberEmail);
    const member = await call('POST', '/api/auth/local/register', undefined, registration(memberEmail, { invitation }));
    const memberToken = member.body.jwt as string;
    expect(await role(memberToken)).toBe('active_subscriber');

    const otherOwner = await newTeacher('owner-b');
    expect((await call('POST', '/api/school-invoice', otherOwner.token, request({ school_name: 'Beech Road' }))).status).toBe(200);

    // The member and the other owner see their own (none, or Beech Road), never Ash Grove's.
    expect((await mine(memberToken)).school).toBeNull();
    expect((await mine(otherOwner.token)).school.name).toBe('Beech Road');
    expect(JSON.stringify(await mine(otherOwner.token))).not.toContain(ownerView.invoices[0].number);
    // A member cannot start another school, and asking names nothing of Ash Grove's.
    const asMember = await call('POST', '/api/school-invoice', memberToken, request({ school_name: 'Ash Grove', member_account: 1 }));
    expect(asMember.status).toBe(400);
    expect(asMember.body.error.message).toMatch(/belongs to a school account/);
    // The other owner's request (their own invoice is open) changes nothing of Ash Grove's.
    expect((await call('POST', '/api/school-invoice', otherOwner.token, request({ school_name: 'Ash Grove' }))).status).toBe(400);
    expect(await mine(owner.token)).toEqual(ownerView);

    // GraphQL has no door to school accounts, invoices or changes, for anyone.
    for (const token of [undefined, memberToken, owner.token]) {
      for (const query of [
        '{ schoolInvoices { documentId number } }',
        '{ memberAccounts { documentId name } }',
        '{ schoolAccountChanges { documentId note } }',
      ]) {
        const answer = await cms.graphql(query, {}, token);
        expect(answer.body.data ?? null, query).toBeNull();
        expect(answer.body.errors?.[0]?.message, query).toMatch(/Cannot query field/);
      }
      const mutation = await cms.graphql('mutation { createSchoolInvoice(data: { places: 5 }) { documentId } }', {}, token);
      expect(mutation.body.errors?.[0]?.message).toMatch(/Cannot query field/);
    }
    // Nor does REST, beyond the token's own.
    for (const route of ['/api/school-invoices', '/api/member-accounts', '/api/school-account-changes']) {
      expect((await call('GET', route, owner.token)).status, route).toBe(404);
    }
  });
});

describe('the webhook', () => {
  it('records the payment once, in any order, and an old event changes nothing', async () => {
    const owner = await newTeacher('payer-school', { skip_trial: true });
    expect((await call('POST', '/api/school-invoice', owner.token, request({ school_name: 'Cedar Academy' }))).status).toBe(200);
    const sent = await stripeInvoiceOf(owner.id);
    const before = await mine(owner.token);
    expect(before.invoices[0].status).toBe('due');
    // Its access, unpaid: until 30 days after the due date.
    expect(Math.round((Date.parse(before.school.active_until) - Date.parse(before.invoices[0].due_at)) / DAY)).toBe(30);

    // The school pays by bank transfer, recorded in Stripe.
    await stripe.invoices.pay(sent.id, { paid_out_of_band: true });
    const paid = await until(
      () => mine(owner.token),
      (view) => view.invoices[0].status === 'paid',
      'the paid webhook',
    );
    expect(paid.invoices[0].paid_at).toBeTruthy();
    expect(paid.school.active_until).toBe(paid.invoices[0].period_end);
    expect(paid.school.can_request).toBe(true);
    const account = await accountOf(owner.id);
    expect(account.invoice_status).toBe('paid');

    // A replay of the paid event is handled once.
    const events = (await stripe.events.list({ type: 'invoice.paid', limit: 100 })).data.filter((e: any) => e.data.object.id === sent.id);
    expect(events).toHaveLength(1);
    const replay = await deliver(JSON.stringify(events[0]));
    expect(replay).toEqual({ status: 200, body: { received: true, handled: false } });

    // The invoice.sent event, delivered late with the open invoice in it, leaves it paid (the state is read again).
    const sentEvent = (await stripe.events.list({ type: 'invoice.sent', limit: 100 })).data.find((e: any) => e.data.object.id === sent.id);
    const late = { ...sentEvent, id: `evt_late_${Date.now()}` };
    expect((await deliver(JSON.stringify(late))).body).toEqual({ received: true, handled: true });
    expect(await mine(owner.token)).toEqual(paid);
  });

  it('an overdue invoice keeps access with a notice for the grace days, then ends it; paying gives the year back', async () => {
    const owner = await newTeacher('late-school', { skip_trial: true });
    expect((await call('POST', '/api/school-invoice', owner.token, request({ school_name: 'Damson Federation', places: 40 }))).status).toBe(200);
    const sent = await stripeInvoiceOf(owner.id);
    expect((await fetch(`${standIn.url}/__stand-in/invoices/${sent.id}/overdue`, { method: 'POST' })).status).toBe(200);
    const overdue = await until(
      () => mine(owner.token),
      (view) => view.invoices[0].status === 'overdue',
      'the overdue webhook',
    );
    expect(overdue.school).toMatchObject({ active: true, overdue: true });
    expect((await accountOf(owner.id)).invoice_status).toBe('overdue');
    expect(await role(owner.token)).toBe('active_subscriber');

    // 30 days after the due date it had when sent (the stand-in's overdue moves the date Stripe reports, not our clock), access ends.
    clock.moveClockForTests(59 * DAY);
    expect(await role(owner.token)).toBe('active_subscriber');
    clock.moveClockForTests(2 * DAY);
    expect(await role(owner.token)).toBe('authenticated');
    expect((await mine(owner.token)).school.active).toBe(false);
    clock.resetClockForTests();

    await stripe.invoices.pay(sent.id, { paid_out_of_band: true });
    const paid = await until(
      () => mine(owner.token),
      (view) => view.invoices[0].status === 'paid',
      'the paid webhook',
    );
    expect(paid.school.active_until).toBe(paid.invoices[0].period_end);
    clock.moveClockForTests(300 * DAY);
    expect(await role(owner.token)).toBe('active_subscriber');
  });

  it('a voided invoice ends the access it gave', async () => {
    const owner = await newTeacher('void-school', { skip_trial: true });
    expect((await call('POST', '/api/school-invoice', owner.token, request({ school_name: 'Elm Street' }))).status).toBe(200);
    expect(await role(owner.token)).toBe('active_subscriber');
    await stripe.invoices.voidInvoice((await stripeInvoiceOf(owner.id)).id);
    const voided = await until(
      () => mine(owner.token),
      (view) => view.invoices[0].status === 'void',
      'the voided webhook',
    );
    expect(voided.school).toMatchObject({ active: false, can_request: true });
    expect(await role(owner.token)).toBe('authenticated');
  });
});

describe('editors', () => {
  it('see each school’s status and extend or end one with a note, kept with who and when; a change is never edited or deleted', async () => {
    const owner = await newTeacher('extended-school', { skip_trial: true });
    expect((await call('POST', '/api/school-invoice', owner.token, request({ school_name: 'Fir Tree Primary' }))).status).toBe(200);
    const account = await accountOf(owner.id);
    const editor = await adminLogin(DEV_ADMIN.email, DEV_ADMIN.password);
    const admin = (method: string, url: string, body?: unknown) =>
      fetch(`${cms.baseUrl}/content-manager/collection-types/${url}`, { method, headers: editor, body: body && JSON.stringify(body) });

    // The list shows school, places, invoice status and access end.
    const list = await admin('GET', 'api::member-account.member-account?pageSize=100');
    expect(list.status).toBe(200);
    const row = (await list.json()).results.find((school: { id: number }) => school.id === account.id);
    expect(row).toMatchObject({ name: 'Fir Tree Primary', seats: 12, invoice_status: 'due' });
    expect(row.active_until).toBeTruthy();
    expect(row.owner).toBeUndefined();
    // Editors read schools; they do not edit them by hand (only through a change).
    expect((await admin('PUT', `api::member-account.member-account/${account.documentId}`, { active_until: '2099-01-01T00:00:00.000Z' })).status).toBe(403);

    const changes = 'api::school-account-change.school-account-change';
    const until = new Date(Date.now() + 400 * DAY).toISOString();
    const noNote = await admin('POST', changes, { member_account: { connect: [{ documentId: account.documentId }] }, action: 'extend', until, note: '  ' });
    expect(noNote.status).toBe(400);
    expect((await noNote.json()).error.message).toMatch(/note/);
    const past = await admin('POST', changes, {
      member_account: { connect: [{ documentId: account.documentId }] },
      action: 'extend',
      until: '2001-01-01T00:00:00.000Z',
      note: 'x',
    });
    expect(past.status).toBe(400);

    const made = await admin('POST', changes, {
      member_account: { connect: [{ documentId: account.documentId }] },
      action: 'extend',
      until,
      note: 'The head asked for a term more while the governors approve the renewal.',
      made_by: 'somebody else',
    });
    expect(made.status).toBe(201);
    const change = (await made.json()).data;
    expect(change).toMatchObject({ action: 'extend', until, made_by: expect.stringContaining(DEV_ADMIN.email), previous_until: account.active_until });
    expect(Date.now() - Date.parse(change.made_at)).toBeLessThan(60_000);
    expect((await accountOf(owner.id)).active_until).toBe(until);
    clock.moveClockForTests(380 * DAY);
    expect(await role(owner.token)).toBe('active_subscriber');
    clock.resetClockForTests();

    // The audit stays as it was made.
    expect((await admin('PUT', `${changes}/${change.documentId}`, { note: 'changed' })).status).not.toBe(200);
    expect((await admin('DELETE', `${changes}/${change.documentId}`)).status).not.toBe(200);
    const kept = await cms.strapi.db.query(changes).findOne({ where: { id: change.id } });
    expect(kept.note).toBe('The head asked for a term more while the governors approve the renewal.');

    // Ending it takes effect on the next request.
    const ended = await admin('POST', changes, {
      member_account: { connect: [{ documentId: account.documentId }] },
      action: 'end',
      note: 'The school closed.',
    });
    expect(ended.status).toBe(201);
    expect(await role(owner.token)).toBe('authenticated');
  });
});
