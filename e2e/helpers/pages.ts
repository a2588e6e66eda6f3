/**
 * Shared helpers for every browser test. `visit` opens a path, waits for the page to settle and
 * scans it with axe-core; `expectAccessible` scans whatever the page shows now (after a click, with
 * a dialog open...). A serious or critical WCAG 2.2 A/AA violation fails the test.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function waitForPage(page: Page): Promise<void> {
  // The site's code has started (it marks how: main.tsx). A page sent already rendered shows its
  // main content before that: its code comes once it has painted.
  await expect(page.locator('html[data-first-view]')).toHaveCount(1);
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('.navigation-progress')).toHaveCount(0);
}

export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => `${v.impact}: ${v.id} (${v.help})\n${v.nodes.map((n) => `   ${n.target.join(' ')}: ${n.failureSummary}`).join('\n')}`)
    .join('\n');
  expect(serious, `axe found serious accessibility problems on ${page.url()}:\n${report}`).toEqual([]);
}

export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForPage(page);
  await expectAccessible(page);
}

/**
 * Has the site's pages arrive as the plain index.html, without their first view (as when the CMS
 * takes too long to read a page's data: apps/cms/docs/first-views.md), so the browser loads each
 * page's data itself, through whatever the test does to its GraphQL requests.
 */
export async function withoutFirstViews(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<div id="root">[\s\S]*?<\/div><script type="application\/json" id="first-view">[\s\S]*?<\/script>/,
      '<div id="root"></div>',
    );
    await route.fulfill({ response, body: html });
  });
}

/** Errors the page logs or throws from now on (a failed hydration is both). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Opens a visitor's page and checks it comes alive as the server sent it (apps/cms/docs/first-views.md):
 * hydrated, without errors. A page that renders differently in the browser is replaced, with an error.
 */
export async function expectAliveAsSent(page: Page, path: string): Promise<void> {
  const errors = pageErrors(page);
  await page.goto(path);
  await waitForPage(page);
  await expect(page.locator('html')).toHaveAttribute('data-first-view', 'hydrated');
  expect(errors).toEqual([]);
}
