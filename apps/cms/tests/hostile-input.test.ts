/**
 * Hostile input (docs/hostile-input.md): malformed and oversized bodies, GraphQL documents
 * past each limit, batches, and random input to every account call and every GraphQL mutation.
 * None may give a 5xx, and nothing of a rejected request may be stored.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { QUERY_LIMITS, RESULT_TOO_LARGE } from '../src/graphql/query-limits';
import { login, TEST_SITE_URL } from './helpers/cms';
import { registerTrialTeacher } from './helpers/accounts';
import { readMutations, type NamedType, type TypeRef } from './helpers/mutations-schema';

// The same random inputs on every run, so that CI is repeatable (both databases meet the same
// values); FAST_CHECK_SEED=<n> explores others. A failure prints its seed and counterexample.
fc.configureGlobal({ seed: Number(process.env.FAST_CHECK_SEED) || 20261121 });

// A small result limit for this instance only, so a modest catalogue query can pass it.
const RESULT_LIMIT = 300;
let owner: string;

const cms = cmsForThisFile({ catalogue: false, environment: { GRAPHQL_MAX_RESOLVED_FIELDS: String(RESULT_LIMIT) } }, async () => {
  owner = await login(cms.baseUrl, 'schooladmin@example.com', 'SchoolAdmin1');
});

async function send(path: string, body: string, { token, contentType = 'application/json' }: { token?: string; contentType?: string } = {}) {
  const response = await fetch(`${cms.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

const errorCodes = (json: any): string[] => (json?.errors ?? []).map((error: any) => error.extensions?.code);

/** Rows of everything a teacher's request can store. */
const STORED = [
  'plugin::users-permissions.user',
  'api::user-profile.user-profile',
  'api::subscription.subscription',
  'api::membership.membership',
  'api::member-account.member-account',
  'api::playlist.playlist',
  'api::custom-scheme.custom-scheme',
];
async function storedCounts() {
  return Object.fromEntries(await Promise.all(STORED.map(async (uid) => [uid, await cms.strapi.db.query(uid as never).count()])));
}

describe('bodies', () => {
  it('that are not JSON get 400, and oversized ones 413, on GraphQL and REST alike', async () => {
    for (const path of ['/graphql', '/api/auth/local', '/api/auth/local/register', '/api/member-account/invitation']) {
      for (const body of ['{"query": ', 'not json', '{"a":1}}', '\u0000']) {
        const { status } = await send(path, body, { token: path.includes('member') ? owner : undefined });
        expect(status, `${path} ${JSON.stringify(body)}`).toBe(400);
      }
      const huge = JSON.stringify({ query: `{ audiences { title } }`, padding: 'x'.repeat(300 * 1024) });
      expect((await send(path, huge)).status, path).toBe(413);
    }
  });
});

describe('the NUL character (U+0000), which PostgreSQL cannot store or compare,', () => {
  it('is refused with 400 wherever it comes: a JSON body, GraphQL variables or literals, a query string', async () => {
    const forgot = 'mutation($email: String!) { forgotPassword(email: $email) { ok } }';
    const tries = [
      send('/api/auth/forgot-password', JSON.stringify({ email: 'a\u0000@example.com' })),
      send('/api/auth/local', JSON.stringify({ identifier: 'x', ['pass\u0000word']: 'y' })),
      send('/graphql', JSON.stringify({ query: forgot, variables: { email: '\u0000' } })),
      send('/graphql', JSON.stringify({ query: forgot, variables: { email: '\u0000' } }), { token: owner }),
      send('/graphql', JSON.stringify({ query: 'mutation { forgotPassword(email: "\\u0000") { ok } }' })),
      fetch(`${cms.baseUrl}/api/audiences?filters[slug][$eq]=%00`).then(async (response) => ({ status: response.status, json: await response.json() })),
    ];
    for (const { status, json } of await Promise.all(tries)) {
      expect(status).toBe(400);
      expect(JSON.stringify(json)).toContain('NUL character');
    }
  });
});

