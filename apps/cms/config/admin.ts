import type { Core } from '@strapi/strapi';
import { secrets } from '../src/runtime/settings';
import { siteUrl } from '../src/runtime/environment';
import { signPreviewToken } from '../src/preview/preview-token';
import { previewTargetFor } from '../src/preview/site-paths';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: { secret: secrets().ADMIN_JWT_SECRET },
  apiToken: { salt: secrets().API_TOKEN_SALT },
  transfer: { token: { salt: secrets().TRANSFER_TOKEN_SALT } },
  secrets: { encryptionKey: secrets().ENCRYPTION_KEY },
  // No satisfaction survey, no Enterprise upsell entries, no links to Strapi's developer documentation.
  flags: { nps: false, promoteEE: false, docLinks: false },
  autoOpen: false,
  watchIgnoreFiles: ['**/tests/**'],
  url: env('ADMIN_PATH', '/admin'),
  // Strapi's own limit on admin sign-ins: 5 per address in 5 minutes. The browser tests, which sign
  // the development editor in again and again, raise it (e2e/playwright.config.ts).
  rateLimit: { max: env.int('ADMIN_SIGN_INS_PER_5_MINUTES', 5) },
  // The preview button shows the site's page for the document, drafts included (src/preview).
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [siteUrl()],
      async handler(uid: string, { documentId }: { documentId?: string }) {
        const target = await previewTargetFor(strapi, uid, documentId);
        return target ? `${siteUrl()}${target.path}?preview=${encodeURIComponent(signPreviewToken(target.scope))}` : null;
      },
    },
  },
});

export default config;
