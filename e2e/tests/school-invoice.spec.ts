/**
 * A school buys by invoice against the Stripe stand-in (docs/product.md, "A school buys by invoice"):
 * a teacher with no access asks for an invoice from /pricing and owns a school account at once; a
 * teacher they invite (by the existing flow) reads lessons; the invoice shows as due, then paid once
 * the bursar pays it on Stripe's invoice page; another school's invoice goes overdue and says so;
 * axe at 390 and 1280 px on the new page.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, visit, waitForPage } from '../helpers/pages';
import { keepLogin, registerAccount, registerFromInvitation, signInThroughApi } from '../helpers/session';
import { firstLink, latestEmailTo } from '../helpers/mail';
import { firstLesson } from '../helpers/catalogue';
import { stripeStandInUrl } from '../helpers/stripe-stand-in';

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A new teacher without a trial (no access at all), logged in. */
async function teacherWithoutAccess(page: Page, name: string) {
  const account = await registerAccount(page.request, name, { trial: false, firstName: 'Olu', lastName: 'Owner' });
  await keepLogin(page, account);
  return account;
}

/** Fills the form asking for an invoice and sends it. */
async function askForInvoice(page: Page, school: string, places: string) {
  const form = page.getByRole('form', { name: 'Ask for a school invoice' });
  await form.getByLabel('School name').fill(school);
  await form.getByLabel('Number of places').fill(places);
  await form.getByLabel('Name', { exact: true }).fill('Jo Bursar');
  await form.getByLabel('Email').fill('bursar@school.example');
  await form.getByLabel('Address line 1').fill('1 Orchard Road');
  await form.getByLabel('Town or city').fill('Leeds');
  await form.getByLabel('County (optional)').fill('West Yorkshire');
  await form.getByLabel('Postcode').fill('ls2 9jt');
  await form.getByLabel('Purchase order number (optional)').fill('PO-7781');
  await form.getByRole('button', { name: 'Send the invoice' }).click();
}

const invoiceCard = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ hasText: /^Invoice ORCH-/ })
    .first();
/** The invoice's status as its badge says it (a screen reader reads 'Status: Due'). */
const statusOf = (page: Page) => invoiceCard(page).getByText(/^Status: (Due|Overdue|Paid|Cancelled)$/);

/** Reloads the invoice page until its status says `status` (Stripe's webhook may come a moment after the payment). */
async function expectStatusAfterReload(page: Page, status: string) {
  await expect
    .poll(
      async () => {
        await visit(page, '/account/school/invoice');
        return statusOf(page).textContent();
      },
      { timeout: 20_000 },
    )
    .toBe(status);
}

