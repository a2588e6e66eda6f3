import { expect, test } from '@playwright/test';
import { expectAccessible, visit, waitForPage } from '../helpers/pages';
import { firstLink, latestEmailTo } from '../helpers/mail';
import { registerAccount } from '../helpers/session';

test('a teacher logs in from the header and the panel closes', async ({ page }) => {
  await visit(page, '/primary');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log in' }).click();
  const panel = page.getByRole('dialog', { name: 'Log in' });
  await expect(panel.getByRole('heading', { name: 'Log in to Orchestra Classroom' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/subscribe');
  await expectAccessible(page);
  await panel.getByLabel('Email').fill('subscriber@example.com');
  await panel.getByLabel('Password').fill('Subscriber1');
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/primary$/);
  await expect(page.getByRole('button', { name: 'Your Account' })).toHaveText('ST');
  expect(await page.evaluate(() => [localStorage.getItem('auth') !== null, JSON.parse(localStorage.getItem('user')!).email])).toEqual([
    true,
    'subscriber@example.com',
  ]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('role'))).toBe('active_subscriber');
});

test('a wrong password shows the server message in a red block', async ({ page }) => {
  await visit(page, '/login');
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill('subscriber@example.com');
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Log in' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toHaveText('Invalid identifier or password');
  await expect(alert).toHaveCSS('background-color', 'rgb(179, 38, 30)');
  await expectAccessible(page);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});

test('forgotten password: the email link resets it, logs the teacher in, and the new password works', async ({ page }) => {
  const { email } = await registerAccount(page.request, 'reset', {
    password: 'FirstPass1',
    firstName: 'Robin',
    lastName: 'Reset',
    interest: 'Secondary education',
  });

  await visit(page, '/login');
  const form = page.getByRole('main');
  await form.getByRole('button', { name: 'Forgotten your password?' }).click();
  await expect(form.getByLabel('Password')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Remembered your password?' })).toBeVisible();
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Reset password' }).click();
  await expect(form.getByText('An email with instructions to reset your password has been sent to you.')).toBeVisible();

  const link = firstLink(await latestEmailTo(email));
  expect(link).toContain('/account/reset-password?code=');
  await page.goto(link);
  await waitForPage(page);
  await expectAccessible(page);
  await page.getByLabel('New password', { exact: true }).fill('SecondPass2');
  await page.getByLabel('Confirm new password').fill('SecondPass2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/\?password-reset=true$/);
  await expect(page.getByText('Your password has been changed and you are logged in.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Your Account' })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('ThirdPass3');
  await page.getByLabel('Confirm new password').fill('ThirdPass3');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  await page.getByRole('button', { name: 'Your Account' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' }).click();
  await waitForPage(page);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Log in' }).click();
  const panel = page.getByRole('dialog', { name: 'Log in' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password').fill('SecondPass2');
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Your Account' })).toBeVisible();
});
