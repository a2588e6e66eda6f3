import type { Core } from '@strapi/strapi';
import { devAdministratorPassword } from '../runtime/settings';

/**
 * The development admin logins, created on a development instance only (never in production, where
 * the first administrator comes from the settings: setup/first-administrator.ts). Printed by
 * `npm start`; see README. The editor writes content (the Charity editor role), and its demo
 * password is published; the administrator is a Super Admin, with a password of its data folder's own.
 */
export const DEV_ADMIN = {
  email: 'editor@example.com',
  password: 'EditorDemo1',
  firstname: 'Demo',
  lastname: 'Editor',
};

export const DEV_ADMINISTRATOR = {
  email: 'admin@example.com',
  firstname: 'Demo',
  lastname: 'Administrator',
};

/** The development administrator of the data folder `folder` (by default this instance's): its login and generated password. */
export function devAdministrator(folder?: string) {
  return { ...DEV_ADMINISTRATOR, password: devAdministratorPassword(folder) };
}

/** The administrator's password that earlier versions published in the README: changed on the next development start. */
const PUBLISHED_ADMINISTRATOR_PASSWORD = 'Adm1n-Qv7tLx';

/**
 * On a fresh database: creates both logins. On a database an earlier development start made (the
 * demo editor is there): adds the administrator if missing and moves the demo editor from Super
 * Admin to the Charity editor role. A database with other admins and no demo editor (a copy of
 * production, say) gets no demo login.
 */
export async function ensureDevAdmins(strapi: Core.Strapi, charityEditorRoleId: number): Promise<void> {
  const users = strapi.service('admin::user');
  const fresh = !(await users.exists());
  const editor = await strapi.db.query('admin::user').findOne({ where: { email: DEV_ADMIN.email }, populate: ['roles'] });
  if (!fresh && !editor) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdmin) throw new Error('Strapi has no Super Admin role');
  // The editor first: Strapi's guided tour is for the oldest admin user, when a Super Admin.
  if (!editor) {
    await users.create({ ...DEV_ADMIN, isActive: true, roles: [charityEditorRoleId] });
    strapi.log.info(`Created the development editor ${DEV_ADMIN.email}`);
  }
  const administrator = await strapi.db.query('admin::user').findOne({ where: { email: DEV_ADMINISTRATOR.email }, select: ['id', 'password'] });
  if (!administrator) {
    await users.create({ ...devAdministrator(), isActive: true, roles: [superAdmin.id] });
    strapi.log.info(`Created the development administrator ${DEV_ADMINISTRATOR.email}`);
  } else if (administrator.password && (await strapi.service('admin::auth').validatePassword(PUBLISHED_ADMINISTRATOR_PASSWORD, administrator.password))) {
    await users.updateById(administrator.id, { password: devAdministrator().password });
    strapi.log.info(`Gave the development administrator ${DEV_ADMINISTRATOR.email} this data folder's own password in place of the published one`);
  }
  const editorRoles: Array<{ id: number }> = editor?.roles ?? [];
  if (editor && (editorRoles.length !== 1 || editorRoles[0].id !== charityEditorRoleId)) {
    await users.updateById(editor.id, { roles: [charityEditorRoleId] });
    strapi.log.info(`Moved the development editor ${DEV_ADMIN.email} to the Charity editor role`);
  }
}
