// A local OpenID provider standing in for both Google and Microsoft, for development and tests: the
// `oidc-provider` package (a certified OpenID Provider), so the CMS's real client (openid-client)
// runs the real protocol against it: discovery, authorisation code with PKCE, `state` and `nonce`,
// signed ID tokens. One server, two issuers, each with its own client, as the real ones are:
//   Google     {url}/google                     (Google's is https://accounts.google.com)
//   Microsoft  {url}/{tenant}/v2.0              (Microsoft's is https://login.microsoftonline.com/{tenant}/v2.0)
// Its sign-in page offers two demo identities (one matching no account, one with the demo
// subscriber's address, both with a verified email), "Someone else" (any address, verified or not,
// for tests), and Cancel; its consent page has Allow and Deny. Cancel and Deny send the product
// `error=access_denied`, as the real providers do.
//
// `npm start` runs it unless GOOGLE_CLIENT_ID or MICROSOFT_CLIENT_ID is set, and records its issuers
// and clients in $DATA_DIR/oidc-stand-in.json. The CMS is given them as the providers' settings.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'cms');

/** The stand-in's Microsoft tenant (a real one is a GUID, or the school's domain). */
export const STAND_IN_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';
/** Client ids of the stand-in start with this; a production start refuses them (apps/cms/src/runtime/environment.ts). */
export const STAND_IN_CLIENT_PREFIX = 'standin-';

/** The demo identities, the same two at each provider (each provider gives its own subject, as the real ones do). */
export const DEMO_IDENTITIES = [
  { key: 'new-teacher', email: 'jo.rivers@example.org', email_verified: true, given_name: 'Jo', family_name: 'Rivers', note: 'matches no account' },
  { key: 'subscriber', email: 'subscriber@example.com', email_verified: true, given_name: 'Sam', family_name: 'Taylor', note: "the demo subscriber's address" },
];

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const readForm = (req) =>
  new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(Object.fromEntries(new URLSearchParams(body))));
    req.on('error', reject);
  });

