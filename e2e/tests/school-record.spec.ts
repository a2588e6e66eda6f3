/**
 * The school's record for a school account's owner (apps/cms/docs/teaching-record.md, "The school's
 * record"): two members mark lessons; the owner sees both on /account/school/record (the grid with a
 * year group of gaps, time per week, by year group and term), chooses a term, downloads the CSV,
 * marks a concert attended on /account/school/plan and downloads the summary; both pages come with
 * their data and ask the CMS for nothing more; axe at 390 and 1280 px (screenshots at 390, 1280 and
 * 1920). A removed member's lessons leave the record; a member is told the owner sees their record
 * and is not shown the school's. Each test has a school of its own (helpers/school.ts).
 */
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, pageErrors, waitForPage } from '../helpers/pages';
import { firstLink, latestEmailTo } from '../helpers/mail';
import { keepLogin, registerAccount } from '../helpers/session';
import { newSchool, uniqueEmail, type TestSchool } from '../helpers/school';

const SIZES = [
  [390, 844],
  [1280, 800],
  [1920, 1080],
] as const;

/** The school year the CMS counts now (it starts on 1 September in England). */
function schoolYearNow(): number {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const year = Number(today.slice(0, 4));
  return today.slice(5) >= '09-01' ? year : year - 1;
}

async function graphql(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', { data: { query, variables }, headers: { Authorization: `Bearer ${token}` } });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** A teacher who joins the school through the emailed link, registering with their name; answers their login. */
async function join(request: APIRequestContext, school: TestSchool, first: string, last: string) {
  const email = uniqueEmail(first.toLowerCase());
  const invited = await request.post('/api/member-account/invitation', { data: { invitee: email }, headers: { Authorization: `Bearer ${school.owner.jwt}` } });
  expect(invited.status()).toBe(200);
  const invitation = new URL(firstLink(await latestEmailTo(email))).pathname.split('/').pop();
  return registerAccount(request, first.toLowerCase(), { email, invitation, firstName: first, lastName: last });
}

/** A class of the teacher's, with a demo lesson marked taught to it on each of the days. */
async function teach(request: APIRequestContext, token: string, name: string, yearGroup: string, days: string[]) {
  const made = await graphql(request, token, 'mutation ($n: String!, $y: String!) { createTeacherClass(name: $n, yearGroup: $y) { documentId } }', {
    n: name,
    y: yearGroup,
  });
  const { lessons } = await graphql(request, token, '{ lessons(pagination: { limit: 4 }) { documentId } }');
  for (const [index, day] of days.entries()) {
    await graphql(request, token, 'mutation ($l: ID!, $c: ID!, $d: String) { markTaught(lesson: $l, teachingClass: $c, taughtOn: $d) { documentId } }', {
      l: lessons[index % lessons.length].documentId,
      c: made.createTeacherClass.documentId,
      d: day,
    });
  }
}

/** The GraphQL operations the page asks for from now on, by name. */
function graphqlOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql')) return;
    names.push(/^\s*(?:query|mutation)\s+(\w+)/.exec(String(request.postDataJSON()?.query ?? ''))?.[1] ?? 'anonymous');
  });
  return names;
}

/** Opens a page as it arrives from the server (the login cookie set by an earlier page), checking it asks nothing more of the CMS. */
async function openAsSent(page: Page, path: string) {
  const errors = pageErrors(page);
  const operations = graphqlOperations(page);
  await page.goto(path);
  await waitForPage(page);
  await expect(page.locator('html')).toHaveAttribute('data-first-view', 'hydrated');
  expect(
    operations.filter((name) => name !== 'UserRoleMembership'),
    path,
  ).toEqual([]);
  expect(errors, path).toEqual([]);
}

