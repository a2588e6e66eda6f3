import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './helpers/cms';
import { registration, uniqueEmail } from './helpers/accounts';

const TOO_MANY = 'Too many attempts. Please wait 15 minutes and try again, or reset your password.';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms({ catalogue: false });
});
afterAll(async () => {
  await cms?.stop();
});

async function post(route: string, body: unknown) {
  const response = await fetch(`${cms.baseUrl}/api${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

describe('throttling guesses on the account routes', () => {
  it('answers 429 with a clear message after five failed logins for one account', async () => {
    const email = uniqueEmail('guessed');
    await post('/auth/local/register', registration(email));
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post('/auth/local', { identifier: email, password: `wrong${attempt}` })).status).toBe(400);
    }
    const blocked = await post('/auth/local', { identifier: email, password: 'Original1' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(TOO_MANY);
  });

  it('lets a whole staffroom log in from one address, and a success clears a teacher’s count', async () => {
    const emails = Array.from({ length: 30 }, (_, i) => uniqueEmail(`staff${i}`));
    for (const email of emails) expect((await post('/auth/local/register', registration(email, { skip_trial: true }))).status).toBe(200);
    for (const email of emails) expect((await post('/auth/local', { identifier: email, password: 'Original1' })).status).toBe(200);
    const forgetful = emails[0];
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < 4; attempt++) await post('/auth/local', { identifier: forgetful, password: 'nope' });
      expect((await post('/auth/local', { identifier: forgetful, password: 'Original1' })).status).toBe(200);
    }
  });

  it('limits refused registrations and forgot-password requests', async () => {
    let last = { status: 0, body: {} as any };
    let refused = 0;
    for (; refused < 40 && last.status !== 429; refused++) {
      last = await post('/auth/local/register', registration(uniqueEmail('bad'), { password: 'short' }));
    }
    expect(last.status).toBe(429);
    expect(refused).toBe(31);
    expect(last.body.error.message).toBe(TOO_MANY);

    const email = uniqueEmail('forgot');
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt++) answers.push((await post('/auth/forgot-password', { email })).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
