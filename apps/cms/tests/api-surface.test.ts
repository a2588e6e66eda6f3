/**
 * Who can call what (docs/hostile-input.md "Who can call what"), generated from the running
 * CMS: every REST route in its route table (ours, Strapi's, every plugin's, the admin panel's) and
 * every GraphQL mutation in its schema is called by a visitor, a lapsed teacher and a subscriber. A
 * route or mutation must be named in the rules below to be open to any of them; anything new is
 * expected to refuse all three, so one added later cannot be left out. After the sweep, nothing
 * in the database has changed, and no answer carried another teacher's email or any password hash.
 *
 * Owner-scoped objects tried by another owner are in their own files: playlists.test.ts,
 * custom-units.test.ts, member-accounts.test.ts, at-home.test.ts, me.test.ts and teaching-record.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { demoCallerTokens, type DemoCaller, type TestCms } from './helpers/cms';
import { namedTypeOf, readMutations, type TypeRef } from './helpers/mutations-schema';

type Caller = DemoCaller;
const CALLERS: Caller[] = ['visitor', 'lapsed', 'subscriber'];
const EVERYONE = new Set<Caller>(CALLERS);
const VISITORS_ONLY = new Set<Caller>(['visitor']);
const LOGGED_IN = new Set<Caller>(['lapsed', 'subscriber']);
const SUBSCRIBERS = new Set<Caller>(['subscriber']);
const NOBODY = new Set<Caller>();

/** Routes open to someone, as `METHOD /path` patterns of the route table, with who may call them. */
function restRules(): Array<[RegExp, Set<Caller>, string]> {
  // Content is read through GraphQL: every REST content route is closed to everyone (src/access/rest-doors.ts).
  return [
    [/^POST \/api\/auth\/(local|local\/register|forgot-password|reset-password)$/, VISITORS_ONLY, 'log in, register, forgot and reset password'],
    [/^GET \/api\/users\/me$/, LOGGED_IN, "the caller's own account"],
    [/^GET \/api\/account\/access$/, LOGGED_IN, "the caller's own access: trial, paid or school, and until when"],
    // A school invitation link (member-accounts.test.ts): what it is now, and taking its seat with the link's token.
    [/^POST \/api\/member-account\/invitation-status$/, EVERYONE, "a school invitation link's state"],
    [/^POST \/api\/member-account\/accept-invitation$/, LOGGED_IN, 'joining a school through its invitation link'],
    // Paying online (api/billing, billing.test.ts): Checkout and the billing portal for the token's own account,
    // and Stripe's webhook, which anyone may call and which acts only on an event Stripe signed.
    [/^POST \/api\/billing\/(checkout|portal)$/, LOGGED_IN, "checkout and the billing portal for the caller's own account"],
    [/^POST \/api\/billing\/webhook$/, EVERYONE, "Stripe's webhook, refused without Stripe's signature"],
    // Reminder emails (reminders.test.ts): the caller's own setting, and the signed link in each reminder that turns them off.
    [/^(GET|PUT) \/api\/reminders$/, LOGGED_IN, "the caller's own reminder emails setting"],
    [/^POST \/api\/reminders\/turn-off$/, EVERYONE, 'the signed link of a reminder email'],
    // A school's invoices (school-invoices.test.ts): the token's own school only, and asking for one.
    [/^(GET|POST) \/api\/school-invoice$/, LOGGED_IN, "the caller's own school's invoices, and asking for one"],
    // Signing in with Google or Microsoft (sign-in.test.ts): which providers are on, and the finishing
    // page's calls, which act only on the flow kept in the caller's own signed cookie (400 without one).
    // The start and callback routes answer 404 here: no provider is configured in this test.
    [/^GET \/api\/sign-in\/providers$/, EVERYONE, 'which sign-in providers are on'],
    [/^POST \/api\/sign-in\/(finish|link|mail-link|confirm)$/, EVERYONE, "finishing a sign-in from the caller's own flow"],
    [/^(GET \/api\/account\/sign-ins|POST \/api\/account\/sign-ins\/remove)$/, LOGGED_IN, "the caller's own linked sign-ins"],
    // The search (api/search): everyone, from the fields the caller's role may read (search.test.ts).
    [/^GET \/api\/search(\/suggestions)?$/, EVERYONE, 'the search and its suggestions'],
    // The editors' admin panel: its page, and its own sign-in calls (which answer 400 to an empty body).
    [/^GET \/admin\/:path\*$/, EVERYONE, 'the admin panel page'],
    [/^GET \/admin\/(init|project-type)$/, EVERYONE, 'admin panel start-up information'],
    // Not register-admin: refused to everyone, the first administrator comes from the settings (src/setup/first-administrator.ts).
    [/^(POST \/admin\/(login|register|forgot-password|reset-password)|GET \/admin\/registration-info)$/, EVERYONE, 'editors sign in'],
    [/^GET \/content-manager\/preview\/script$/, EVERYONE, "the admin panel's preview script"],
  ];
}

