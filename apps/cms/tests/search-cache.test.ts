/**
 * The search's answers kept by the response cache and answered before Koa (docs/search.md, "Under
 * load"; middlewares/search-cache.ts, response-cache/search-fast-path.ts and graphql-fast-path.ts),
 * on a real Strapi with the demo catalogue, from the outside: a word only in an activity's teaching
 * text is found and quoted for a subscriber and for nobody else, however the token is given
 * (Authorization spelt every way Strapi reads it, the login cookie, both, malformed, expired), however
 * the address is spelt (encoded, parameters reordered or repeated, filters, NUL), through REST and
 * GraphQL, before and after the answer is kept; a token revoked (password changed, subscription
 * ended by an administrator, removed from a school) never gets the kept subscriber's answer again;
 * a change of content empties what is kept. That the fast path answered is seen by the controller
 * not being called (the search service's `search` is counted).
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { demoCallerTokens, login, type DemoCaller } from './helpers/cms';
import { invitationTokenFor, registerTrialTeacher, registration, uniqueEmail } from './helpers/accounts';
import { TestFixtures } from './helpers/fixtures';
import { FILE_COOKIE } from '../src/middlewares/protected-files';

const require = createRequire(import.meta.url);

let fixtures: TestFixtures;
let tokens: Record<DemoCaller, string | undefined>;
/** The search service the running CMS calls (its built module): counted, so a request answered before Koa shows. */
let searchService: { search: (...args: unknown[]) => unknown };

/** A word only in an activity's teaching text (its introduction); its title is public. */
const GATED_WORD = `qzv${Math.random().toString(36).slice(2, 9).replace(/\d/g, 'k')}`;
const TITLE = 'Fast path canary activity';
const FRESH_WORD = `qzf${Math.random().toString(36).slice(2, 9).replace(/\d/g, 'k')}`;

