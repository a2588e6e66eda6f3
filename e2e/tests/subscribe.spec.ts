import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, visit, waitForPage } from '../helpers/pages';
import { latestEmailTo } from '../helpers/mail';
import { keepLogin, registerAccount, registerTeacher, signInThroughApi } from '../helpers/session';
import { uniqueEmail } from '../helpers/school';

async function fillRegistration(page: Page, email: string, password = 'Welcome123') {
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill('Morgan');
  await form.getByLabel('Last name').fill('Lee');
  await form.getByLabel('School postcode').fill('BS1 4DJ');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByLabel('Primary education').check();
  return form;
}

test('a visitor registers with a free trial and arrives at the welcome screen logged in as a subscriber', async ({ page }) => {
  await visit(page, '/subscribe');
  // The sign-up page's own title is the page's heading, once.
  await expect(page.getByRole('heading', { level: 1, name: 'Create your free account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create your free account' })).toHaveCount(1);
  await expect(page.getByRole('complementary', { name: 'Already registered' }).getByRole('heading', { name: 'Log in to Orchestra Classroom' })).toBeVisible();
  const email = uniqueEmail('trial');
  const form = await fillRegistration(page, email);
  await form.getByRole('button', { name: 'Create your account' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await waitForPage(page);
  await expect(page.getByRole('button', { name: 'Your Account' })).toHaveText('ML');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('role'))).toBe('active_subscriber');
});

test('with ?skip_trial=true the new account has no free trial', async ({ page }) => {
  await visit(page, '/subscribe?skip_trial=true');
  await expect(page.getByText('This account starts without a free trial')).toBeVisible();
  const form = await fillRegistration(page, uniqueEmail('notrial'));
  await form.getByRole('button', { name: 'Create your account' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('role'))).toBe('authenticated');
});

test('the form checks empty fields itself and shows the server’s messages under their fields', async ({ page }) => {
  await visit(page, '/subscribe');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByRole('button', { name: 'Create your account' }).click();
  await expect(form.getByText('Please select at least one option')).toBeVisible();
  await expect(form.getByText('Please enter your first name')).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await fillRegistration(page, uniqueEmail('weak'), 'abcdefgh');
  await form.getByRole('button', { name: 'Create your account' }).click();
  await expect(form.getByText('Use 6 or more characters with a mix of letters and numbers').last()).toBeVisible();
  await expect(form.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Email').fill('subscriber@example.com');
  await form.getByLabel('Password').fill('Welcome123');
  await form.getByRole('button', { name: 'Create your account' }).click();
  await expect(form.getByRole('alert')).toHaveText('Email or Username are already taken');
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});

test('a teacher edits and saves their details, can cancel, and asks for a password change', async ({ page }) => {
  const account = await registerAccount(page.request, 'profile', {
    password: 'Welcome123',
    firstName: 'Kit',
    lastName: 'Evans',
    postcode: 'CF10 1AA',
    interest: 'SEND education',
  });
  const { email } = account;
  await keepLogin(page, account);
  await visit(page, '/subscribe');
  const profile = page.getByRole('region', { name: 'Your details' });
  await expect(profile.getByText('Kit', { exact: true })).toBeVisible();
  await expect(profile.getByText(email)).toBeVisible();

  await profile.getByRole('button', { name: 'Add school details' }).click();
  const form = profile.getByRole('form', { name: 'Edit your details' });
  await form.getByLabel('School', { exact: true }).fill('Riverside Academy');
  await form.getByLabel('First name').fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please enter your first name')).toBeVisible();
  await form.getByLabel('First name').fill('Kitty');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('Your details have been saved.')).toBeVisible();

  await profile.getByRole('button', { name: 'Edit again' }).click();
  await expect(form.getByLabel('School', { exact: true })).toHaveValue('Riverside Academy');
  await form.getByLabel('School', { exact: true }).fill('Not saved');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(profile.getByText('Riverside Academy')).toBeVisible();
  await expect(profile.getByText('Kitty', { exact: true })).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Edit account details' })).toBeVisible();

  await page.reload();
  await waitForPage(page);
  await expect(profile.getByText('Riverside Academy')).toBeVisible();

  await profile.getByRole('button', { name: 'Change your password' }).click();
  await expect(profile.getByText('An email with instructions to reset your password has been sent to you.')).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Change your password' })).toHaveCount(0);
  expect((await latestEmailTo(email)).subject).toBe('Reset your Orchestra Classroom password');
});

test('the account page says how the teacher has access and until when, and how to renew once it has ended', async ({ page }) => {
  // A new teacher on a free trial: the trial and its end date, 30 days on.
  const { token: jwt } = await registerTeacher(page, 'access');
  const ends = (await (await page.request.get('/api/account/access', { headers: { Authorization: `Bearer ${jwt}` } })).json()).ends_at;
  const endDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(new Date(ends));
  const memberAccountCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/member-account')) memberAccountCalls.push(request.url());
  });
  await visit(page, '/subscribe');
  const access = page.getByRole('region', { name: 'Your subscription' });
  await expect(access.getByText('Free trial', { exact: true })).toBeVisible();
  await expect(access).toContainText(`until ${endDate} (in 30 days)`);
  // No school account of their own: its section is not there and its address is not asked for.
  await expect(page.getByRole('region', { name: /your school account/ })).toHaveCount(0);
  expect(memberAccountCalls).toEqual([]);
  await expectAccessible(page);

  // A lapsed teacher: when access ended, and how to renew.
  await signInThroughApi(page, 'lapsed@example.com', 'Lapsed1');
  await visit(page, '/subscribe');
  await expect(access.getByText('No active subscription', { exact: true })).toBeVisible();
  await expect(access).toContainText(/Your access ended on \d{1,2} \w+ \d{4}\.|You have not had a subscription or a free trial yet\./);
  // Paying online is on (npm start runs the Stripe stand-in): renewing is one button to Stripe Checkout (billing.spec.ts pays).
  await expect(access.getByRole('button', { name: /^(Renew|Subscribe) now$/ })).toBeVisible();
});
