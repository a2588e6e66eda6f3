/**
 * Inviting a staff room (docs/accounts.md, "Inviting a staff room"), from the outside: a list of
 * addresses pasted or uploaded in any common shape, previewed, then invited in one request with a
 * result per address; the emails sent in the background; resending an invitation; who may do any of
 * it. The school is always the token's own: nothing in the body names one.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { login, TEST_SITE_URL } from './helpers/cms';
import { cmsForThisFile } from './helpers/cms-for-file';
import { registration, uniqueEmail } from './helpers/accounts';

const require = createRequire(import.meta.url);
const clock = require(path.resolve(__dirname, '..', 'dist', 'src', 'runtime', 'clock'));
const MINUTE = 60_000;

let owner: string;
const cms = cmsForThisFile({ catalogue: false }, async (started) => {
  owner = await login(started.baseUrl, 'schooladmin@example.com', 'SchoolAdmin1');
});

interface Result {
  written: string;
  email: string | null;
  result: string;
  reason?: string;
}

async function call(method: string, route: string, token?: string, body?: unknown, raw?: string) {
  const response = await fetch(`${cms.baseUrl}/api${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

const preview = (token: string | undefined, addresses: unknown) => call('POST', '/member-account/invitations/preview', token, { addresses });
const inviteList = (token: string | undefined, addresses: unknown) => call('POST', '/member-account/invitations', token, { addresses });
const resend = (token: string | undefined, invitee: unknown) => call('POST', '/member-account/resend-invitation', token, { invitee });
const view = async (token = owner) =>
  (await call('GET', '/member-account', token)).body as {
    seats: number;
    members: Array<{ email: string }>;
    invitations: Array<{ email: string; sending: boolean }>;
  };
const outcome = (results: Result[]) => results.map(({ email, result }) => [email, result]);
const registerTeacher = async (email: string, overrides: Record<string, unknown> = { skip_trial: true }) =>
  (await call('POST', '/auth/local/register', undefined, registration(email, overrides))).body.jwt as string;

/** Every email caught for `address`, waiting until there are at least `count`. */
async function emailsTo(address: string, count = 1) {
  for (let tries = 0; tries < 150; tries += 1) {
    const mails = (await cms.emails()).filter((mail) => mail.to.some((to) => to.address === address));
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`fewer than ${count} emails reached ${address}`);
}
const linkIn = (html: string) => html.match(/\/join\/([\w-]+)/)![1];

/** A new owner with a school account of `seats` places; with `trial: false` their own access has ended. */
async function newSchool(name: string, seats: number, { trial = true } = {}) {
  const email = uniqueEmail('owner');
  const token = await registerTeacher(email, trial ? {} : { skip_trial: true });
  const user = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email } });
  const account = await cms.strapi.db.query('api::member-account.member-account').create({ data: { name, owner: user.id, seats } });
  return { email, token, account };
}

