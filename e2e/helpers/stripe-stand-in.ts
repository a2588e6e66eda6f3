/**
 * The Stripe stand-in that `npm start` runs for the server under test (scripts/lib/stripe-stand-in.mjs;
 * it records its address in the data folder): its hosted checkout page as a teacher fills it, and
 * its test-only control endpoint (delaying webhooks, as a slow Stripe does).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export function stripeStandInUrl(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the browser tests start the server with a data folder of their own');
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'stripe-stand-in.json'), 'utf8')).url;
}

/** How long each webhook waits before its first attempt. */
export async function delayWebhooks(delayMs: number): Promise<void> {
  const response = await fetch(`${stripeStandInUrl()}/__stand-in/webhooks`, { method: 'POST', body: JSON.stringify({ delayMs }) });
  expect(response.ok).toBe(true);
}

export const CARD_PAYS = '4242 4242 4242 4242';
export const CARD_DECLINED = '4000 0000 0000 0002';

/** On the hosted checkout page: types a card and subscribes. */
export async function payOnCheckoutPage(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(/\/c\/pay\/cs_/);
  await expect(page.getByRole('heading', { name: 'Subscribe to Orchestra Classroom' })).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 40');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Pat Player');
  await page.getByRole('button', { name: 'Subscribe' }).click();
}