describe('GraphQL documents', () => {
  const field = (depth: number): string => (depth === 0 ? 'title' : `programmes { ${field(depth - 1)} audience { title } }`);

  it(`deeper than ${QUERY_LIMITS.maxDepth} levels are refused with 400 before anything runs`, async () => {
    const { status, json } = await send('/graphql', JSON.stringify({ query: `{ audiences { ${field(12)} } }` }));
    expect(status).toBe(400);
    expect(json.errors[0].message).toMatch(/exceeds maximum operation depth/);
  });

  it(`with more than ${QUERY_LIMITS.maxAliases} aliases are refused with 400`, async () => {
    const aliases = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: audiences { title }`).join(' ');
    const { status, json } = await send('/graphql', JSON.stringify({ query: `{ ${aliases} }` }));
    expect(status).toBe(400);
    expect(json.errors[0].message).toMatch(/Aliases limit/i);
  });

  it(`with more than ${QUERY_LIMITS.maxDirectives} directives are refused with 400`, async () => {
    const directives = Array.from({ length: QUERY_LIMITS.maxDirectives + 1 }, () => '@include(if: true)').join(' ');
    const { status, json } = await send('/graphql', JSON.stringify({ query: `{ audiences { title ${directives} } }` }));
    expect(status).toBe(400);
    expect(json.errors[0].message).toMatch(/Directives limit/i);
  });

  it(`longer than ${QUERY_LIMITS.maxTokens} tokens are refused with 400 without being parsed further`, async () => {
    const { status, json } = await send('/graphql', JSON.stringify({ query: `{ audiences { ${'title '.repeat(QUERY_LIMITS.maxTokens)} } }` }));
    expect(status).toBe(400);
    expect(json.errors[0].message).toMatch(/Document contains more tha[nt] 4000 tokens/);
  });

  it('that resolve more fields than the limit answer one 400 error and no data', async () => {
    const small = await send('/graphql', JSON.stringify({ query: '{ audiences { title } }' }));
    expect(small.status).toBe(200);
    const audiences = small.json.data.audiences.length;
    expect(audiences).toBeGreaterThan(0);
    // Every alias resolves every audience's fields: well past the limit for this instance.
    const wide = Array.from(
      { length: 15 },
      (_, i) => `a${i}: audiences { title slug documentId createdAt updatedAt publishedAt programmes { title slug documentId } }`,
    ).join(' ');
    const { status, json } = await send('/graphql', JSON.stringify({ query: `{ ${wide} }` }));
    expect(status).toBe(400);
    expect(json.data ?? null).toBeNull();
    expect(json.errors).toHaveLength(1);
    expect(json.errors[0].extensions.code).toBe(RESULT_TOO_LARGE);
  });

  it('sent as a batch (an array of operations) are refused with 400', async () => {
    const { status } = await send('/graphql', JSON.stringify([{ query: '{ audiences { title } }' }, { query: '{ audiences { slug } }' }]));
    expect(status).toBe(400);
  });

  it('that ask for more rows than the page limit get at most that many', async () => {
    const { status, json } = await send('/graphql', JSON.stringify({ query: '{ audiences(pagination: { limit: 100000 }) { title } }' }));
    expect(status).toBe(200);
    expect(json.data.audiences.length).toBeLessThanOrEqual(500);
  });
});

/** Random JSON values, with the awkward ones made likely. */
const awkward = fc.oneof(
  fc.constantFrom(
    null,
    '',
    ' ',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '\u0000',
    '𝄞🎻',
    -1,
    0,
    2 ** 53,
    -(2 ** 31) - 1,
    1e308,
    true,
    [],
    {},
    'x'.repeat(5000),
  ),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
);
const awkwardText = fc.constantFrom('', ' ', '<script>alert(1)</script>', "' OR 1=1 --", '\u0000', '𝄞🎻', '1', '-1', 'x'.repeat(5000), '../../etc/passwd');
const anyJson = fc.oneof({ maxDepth: 3 }, awkward, fc.array(awkward, { maxLength: 5 }), fc.dictionary(fc.string({ maxLength: 12 }), awkward, { maxKeys: 5 }));

describe('random input', () => {
  const accountCalls: Array<[string, string[], () => string | undefined]> = [
    ['/api/auth/local/register', ['email', 'username', 'password', 'user_profile_data', 'skip_trial', 'invitation'], () => undefined],
    ['/api/auth/local', ['identifier', 'password'], () => undefined],
    ['/api/auth/forgot-password', ['email'], () => undefined],
    ['/api/auth/reset-password', ['code', 'password', 'passwordConfirmation'], () => undefined],
    ['/api/member-account/invitation', ['invitee'], () => owner],
    ['/api/member-account/invitations/preview', ['addresses'], () => owner],
    ['/api/member-account/invitations', ['addresses'], () => owner],
    ['/api/member-account/resend-invitation', ['invitee'], () => owner],
    ['/api/member-account/remove-invitation', ['invitee'], () => owner],
    ['/api/member-account/remove-member', ['member_email'], () => owner],
    ['/api/member-account/invitation-status', ['invitation'], () => undefined],
    ['/api/member-account/accept-invitation', ['invitation'], () => owner],
  ];

  it.each(accountCalls)('to %s never gives a 5xx and stores nothing when refused', async (path, fields, token) => {
    const body = fc.oneof(fc.record(Object.fromEntries(fields.map((name) => [name, anyJson])), { requiredKeys: [] }), anyJson);
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const before = await storedCounts();
        const { status } = await send(path, JSON.stringify(value), { token: token() });
        expect(status).toBeLessThan(500);
        if (status >= 400) expect(await storedCounts()).toEqual(before);
      }),
      { numRuns: 25 },
    );
  });

  it('to every GraphQL mutation never gives a 5xx or an internal error, and stores nothing when refused', async () => {
    const { mutations, types } = await readMutations(async (query) => ({ body: (await send('/graphql', JSON.stringify({ query }))).json }));
    expect(mutations.length).toBeGreaterThan(90);
    // A teacher of this test's own, on a free trial: whatever the mutations do, they do to their things.
    const teacher = await registerTrialTeacher(cms.baseUrl, 'hostile');
    for (const mutation of mutations) {
      const variables = fc.record(Object.fromEntries(mutation.args.map((arg) => [arg.name, valueFor(arg.type, types)])), { requiredKeys: [] });
      const declared = mutation.args.map((arg) => `$${arg.name}: ${printType(arg.type)}`).join(', ');
      const passed = mutation.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const query = `mutation${declared ? `(${declared})` : ''} { ${mutation.name}${passed ? `(${passed})` : ''} { __typename } }`;
      await fc.assert(
        fc.asyncProperty(variables, async (values) => {
          const before = await storedCounts();
          const { status, json: answer } = await send('/graphql', JSON.stringify({ query, variables: values }), { token: teacher });
          const seen = `${mutation.name} ${JSON.stringify(values).slice(0, 300)} -> ${status} ${JSON.stringify(answer?.errors?.[0] ?? null).slice(0, 300)}`;
          expect(status, seen).toBeLessThan(500);
          expect(errorCodes(answer), seen).not.toContain('INTERNAL_SERVER_ERROR');
          if (!answer?.data?.[mutation.name]) expect(await storedCounts(), seen).toEqual(before);
        }),
        { numRuns: 8 },
      );
    }
  }, 600_000);
});

const printType = (type: TypeRef): string =>
  type.kind === 'NON_NULL' ? `${printType(type.ofType!)}!` : type.kind === 'LIST' ? `[${printType(type.ofType!)}]` : type.name!;

/** Values of the argument's own type, mostly awkward ones, and now and then any JSON at all (a coercion error). */
function valueFor(type: TypeRef, types: Map<string, NamedType>, depth = 0): fc.Arbitrary<unknown> {
  if (type.kind === 'NON_NULL') return valueFor(type.ofType!, types, depth);
  if (type.kind === 'LIST') return fc.array(valueFor(type.ofType!, types, depth + 1), { maxLength: 4 });
  const named = types.get(type.name!)!;
  const typed = ((): fc.Arbitrary<unknown> => {
    if (named.kind === 'ENUM') return fc.constantFrom(...named.enumValues!.map((value) => value.name));
    if (named.kind === 'INPUT_OBJECT') {
      if (depth > 2) return fc.constant({});
      return fc.record(Object.fromEntries((named.inputFields ?? []).map((field) => [field.name, valueFor(field.type, types, depth + 1)])), {
        requiredKeys: [],
      });
    }
    switch (named.name) {
      case 'Int':
        return fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
      case 'Float':
        return fc.double({ noNaN: true, noDefaultInfinity: true });
      case 'Boolean':
        return fc.boolean();
      case 'JSON':
        return anyJson;
      case 'DateTime':
      case 'Date':
      case 'Time':
        return fc.oneof(
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          fc.string(),
        );
      default:
        return fc.oneof(awkwardText, fc.string());
    }
  })();
  return fc.oneof({ arbitrary: typed, weight: 5 }, { arbitrary: anyJson, weight: 1 });
}

describe('security headers', () => {
  const pages = () => [
    fetch(`${cms.baseUrl}/`, { headers: { Accept: 'text/html' } }),
    fetch(`${cms.baseUrl}/primary/sound-explorers`, { headers: { Accept: 'text/html' } }),
  ];
  const graphqlAnswer = () =>
    fetch(`${cms.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ audiences { title } }' }),
    });
  // The GraphQL query twice: the second is answered from the response cache, with its stored headers.
  const apiAnswers = async () => [
    await graphqlAnswer(),
    await graphqlAnswer(),
    await fetch(`${cms.baseUrl}/api/audiences`),
    await fetch(`${cms.baseUrl}/api/users/me`),
  ];

  it('are on every page of the site: a CSP allowing only its own scripts and that page’s nonce, nosniff, a referrer policy, frame ancestors, HSTS', async () => {
    const nonces = new Set<string>();
    for (const response of await Promise.all(pages())) {
      const where = `${response.url} (${response.status})`;
      const csp = Object.fromEntries(
        (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
          const [name, ...values] = directive.trim().split(/\s+/);
          return [name, values];
        }),
      );
      // The framework's inline scripts (the page's data and its start) carry a nonce made for this page alone.
      expect(csp['script-src'], where).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/)]);
      nonces.add(csp['script-src'][1]);
      expect(csp['script-src-attr'], where).toEqual(["'none'"]);
      expect(csp['object-src'], where).toEqual(["'none'"]);
      expect(csp['frame-ancestors'], where).toEqual(["'self'"]);
      // Only the video players may be framed (and the site, by the editors' preview), and media come from our own origin.
      expect(
        csp['frame-src'].filter((origin: string) => origin !== "'self'" && origin !== new URL(TEST_SITE_URL).origin),
        where,
      ).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
      expect(csp['media-src'], where).toEqual(["'self'", 'data:', 'blob:']);
      expect(response.headers.get('x-content-type-options'), where).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), where).toBe('no-referrer');
      expect(response.headers.get('x-frame-options'), where).toBe('SAMEORIGIN');
      // Sent on every answer; browsers heed it only over TLS (RFC 6797, section 8.1).
      expect(response.headers.get('strict-transport-security'), where).toMatch(/max-age=\d{7,}/);
      expect(response.headers.get('x-powered-by'), where).toBeNull();
    }
    expect(nonces.size, 'a nonce per page').toBe(2);
  });

  it("are an API's on every API answer, cached or fresh: nothing may frame it, nosniff, a referrer policy, HSTS, and no page-only headers", async () => {
    const answers = await apiAnswers();
    expect(answers[1].headers.get('x-response-cache')).toBe('hit');
    for (const response of answers) {
      const where = `${response.url} (${response.status}, cache ${response.headers.get('x-response-cache')})`;
      expect(response.headers.get('content-security-policy'), where).toBe("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options'), where).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), where).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), where).toBe('no-referrer');
      expect(response.headers.get('strict-transport-security'), where).toMatch(/max-age=\d{7,}/);
      for (const header of ['x-powered-by', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies']) {
        expect(response.headers.get(header), `${header} on ${where}`).toBeNull();
      }
    }
  });

  it("leave the site's page without an inline script the CSP does not allow by its nonce, and without event-handler attributes", async () => {
    const response = await fetch(`${cms.baseUrl}/`, { headers: { Accept: 'text/html' } });
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeDefined();
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      // A script of the site's files, or one the framework writes inline with this page's nonce; none other runs.
      if (/\ssrc=/.test(script)) expect(script).toMatch(/\ssrc="\/assets\/[^"]+\.js"/);
      else expect(script).toContain(` nonce="${nonce}"`);
    }
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
  });
});

