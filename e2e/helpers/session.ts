/**
 * Signs a demo teacher in through the real CMS (POST /api/auth/local) and keeps the login the way
 * the site does: token under `auth`, user under `user` in local storage (the site adds `role`).
 * Strapi limits /auth/local to a few attempts a minute per identifier: sign each one in sparingly.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export async function signInThroughApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/auth/local', { data: { identifier: email, password } });
  expect(response.status(), `log in as ${email}`).toBe(200);
  await keepLogin(page, await response.json());
}

/** Keeps a login (the CMS's answer to a login or registration) in the page's browser, as the site does. */
export async function keepLogin(page: Page, { jwt, user }: { jwt: string; user: { id: number; email: string; username?: string } }): Promise<void> {
  await setLocalStorage(page, { auth: jwt, user: JSON.stringify({ id: user.id, email: user.email, username: user.username }) });
}

/**
 * Writes local storage from a same-origin document that runs none of the site's code (the favicon),
 * so no page of the site is alive to react before the test's next navigation.
 */
export async function setLocalStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

let registered = 0;

export const TEACHER_PASSWORD = 'Teacher1pass';

/** What a registration may say other than the defaults: the address (else a new one), password, names... */
export interface Registration {
  email?: string;
  password?: string;
  trial?: boolean;
  firstName?: string;
  lastName?: string;
  postcode?: string;
  interest?: string;
  /** An invitation link's token: the teacher joins that school as they register. */
  invitation?: string;
}

/**
 * Registers a new teacher through the real CMS, without logging the page in. Registration starts a
 * free trial, so they are an active subscriber; with `trial: false` they have no access at all.
 * Each test gets a teacher of its own (an address made from `name` unless one is given).
 */
export async function registerAccount(
  request: APIRequestContext,
  name = 'teacher',
  {
    email = `${name}-${Date.now()}-${process.pid}-${(registered += 1)}@example.com`,
    password = TEACHER_PASSWORD,
    trial = true,
    firstName = 'Pat',
    lastName = 'Player',
    postcode = 'LS1 1AA',
    interest = 'Primary education',
    invitation,
  }: Registration = {},
): Promise<{ email: string; jwt: string; user: { id: number; email: string; username: string } }> {
  const response = await request.post('/api/auth/local/register', {
    data: {
      email,
      username: email,
      password,
      ...(trial ? {} : { skip_trial: true }),
      ...(invitation ? { invitation } : {}),
      user_profile_data: { first_name: firstName, last_name: lastName, postcode, areas_of_interest: [interest] },
    },
  });
  expect(response.status(), `register ${email}`).toBe(200);
  const { jwt, user } = await response.json();
  return { email, jwt, user };
}

/** Fills and sends the "Create your account" form an invitation link opens (the invitee's own browser). */
export async function registerFromInvitation(
  page: Page,
  { firstName, lastName, postcode, email, password = 'Joined123' }: { firstName: string; lastName: string; postcode: string; email: string; password?: string },
): Promise<void> {
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('School postcode').fill(postcode);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByLabel('Primary education').check();
  await form.getByRole('button', { name: 'Create your account' }).click();
}

/** registerAccount, then keeps their login as the site does. */
export async function registerTeacher(page: Page, name = 'teacher'): Promise<{ email: string; token: string }> {
  const account = await registerAccount(page.request, name);
  await keepLogin(page, account);
  return { email: account.email, token: account.jwt };
}
