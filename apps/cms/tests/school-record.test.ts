/**
 * The school's record from the outside (docs/teaching-record.md, "The school's record"): the owner of
 * a school account reads two members' entries and their own, by year group and term, with the
 * coverage grid, the time per week per key stage and the development plan's draft computed from a
 * known record; marks concerts attended; downloads the CSV. A removed member's entries leave every
 * view at once (their record stays theirs). Another school's owner, a member, a subscriber, a lapsed
 * teacher and a visitor read nothing and change nothing. The doors one by one (every spelling, the
 * server's first views) are swept in every-door.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { demoCallerTokens, type DemoCaller } from './helpers/cms';
import { invitationTokenFor, registerTrialTeacher, registration, uniqueEmail } from './helpers/accounts';
import { groupEntries, schoolTerms, type GroupedRecord } from '../src/api/school-record/record';
import type { SchoolRecordService } from '../src/api/school-record/services/school-record';

let demo: Record<DemoCaller, string | undefined>;

const RECORD = `query ($schoolYear: Int, $term: String) { schoolRecord(schoolYear: $schoolYear, term: $term) {
  school schoolYear schoolYearTitle schoolYears term from to lessons weeks
  terms { key title from to }
  teachers { name email owner classes lessons lastTaught }
  coverage { yearGroup title keyStage lessons gaps cells { area lessons } }
  timePerWeek { keyStage title classes lessons lessonsWithoutTime minutesPerWeek }
  yearGroups { yearGroup title classes { name teacher lessons } terms { key title lessons units { unit title classes lessons { lesson title times first last } } } }
} }`;
const PLAN = `query ($schoolYear: Int) { schoolDevelopmentPlan(schoolYear: $schoolYear) {
  school academicYear asOf curriculum taught { title units areas } experiences notes concerts { documentId production title programme attendedOn } } }`;
const MARK_CONCERT =
  'mutation ($production: ID!, $attendedOn: String) { markConcertAttended(production: $production, attendedOn: $attendedOn) { documentId title attendedOn } }';
const REMOVE_CONCERT = 'mutation ($documentId: ID!) { removeConcertAttended(documentId: $documentId) { documentId } }';
const CREATE_CLASS = 'mutation ($name: String!, $yearGroup: String!) { createTeacherClass(name: $name, yearGroup: $yearGroup) { documentId } }';
const MARK =
  'mutation ($lesson: ID!, $teachingClass: ID!, $taughtOn: String) { markTaught(lesson: $lesson, teachingClass: $teachingClass, taughtOn: $taughtOn) { documentId } }';

const userIdOf = (token: string) => Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).id);
const codeOf = (body: { errors?: Array<{ extensions?: { code?: string } }> }) => body.errors?.[0]?.extensions?.code;

async function ok<T = any>(query: string, variables: Record<string, unknown>, token: string | undefined): Promise<T> {
  const { body } = await cms.graphql(query, variables, token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

async function rest(method: string, route: string, token?: string, body?: unknown) {
  const response = await fetch(`${cms.baseUrl}/api${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

interface School {
  name: string;
  id: number;
  owner: string;
  ownerEmail: string;
}

/** A school account of the test's own, owned by a new teacher, active for a year (as an invoice makes it). */
async function newSchool(name: string): Promise<School> {
  const ownerEmail = uniqueEmail('record-owner');
  const registered = await rest('POST', '/auth/local/register', undefined, registration(ownerEmail, { user_profile_data: profile('Priya', 'Shah') }));
  const owner = JSON.parse(registered.text).jwt as string;
  const account = await cms.strapi.db.query('api::member-account.member-account').create({
    data: { name, seats: 30, owner: userIdOf(owner), active_until: new Date(Date.now() + 365 * 86_400_000).toISOString() },
  });
  return { name, id: account.id, owner, ownerEmail };
}

const profile = (first: string, last: string) => ({ first_name: first, last_name: last, postcode: 'LS1 1AA', areas_of_interest: ['Primary education'] });

/** A teacher who joins the school through its emailed link; answers their email and token. */
async function join(school: School, first: string, last: string): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(first.toLowerCase());
  expect((await rest('POST', '/member-account/invitation', school.owner, { invitee: email })).status).toBe(200);
  const invitation = await invitationTokenFor(cms.emails, email);
  const joined = await rest('POST', '/auth/local/register', undefined, registration(email, { invitation, user_profile_data: profile(first, last) }));
  expect(joined.status).toBe(200);
  return { email, token: JSON.parse(joined.text).jwt };
}

