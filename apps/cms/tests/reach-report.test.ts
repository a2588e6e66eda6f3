/**
 * The charity's reach report from the outside (docs/reach-report.md): its admin routes answer the
 * Charity editor and the Super Admin, and refuse a teacher's token, a visitor, an API token and an
 * admin of another role; the counts of a known record marked through the record's own door; the CSV
 * with its small-number rule; no personal data in either; dates refused when misspelt.
 * The counting itself, case by case: tests/reach-report-counts.test.ts.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { login } from './helpers/cms';
import { registration, uniqueEmail } from './helpers/accounts';

const require = createRequire(import.meta.url);
const built = (module: string) => require(path.resolve(__dirname, '..', 'dist', 'src', module));
const { DEV_ADMIN, devAdministrator } = built('setup/dev-admin');

/** A quiet past term no demo record reaches (the demo teachers' lessons are in the last ten months). */
const RANGE = { from: '2021-03-01', to: '2021-04-30' };
const query = (range: { from: string; to: string }) => `from=${range.from}&to=${range.to}`;

const auth = (token: string | undefined) => (token ? { Authorization: `Bearer ${token}` } : {});
const get = (url: string, token?: string) => fetch(`${cms.baseUrl}${url}`, { headers: { Accept: 'application/json', ...auth(token) } });

async function adminLogin(email: string, password: string): Promise<string> {
  const response = await fetch(`${cms.baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, `admin login of ${email}`).toBe(200);
  return (await response.json()).data.token;
}

/** A teacher registered through the site's door, with the profile the report reads. */
async function teacher(name: string, profile: Record<string, unknown>): Promise<{ token: string; id: number; email: string }> {
  const email = uniqueEmail(name);
  const response = await fetch(`${cms.baseUrl}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(registration(email)),
  });
  const { jwt, user } = await response.json();
  const row = await cms.strapi.db.query('api::user-profile.user-profile').findOne({ where: { user: { id: user.id } } });
  await cms.strapi.db.query('api::user-profile.user-profile').update({ where: { id: row.id }, data: profile });
  return { token: jwt, id: user.id, email };
}

