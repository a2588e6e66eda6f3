/**
 * Music at Home (docs/product.md, "At-home libraries"): a subscriber copies the link from a
 * programme page (the label changes to 'Copied!'), a family opens it in a fresh, logged-out browser
 * and goes through the activities with 'Next activity' and 'Previous activity'; a malformed link
 * and a lapsed teacher's link show friendly pages instead. The family pages have their own layout:
 * no teachers' navigation, breadcrumbs or logins, no teachers' wording, and on a phone the
 * recording's Play on the first screen.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, visit, waitForPage } from '../helpers/pages';
import { registerTeacher, signInThroughApi } from '../helpers/session';

const PROGRAMME = '/primary/sound-explorers';

async function copiedLink(page: Page): Promise<string> {
  await visit(page, PROGRAMME);
  const box = page.getByRole('region', { name: 'Music at Home' });
  await expect(box).toBeVisible();
  const copy = box.getByRole('button', { name: 'Copy link' });
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
    await expectFamilyLayout(home, 'Sound Explorers at home');
    await expectAccessible(home);
    await expectFitsThePhone(home);

    await explore.first().click();
    await waitForPage(home);
    await expect(home.getByRole('heading', { level: 1 })).toHaveText('Tiptoe or stomp?');
    await expect(home.getByRole('heading', { name: 'Quiet feet, loud feet' })).toBeVisible();
    await expectFamilyLayout(home, 'Sound Explorers at home');
    await expectPlayOnTheFirstScreen(home);
    const downloads = home.getByRole('region', { name: 'To print or keep' });
    const download = downloads.getByRole('link', { name: 'Quiet feet, loud feet' });
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
    await home.getByRole('link', { name: 'All activities', exact: true }).click();
    await expect(home.getByRole('heading', { level: 1 })).toHaveText('Sound Explorers at home');
    // The family is not logged in: the teaching pages of the same programme stay closed to them.
    await expect(home.getByRole('region', { name: 'Music at Home' })).toHaveCount(0);
  } finally {
    await family.close();
  }
});

test("a malformed link shows the friendly not-found page, a lapsed teacher's link says it is not available", async ({ page, browser }) => {
  const notFound = await page.goto(`${PROGRAMME}/at-home/not-an-id!`);
  expect(notFound?.status()).toBe(404);
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, we could not find that Music at Home page.');
  await expect(page.getByText(/^Please ask your child.s teacher for an up-to-date link\.$/)).toBeVisible();
  await expectFamilyLayout(page, 'Music at Home');
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
    await expectFamilyLayout(home, 'Music at Home');
    await expectAccessible(home);
  } finally {
    await family.close();
  }
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the family pages at ${viewport.width}×${viewport.height}: their own layout, Play before the words, and the keyboard`, async ({ page, browser }) => {
    await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
    await visit(page, PROGRAMME);
    const link = await page.getByRole('region', { name: 'Music at Home' }).getByRole('textbox', { name: 'Music at Home link' }).inputValue();
    const family = await browser.newContext({ viewport });
    try {
      const home = await family.newPage();
      await home.goto(link);
      await waitForPage(home);
      await expectFamilyLayout(home, 'Sound Explorers at home');
      await expect(home.getByRole('link', { name: 'Sound Explorers at home' })).toHaveAttribute('aria-current', 'page');
      await expectAccessible(home);

      await home.getByRole('link', { name: 'Explore The sleeping giant' }).click();
      await waitForPage(home);
      await expect(home.getByRole('heading', { level: 1 })).toHaveText('The sleeping giant');
      await expectFamilyLayout(home, 'Sound Explorers at home');
      await expectPlayOnTheFirstScreen(home);
      await expectAccessible(home);

      // From the top of the page: the skip link, the library's title, 'All activities', then Play, each visibly focused.
      await home.reload();
      await waitForPage(home);
      for (const name of ['Skip to content', 'Sound Explorers at home', 'All activities']) {
        await home.keyboard.press('Tab');
        await expectVisiblyFocused(home.getByRole('link', { name, exact: true }));
      }
      await home.keyboard.press('Tab');
      const play = home.getByRole('button', { name: /^Play / }).first();
      await expectVisiblyFocused(play);
      await home.keyboard.press('Enter');
      await expect(home.getByRole('button', { name: /^Pause / }).first()).toBeFocused();
      await home.keyboard.press('Space');
      await expect(play).toBeFocused();
    } finally {
      await family.close();
    }
  });
}

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

/**
 * The family layout (features/at-home/FamilyLayoutRoute.tsx): the logo and the library's title, the
 * legal links, and nothing of the teachers' site: no navigation, breadcrumbs, logins or teachers' words.
 */
async function expectFamilyLayout(page: Page, headerTitle: string) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  const header = page.getByRole('banner');
  await expect(header.getByRole('img', { name: 'Orchestra Classroom' })).toBeVisible();
  await expect(header.getByText(headerTitle, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Orchestra Classroom home' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /sign up|log in|sign in/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /sign up|log in|sign in/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'CPD' })).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toBeVisible();
  await expect(footer).toContainText('a charity registered in England and Wales');
  await expect(footer.getByText('Help and support')).toHaveCount(0);
  for (const teachersWords of [/Recordings on the slides/i, /lesson mode/i, /\bPresent\b/, /\bteacher notes\b/i, /\bpupils\b/i]) {
    await expect(page.locator('body')).not.toContainText(teachersWords);
  }
}

/** On a phone as on a computer, the page's heading and the first recording's Play are on the first screen, Play above the words. */
async function expectPlayOnTheFirstScreen(page: Page) {
  const screenHeight = page.viewportSize()!.height;
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const play = page.getByRole('button', { name: /^Play / }).first();
  await expect(play).toBeVisible();
  const playBox = await play.boundingBox();
  expect(heading!.y + heading!.height).toBeLessThanOrEqual(screenHeight);
  expect(playBox!.y + playBox!.height, 'Play below the first screen').toBeLessThanOrEqual(screenHeight);
  // Big enough for a thumb.
  expect(playBox!.height).toBeGreaterThanOrEqual(48);
  const firstWords = await page.locator('.at-home-detail .rich-text').first().boundingBox();
  expect(playBox!.y, 'Play above the words').toBeLessThan(firstWords!.y);
}

/** Focused, with the site's focus ring drawn. */
async function expectVisiblyFocused(control: Locator) {
  await expect(control).toBeFocused();
  await expect(control).toBeInViewport();
  expect(await control.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
}
