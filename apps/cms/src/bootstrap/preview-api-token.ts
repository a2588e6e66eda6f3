/**
 * The read-only API token that editors' previews use (see preview/preview-token.ts). Created once,
 * kept encrypted by Strapi (it needs the admin encryption key); its key never leaves the server.
 */
import type { Core } from '@strapi/strapi';

export const PREVIEW_TOKEN_NAME = 'Site preview';
let cachedKey: string | undefined;

export async function ensurePreviewApiToken(strapi: Core.Strapi): Promise<void> {
  const tokens = strapi.service('admin::api-token') as any;
  if (await tokens.getByName(PREVIEW_TOKEN_NAME)) return;
  await tokens.create({
    name: PREVIEW_TOKEN_NAME,
    description: 'Used by the admin panel\'s preview button to show drafts on the site. Do not delete.',
    type: 'read-only',
    kind: 'content-api',
    lifespan: null,
  });
}

export async function previewApiKey(strapi: Core.Strapi): Promise<string | undefined> {
  if (cachedKey) return cachedKey;
  const token = await (strapi.service('admin::api-token') as any).getByName(PREVIEW_TOKEN_NAME, { includeDecryptedKey: true });
  cachedKey = token?.accessKey;
  return cachedKey;
}
