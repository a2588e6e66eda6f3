import type { Core } from '@strapi/strapi';

/**
 * The development admin login, created on a development instance's first start only (never in
 * production, where the first editor registers at /admin). Printed by `npm start`; see README.
 */
export const DEV_ADMIN = {
  email: 'editor@example.com',
  password: 'EditorDemo1',
  firstname: 'Demo',
  lastname: 'Editor',
};

export async function ensureDevAdmin(strapi: Core.Strapi): Promise<void> {
  const users = strapi.service('admin::user');
  if (await users.exists()) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await users.create({
    ...DEV_ADMIN,
    isActive: true,
    roles: superAdmin ? [superAdmin.id] : [],
  });
  strapi.log.info(`Created the development admin ${DEV_ADMIN.email}`);
}
