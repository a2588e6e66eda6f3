/**
 * Issue 40 in the browser: the welcome screen after registration, the trial countdown, the phone
 * header's 'Log in', a lapsed teacher's wording on the home page, a gate and lesson mode's wall (no id
 * in the breadcrumbs), the home page recommending nothing 'Coming soon', and the reminder emails'
 * turn-off link. Axe at 390 and 1280 px on every new page (docs/product.md, "A welcome", "Reminder emails").
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, visit, waitForPage } from '../helpers/pages';
import { registerTeacher, signInThroughApi } from '../helpers/session';
import { firstLesson, type LessonPath } from '../helpers/catalogue';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
/** 'Monday 28 December 2026', as the site writes dates (no comma after the weekday). */
const longDate = (iso: string) =>
  `${new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'Europe/London' }).format(new Date(iso))} ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(new Date(iso))}`;

/** 'Your access ended on 17 November' as the site words the CMS's date (the year only when it is not this year's). */
function endedLine(iso: string): string {
  const date = new Date(iso);
  const sameYear = date.getUTCFullYear() === new Date().getUTCFullYear();
  const words = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', ...(sameYear ? {} : { year: 'numeric' }), timeZone: 'Europe/London' });
  return `Your access ended on ${words.format(date)}`;
}

async function accessOf(page: Page): Promise<{ access: string; ends_at: string | null; ended_at: string | null }> {
  const token = await page.evaluate(() => localStorage.getItem('auth'));
  const response = await page.request.get('/api/account/access', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return response.json();
}

test('a new teacher registers and lands on the welcome screen: trial until when, what they teach, three first steps', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await visit(page, '/subscribe');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill('Morgan');
  await form.getByLabel('Last name').fill('Lee');
  await form.getByLabel('School postcode').fill('BS1 4DJ');
  await form.getByLabel('Email').fill(uniqueEmail('welcome'));
  await form.getByLabel('Password').fill('Welcome123');
  await form.getByLabel('Primary education').check();
  await form.getByRole('button', { name: 'Create your account' }).click();

  await expect(page).toHaveURL(/\/welcome$/);
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Orchestra Classroom, Morgan' })).toBeVisible();
  const { access, ends_at: endsAt } = await accessOf(page);
  expect(access).toBe('trial');
  await expect(page.getByText(`Your 30-day free trial has started. It runs until ${longDate(endsAt!)}`)).toBeVisible();
  // The header counts the trial down (the CMS's end date).
  await expect(page.getByRole('banner').getByRole('link', { name: /^Trial: 30 days left/ })).toBeVisible();

  // What they teach: the areas registration asked are shown, not asked again (Change edits them); year groups are asked.
  // Saved to their profile, and there again after a reload.
  const interests = page.getByRole('form', { name: 'What do you teach?' });
  await expect(interests).toContainText('You told us: Primary education.');
  await expect(interests.getByLabel('Primary education')).toHaveCount(0);
  await expect(interests.getByLabel('Year 4')).toBeVisible();
  await interests.getByRole('button', { name: 'Change audiences' }).click();
  await expect(interests.getByLabel('Primary education')).toBeChecked();
  await expect(interests.getByLabel('Primary education')).toBeFocused();
  await interests.getByLabel('Secondary education').check();
  await interests.getByLabel('Year 4').check();
  await interests.getByLabel('Year 7').check();
  await interests.getByRole('button', { name: 'Save what I teach' }).click();
  await expect(interests.getByRole('status')).toHaveText('Saved. Your home page now starts with what is new for you.');
  await page.reload();
  await waitForPage(page);
  await expect(interests).toContainText('You told us: Primary education and Secondary education.');
  await expect(interests.getByLabel('Year 7')).toBeChecked();
  await expect(interests.getByLabel('Year 5')).not.toBeChecked();

  // Three first steps: a real lesson to present, lesson mode's keys, sharing with families.
  const steps = page.getByRole('region', { name: 'Three first steps' });
  await expect(steps.getByRole('heading', { name: '1. Present a first lesson' })).toBeVisible();
  const open = steps.getByRole('link', { name: 'Open the lesson' });
  await expect(open).toHaveAttribute('href', /^\/primary\/[\w-]+\/unit\/\w+\/lesson\/\w+$/);
  await expect(steps.getByRole('heading', { name: '2. How lesson mode works' })).toBeVisible();
  await expect(steps.getByRole('heading', { name: '3. Share with families' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('welcome-1280.png'), fullPage: true });

  await page.setViewportSize(PHONE);
  await expectAccessible(page);
  await expect(page.locator('html')).toHaveJSProperty('scrollWidth', PHONE.width);
  await page.screenshot({ path: test.info().outputPath('welcome-390.png'), fullPage: true });

  await open.click();
  await waitForPage(page);
  await expect(page.getByRole('link', { name: 'Start lesson' })).toBeVisible();
});

test('the phone header shows Log in without opening the menu, and the account once logged in', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await visit(page, '/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: test.info().outputPath('phone-header-visitor.png') });

  await registerTeacher(page, 'phone');
  await visit(page, '/');
  await expect(header.getByRole('link', { name: 'Your Account' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expect(page.locator('html')).toHaveJSProperty('scrollWidth', PHONE.width);
  // The trial countdown is in the account menu on a phone.
  await header.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /^Trial: 30 days left/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: test.info().outputPath('phone-header-teacher.png') });
});

test.describe('a lapsed teacher is told plainly', () => {
  let lesson: LessonPath;
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
    lesson = await firstLesson(page, 'sound-explorers');
    await page.close();
  });

  test('on the home page, a gate and lesson mode’s wall, with Renew; no id in the breadcrumbs', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInThroughApi(page, 'lapsed@example.com', 'Lapsed1');
    const { access, ended_at: endedAt } = await accessOf(page);
    expect(access).toBe('none');
    const line = `${endedLine(endedAt!)}.`;

    await visit(page, '/');
    const notice = page.getByRole('region', { name: line });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/subscribe');
    await page.screenshot({ path: test.info().outputPath('lapsed-home-1280.png') });
    await page.setViewportSize(PHONE);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('lapsed-home-390.png') });

    // A lesson's page: its gate says the same.
    await page.setViewportSize(DESKTOP);
    await visit(page, lesson.path);
    await expect(page.getByRole('heading', { name: line })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/subscribe');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).not.toContainText(lesson.lesson.documentId);
    await expect(crumbs).not.toContainText(lesson.unit.documentId);
    await page.screenshot({ path: test.info().outputPath('lapsed-gate-1280.png') });

    // A slides link opened in front of a class: the calm wall, on the whiteboard too.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await visit(page, `${lesson.path}/slides`);
    await expect(page.getByRole('heading', { level: 1, name: 'This lesson is not available just now' })).toBeVisible();
    await expect(page.getByRole('main').getByText(line)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Renew' })).toBeVisible();
    await expect(crumbs).not.toContainText(lesson.lesson.documentId);
    await expect(crumbs).toContainText('Lesson');
    await page.screenshot({ path: test.info().outputPath('lesson-wall-1920.png') });
    await page.setViewportSize(PHONE);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('lesson-wall-390.png') });
  });
});

