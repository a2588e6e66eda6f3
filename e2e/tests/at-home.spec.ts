/**
 * Music at Home (docs/product.md, "At-home libraries"): a subscriber copies the link from a
 * programme page (the label changes to 'Copied!'), a family opens it in a fresh, logged-out browser
 * and goes through the activities with 'Next activity' and 'Previous activity'; a malformed link
 * and a lapsed teacher's link show friendly pages instead.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, visit, waitForPage } from '../helpers/pages';
import { registerTeacher, signInThroughApi } from '../helpers/session';

const PROGRAMME = '/primary/sound-explorers';

async function copiedLink(page: Page): Promise<string> {
  await visit(page, PROGRAMME);
  const box = page.getByRole('region', { name: 'Music at Home' });
  await expect(box).toBeVisible();
  const copy = box.getByRole('button', { name: 'Copy' });
  await copy.click();
  await expect(box.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const link = await box.getByRole('textbox', { name: 'Music at Home link' }).inputValue();
  expect(link).toMatch(new RegExp(`^http://localhost:\\d+${PROGRAMME}/at-home/[a-zA-Z0-9]{8,}$`));
  return link;
}

test("a family opens a subscriber's copied link without an account and goes through the activities", async ({ page, browser, context }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerTeacher(page, 'at-home');
  const link = await copiedLink(page);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectAccessible(page);

  const family = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const home = await family.newPage();
    await home.goto(link);
    await waitForPage(home);
    await expect(home.getByRole('heading', { level: 1 })).toHaveText('Sound Explorers at home');
    await expect(home.getByText('carry on the fun at home')).toBeVisible();
    // A family's phone gets the page already rendered by the server, and brings it alive as sent (app/first-view.ts).
    await expect(home.locator('html')).toHaveAttribute('data-first-view', 'hydrated');
    const explore = home.getByRole('link', { name: /^Explore/ });
    await expect(explore).toHaveCount(4);
    await expectAccessible(home);
    await expectFitsThePhone(home);

    await explore.first().click();
    await waitForPage(home);
    await expect(home.getByRole('heading', { level: 1 })).toHaveText('Tiptoe or stomp?');
    await expect(home.getByRole('heading', { name: 'Quiet feet, loud feet' })).toBeVisible();
    const sidebar = home.getByRole('complementary', { name: 'About this activity' });
    await expect(sidebar.getByText(/^Music: /)).toBeVisible();
    await expect(sidebar.getByText('Equipment: A clear space to move in.')).toBeVisible();
    const download = sidebar.getByRole('link', { name: 'Quiet feet, loud feet' });
    const pdf = await home.request.get((await download.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await expect(home.getByRole('link', { name: /Previous activity/ })).toHaveCount(0);
    await expectAccessible(home);
    await expectFitsThePhone(home);

    await home.getByRole('link', { name: /Next activity/ }).click();
    await expect(home.getByRole('heading', { level: 1 })).toHaveText('The sleeping giant');
    await home.getByRole('link', { name: /Next activity/ }).click();
    await expect(home.getByRole('heading', { level: 1 })).toHaveText('Birds and bears');
    await home.getByRole('link', { name: /Previous activity/ }).click();
    await expect(home.getByRole('heading', { level: 1 })).toHaveText('The sleeping giant');
    await home.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(home.getByRole('heading', { level: 1 })).toHaveText('Sound Explorers at home');
    // The family is not logged in: the teaching pages of the same programme stay closed to them.
    await expect(home.getByRole('region', { name: 'Music at Home' })).toHaveCount(0);
  } finally {
    await family.close();
  }
});

test("a malformed link shows the friendly not-found page, a lapsed teacher's link says it is not available", async ({ page, browser }) => {
  await page.goto(`${PROGRAMME}/at-home/not-an-id!`);
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lost? That page could not be found.');
  await expectAccessible(page);

  await signInThroughApi(page, 'lapsed@example.com', 'Lapsed1');
  await visit(page, PROGRAMME);
  const box = page.getByRole('region', { name: 'Music at Home' });
  await expect(box.getByText('This link opens for families only while you have an active subscription.')).toBeVisible();
  const link = await box.getByRole('textbox', { name: 'Music at Home link' }).inputValue();
  const family = await browser.newContext();
  try {
    const home = await family.newPage();
    await home.goto(link);
    await waitForPage(home);
    await expect(home.getByRole('heading', { level: 1 })).toHaveText('This Music at Home link is not available at the moment.');
    await expectAccessible(home);
  } finally {
    await family.close();
  }
});

test('visitors see no Music at Home box on the programme page', async ({ page }) => {
  await visit(page, PROGRAMME);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sound Explorers');
  await expect(page.getByRole('region', { name: 'Music at Home' })).toHaveCount(0);
});

/** Nothing on the page, the site's header included, reaches past the phone's screen. */
async function expectFitsThePhone(page: Page) {
  const wider = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });
  expect(wider, 'content wider than the phone').toEqual([]);
}