async function graphql<T = any>(queryText: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const { body } = await cms.graphql(queryText, variables, token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}
const CREATE_CLASS = 'mutation ($name: String!, $yearGroup: String!) { createTeacherClass(name: $name, yearGroup: $yearGroup) { documentId } }';
const MARK =
  'mutation ($lesson: ID!, $teachingClass: ID!, $taughtOn: String) { markTaught(lesson: $lesson, teachingClass: $teachingClass, taughtOn: $taughtOn) { documentId audience } }';

let editor: string;
let administrator: string;
let lessons: { primary: string; send: string };
let teachers: Array<{ token: string; id: number; email: string }>;

const cms = cmsForThisFile({ catalogue: true }, async () => {
  editor = await adminLogin(DEV_ADMIN.email, DEV_ADMIN.password);
  const { email, password } = devAdministrator(cms.dataDir);
  administrator = await adminLogin(email, password);

  // A primary lesson and a SEND lesson of the demo catalogue.
  const subscriber = await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1');
  const { programmes } = (
    await cms.graphql(
      '{ programmes(pagination: { limit: 100 }) { audience { slug } units(pagination: { limit: 5 }) { lessons(pagination: { limit: 5 }) { documentId } } } }',
      {},
      subscriber,
    )
  ).body.data as { programmes: Array<{ audience: { slug: string }; units: Array<{ lessons: Array<{ documentId: string }> }> }> };
  const lessonOf = (audience: string) => programmes.find((p) => p.audience.slug === audience && p.units[0]?.lessons.length)!.units[0].lessons[0].documentId;
  lessons = { primary: lessonOf('primary'), send: lessonOf('send') };

  // The known record: two teachers of one school in Leeds (LS6), one of them also teaching a SEND class; one in Cardiff.
  teachers = [
    await teacher('reach-leeds-1', {
      school: 'Kirkstall Lane Primary',
      postcode: 'LS6 3QS',
      country: 'United Kingdom',
      areas_of_interest: ['Primary education'],
    }),
    await teacher('reach-leeds-2', { school: ' kirkstall lane primary ', postcode: 'ls6 2aa', areas_of_interest: ['SEND education'] }),
    await teacher('reach-cardiff', { school: 'Ysgol y Bont', postcode: 'CF24 3AA', areas_of_interest: ['Primary education'] }),
  ];
  const mark = async (who: number, yearGroup: string, lesson: string, days: string[]) => {
    const { createTeacherClass } = await graphql(CREATE_CLASS, { name: `Class ${yearGroup}`, yearGroup }, teachers[who].token);
    for (const taughtOn of days) await graphql(MARK, { lesson, teachingClass: createTeacherClass.documentId, taughtOn }, teachers[who].token);
  };
  await mark(0, 'year-3', lessons.primary, ['2021-03-02', '2021-03-09', '2021-03-16', '2021-03-23', '2021-04-20', '2021-04-27']);
  await mark(1, 'send', lessons.send, ['2021-03-03', '2021-04-21']);
  await mark(2, 'year-5', lessons.primary, ['2021-04-30', '2021-05-01']); // 1 May is outside the range
});

describe('who may read the reach report', () => {
  const urls = [`/reach-report/counts?${query(RANGE)}`, `/reach-report/export?${query(RANGE)}`];

  it('answers the Charity editor and the Super Admin', async () => {
    for (const url of urls) {
      expect((await get(url, editor)).status, url).toBe(200);
      expect((await get(url, administrator)).status, url).toBe(200);
    }
  });

  it('refuses a visitor, a teacher’s token (subscribed or lapsed) and an API token', async () => {
    const subscriber = await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1');
    const lapsed = await login(cms.baseUrl, 'lapsed@example.com', 'Lapsed1');
    const apiToken = await cms.strapi.service('admin::api-token-content-api').create({ name: `reach-${Date.now()}`, type: 'full-access', lifespan: null });
    for (const url of urls) {
      for (const [who, token] of Object.entries({ visitor: undefined, subscriber, lapsed, teacher: teachers[0].token, apiToken: apiToken.accessKey })) {
        const response = await get(url, token);
        expect(response.status, `${url} as ${who}`).toBe(401);
        expect(await response.text()).not.toMatch(/Kirkstall|teachers|lessons/i);
      }
    }
  });

  it('refuses an admin of another role, who is not offered the page either', async () => {
    const roles = cms.strapi.service('admin::role');
    const role = await roles.create({ name: `Reviewer ${Date.now()}`, description: 'Reads lessons only.' });
    await roles.assignPermissions(role.id, [{ action: 'plugin::content-manager.explorer.read', subject: 'api::lesson.lesson' }]);
    const email = uniqueEmail('reviewer');
    await cms.strapi
      .service('admin::user')
      .create({ email, firstname: 'Rae', lastname: 'Viewer', password: 'Reviewer-1234', isActive: true, roles: [role.id] });
    const reviewer = await adminLogin(email, 'Reviewer-1234');
    for (const url of urls) expect((await get(url, reviewer)).status, url).toBe(403);
    // The menu link and the page ask for the same permission, which the admin panel lists per user.
    const permissions = await (await get('/admin/users/me/permissions', reviewer)).json();
    expect(permissions.data.map((permission: { action: string }) => permission.action)).not.toContain('api::reach-report.read');
    const editorPermissions = await (await get('/admin/users/me/permissions', editor)).json();
    expect(editorPermissions.data.map((permission: { action: string }) => permission.action)).toContain('api::reach-report.read');
  });
});

describe('the report of a known record', () => {
  it('counts teachers, schools, lessons by month, region, audience and SEND setting, with no personal data', async () => {
    const response = await get(`/reach-report/counts?${query(RANGE)}`, editor);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const text = await response.text();
    const { data: report } = JSON.parse(text);
    expect(report.totals).toEqual({ teachers: 3, schools: 2, lessons: 9, teachersWithoutSchool: 0 });
    const rows = (list: Array<{ label: string; teachers: number; lessons: number; schools?: number }>) =>
      list.map(({ label, teachers: t, lessons: l, schools }) => [label, t, ...(schools !== undefined ? [schools] : []), l]);
    expect(rows(report.byMonth)).toEqual([
      ['March 2021', 2, 5],
      ['April 2021', 3, 4],
    ]);
    const regions = Object.fromEntries(rows(report.byRegion).map(([label, ...counts]) => [label, counts]));
    expect(regions['Yorkshire and the Humber']).toEqual([2, 1, 8]);
    expect(regions.London).toEqual([0, 0, 0]);
    const nations = Object.fromEntries(rows(report.byNation).map(([label, ...counts]) => [label, counts]));
    expect(nations).toEqual({ England: [2, 1, 8], Scotland: [0, 0, 0], Wales: [1, 1, 1], 'Northern Ireland': [0, 0, 0], 'Crown dependencies': [0, 0, 0] });
    expect(rows(report.schools)).toEqual([
      ['Kirkstall Lane Primary', 2, 8],
      ['Ysgol y Bont', 1, 1],
    ]);
    expect(report.schools.map((school: { detail: string }) => school.detail)).toEqual(['LS6, Yorkshire and the Humber', 'CF24, Wales']);
    expect(rows(report.byAudience).map(([label]) => label)).toEqual(['Primary', 'SEND']);
    expect(rows(report.send)).toEqual([
      ['Teachers in SEND settings', 1, 2],
      ['SEND classes', 1, 2],
      ['SEND programmes', 1, 2],
    ]);
    for (const secret of [...teachers.map((t) => t.email), 'LS6 3QS', 'ls6 2aa', 'CF24 3AA', '@']) expect(text).not.toContain(secret);
  });

  it('exports it as CSV, every count below 5 as "fewer than 5"', async () => {
    const response = await get(`/reach-report/export?${query(RANGE)}`, editor);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="reach-report-2021-03-01-to-2021-04-30.csv"');
    const csv = await response.text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Section,Item,Detail,Teachers,Schools,Lessons taught');
    expect(lines).toContain('Totals,All,,fewer than 5,fewer than 5,9');
    expect(lines).toContain('Month,March 2021,,fewer than 5,,5');
    expect(lines).toContain('Month,April 2021,,fewer than 5,,fewer than 5');
    expect(lines).toContain('School,Kirkstall Lane Primary,"LS6, Yorkshire and the Humber",fewer than 5,,8');
    for (const secret of [...teachers.map((t) => t.email), 'LS6 3QS', 'CF24 3AA', '@']) expect(csv).not.toContain(secret);
  });

  it('counts a trial begun in the range, and counts it again as a subscription once the teacher pays', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    const trials = async () => (await (await get(`/reach-report/counts?from=${today}&to=${today}`, administrator)).json()).data.trials;
    const before = await trials();
    const newcomer = await teacher('reach-trial', { postcode: 'NE1 4ST' });
    expect(await trials()).toEqual({ ...before, started: before.started + 1 });
    await cms.strapi.db.query('api::subscription.subscription').create({
      data: { user: newcomer.id, kind: 'paid', starts_at: new Date().toISOString(), ends_at: new Date(Date.now() + 365 * 86_400_000).toISOString() },
    });
    expect(await trials()).toEqual({
      ...before,
      started: before.started + 1,
      becamePaid: before.becamePaid + 1,
      becameSubscription: before.becameSubscription + 1,
    });
  });

  it('shows the demo teachers’ record over the last year', async () => {
    const today = new Date();
    const yearAgo = new Date(today.getTime() - 365 * 86_400_000);
    const day = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(date);
    const { data: report } = await (await get(`/reach-report/counts?from=${day(yearAgo)}&to=${day(today)}`, editor)).json();
    expect(report.totals.teachers).toBeGreaterThanOrEqual(9);
    expect(report.totals.schools).toBeGreaterThanOrEqual(8);
    const reached = report.byNation.filter((row: { teachers: number }) => row.teachers > 0).map((row: { label: string }) => row.label);
    expect(reached).toEqual(expect.arrayContaining(['England', 'Scotland', 'Wales', 'Northern Ireland']));
    expect(report.byMonth.filter((row: { lessons: number }) => row.lessons > 0).length).toBeGreaterThanOrEqual(8);
  });
});

describe('the dates', () => {
  it('are refused when missing, misspelt, in the wrong order or more than ten years apart', async () => {
    for (const [search, message] of [
      ['', 'Please give a date as YYYY-MM-DD.'],
      ['from=2021-03-01', 'Please give a date as YYYY-MM-DD.'],
      ['from=01/03/2021&to=2021-04-30', 'Please give a date as YYYY-MM-DD.'],
      ['from=2021-02-30&to=2021-04-30', 'Please give a date as YYYY-MM-DD.'],
      ['from=2021-05-01&to=2021-04-30', 'The start date must be on or before the end date.'],
      ['from=2001-01-01&to=2021-04-30', 'Please choose a range of at most ten years.'],
      ['from[$gt]=2021-01-01&to=2021-04-30', 'Please give a date as YYYY-MM-DD.'],
    ]) {
      for (const route of ['counts', 'export']) {
        const response = await get(`/reach-report/${route}?${search}`, editor);
        expect(response.status, `${route}?${search}`).toBe(400);
        expect((await response.json()).error.message, search).toBe(message);
      }
    }
  });
});