describe('reading a list in every common shape', () => {
  it('one per line, commas, semicolons, tabs and "Name <address>", with duplicates, invalid entries and names left out', async () => {
    const a = uniqueEmail('line');
    const b = uniqueEmail('comma');
    const c = uniqueEmail('angle');
    const d = uniqueEmail('quoted');
    const list = [
      a,
      `${b}, ${a.toUpperCase()};sam.lee.school.org;Sam Lee`,
      `Jo Bloggs <${c}>\t"Bloggs, Jo" <${d}>`,
      'not-an-address',
      'schooladmin@example.com',
      '',
    ].join('\r\n');
    const { status, body } = await preview(owner, list);
    expect(status).toBe(200);
    expect(outcome(body.results)).toEqual([
      [a, 'invite'],
      [b, 'invite'],
      [a, 'duplicate'],
      [null, 'invalid'],
      [c, 'invite'],
      [d, 'invite'],
      [null, 'invalid'],
      ['schooladmin@example.com', 'already_member'],
    ]);
    // A mistyped address beside others is shown; a name beside them is left out (and counted).
    expect(body.results[3]).toMatchObject({ written: 'sam.lee.school.org', reason: 'has no @' });
    expect(body.results[6]).toMatchObject({ written: 'not-an-address', reason: 'has no @' });
    expect(body.left_out).toBe(2); // "Sam Lee", and the quoted name's first half ("Bloggs)
    expect(body.results[7].reason).toBe('You are the owner of this school account already.');
    expect(body).toMatchObject({ school: 'Hillside Primary School', places: 30 });
    // A preview invites nobody.
    expect((await view()).invitations.map((i) => i.email)).not.toContain(a);
  });

  it('a CSV whose header names the email column (Excel: byte order mark, semicolons, quoted cells, CRLF)', async () => {
    const [first, second] = [uniqueEmail('csv-first'), uniqueEmail('csv-second')];
    const csv = `\uFEFFName;Role;E-mail address;Phone\r\n"Shah; Priya";Head of music;${first};0123\r\n"Lee, Sam";"Class ""3""";${second};\r\nNo Address;TA;;\r\n`;
    const { body } = await preview(owner, csv);
    expect(outcome(body.results)).toEqual([
      [first, 'invite'],
      [second, 'invite'],
    ]);
    // A comma-separated one with the email column first and a one-column one with its header.
    expect(outcome((await preview(owner, `Email,First name\n${first},Priya\n`)).body.results)).toEqual([[first, 'invite']]);
    expect(outcome((await preview(owner, `email\n${second}\n`)).body.results)).toEqual([[second, 'invite']]);
  });

  it('a CSV without a header: the cells holding an @ are the addresses, the other columns are left out and counted', async () => {
    const [first, second] = [uniqueEmail('plain-first'), uniqueEmail('plain-second')];
    const { body } = await preview(owner, `First,Last,Address\nPriya,Shah,${first}\nSam,Lee,${second}\n`);
    expect(outcome(body.results)).toEqual([
      [first, 'invite'],
      [second, 'invite'],
    ]);
    expect(body.left_out).toBe(7);
  });

  it('a JSON array of addresses, or of lines holding several', async () => {
    const [first, second, third] = [uniqueEmail('array1'), uniqueEmail('array2'), uniqueEmail('array3')];
    const { body } = await preview(owner, [first, `${second}; Third <${third}>`]);
    expect(outcome(body.results)).toEqual([
      [first, 'invite'],
      [second, 'invite'],
      [third, 'invite'],
    ]);
  });

  it('refuses what is not a list, an empty list and a list over the limit, with 400s that say so', async () => {
    for (const addresses of [42, { a: 'b' }, [1, 2], null, true]) {
      const refused = await preview(owner, addresses);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe('Please paste the email addresses, or choose a CSV file that holds them.');
    }
    expect((await call('POST', '/member-account/invitations/preview', owner, ['a@b.co'])).status).toBe(400);
    expect((await preview(owner, ' \n , ; ')).body.error.message).toBe('No email addresses were found in the list.');
    const tooMany = Array.from({ length: 501 }, (_, n) => `t${n}@example.com`);
    expect((await preview(owner, tooMany.join('\n'))).body.error.message).toBe(
      'A list can hold up to 500 addresses at a time, and this one has 501. Please send it in parts.',
    );
    expect((await inviteList(owner, tooMany)).body.error).toMatchObject({ status: 400, message: expect.stringMatching(/^A list can hold up to 500/) });
    expect((await preview(owner, 'x'.repeat(200_001))).body.error.message).toMatch(/^A list can hold up to 500 addresses at a time \(200,000 characters\)/);
    // Past the body limit the server answers 413, storing nothing.
    expect((await preview(owner, 'x'.repeat(300_000))).status).toBe(413);
    expect((await view()).invitations.some((i) => i.email.startsWith('t0@'))).toBe(false);
  });

  it('hostile entries: header injection in names, markup, control characters, long and odd addresses', async () => {
    const safe = uniqueEmail('safe');
    const hostile = [
      `Evil\r\nBcc: victim@example.org <${safe}>`,
      'someone@example.org\r\nBcc: victim@example.org',
      '<script>alert(1)</script>@example.org',
      'a"b@example.org',
      `${'x'.repeat(250)}@example.org`,
      'two@@example.org',
      'bell\u0007@example.org',
      'üñí@example.org',
      '=HYPERLINK("http://evil")@example.org',
    ];
    const { body } = await preview(owner, hostile);
    const valid = body.results.filter((r: Result) => r.result === 'invite').map((r: Result) => r.email);
    expect(valid).toEqual([safe, 'someone@example.org']);
    for (const result of body.results as Result[]) {
      if (result.result === 'invalid') expect(result.reason).toEqual(expect.any(String));
      expect(result.written.length).toBeLessThanOrEqual(120);
    }
    // Invited for real: the one address gets one email, addressed to it alone; nobody is blind-copied.
    const sent = await inviteList(owner, [`Evil\r\nBcc: victim@example.org <${safe}>`]);
    expect(outcome(sent.body.results)).toEqual([
      [null, 'invalid'], // "Evil", alone on its line
      [safe, 'invited'],
    ]);
    const [mail] = await emailsTo(safe);
    expect(mail.to).toEqual([expect.objectContaining({ address: safe })]);
    expect(JSON.stringify(mail)).not.toContain('victim@example.org');
    await call('POST', '/member-account/remove-invitation', owner, { invitee: safe });
  });
});

