import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, visit, waitForPage } from '../helpers/pages';
import { firstLink, latestEmailTo } from '../helpers/mail';
import { registerAccount, registerFromInvitation, signInThroughApi } from '../helpers/session';
import { expectInvitationRefused, uniqueEmail } from '../helpers/school';

// Every test here changes the demo owner's one school account (its members and invitations): one after
// another, or one test's member shows in another's "No teachers have joined yet".
test.describe.configure({ mode: 'serial' });

test('an owner invites a teacher, who registers and has access, then removes them and access ends', async ({ page, browser }) => {
  // Two browsers (the owner's and the invited teacher's) and a registration: more than the default minute on a busy 2-core machine.
  test.setTimeout(120_000);
  await signInThroughApi(page, 'schooladmin@example.com', 'SchoolAdmin1');
  await visit(page, '/subscribe');
  await page.getByRole('region', { name: 'Hillside Primary School: your school account' }).getByRole('link', { name: 'Manage your school account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hillside Primary School');
  const school = page.getByRole('main');

  const invitee = uniqueEmail('invited');
  await invite(page, invitee);
  await expect(school.getByRole('list', { name: 'Pending invitations' })).toContainText(invitee);
  await expectAccessible(page);

  // The invitee, in their own browser, follows the emailed one-time link and registers there.
  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  const link = firstLink(await latestEmailTo(invitee));
  expect(new URL(link).pathname).toMatch(/^\/join\/[\w-]{43}$/);
  await inviteePage.goto(link);
  await waitForPage(inviteePage);
  await expect(inviteePage.getByRole('heading', { level: 1 })).toHaveText('You have been invited to join Hillside Primary School on Orchestra Classroom');
  await expectAccessible(inviteePage);
  const form = inviteePage.getByRole('form', { name: 'Create your account' });
  await expect(form.getByText('This account starts without a free trial: your school gives you access.')).toBeVisible();
  await registerFromInvitation(inviteePage, { firstName: 'Ivy', lastName: 'Invited', postcode: 'HS1 1AA', email: invitee });
  await expect(inviteePage.getByRole('heading', { level: 1 })).toHaveText('You have joined Hillside Primary School');
  await expect.poll(() => inviteePage.evaluate(() => localStorage.getItem('role'))).toBe('active_subscriber');
  await expectAccessible(inviteePage);

  // The link works once: opened again, by anyone, it says so.
  await expectInvitationRefused(
    browser,
    link,
    'This invitation link has been used already. If you still need to join, please ask your school for a new invitation.',
  );

  await page.reload();
  await waitForPage(page);
  const members = school.getByRole('list', { name: 'Members' });
  await expect(members).toContainText(invitee);
  await remove(page, invitee);
  await expect(school.getByText('No teachers have joined yet.')).toBeVisible();

  // The very next request answers the removed teacher as a logged-in non-subscriber.
  await inviteePage.reload();
  await waitForPage(inviteePage);
  await expect.poll(() => inviteePage.evaluate(() => localStorage.getItem('role'))).toBe('authenticated');
  await inviteeContext.close();
});

test('a teacher with an account logs in from the link and joins', async ({ page, browser }) => {
  const invitee = uniqueEmail('existing');
  await registerAccount(page.request, 'existing', {
    email: invitee,
    password: 'Existing123',
    trial: false,
    firstName: 'Ed',
    lastName: 'Existing',
    postcode: 'E1 1AA',
  });
  await signInThroughApi(page, 'schooladmin@example.com', 'SchoolAdmin1');
  await visit(page, '/account/school');
  const school = page.getByRole('main');
  await invite(page, invitee);

  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  await inviteePage.goto(firstLink(await latestEmailTo(invitee)));
  await waitForPage(inviteePage);
  const login = inviteePage.getByRole('form', { name: 'Log in to Orchestra Classroom' });
  await login.getByLabel('Email').fill(invitee);
  await login.getByLabel('Password').fill('Existing123');
  await login.getByLabel('Password').press('Enter');
  await expect(inviteePage.getByRole('heading', { level: 1 })).toHaveText('You have joined Hillside Primary School');
  await expect.poll(() => inviteePage.evaluate(() => localStorage.getItem('role'))).toBe('active_subscriber');
  await inviteeContext.close();

  await page.reload();
  await waitForPage(page);
  const members = school.getByRole('list', { name: 'Members' });
  await expect(members).toContainText(invitee);
  await remove(page, invitee);
});

test('an owner withdraws a pending invitation; teachers without a school account see no school section', async ({ page }) => {
  await signInThroughApi(page, 'schooladmin@example.com', 'SchoolAdmin1');
  await visit(page, '/account/school');
  const school = page.getByRole('main');
  const invitee = uniqueEmail('withdrawn');
  await invite(page, invitee);
  const pending = school.getByRole('list', { name: 'Pending invitations' });
  await pending.getByRole('button', { name: `Withdraw the invitation to ${invitee}` }).click();
  await expect(school.getByRole('status').filter({ hasText: 'withdrawn' })).toHaveText(`The invitation to ${invitee} has been withdrawn.`);
  await expect(school.getByRole('list', { name: 'Pending invitations' }).getByText(invitee)).toHaveCount(0);

  const { email } = await registerAccount(page.request, 'solo', {
    password: 'Solo12345',
    firstName: 'Sol',
    lastName: 'O',
    postcode: 'E1 1AA',
    interest: 'Live performances',
  });
  await signInThroughApi(page, email, 'Solo12345');
  await visit(page, '/subscribe');
  await expect(page.getByRole('region', { name: 'Your details' })).toBeVisible();
  await expect(page.getByRole('region', { name: /your school account/ })).toHaveCount(0);
  await visit(page, '/account/school');
  await expect(page.getByText('Your account does not manage a school account.', { exact: false })).toBeVisible();
});

/** Invites one address from the school page: checked, then sent. */
async function invite(page: Page, address: string) {
  const form = page.getByRole('form', { name: 'Invite teachers' });
  await form.getByLabel('Email addresses').fill(address);
  await form.getByRole('button', { name: 'Check the addresses' }).click();
  await page.getByRole('button', { name: 'Send 1 invitation' }).click();
  await expect(page.getByText('1 teacher has been invited: their emails are on their way.')).toBeVisible();
  await page.getByRole('button', { name: 'Invite more teachers' }).click();
}

/** Removes a member from the school page, confirming in the dialog. */
async function remove(page: Page, member: string) {
  await page
    .getByRole('list', { name: 'Members' })
    .getByRole('button', { name: `Remove ${member}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove from the school' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'has been removed' })).toHaveText(`${member} has been removed from your school account.`);
}
