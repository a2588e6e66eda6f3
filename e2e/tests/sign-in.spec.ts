/**
 * Signing in with Google and Microsoft in Chromium, against the local OpenID provider that `npm
 * start` runs for both (scripts/lib/oidc-stand-in.mjs): its own sign-in and consent pages are
 * driven as a teacher would. A new teacher gets an account with the trial and completes the profile;
 * the demo subscriber's address is linked only once its password is proved, then logs in either
 * way; a refused consent, a cancelled sign-in and a forged `state` log nobody in, and say so; the
 * last way in cannot be removed. Every new page is scanned with axe at 390 and 1280 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, visit, waitForPage } from '../helpers/pages';
import { firstLink, latestEmailTo } from '../helpers/mail';

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** Scans the page as it is at a phone's width and at a laptop's. */
async function accessibleAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
}

/** On the provider's sign-in page: a demo identity, or someone else by address. */
async function chooseAccount(page: Page, who: { demo: string } | { email: string; first: string; last: string }) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Sign in with (Google|Microsoft)$/);
  if ('demo' in who) return page.getByRole('button', { name: who.demo }).click();
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last);
  await page.getByRole('button', { name: 'Sign in as this person' }).click();
}

const loggedIn = (page: Page) => page.evaluate(() => localStorage.getItem('auth') !== null);

test('a new teacher signs in with Google from the registration form: account made, trial started, profile completed', async ({ page }) => {
  await visit(page, '/subscribe');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByRole('link', { name: 'Continue with Google' }).click();
  const email = uniqueEmail('google-teacher');
  await chooseAccount(page, { email, first: 'Robin', last: 'Ash' });
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL(/\/sign-in\/finish$/);
  const profile = page.getByRole('form', { name: 'Finish creating your account' });
  await expect(profile.getByText('Your account is made and your free trial has started.')).toBeVisible();
  // The provider gave the names: only the school and the areas are asked.
  await expect(profile.getByLabel('First name')).toHaveCount(0);
  await accessibleAtBothWidths(page);
  await profile.getByRole('button', { name: 'Finish' }).click();
  await expect(profile.getByText('Please select at least one option')).toBeVisible();
  await profile.getByLabel('Country (if your school is outside the UK)').fill('Ireland');
  await profile.getByLabel('Secondary education').check();
  await profile.getByRole('button', { name: 'Finish' }).click();

  // Where a registration goes (features/account/after-registration.ts): the welcome screen, which does not ask the areas again.
  await expect(page).toHaveURL(/\/welcome$/);
  const interests = page.getByRole('form', { name: 'What do you teach?' });
  await expect(interests).toContainText('You told us: Secondary education.');
  await expect(interests.getByRole('checkbox', { name: 'Secondary education' })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('role'))).toBe('active_subscriber');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user')!).email)).toBe(email);

  await visit(page, '/subscribe');
  await expect(page.getByText(/free trial/i).first()).toBeVisible();
  const ways = page.getByRole('region', { name: 'Ways to log in' });
  await expect(ways).toContainText(`Google (${email})`);
  await expect(ways).toContainText('No password yet');
  // Google is this account's only way in: removing it is refused, and the page says why.
  await ways.getByRole('button', { name: 'Remove Google' }).click();
  await expect(ways.getByRole('alert')).toContainText('This is the only way you can log in to your account');
  await expect(ways).toContainText(`Google (${email})`);
  await accessibleAtBothWidths(page);
});