describe('inviting a list', () => {
  it('invites the good addresses among bad ones, with a result for each; the emails arrive and their links work', async () => {
    const good = [uniqueEmail('good1'), uniqueEmail('good2'), uniqueEmail('good3')];
    const before = await view();
    const { status, body } = await inviteList(owner, [good[0], 'not-an-address', `Good Two <${good[1]}>`, good[0], good[2]].join('\n'));
    expect(status).toBe(200);
    expect(outcome(body.results)).toEqual([
      [good[0], 'invited'],
      [null, 'invalid'],
      [good[1], 'invited'],
      [good[0], 'duplicate'],
      [good[2], 'invited'],
    ]);
    expect(body.free).toBe(before.seats - before.members.length - before.invitations.length - 3);
    // Listed as pending at once, while their emails go.
    expect((await view()).invitations.map((i) => i.email)).toEqual(expect.arrayContaining(good));

    // Again: already invited now.
    expect(outcome((await inviteList(owner, [good[1]])).body.results)).toEqual([[good[1], 'already_invited']]);

    const mails = await Promise.all(good.map((email) => emailsTo(email)));
    expect(mails.map((m) => m.length)).toEqual([1, 1, 1]);
    const [mail] = mails[0];
    expect(mail.subject).toBe('You are invited to join Hillside Primary School on Orchestra Classroom');
    expect(mail.html).toContain(`${TEST_SITE_URL}/join/`);
    await expect.poll(async () => (await view()).invitations.filter((i) => good.includes(i.email) && !i.sending).length).toBe(3);
    const joined = await call('POST', '/auth/local/register', undefined, registration(good[0], { invitation: linkIn(mail.html) }));
    expect(joined.status).toBe(200);
    expect((await cms.graphql('{ me { role { type } } }', {}, joined.body.jwt)).body.data.me.role.type).toBe('active_subscriber');
    expect((await view()).members.map((m) => m.email)).toContain(good[0]);
    await call('POST', '/member-account/remove-member', owner, { member_email: good[0] });
    for (const email of good.slice(1)) await call('POST', '/member-account/remove-invitation', owner, { invitee: email });
  });

  it('fills the places in the list’s order and says which addresses found none', async () => {
    const school = await newSchool('Three Places School', 3);
    const list = [1, 2, 3, 4, 5].map((n) => uniqueEmail(`place${n}`));
    const seen = await preview(school.token, list);
    expect(seen.body.results.map((r: Result) => r.result)).toEqual(['invite', 'invite', 'invite', 'no_place', 'no_place']);
    expect(seen.body.free).toBe(0);
    const sent = await inviteList(school.token, list);
    expect(sent.body.results.map((r: Result) => r.result)).toEqual(['invited', 'invited', 'invited', 'no_place', 'no_place']);
    expect((await view(school.token)).invitations).toHaveLength(3);
    expect((await inviteList(school.token, [uniqueEmail('late')])).body.results[0].result).toBe('no_place');
  });

  it('two hundred addresses in one request: all invited, every email sent', async () => {
    const school = await newSchool('Big Staff Room Academy', 250);
    const list = Array.from({ length: 200 }, (_, n) => `staff${n}-${Date.now()}@big.example.org`);
    const started = Date.now();
    const sent = await inviteList(school.token, `Email\n${list.join('\n')}`);
    console.log(`200 addresses invited in ${Date.now() - started} ms (emails sent afterwards)`);
    expect(sent.status).toBe(200);
    expect(sent.body.results.every((r: Result) => r.result === 'invited')).toBe(true);
    await expect
      .poll(async () => (await cms.emails()).filter((mail) => mail.to[0].address.endsWith('@big.example.org')).length, { timeout: 60_000, intervals: [500] })
      .toBe(200);
    expect((await view(school.token)).invitations.every((i) => !i.sending)).toBe(true);
  });
});

