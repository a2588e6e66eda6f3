/**
 * The CPD area (docs/product.md, "CPD"): a subscriber goes from /cpd to a live event and to a
 * recorded session; dates read in British long format; visitors see the listing and each page's
 * summary, and are offered a free account for the rest (which the server never sends them).
 */
import { expect, test } from '@playwright/test';
import { visit, waitForPage, expectAccessible } from '../helpers/pages';
import { signInThroughApi } from '../helpers/session';

const LONG_DATE =
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/;

test('a subscriber goes from the CPD page to a live event and to a session', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
  await visit(page, '/cpd');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Professional development');
  const downloads = page.getByRole('region', { name: 'Downloads to support your delivery' });
  await expect(downloads.getByRole('link', { name: 'Planning a music lesson: a checklist' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Live events' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Video sessions' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Learn more/ })).toHaveCount(4);
  await expect(page.locator('.cpd-card__when').first()).toHaveText(LONG_DATE);

  await page.getByRole('link', { name: 'Learn more about Leading singing in the classroom' }).click();
  await waitForPage(page);
  await expect(page).toHaveURL(/\/cpd\/live-event\/leading-singing-online$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leading singing in the classroom');
  const session = page.getByRole('complementary', { name: 'Live online workshop' });
  await expect(session.getByText('Online', { exact: true })).toBeVisible();
  await expect(session.getByText('16:00 to 17:30')).toBeVisible();
  await expect(session.locator('dd').first()).toHaveText(LONG_DATE);
  await expect(session.getByRole('link', { name: 'Join the online workshop' })).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('link', { name: 'Leading singing: workshop notes' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to CPD' }).click();
  await waitForPage(page);
  await page.getByRole('link', { name: 'Learn more about Instruments of the orchestra: a hands-on day' }).click();
  await waitForPage(page);
  await expect(page.getByText('Riverside Music Centre, 4 Mill Lane, Riverside, RV1 2AB')).toBeVisible();

  await page.goto('/cpd');
  await waitForPage(page);
  await page.getByRole('link', { name: 'Learn more about Teaching pulse and rhythm' }).click();
  await waitForPage(page);
  await expect(page).toHaveURL(/\/cpd\/session\/teaching-pulse-and-rhythm$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teaching pulse and rhythm');
  await expect(page.getByRole('button', { name: 'Play video: Pulse and rhythm in practice' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pulse and rhythm: session handout' })).toBeVisible();
  await expectAccessible(page);
});

test("visitors see the CPD listing and each session's summary, and log in on the page for the rest", async ({ page }) => {
  test.setTimeout(90_000);
  await visit(page, '/cpd');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Professional development');
  await expect(page.getByRole('link', { name: /^Learn more/ })).toHaveCount(4);
  const downloads = page.getByRole('region', { name: 'Downloads to support your delivery' });
  await expect(downloads.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', '/subscribe');
  await expect(downloads.getByRole('link', { name: 'Planning a music lesson: a checklist' })).toHaveCount(0);
  await expectAccessible(page);

  // The server-rendered page of a live event has its summary but not its joining link.
  const served = await (await page.request.get('/cpd/live-event/leading-singing-online')).text();
  expect(served).toContain('Leading singing in the classroom');
  expect(served).not.toContain('meet.example.org');

  await page.getByRole('link', { name: 'Learn more about Teaching pulse and rhythm' }).click();
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teaching pulse and rhythm');
  const offer = page.getByRole('region', { name: 'Free for every registered teacher' });
  await expect(offer.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/subscribe');
  await expect(page.getByRole('button', { name: /^Play video/ })).toHaveCount(0);
  await expectAccessible(page);

  // Logging in on the page shows the session's text without leaving it.
  await offer.getByRole('button', { name: 'Log in' }).click();
  const panel = page.getByRole('dialog', { name: 'Log in' });
  await panel.getByLabel('Email').fill('lapsed@example.com');
  await panel.getByLabel('Password').fill('Lapsed1');
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(offer).toHaveCount(0);
  await expect(page).toHaveURL(/\/cpd\/session\/teaching-pulse-and-rhythm$/);
  await expect(page.getByText('You need an active subscription to use the session')).toBeVisible();
});
