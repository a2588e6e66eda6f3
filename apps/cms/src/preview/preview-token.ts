/**
 * Editors' previews of drafts on the site (issue 4: editors "can preview what they publish").
 *
 * The admin panel's preview button opens the site's page for the document with `?preview=<token>`:
 * an expiry and an HMAC of it, signed with the admin JWT secret, valid for an hour. The site sends it
 * back as the `X-Preview-Token` header; the CMS then answers that request as the read-only
 * 'Site preview' API token, showing drafts (see middlewares/preview.ts).
 */
import crypto from 'node:crypto';
import { secrets } from '../runtime/settings';

export const PREVIEW_LIFETIME_MS = 3600_000;
export const PREVIEW_HEADER = 'x-preview-token';

function signature(expiresAt: number): string {
  return crypto.createHmac('sha256', `preview:${secrets().ADMIN_JWT_SECRET}`).update(String(expiresAt)).digest('base64url');
}

export function signPreviewToken(now = Date.now()): string {
  const expiresAt = now + PREVIEW_LIFETIME_MS;
  return `${expiresAt}.${signature(expiresAt)}`;
}

export function isValidPreviewToken(token: string | undefined, now = Date.now()): boolean {
  const [expires, given] = (token ?? '').split('.');
  const expiresAt = Number(expires);
  if (!given || !Number.isFinite(expiresAt) || expiresAt < now) return false;
  const expected = Buffer.from(signature(expiresAt));
  const actual = Buffer.from(given);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}