describe('who may invite a list into a school', () => {
  it('a visitor, a teacher who owns no school, and a member of this school are refused (403), before their list is read', async () => {
    const subscriber = await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1');
    const school = await newSchool('Members Refused School', 5);
    const memberEmail = uniqueEmail('member');
    await inviteList(school.token, [memberEmail]);
    const [mail] = await emailsTo(memberEmail);
    const member = (await call('POST', '/auth/local/register', undefined, registration(memberEmail, { invitation: linkIn(mail.html) }))).body.jwt;
    expect(outcome((await preview(school.token, [memberEmail])).body.results)).toEqual([[memberEmail, 'already_member']]);
    for (const token of [undefined, subscriber, member]) {
      for (const route of ['/member-account/invitations/preview', '/member-account/invitations']) {
        for (const body of [{ addresses: [uniqueEmail('x')] }, { addresses: 42 }, undefined]) {
          const refused = await call('POST', route, token, body);
          expect(refused.status).toBe(403);
          if (token) expect(refused.body.error.message).toBe('Only the owner of a school account can manage its members.');
        }
      }
      expect((await resend(token, memberEmail)).status).toBe(403);
    }
    expect((await view(school.token)).invitations).toHaveLength(0);
  });

  it('an owner whose own subscription has ended cannot invite or resend', async () => {
    const lapsed = await newSchool('Lapsed Owner School', 5, { trial: false });
    const refused = await inviteList(lapsed.token, [uniqueEmail('x')]);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Your school subscription has ended, so you cannot invite teachers. Please contact us to renew it.');
    expect((await resend(lapsed.token, uniqueEmail('x'))).status).toBe(403);
    expect((await view(lapsed.token)).invitations).toHaveLength(0);
  });

  it('another school’s owner invites into their own school only, whatever the body names', async () => {
    const other = await newSchool('Other School', 5);
    const hillside = await cms.strapi.db.query('api::member-account.member-account').findOne({ where: { name: 'Hillside Primary School' } });
    const email = uniqueEmail('elsewhere');
    const before = await view();
    const sent = await call('POST', '/member-account/invitations', other.token, {
      addresses: [email],
      member_account: hillside.id,
      school: hillside.id,
      owner: hillside.id,
    });
    expect(sent.body.school).toBe('Other School');
    expect((await view(other.token)).invitations.map((i) => i.email)).toEqual([email]);
    expect(await view()).toEqual(before);
    // Nor can they resend or withdraw Hillside's invitations.
    const hillsideInvitation = uniqueEmail('hillside-only');
    await inviteList(owner, [hillsideInvitation]);
    expect((await resend(other.token, hillsideInvitation)).status).toBe(400);
    expect((await call('POST', '/member-account/remove-invitation', other.token, { invitee: hillsideInvitation })).status).toBe(400);
    expect((await view()).invitations.map((i) => i.email)).toContain(hillsideInvitation);
    await call('POST', '/member-account/remove-invitation', owner, { invitee: hillsideInvitation });
  });
});

describe('resending an invitation', () => {
  it('sends a new link, and the old one stops working; not within 10 minutes, nor more than 3 emails a day, even by withdrawing and inviting again', async () => {
    const school = await newSchool('Resend School', 5);
    const email = uniqueEmail('resent');
    await inviteList(school.token, [email]);
    const [first] = await emailsTo(email, 1);
    const firstLink = linkIn(first.html);
    await expect.poll(async () => (await view(school.token)).invitations[0].sending).toBe(false);

    const tooSoon = await resend(school.token, email);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error.message).toBe(`An invitation was sent to ${email} less than 10 minutes ago. You can send it again in 10 minutes.`);

    clock.moveClockForTests(11 * MINUTE);
    expect((await resend(school.token, email.toUpperCase())).body).toEqual({ ok: true });
    const second = (await emailsTo(email, 2))[1];
    const secondLink = linkIn(second.html);
    expect(secondLink).not.toBe(firstLink);
    expect((await call('POST', '/member-account/invitation-status', undefined, { invitation: firstLink })).body).toEqual({ state: 'unknown' });
    expect((await call('POST', '/member-account/invitation-status', undefined, { invitation: secondLink })).body).toEqual({
      state: 'open',
      school: 'Resend School',
    });

    clock.moveClockForTests(11 * MINUTE);
    expect((await resend(school.token, email)).status).toBe(200);
    await emailsTo(email, 3);
    await expect.poll(async () => (await view(school.token)).invitations[0].sending).toBe(false);
    clock.moveClockForTests(11 * MINUTE);
    const fourth = await resend(school.token, email);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toBe(`${email} has been sent 3 invitation emails from your school in the last 24 hours. Please try again tomorrow.`);
    // Withdrawing and inviting again does not start the count afresh.
    await call('POST', '/member-account/remove-invitation', school.token, { invitee: email });
    const again = await inviteList(school.token, [email]);
    expect(again.body.results[0]).toMatchObject({ result: 'too_many_emails', reason: expect.stringMatching(/3 invitation emails/) });
    expect((await call('POST', '/member-account/invitation', school.token, { invitee: email })).status).toBe(429);
    expect((await emailsTo(email, 3)).length).toBe(3);

    // Nothing to resend: a member, or an address never invited.
    expect((await resend(school.token, uniqueEmail('never'))).body.error.message).toBe('There is no pending invitation for that email address.');
    expect((await resend(school.token, 'not an address')).body.error.message).toBe('Please enter a valid email address');
  });
});