const cms = cmsForThisFile({}, async () => {
  fixtures = new TestFixtures(cms);
  tokens = await demoCallerTokens(cms.baseUrl);
  await fixtures.publish('api::activity-page.activity-page', {
    title: TITLE,
    time: '5 minutes',
    introduction: [{ type: 'paragraph', children: [{ type: 'text', text: `Begin with the ${GATED_WORD} game.` }] }],
  });
  searchService = require(path.resolve(__dirname, '..', 'dist', 'src', 'api', 'search', 'services', 'search.js'));
  for (let tries = 0; tries < 40; tries++) {
    if ((await get(`/api/search?q=${encodeURIComponent(TITLE)}`)).body.total > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterAll(async () => {
  vi.restoreAllMocks();
  await fixtures?.removeAll();
});

async function get(address: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${cms.baseUrl}${address}`, { headers });
  const text = await response.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, text, body, headers: response.headers, cache: response.headers.get('x-response-cache') };
}

const bearer = (token: string | undefined): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});
/** What an answer says beyond the query it echoes. */
const said = (text: string) => JSON.stringify(JSON.parse(text), (key, value) => (key === 'query' ? undefined : value)).toLowerCase();
const quotesGated = (text: string) => said(text).includes(GATED_WORD);

const SEARCH = `query($query: String!) { search(query: $query) { total groups { results { title { text } excerpt { text match } } } } }`;
async function graphql(headers: Record<string, string>, query = GATED_WORD) {
  const response = await fetch(`${cms.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ query: SEARCH, variables: { query } }),
  });
  return { status: response.status, text: await response.text(), cache: response.headers.get('x-response-cache') };
}

/** Counts the controller's calls to the search service while `run` runs. */
async function searchesComputed(run: () => Promise<void>): Promise<number> {
  const spy = vi.spyOn(searchService, 'search');
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

/**
 * Whether `headers` get a subscriber's answer to the gated word: REST twice and GraphQL twice (the
 * second of each from what was kept), each time the same. Every answer is a 200 for REST.
 */
async function reachOf(headers: Record<string, string>): Promise<'subscriber' | 'public'> {
  const seen: boolean[] = [];
  for (let n = 0; n < 2; n++) {
    const rest = await get(`/api/search?q=${GATED_WORD}`, headers);
    expect(rest.status).toBe(200);
    seen.push(quotesGated(rest.text), rest.body.total > 0);
    const answer = await graphql(headers);
    // A token GraphQL cannot read is refused there (401), never answered as a subscriber.
    seen.push(answer.status === 200 && JSON.parse(answer.text).data?.search.total > 0);
  }
  expect(new Set(seen).size, JSON.stringify(seen)).toBe(1);
  return seen[0] ? 'subscriber' : 'public';
}

describe('who gets which kept answer', () => {
  it("keeps a subscriber's answer from every other caller, and answers the second request before Koa", async () => {
    const address = `/api/search?q=${GATED_WORD}`;
    const first = await get(address, bearer(tokens.subscriber));
    expect(first.status).toBe(200);
    expect(quotesGated(first.text)).toBe(true);
    expect(first.cache).toBe('miss');
    const computed = await searchesComputed(async () => {
      for (let n = 0; n < 3; n++) {
        const again = await get(address, bearer(tokens.subscriber));
        expect(again.cache).toBe('hit');
        expect(again.text).toBe(first.text);
      }
    });
    expect(computed).toBe(0);
    for (const who of ['visitor', 'lapsed'] as const) {
      for (let n = 0; n < 3; n++) {
        const answer = await get(address, bearer(tokens[who]));
        expect(answer.status, who).toBe(200);
        expect(answer.body.total, who).toBe(0);
        expect(quotesGated(answer.text), who).toBe(false);
      }
    }
  });

  it('carries the headers of the full stack on a kept answer, compressed as asked, and no-store as REST says', async () => {
    const address = `/api/search?q=${encodeURIComponent(TITLE)}`;
    const fresh = await get(address);
    const kept = await get(address, { 'Accept-Encoding': 'gzip' });
    expect(kept.cache).toBe('hit');
    expect(kept.headers.get('content-encoding')).toBe('gzip');
    expect(kept.text).toBe(fresh.text);
    for (const answer of [fresh, kept]) {
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('vary')).toMatch(/Authorization/);
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('reads the token from the Authorization header in every spelling Strapi reads, never from the cookie, and a header naming nobody as a visitor', async () => {
    const subscriber = tokens.subscriber!;
    const lapsed = tokens.lapsed!;
    for (const authorization of [`Bearer ${subscriber}`, `bearer ${subscriber}`, `BEARER ${subscriber}`, `Bearer\t${subscriber}`, `Bearer  ${subscriber}`]) {
      expect(await reachOf({ Authorization: authorization }), authorization.slice(0, 8)).toBe('subscriber');
    }
    expect(await reachOf({ Authorization: `Bearer ${subscriber}`, Cookie: `${FILE_COOKIE}=not-a-token` })).toBe('subscriber');
    const expired = cms.strapi
      .plugin('users-permissions')
      .service('jwt')
      .issue({ id: userIdOf(subscriber) }, { expiresIn: '-1s' }) as string;
    const notSubscribers: Array<[string, Record<string, string>]> = [
      ['cookie only', { Cookie: `${FILE_COOKIE}=${subscriber}` }],
      ['lapsed header, subscriber cookie', { Authorization: `Bearer ${lapsed}`, Cookie: `${FILE_COOKIE}=${subscriber}` }],
      ['expired', { Authorization: `Bearer ${expired}` }],
      ['no scheme', { Authorization: subscriber }],
      ['scheme alone', { Authorization: 'Bearer' }],
      ['Basic', { Authorization: `Basic ${Buffer.from(`subscriber@example.com:Subscriber1`).toString('base64')}` }],
      ['two tokens', { Authorization: `Bearer ${subscriber} ${subscriber}` }],
      ['token changed', { Authorization: `Bearer ${subscriber.slice(0, -2)}xx` }],
      ['empty', { Authorization: '' }],
    ];
    for (const [what, headers] of notSubscribers) expect(await reachOf(headers), what).toBe('public');
  });

  it('answers an address spelt another way from the same question, and never keeps what the stack refused', async () => {
    const subscriber = bearer(tokens.subscriber);
    const spellings = [
      `/api/search?q=${GATED_WORD}`,
      `/api/search?q=${[...GATED_WORD].map((letter) => `%${letter.charCodeAt(0).toString(16)}`).join('')}`,
      `/api/search?q=${GATED_WORD}&limit=20`,
      `/api/search?limit=20&q=${GATED_WORD}`,
      `/api/search?q=+${GATED_WORD}+`,
      `/api/search?q=${GATED_WORD}&unknown=1`,
      `/api/search?q=${GATED_WORD}&kind=`,
    ];
    for (const address of spellings) {
      for (let n = 0; n < 2; n++) {
        const answer = await get(address, subscriber);
        expect(answer.status, address).toBe(200);
        expect(answer.body.total, address).toBe(1);
        const visitor = await get(address);
        expect(visitor.body.total, address).toBe(0);
        expect(quotesGated(visitor.text), address).toBe(false);
      }
    }
    // A filter is part of the question: the activity is no unit, and no kept answer says otherwise.
    for (let n = 0; n < 2; n++) {
      expect((await get(`/api/search?q=${GATED_WORD}&kind=unit`, subscriber)).body.total).toBe(0);
      expect((await get(`/api/search?q=${GATED_WORD}&kind=activity`, subscriber)).body.total).toBe(1);
      expect((await get(`/api/search?q=${GATED_WORD}&limit=1&kind=activity`, subscriber)).body.total).toBe(1);
    }
    const refused = [
      `/api/search?q=${GATED_WORD}&q=${GATED_WORD}`,
      `/api/search?q=${GATED_WORD}%00`,
      `/api/search?q=${GATED_WORD}&kind=song`,
      `/api/search?q=${GATED_WORD}&limit=51`,
      `/api/search?q=${GATED_WORD}&audience=Not%20a%20slug`,
      '/api/search/suggestions?q=',
    ];
    for (const address of refused) {
      for (let n = 0; n < 2; n++) {
        const answer = await get(address, subscriber);
        expect(answer.status, address).toBe(400);
        expect(answer.cache, address).toBeNull();
        expect(answer.text, address).not.toContain('"groups"');
      }
    }
  });

  it('keeps suggestions by reach too', async () => {
    const prefix = TITLE.slice(0, 12);
    const address = `/api/search/suggestions?q=${encodeURIComponent(prefix)}`;
    for (const who of ['visitor', 'subscriber', 'visitor', 'subscriber'] as const) {
      const answer = await get(address, bearer(tokens[who]));
      expect(answer.status).toBe(200);
      const titles = (answer.body as Array<{ title: Array<{ text: string }> }>).map((suggestion) => suggestion.title.map((piece) => piece.text).join(''));
      expect(titles).toContain(TITLE);
      expect(quotesGated(answer.text)).toBe(false);
    }
    expect((await get(address)).cache).toBe('hit');
  });
});

const userIdOf = (token: string) => Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).id);

describe('a token revoked after its answer was kept', () => {
  it('gets no subscriber answer once the password changes', async () => {
    const token = await registerTrialTeacher(cms.baseUrl, 'fast-path-password');
    expect(await reachOf(bearer(token))).toBe('subscriber');
    await cms.strapi.plugin('users-permissions').service('user').edit(userIdOf(token), { password: 'Changed22' });
    expect(await reachOf(bearer(token))).toBe('public');
  });

  it('gets no subscriber answer once an administrator ends the subscription', async () => {
    const token = await registerTrialTeacher(cms.baseUrl, 'fast-path-ended');
    expect(await reachOf(bearer(token))).toBe('subscriber');
    const subscriptions = cms.strapi.db.query('api::subscription.subscription');
    for (const { id } of await subscriptions.findMany({ where: { user: { id: userIdOf(token) } }, select: ['id'] })) {
      await subscriptions.update({ where: { id }, data: { ends_at: new Date(Date.now() - 60_000).toISOString() } });
    }
    expect(await reachOf(bearer(token))).toBe('public');
  });

  it("gets no subscriber answer once a school's owner removes the member", async () => {
    const owner = await login(cms.baseUrl, 'schooladmin@example.com', 'SchoolAdmin1');
    const email = uniqueEmail('fast-path-member');
    const call = async (route: string, body: unknown, token?: string) => {
      const response = await fetch(`${cms.baseUrl}/api${route}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer(token) },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    };
    expect((await call('/member-account/invitation', { invitee: email }, owner)).status).toBe(200);
    const invitation = await invitationTokenFor(cms.emails, email);
    const joined = await call('/auth/local/register', registration(email, { invitation }));
    expect(joined.status).toBe(200);
    const token: string = joined.body.jwt;
    expect(await reachOf(bearer(token))).toBe('subscriber');
    expect((await call('/member-account/remove-member', { member_email: email }, owner)).status).toBe(200);
    expect(await reachOf(bearer(token))).toBe('public');
  });
});

describe('a change of content', () => {
  it('empties the kept answers: a publish shows within 2 s through the fast path', async () => {
    const address = `/api/search?q=${FRESH_WORD}`;
    for (const who of ['visitor', 'subscriber'] as const) {
      expect((await get(address, bearer(tokens[who]))).body.total).toBe(0);
      expect((await get(address, bearer(tokens[who]))).cache).toBe('hit');
    }
    await fixtures.publish('api::activity-page.activity-page', { title: `The ${FRESH_WORD} round` });
    for (const who of ['visitor', 'subscriber'] as const) {
      const started = Date.now();
      while ((await get(address, bearer(tokens[who]))).body.total === 0) {
        expect(Date.now() - started, who).toBeLessThan(2000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });
});