/** Mutations open to someone. Ours are open to logged-in callers and decide by owner (their own test files). */
const MUTATION_RULES: Array<[RegExp, Set<Caller>, string]> = [
  // Strapi leaves these open to any caller (auth: false); a teacher who is logged in gains nothing by them.
  [/^(login|register|forgotPassword|resetPassword)$/, EVERYONE, 'account calls'],
  [/^(updateUserProfile|updateTeachingInterests)$/, LOGGED_IN, "the caller's own profile (me.test.ts)"],
  [
    /^(createPlaylist|updatePlaylist|deletePlaylist|createCustomScheme|deleteCustomScheme)$/,
    SUBSCRIBERS,
    "the caller's own playlists and custom units (playlists.test.ts, custom-units.test.ts)",
  ],
  // The record of teaching (teaching-record.test.ts): adding and changing for subscribers, reading and deleting for any teacher.
  [
    /^(createTeacherClass|updateTeacherClass|markTaught|updateTaughtEntry)$/,
    SUBSCRIBERS,
    "the caller's own classes and taught lessons (teaching-record.test.ts)",
  ],
  [/^(deleteTeacherClass|deleteTaughtEntry)$/, LOGGED_IN, "deleting the caller's own classes and entries, lapsed or not (teaching-record.test.ts)"],
  [/^recordLessonPresented$/, SUBSCRIBERS, "the caller's own recently presented lessons (recent-lessons.test.ts)"],
  // A page's short link: a page the subscriber can read, or their own Music at Home link (short-links.test.ts).
  [/^createShortLink$/, SUBSCRIBERS, 'short links of pages the caller can read (short-links.test.ts)'],
];

/** The site serves these itself, or other files test them: the site, uploads, GraphQL, health. */
const NOT_SWEPT = new Set(['/', '/((?!uploads/).+)', '/uploads/(.*)', '/graphql', '/_health']);

let tokens: Record<Caller, string | undefined>;
let victim: { id: number; email: string; documentId: string };

/** Refused: 401 or 403, or, for a REST route the site does not use, closed with 404 (src/access/rest-doors.ts). */
const refused = (status: number, url: string) => status === 401 || status === 403 || (status === 404 && url.startsWith('/api/'));

const cms = cmsForThisFile({ catalogue: false }, async () => {
  tokens = await demoCallerTokens(cms.baseUrl);
  // Another teacher, whose account the callers must not reach.
  victim = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: 'schooladmin@example.com' } });
});

/** Row counts of every model: the sweep must change none of them. */
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const uid of Object.keys(cms.strapi.contentTypes)) {
    if (uid.startsWith('api::') || uid.startsWith('plugin::') || uid.startsWith('admin::')) {
      counts[uid] = await cms.strapi.db.query(uid as never).count();
    }
  }
  return counts;
}

