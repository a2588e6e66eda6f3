import type { Core } from '@strapi/strapi';
import { ensureRolesAndGrants } from './bootstrap/roles';
import { ensureDevAdmin } from './bootstrap/dev-admin';
import { seedDemo } from './seed';
import { isProduction } from './runtime/settings';
import { registerMeExtension } from './graphql/me';
import { registerTeachingGuard } from './graphql/teaching-guard';
import { registerPlaylists } from './graphql/playlists';
import { registerCustomUnits } from './graphql/custom-units';
import { registerLiveEvents } from './graphql/live-events';
import { registerAtHome } from './graphql/at-home';
import { configureAccountEmails } from './bootstrap/account-emails';
import { ensurePreviewApiToken } from './bootstrap/preview-api-token';
import { registerContentUrlRule } from './access/content-urls';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerMeExtension(strapi);
    registerTeachingGuard(strapi);
    registerPlaylists(strapi);
    registerCustomUnits(strapi);
    registerLiveEvents(strapi);
    registerAtHome(strapi);
    registerContentUrlRule(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureRolesAndGrants(strapi);
    await configureAccountEmails(strapi);
    await ensurePreviewApiToken(strapi);
    if (isProduction()) return;
    await ensureDevAdmin(strapi);
    if (process.env.SEED_DEMO !== 'false') await seedDemo(strapi);
  },
};
