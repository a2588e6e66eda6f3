import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './helpers/cms';
import { registration, uniqueEmail } from './helpers/accounts';

const TOO_MANY = 'Too many attempts. Please wait 15 minutes and try again, or reset your password.';

let cms: TestCms;
beforeAll(async () => {
  // As production runs behind its reverse proxy: the client's address is the one the proxy appended.
  process.env.BEHIND_PROXY = 'true';
  cms = await startCms({ catalogue: false });
});
afterAll(async () => {
  delete process.env.BEHIND_PROXY;
  await cms?.stop();
});

/** A REST account call, from `address` as the proxy reports it (X-Forwarded-For's last entry), after anything the client wrote. */
async function post(route: string, body: unknown, address?: string, forged?: string) {
  const forwarded = [forged, address].filter(Boolean).join(', ');
  const response = await fetch(`${cms.baseUrl}/api${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(forwarded ? { 'X-Forwarded-For': forwarded } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** The GraphQL login mutation from `address`; answers the error message, or 'ok'. */
async function graphqlLogin(identifier: string, password: string, address?: string): Promise<string> {
  const response = await fetch(`${cms.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(address ? { 'X-Forwarded-For': address } : {}) },
    body: JSON.stringify({
      query: 'mutation ($input: UsersPermissionsLoginInput!) { login(input: $input) { jwt } }',
      variables: { input: { identifier, password } },
    }),
  });
  const body = await response.json();
  return body.data?.login?.jwt ? 'ok' : body.errors?.[0]?.message;
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

  it('counts one account’s failures from every address: more addresses give no more guesses', async () => {
    const email = uniqueEmail('spread');
    await post('/auth/local/register', registration(email), '10.1.0.1');
    for (let address = 1; address <= 10; address++) {
      expect((await post('/auth/local', { identifier: email, password: 'wrong' }, `10.2.0.${address}`)).status).toBe(400);
    }
    expect((await post('/auth/local', { identifier: email, password: 'Original1' }, '10.2.0.99')).status).toBe(429);
  });

  it('shares its counts between the REST routes and the GraphQL mutations', async () => {
    const email = uniqueEmail('both-doors');
    await post('/auth/local/register', registration(email), '10.3.0.1');
    for (let attempt = 0; attempt < 3; attempt++) expect((await post('/auth/local', { identifier: email, password: 'wrong' }, '10.3.0.2')).status).toBe(400);
    for (let attempt = 0; attempt < 2; attempt++) expect(await graphqlLogin(email, 'wrong', '10.3.0.2')).not.toBe('ok');
    expect(await graphqlLogin(email, 'Original1', '10.3.0.2')).toBe(TOO_MANY);
    expect((await post('/auth/local', { identifier: email, password: 'Original1' }, '10.3.0.2')).status).toBe(429);
    // GraphQL alone is throttled as well: a fresh account, five guesses, then no more.
    const other = uniqueEmail('graphql-only');
    await post('/auth/local/register', registration(other), '10.3.0.3');
    for (let attempt = 0; attempt < 5; attempt++) expect(await graphqlLogin(other, 'wrong', '10.3.0.4')).not.toBe('ok');
    expect(await graphqlLogin(other, 'Original1', '10.3.0.4')).toBe(TOO_MANY);
  });

  it('cannot be reset by a forged X-Forwarded-For: the address is the one the proxy appended', async () => {
    const email = uniqueEmail('forger');
    await post('/auth/local/register', registration(email), '10.4.0.1');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post('/auth/local', { identifier: email, password: 'wrong' }, '10.4.0.2', `192.0.2.${attempt}`)).status).toBe(400);
    }
    expect((await post('/auth/local', { identifier: email, password: 'Original1' }, '10.4.0.2', '192.0.2.200')).status).toBe(429);
    // The teacher, from another address (at home), still logs in: the guesses came from the school's.
    expect((await post('/auth/local', { identifier: email, password: 'Original1' }, '10.4.0.5')).status).toBe(200);
    // Another address (another school) is not held up by it.
    expect((await post('/auth/local', { identifier: uniqueEmail('nobody'), password: 'x' }, '10.4.0.3')).status).toBe(400);
  });
});
