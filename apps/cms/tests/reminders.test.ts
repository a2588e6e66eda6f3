/**
 * Reminder emails (docs/product.md, "Reminder emails"; api/reminder/services/reminder.ts), through the
 * development mail catcher, with the product's clock moved instead of waiting: each reminder at its
 * time and once, none late, none when it is not true, none that a teacher turned off (on the account
 * page or through the signed link in the email), and one only when several runs race.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { callJson, registration, uniqueEmail } from './helpers/accounts';

const require = createRequire(import.meta.url);
const clock = require(path.resolve(__dirname, '..', 'dist', 'src', 'runtime', 'clock'));
const DAY = 24 * 3600_000;

interface Mail {
  subject: string;
  to: Array<{ address: string }>;
  html: string;
  text?: string;
  headers: Record<string, string>;
}

const cms = cmsForThisFile({ catalogue: false });

const reminders = () =>
  cms.strapi.service('api::reminder.reminder') as unknown as {
    sendDue(): Promise<number>;
    paymentFailed(userId: number, details: { failureId: string; accessUntil: Date }): Promise<boolean>;
  };

const call = (method: string, route: string, token?: string, body?: unknown) => callJson(`${cms.baseUrl}/api${route}`, method, token, body);

async function registerTeacher(name: string, overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail(name);
  const { body } = await call('POST', '/auth/local/register', undefined, registration(email, overrides));
  return { email, token: body.jwt as string, id: body.user.id as number };
}

/** The emails sent to `address` so far (the catcher may store one a moment after it is sent). */
async function mailTo(address: string, expected?: number): Promise<Mail[]> {
  for (let tries = 0; ; tries += 1) {
    const mails = ((await cms.emails()) as unknown as Mail[]).filter((mail) => mail.to[0]?.address === address);
    if (expected === undefined || mails.length >= expected || tries > 30) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Moves the product's clock to `days` after now (the real now). */
function clockAt(days: number) {
  clock.resetClockForTests();
  clock.moveClockForTests(days * DAY);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('reminder emails', () => {
  it('a trial: 7 days before, the day before and when it has ended, each once, with the one button that fixes it', async () => {
    const teacher = await registerTeacher('trial');
    await reminders().sendDue();
    await settle();
    expect(await mailTo(teacher.email)).toHaveLength(0);

    clockAt(23.5);
    await reminders().sendDue();
    const [week] = await mailTo(teacher.email, 1);
    expect(week.subject).toBe('Your free trial ends in 7 days');
    expect(week.html).toContain('href="http://site.test/subscribe"');
    expect(week.html).toContain('>Subscribe</a>');
    expect(week.html).toContain('name="viewport"');
    expect(week.text).toMatch(/^Hello Test,/);
    expect(week.text).toContain('Subscribe: http://site.test/subscribe');
    // The trial's real end date, in British English.
    const ends = new Date(Date.now() + 30 * DAY);
    const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'Europe/London' }).format(ends);
    const date = `${weekday} ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(ends)}`;
    expect(date).toMatch(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(week.text).toContain(`Your free trial of Orchestra Classroom ends on ${date}.`);
    // Mail programs' own unsubscribe button, one click (RFC 8058), and the link in the email.
    expect(week.headers['list-unsubscribe']).toMatch(/^<http:\/\/site\.test\/api\/reminders\/turn-off\?token=[\w.%-]+>$/);
    expect(week.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(week.text).toMatch(/turn them off: http:\/\/site\.test\/reminders\/off\?token=/);

    // Sent once: the next runs, a day later too, send nothing more.
    await reminders().sendDue();
    clockAt(24.5);
    await reminders().sendDue();
    await settle();
    expect(await mailTo(teacher.email)).toHaveLength(1);

    clockAt(29.5);
    await reminders().sendDue();
    await reminders().sendDue();
    const afterDay = await mailTo(teacher.email, 2);
    expect(afterDay.map((mail) => mail.subject)).toEqual(['Your free trial ends in 7 days', 'Your free trial ends tomorrow']);

    clockAt(30.5);
    await reminders().sendDue();
    await reminders().sendDue();
    const ended = await mailTo(teacher.email, 3);
    expect(ended).toHaveLength(3);
    expect(ended[2].subject).toBe('Your access to Orchestra Classroom has ended');
    expect(ended[2].text).toContain(`Your access to Orchestra Classroom ended on ${date}.`);
    expect(ended[2].text).toContain('Renew: http://site.test/subscribe');
  });

  it('never late: a start that catches up sends only what is due now, and nothing for an end long past', async () => {
    const teacher = await registerTeacher('late');
    clockAt(29.5);
    await reminders().sendDue();
    expect((await mailTo(teacher.email, 1)).map((mail) => mail.subject)).toEqual(['Your free trial ends tomorrow']);
    clockAt(40);
    await reminders().sendDue();
    await settle();
    expect(await mailTo(teacher.email)).toHaveLength(1);
  });

  it('a paid subscription: 30 and 7 days before it ends, with "Renew"; none for a subscription that began inside the window', async () => {
    const teacher = await registerTeacher('paid', { skip_trial: true });
    const ends = new Date(Date.now() + 40 * DAY).toISOString();
    await cms.strapi.db
      .query('api::subscription.subscription')
      .create({ data: { user: teacher.id, kind: 'paid', starts_at: new Date().toISOString(), ends_at: ends } });
    clockAt(12);
    await reminders().sendDue();
    clockAt(35);
    await reminders().sendDue();
    const mails = await mailTo(teacher.email, 2);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your subscription ends in 30 days', 'Your subscription ends in 7 days']);
    expect(mails[0].html).toContain('href="http://site.test/subscribe"');
    expect(mails[0].html).toContain('>Renew</a>');

    const late = await registerTeacher('paid-late', { skip_trial: true });
    await cms.strapi.db.query('api::subscription.subscription').create({
      data: { user: late.id, kind: 'paid', starts_at: new Date().toISOString(), ends_at: new Date(Date.now() + 20 * DAY).toISOString() },
    });
    clockAt(1);
    await reminders().sendDue();
    await settle();
    expect(await mailTo(late.email)).toHaveLength(0);
  });

  it('no ending reminder when access carries on past the end (a paid subscription after the trial)', async () => {
    const teacher = await registerTeacher('covered');
    await cms.strapi.db.query('api::subscription.subscription').create({
      data: { user: teacher.id, kind: 'paid', starts_at: new Date().toISOString(), ends_at: new Date(Date.now() + 400 * DAY).toISOString() },
    });
    for (const day of [23.5, 29.5, 30.5]) {
      clockAt(day);
      await reminders().sendDue();
    }
    await settle();
    expect(await mailTo(teacher.email)).toHaveLength(0);
  });

  it('a teacher who turned reminders off on the account page gets none, but is still told of a failed payment, once', async () => {
    const teacher = await registerTeacher('off');
    expect((await call('GET', '/reminders', teacher.token)).body).toEqual({ on: true });
    expect((await call('PUT', '/reminders', teacher.token, { on: 'no' })).status).toBe(400);
    expect((await call('PUT', '/reminders', teacher.token, { on: false })).body).toEqual({ on: false });
    expect((await call('GET', '/reminders', teacher.token)).body).toEqual({ on: false });
    for (const day of [23.5, 29.5, 30.5]) {
      clockAt(day);
      await reminders().sendDue();
    }
    const accessUntil = new Date(Date.now() + 37 * DAY);
    expect(await reminders().paymentFailed(teacher.id, { failureId: 'in_test_1', accessUntil })).toBe(true);
    // The webhook delivered again: nothing more.
    expect(await reminders().paymentFailed(teacher.id, { failureId: 'in_test_1', accessUntil })).toBe(false);
    await settle();
    const mails = await mailTo(teacher.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your payment did not go through']);
    expect(mails[0].html).toContain('href="http://site.test/account"');
    expect(mails[0].html).toContain('>Update payment</a>');
    // About money owed: no way to turn it off, and it says why.
    expect(mails[0].headers['list-unsubscribe']).toBeUndefined();
    expect(mails[0].text).toContain('sent even when reminder emails are turned off');
  });

  it('the signed link turns reminders off without a login; a forged or altered one changes nothing', async () => {
    const teacher = await registerTeacher('link');
    const other = await registerTeacher('other');
    clockAt(23.5);
    await reminders().sendDue();
    const [mail] = await mailTo(teacher.email, 1);
    const oneClick = mail.headers['list-unsubscribe'].slice(1, -1).replace('http://site.test', cms.baseUrl);
    const token = decodeURIComponent(new URL(oneClick).searchParams.get('token')!);
    const [id, signature] = token.split('.');

    // Another teacher's id with this signature, a made-up signature, nothing at all: refused.
    for (const forged of [`${other.id}.${signature}`, `${id}.${'A'.repeat(43)}`, `${id}`, '']) {
      const refused = await call('POST', `/reminders/turn-off?token=${encodeURIComponent(forged)}`);
      expect(refused.status).toBe(400);
    }
    expect((await call('GET', '/reminders', other.token)).body).toEqual({ on: true });
    expect((await call('GET', '/reminders', teacher.token)).body).toEqual({ on: true });

    // A mail program's one-click POST (form-encoded, as RFC 8058 says), no login.
    const clicked = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    expect((await call('GET', '/reminders', teacher.token)).body).toEqual({ on: false });
    // The site's page sends the token in the body; turning off twice is fine.
    expect((await call('POST', '/reminders/turn-off', undefined, { token })).body).toEqual({ on: false });

    clockAt(29.5);
    await reminders().sendDue();
    await settle();
    expect(await mailTo(teacher.email)).toHaveLength(1);
  });

  it('visitors cannot read or change anyone’s setting', async () => {
    expect((await call('GET', '/reminders')).status).toBe(403);
    expect((await call('PUT', '/reminders', undefined, { on: false })).status).toBe(403);
  });

  it('one email when several runs race (as several instances do), because the claim is unique in the database', async () => {
    const teacher = await registerTeacher('race');
    clockAt(23.5);
    await Promise.all([reminders().sendDue(), reminders().sendDue(), reminders().sendDue(), reminders().sendDue()]);
    await settle();
    expect(await mailTo(teacher.email)).toHaveLength(1);
    const rows = await cms.strapi.db.query('api::reminder.reminder').findMany({ where: { user: { id: teacher.id } } });
    expect(rows).toHaveLength(1);
    // The database itself refuses a second claim of the same reminder.
    await expect(
      cms.strapi.db.query('api::reminder.reminder').create({ data: { user: teacher.id, kind: 'trial-ends-7', once_key: rows[0].once_key } }),
    ).rejects.toThrow();
  });
});
