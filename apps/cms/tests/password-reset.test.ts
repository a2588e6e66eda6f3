import { describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { TEST_SITE_URL } from './helpers/cms';
import { registration } from './helpers/accounts';

const post = async (route: string, body: unknown) => {
  const response = await fetch(`${cms.baseUrl}/api${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

// Teachers of their own, so that changing passwords here cannot disturb other tests that share a
// database (the PostgreSQL run shares one between test files).
const run = Date.now();
const teacher = (name: string) => `reset-${name}-${run}@example.com`;
const PASSWORD = 'Original1';

const cms = cmsForThisFile({ catalogue: false }, async () => {
  for (const name of ['a', 'b', 'c', 'd', 'e']) {
    const email = teacher(name);
    const created = await post('/auth/local/register', registration(email, { password: PASSWORD }));
    if (created.status !== 200) throw new Error(`could not register ${email}: ${JSON.stringify(created.body)}`);
  }
});

async function requestResetCode(email: string): Promise<string> {
  const before = (await cms.emails()).length;
  expect((await post('/auth/forgot-password', { email })).status).toBe(200);
  let emails = await cms.emails();
  for (let attempt = 0; emails.length === before && attempt < 50; attempt++) {
    await new Promise((r) => setTimeout(r, 100));
    emails = await cms.emails();
  }
  const email_ = emails.at(-1)!;
  expect(email_.to[0].address).toBe(email);
  expect(email_.subject).toBe('Reset your Orchestra Classroom password');
  const link = email_.html.match(/href="([^"]+)"/)![1];
  expect(link.startsWith(`${TEST_SITE_URL}/account/reset-password?code=`)).toBe(true);
  return new URL(link).searchParams.get('code')!;
}

describe('forgot and reset password', () => {
  it('answers the same whether or not the address has an account, and mails only a real one', async () => {
    const before = (await cms.emails()).length;
    const unknown = await post('/auth/forgot-password', { email: 'nobody-here@example.com' });
    await new Promise((r) => setTimeout(r, 300));
    expect((await cms.emails()).length).toBe(before);
    const known = await post('/auth/forgot-password', { email: teacher('a') });
    expect(unknown).toEqual(known);
    expect(known.status).toBe(200);
  });

  it('mails a link to the site; the code resets the password once and logs the teacher in', async () => {
    const code = await requestResetCode(teacher('b'));
    const reset = await post('/auth/reset-password', { code, password: 'NewPassword9', passwordConfirmation: 'NewPassword9' });
    expect(reset.status).toBe(200);
    expect(reset.body.jwt).toEqual(expect.any(String));
    expect(reset.body.user.email).toBe(teacher('b'));

    expect((await post('/auth/local', { identifier: teacher('b'), password: 'NewPassword9' })).status).toBe(200);
    expect((await post('/auth/local', { identifier: teacher('b'), password: PASSWORD })).status).toBe(400);

    const again = await post('/auth/reset-password', { code, password: 'Another99', passwordConfirmation: 'Another99' });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toEqual(expect.any(String));
  });

  it('refuses a made-up code and mismatched passwords', async () => {
    expect((await post('/auth/reset-password', { code: 'made-up', password: 'Abcdef12', passwordConfirmation: 'Abcdef12' })).status).toBe(400);
    const code = await requestResetCode(teacher('c'));
    const mismatch = await post('/auth/reset-password', { code, password: 'Abcdef12', passwordConfirmation: 'Abcdef13' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.message).toMatch(/match/i);
  });

  it('holds a new password to the same rule as registration', async () => {
    const code = await requestResetCode(teacher('a'));
    const weak = await post('/auth/reset-password', { code, password: 'abcdefg', passwordConfirmation: 'abcdefg' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.message).toBe('Use 6 or more characters with a mix of letters and numbers');
    expect((await post('/auth/reset-password', { code, password: 'Better123', passwordConfirmation: 'Better123' })).status).toBe(200);
  });

  it('refuses a code after its lifetime, and clears it', async () => {
    const code = await requestResetCode(teacher('d'));
    const user = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: teacher('d') } });
    // Move the clock rather than sleep: the code was issued two hours ago.
    await cms.strapi.store.set({ type: 'plugin', name: 'account', key: `reset-code-issued-${user.id}`, value: Date.now() - 2 * 3600_000 });
    const expired = await post('/auth/reset-password', { code, password: 'Fresh1234', passwordConfirmation: 'Fresh1234' });
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toBe('This password reset link has expired. Please ask for a new one.');
    const cleared = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: user.id } });
    expect(cleared.resetPasswordToken).toBeNull();
    expect((await post('/auth/local', { identifier: teacher('d'), password: PASSWORD })).status).toBe(200);
  });

  it('refuses an expired code through the GraphQL mutation too, which calls the same controller', async () => {
    const code = await requestResetCode(teacher('e'));
    const user = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: teacher('e') } });
    await cms.strapi.store.set({ type: 'plugin', name: 'account', key: `reset-code-issued-${user.id}`, value: Date.now() - 2 * 3600_000 });
    const { body } = await cms.graphql(
      'mutation ($code: String!) { resetPassword(code: $code, password: "Fresh1234", passwordConfirmation: "Fresh1234") { jwt } }',
      { code },
    );
    expect(body.data?.resetPassword ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toBe('This password reset link has expired. Please ask for a new one.');
    expect((await post('/auth/local', { identifier: teacher('e'), password: PASSWORD })).status).toBe(200);
  });
});
