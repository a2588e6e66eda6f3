/**
 * Reads the development mail catcher that `npm start` runs (its ports are recorded in
 * $DATA_DIR/mail-catcher.json), the way a teacher reads their inbox.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

interface CaughtEmail {
  subject: string;
  to: Array<{ address: string }>;
  html: string;
}

function inboxUrl(): string {
  const file = path.join(process.env.E2E_DATA_DIR!, 'mail-catcher.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).inboxUrl;
}

/** Waits for the newest email to an address and returns it. */
export async function latestEmailTo(address: string): Promise<CaughtEmail> {
  let found: CaughtEmail | undefined;
  await expect
    .poll(
      async () => {
        const emails: CaughtEmail[] = await (await fetch(`${inboxUrl()}/email`)).json();
        found = emails.filter((email) => email.to.some((to) => to.address === address)).at(-1);
        return Boolean(found);
      },
      { message: `an email to ${address}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export function firstLink(email: CaughtEmail): string {
  const match = email.html.match(/href="([^"]+)"/);
  if (!match) throw new Error(`no link in the email '${email.subject}'`);
  return match[1].replace(/&amp;/g, '&');
}