function page(title, brand, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - ${escapeHtml(brand)} (local stand-in)</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
.stand-in{background:#fff3cd;border:1px solid #b58900;padding:.5rem .75rem;border-radius:.25rem}
button{font:inherit;padding:.6rem 1rem;margin:.25rem 0;border-radius:.25rem;border:1px solid #1a1a1a;background:#fff;cursor:pointer;width:100%;text-align:left}
button.primary{background:#1a56db;color:#fff;border-color:#1a56db}
fieldset{border:1px solid #999;border-radius:.25rem;margin:1rem 0}
label{display:block;margin:.5rem 0}input[type=email],input[type=text]{font:inherit;width:100%;padding:.4rem;box-sizing:border-box}
</style></head><body><main><p class="stand-in">${escapeHtml(brand)}: a local stand-in for development and tests.</p>${body}</main></body></html>`;
}

/**
 * Starts the stand-in. `siteUrl` is the product's address: each client's redirect address is
 * `{siteUrl}/api/sign-in/{google|microsoft}/callback`, registered exactly, as at the real providers.
 */
export async function startOidcStandIn({ port = 0, host = '127.0.0.1', siteUrl, dataDir, log = console.log } = {}) {
  if (!siteUrl) throw new Error('startOidcStandIn needs the site address its clients redirect to');
  // oidc-provider warns at length that it is not a production deployment, which it is not meant to be.
  const warn = console.warn;
  console.warn = (...args) => (String(args[0]).startsWith('oidc-provider WARNING') ? undefined : warn(...args));
  const { default: Provider } = await import(pathToFileURL(path.join(cmsDir, 'node_modules', 'oidc-provider', 'lib', 'index.js')).href);
  const server = http.createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const url = `http://${host}:${server.address().port}`;
  const secret = crypto.randomBytes(24).toString('base64url');
  // Identities made on the "Someone else" form, by provider and subject.
  const others = new Map();

  const issuers = [
    { name: 'google', brand: 'Google', mount: '/google' },
    { name: 'microsoft', brand: 'Microsoft', mount: `/${STAND_IN_TENANT}/v2.0` },
  ].map((issuer) => {
    const clientId = `${STAND_IN_CLIENT_PREFIX}${issuer.name}-client`;
    const clientSecret = `${issuer.name}-${secret}`;
    const subjectOf = (email) => crypto.createHash('sha256').update(`${issuer.name}:${email.toLowerCase()}`).digest('base64url').slice(0, 21);
    const identities = new Map(DEMO_IDENTITIES.map((identity) => [subjectOf(identity.email), identity]));
    const provider = new Provider(`${url}${issuer.mount}`, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [`${siteUrl}/api/sign-in/${issuer.name}/callback`],
          token_endpoint_auth_method: 'client_secret_post',
          response_types: ['code'],
          grant_types: ['authorization_code'],
        },
      ],
      async findAccount(_ctx, sub) {
        const identity = identities.get(sub) ?? others.get(`${issuer.name}:${sub}`);
        if (!identity) return undefined;
        return {
          accountId: sub,
          claims: () => ({
            sub,
            email: identity.email,
            email_verified: identity.email_verified,
            name: [identity.given_name, identity.family_name].filter(Boolean).join(' ') || undefined,
            given_name: identity.given_name || undefined,
            family_name: identity.family_name || undefined,
            ...(issuer.name === 'microsoft' ? { tid: STAND_IN_TENANT, preferred_username: identity.email } : {}),
          }),
        };
      },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name', 'preferred_username', 'tid'] },
      // Google and Microsoft put the scopes' claims in the ID token: so does the stand-in.
      conformIdTokenClaims: false,
      cookies: { keys: [secret] },
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
      interactions: { url: (_ctx, interaction) => `${issuer.mount}/interaction/${interaction.uid}` },
      features: { devInteractions: { enabled: false } },
      pkce: { required: () => true },
      // The provider's own error page (a bad client or redirect address); the product never shows it.
      renderError(ctx, out) {
        ctx.type = 'html';
        ctx.body = page('Sign-in error', issuer.brand, `<h1>Sign-in error</h1><pre>${escapeHtml(JSON.stringify(out, null, 2))}</pre>`);
      },
    });
    provider.on('server_error', (_ctx, error) => log(`oidc stand-in (${issuer.name}): ${error.stack ?? error}`));
    return { ...issuer, clientId, clientSecret, provider, subjectOf, identities, issuer: `${url}${issuer.mount}` };
  });

  console.warn = warn;

  async function interaction(issuer, req, res, uid, action) {
    const { provider } = issuer;
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('this sign-in has expired');
    const finish = (result) => provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      if (details.prompt.name === 'login') {
        const choices = DEMO_IDENTITIES.map(
          (identity) =>
            `<button name="identity" value="${escapeHtml(identity.key)}">${escapeHtml(`${identity.given_name} ${identity.family_name}`)} &lt;${escapeHtml(identity.email)}&gt; (${escapeHtml(identity.note)})</button>`,
        ).join('');
        return res.end(
          page(
            'Sign in',
            issuer.brand,
            `<h1>Sign in with ${escapeHtml(issuer.brand)}</h1>
<form method="post" action="${issuer.mount}/interaction/${uid}/login"><h2>Choose an account</h2>${choices}</form>
<form method="post" action="${issuer.mount}/interaction/${uid}/login"><fieldset><legend>Someone else</legend>
<label>Email <input type="email" name="email" required></label>
<label>First name <input type="text" name="given_name"></label>
<label>Last name <input type="text" name="family_name"></label>
<label><input type="checkbox" name="email_verified" value="true" checked> ${escapeHtml(issuer.brand)} has verified this address</label>
<button class="primary">Sign in as this person</button></fieldset></form>
<form method="post" action="${issuer.mount}/interaction/${uid}/abort"><button>Cancel</button></form>`,
          ),
        );
      }
      return res.end(
        page(
          'Allow access',
          issuer.brand,
          `<h1>Allow Orchestra Classroom to see your name and email address?</h1>
<form method="post" action="${issuer.mount}/interaction/${uid}/consent"><button class="primary">Allow</button></form>
<form method="post" action="${issuer.mount}/interaction/${uid}/abort"><button>Deny</button></form>`,
        ),
      );
    }
    const form = await readForm(req);
    if (action === 'abort') {
      const description = details.prompt.name === 'login' ? 'The user cancelled the sign-in' : 'The user denied access';
      return finish({ error: 'access_denied', error_description: description });
    }
    if (action === 'login') {
      const demo = DEMO_IDENTITIES.find((identity) => identity.key === form.identity);
      const identity = demo ?? {
        email: String(form.email ?? '').trim(),
        email_verified: form.email_verified === 'true',
        given_name: form.given_name?.trim(),
        family_name: form.family_name?.trim(),
      };
      if (!identity.email) throw new Error('no email given');
      const sub = issuer.subjectOf(identity.email);
      if (!demo) others.set(`${issuer.name}:${sub}`, identity);
      return finish({ login: { accountId: sub } });
    }
    if (action === 'consent') {
      const { prompt, params, session, grantId } = details;
      const grant = grantId ? await provider.Grant.find(grantId) : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
      if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
      if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
      return finish({ consent: { grantId: await grant.save() } });
    }
    res.writeHead(404).end();
  }

  server.on('request', async (req, res) => {
    const issuer = issuers.find(({ mount }) => req.url === mount || req.url.startsWith(`${mount}/`));
    if (!issuer) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end(`Not found. Issuers: ${issuers.map((i) => i.issuer).join(', ')}`);
    }
    const inner = req.url.slice(issuer.mount.length) || '/';
    const match = /^\/interaction\/([\w-]+)(?:\/(login|consent|abort))?$/.exec(inner.split('?')[0]);
    if (match) {
      try {
        await interaction(issuer, req, res, match[1], match[2]);
      } catch (error) {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        res.end(page('Sign-in error', issuer.brand, `<h1>Sign-in error</h1><p>${escapeHtml(error.message)}</p>`));
      }
      return;
    }
    // oidc-provider finds its mount path from originalUrl, as when mounted in Express.
    req.originalUrl = req.url;
    req.url = inner;
    issuer.provider.callback()(req, res);
  });

  const byName = Object.fromEntries(issuers.map((i) => [i.name, { issuer: i.issuer, clientId: i.clientId, clientSecret: i.clientSecret }]));
  const settings = {
    GOOGLE_CLIENT_ID: byName.google.clientId,
    GOOGLE_CLIENT_SECRET: byName.google.clientSecret,
    GOOGLE_ISSUER: byName.google.issuer,
    MICROSOFT_CLIENT_ID: byName.microsoft.clientId,
    MICROSOFT_CLIENT_SECRET: byName.microsoft.clientSecret,
    MICROSOFT_TENANT: STAND_IN_TENANT,
    MICROSOFT_AUTHORITY: url,
  };
  if (dataDir) fs.writeFileSync(path.join(dataDir, 'oidc-stand-in.json'), JSON.stringify({ url, ...byName }, null, 2));
  return {
    url,
    google: byName.google,
    microsoft: byName.microsoft,
    settings,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
