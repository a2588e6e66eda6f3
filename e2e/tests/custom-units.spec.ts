/**
 * Custom units (docs/product.md, "Custom units"): a teacher builds a unit from the required strands
 * (the disabled state at the maximum, the naming dialog with its suggested name and the empty-name
 * block), opens it, opens a lesson and presents an activity in lesson mode, then deletes the unit.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible, visit, waitForPage } from '../helpers/pages';
import { registerTeacher } from '../helpers/session';

const PROGRAMME = '/send/sensory-soundscapes';
const CHOSEN = ['Listening', 'Singing', 'Moving', 'Performing'];

test('builds a unit from four strands, opens a lesson, presents an activity, and deletes the unit', async ({ page }) => {
  test.setTimeout(90_000);
  await registerTeacher(page, 'builder');
  await visit(page, PROGRAMME);
  await expect(page.getByRole('link', { name: 'Your units of work' })).toBeVisible();
  await page.getByRole('link', { name: 'Build your own unit' }).click();
  await expect(page).toHaveURL(new RegExp(`${PROGRAMME}/create-unit$`));
  await waitForPage(page);

  const create = page.getByRole('button', { name: /strands? to create your unit|Create your unit/ });
  await expect(create).toHaveText('Select 4 more strands to create your unit');
  await expect(create).toBeDisabled();
  const strand = (title: string) => page.getByRole('checkbox', { name: new RegExp(`^${title}`) });
  for (const title of CHOSEN) await strand(title).check();
  await expect(create).toHaveText('Create your unit');
  // At the maximum, the strands not chosen are disabled.
  await expect(strand('Composing')).toBeDisabled();
  await expect(strand('Playing')).toBeDisabled();
  await strand('Moving').uncheck();
  await expect(create).toHaveText('Select 1 more strand to create your unit');
  await expect(strand('Composing')).toBeEnabled();
  await strand('Moving').check();
  await expectAccessible(page);

  // The suggested name is the chosen strands' titles, in the builder's order, joined by spaces.
  const labels = await page.locator('.strand--selected .strand__title').allInnerTexts();
  await create.click();
  const dialog = page.getByRole('dialog', { name: 'Name your unit' });
  const name = dialog.getByLabel('Unit name');
  await expect(name).toHaveValue(labels.join(' '));
  await name.fill('');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await name.fill('Our calm unit');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(new RegExp(`${PROGRAMME}/custom-unit$`));
  // The home page lists it under "Your units".
  await visit(page, '/');
  await page
    .getByRole('region', { name: 'Your units' })
    .getByRole('link', { name: /Our calm unit/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our calm unit' })).toBeVisible();
  await expect(page.getByLabel('Learning strands')).toContainText(CHOSEN[0]);
  const lessons = page.getByRole('region', { name: 'Lessons' }).getByRole('link');
  await expect(lessons).toHaveCount(4);
  await expectAccessible(page);

  await lessons.first().click();
  await waitForPage(page);
  await expect(page).toHaveURL(/\/custom-unit\/[^/]+\/lesson\/[^/]+$/);
  const activities = page.getByRole('region', { name: 'Activities' }).getByRole('link');
  expect(await activities.count()).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Start lesson' }).click();
  await expect(page).toHaveURL(/\/custom-unit\/[^/]+\/lesson\/[^/]+\/slides$/);
  const cards = page.locator('.lesson-overview__card');
  expect(await cards.count()).toBeGreaterThan(0);
  await cards.first().click();
  await expect(page.locator('.lesson-mode__position')).toHaveText(/^Slide 1 of \d+$/);
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.lesson-mode__position')).toHaveText(/^Slide 2 of \d+$/);
  await page.getByRole('link', { name: 'Exit lesson mode' }).click();
  await expect(page).toHaveURL(/\/custom-unit\/[^/]+\/lesson\/[^/]+$/);

  // An activity page of the custom lesson, and its slides.
  await page.getByRole('region', { name: 'Activities' }).getByRole('link').first().click();
  await waitForPage(page);
  await page.getByRole('link', { name: 'Start Activity' }).click();
  await expect(page).toHaveURL(/\/custom-unit\/[^/]+\/lesson\/[^/]+\/activity\/[^/]+\/slides$/);
  await expect(page.locator('.lesson-mode__position')).toHaveText(/^Slide 1 of \d+$/);

  await page.goto(`${PROGRAMME}/custom-unit`);
  await page.getByRole('link', { name: 'Our calm unit' }).click();
  // Deleting asks first: Keep it leaves the unit, with focus on the delete button again.
  await page.getByRole('button', { name: 'Delete this unit' }).click();
  const confirm = page.getByRole('group', { name: 'Delete this unit' });
  await expect(confirm.getByRole('alert')).toHaveText(/^Delete 'Our calm unit'\? /);
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Delete this unit' })).toBeFocused();
  await expect(page).toHaveURL(/\/custom-unit\/[^/]+$/);
  await page.getByRole('button', { name: 'Delete this unit' }).click();
  await confirm.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page).toHaveURL(new RegExp(`${PROGRAMME}/custom-unit$`));
  await expect(page.getByRole('link', { name: 'Our calm unit' })).toHaveCount(0);
});

test("another teacher's unit is not found, and programmes without custom units offer none", async ({ page, browser }) => {
  await registerTeacher(page, 'owner');
  await page.goto(`${PROGRAMME}/create-unit`);
  for (const title of CHOSEN) await page.getByRole('checkbox', { name: new RegExp(`^${title}`) }).check();
  await page.getByRole('button', { name: 'Create your unit' }).click();
  await page.getByRole('dialog', { name: 'Name your unit' }).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`${PROGRAMME}/custom-unit$`));
  await page.locator('.card__link').first().click();
  await expect(page).toHaveURL(/\/custom-unit\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Listening Singing Performing Moving' })).toBeVisible();
  const unitPath = new URL(page.url()).pathname;

  const context = await browser.newContext();
  const stranger = await context.newPage();
  await registerTeacher(stranger, 'stranger');
  await stranger.goto(unitPath);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Lost? That page could not be found.' })).toBeVisible();
  await context.close();

  // The owner deletes it from the list of units, which asks first too.
  await page.goto(`${PROGRAMME}/custom-unit`);
  const unitName = 'Listening Singing Performing Moving';
  await page.getByRole('button', { name: `Delete ${unitName}` }).click();
  await page
    .getByRole('group', { name: `Delete ${unitName}` })
    .getByRole('button', { name: 'Yes, delete it' })
    .click();
  await expect(page.getByRole('link', { name: unitName })).toHaveCount(0);
  await expect(page.getByText('You have not built a unit of this programme yet.', { exact: false })).toBeVisible();

  await visit(page, '/primary/sound-explorers');
  await expect(page.getByRole('link', { name: 'Your units of work' })).toHaveCount(0);
});
