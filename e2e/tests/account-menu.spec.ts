import { expect, test } from '@playwright/test';
import { expectAccessible, visit, waitForPage } from '../helpers/pages';
import { setLocalStorage, signInThroughApi } from '../helpers/session';

test('a signed-in teacher sees Your Account in the menu and Log Out clears everything', async ({ page }) => {
  await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
  await visit(page, '/primary');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  const account = main.getByRole('button', { name: 'Your Account' });
  await expect(account).toHaveText('ST');
  await account.click();
  await expect(main.getByText('Welcome back, Sam Taylor!')).toBeVisible();
  await expectAccessible(page);
  await expect(main.getByRole('link', { name: 'Your Playlists' })).toHaveAttribute('href', '/playlists');
  await expect(main.getByRole('link', { name: 'CPD' }).first()).toHaveAttribute('href', '/cpd');
  await expect(main.getByRole('link', { name: 'Account details' })).toHaveAttribute('href', '/subscribe');
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('role'))).toBe('active_subscriber');

  await main.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await waitForPage(page);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await expect(main.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the off-canvas menu shows the account section with initials and Log Out', async ({ page }) => {
    await signInThroughApi(page, 'lapsed@example.com', 'Lapsed1');
    await visit(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByText('Welcome back, Alex Morgan!')).toBeVisible();
    await expect(drawer.getByText('AM', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await drawer.getByRole('button', { name: 'Log out' }).click();
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });
});

test('a token the CMS rejects (401) clears local storage and sends the teacher home', async ({ page }) => {
  await setLocalStorage(page, { auth: 'expired-or-forged-token', user: JSON.stringify({ id: 1, email: 'someone@example.com' }) });
  // The site leaves /send for / as soon as the CMS answers 401, so wait only for the commit.
  await page.goto('/send', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/$/);
  await waitForPage(page);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log in' })).toBeVisible();
});
