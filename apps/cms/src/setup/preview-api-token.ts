/**
 * Editors' previews once read through a read-only API token named 'Site preview', made at start.
 * They now keep the caller's own login (preview/preview-reads.ts), so a token left from then, which
 * reads every content type, drafts included, is revoked at start.
 */
import type { Core } from '@strapi/strapi';

export const OLD_PREVIEW_TOKEN_NAME = 'Site preview';

export async function revokeOldPreviewApiToken(strapi: Core.Strapi): Promise<void> {
  const tokens = strapi.service('admin::api-token') as { getByName(name: string): Promise<{ id: number } | null>; revoke(id: number): Promise<unknown> };
  const existing = await tokens.getByName(OLD_PREVIEW_TOKEN_NAME);
  if (existing) await tokens.revoke(existing.id);
}