let lessons: string[];

/** Marks a lesson taught on a day, then sets what it copied (areas, minutes) to known values, so the figures are known. */
async function taught(token: string, teachingClass: string, taughtOn: string, areas: string[], minutes: number | null, lesson = lessons[0]) {
  const { markTaught } = await ok(MARK, { lesson, teachingClass, taughtOn }, token);
  await cms.strapi.db
    .query('api::taught-lesson.taught-lesson')
    .update({ where: { documentId: markTaught.documentId }, data: { curriculum_areas: areas, minutes } });
  return markTaught.documentId as string;
}
const newClass = async (token: string, name: string, yearGroup: string) =>
  (await ok(CREATE_CLASS, { name, yearGroup }, token)).createTeacherClass.documentId as string;

let hillside: School;
let ada: { email: string; token: string };
let ben: { email: string; token: string };
let elsewhere: School;
let cara: { email: string; token: string };
let production: { documentId: string; title: string };

const cms = cmsForThisFile({ catalogue: true }, async () => {
  demo = await demoCallerTokens(cms.baseUrl);
  const subscriber = demo.subscriber!;
  lessons = (await ok('{ lessons(pagination: { limit: 3 }) { documentId } }', {}, subscriber)).lessons.map(
    (lesson: { documentId: string }) => lesson.documentId,
  );
  production = (await ok('{ liveProductions(pagination: { limit: 1 }) { documentId title } }', {}, undefined)).liveProductions[0];

  hillside = await newSchool('Hillside Record Primary');
  ada = await join(hillside, 'Ada', 'Byron');
  ben = await join(hillside, 'Ben', 'Okafor');
  // The school year 2025 to 2026: Easter Sunday 2026 is 5 April, so the summer term starts on 6 April.
  await taught(hillside.owner, await newClass(hillside.owner, 'Year 6 Falcons', 'year-6'), '2025-09-10', ['singing'], 60);
  const robins = await newClass(ada.token, 'Year 2 Robins', 'year-2');
  await taught(ada.token, robins, '2025-09-08', ['singing', 'pulse'], 30, lessons[1]);
  await taught(ada.token, robins, '2025-09-15', ['listening'], 30, lessons[2]);
  await taught(ada.token, robins, '2026-10-05', ['singing'], 30);
  const kites = await newClass(ben.token, 'Year 4 Kites', 'year-4');
  await taught(ben.token, kites, '2026-01-12', ['composing'], 45);
  await taught(ben.token, kites, '2026-04-20', ['performing'], null, lessons[1]);

  elsewhere = await newSchool('Elsewhere Record Academy');
  cara = await join(elsewhere, 'Cara', 'Nunes');
  await taught(cara.token, await newClass(cara.token, 'Year 2 Otters', 'year-2'), '2025-10-01', ['singing'], 40);
});

