import type { Core } from '@strapi/strapi';
import { secrets } from '../src/runtime/settings';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: { secret: secrets().ADMIN_JWT_SECRET },
  apiToken: { salt: secrets().API_TOKEN_SALT },
  transfer: { token: { salt: secrets().TRANSFER_TOKEN_SALT } },
  secrets: { encryptionKey: secrets().ENCRYPTION_KEY },
  flags: { nps: false, promoteEE: false },
  autoOpen: false,
  watchIgnoreFiles: ['**/tests/**'],
  url: env('ADMIN_PATH', '/admin'),
});

export default config;
