// The local OpenID provider (oidc-stand-in.mjs): two issuers shaped like Google's and Microsoft's
// (the tenant in Microsoft's), each with its own client registered for the product's exact redirect
// address, and the code flow with PKCE only.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { STAND_IN_TENANT, startOidcStandIn } from './oidc-stand-in.mjs';

let standIn;
before(async () => {
  standIn = await startOidcStandIn({ siteUrl: 'http://site.test', log: () => {} });
});
after(() => standIn?.close());

const discover = async (issuer) => (await fetch(`${issuer}/.well-known/openid-configuration`)).json();

test('two issuers, Microsoft with its tenant, each answering its own discovery', async () => {
  assert.equal(standIn.google.issuer, `${standIn.url}/google`);
  assert.equal(standIn.microsoft.issuer, `${standIn.url}/${STAND_IN_TENANT}/v2.0`);
  for (const provider of [standIn.google, standIn.microsoft]) {
    const metadata = await discover(provider.issuer);
    assert.equal(metadata.issuer, provider.issuer);
    assert.ok(metadata.code_challenge_methods_supported.includes('S256'));
    assert.ok(metadata.authorization_endpoint.startsWith(provider.issuer));
  }
  assert.equal(standIn.settings.MICROSOFT_TENANT, STAND_IN_TENANT);
  assert.notEqual(standIn.google.clientSecret, standIn.microsoft.clientSecret);
});

test('a sign-in without PKCE, or to another redirect address, is refused', async () => {
  const { authorization_endpoint: endpoint } = await discover(standIn.google.issuer);
  const ask = async (extra) => {
    const query = new URLSearchParams({ client_id: standIn.google.clientId, response_type: 'code', scope: 'openid email', state: 's', nonce: 'n', ...extra });
    return fetch(`${endpoint}?${query}`, { redirect: 'manual' });
  };
  const withoutPkce = await ask({ redirect_uri: 'http://site.test/api/sign-in/google/callback' });
  assert.match(withoutPkce.headers.get('location') ?? '', /error=invalid_request/);
  const elsewhere = await ask({ redirect_uri: 'http://evil.example/callback', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' });
  assert.equal(elsewhere.status, 400);
  const fine = await ask({ redirect_uri: 'http://site.test/api/sign-in/google/callback', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' });
  assert.match(fine.headers.get('location') ?? '', /\/google\/interaction\//);
});
