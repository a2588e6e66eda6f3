/**
 * The read-only API token that editors' previews use (see preview/preview-token.ts). Strapi keeps
 * its key encrypted with the admin encryption key; the key never leaves the server. When the key
 * cannot be read back (the encryption key or token salt changed), the token is replaced.
 */
import type { Core } from '@strapi/strapi';

export const PREVIEW_TOKEN_NAME = 'Site preview';
let cachedKey: string | undefined;

const tokenService = (strapi: Core.Strapi) => strapi.service('admin::api-token') as any;

async function createPreviewToken(strapi: Core.Strapi): Promise<string> {
  const created = await tokenService(strapi).create({
    name: PREVIEW_TOKEN_NAME,
    description: "Used by the admin panel's preview button to show drafts on the site. Do not delete.",
    type: 'read-only',
    kind: 'content-api',
    lifespan: null,
  });
  return created.accessKey;
}

/** The token's key, checked against Strapi's own validation: replaced when it no longer works. */
async function usableKey(strapi: Core.Strapi): Promise<string> {
  const tokens = tokenService(strapi);
  const existing = await tokens.getByName(PREVIEW_TOKEN_NAME, { includeDecryptedKey: true });
  if (existing?.accessKey && (await tokens.getByAccessKey(tokens.hash(existing.accessKey)))) return existing.accessKey;
  if (existing) await tokens.revoke(existing.id);
  return createPreviewToken(strapi);
}

export async function ensurePreviewApiToken(strapi: Core.Strapi): Promise<void> {
  cachedKey = await usableKey(strapi);
}

export async function previewApiKey(strapi: Core.Strapi): Promise<string | undefined> {
  cachedKey ??= await usableKey(strapi);
  return cachedKey;
}
