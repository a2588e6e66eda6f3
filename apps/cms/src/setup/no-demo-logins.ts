/**
 * A production start refuses a database that holds the development demo logins (README's table:
 * they are public, so anyone could log in with them). A database that a development start has
 * touched has them; production must not run on it until they are removed.
 */
import type { Core } from '@strapi/strapi';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { DEV_ADMIN, DEV_ADMINISTRATOR } from './dev-admin';

export async function refuseDemoLogins(strapi: Core.Strapi): Promise<void> {
  const teacherEmails = DEMO_ACCOUNTS.map((account) => account.email);
  const teachers = await strapi.db.query('plugin::users-permissions.user').findMany({ where: { email: { $in: teacherEmails } }, select: ['email'] });
  const editors = await strapi.db.query('admin::user').findMany({ where: { email: { $in: [DEV_ADMIN.email, DEV_ADMINISTRATOR.email] } }, select: ['email'] });
  const found = [...editors, ...teachers].map((user: { email: string }) => user.email);
  if (found.length === 0) return;
  throw new Error(
    `Refusing to start in production: the database holds the development demo logins (${found.join(', ')}), whose passwords are public. ` +
      'Remove them first: start once in development on this database with SEED_DEMO=false, then delete the teachers in the admin panel ' +
      `(Content Manager > User) and the admin logins ${DEV_ADMIN.email} and ${DEV_ADMINISTRATOR.email} (Settings > Administration panel > Users, after creating your own administrator), ` +
      'or point production at a database that a development start has never used.',
  );
}