describe("the owner's view of the school's record", () => {
  it("holds two members' entries and the owner's own, by year group and term, with the grid and the time per week", async () => {
    const { schoolRecord: record } = await ok(RECORD, { schoolYear: 2025 }, hillside.owner);
    expect(record).toMatchObject({
      school: hillside.name,
      schoolYear: 2025,
      schoolYearTitle: '2025 to 2026',
      term: null,
      from: '2025-09-01',
      to: '2026-08-31',
    });
    expect(record.schoolYears).toEqual(expect.arrayContaining([2026, 2025]));
    expect(record.terms.map((term: { title: string; to: string }) => [term.title, term.to])).toEqual([
      ['Autumn 2025', '2025-12-31'],
      ['Spring 2026', '2026-04-05'],
      ['Summer 2026', '2026-08-31'],
    ]);
    // The 2026 to 2027 entry is not in this year.
    expect(record.lessons).toBe(5);
    expect(record.weeks).toBe(4);
    expect(record.teachers).toEqual([
      { name: 'Priya Shah', email: hillside.ownerEmail, owner: true, classes: 1, lessons: 1, lastTaught: '2025-09-10' },
      { name: 'Ada Byron', email: ada.email, owner: false, classes: 1, lessons: 2, lastTaught: '2025-09-15' },
      { name: 'Ben Okafor', email: ben.email, owner: false, classes: 1, lessons: 2, lastTaught: '2026-04-20' },
    ]);
    expect(record.coverage.map((row: { title: string; lessons: number; gaps: number }) => [row.title, row.lessons, row.gaps])).toEqual([
      ['Year 2', 2, 4],
      ['Year 4', 2, 5],
      ['Year 6', 1, 6],
    ]);
    expect(Object.fromEntries(record.coverage[0].cells.map((cell: { area: string; lessons: number }) => [cell.area, cell.lessons]))).toEqual({
      singing: 1,
      listening: 1,
      composing: 0,
      performing: 0,
      pulse: 1,
      rhythm: 0,
      pitch: 0,
    });
    // Key stage 1: Robins 60 minutes over 4 teaching weeks. Key stage 2: Falcons 60 and Kites 45 (and an untimed lesson) over 4: 15 and 11.25.
    expect(record.timePerWeek).toEqual([
      { keyStage: 'ks1', title: 'Key stage 1', classes: 1, lessons: 2, lessonsWithoutTime: 0, minutesPerWeek: 15 },
      { keyStage: 'ks2', title: 'Key stage 2', classes: 2, lessons: 3, lessonsWithoutTime: 1, minutesPerWeek: 13 },
    ]);
    const year4 = record.yearGroups.find((year: { yearGroup: string }) => year.yearGroup === 'year-4');
    expect(year4.classes).toEqual([{ name: 'Year 4 Kites', teacher: 'Ben Okafor', lessons: 2 }]);
    expect(year4.terms.map((term: { title: string; lessons: number }) => [term.title, term.lessons])).toEqual([
      ['Autumn 2025', 0],
      ['Spring 2026', 1],
      ['Summer 2026', 1],
    ]);
    expect(year4.terms[1].units[0].classes).toEqual(['Year 4 Kites']);
    expect(year4.terms[1].units[0].lessons[0]).toMatchObject({ lesson: lessons[0], times: 1, first: '2026-01-12' });

    // One term only.
    const spring = (await ok(RECORD, { schoolYear: 2025, term: 'spring' }, hillside.owner)).schoolRecord;
    expect(spring).toMatchObject({ term: 'spring', from: '2026-01-01', to: '2026-04-05', lessons: 1 });
    expect(spring.yearGroups.find((year: { yearGroup: string }) => year.yearGroup === 'year-4').terms.map((term: { key: string }) => term.key)).toEqual([
      'spring',
    ]);
  });

  it('groups the entries in the database exactly as the figures group every entry in hand', async () => {
    const service = cms.strapi.service('api::school-record.school-record') as unknown as SchoolRecordService;
    const ids = (await service.ownedSchool(userIdOf(hillside.owner))).teachers.map((teacher) => teacher.id);
    // One entry marked outside a unit for the while (a lesson on its own groups under its own key).
    const entries = cms.strapi.db.query('api::taught-lesson.taught-lesson');
    const loose = await entries.findOne({ where: { taught_on: '2025-09-15' }, select: ['id', 'unit_ref', 'unit_title'] });
    await entries.update({ where: { id: loose.id }, data: { unit_ref: null, unit_title: null } });
    try {
      const inOrder = (record: GroupedRecord) => ({
        lessons: record.lessons.map((group) => JSON.stringify(group)).sort(),
        classes: record.classes.map((group) => JSON.stringify(group)).sort(),
        days: [...record.days].sort(),
      });
      for (const terms of [schoolTerms(2025), schoolTerms(2025).filter((term) => term.key === 'spring')]) {
        const [from, to] = [terms[0].from, terms[terms.length - 1].to];
        const grouped = inOrder(await service.groupedOf(ids, from, to, terms));
        expect(grouped).toEqual(inOrder(groupEntries(await service.entriesOf(ids, from, to), terms)));
        expect(grouped.classes.length).toBeGreaterThan(0);
      }
    } finally {
      await entries.update({ where: { id: loose.id }, data: { unit_ref: loose.unit_ref, unit_title: loose.unit_title } });
    }
  });

  it('drafts the development plan from the record, with the concerts the school marked as attended', async () => {
    const { markConcertAttended: concert } = await ok(MARK_CONCERT, { production: production.documentId, attendedOn: '2026-03-04' }, hillside.owner);
    expect(concert).toMatchObject({ title: production.title, attendedOn: '2026-03-04' });
    // The same concert on the same day again is the same mark.
    expect((await ok(MARK_CONCERT, { production: production.documentId, attendedOn: '2026-03-04' }, hillside.owner)).markConcertAttended.documentId).toBe(
      concert.documentId,
    );
    const { schoolDevelopmentPlan: plan } = await ok(PLAN, { schoolYear: 2025 }, hillside.owner);
    expect(plan).toMatchObject({ school: hillside.name, academicYear: '2025 to 2026', asOf: '2026-08-31' });
    expect(plan.curriculum[0]).toBe('Classes are taught music for an average of 15 minutes a week in key stage 1 and 13 minutes a week in key stage 2.');
    expect(plan.taught.map((year: { title: string }) => year.title)).toEqual(['Year 2', 'Year 4', 'Year 6']);
    expect(plan.experiences).toEqual([expect.stringContaining(`${production.title}`)]);
    expect(plan.experiences[0]).toContain('on 4 March 2026');
    expect(plan.concerts.map((c: { documentId: string }) => c.documentId)).toEqual([concert.documentId]);
    expect(plan.notes).toContain(
      'Year 6 has not been taught listening, composing, performing and musicianship (pulse and beat, rhythm, and pitch) yet this year.',
    );
    // Another school year's plan does not hold it.
    expect((await ok(PLAN, { schoolYear: 2024 }, hillside.owner)).schoolDevelopmentPlan.concerts).toEqual([]);
  });

  it('refuses a concert on a day to come, one not in the live offer, and marks nothing while the school account has lapsed', async () => {
    const future = await cms.graphql(MARK_CONCERT, { production: production.documentId, attendedOn: '2099-01-01' }, hillside.owner);
    expect(codeOf(future.body)).toBe('BAD_USER_INPUT');
    const unknown = await cms.graphql(MARK_CONCERT, { production: 'nosuchproduction0000000000' }, hillside.owner);
    expect(codeOf(unknown.body)).toBe('STRAPI_NOT_FOUND_ERROR');
    const accounts = cms.strapi.db.query('api::member-account.member-account');
    const { active_until: activeUntil } = await accounts.findOne({ where: { id: hillside.id }, select: ['active_until'] });
    await accounts.update({ where: { id: hillside.id }, data: { active_until: new Date(Date.now() - 86_400_000).toISOString() } });
    try {
      const lapsed = await cms.graphql(MARK_CONCERT, { production: production.documentId, attendedOn: '2026-03-05' }, hillside.owner);
      expect(codeOf(lapsed.body)).toBe('FORBIDDEN');
      // The record stays the school's to read.
      expect((await ok(RECORD, { schoolYear: 2025 }, hillside.owner)).schoolRecord.lessons).toBe(5);
    } finally {
      await accounts.update({ where: { id: hillside.id }, data: { active_until: activeUntil } });
    }
  });

  it('downloads as a CSV file, the whole year or a term', async () => {
    const year = await rest('GET', '/school-record/entries.csv?schoolYear=2025', hillside.owner);
    expect(year.status).toBe(200);
    expect(year.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(year.headers.get('content-disposition')).toBe('attachment; filename="hillside-record-primary-record-of-teaching-2025-to-2026.csv"');
    expect(year.headers.get('cache-control')).toBe('private, no-store');
    const rows = year.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(6);
    expect(rows[1]).toMatch(/^"2025-09-08","Autumn","Year 2","Year 2 Robins","Ada Byron",/);
    expect(year.text).toContain(ben.email);
    expect(year.text).not.toContain(cara.email);
    const spring = await rest('GET', '/school-record/entries.csv?schoolYear=2025&term=spring', hillside.owner);
    expect(spring.text.trim().split('\r\n')).toHaveLength(2);
    expect((await rest('GET', '/school-record/entries.csv?schoolYear=twenty', hillside.owner)).status).toBe(400);
    expect((await rest('GET', '/school-record/entries.csv?populate=*', hillside.owner)).status).toBe(400);
  });
});

describe('nobody else', () => {
  it("gives another school's owner their own school only, and lets them remove nothing of this one", async () => {
    const { schoolRecord: theirs } = await ok(RECORD, { schoolYear: 2025 }, elsewhere.owner);
    expect(theirs.school).toBe(elsewhere.name);
    expect(theirs.teachers.map((teacher: { email: string }) => teacher.email)).toEqual([elsewhere.ownerEmail, cara.email]);
    expect(JSON.stringify(theirs)).not.toContain('Robins');
    const { concerts } = (await ok(PLAN, { schoolYear: 2025 }, hillside.owner)).schoolDevelopmentPlan;
    const removal = await cms.graphql(REMOVE_CONCERT, { documentId: concerts[0].documentId }, elsewhere.owner);
    expect(codeOf(removal.body)).toBe('STRAPI_NOT_FOUND_ERROR');
    expect((await ok(PLAN, { schoolYear: 2025 }, hillside.owner)).schoolDevelopmentPlan.concerts).toHaveLength(1);
    expect((await ok(PLAN, { schoolYear: 2025 }, elsewhere.owner)).schoolDevelopmentPlan.concerts).toEqual([]);
  });

  it('refuses a member, a subscriber, a lapsed teacher and a visitor at GraphQL and at the CSV', async () => {
    const callers: Record<string, string | undefined> = { member: ada.token, ...demo };
    for (const [who, token] of Object.entries(callers)) {
      for (const [query, variables] of [
        [RECORD, { schoolYear: 2025 }],
        [PLAN, {}],
        [MARK_CONCERT, { production: production.documentId }],
        [REMOVE_CONCERT, { documentId: 'x' }],
      ] as const) {
        const { body } = await cms.graphql(query, variables, token);
        expect(codeOf(body), `${who}: ${query.slice(0, 40)}`).toBe('FORBIDDEN');
        expect(JSON.stringify(body)).not.toContain('Hillside');
      }
      const csv = await rest('GET', '/school-record/entries.csv', token);
      expect([401, 403], `${who} CSV`).toContain(csv.status);
      expect(csv.text).not.toContain('Robins');
    }
  });
});

describe('a removed member', () => {
  it("leaves the owner's view, the plan and the CSV at once; their record stays theirs", async () => {
    expect((await rest('POST', '/member-account/remove-member', hillside.owner, { member_email: ben.email })).status).toBe(200);
    const { schoolRecord: record } = await ok(RECORD, { schoolYear: 2025 }, hillside.owner);
    expect(record.lessons).toBe(3);
    expect(record.teachers.map((teacher: { email: string }) => teacher.email)).toEqual([hillside.ownerEmail, ada.email]);
    expect(record.coverage.map((row: { title: string }) => row.title)).toEqual(['Year 2', 'Year 6']);
    // Two teaching weeks are left: 60 minutes over 2 in each key stage.
    expect(record.timePerWeek.map((stage: { keyStage: string; minutesPerWeek: number }) => [stage.keyStage, stage.minutesPerWeek])).toEqual([
      ['ks1', 30],
      ['ks2', 30],
    ]);
    expect(JSON.stringify(record)).not.toContain('Kites');
    const plan = (await ok(PLAN, { schoolYear: 2025 }, hillside.owner)).schoolDevelopmentPlan;
    expect(plan.taught.map((year: { title: string }) => year.title)).toEqual(['Year 2', 'Year 6']);
    const csv = await rest('GET', '/school-record/entries.csv?schoolYear=2025', hillside.owner);
    expect(csv.text).not.toContain(ben.email);
    expect(csv.text).not.toContain('Kites');
    // Ben's own record is his: he still reads it.
    expect((await ok('{ taughtEntries { documentId } }', {}, ben.token)).taughtEntries).toHaveLength(2);
  });
});

describe('deleting a school account', () => {
  it('deletes the concerts it marked', async () => {
    const school = await newSchool('Short-lived Primary');
    await ok(MARK_CONCERT, { production: production.documentId, attendedOn: '2026-02-02' }, school.owner);
    const concerts = () => cms.strapi.db.query('api::concert-attendance.concert-attendance').count({ where: { member_account: { id: school.id } } });
    expect(await concerts()).toBe(1);
    await cms.strapi.db.query('api::member-account.member-account').delete({ where: { id: school.id } });
    const left = await cms.strapi.db.query('api::concert-attendance.concert-attendance').count({ where: { production_title: production.title } });
    expect(left).toBe(1); // Hillside's, not the deleted school's.
  });
});

it('reads a teacher with no school as no owner, whatever they own besides', async () => {
  const teacher = await registerTrialTeacher(cms.baseUrl, 'no-school');
  expect(codeOf((await cms.graphql(RECORD, {}, teacher)).body)).toBe('FORBIDDEN');
});
