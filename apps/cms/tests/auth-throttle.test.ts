import { describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { registration, uniqueEmail } from './helpers/accounts';

const TOO_MANY = 'Too many attempts. Please wait 15 minutes and try again, or reset your password.';
const WRONG_PASSWORD = 'Invalid identifier or password';

const cms = cmsForThisFile({
  catalogue: false,
  environment: {
    // As production runs behind its reverse proxy: the client's address is the one the proxy appended.
    BEHIND_PROXY: 'true',
    // Counts of this run only, when several runs share a Redis (REDIS_URL): the tests below use fixed addresses.
    REDIS_KEY_PREFIX: `auth-throttle-${Date.now()}:`,
    // Strapi's coarse flood guard (100 logins a minute per address, on both doors) raised: the floods below are for the throttle.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  },
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

/** A login through REST or GraphQL, every other one by `n`; answers the error message, or 'ok'. */
async function loginThroughEitherDoor(n: number, identifier: string, password: string, address: string): Promise<string> {
  if (n % 2) return graphqlLogin(identifier, password, address);
  const { body } = await post('/auth/local', { identifier, password }, address);
  return body.jwt ? 'ok' : body.error.message;
}

/** Wrong-password logins for `email`, one from each address, all sent at once: how many were checked, and how many refused unchecked. */
async function wrongPasswordsAtOnce(email: string, addresses: string[]) {
  const answers = await Promise.all(addresses.map((address, n) => loginThroughEitherDoor(n, email, `wrong${n}`, address)));
  return { checked: answers.filter((a) => a === WRONG_PASSWORD).length, throttled: answers.filter((a) => a === TOO_MANY).length };
}

describe('throttling attempts sent at once', () => {
  it('checks five of 30 wrong passwords sent at once for one account from one address', async () => {
    const email = uniqueEmail('at-once');
    await post('/auth/local/register', registration(email), '10.5.0.1');
    expect(await wrongPasswordsAtOnce(email, Array(30).fill('10.5.0.2'))).toEqual({ checked: 5, throttled: 25 });
    expect((await post('/auth/local', { identifier: email, password: 'Original1' }, '10.5.0.2')).status).toBe(429);
  });

  it('checks ten of 30 wrong passwords sent at once for one account from 30 addresses', async () => {
    const email = uniqueEmail('at-once-spread');
    await post('/auth/local/register', registration(email), '10.6.0.1');
    const addresses = Array.from({ length: 30 }, (_, n) => `10.6.1.${n}`);
    expect(await wrongPasswordsAtOnce(email, addresses)).toEqual({ checked: 10, throttled: 20 });
    expect((await post('/auth/local', { identifier: email, password: 'Original1' }, '10.6.0.99')).status).toBe(429);
  });

  it('answers five of 10 forgot-password requests sent at once for one email', async () => {
    const email = uniqueEmail('forgot-at-once');
    const statuses = await Promise.all(Array.from({ length: 10 }, (_, n) => post('/auth/forgot-password', { email }, `10.7.0.${n}`).then((a) => a.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('gives a success its point back: registrations that succeed, sent at once with refused ones, leave the address its 30 refusals', async () => {
    const address = '10.9.0.1';
    const refusedOne = () => post('/auth/local/register', registration(uniqueEmail('refused'), { password: 'short' }), address).then((a) => a.status);
    const madeOne = () => post('/auth/local/register', registration(uniqueEmail('made'), { skip_trial: true }), address).then((a) => a.status);
    // 30 at once, each holding one of the 30 points while it runs: 20 refused, 10 made, which give theirs back.
    const statuses = await Promise.all([...Array.from({ length: 20 }, refusedOne), ...Array.from({ length: 10 }, madeOne)]);
    expect(statuses).toEqual([...Array(20).fill(400), ...Array(10).fill(200)]);
    for (let refusal = 21; refusal <= 30; refusal++) expect(await refusedOne()).toBe(400);
    expect(await refusedOne()).toBe(429);
  });
});

describe('one school address', () => {
  /** Sends every login at once, `batch` at a time, through either door; answers what each got. */
  async function loginsInBatches(logins: Array<{ identifier: string; password: string }>, address: string, batch = 30) {
    const answers: string[] = [];
    for (let start = 0; start < logins.length; start += batch) {
      const sent = logins.slice(start, start + batch).map(({ identifier, password }, n) => loginThroughEitherDoor(start + n, identifier, password, address));
      answers.push(...(await Promise.all(sent)));
    }
    return answers;
  }

  it('a flood of failures against accounts that do not exist, and against one that does, leaves the other teachers able to log in', async () => {
    const school = '10.8.0.1';
    const [pupilsTarget, colleague] = [uniqueEmail('target'), uniqueEmail('colleague')];
    for (const email of [pupilsTarget, colleague]) expect((await post('/auth/local/register', registration(email), '10.8.9.1')).status).toBe(200);
    // 300 guesses at mistyped or made-up accounts and 30 at a real one: more than the address's 200.
    const answers = await loginsInBatches(
      [
        ...Array.from({ length: 300 }, (_, n) => ({ identifier: uniqueEmail(`made-up${n}`), password: 'guess' })),
        ...Array.from({ length: 30 }, (_, n) => ({ identifier: pupilsTarget, password: `guess${n}` })),
      ],
      school,
    );
    expect(answers.filter((answer) => answer === WRONG_PASSWORD)).toHaveLength(300 + 5);
    expect(answers.filter((answer) => answer === TOO_MANY)).toHaveLength(25);
    // The colleague logs in from the same address, through either door; the pupil's target is held up (5 failures from here).
    expect((await post('/auth/local', { identifier: colleague, password: 'Original1' }, school)).status).toBe(200);
    expect(await graphqlLogin(colleague, 'Original1', school)).toBe('ok');
    expect((await post('/auth/local', { identifier: pupilsTarget, password: 'Original1' }, school)).status).toBe(429);
    // From another address (at home) the target logs in: five failures from the school are not the account's ten.
    expect((await post('/auth/local', { identifier: pupilsTarget, password: 'Original1' }, '10.8.9.2')).status).toBe(200);
  });

  // 250 password checks: on a machine busy with other test files, more than the usual minute.
  it('still counts 200 failures against accounts that exist, and a login that succeeds gives its point back', async () => {
    const school = '10.10.0.1';
    const staff = Array.from({ length: 10 }, (_, n) => uniqueEmail(`forgetful${n}`));
    const made = await Promise.all(staff.map((email) => post('/auth/local/register', registration(email, { skip_trial: true }), '10.10.9.1')));
    expect(made.map((a) => a.status)).toEqual(Array(10).fill(200));
    const fourFailuresEach = () =>
      loginsInBatches(
        staff.flatMap((identifier) => Array(4).fill({ identifier, password: 'guess' })),
        school,
        40,
      );
    // Four rounds of four wrong passwords each, then the right one (which clears the account's counts); then four more
    // wrong ones each: 200 failures, and 40 successes between them. Had the successes kept their points, the address
    // would have been spent 40 failures earlier.
    for (let round = 0; round < 4; round++) {
      expect(await fourFailuresEach()).toEqual(Array(40).fill(WRONG_PASSWORD));
      expect(
        await loginsInBatches(
          staff.map((identifier) => ({ identifier, password: 'Original1' })),
          school,
        ),
      ).toEqual(Array(10).fill('ok'));
    }
    expect(await fourFailuresEach()).toEqual(Array(40).fill(WRONG_PASSWORD));
    // Every login from the address is now held up, for an account that exists or not, through either door.
    const held = [staff[0], uniqueEmail('nobody')].flatMap((identifier) => Array(2).fill({ identifier, password: 'Original1' }));
    expect(await loginsInBatches(held, school)).toEqual(Array(4).fill(TOO_MANY));
    expect((await post('/auth/local', { identifier: staff[0], password: 'Original1' }, '10.10.9.2')).status).toBe(200);
  }, 180_000);
});
