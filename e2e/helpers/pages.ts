/**
 * Shared helpers for every browser test. `visit` opens a path, waits for the page to settle and
 * scans it with axe-core; `expectAccessible` scans whatever the page shows now (after a click, with
 * a dialog open...). A serious or critical WCAG 2.2 A/AA violation fails the test.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function waitForPage(page: Page): Promise<void> {
  // The site's code has started (it marks how: root.tsx). A page sent already rendered shows its
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
 * Has the next page arrive without its data, so the browser loads the page's data itself, through
 * whatever the test does to its GraphQL requests: the page request carries a login the CMS refuses,
 * and such a page is sent to be read again in the browser (apps/web/src/server/page-context.server.ts),
 * which holds no login and clears the cookie as it starts.
 */
export async function withoutFirstViews(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'classroom_auth', value: 'a-login-the-cms-refuses', domain: 'localhost', path: '/' }]);
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
  expect(errors, path).toEqual([]);
}
