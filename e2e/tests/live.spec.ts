/**
 * The live offer in the browser (docs/product.md, "Live offer"): /live lists the charity's upcoming
 * concerts in date order from the events site (the local stand-in), shows 'Loading live event data'
 * while they load and an honest error, with the rest of the page intact, when they cannot be read;
 * a production's bookings window opens, lists venues by date and closes with the keyboard;
 * subscribers find the production's activities and audio.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectAliveAsSent, visit, waitForPage } from '../helpers/pages';
import { setEventsSite } from '../helpers/events-stand-in';
import { registerTeacher } from '../helpers/session';

// The events site's mode is shared by the whole server: these tests take turns.
test.describe.configure({ mode: 'serial' });

async function datesOf(page: Page, scope: string): Promise<number[]> {
  const values = await page.locator(`${scope} time`).evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  return values.map((value) => Date.parse(value));
}

test.afterEach(async () => {
  await setEventsSite('ok');
});

test('/live lists the upcoming concerts soonest first, after a loading message', async ({ page }) => {
  // Slow enough to see the loading message, well inside the CMS's timeout. The page is reached
  // from the home page's link, so the browser loads it, as for any move within the site. The page is
  // opened once first: a fresh server's first serving of its scripts can take longer than the delay,
  // and the loading message would then be gone before the page shows (seen on a first run).
  await visit(page, '/live');
  await visit(page, '/');
  await setEventsSite('slow', { delayMs: 1500 });
  await page.getByRole('link', { name: 'Explore Live' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading live event data' })).toBeVisible();
  const events = page.locator('.live-events__list > li');
  await expect(events).toHaveCount(5);
  await expect(page.getByText('Loading live event data')).toHaveCount(0);

  const dates = await datesOf(page, '.live-events__list');
  expect(dates.every((date) => !Number.isNaN(date) && date > Date.now() - 24 * 3600_000)).toBe(true);
  expect(dates).toEqual([...dates].sort((a, b) => a - b));
  await expect(page.getByRole('heading', { name: 'Autumn Gala' }), 'a past concert is not listed').toHaveCount(0);
  await expect(events.first().getByRole('heading')).toHaveText('Schools Concert: Journey Through the Orchestra');
  // Entities from the events site arrive as text, never as markup.
  await expect(page.getByRole('link', { name: 'Come & Play – Orchestra Workshop', exact: true })).toHaveAttribute('href', /^https:\/\/events\.example\.org\//);
  const parade = events.filter({ hasText: 'Family Concert: Animal Parade' });
  // The images load lazily: bring one into view and see it arrive from the events site.
  await parade.getByRole('img').scrollIntoViewIfNeeded();
  await expect.poll(() => parade.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(parade.getByRole('link', { name: /Buy tickets/ })).toHaveAttribute('href', 'https://events.example.org/tickets/animal-parade');
  await expect(page.getByRole('list', { name: 'Live programmes' })).toBeVisible();
  await expectAccessible(page);
});

test('/live arrives rendered with its concerts, and comes alive as sent', async ({ page }) => {
  // The concerts come as a promise from the page's loader; the server waits for them (app/first-view.ts).
  await setEventsSite('ok');
  await expectAliveAsSent(page, '/live');
  await expect(page.locator('.live-events__list > li')).toHaveCount(5);
});

for (const path of ['/live/schools-concerts', '/live/schools-concerts/journey-through-the-orchestra']) {
  test(`a visitor's ${path} comes alive as the server sent it`, async ({ page }) => {
    await setEventsSite('ok');
    await expectAliveAsSent(page, path);
  });
}

test('/live says when the concerts cannot be read, and keeps the rest of the page', async ({ page }) => {
  await setEventsSite('error');
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.goto('/live');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('We can’t show our upcoming concerts just now.');
  await expect(alert).toContainText('Status: The events site answered the events list with HTTP 500.');
  // The alert arrives rendered by the server; the console line follows once the page has come alive.
  await expect.poll(() => logged.some((text) => text.startsWith('Error fetching or processing live event data'))).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Live programmes' }).getByRole('listitem').first()).toBeVisible();

  await setEventsSite('malformed');
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('not valid JSON');
  await expectAccessible(page);
});

test('a production’s bookings window lists the venues by date and closes with the keyboard', async ({ page }) => {
  await visit(page, '/live/schools-concerts');
  await expect(page.getByRole('figure').first()).toContainText('double bass');
  await expect(page.getByRole('heading', { name: 'Where to find us this year' })).toBeVisible();
  await page.getByRole('link', { name: 'Find out more about Journey Through the Orchestra' }).click();
  await waitForPage(page);
  await expect(page).toHaveURL(/\/live\/schools-concerts\/journey-through-the-orchestra$/);
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Schools Concerts');

  const book = page.getByRole('button', { name: 'Book Tickets' });
  await book.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Book Tickets' });
  await expect(dialog).toBeVisible();
  const bookings = dialog.getByRole('listitem');
  await expect(bookings).toHaveCount(5);
  const dates = await datesOf(page, 'dialog[open]');
  expect(dates).toEqual([...dates].sort((a, b) => a - b));
  expect(dates[0]).toBeGreaterThan(Date.now());
  await expect(bookings.first()).toContainText('Riverside Hall, Harbourton');
  await expect(bookings.first().getByRole('link', { name: /^Book/ })).toHaveAttribute('href', 'https://tickets.example.org/journey/riverside-1030');
  await expect(dialog.getByText('Reserved for Millbrook partnership schools')).toBeVisible();
  await expect(dialog.getByText('(Not available for public booking)')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /^Book/ })).toHaveCount(3);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(book).toBeFocused();

  // The venues link opens the same window; its Close button works from the keyboard too.
  await page.getByRole('button', { name: 'See all dates and venues' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Close/ }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // Visitors are asked to log in for the production's activities.
  await expect(page.getByText('You need to be logged in to access this content.')).toBeVisible();

  // A production without an active live performance offers no bookings.
  await visit(page, '/live/schools-concerts/music-of-the-seasons');
  await expect(page.getByRole('heading', { level: 1, name: 'Music of the Seasons' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book Tickets' })).toHaveCount(0);
});

test('a subscriber finds a production’s activities with their instruments, its audio and documents', async ({ page }) => {
  await registerTeacher(page, 'live');
  await visit(page, '/live/schools-concerts/journey-through-the-orchestra');
  await expect(page.getByRole('heading', { name: 'Prepare your class for the concert' })).toBeVisible();
  const activity = page.locator('.activity-card').filter({ hasText: 'Big instruments, small instruments' });
  await expect(activity).toContainText('Instrument: Piccolo and double bass');
  await expect(page.locator('.documents')).toContainText('Your visit to the concert hall');

  await page.getByRole('link', { name: 'High and low' }).click();
  await waitForPage(page);
  await expect(page).toHaveURL(/\/live\/schools-concerts\/journey-through-the-orchestra\/audio\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'High and low' })).toBeVisible();
  await page.getByRole('link', { name: 'Next: Hot Cross Buns' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hot Cross Buns' })).toBeVisible();

  await page.goBack();
  await page.goBack();
  await waitForPage(page);
  await activity.getByRole('link').click();
  await waitForPage(page);
  await expect(page).toHaveURL(/\/live\/schools-concerts\/journey-through-the-orchestra\/activity\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Big instruments, small instruments' })).toBeVisible();
  await expectAccessible(page);

  // Lesson mode for a production's activity, and back to it.
  await page.getByRole('link', { name: 'Start Activity' }).click();
  await expect(page).toHaveURL(/\/live\/schools-concerts\/journey-through-the-orchestra\/activity\/[^/]+\/slides$/);
  await expect(page.getByText(/^Slide 1 of \d+$/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/slides\/2$/);
  await page.getByRole('link', { name: 'Exit lesson mode' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Big instruments, small instruments' })).toBeVisible();
});