test('a school owner asks for an invoice, its member reads lessons, and the invoice shows due, then paid', async ({ page, browser }) => {
  // Two teachers' browsers, the owner's and the member's, and four page loads with an axe scan: more than the default minute on a busy 2-core machine.
  test.setTimeout(120_000);
  await teacherWithoutAccess(page, 'school-owner');
  await visit(page, '/pricing');
  await page.getByRole('region', { name: 'For a school' }).getByRole('link', { name: 'Ask for a school invoice' }).click();
  await expect(page).toHaveURL(/\/account\/school\/invoice$/);
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Buy places for your school' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Ask for a school invoice' });

  // The server's refusals land under their fields.
  await form.getByLabel('Number of places').fill('12');
  await expect(form.getByText('Medium school (up to 30 places): £900 + £180 VAT = £1,080 a year.')).toBeVisible();
  await form.getByRole('button', { name: 'Send the invoice' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please check the fields marked below.');
  await expect(form.getByText('Please enter the name of the person who pays the invoice')).toBeVisible();
  await expectAccessible(page);

  const school = `Juniper Junior ${Date.now()}`;
  await askForInvoice(page, school, '12');
  const section = page.getByRole('region', { name: `${school}: subscription and invoices` });
  await expect(section.getByRole('status')).toContainText(/Invoice ORCH-\d+ is on its way to bursar@school\.example/);
  await expect(section.getByText(/12 places\. Your school has access until \d+ \w+ \d{4}/)).toBeVisible();
  const card = invoiceCard(page);
  await expect(statusOf(page)).toHaveText('Status: Due');
  await expect(card).toContainText('£900 + £180 VAT = £1,080');
  await expect(card).toContainText('PO-7781');
  const pdf = card.getByRole('link', { name: /Download the invoice \(PDF\)/ });
  await expect(pdf).toHaveAttribute('href', /\/i\/in_[\w-]+\/pdf$/);
  const pdfAnswer = await page.request.get((await pdf.getAttribute('href'))!);
  expect(pdfAnswer.headers()['content-type']).toContain('application/pdf');
  // Active from the invoice, before payment.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('role'))).toBe('active_subscriber');
  await expectAccessible(page);

  // The owner invites a teacher on the school page (features/school); the teacher registers through the link and reads a lesson.
  await visit(page, '/account/school');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(school);
  const invitee = uniqueEmail('school-member');
  const invite = page.getByRole('form', { name: 'Invite teachers' });
  await invite.getByLabel('Email addresses').fill(invitee);
  await invite.getByRole('button', { name: 'Check the addresses' }).click();
  await page.getByRole('button', { name: 'Send 1 invitation' }).click();
  await expect(page.getByRole('heading', { name: 'Invitations sent' })).toBeFocused();
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto(firstLink(await latestEmailTo(invitee)));
  await waitForPage(member);
  await registerFromInvitation(member, { firstName: 'Mo', lastName: 'Member', postcode: 'LS2 9JT', email: invitee });
  await expect(member.getByRole('heading', { level: 1 })).toHaveText(`You have joined ${school}`);
  const lesson = await firstLesson(member, 'sound-explorers');
  await member.goto(lesson.path);
  await waitForPage(member);
  await expect(member.getByRole('heading', { level: 1, name: lesson.lesson.title })).toBeVisible();
  await memberContext.close();

  // The bursar pays on Stripe's invoice page; the webhook records it.
  await visit(page, '/account/school/invoice');
  const hosted = await invoiceCard(page)
    .getByRole('link', { name: /Pay online by card/ })
    .getAttribute('href');
  const bursar = await browser.newPage();
  await bursar.goto(hosted!);
  await expect(bursar.getByText('£1,080.00').first()).toBeVisible();
  await expect(bursar.getByText('PO-7781')).toBeVisible();
  await bursar.getByLabel('Card number').fill('4242 4242 4242 4242');
  await bursar.getByLabel('Expiry').fill('12 / 40');
  await bursar.getByLabel('CVC').fill('123');
  await bursar.getByRole('button', { name: /^Pay / }).click();
  await expect(bursar.getByText(/Paid on/)).toBeVisible();
  await bursar.close();
  await expectStatusAfterReload(page, 'Status: Paid');
  await expect(page.getByRole('heading', { name: 'Renew or buy more places' })).toBeVisible();
  await expectAccessible(page);
});

test('an overdue invoice says so, with the date access lasts until', async ({ page }) => {
  await teacherWithoutAccess(page, 'late-owner');
  await visit(page, '/account/school/invoice');
  const school = `Rowan Academy ${Date.now()}`;
  await askForInvoice(page, school, '40');
  const card = invoiceCard(page);
  await expect(statusOf(page)).toHaveText('Status: Due');
  const hosted = await card.getByRole('link', { name: /Pay online by card/ }).getAttribute('href');
  const invoiceId = /\/i\/(in_[\w-]+)/.exec(hosted!)![1];
  const overdue = await fetch(`${stripeStandInUrl()}/__stand-in/invoices/${invoiceId}/overdue`, { method: 'POST' });
  expect(overdue.status).toBe(200);
  await expectStatusAfterReload(page, 'Status: Overdue');
  await expect(page.getByText(/Invoice ORCH-\d+ is overdue/)).toBeVisible();
  await expect(page.getByText(/Your school keeps access until \d+ \w+ \d{4}; please pay it before then/)).toBeVisible();
  await expect(invoiceCard(page)).toContainText('£1,500 + £300 VAT = £1,800');
  await expectAccessible(page);
});

for (const width of [390, 1280]) {
  test(`the school invoice page passes axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, '/account/school/invoice');
    await expect(page.getByRole('heading', { level: 1, name: 'Buy places for your school' })).toBeVisible();
    await expectAccessible(page);
    await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
    await visit(page, '/account/school/invoice');
    await expect(page.getByRole('form', { name: 'Ask for a school invoice' })).toBeVisible();
    await expectAccessible(page);
  });
}
