/**
 * /check-network, the page a school's technician opens to see what the school's network lets
 * through (docs/product.md, "Check this network"). The test machine has no internet: each video
 * host is routed to a local answer, or aborted to stand for a host a school's filter blocks.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, visit } from '../helpers/pages';

const VIDEO_HOSTS = [
  'https://www.youtube.com/',
  'https://www.youtube-nocookie.com/',
  'https://i.ytimg.com/',
  'https://player.vimeo.com/',
  'https://vimeo.com/',
];
const OUR_PATHS = ['/_health', '/network-check/picture.png', '/network-check/recording.mp3', '/network-check/film.mp4'];
const CHECKS = 9;

/** Answers every video host with a plain 200, but `blocked`, whose connection fails. Returns the addresses the page asked of them. */
async function routeVideoHosts(page: Page, blocked?: string): Promise<string[]> {
  const asked: string[] = [];
  for (const host of VIDEO_HOSTS) {
    await page.route(`${host}**`, (route) => {
      asked.push(route.request().url());
      return host === blocked ? route.abort('namenotresolved') : route.fulfill({ status: 200, contentType: 'text/plain', body: 'ok' });
    });
  }
  return asked;
}

const line = (page: Page, address: string) => page.locator('main li').filter({ hasText: address });

async function expectAllDone(page: Page) {
  await expect(page.locator('main li[data-state="checking"]')).toHaveCount(0);
  await expect(page.locator('main li[data-state]')).toHaveCount(CHECKS);
}

test('a visitor sees every check pass, one line each with its address, on a phone and on a whiteboard', async ({ page, baseURL }) => {
  const asked = await routeVideoHosts(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/check-network');
  await expect(page).toHaveTitle('Check this network');
  await expect(page.getByRole('heading', { level: 1, name: 'Check this network' })).toBeVisible();
  await expectAllDone(page);
  await expect(page.getByRole('status').filter({ hasText: 'checks' })).toHaveText(`All ${CHECKS} checks passed.`);
  for (const address of [...OUR_PATHS.map((path) => new URL(path, baseURL).href), ...VIDEO_HOSTS]) {
    await expect(line(page, address)).toHaveAttribute('data-state', 'passed');
    await expect(line(page, address)).toContainText('Passed');
  }
  // Nothing from the video hosts but one request each.
  expect([...asked].sort()).toEqual([...VIDEO_HOSTS].sort());
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1920);
  await expectAccessible(page);
});

test('a host the network blocks is the one red line, with its address and why; the copied report holds every line', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await routeVideoHosts(page, 'https://www.youtube.com/');
  await visit(page, '/check-network');
  await expectAllDone(page);

  const blocked = line(page, 'https://www.youtube.com/');
  await expect(blocked).toHaveAttribute('data-state', 'failed');
  await expect(blocked).toContainText('Failed');
  await expect(blocked).toContainText('YouTube');
  await expect(blocked).toContainText('blocked or unreachable');
  // Red, with the site's error colours.
  expect(await blocked.evaluate((element) => getComputedStyle(element).borderLeftColor)).toBe('rgb(179, 38, 30)');
  for (const address of [...OUR_PATHS.map((path) => new URL(path, baseURL).href), ...VIDEO_HOSTS.slice(1)]) {
    await expect(line(page, address)).toHaveAttribute('data-state', 'passed');
  }
  await expect(page.getByRole('status').filter({ hasText: 'checks' })).toHaveText(`1 of ${CHECKS} checks failed.`);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Copy results' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Orchestra Classroom network check');
  expect(copied).toMatch(/^Date: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/m);
  expect(copied).toContain(`Page: ${baseURL}/check-network`);
  expect(copied).toContain(`Browser: ${await page.evaluate(() => navigator.userAgent)}`);
  expect(copied).toContain('FAILED    YouTube: https://www.youtube.com/: blocked or unreachable');
  for (const address of [...OUR_PATHS.map((path) => new URL(path, baseURL).href), ...VIDEO_HOSTS.slice(1)]) {
    expect(copied).toMatch(new RegExp(`^PASSED .*: ${address.replace(/[.?/]/g, '\\$&')} \\(\\d+ ms\\)$`, 'm'));
  }
  expect(copied.split('\n').filter((text) => /^(PASSED|FAILED)/.test(text))).toHaveLength(CHECKS);
  await expectAccessible(page);

  // The school unblocks YouTube: the checks run again, and every line is green.
  await page.unroute('https://www.youtube.com/**');
  await page.route('https://www.youtube.com/**', (route) => route.fulfill({ status: 200, body: 'ok' }));
  await page.getByRole('button', { name: 'Run the checks again' }).click();
  await expect(page.getByText('Copied')).toHaveCount(0);
  await expect(blocked).toHaveAttribute('data-state', 'passed');
  await expectAllDone(page);
  await expect(page.getByRole('status').filter({ hasText: 'checks' })).toHaveText(`All ${CHECKS} checks passed.`);
});

test('without a clipboard the report is shown in a box, selected, to copy by hand', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('not allowed')) } });
  });
  await routeVideoHosts(page, 'https://vimeo.com/');
  await visit(page, '/check-network');
  await expectAllDone(page);
  await page.getByRole('button', { name: 'Copy results' }).click();
  const box = page.getByLabel('Results to copy');
  await expect(box).toBeFocused();
  const text = await box.inputValue();
  expect(text).toContain('FAILED    Vimeo: https://vimeo.com/: blocked or unreachable');
  expect(text.split('\n').filter((row) => /^(PASSED|FAILED)/.test(row))).toHaveLength(CHECKS);
  await expectAccessible(page);
});
