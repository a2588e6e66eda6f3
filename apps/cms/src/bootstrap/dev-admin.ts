import type { Core } from '@strapi/strapi';

/**
 * The development admin logins, created on a development instance only (never in production, where
 * the first administrator registers at /admin). Printed by `npm start`; see README.
 * The editor writes content (the Charity editor role); the administrator is a Super Admin.
 */
export const DEV_ADMIN = {
  email: 'editor@example.com',
  password: 'EditorDemo1',
  firstname: 'Demo',
  lastname: 'Editor',
};

export const DEV_ADMINISTRATOR = {
  email: 'admin@example.com',
  password: 'Adm1n-Qv7tLx',
  firstname: 'Demo',
  lastname: 'Administrator',
};

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
  if (!(await strapi.db.query('admin::user').findOne({ where: { email: DEV_ADMINISTRATOR.email } }))) {
    await users.create({ ...DEV_ADMINISTRATOR, isActive: true, roles: [superAdmin.id] });
    strapi.log.info(`Created the development administrator ${DEV_ADMINISTRATOR.email}`);
  }
  const editorRoles: Array<{ id: number }> = editor?.roles ?? [];
  if (editor && (editorRoles.length !== 1 || editorRoles[0].id !== charityEditorRoleId)) {
    await users.updateById(editor.id, { roles: [charityEditorRoleId] });
    strapi.log.info(`Moved the development editor ${DEV_ADMIN.email} to the Charity editor role`);
  }
}
