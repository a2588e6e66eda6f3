/**
 * A school account that scales to a staff room (docs/product.md, "School member accounts"): an owner
 * invites a list with a bad address among good ones, pasted and from a CSV file, sees what became of
 * each address, and an invitee claims their emailed link and reads a lesson; resending an invitation;
 * removing a member only after a dialog that keeps focus, cancels on Escape and says what they lose;
 * axe at 390 and 1280 px on the school page. Each test has a school of its own (helpers/school.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, visit, waitForPage } from '../helpers/pages';
import { firstLink, latestEmailTo } from '../helpers/mail';
import { keepLogin, registerAccount, registerFromInvitation } from '../helpers/session';
import { firstLesson } from '../helpers/catalogue';
import { expectInvitationRefused, newSchool, uniqueEmail, type TestSchool } from '../helpers/school';

async function openSchoolPage(page: Page, school: TestSchool) {
  const answer = await page.request.post('/api/auth/local', { data: { identifier: school.owner.email, password: school.owner.password } });
  await keepLogin(page, await answer.json());
  await visit(page, '/account/school');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(school.name);
}

/** Invites `list` (pasted) through the preview, and answers the results table once sent. */
async function inviteThroughPage(page: Page, list: string, expectedCount: number) {
  const form = page.getByRole('form', { name: 'Invite teachers' });
  await form.getByLabel('Email addresses').fill(list);
  await form.getByRole('button', { name: 'Check the addresses' }).click();
  await expect(page.getByRole('heading', { name: 'Check before sending' })).toBeFocused();
  await page.getByRole('button', { name: `Send ${expectedCount} invitation${expectedCount === 1 ? '' : 's'}` }).click();
  await expect(page.getByRole('heading', { name: 'Invitations sent' })).toBeFocused();
}

const resultOf = (page: Page, address: string) => page.getByRole('row', { name: new RegExp(address.replace(/[.+]/g, '\\$&')) });

