/**
 * A school account of a test's own (docs/product.md, "School member accounts"): a new teacher on a
 * free trial owns it, made by the development administrator through the admin panel's API as an
 * editor makes one, so tests that invite and remove do not share the demo school's places.
 */
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { waitForPage } from './pages';
import { administratorToken } from './administrator';
import { registerAccount, TEACHER_PASSWORD } from './session';

export interface TestSchool {
  name: string;
  owner: { email: string; password: string; jwt: string };
}

export async function newSchool(request: APIRequestContext, name: string, seats = 30): Promise<TestSchool> {
  const owner = await registerAccount(request, 'school-owner');
  const headers = { Authorization: `Bearer ${await administratorToken(request)}` };
  const made = await request.post('/content-manager/collection-types/api::member-account.member-account', {
    headers,
    data: { name, seats, owner: { connect: [{ id: owner.user.id }] } },
  });
  expect(made.status(), await made.text()).toBe(201);
  return { name, owner: { email: owner.email, password: TEACHER_PASSWORD, jwt: owner.jwt } };
}

export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Opens an invitation link in a browser of its own, nobody logged in, and expects the page to refuse it with `message`. */
export async function expectInvitationRefused(browser: Browser, link: string, message: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await waitForPage(page);
  await expect(page.getByRole('alert')).toHaveText(message);
  await context.close();
}
