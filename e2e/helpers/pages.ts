/**
 * Shared helpers for every browser test. `visit` opens a path, waits for the page to settle and
 * scans it with axe-core; `expectAccessible` scans whatever the page shows now (after a click, with
 * a dialog open...). A serious or critical WCAG 2.2 A/AA violation fails the test.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function waitForPage(page: Page): Promise<void> {
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('.navigation-progress')).toHaveCount(0);
}

export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
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