test('bulk invitations with a bad address among good ones: a result for each, the emails arrive, an invitee joins and reads a lesson', async ({
  page,
  browser,
}) => {
  const school = await newSchool(page.request, 'Meadowbank Primary');
  await openSchoolPage(page, school);
  await expect(page.locator('.school-places__count')).toHaveText('0 of 30 places used');

  // Nothing typed: the form says what it needs.
  await page.getByRole('button', { name: 'Check the addresses' }).click();
  await expect(page.getByRole('alert')).toHaveText('Paste some email addresses, or choose a CSV file that holds them.');

  const [first, second] = [uniqueEmail('staff-first'), uniqueEmail('staff-second')];
  const [fromCsv, alsoCsv] = [uniqueEmail('csv-one'), uniqueEmail('csv-two')];
  const form = page.getByRole('form', { name: 'Invite teachers' });
  await form.getByLabel('Email addresses').fill(`${first}\nnot-an-address\nSecond Teacher <${second}>; ${first}`);
  await form.getByLabel('Or choose a CSV file').setInputFiles({
    name: 'staff.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFFName;Email;Role\r\n"Lee; Sam";${fromCsv};Class 3\r\nJo Bloggs;${alsoCsv};TA\r\n`),
  });
  await form.getByRole('button', { name: 'Check the addresses' }).click();

  // The preview: what will be sent and what will not, and why.
  await expect(page.getByRole('heading', { name: 'Check before sending' })).toBeFocused();
  await expect(page.getByText('4 teachers will be invited. 2 addresses will not be: see why below.')).toBeVisible();
  // The CSV is read as a CSV: its email column only, the names and roles left out (Second Teacher's name is part of its entry).
  await expect(page.getByText('7 other values (names, other columns) left out.')).toBeVisible();
  await expect(resultOf(page, 'not-an-address')).toContainText('Not a valid address: it has no @');
  await expect(resultOf(page, first).filter({ hasText: 'Appears earlier in the list' })).toHaveCount(1);
  await expect(resultOf(page, fromCsv)).toContainText('Will be invited');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Send 4 invitations' }).click();
  await expect(page.getByRole('heading', { name: 'Invitations sent' })).toBeFocused();
  await expect(page.getByText('4 teachers have been invited: their emails are on their way.')).toBeVisible();
  for (const address of [first, second, fromCsv, alsoCsv]) await expect(resultOf(page, address).filter({ hasText: 'Invited' })).toHaveCount(1);
  await expect(resultOf(page, 'not-an-address')).toContainText('Not a valid address');
  await expectAccessible(page);

  // Listed as pending, and each email arrives.
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  for (const address of [first, second, fromCsv, alsoCsv]) await expect(pending).toContainText(address);
  const emails = await Promise.all([first, second, fromCsv, alsoCsv].map((address) => latestEmailTo(address)));
  expect(emails.map((email) => email.subject)).toEqual(Array(4).fill(`You are invited to join ${school.name} on Orchestra Classroom`));
  await expect(pending.getByText('Email on its way...')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.school-places__count')).toHaveText('4 of 30 places used');

  // The invitee, in their own browser, registers from the link and reads a lesson at once.
  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  await inviteePage.goto(firstLink(emails[2]));
  await waitForPage(inviteePage);
  await registerFromInvitation(inviteePage, { firstName: 'Sam', lastName: 'Lee', postcode: 'MB1 1AA', email: fromCsv });
  await expect(inviteePage.getByRole('heading', { level: 1 })).toHaveText(`You have joined ${school.name}`);
  const lesson = await firstLesson(inviteePage, 'sound-explorers');
  await visit(inviteePage, lesson.path);
  await expect(inviteePage.getByRole('heading', { level: 1 })).toContainText(lesson.lesson.title);
  await inviteeContext.close();

  await page.reload();
  await waitForPage(page);
  await expect(page.getByRole('list', { name: 'Members' })).toContainText(fromCsv);
});

test('resending an invitation sends a new link; the old one no longer works, and a second resend at once is refused', async ({ page }) => {
  const school = await newSchool(page.request, 'Resend Park School');
  await openSchoolPage(page, school);
  const invitee = uniqueEmail('resend');
  await inviteThroughPage(page, invitee, 1);
  const firstEmail = await latestEmailTo(invitee);
  const oldLink = firstLink(firstEmail);
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  await expect(pending.getByText('Email on its way...')).toHaveCount(0, { timeout: 15_000 });

  // Within ten minutes of the email the CMS refuses, and the page says why.
  await pending.getByRole('button', { name: `Resend the invitation to ${invitee}` }).click();
  await expect(page.getByRole('alert')).toHaveText(`An invitation was sent to ${invitee} less than 10 minutes ago. You can send it again in 10 minutes.`);
  // Ten minutes on (the invitation's time is moved back, as waiting would), it goes.
  await moveInvitationBack(page, invitee, 11);
  await pending.getByRole('button', { name: `Resend the invitation to ${invitee}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A new invitation is on its way' })).toHaveText(
    `A new invitation is on its way to ${invitee}. The link in the earlier one no longer works.`,
  );
  await expect.poll(async () => firstLink(await latestEmailTo(invitee)), { timeout: 15_000 }).not.toBe(oldLink);

  await expectInvitationRefused(
    page.context().browser()!,
    oldLink,
    'This invitation link is not valid. It may have been withdrawn by your school: please ask them for a new invitation.',
  );
});

test('removing a member asks first in a dialog: focus stays in it, Escape keeps them, confirming removes them', async ({ page, browser }) => {
  const school = await newSchool(page.request, 'Confirmation Academy');
  const member = uniqueEmail('member');
  // The member joins through their link, then the owner opens the page.
  const invited = await page.request.post('/api/member-account/invitations', {
    headers: { Authorization: `Bearer ${school.owner.jwt}` },
    data: { addresses: [member] },
  });
  expect(invited.status()).toBe(200);
  const token = new URL(firstLink(await latestEmailTo(member))).pathname.split('/').pop();
  const joined = await registerAccount(page.request, 'member', {
    email: member,
    password: 'Member123',
    invitation: token,
    firstName: 'Mo',
    lastName: 'Member',
    postcode: 'CA1 1AA',
  });
  await openSchoolPage(page, school);

  const members = page.getByRole('list', { name: 'Members' });
  const remove = members.getByRole('button', { name: `Remove ${member}` });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: `Remove ${member} from ${school.name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('They lose access to every lesson, activity and recording');
  await expect(dialog.getByRole('button', { name: 'Keep them' })).toBeFocused();
  await expectAccessible(page);
  // Tab and Shift+Tab go round the dialog's two buttons.
  for (let press = 0; press < 5; press++) {
    await page.keyboard.press(press % 2 ? 'Shift+Tab' : 'Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(members).toContainText(member);

  await remove.click();
  await dialog.getByRole('button', { name: 'Remove from the school' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'has been removed' })).toHaveText(`${member} has been removed from your school account.`);
  await expect(page.getByText('No teachers have joined yet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Members/ })).toBeFocused();

  // Their access ends on their next request.
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await keepLogin(memberPage, joined);
  await visit(memberPage, '/');
  await expect.poll(() => memberPage.evaluate(() => localStorage.getItem('role'))).toBe('authenticated');
  await context.close();
});

test('the school page at 390 and 1280 px passes axe; the owner is not asked to add school details', async ({ page }) => {
  const school = await newSchool(page.request, 'Axe Bridge School');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openSchoolPage(page, school);
    await inviteThroughPage(page, `${uniqueEmail(`axe-${width}`)}\nbad-address`, 1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Invite more teachers' }).click();
    await expect(page.getByRole('form', { name: 'Invite teachers' })).toBeVisible();
  }
  await visit(page, '/subscribe');
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details.getByRole('button', { name: 'Edit account details' })).toBeVisible();
  await expect(details.getByText(`${school.name} (you manage its school account)`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add school details' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Manage your school account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(school.name);
});

/** As if `minutes` had passed since the invitation's email: its time moved back by the development administrator. */
async function moveInvitationBack(page: Page, email: string, minutes: number) {
  const { administratorToken } = await import('../helpers/administrator');
  const headers = { Authorization: `Bearer ${await administratorToken(page.request)}` };
  const list = await page.request.get(
    `/content-manager/collection-types/api::membership.membership?filters[$and][0][email][$eq]=${encodeURIComponent(email)}`,
    {
      headers,
    },
  );
  const [membership] = (await list.json()).results;
  const moved = await page.request.put(`/content-manager/collection-types/api::membership.membership/${membership.documentId}`, {
    headers,
    data: { invited_at: new Date(Date.parse(membership.invited_at) - minutes * 60_000).toISOString() },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}