/** What an answer must never carry to these callers: another teacher's email, a password hash. */
function leaks(body: string): string[] {
  return [victim.email, '$2a$', '$2b$'].filter((secret) => body.includes(secret));
}

describe('every REST route', () => {
  it('is refused to visitors, lapsed teachers and subscribers unless a rule opens it; nothing changes, nothing leaks', async () => {
    const { strapi } = cms;
    const rules = restRules();
    const authenticatedRole = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
    const params: Record<string, string> = {
      id: String(victim.id),
      uid: 'plugin::users-permissions.user',
      model: 'plugin::users-permissions.user',
      role: String(authenticatedRole.id),
      provider: 'github',
    };
    const before = await rowCounts();
    const mismatches: string[] = [];
    const leaked: string[] = [];
    let swept = 0;
    for (const layer of strapi.server.listRoutes() as Array<{ path: string | RegExp; methods: string[] }>) {
      if (typeof layer.path !== 'string' || !layer.methods.length || NOT_SWEPT.has(layer.path)) continue;
      const url = layer.path.replace(/:(\w+)\*?/g, (_, name: string) => encodeURIComponent(params[name] ?? '1')).replace(/\(\.\*\)/g, 'x');
      for (const method of layer.methods.filter((m) => m !== 'HEAD')) {
        const route = `${method} ${layer.path}`;
        const rule = rules.find(([pattern]) => pattern.test(route));
        const openTo = rule?.[1] ?? NOBODY;
        swept += 1;
        for (const caller of CALLERS) {
          const token = tokens[caller];
          const response = await fetch(`${cms.baseUrl}${url}`, {
            method,
            redirect: 'manual',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
            body: ['GET', 'DELETE'].includes(method) ? undefined : '{}',
          });
          const body = await response.text();
          if (refused(response.status, url) === openTo.has(caller) || response.status >= 500) {
            mismatches.push(`${route} as ${caller}: ${response.status} (expected ${openTo.has(caller) ? 'allowed' : 'refused'})`);
          }
          for (const secret of leaks(body)) leaked.push(`${route} as ${caller} carried ${secret}`);
        }
      }
    }
    expect(swept).toBeGreaterThan(300);
    expect(mismatches).toEqual([]);
    expect(leaked).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  }, 600_000);

  it('lets nobody list users, read another user, upload files or change roles (the sweep above, spelled out)', async () => {
    const tries = [
      ['GET', '/api/users'],
      ['GET', `/api/users/${victim.id}`],
      ['PUT', `/api/users/${victim.id}`],
      ['GET', '/api/users/count'],
      ['GET', '/api/users-permissions/roles'],
      ['PUT', '/api/users-permissions/roles/1'],
      ['POST', '/api/upload'],
      ['GET', '/api/upload/files'],
      ['POST', '/api/auth/change-password'],
    ] as const;
    for (const [method, url] of tries) {
      for (const caller of CALLERS) {
        const token = tokens[caller];
        const response = await fetch(`${cms.baseUrl}${url}`, {
          method,
          headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: method === 'GET' ? undefined : JSON.stringify({ role: 1, email: 'taken@example.com' }),
        });
        expect(refused(response.status, url), `${method} ${url} as ${caller}: ${response.status}`).toBe(true);
      }
    }
  });

  it('sweeps the reach report’s admin routes too, which refuse every teacher and visitor (an admin session only: reach-report.test.ts)', async () => {
    const routes = (strapi: TestCms['strapi']) =>
      (strapi.server.listRoutes() as Array<{ path: string; methods: string[] }>).map(
        (layer) => `${layer.methods.filter((m) => m !== 'HEAD').join(',')} ${layer.path}`,
      );
    expect(routes(cms.strapi)).toEqual(expect.arrayContaining(['GET /reach-report/counts', 'GET /reach-report/export']));
    for (const url of ['/reach-report/counts?from=2025-09-01&to=2026-08-31', '/reach-report/export?from=2025-09-01&to=2026-08-31']) {
      for (const caller of CALLERS) {
        const token = tokens[caller];
        const response = await fetch(`${cms.baseUrl}${url}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
        expect(response.status, `${url} as ${caller}`).toBe(401);
      }
    }
  });

  it('never serves the site in place of a CMS route (the email settings of the admin panel, say)', async () => {
    const response = await fetch(`${cms.baseUrl}/email/settings`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});

describe('every GraphQL mutation', () => {
  it('is refused to visitors, lapsed teachers and subscribers unless a rule opens it; nothing changes', async () => {
    const { mutations, types } = await readMutations((query) => cms.graphql(query));

    /** A GraphQL literal of the right type, so every call reaches the resolver and its access check. */
    const literal = (type: TypeRef, depth = 0): string => {
      if (type.kind === 'NON_NULL') return literal(type.ofType!, depth);
      if (type.kind === 'LIST') return '[]';
      const named = types.get(type.name!)!;
      if (named.kind === 'ENUM') return named.enumValues![0].name;
      if (named.kind === 'INPUT_OBJECT') {
        const required = (named.inputFields ?? []).filter((field) => field.type.kind === 'NON_NULL' && depth < 3);
        return `{ ${required.map((field) => `${field.name}: ${literal(field.type, depth + 1)}`).join(', ')} }`;
      }
      if (type.name === 'Int' || type.name === 'Float') return '1';
      if (type.name === 'Boolean') return 'false';
      if (type.name === 'ID') return JSON.stringify(victim.documentId);
      if (type.name === 'JSON') return '{}';
      return JSON.stringify('x');
    };

    const before = await rowCounts();
    const playlistsBefore = (await cms.strapi.db.query('api::playlist.playlist').findMany({ select: ['id'] })).map((playlist: { id: number }) => playlist.id);
    const mismatches: string[] = [];
    for (const mutation of mutations) {
      const rule = MUTATION_RULES.find(([pattern]) => pattern.test(mutation.name));
      const openTo = rule?.[1] ?? NOBODY;
      const args = mutation.args.filter((arg) => arg.type.kind === 'NON_NULL');
      const argText = args.length ? `(${args.map((arg) => `${arg.name}: ${literal(arg.type)}`).join(', ')})` : '';
      const returnType = types.get(namedTypeOf(mutation.type));
      const fields = returnType && ['OBJECT', 'INTERFACE', 'UNION'].includes(returnType.kind) ? ' { __typename }' : '';
      for (const caller of CALLERS) {
        const { status, body: answer } = await cms.graphql(`mutation { ${mutation.name}${argText}${fields} }`, {}, tokens[caller]);
        const codes = (answer.errors ?? []).map((error) => error.extensions?.code);
        if (status >= 500 || codes.includes('GRAPHQL_VALIDATION_FAILED') || codes.includes('INTERNAL_SERVER_ERROR')) {
          mismatches.push(`${mutation.name} as ${caller}: ${status} ${JSON.stringify(answer.errors)}`);
          continue;
        }
        const wasRefused = codes.includes('FORBIDDEN') || codes.includes('UNAUTHENTICATED') || status === 401;
        if (wasRefused === openTo.has(caller)) {
          mismatches.push(`${mutation.name} as ${caller}: ${wasRefused ? 'refused' : 'allowed'} (${JSON.stringify(answer.errors?.[0]?.message)})`);
        }
      }
    }
    expect(mutations.length).toBeGreaterThan(90);
    expect(mismatches).toEqual([]);
    // The subscriber's own playlist, made by the open createPlaylist, is the one change allowed.
    const made = await cms.strapi.db.query('api::playlist.playlist').findMany({ where: { id: { $notIn: playlistsBefore } } });
    expect(made.map((playlist: { title: string }) => playlist.title)).toEqual(['x']);
    await cms.strapi.db.query('api::playlist.playlist').deleteMany({ where: { id: { $in: made.map((playlist: { id: number }) => playlist.id) } } });
    expect(await rowCounts()).toEqual(before);
  }, 300_000);
});