test('the home page never recommends a unit of a programme the site marks Coming soon', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
  await visit(page, '/');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Primary' }).click();
  await expect(menu.getByText('Orchestra Detectives')).toBeVisible();
  await expect(menu.getByText('Coming soon')).toBeVisible();
  await page.keyboard.press('Escape');
  const recommended = page.getByRole('region', { name: 'New in your areas' });
  await expect(recommended.getByRole('listitem').first()).toBeVisible();
  expect(await recommended.getByRole('listitem').count()).toBeGreaterThan(0);
  await expect(recommended).not.toContainText('Orchestra Detectives');
});

test('the link in a reminder email turns reminders off without a login; the account page shows and changes the setting', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await registerTeacher(page, 'reminders');
  await visit(page, '/subscribe');
  const setting = page.getByRole('region', { name: 'Reminder emails' });
  const box = setting.getByLabel('Email me before my free trial or subscription ends, and when my access has ended');
  await expect(box).toBeChecked();
  await box.uncheck();
  await expect(setting.getByRole('status')).toHaveText('Reminder emails are off.');
  await box.check();
  await expect(setting.getByRole('status')).toHaveText('Reminder emails are on.');
  await setting.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('account-reminders-1280.png') });
  await page.setViewportSize(PHONE);
  await expectAccessible(page);
  await setting.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('account-reminders-390.png') });
  await page.setViewportSize(DESKTOP);

  // A link that is not valid says so and changes nothing.
  await visit(page, '/reminders/off?token=1.not-a-real-signature');
  await expect(page.getByRole('alert')).toContainText('This link is not valid');
  await page.screenshot({ path: test.info().outputPath('reminders-off-invalid-1280.png') });
  await page.setViewportSize(PHONE);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('reminders-off-invalid-390.png') });
  await page.setViewportSize(DESKTOP);
  await visit(page, '/subscribe');
  await expect(setting.getByRole('checkbox')).toBeChecked();
});
