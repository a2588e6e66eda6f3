import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, visit, waitForPage } from '../helpers/pages';
import { graphqlAs } from '../helpers/catalogue';
import { signInThroughApi } from '../helpers/session';

// The curriculum map and labels (docs/product.md, "Curriculum map"; apps/cms/docs/catalogue.md, "Curriculum
// tags"): public, so these journeys start as a visitor; the last one is an editor's, in the admin panel.

const EDITOR = { email: 'editor@example.com', password: 'EditorDemo1' };

/** The map's cell of a year group (row) and an area (column), by their names as the grid shows them. */
async function cell(page: Page, yearGroup: string, area: string) {
  const grid = page.getByRole('table');
  const columns = await grid.locator('thead th').allInnerTexts();
  const column = columns.findIndex((text) => text.trim() === area);
  expect(column, `the column '${area}'`).toBeGreaterThan(0);
  const row = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${yearGroup}\\b`) }) });
  return row.locator('th, td').nth(column);
}

test.describe('the curriculum map', () => {
  test('a visitor reaches Primary’s map from the audience page and reads units, lesson counts and gaps', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/primary');
    await page.getByRole('link', { name: 'Curriculum map: what each year group learns' }).click();
    await expect(page).toHaveURL(/\/primary\/curriculum$/);
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Primary curriculum map' })).toBeVisible();
    await expect(page).toHaveTitle(/Primary curriculum map/);
    const grid = page.getByRole('table');
    await expect(grid.getByRole('columnheader')).toHaveText([
      'Year group',
      'Singing',
      'Listening',
      'Composing',
      'Performing',
      'Musicianship: pulse and beat',
      'Musicianship: rhythm',
      'Musicianship: pitch',
    ]);
    // Year groups down, from Nursery to Year 6, each with its key stage.
    const years = (await grid.getByRole('rowheader').allInnerTexts()).map((text) => text.split('\n')[0].trim());
    expect(years).toEqual(['Nursery', 'Reception', 'Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5', 'Year 6']);
    // Rhythm Patterns is for Years 2 and 3; one of its lessons (reading rhythms) is Year 3's only.
    const year2Rhythm = await cell(page, 'Year 2', 'Musicianship: rhythm');
    await expect(year2Rhythm.getByRole('listitem').filter({ hasText: 'Rhythm Patterns' })).toContainText('3 lessons');
    await expect((await cell(page, 'Year 3', 'Musicianship: rhythm')).getByRole('listitem').filter({ hasText: 'Rhythm Patterns' })).toContainText('4 lessons');
    // A gap is visibly empty.
    await expect(await cell(page, 'Year 5', 'Singing')).toHaveText('Not yet covered');
    await expect(grid.getByText('Not yet covered').first()).toBeVisible();
    await expectAccessible(page);

    // A unit's link opens its page, where a visitor sees its labels: year groups first, then areas.
    await year2Rhythm.getByRole('link', { name: 'Rhythm Patterns' }).click();
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Rhythm Patterns' })).toBeVisible();
    const labels = page.getByRole('list', { name: 'Curriculum' });
    await expect(labels.getByRole('listitem').first()).toHaveText('For Years 2–3');
    await expect(labels.getByRole('listitem').nth(1)).toHaveText('Composing');
    await expect(labels).toContainText('Musicianship: rhythm');
    await expectAccessible(page);
  });

  test('on a phone the map is a list per year group, and it passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/primary/curriculum');
    await expect(page.getByRole('table')).toBeHidden();
    const year2 = page.getByRole('region', { name: /^Year 2/ });
    await expect(year2.getByRole('heading', { level: 2 })).toContainText('Key stage 1');
    await expect(year2.getByRole('link', { name: 'Rhythm Patterns' }).first()).toBeVisible();
    await expect(year2).toContainText('Not yet covered: Singing, Musicianship: pitch');
    await expect(page.getByRole('region', { name: /^Year 5/ })).toContainText('Not yet covered: no area yet.');
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('prints on one A4 landscape page width, without the site’s header and footer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/primary/curriculum');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await expect(page.getByRole('table')).toBeVisible();
    const pdf = await page.pdf({ landscape: true, format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('SEND has its one row, and an unknown audience’s map is not found', async ({ page }) => {
    await visit(page, '/send/curriculum');
    const years = await page.getByRole('table').getByRole('rowheader').allInnerTexts();
    expect(years.map((text) => text.split('\n')[0].trim())).toEqual(['SEND: all ages']);
    await expect((await cell(page, 'SEND: all ages', 'Singing')).getByRole('link', { name: 'Call and Response' })).toBeVisible();
    const response = await page.goto('/no-such-audience/curriculum');
    expect(response?.status()).toBe(404);
  });
});

test('an editor tags a lesson in plain words, and after publishing its label shows on the lesson page', async ({ page }) => {
  test.setTimeout(180_000);
  // A lesson no other journey opens: 'Body percussion beats' (Rhythm and Pulse) takes its unit's tags, Years 1-2.
  await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
  const { lessons } = await graphqlAs(
    page,
    `{ lessons(filters: { title: { eq: "Body percussion beats" } }) { documentId scheme { documentId programme { slug audience { slug } } } } }`,
  );
  const lesson = lessons[0];
  const lessonPath = `/${lesson.scheme.programme.audience.slug}/${lesson.scheme.programme.slug}/unit/${lesson.scheme.documentId}/lesson/${lesson.documentId}`;
  await visit(page, lessonPath);
  await expect(page.getByRole('list', { name: 'Curriculum' }).getByRole('listitem').first()).toHaveText('For Years 1–2');

  await page.goto('/admin');
  await page.getByLabel('Email').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Content Manager' }).first()).toBeVisible({ timeout: 30_000 });
  await page.goto(`/admin/content-manager/collection-types/api::lesson.lesson/${lesson.documentId}`);
  // The field reads in plain words, with the inheritance explained, and offers the year groups by name.
  const yearGroups = page.getByRole('combobox', { name: 'Year groups' });
  await expect(yearGroups).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Leave it empty and the lesson takes its unit’s').first()).toBeVisible();
  await yearGroups.click();
  await page.getByRole('option', { name: 'Year 2', exact: true }).click();
  const areas = page.getByRole('combobox', { name: 'Curriculum areas (Model Music Curriculum)' });
  await areas.click();
  await page.getByRole('option', { name: 'Performing', exact: true }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/Published/).first()).toBeVisible({ timeout: 30_000 });

  await visit(page, lessonPath);
  const labels = page.getByRole('list', { name: 'Curriculum' }).getByRole('listitem');
  await expect(labels.first()).toHaveText('For Year 2');
  await expect(labels.nth(1)).toHaveText('Performing');
  await expect(page.getByRole('list', { name: 'Curriculum' })).not.toContainText('Years 1–2');
});
