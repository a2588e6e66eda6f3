import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, visit } from '../helpers/pages';
import { signInThroughApi } from '../helpers/session';

const PROGRAMME = '/primary/sound-explorers';

async function logInInPanel(page: Page, email: string, password: string) {
  const panel = page.getByRole('dialog', { name: 'Log in' });
  await expect(panel).toBeVisible();
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(panel).toBeHidden();
}

test('a visitor following a gated link logs in first, then the pending path is followed', async ({ page }) => {
  await visit(page, PROGRAMME);
  await page.getByRole('link', { name: 'Activity Library' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PROGRAMME}$`));
  await logInInPanel(page, 'subscriber@example.com', 'Subscriber1');
  await expect(page).toHaveURL(new RegExp(`${PROGRAMME}/activities$`));
});

test('a visitor who logs in without an active subscription gets the Subscribe dialog instead', async ({ page }) => {
  await visit(page, PROGRAMME);
  await page.getByRole('link', { name: 'Audio Library' }).click();
  await logInInPanel(page, 'lapsed@example.com', 'Lapsed1');
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Orchestra Classroom' });
  await expect(dialog.getByText('You need an active subscription to access this content.')).toBeVisible();
  // A teacher whose access ended is told when, and offered Renew.
  await expect(dialog.getByText(/^Your access ended on \d{1,2} [A-Z][a-z]+( \d{4})?\.$/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PROGRAMME}$`));
  await expectAccessible(page);
  await dialog.getByRole('link', { name: 'Renew' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(dialog).toBeHidden();
});

test('a logged-in teacher without access gets the Subscribe dialog at once', async ({ page }) => {
  await signInThroughApi(page, 'lapsed@example.com', 'Lapsed1');
  await visit(page, PROGRAMME);
  await page.getByRole('link', { name: 'Activity Library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Orchestra Classroom' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${PROGRAMME}$`));
});
