/**
 * Editors' previews of drafts on the site, so editors can see what they publish before it is live
 * (docs/product.md, "Editors' previews").
 *
 * The admin panel's preview button opens the site's page for one document with
 * `?preview=<token>`: the document (content type and documentId) and an expiry, signed with an
 * HMAC of the admin JWT secret, valid for an hour. The site sends it back as the `X-Preview-Token`
 * header. The token shows that one document, draft and teaching content included, and nothing
 * else: every other part of the page is answered as its caller would be answered without it
 * (middlewares/preview.ts, graphql/teaching-guard.ts; docs/doors.md).
 */
import crypto from 'node:crypto';
import { secrets } from '../runtime/settings';

export const PREVIEW_LIFETIME_MS = 3600_000;
export const PREVIEW_HEADER = 'x-preview-token';

/** What a preview shows: one document (single types have one, so no documentId). */
export interface PreviewScope {
  uid: string;
  documentId?: string;
}

function signature(payload: string): string {
  return crypto.createHmac('sha256', `preview:${secrets().ADMIN_JWT_SECRET}`).update(payload).digest('base64url');
}

const encodeScope = (scope: PreviewScope) => Buffer.from(JSON.stringify([scope.uid, scope.documentId ?? null])).toString('base64url');

export function signPreviewToken(scope: PreviewScope, now = Date.now()): string {
  const payload = `${now + PREVIEW_LIFETIME_MS}.${encodeScope(scope)}`;
  return `${payload}.${signature(payload)}`;
}

/** The document a valid, unexpired token previews; undefined for anything else. */
export function previewScopeOf(token: string | undefined, now = Date.now()): PreviewScope | undefined {
  const [expires, scope, given, extra] = (token ?? '').split('.');
  const expiresAt = Number(expires);
  if (!scope || !given || extra !== undefined || !Number.isFinite(expiresAt) || expiresAt < now) return undefined;
  const expected = Buffer.from(signature(`${expires}.${scope}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) return undefined;
  try {
    const [uid, documentId] = JSON.parse(Buffer.from(scope, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof uid !== 'string') return undefined;
    return typeof documentId === 'string' ? { uid, documentId } : { uid };
  } catch {
    return undefined;
  }
}