/** axe at 390 and 1280 px, and a screenshot at each size, of the whole page. */
async function checkAtSizes(page: Page, name: string) {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    // Nothing wider than the screen: only the grid scrolls sideways, in its own region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}`).toBeLessThanOrEqual(width);
    if (width !== 1920) await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("the owner sees two members' lessons, chooses a term, downloads the CSV and drafts the plan with a concert; a removed member's lessons go", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const school = await newSchool(page.request, 'Brookfield Primary');
  const lee = await join(page.request, school, 'Lee', 'Brown');
  const sam = await join(page.request, school, 'Sam', 'Green');
  const year = schoolYearNow();
  await teach(page.request, lee.jwt, 'Year 2 Robins', 'year-2', [`${year}-09-08`, `${year}-09-15`, `${year}-10-06`]);
  await teach(page.request, sam.jwt, 'Year 4 Kites', 'year-4', [`${year}-09-09`, `${year + 1}-01-12`]);
  // The owner's own class, never taught: its year group is a row of gaps.
  await teach(page.request, school.owner.jwt, 'Year 5 Owls', 'year-5', []);

  const login = await page.request.post('/api/auth/local', { data: { identifier: school.owner.email, password: school.owner.password } });
  await keepLogin(page, await login.json());
  // The staff room leads to the record; its first visit sets the login cookie the site keeps.
  await page.goto('/account/school');
  await waitForPage(page);
  await page.getByRole('link', { name: 'Your school’s record of teaching' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Brookfield Primary: record of teaching');

  await openAsSent(page, '/account/school/record');
  await expect(page.getByText('5 lessons taught by 2 teachers to 2 classes')).toBeVisible();
  const teachers = page.getByRole('region', { name: 'Teachers', exact: true });
  await expect(teachers.getByRole('row', { name: /Lee Brown/ })).toContainText('3');
  await expect(teachers.getByRole('row', { name: /Sam Green/ })).toContainText('2');
  const grid = page.getByRole('table', { name: /Lessons by year group and curriculum area/ });
  await expect(grid.getByRole('rowheader')).toHaveText([/Year 2/, /Year 4/, /Year 5/]);
  const owls = grid.getByRole('row', { name: /Year 5/ });
  await expect(owls.getByRole('cell', { name: 'Gap' })).toHaveCount(7);
  await expect(page.getByRole('table', { name: /Time taught per week/ }).getByRole('rowheader')).toHaveText(['Key stage 1', 'Key stage 2']);
  await expect(page.getByRole('heading', { level: 3, name: /Year 2/ })).toBeVisible();
  await expect(page.getByText('Classes: Year 2 Robins (Lee Brown, 3 lessons).')).toBeVisible();
  await checkAtSizes(page, 'school-record');
  // Printed, it is the report alone: no site header, no controls.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Download as CSV' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(grid).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('school-record-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The spring term alone, chosen by keyboard.
  await page.locator('select[name="term"]').selectOption({ label: `Spring ${year + 1}` });
  await page.getByRole('button', { name: 'Show' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/term=spring/);
  await expect(page.getByText('1 lesson taught by 1 teacher to 1 class, over 1 teaching week.')).toBeVisible();
  await page.locator('select[name="term"]').selectOption({ label: 'The whole year' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('5 lessons taught by 2 teachers to 2 classes')).toBeVisible();

  // The CSV: every lesson of the year, with its teacher.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as CSV' }).click()]);
  expect(csv.suggestedFilename()).toBe(`brookfield-primary-record-of-teaching-${year}-to-${year + 1}.csv`);
  const rows = fs
    .readFileSync((await csv.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(rows).toHaveLength(6);
  expect(rows.filter((row) => row.includes('"Lee Brown"'))).toHaveLength(3);
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toBeVisible();

  // The plan: drafted from the record; a concert marked attended goes into Part C.
  await page.getByRole('link', { name: 'Music development plan summary' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Music development plan summary');
  await openAsSent(page, '/account/school/plan');
  const summary = page.getByRole('article');
  await expect(summary.getByRole('heading', { level: 3 })).toHaveText([
    'Overview',
    'Part A: Curriculum music',
    'Part B: Co-curricular music',
    'Part C: Musical experiences',
    'In the future',
  ]);
  await expect(summary.getByRole('listitem').filter({ hasText: /^Year 2:/ })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Notes for you, not for publishing' })).toContainText('Year 5 has a class but no lessons');
  const concertForm = page.getByRole('form', { name: 'Mark a concert as attended' });
  await concertForm.getByRole('button', { name: 'Mark as attended' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose the concert.');
  const concert = await concertForm.getByLabel('Concert').locator('option').nth(1).textContent();
  const title = concert!.replace(/ \(.*\)$/, '');
  await concertForm.getByLabel('Concert').selectOption({ index: 1 });
  // The day is today unless changed (never a day to come).
  const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(new Date());
  await concertForm.getByRole('button', { name: 'Mark as attended' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is marked as attended' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Concerts attended' })).toContainText(`${title}`);
  await expect(summary.getByRole('region', { name: 'Part C: Musical experiences' })).toContainText(`${title}`);
  await expect(summary.getByRole('region', { name: 'Part C: Musical experiences' })).toContainText(`on ${today}`);
  await checkAtSizes(page, 'school-plan');
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as a web page (.html)' }).click()]);
  expect(file.suggestedFilename()).toBe(`brookfield-primary-music-development-plan-summary-${year}-to-${year + 1}.html`);
  const html = fs.readFileSync((await file.path())!, 'utf8');
  expect(html).toContain('<h2>Part A: Curriculum music</h2>');
  expect(html).toContain(title);

  // Sam is removed: their lessons leave the school's record at once.
  const removed = await page.request.post('/api/member-account/remove-member', {
    data: { member_email: sam.email },
    headers: { Authorization: `Bearer ${school.owner.jwt}` },
  });
  expect(removed.status()).toBe(200);
  await page.goto('/account/school/record');
  await waitForPage(page);
  await expect(page.getByText('3 lessons taught by 1 teacher to 1 class')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Teachers', exact: true }).getByRole('row', { name: /Sam Green/ })).toHaveCount(0);
  await expect(page.getByRole('table', { name: /Lessons by year group and curriculum area/ }).getByRole('rowheader')).toHaveText([/Year 2/, /Year 5/]);
});

test('a member is told the owner sees their record, and is not shown the school’s', async ({ page }) => {
  const school = await newSchool(page.request, 'Oakfield Primary');
  const member = await join(page.request, school, 'Ada', 'Byron');
  await keepLogin(page, member);
  await page.goto('/teaching');
  await waitForPage(page);
  await expect(page.getByText("You teach through Oakfield Primary: its school account's owner (usually your subject leader) sees your classes")).toBeVisible();
  for (const path of ['/account/school/record', '/account/school/plan']) {
    await page.goto(path);
    await waitForPage(page);
    await expect(page.getByText('Only the teacher who manages a school account sees its record of teaching')).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectAccessible(page);
    }
  }
});

test('a visitor is asked to log in, and sees the record once logged in as its owner', async ({ page }) => {
  const school = await newSchool(page.request, 'Elmwood Primary');
  await page.goto('/account/school/record');
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Your school's record of teaching");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectAccessible(page);
  }
  const form = page.locator('main').getByRole('form', { name: /Log in/ });
  await form.getByLabel('Email').fill(school.owner.email);
  await form.getByLabel('Password', { exact: true }).fill(school.owner.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Elmwood Primary: record of teaching');
  await expect(page.getByText('No lessons are recorded for this period yet.').first()).toBeVisible();
});
