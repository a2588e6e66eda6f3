/**
 * Who becomes an administrator on a fresh database (docs/deploy.md, "The first administrator").
 * Nobody registers: Strapi's first-admin registration (POST /admin/register-admin) is refused
 * whatever the database holds, and
 * - production creates the first Super Admin from ADMIN_EMAIL and ADMIN_INITIAL_PASSWORD, or refuses
 *   to start without them while the database has no administrator; that password opens nothing but
 *   the profile page until it is changed (setup/initial-password.ts);
 * - development creates its own logins (setup/dev-admin.ts).
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { checkFirstAdministratorSettings, setting } from '../runtime/environment';
import { recordInitialPassword } from './initial-password';

/**
 * Replaces the handler of Strapi's first-admin registration, so the route answers 403 whatever
 * spelling of its path the router matched. Run in register(), before the routes are bound.
 */
export function closeAdminRegistration(strapi: Core.Strapi): void {
  strapi.get('controllers').extend('admin::authentication', (controller: Record<string, unknown>) => ({
    ...controller,
    registerAdmin() {
      throw new errors.ForbiddenError('Administrators are not registered here: the first one comes from the deployment’s settings (ADMIN_EMAIL).');
    },
  }));
}

/** On a production database without any administrator: the first Super Admin, from the settings. */
export async function ensureFirstAdministrator(strapi: Core.Strapi): Promise<void> {
  const users = strapi.service('admin::user');
  if (await users.exists()) return;
  checkFirstAdministratorSettings();
  const email = setting('ADMIN_EMAIL')!.toLowerCase();
  // Strapi's own first-admin creation: the Super Admin role, and one creation across instances.
  const created = await users.createFirstAdmin({ email, password: setting('ADMIN_INITIAL_PASSWORD')!, firstname: 'Administrator' });
  await recordInitialPassword(strapi, created.id);
  strapi.log.info(`Created the first administrator ${email} (ADMIN_EMAIL); they must change ADMIN_INITIAL_PASSWORD at their first login`);
}