test("the demo subscriber's address is linked only once the password is proved; then either way logs in", async ({ page, browser }) => {
  // Two browsers and three sign-ins through the OpenID stand-in: more than the default minute on a busy 2-core machine.
  test.setTimeout(120_000);
  await visit(page, '/primary');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log in' }).click();
  const panel = page.getByRole('dialog', { name: 'Log in' });
  await panel.getByRole('link', { name: 'Continue with Microsoft' }).click();
  await chooseAccount(page, { demo: 'Sam Taylor' });
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL(/\/sign-in\/finish$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link Microsoft to your account');
  await expect(page.getByRole('status')).toContainText('You already have an account with subscriber@example.com, so you are not logged in yet.');
  expect(await loggedIn(page)).toBe(false);
  await accessibleAtBothWidths(page);
  const linkForm = page.getByRole('form', { name: 'Link Microsoft to your account' });
  await linkForm.getByLabel('Password').fill('not-the-password1');
  await linkForm.getByRole('button', { name: 'Link Microsoft and log in' }).click();
  await expect(linkForm.getByRole('alert')).toHaveText('That password is not right for this account. Please try again, or reset your password.');
  expect(await loggedIn(page)).toBe(false);
  await linkForm.getByLabel('Password').fill('Subscriber1');
  await linkForm.getByRole('button', { name: 'Link Microsoft and log in' }).click();
  await expect(page).toHaveURL(/\/primary$/);
  await expect(page.getByRole('button', { name: 'Your Account' })).toHaveText('ST');

  // In another browser, Microsoft now logs straight in; so does the password, in a third.
  const other = await browser.newContext();
  const second = await other.newPage();
  await visit(second, '/login');
  await second.getByRole('main').getByRole('link', { name: 'Continue with Microsoft' }).click();
  await chooseAccount(second, { demo: 'Sam Taylor' });
  await second.getByRole('button', { name: 'Allow' }).click();
  await expect(second).toHaveURL(/\/$/);
  await expect.poll(() => second.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email)).toBe('subscriber@example.com');
  await other.close();
  const third = await browser.newContext();
  const byPassword = await third.newPage();
  await visit(byPassword, '/login');
  await byPassword.getByRole('main').getByLabel('Email').fill('subscriber@example.com');
  await byPassword.getByRole('main').getByLabel('Password').fill('Subscriber1');
  await byPassword.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => loggedIn(byPassword)).toBe(true);
  await third.close();

  // With a password as well, Microsoft can be removed (which leaves the demo as it was).
  await visit(page, '/subscribe');
  const ways = page.getByRole('region', { name: 'Ways to log in' });
  await expect(ways).toContainText('Email and password');
  await ways.getByRole('button', { name: 'Remove Microsoft' }).click();
  await expect(ways.getByRole('button', { name: 'Remove Microsoft' })).toHaveCount(0);
});

test('or a one-time link mailed to the address proves the account, and logs in', async ({ page }) => {
  await visit(page, '/login');
  await page.getByRole('main').getByRole('link', { name: 'Continue with Google' }).click();
  await chooseAccount(page, { demo: 'Sam Taylor' });
  await page.getByRole('button', { name: 'Allow' }).click();
  const linkForm = page.getByRole('form', { name: 'Link Google to your account' });
  await linkForm.getByRole('button', { name: 'Email me a link instead' }).click();
  await expect(linkForm.getByRole('status').last()).toHaveText(
    'We have emailed a link to subscriber@example.com. Open it to link Google and log in (it works once, for 30 minutes).',
  );
  expect(await loggedIn(page)).toBe(false);
  const mail = await latestEmailTo('subscriber@example.com');
  expect(mail.subject).toBe('Link Google to your Orchestra Classroom account');
  const link = firstLink(mail);
  expect(new URL(link).pathname).toBe('/sign-in/confirm');
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email)).toBe('subscriber@example.com');
  // Unlinked again, leaving the demo as it was.
  const token = await page.evaluate(() => localStorage.getItem('auth'));
  const removed = await page.request.post('/api/account/sign-ins/remove', { data: { provider: 'google' }, headers: { Authorization: `Bearer ${token}` } });
  expect(removed.status()).toBe(200);
  // Once only: opened again, it says so.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await waitForPage(page);
  await expect(page.getByRole('alert')).toHaveText('This link has expired or has been used already. Please sign in again to get a new one.');
  await accessibleAtBothWidths(page);
});

test('a refused consent or a cancelled sign-in logs nobody in, and says why', async ({ page }) => {
  await visit(page, '/login');
  await page.getByRole('main').getByRole('link', { name: 'Continue with Google' }).click();
  await chooseAccount(page, { demo: 'Jo Rivers' });
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(/\/sign-in\/finish$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are not logged in');
  await expect(page.getByRole('alert')).toHaveText(
    'You cancelled signing in with Google, or did not allow it to share your name and email address, so you are not logged in.',
  );
  expect(await loggedIn(page)).toBe(false);
  await accessibleAtBothWidths(page);

  await visit(page, '/login');
  await page.getByRole('main').getByRole('link', { name: 'Continue with Microsoft' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert')).toContainText('You cancelled signing in with Microsoft');
  expect(await loggedIn(page)).toBe(false);
});

test('a forged state is refused: nobody is logged in', async ({ page }) => {
  // This browser starts a sign-in; then a callback it never asked for arrives (a link planted by
  // someone else, with their code and a state of their making). The genuine answer's state is
  // forged in the CMS's own suite (apps/cms/tests/sign-in.test.ts), where the redirect can be held.
  await visit(page, '/login');
  await page.getByRole('main').getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in with Google');
  await page.goto('/api/sign-in/google/callback?code=a-code-from-someone-else&state=a-state-this-browser-never-started');
  await expect(page).toHaveURL(/\/sign-in\/finish$/);
  await waitForPage(page);
  await expect(page.getByRole('alert')).toContainText('We could not check this sign-in');
  expect(await loggedIn(page)).toBe(false);
  await accessibleAtBothWidths(page);
});
