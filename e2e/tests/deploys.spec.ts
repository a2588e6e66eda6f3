/**
 * An open page survives a rebuild or a deploy (docs/product.md, "Pages that cannot load"). The
 * server pins the build it started with (apps/cms/src/middlewares/site-pages.ts); a build keeps the
 * previous build's files for a day (apps/web/scripts/keep-previous-builds.mjs); a route whose code
 * will not load reloads the page once, then says so (apps/web/src/lib/code-reload.ts); a form
 * waiting for code that never comes says why (apps/web/src/ui/FormFields.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { visit, waitForPage } from '../helpers/pages';
import { registerAccount, signInThroughApi, TEACHER_PASSWORD } from '../helpers/session';
import { demoLessons } from '../helpers/lesson-mode';
import { buildSite, changeSource, checkoutSite, copyOfSite, readManifest, servedSite } from '../helpers/rebuild-site';

const PRIVACY = 'src/features/legal/LegalRoute.tsx?__react-router-build-client-route';

/** Counts the page's document loads (a reload is one more). */
function documentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

test('the start after the first one builds nothing (read from its output)', () => {
  const output = fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'start.log'), 'utf8');
  expect(output).toContain('Orchestra Classroom is running.');
  expect(output).not.toMatch(/Building (the CMS|the teachers' site)/);
});

test('two builds of the same source give the same file names, wherever they are built', async () => {
  test.setTimeout(240_000);
  const copy = copyOfSite();
  try {
    await buildSite(copy);
    expect(readManifest(copy)).toEqual(readManifest(checkoutSite));
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

test('a page opened before a rebuild goes on working, and so does a page opened after it', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await visit(page, '/');
  const site = servedSite();
  const before = readManifest(site);

  // In place, as a deploy does. A change to a module every page uses renames their chunks, as most deploys do.
  changeSource(site, 'src/lib/graphql.ts', `(globalThis as Record<string, unknown>).builtForTest = '${Date.now()}';`);
  await buildSite(site);
  const after = readManifest(site);
  expect(after[PRIVACY].file, 'the rebuild renamed the privacy page’s code').not.toBe(before[PRIVACY].file);

  // The open page goes to a page whose code it has not loaded yet: the previous build's file.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();

  // A page opened now: the running server sends the build it started with, whose files are all there.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  const { email } = await registerAccount(fresh.request, 'after-rebuild');
  const failed: string[] = [];
  fresh.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await visit(fresh, '/login');
  const form = fresh.getByRole('main');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(TEACHER_PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(fresh.getByRole('button', { name: 'Your Account' })).toBeVisible();
  expect(failed).toEqual([]);
  await context.close();
});

test('a page whose code will not load reloads itself once, then says it needs reloading', async ({ page }) => {
  const loads = documentLoads(page);
  await page.route('**/assets/LegalRoute-*.js', (route) => route.abort('failed'));
  await page.goto('/privacy');
  const stuck = page.getByRole('heading', { level: 1, name: 'This page needs reloading' });
  await expect(stuck).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Reloading brings you back to the same place');
  expect(loads(), 'one automatic reload, no more').toBe(2);
  await expect(page).toHaveTitle(/This page needs reloading/);

  await page.unroute('**/assets/LegalRoute-*.js');
  await page.getByRole('button', { name: 'Reload this page' }).click();
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
});

test('lesson mode whose code will not load until the page reloads reloads by itself and comes back to the same slide', async ({ page }) => {
  await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
  const lesson = (await demoLessons(page)).find((candidate) => candidate.playable.some((activity) => activity.slides.length >= 3));
  if (!lesson) throw new Error('The demo has no activity of three slides or more');
  const activity = lesson.playable.find((candidate) => candidate.slides.length >= 3)!;
  const slide3 = `${lesson.path}/activity/${activity.id}/slides/3`;

  const loads = documentLoads(page);
  // Refused however often the first page asks (a browser may ask again by itself), then served.
  let refused = 0;
  await page.route('**/assets/ActivitySlidesRoute-*.js', (route) => {
    if (loads() > 1) return route.continue();
    refused += 1;
    return route.abort('failed');
  });
  await page.goto(slide3);
  await expect(page.locator('main#main h1')).toHaveText(activity.slides[2].title);
  await expect(page.getByRole('navigation', { name: 'Slides' }).locator('.lesson-mode__position')).toHaveText(`Slide 3 of ${activity.slides.length}`);
  expect(refused).toBeGreaterThan(0);
  expect(loads(), 'the failed load and one automatic reload').toBe(2);
  expect(new URL(page.url()).pathname).toBe(slide3);
});

test('a form whose code never comes says why after a few seconds', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('**/*.js', (route) => route.abort('blockedbyclient'));
  await page.goto('/login');
  const form = page.getByRole('main').locator('form');
  await expect(form.getByLabel('Email')).toBeDisabled();
  await expect(form.getByRole('status')).toHaveText(/the page’s code could not load: check your internet connection, then reload the page/, { timeout: 8_000 });
  await expect(form.getByRole('status')).toBeVisible();
  await context.close();
});