describe('cross-origin requests', () => {
  const corsOf = async (path: string, origin: string, init: RequestInit = {}) => {
    const response = await fetch(`${cms.baseUrl}${path}`, { ...init, headers: { Origin: origin, ...(init.headers as Record<string, string>) } });
    await response.arrayBuffer();
    return { allowOrigin: response.headers.get('access-control-allow-origin'), allowCredentials: response.headers.get('access-control-allow-credentials') };
  };
  const requests: Array<[string, RequestInit]> = [
    ['/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"query":"{ me { email } }"}' }],
    ['/api/users/me', { method: 'GET' }],
    ['/uploads/anything.pdf', { method: 'GET' }],
    // A preflight, as a browser sends it before a credentialed cross-origin POST.
    ['/graphql', { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,authorization' } }],
  ];

  it("answers another origin's page nothing it may read, with or without credentials", async () => {
    for (const [path, init] of requests) {
      expect(await corsOf(path, 'https://evil.example', init), `${init.method} ${path}`).toEqual({ allowOrigin: null, allowCredentials: null });
    }
  });

  it("answers the site's own origin", async () => {
    for (const [path, init] of requests) {
      expect(await corsOf(path, TEST_SITE_URL, init), `${init.method} ${path}`).toEqual({ allowOrigin: TEST_SITE_URL, allowCredentials: 'true' });
    }
  });
});
