import type { Core } from '@strapi/strapi';
import { publicDir, secrets } from '../src/runtime/settings';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 8080),
  url: env('PUBLIC_URL', ''),
  proxy: env.bool('BEHIND_PROXY', false),
  app: { keys: secrets().APP_KEYS.split(',') },
  dirs: { public: publicDir() },
  logger: { updates: { enabled: false }, startup: { enabled: false } },
});

export default config;
