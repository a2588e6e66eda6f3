/**
 * Sharing (docs/product.md, "Sharing"): the share box on the Music at Home link box and on lesson
 * and activity pages. Google Classroom's and Microsoft Teams' buttons carry the link and no login;
 * the QR code, drawn in the browser, decodes to the page's short link (/s/{code}, written beneath it
 * in large type), which leads to the page, and fills a whiteboard; a lesson link
 * opened without access shows the lesson's selling page, then the lesson after logging in; a family's
 * phone opens the at-home link straight into the library, with 'You will need', never a login.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectAccessible, visit, waitForPage } from '../helpers/pages';
import { firstLesson } from '../helpers/catalogue';
import { registerTeacher, setLocalStorage, signInThroughApi } from '../helpers/session';

const PROGRAMME = '/primary/sound-explorers';
const WHITEBOARD = { width: 1920, height: 1080 };
const PHONE = { width: 390, height: 844 };

/** The login the page holds (its token and user id), which no share address may carry. */
async function loginOf(page: Page): Promise<{ token: string; userId: string }> {
  return page.evaluate(() => ({ token: localStorage.getItem('auth') ?? '', userId: String(JSON.parse(localStorage.getItem('user') ?? '{}').id ?? '') }));
}

/** Checks the Classroom and Teams buttons: their providers' share addresses, the link, a new window, no login. */
async function expectShareButtons(box: Locator, link: string, login: { token: string; userId: string }) {
  const classroom = box.getByRole('link', { name: /Share to Google Classroom/ });
  const teams = box.getByRole('link', { name: /Share to Microsoft Teams/ });
  for (const [button, address, param] of [
    [classroom, 'https://classroom.google.com/share', 'url'],
    [teams, 'https://teams.microsoft.com/share', 'href'],
  ] as const) {
    const href = (await button.getAttribute('href'))!;
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe(address);
    expect(url.searchParams.get(param)).toBe(link);
    await expect(button).toHaveAttribute('target', '_blank');
    expect(await button.getAttribute('rel')).toContain('noopener');
    expect(login.token.length).toBeGreaterThan(20);
    expect(href).not.toContain(login.token);
    expect(href).not.toContain(encodeURIComponent(login.token));
    expect(url.searchParams.has('token') || url.searchParams.has('user')).toBe(false);
  }
  expect(new URL(link).search).toBe('');
  expect(new URL(link).pathname.split('/')).not.toContain(login.userId);
}

/** A short link's address: /s/ and seven characters without look-alikes (no 0, O, 1, I or L). */
const SHORT_LINK = /^https?:\/\/[^/]+\/s\/[2-9A-HJKMNP-Z]{7}$/;

/**
 * Opens the QR dialog, decodes the code drawn on its canvas (the page's short link, /s/{code}), checks
 * the short form written beneath it, and that the short link leads to `link`; returns the dialog and
 * the short link.
 */
