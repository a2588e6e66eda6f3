import type { Core } from '@strapi/strapi';
import { publicDir, secrets } from '../src/runtime/settings';
import cronTasks from './cron-tasks';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  // This machine only, unless HOST says otherwise: the container image sets HOST=0.0.0.0 (Dockerfile),
  // so a development start on a shared network is not reachable by its neighbours.
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 8080),
  url: env('PUBLIC_URL', ''),
  // Behind a reverse proxy, the client's address is the last one the proxy appended to
  // X-Forwarded-For (PROXY_HOPS proxies in a row); addresses a client wrote before it are ignored,
  // so a forged header cannot reset the login throttle (src/accounts/account-throttle.ts).
  proxy: { koa: env.bool('BEHIND_PROXY', false), maxIpsCount: env.int('PROXY_HOPS', 1) },
  app: { keys: secrets().APP_KEYS.split(',') },
  dirs: { public: publicDir() },
  logger: { updates: { enabled: false }, startup: { enabled: false } },
  // Scheduled jobs (config/cron-tasks.ts): the reminder emails. Off with REMINDERS_CRON=false.
  cron: { enabled: env.bool('REMINDERS_CRON', true), tasks: cronTasks },
});

export default config;
