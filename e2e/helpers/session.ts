/**
 * Signs a demo teacher in through the real CMS (POST /api/auth/local) and keeps the login the way
 * the site does: token under `auth`, user under `user`, role type under `role` in local storage.
 */
import { expect, type Page } from '@playwright/test';

export async function signInThroughApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/auth/local', { data: { identifier: email, password } });
  expect(response.status(), `log in as ${email}`).toBe(200);
  const { jwt, user } = await response.json();
  await page.goto('/');
  await page.evaluate(
    ([token, storedUser]) => {
      localStorage.setItem('auth', token);
      localStorage.setItem('user', storedUser);
    },
    [jwt, JSON.stringify({ id: user.id, email: user.email, username: user.username })],
  );
}
