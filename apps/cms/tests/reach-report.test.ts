/**
 * The charity's reach report from the outside (docs/reach-report.md): its admin routes answer the
 * Charity editor and the Super Admin, and refuse a teacher's token, a visitor, an API token and an
 * admin of another role; the counts of a known record marked through the record's own door; the CSV
 * with its small-number rule; no personal data in either; dates refused when misspelt.
 * The counting itself, case by case: tests/reach-report-counts.test.ts.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { login } from './helpers/cms';
import { registration, uniqueEmail } from './helpers/accounts';

const require = createRequire(import.meta.url);
const built = (module: string) => require(path.resolve(__dirname, '..', 'dist', 'src', module));
const { DEV_ADMIN, devAdministrator } = built('setup/dev-admin');
const summaries = built('api/reach-report/month-summaries');

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
const MOVE =
  'mutation ($documentId: ID!, $teachingClass: ID, $taughtOn: String) { updateTaughtEntry(documentId: $documentId, teachingClass: $teachingClass, taughtOn: $taughtOn) { documentId } }';
const DELETE_ENTRY = 'mutation ($documentId: ID!) { deleteTaughtEntry(documentId: $documentId) { documentId } }';
const DELETE_CLASS = 'mutation ($documentId: ID!) { deleteTeacherClass(documentId: $documentId) { documentId } }';

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

describe('the kept monthly summaries', () => {
  /** Half a year no other test marks in: six whole months, each kept once a report has read it. */
  const SPAN = { from: '2022-01-01', to: '2022-06-30' };
  const MONTHS = ['2022-01', '2022-02', '2022-03', '2022-04', '2022-05', '2022-06'];
  const report = async () => (await (await get(`/reach-report/counts?${query(SPAN)}`, editor)).json()).data;
  const knex = () => cms.strapi.db.connection;
  const versions = async () =>
    Object.fromEntries(
      (
        (await knex()('reach_months').whereIn('month', MONTHS).select('month', 'version', 'summarised')) as Array<{
          month: string;
          version: number;
          summarised: number | null;
        }>
      ).map((row) => [row.month, Number(row.summarised) === Number(row.version) && row.summarised !== null ? 'kept' : 'stale']),
    );
  /** The report computed from the entries alone: every kept summary forgotten first. */
  const fromEntries = async () => {
    await knex()('reach_month_groups').whereIn('month', MONTHS).delete();
    await knex()('reach_months').whereIn('month', MONTHS).update({ summarised: null });
    return report();
  };
  /** The span's lessons per month, counted in the entries' table. */
  const lessonsByMonth = async () => {
    const rows = (await knex()('taught_lessons').whereBetween('taught_on', [SPAN.from, SPAN.to]).select('taught_on')) as Array<{ taught_on: unknown }>;
    const counts = Object.fromEntries(MONTHS.map((month) => [month, 0]));
    for (const row of rows) counts[summaries.monthOf(row.taught_on)] += 1;
    return MONTHS.map((month) => counts[month]);
  };
  /** The report from kept summaries where valid equals the one from the entries, and its months match the table. */
  const expectTrueCounts = async () => {
    const kept = await report();
    expect(kept.byMonth.map((row: { lessons: number }) => row.lessons)).toEqual(await lessonsByMonth());
    expect(kept).toEqual(await fromEntries());
    return kept;
  };

  let writer: { token: string; id: number; email: string };
  let other: { token: string; id: number; email: string };
  let classes: { robins: string; send: string; others: string };
  const mark = async (who: { token: string }, teachingClass: string, taughtOn: string, lesson = lessons.primary) =>
    (await graphql(MARK, { lesson, teachingClass, taughtOn }, who.token)).markTaught.documentId as string;

  beforeAll(async () => {
    writer = await teacher('reach-kept-1', { school: 'Summary School', postcode: 'B15 2TT', areas_of_interest: ['Primary education'] });
    other = await teacher('reach-kept-2', { school: 'Other School', postcode: 'EH10 4BF', areas_of_interest: ['SEND education'] });
    const named = async (who: { token: string }, name: string, yearGroup: string) =>
      (await graphql(CREATE_CLASS, { name, yearGroup }, who.token)).createTeacherClass.documentId as string;
    classes = { robins: await named(writer, 'Robins', 'year-2'), send: await named(writer, 'Oaks', 'send'), others: await named(other, 'Wrens', 'year-4') };
    for (const day of ['2022-01-10', '2022-01-17', '2022-02-07', '2022-03-14']) await mark(writer, classes.robins, day);
    await mark(writer, classes.send, '2022-02-08', lessons.send);
    for (const day of ['2022-01-11', '2022-03-15', '2022-05-03']) await mark(other, classes.others, day);
  });

  it('are kept by a report for each whole month of its range, and give the counts the entries give', async () => {
    await report();
    expect(await versions()).toEqual(Object.fromEntries(MONTHS.map((month) => [month, 'kept'])));
    const kept = await expectTrueCounts();
    expect(kept.totals).toEqual({ teachers: 2, schools: 2, lessons: 8, teachersWithoutSchool: 0 });
  });

  it('stay true after a lesson marked, moved to another month or class, and removed', async () => {
    await report();
    const marked = await mark(writer, classes.robins, '2022-02-21');
    expect((await versions())['2022-02']).toBe('stale');
    expect((await versions())['2022-01']).toBe('kept');
    expect((await expectTrueCounts()).totals.lessons).toBe(9);

    // Moved from February to June: both months' summaries go stale.
    await report();
    await graphql(MOVE, { documentId: marked, taughtOn: '2022-06-06' }, writer.token);
    expect(await versions()).toMatchObject({ '2022-02': 'stale', '2022-06': 'stale', '2022-03': 'kept' });
    const moved = await expectTrueCounts();
    expect(moved.byMonth.map((row: { lessons: number }) => row.lessons)).toEqual([3, 2, 2, 0, 1, 1]);

    // Moved to the SEND class: the same month, now a SEND class's lesson.
    await report();
    await graphql(MOVE, { documentId: marked, teachingClass: classes.send }, writer.token);
    expect((await versions())['2022-06']).toBe('stale');
    const send = await expectTrueCounts();
    expect(send.send.find((row: { label: string }) => row.label === 'SEND classes').lessons).toBe(2);

    await report();
    await graphql(DELETE_ENTRY, { documentId: marked }, writer.token);
    expect((await versions())['2022-06']).toBe('stale');
    expect((await expectTrueCounts()).totals.lessons).toBe(8);
  });

  it('stay true after a class is deleted with its lessons, and after an account is deleted with its record', async () => {
    await report();
    await graphql(DELETE_CLASS, { documentId: classes.send }, writer.token);
    expect((await versions())['2022-02']).toBe('stale');
    const withoutClass = await expectTrueCounts();
    expect(withoutClass.totals.lessons).toBe(7);
    expect(withoutClass.send.find((row: { label: string }) => row.label === 'SEND classes').lessons).toBe(0);

    await report();
    await cms.strapi.db.query('plugin::users-permissions.user').delete({ where: { id: other.id } });
    expect(await versions()).toMatchObject({ '2022-01': 'stale', '2022-03': 'stale', '2022-05': 'stale' });
    const withoutAccount = await expectTrueCounts();
    expect(withoutAccount.totals).toEqual({ teachers: 1, schools: 1, lessons: 4, teachersWithoutSchool: 0 });
  });

  it('keeps nothing computed before a write that lands while the report is at work', async () => {
    await report();
    const month = '2022-03';
    const [before] = await knex()('reach_months').where({ month }).select('version');
    // A report read the month's version and grouped its entries; then a lesson is marked in the month.
    const grouped = (await report()).totals.lessons;
    await mark(writer, classes.robins, '2022-03-28');
    const kept = await summaries.keepGroups(cms.strapi, month, Number(before.version), []);
    expect(kept).toBe(false);
    expect((await versions())[month]).toBe('stale');
    expect((await expectTrueCounts()).totals.lessons).toBe(grouped + 1);
  });
});
