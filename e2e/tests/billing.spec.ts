/**
 * Paying online against the Stripe stand-in (docs/product.md, "Paying online"): a teacher subscribes
 * by card on the hosted page and reads a lesson at once; a declined card; a teacher without access
 * subscribes from a gate's Subscribe dialog; Stripe's redirect arriving before its webhook; Manage
 * payment on the billing portal; axe at 390 and 1280 px on /pricing, /subscribe and the account page.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, visit, waitForPage } from '../helpers/pages';
import { keepLogin, registerAccount } from '../helpers/session';
import { CARD_DECLINED, CARD_PAYS, delayWebhooks, payOnCheckoutPage } from '../helpers/stripe-stand-in';
import { firstLesson } from '../helpers/catalogue';
import { signInThroughApi } from '../helpers/session';

const PROGRAMME = '/primary/sound-explorers';

/** A new teacher, logged in: on a free trial, or (`trial: false`) with no access at all. */
async function newTeacher(page: Page, name: string, { trial = true } = {}) {
  const account = await registerAccount(page.request, name, { trial });
  await keepLogin(page, account);
  return account;
}

/** The path of a lesson, found as the demo subscriber (a teacher without access cannot list lessons). */
async function lessonPath(page: Page): Promise<{ path: string; title: string }> {
  const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await context.newPage();
  await signInThroughApi(other, 'subscriber@example.com', 'Subscriber1');
  const lesson = await firstLesson(other, 'sound-explorers');
  await context.close();
  return { path: lesson.path, title: lesson.lesson.title };
}

async function expectSubscribedPage(page: Page) {
  await expect(page).toHaveURL(/\/subscribe\/paid\?session_id=cs_/);
  await expect(page.getByRole('heading', { level: 1, name: 'You are subscribed' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Every lesson, activity and recording is open to you until \d+ \w+ \d{4}/)).toBeVisible();
}

test('a trial teacher subscribes by card from /pricing, reads a lesson at once, and manages payment', async ({ page }) => {
  await newTeacher(page, 'payer');
  await visit(page, '/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
  const teacherPlan = page.getByRole('region', { name: 'For a teacher' });
  await expect(teacherPlan.getByText('£60')).toBeVisible();
  await expect(teacherPlan.getByText('VAT included (£50 + £10 VAT at 20%)')).toBeVisible();
  const schools = page.getByRole('table', { name: 'School prices a year by number of places' });
  await expect(schools.getByRole('row', { name: /Medium school/ })).toContainText(['£900', '£180', '£1,080'].join(''));

  await teacherPlan.getByRole('link', { name: 'Go to your subscription' }).click();
  await expect(page).toHaveURL(/\/subscribe\?plan=teacher$/);
  await waitForPage(page);
  const subscription = page.getByRole('region', { name: 'Your subscription' });
  await expect(subscription.getByText('£60 a year, VAT included')).toBeVisible();
  await expectAccessible(page);
  await subscription.getByRole('button', { name: 'Subscribe now' }).click();
  await payOnCheckoutPage(page, CARD_PAYS);
  await expectSubscribedPage(page);

  const lesson = await lessonPath(page);
  await page.goto(lesson.path);
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();

  await visit(page, '/subscribe');
  await expect(subscription.getByText('Teacher, yearly: £60 a year, VAT included')).toBeVisible();
  await expect(subscription.getByText(/^£60 on \d+ \w+ \d{4}$/)).toBeVisible();
  await subscription.getByRole('button', { name: 'Manage payment' }).click();
  await expect(page.getByRole('heading', { name: 'Current plan' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByRole('status')).toContainText('cancelled at the end of the period');
  await page.getByRole('link', { name: 'Return to Orchestra Classroom' }).click();
  await waitForPage(page);
  await expect(subscription.getByText(/: cancelled, so nothing more will be taken$/)).toBeVisible({ timeout: 15_000 });
});

test('a declined card is refused on the payment page, and leaving it charges nothing', async ({ page }) => {
  await newTeacher(page, 'declined', { trial: false });
  await visit(page, '/subscribe');
  await page.getByRole('region', { name: 'Your subscription' }).getByRole('button', { name: 'Subscribe now' }).click();
  await payOnCheckoutPage(page, CARD_DECLINED);
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page.getByLabel('Card number'))
    .toHaveAttribute('aria-invalid', /.*/, { timeout: 1000 })
    .catch(() => undefined);
  await page.getByRole('link', { name: 'Back to Orchestra Classroom' }).click();
  await expect(page).toHaveURL(/\/subscribe\?checkout=cancelled$/);
  await waitForPage(page);
  await expect(page.getByText('You left the payment page, so nothing was charged.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your subscription' }).getByText('No active subscription')).toBeVisible();
});

test('a teacher without access subscribes from a gate and reads the lesson at once', async ({ page }) => {
  const lesson = await lessonPath(page);
  await newTeacher(page, 'gate', { trial: false });
  await visit(page, PROGRAMME);
  await page.getByRole('link', { name: 'Activity Library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Orchestra Classroom' });
  await dialog.getByRole('link', { name: 'Subscribe now' }).click();
  await waitForPage(page);
  await page.getByRole('region', { name: 'Your subscription' }).getByRole('button', { name: 'Subscribe now' }).click();
  await payOnCheckoutPage(page, CARD_PAYS);
  await expectSubscribedPage(page);
  await page.getByRole('link', { name: 'Start teaching' }).click();
  await page.goto(lesson.path);
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
});

test('Stripe’s redirect arriving before its webhook: the page waits, then shows the subscription', async ({ page }) => {
  await newTeacher(page, 'early', { trial: false });
  await delayWebhooks(5000);
  try {
    await visit(page, '/subscribe');
    await page.getByRole('region', { name: 'Your subscription' }).getByRole('button', { name: 'Subscribe now' }).click();
    await payOnCheckoutPage(page, CARD_PAYS);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    await expect(page.getByText('We are starting your subscription')).toBeVisible();
    await expectAccessible(page);
    await expectSubscribedPage(page);
  } finally {
    await delayWebhooks(0);
  }
});

for (const width of [390, 1280]) {
  test(`the new pages pass axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, '/pricing');
    await visit(page, '/subscribe');
    await newTeacher(page, `axe${width}`, { trial: false });
    await visit(page, '/subscribe');
    await expect(page.getByRole('region', { name: 'Your subscription' }).getByRole('button', { name: 'Subscribe now' })).toBeVisible();
    await expectAccessible(page);
  });
}
