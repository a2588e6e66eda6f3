import { expect, test } from '@playwright/test';

// The editors' admin panel is Strapi's own interface, so it is not scanned with axe here: this
// journey proves it is served on the same origin and that the development editor can reach the
// content types of the product.
test('the development editor logs in to /admin and finds the content types', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/admin');
  await page.getByLabel('Email').fill('editor@example.com');
  await page.getByLabel('Password').fill('EditorDemo1');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Content Manager' }).first().click();
  for (const type of ['Audience', 'Programme', 'Landing page', 'Project', 'Live programme', 'Home page', 'Privacy policy', 'Sign-up page']) {
    await expect(page.getByRole('link', { name: type, exact: true }).first()).toBeVisible({ timeout: 20_000 });
  }
  // Strapi's first-visit guided tour overlays the page, so open the list by its address.
  await page.goto('/admin/content-manager/collection-types/api::audience.audience');
  await expect(page.getByText('Primary', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
});
