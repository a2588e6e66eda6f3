/**
 * Signing in with Google and Microsoft (apps/cms/docs/accounts.md, "Signing in with Google or
 * Microsoft") from the outside, against the local OpenID provider (scripts/lib/oidc-stand-in.mjs,
 * the oidc-provider package) through the CMS's real client (openid-client): a browser is played by
 * fetch with a cookie jar per origin, following each redirect by hand. Each rule: a new identity
 * makes an account with the trial; an existing address is linked only after its password, and never
 * on an unverified address; a refused consent, a forged state and a replayed callback log nobody
 * in; identities are nobody else's to read; the last way in cannot be removed; an invitation is
 * claimed by the invited address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { TEST_SITE_URL, login } from './helpers/cms';
import { invitationTokenFor, uniqueEmail } from './helpers/accounts';
import { startOidcStandIn, type OidcStandIn } from '../../../scripts/lib/oidc-stand-in.mjs';

let provider: OidcStandIn;

beforeAll(async () => {
  provider = await startOidcStandIn({ siteUrl: TEST_SITE_URL, log: () => {} });
});
afterAll(async () => {
  await provider?.close();
});
const cms = cmsForThisFile({ catalogue: false, environment: () => provider.settings });

type Choice = { identity: 'new-teacher' | 'subscriber' } | { email: string; verified?: boolean; given_name?: string; family_name?: string };

/** A browser: cookies per origin (path ignored), redirects followed by hand. */
class Browser {
  jars = new Map<string, Map<string, string>>();

  cookieHeader(url: URL) {
    const jar = this.jars.get(url.origin);
    return jar ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  }

  async fetch(address: string, init: RequestInit = {}) {
    const url = new URL(address);
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: this.cookieHeader(url) } });
    const jar = this.jars.get(url.origin) ?? new Map<string, string>();
    this.jars.set(url.origin, jar);
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()) || /^max-age=0$/i.test(a.trim()));
      if (expired || value === '') jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
    return response;
  }

  /** The site's address as the CMS serves it in tests (the site's origin is SITE_URL, the CMS serves the same paths). */
  onCms(address: string) {
    const url = new URL(address, TEST_SITE_URL);
    return `${cms.baseUrl}${url.pathname}${url.search}`;
  }
}

/**
 * Starts a sign-in on the CMS and goes through the provider's pages: choose `choice` (or cancel) and
 * allow (or deny). Answers the provider's redirect to the callback, not yet followed.
 */