async function openQr(page: Page, box: Locator, link: string): Promise<{ dialog: Locator; shortLink: string }> {
  await box.getByRole('button', { name: 'Show QR code' }).click();
  const dialog = page.getByRole('dialog', { name: /^Scan to open/ });
  await expect(dialog).toBeVisible();
  const code = dialog.getByRole('img', { name: /^QR code for / });
  await expect(code).toBeVisible();
  let shortLink = '';
  await expect
    .poll(async () => {
      const png = PNG.sync.read(await code.screenshot());
      shortLink = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';
      return shortLink;
    }, 'the QR code decodes to a short link')
    .toMatch(SHORT_LINK);
  expect(new URL(shortLink).origin).toBe(new URL(link).origin);
  const shortForm = shortLink.replace(/^https?:\/\//, '');
  await expect(code).toHaveAccessibleName(`QR code for ${shortForm}`);
  await expect(dialog.getByText(shortForm, { exact: true })).toBeVisible();
  // The CMS answers the short link with the page's own address.
  const followed = await page.request.get(shortLink, { maxRedirects: 0 });
  expect(followed.status()).toBe(302);
  expect(new URL(followed.headers().location, shortLink).href).toBe(link);
  return { dialog, shortLink };
}

async function expectQrClosesWithEscape(page: Page, box: Locator, dialog: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(box.getByRole('button', { name: 'Show QR code' })).toBeFocused();
}

test('the Music at Home box shares its link: Copy, Classroom, Teams, and a QR code that fills the whiteboard', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize(WHITEBOARD);
  await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
  await visit(page, PROGRAMME);
  const box = page.getByRole('region', { name: 'Music at Home' });
  const link = await box.getByRole('textbox', { name: 'Music at Home link' }).inputValue();
  await box.getByRole('button', { name: 'Copy link' }).click();
  await expect(box.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectShareButtons(box, link, await loginOf(page));

  const { dialog, shortLink } = await openQr(page, box, link);
  // Full screen on the board, the code big enough to scan from the back of a class, the short link large enough to read from it.
  const dialogBox = (await dialog.boundingBox())!;
  expect(dialogBox.width).toBeGreaterThanOrEqual(WHITEBOARD.width - 1);
  expect(dialogBox.height).toBeGreaterThanOrEqual(WHITEBOARD.height - 1);
  const codeBox = (await dialog.getByRole('img', { name: /^QR code for / }).boundingBox())!;
  expect(codeBox.height).toBeGreaterThanOrEqual(700);
  expect(codeBox.y + codeBox.height).toBeLessThanOrEqual(WHITEBOARD.height);
  const shortBox = (await dialog.getByText(shortLink.replace(/^https?:\/\//, ''), { exact: true }).boundingBox())!;
  expect(shortBox.height).toBeGreaterThanOrEqual(60);
  expect(shortBox.y + shortBox.height).toBeLessThanOrEqual(WHITEBOARD.height);
  await page.screenshot({ path: test.info().outputPath('qr-whiteboard.png') });
  await expectAccessible(page);
  await expectQrClosesWithEscape(page, box, dialog);

  // On a phone: the share box fits, the dialog is accessible, and the code still decodes.
  await page.setViewportSize(PHONE);
  await box.scrollIntoViewIfNeeded();
  await box.screenshot({ path: test.info().outputPath('share-box-phone.png') });
  const { dialog: phoneDialog, shortLink: again } = await openQr(page, box, link);
  // The same page keeps its short link.
  expect(again).toBe(shortLink);
  await expectAccessible(page);
  await phoneDialog.getByRole('button', { name: 'Close' }).click();
  await expect(phoneDialog).toBeHidden();
  await expect(box.getByRole('button', { name: 'Show QR code' })).toBeFocused();
});

test('a lesson link opens the selling page for a visitor, then the lesson after logging in, and shares itself', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  // The lesson's address, looked up as a subscriber (a new teacher on a trial); then the page is a visitor's again.
  await registerTeacher(page, 'share-lookup');
  const lesson = await firstLesson(page, 'sound-explorers');
  await page.evaluate(() => localStorage.clear());
  await visit(page, lesson.path);
  // The selling page: the lesson's outline and sample slide, the free trial and the login form.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lesson.lesson.title);
  await expect(page.getByRole('region', { name: 'What this unit holds' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'A slide from this unit' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start your free trial' })).toBeVisible();
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumbs).not.toContainText(lesson.unit.documentId);
  await expect(breadcrumbs).not.toContainText(lesson.lesson.documentId);

  const form = page.getByRole('form', { name: /^Log in to/ });
  await form.getByLabel('Email').fill('subscriber@example.com');
  await form.getByLabel('Password').fill('Subscriber1');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Activities', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${lesson.path}$`));

  const share = page.getByRole('region', { name: 'Share this lesson' });
  const link = new URL(lesson.path, page.url()).href;
  await expectShareButtons(share, link, await loginOf(page));
  await share.screenshot({ path: test.info().outputPath('share-lesson-phone.png') });
  const { dialog } = await openQr(page, share, link);
  await expectAccessible(page);
  await expectQrClosesWithEscape(page, share, dialog);

  // An activity of the lesson shares itself too; without access its link opens the lesson's selling page.
  await page.getByRole('region', { name: 'Activities' }).getByRole('link').first().click();
  await waitForPage(page);
  const activityShare = page.getByRole('region', { name: 'Share this activity' });
  await expect(activityShare).toBeVisible();
  const activityLink = new URL(new URL(page.url()).pathname, page.url()).href;
  await expectShareButtons(activityShare, activityLink, await loginOf(page));
  const { dialog: activityDialog, shortLink } = await openQr(page, activityShare, activityLink);
  await expectQrClosesWithEscape(page, activityShare, activityDialog);
  // Someone without access who scans it (or types the short link) gets the lesson's selling page.
  const visitor = await page.context().browser()!.newContext({ viewport: PHONE });
  try {
    const other = await visitor.newPage();
    await other.goto(shortLink);
    await waitForPage(other);
    await expect(other).toHaveURL(activityLink);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(lesson.lesson.title);
    await expect(other.getByRole('link', { name: 'Start your free trial' })).toBeVisible();
    await expectAccessible(other);
  } finally {
    await visitor.close();
  }
});

test("a family's phone opens the at-home link straight into the library, with 'You will need', even where a teacher's login expired", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
  await visit(page, PROGRAMME);
  const box = page.getByRole('region', { name: 'Music at Home' });
  const link = await box.getByRole('textbox', { name: 'Music at Home link' }).inputValue();
  const { shortLink } = await openQr(page, box, link);

  for (const phone of ['no account', 'an expired login']) {
    const family = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, baseURL: new URL(link).origin });
    try {
      const home = await family.newPage();
      if (phone === 'an expired login') {
        // A phone a teacher once logged in on: the login it kept is one the CMS refuses now.
        await setLocalStorage(home, { auth: 'an-expired-login', user: JSON.stringify({ id: 1, email: 'teacher@example.com' }) });
        await family.addCookies([{ name: 'classroom_auth', value: 'an-expired-login', url: new URL(link).origin }]);
      }
      // The phone scanned the board's QR code: its short link opens the library.
      await home.goto(shortLink);
      await waitForPage(home);
      await expect(home).toHaveURL(link);
      await expect(home.getByRole('heading', { level: 1 })).toHaveText('Sound Explorers at home');
      await home.getByRole('link', { name: 'Explore Tiptoe or stomp?' }).click();
      await waitForPage(home);
      await expect(home.getByRole('heading', { level: 1 })).toHaveText('Tiptoe or stomp?');
      const needs = home.getByRole('region', { name: 'You will need' });
      await expect(needs.getByText(/^Music: Recordings: /)).toBeVisible();
      await expect(needs.getByText('Equipment: A clear space to move in.')).toBeVisible();
      await expect(home).toHaveURL(new RegExp(`${new URL(link).pathname}/`));
      await expect(home.getByRole('dialog')).toHaveCount(0);
      // (The site's login panel is in every page's markup, closed: nothing about logging in is shown.)
      await expect(home.getByText(/log in|logged in|login has expired/i).filter({ visible: true })).toHaveCount(0);
      await expectAccessible(home);
      if (phone === 'no account') await home.screenshot({ path: test.info().outputPath('at-home-phone.png'), fullPage: true });
    } finally {
      await family.close();
    }
  }
});

test("an activity link from a library or a project opens that place's selling page for someone without access, never the activity", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
  const places = [
    { listing: '/primary/activities', pattern: /^\/primary\/activities\/[^/]+\/[^/]+$/, heading: 'Primary Activity Library', width: PHONE },
    {
      listing: '/secondary/project/new-music-commission',
      pattern: /^\/secondary\/project\/new-music-commission\/activity\/[^/]+$/,
      heading: 'New Music Commission',
      width: WHITEBOARD,
    },
  ];
  for (const { listing, pattern, heading, width } of places) {
    // The activity's address and title, as a subscriber finds them.
    await visit(page, listing);
    const hrefs = await page.locator('main a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const path = hrefs.find((href) => pattern.test(href));
    expect(path, `an activity linked from ${listing}`).toBeDefined();
    await visit(page, path!);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    expect(title).not.toBe(heading);

    const visitor = await browser.newContext({ viewport: width });
    try {
      const other = await visitor.newPage();
      await visit(other, path!);
      await expect(other.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(other.getByRole('link', { name: 'Start your free trial' })).toBeVisible();
      await expect(other.getByRole('main')).not.toContainText(title);
      await expect(other.getByRole('navigation', { name: 'Breadcrumb' })).not.toContainText(title);
      await expect(other.getByRole('navigation', { name: 'Breadcrumb' })).not.toContainText(path!.split('/').at(-1)!);
      await other.screenshot({ path: test.info().outputPath(`selling-${heading.replaceAll(' ', '-')}-${width.width}.png`), fullPage: true });
      // Once logged in, the activity itself.
      const form = other.getByRole('form', { name: /^Log in to/ });
      await form.getByLabel('Email').fill('subscriber@example.com');
      await form.getByLabel('Password').fill('Subscriber1');
      await form.getByRole('button', { name: 'Log in' }).click();
      await expect(other.getByRole('heading', { level: 1 })).toHaveText(title);
    } finally {
      await visitor.close();
    }
  }
});
