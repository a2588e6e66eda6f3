/**
 * A school invitation's one-time link (docs/accounts.md, "School member accounts"): 32 random bytes,
 * sent only in the invitation email. The membership row keeps only the token's sha256, so the
 * database (a backup, an editor's view) never holds a link that works.
 */
import { createHash, randomBytes } from 'node:crypto';
import { siteUrl } from '../runtime/environment';

/** A link works for this long after the invitation is sent; the owner invites again for a new one. */
export const INVITATION_LIFETIME_DAYS = 14;
const DAY_MS = 24 * 3600_000;

export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The page on the site that the email links to (apps/web, features/account/JoinRoute.tsx). */
export function invitationLink(token: string): string {
  return `${siteUrl()}/join/${token}`;
}

export function invitationExpired(invitedAt: string | Date | null | undefined, at: Date): boolean {
  if (!invitedAt) return true;
  return at.getTime() - new Date(invitedAt).getTime() > INVITATION_LIFETIME_DAYS * DAY_MS;
}
