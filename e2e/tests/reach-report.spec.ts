import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { developmentAdministrator, signInToAdminPanel } from '../helpers/administrator';

// The charity's reach report, a page of the admin panel (apps/cms/docs/reach-report.md), on the demo
// teachers' records. The page is ours, so axe scans it (the admin panel's own frame is Strapi's);
// who may read its data is tried from outside in apps/cms/tests/reach-report.test.ts.

const EDITOR = { email: 'editor@example.com', password: 'EditorDemo1' };

/** No serious or critical WCAG 2.2 A/AA violation in the page's own content. */
async function expectReportAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the Charity editor opens the reach report from the menu, picks dates with the keyboard and downloads the CSV', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToAdminPanel(page, EDITOR);
  await page.getByRole('link', { name: 'Reach report' }).click();
  await expect(page.getByRole('heading', { name: 'Reach report', level: 1 })).toBeVisible();
  // This school year by default; the demo teachers' last twelve months hold most of them.
  await expect(page.getByText(/^From 1 September \d{4} to /)).toBeVisible({ timeout: 30_000 });
  const last12 = page.getByRole('button', { name: 'Last 12 months' });
  await last12.focus();
  await page.keyboard.press('Enter');
  const totals = page.getByRole('list', { name: 'Totals' });
  const teachersActive = totals.getByRole('listitem').filter({ hasText: 'Teachers active' });
  await expect(page.getByText(/^From \d+ \w+ \d{4} to /)).not.toHaveText(/^From 1 September/, { timeout: 30_000 });
  expect(Number((await teachersActive.innerText()).match(/\n(\d+)\n/)?.[1])).toBeGreaterThanOrEqual(5);
  // Each table in its own section, named by its heading; the design system's tables are grids (arrow keys move between cells).
  await expect(page.getByRole('region', { name: 'Regions of England' }).getByRole('grid')).toContainText('Yorkshire and the Humber');
  await expectReportAccessible(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^reach-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('Section,Item,Detail,Teachers,Schools,Lessons taught');
  // One demo teacher in Northern Ireland: every count of it is a small one.
  expect(csv).toContain('\r\nNation,Northern Ireland,,fewer than 5,fewer than 5,fewer than 5\r\n');
  expect(csv).not.toContain('@');

  // Dates in the wrong order: the server's message, in place of the counts.
  const from = page.getByRole('combobox', { name: 'From' });
  await from.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('01/01/2099');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The start date must be on or before the end date.');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'This school year' }).click();
  await expect(page.getByRole('heading', { name: 'By month' })).toBeVisible({ timeout: 30_000 });
  await expectReportAccessible(page);
});

test('the development administrator (a Super Admin) reads the reach report too', async ({ page }) => {
  test.setTimeout(90_000);
  await signInToAdminPanel(page, developmentAdministrator());
  await page.getByRole('link', { name: 'Reach report' }).click();
  await expect(page.getByRole('heading', { name: 'By month' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
});