async function throughProvider(browser: Browser, name: 'google' | 'microsoft', choice: Choice | 'cancel', consent: 'allow' | 'deny' = 'allow', query = '') {
  const start = await browser.fetch(`${cms.baseUrl}/api/sign-in/${name}/start${query}`);
  expect(start.status).toBe(302);
  let location = new URL(start.headers.get('location')!);
  expect(location.origin).toBe(provider.url);
  for (let step = 0; step < 10; step += 1) {
    const response = await browser.fetch(location.href);
    if (response.status === 200) {
      const page = await response.text();
      const interaction = /action="([^"]+\/interaction\/[\w-]+)\//.exec(page)![1];
      const form = (action: string, body: Record<string, string>) =>
        browser.fetch(`${provider.url}${interaction}/${action}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(body).toString(),
        });
      let answer: Response;
      if (page.includes('Choose an account')) {
        if (choice === 'cancel') answer = await form('abort', {});
        else if ('identity' in choice) answer = await form('login', { identity: choice.identity });
        else
          answer = await form('login', {
            email: choice.email,
            given_name: choice.given_name ?? '',
            family_name: choice.family_name ?? '',
            ...(choice.verified === false ? {} : { email_verified: 'true' }),
          });
      } else answer = await form(consent === 'allow' ? 'consent' : 'abort', {});
      location = new URL(answer.headers.get('location')!, provider.url);
      continue;
    }
    expect([302, 303]).toContain(response.status);
    location = new URL(response.headers.get('location')!, location);
    if (location.origin === new URL(TEST_SITE_URL).origin) return location;
  }
  throw new Error('the provider never sent the browser back');
}

/** Follows the provider's redirect to the callback, then asks the finishing call what it ended in. */
async function finish(browser: Browser, callback: URL) {
  const back = await browser.fetch(browser.onCms(callback.href));
  expect(back.status).toBe(302);
  expect(back.headers.get('location')).toBe('/sign-in/finish');
  const answer = await browser.fetch(`${cms.baseUrl}/api/sign-in/finish`, { method: 'POST' });
  return { status: answer.status, body: await answer.json() };
}

async function signIn(name: 'google' | 'microsoft', choice: Choice | 'cancel', consent: 'allow' | 'deny' = 'allow', browser = new Browser()) {
  return finish(browser, await throughProvider(browser, name, choice, consent));
}

const get = async (route: string, token?: string) => {
  const response = await fetch(`${cms.baseUrl}${route}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: await response.json().catch(() => undefined) };
};
const post = async (route: string, body: unknown, token?: string) => {
  const response = await fetch(`${cms.baseUrl}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
};
const userCount = (email: string) => cms.strapi.db.query('plugin::users-permissions.user').count({ where: { email } });

describe('signing in with a provider', () => {
  it('lists the configured providers; an unknown one is 404', async () => {
    expect((await get('/api/sign-in/providers')).body).toEqual({
      providers: [
        { name: 'google', label: 'Google' },
        { name: 'microsoft', label: 'Microsoft' },
      ],
    });
    expect((await get('/api/sign-in/facebook/start')).status).toBe(404);
  });

  it('a new identity makes a teacher account with the free trial, as registration does, and opens it next time', async () => {
    const email = uniqueEmail('google-new');
    const first = await signIn('google', { email, given_name: 'Robin', family_name: 'Ash' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ new_account: true, user: { email } });
    const me = await cms.graphql(
      '{ me { email role { type } user_profile { first_name last_name postcode areas_of_interest user_updated } } }',
      {},
      first.body.jwt,
    );
    expect(me.body.data.me).toMatchObject({
      email,
      role: { type: 'active_subscriber' },
      user_profile: { first_name: 'Robin', last_name: 'Ash', postcode: null, user_updated: false },
    });
    expect((await get('/api/account/access', first.body.jwt)).body.access).toBe('trial');
    // The profile asks only for what the provider did not give, under the registration's rules.
    const saved = await cms.graphql(
      'mutation { updateUserProfile(first_name: "Robin", last_name: "Ash", country: "Ireland", areas_of_interest: ["Live performances"]) { country } }',
      {},
      first.body.jwt,
    );
    expect(saved.body.data.updateUserProfile.country).toBe('Ireland');
    const again = await signIn('google', { email, given_name: 'Robin', family_name: 'Ash' });
    expect(again.body).toMatchObject({ new_account: false, user: { id: first.body.user.id } });
    expect(await userCount(email)).toBe(1);
    // The finishing call answers once: the login is not there to take twice.
    const browser = new Browser();
    const callback = await throughProvider(browser, 'google', { email });
    expect((await finish(browser, callback)).status).toBe(200);
    expect((await browser.fetch(`${cms.baseUrl}/api/sign-in/finish`, { method: 'POST' })).status).toBe(400);
  });

  it("an existing account's address is linked only once its password is proved; then either way logs in", async () => {
    const browser = new Browser();
    const waiting = await finish(browser, await throughProvider(browser, 'google', { identity: 'subscriber' }));
    expect(waiting.status).toBe(200);
    expect(waiting.body).toEqual({ link: { provider: 'google', label: 'Google', email: 'subscriber@example.com' }, from: null });
    expect(waiting.body.jwt).toBeUndefined();
    const wrong = await browser.fetch(`${cms.baseUrl}/api/sign-in/link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'NotIt1' }),
    });
    expect(wrong.status).toBe(400);
    // Another browser (without this sign-in's cookie) cannot prove it, even with the password.
    expect((await post('/api/sign-in/link', { password: 'Subscriber1' })).status).toBe(400);
    const proved = await browser.fetch(`${cms.baseUrl}/api/sign-in/link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'Subscriber1' }),
    });
    expect(proved.status).toBe(200);
    const linked = await proved.json();
    expect(linked.user.email).toBe('subscriber@example.com');
    const direct = await signIn('google', { identity: 'subscriber' });
    expect(direct.body).toMatchObject({ new_account: false, user: { id: linked.user.id } });
    expect(await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1')).toBeTruthy();
    const ways = await get('/api/account/sign-ins', linked.jwt);
    expect(ways.body).toMatchObject({ password: true, sign_ins: [{ provider: 'google', email: 'subscriber@example.com' }] });
    // With a password, the last provider can go; then the identity opens nothing until linked again.
    const removed = await post('/api/account/sign-ins/remove', { provider: 'google' }, linked.jwt);
    expect(removed.body).toEqual({ password: true, sign_ins: [] });
    expect((await signIn('google', { identity: 'subscriber' })).body.link).toBeDefined();
  });

  it('or a one-time link mailed to the account proves it', async () => {
    const browser = new Browser();
    expect((await finish(browser, await throughProvider(browser, 'microsoft', { identity: 'subscriber' }))).body.link).toBeDefined();
    // Without this browser's waiting sign-in there is nothing to mail.
    expect((await post('/api/sign-in/mail-link', {})).status).toBe(400);
    const mailed = await browser.fetch(`${cms.baseUrl}/api/sign-in/mail-link`, { method: 'POST' });
    expect(mailed.status).toBe(200);
    let mail;
    for (let tries = 0; tries < 50 && !mail; tries += 1) {
      mail = (await cms.emails())
        .filter((m) => m.to[0]?.address === 'subscriber@example.com' && m.subject === 'Link Microsoft to your Orchestra Classroom account')
        .at(-1);
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const link = new URL(/href="([^"]+)"/.exec(mail!.html)![1]);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_SITE_URL}/sign-in/confirm`);
    const code = link.searchParams.get('code')!;
    expect((await post('/api/sign-in/confirm', { code: `${code}x` })).status).toBe(400);
    const confirmed = await post('/api/sign-in/confirm', { code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.email).toBe('subscriber@example.com');
    // Once only.
    expect((await post('/api/sign-in/confirm', { code })).body.error.message).toMatch(/expired or has been used already/);
    expect((await signIn('microsoft', { identity: 'subscriber' })).body).toMatchObject({ new_account: false, user: { email: 'subscriber@example.com' } });
    expect((await post('/api/account/sign-ins/remove', { provider: 'microsoft' }, confirmed.body.jwt)).status).toBe(200);
  });

  it('never links or makes an account on an address the provider has not verified', async () => {
    const taken = await signIn('microsoft', { email: 'lapsed@example.com', verified: false });
    expect(taken.status).toBe(400);
    expect(taken.body.error.message).toMatch(/has not confirmed that lapsed@example.com belongs to you/);
    expect(taken.body.jwt).toBeUndefined();
    const lapsed = await login(cms.baseUrl, 'lapsed@example.com', 'Lapsed1');
    expect((await get('/api/account/sign-ins', lapsed)).body.sign_ins).toEqual([]);
    const unknown = uniqueEmail('unverified');
    expect((await signIn('google', { email: unknown, verified: false })).status).toBe(400);
    expect(await userCount(unknown)).toBe(0);
  });

  it('a cancelled sign-in or a refused consent logs nobody in, and says so', async () => {
    const denied = await signIn('google', { identity: 'new-teacher' }, 'deny');
    expect(denied.status).toBe(400);
    expect(denied.body.error.message).toMatch(/did not allow it to share/);
    const cancelled = await signIn('microsoft', 'cancel');
    expect(cancelled.status).toBe(400);
    expect(cancelled.body.error.message).toMatch(/You cancelled signing in with Microsoft/);
    expect(await userCount('jo.rivers@example.org')).toBe(0);
  });

  it('a forged state, a callback without its flow, and a replayed callback log nobody in', async () => {
    const email = uniqueEmail('forged');
    const browser = new Browser();
    const callback = await throughProvider(browser, 'google', { email });
    const forged = new URL(callback);
    forged.searchParams.set('state', 'a-state-this-browser-never-started');
    const refused = await finish(browser, forged);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/could not check this sign-in/);
    // The flow went with that attempt: the genuine answer, sent now, finds none.
    expect((await finish(browser, callback)).status).toBe(400);
    // Another browser given the callback address (a stolen or planted code) has no flow of its own.
    expect((await finish(new Browser(), await throughProvider(new Browser(), 'google', { email }))).status).toBe(400);
    expect(await userCount(email)).toBe(0);
    // A signed cookie cannot be written by hand.
    const handmade = Buffer.from(JSON.stringify({ kind: 'login', provider: 'google', userId: 1, newAccount: false })).toString('base64url');
    const forgedCookie = await fetch(`${cms.baseUrl}/api/sign-in/finish`, { method: 'POST', headers: { cookie: `classroom_sign_in_outcome=${handmade}` } });
    expect(forgedCookie.status).toBe(400);
  });

  it('removing the last way in is refused; a password added by reset makes it removable', async () => {
    const email = uniqueEmail('only-google');
    const { body } = await signIn('google', { email });
    const refused = await post('/api/account/sign-ins/remove', { provider: 'google' }, body.jwt);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/only way you can log in/);
    expect((await post('/api/account/sign-ins/remove', { provider: 'microsoft' }, body.jwt)).status).toBe(404);
    expect((await post('/api/account/sign-ins/remove', { provider: 'myspace' }, body.jwt)).status).toBe(400);
    // No password yet: a password login fails as for a wrong one.
    expect((await post('/api/auth/local', { identifier: email, password: '' })).status).toBe(400);
    await post('/api/auth/forgot-password', { email });
    const mail = (await cms.emails()).filter((m) => m.to[0]?.address === email).at(-1)!;
    const code = /code=([\w-]+)/.exec(mail.html)![1];
    expect((await post('/api/auth/reset-password', { code, password: 'Added1pass', passwordConfirmation: 'Added1pass' })).status).toBe(200);
    const token = await login(cms.baseUrl, email, 'Added1pass');
    expect((await post('/api/account/sign-ins/remove', { provider: 'google' }, token)).body).toEqual({ password: true, sign_ins: [] });
  });

  it("identities are nobody else's: no API reads them but the teacher's own list", async () => {
    const email = uniqueEmail('private');
    const { body } = await signIn('microsoft', { email });
    const other = await login(cms.baseUrl, 'lapsed@example.com', 'Lapsed1');
    expect((await get('/api/account/sign-ins', other)).body.sign_ins).toEqual([]);
    expect((await get('/api/account/sign-ins')).status).toBe(403);
    expect((await post('/api/account/sign-ins/remove', { provider: 'microsoft' })).status).toBe(403);
    // Another teacher cannot remove it either: the account is the token's.
    expect((await post('/api/account/sign-ins/remove', { provider: 'microsoft' }, other)).status).toBe(404);
    for (const route of ['/api/sign-in-identities', '/api/sign-in/identities', `/api/account/sign-ins?user=${body.user.id}`]) {
      const answer = await fetch(`${cms.baseUrl}${route}`, { headers: { Authorization: `Bearer ${other}` } });
      expect(JSON.stringify(await answer.json().catch(() => ({})))).not.toContain(email);
    }
    const graphql = await cms.graphql('{ __schema { types { name fields { name } } } }', {}, other);
    const schema = JSON.stringify(graphql.body.data ?? {});
    expect(schema).not.toMatch(/identit/i);
    expect(schema).not.toMatch(/subject/);
    const users = await cms.graphql(`{ usersPermissionsUsers { data { email } } }`, {}, other);
    expect(JSON.stringify(users.body)).not.toContain(email);
  });

  it('an invitation to a school is claimed by signing in with the invited address', async () => {
    const owner = await login(cms.baseUrl, 'schooladmin@example.com', 'SchoolAdmin1');
    const email = uniqueEmail('invited');
    expect((await post('/api/member-account/invitation', { invitee: email }, owner)).status).toBe(200);
    await invitationTokenFor(cms.emails, email);
    const { body } = await signIn('google', { email, given_name: 'Ina', family_name: 'Vited' });
    expect((await get('/api/account/access', body.jwt)).body).toMatchObject({ access: 'school' });
    expect((await get('/api/member-account', owner)).body.members.map((m: { email: string }) => m.email)).toContain(email);
  });

  it('the start keeps a path of the site to come back to, never another origin', async () => {
    const email = uniqueEmail('from');
    const browser = new Browser();
    const back = await finish(browser, await throughProvider(browser, 'google', { email }, 'allow', '?from=%2Fplaylists%3Fx%3D1'));
    expect(back.body.from).toBe('/playlists?x=1');
    for (const from of ['//evil.example/', '/\\evil.example', 'https://evil.example/']) {
      const other = new Browser();
      const answer = await finish(other, await throughProvider(other, 'google', { email }, 'allow', `?from=${encodeURIComponent(from)}`));
      expect(answer.body.from).toBeNull();
    }
  });
});
