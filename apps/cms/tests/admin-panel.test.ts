/**
 * The editors' admin panel (docs/product.md, "Editors' admin panel"): the Charity editor role and its
 * permissions, the development logins, and the plain-English labels of every field editors edit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';

const require = createRequire(import.meta.url);
const built = (module: string) => require(path.resolve(__dirname, '..', 'dist', 'src', module));
const { DEV_ADMIN, DEV_ADMINISTRATOR, devAdministrator, ensureDevAdmins } = built('setup/dev-admin');
const { CHARITY_EDITOR_ROLE, ensureCharityEditorRole } = built('setup/charity-editor-role');
const { EDITORIAL_CONTENT_TYPES, ACCOUNT_CONTENT_TYPES, CURRICULUM_TAXONOMY_TYPES, SCHOOL_STATUS_GRANTS } = built('setup/content-groups');
/** The account types editors see (schools' status: read, and changes made with a note). */
const SCHOOL_TYPES: string[] = SCHOOL_STATUS_GRANTS.map(({ uid }: { uid: string }) => uid);
const { applyFieldLabels, readAdminLabels } = built('setup/apply-labels');
const { WORDS_RULE } = built('api/activity-slideshow/sung-words');
const { REACH_REPORT_ACTION } = built('api/reach-report/shared');

/** Fields Strapi adds to every content type. */
const STRAPI_FIELDS = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations'];
const CONTENT_ACTIONS = ['create', 'read', 'update', 'delete', 'publish'].map((verb) => `plugin::content-manager.explorer.${verb}`);
const MEDIA_ACTIONS = [
  'plugin::upload.read',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];

const cms = cmsForThisFile({ catalogue: false });

async function rolePermissions(roleId: number): Promise<Array<{ id: number; action: string; subject: string | null; properties: { fields?: string[] } }>> {
  return cms.strapi.db.query('admin::permission').findMany({ where: { role: { id: roleId } }, orderBy: { id: 'asc' } });
}

async function adminLogin(email: string, password: string): Promise<Record<string, string>> {
  const response = await fetch(`${cms.baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, `admin login of ${email}`).toBe(200);
  return { Authorization: `Bearer ${(await response.json()).data.token}` };
}

/** Every component reachable from a content type's fields, nested ones included. */
function componentsOf(uid: string, found = new Set<string>()): Set<string> {
  const model = cms.strapi.contentTypes[uid as never] ?? cms.strapi.components[uid as never];
  for (const attribute of Object.values(model.attributes) as Array<{ type: string; component?: string; components?: string[] }>) {
    const uids = attribute.type === 'component' ? [attribute.component!] : attribute.type === 'dynamiczone' ? attribute.components! : [];
    for (const component of uids.filter((candidate) => !found.has(candidate))) {
      found.add(component);
      componentsOf(component, found);
    }
  }
  return found;
}

describe('the Charity editor role', () => {
  it('places every content type of the product with the editors, the fixed curriculum lists or the accounts', () => {
    const apiTypes = Object.keys(cms.strapi.contentTypes).filter((uid) => uid.startsWith('api::'));
    expect([...EDITORIAL_CONTENT_TYPES, ...CURRICULUM_TAXONOMY_TYPES, ...ACCOUNT_CONTENT_TYPES].sort()).toEqual(apiTypes.sort());
    expect(EDITORIAL_CONTENT_TYPES.filter((uid: string) => ACCOUNT_CONTENT_TYPES.includes(uid) || CURRICULUM_TAXONOMY_TYPES.includes(uid))).toEqual([]);
  });

  it('may create, read, update, delete and publish the editorial content, read the curriculum lists, see schools’ status and extend or end one, use the media library and read the reach report, and nothing else', async () => {
    const role = await cms.strapi.db.query('admin::role').findOne({ where: { code: CHARITY_EDITOR_ROLE.code } });
    expect(role.name).toBe('Charity editor');
    const permissions = await rolePermissions(role.id);
    const granted = permissions.map(({ action, subject }) => `${action} ${subject ?? ''}`.trim()).sort();
    const intended = [
      ...CONTENT_ACTIONS.flatMap((action) => EDITORIAL_CONTENT_TYPES.map((uid: string) => `${action} ${uid}`)),
      ...CURRICULUM_TAXONOMY_TYPES.map((uid: string) => `plugin::content-manager.explorer.read ${uid}`),
      ...SCHOOL_STATUS_GRANTS.flatMap(({ uid, actions }: { uid: string; actions: string[] }) =>
        actions.map((verb) => `plugin::content-manager.explorer.${verb} ${uid}`),
      ),
      ...MEDIA_ACTIONS,
      // The charity's reach report (src/api/reach-report; tests/reach-report.test.ts).
      'api::reach-report.read',
    ].sort();
    expect(REACH_REPORT_ACTION).toBe('api::reach-report.read');
    expect(granted).toEqual(intended);
    for (const { action, subject } of permissions) {
      expect(action).not.toMatch(/content-type-builder|users-permissions|^admin::|settings|configure/);
      expect(subject ?? '').not.toMatch(/users-permissions|^admin::/);
      if (!SCHOOL_TYPES.includes(subject ?? '')) expect(ACCOUNT_CONTENT_TYPES).not.toContain(subject);
    }
    // A school account's own fields only: never its owner's or members' accounts.
    const schoolRead = permissions.find(({ action, subject }) => action.endsWith('explorer.read') && subject === 'api::member-account.member-account');
    expect(schoolRead?.properties.fields?.sort()).toEqual(['active_until', 'changes', 'invoice_status', 'invoices', 'name', 'seats']);
    // Every field of an editable type, so no field is hidden from the edit view.
    const lessonRead = permissions.find(({ action, subject }) => action.endsWith('explorer.read') && subject === 'api::lesson.lesson');
    expect(lessonRead?.properties.fields).toEqual(
      expect.arrayContaining(['title', 'disable_lesson_mode', 'activities.section_divider', 'activities.activity', 'year_groups', 'curriculum_areas']),
    );
  });

  it('lists the curriculum’s year groups, areas and dimensions in a lesson’s tag pickers, and may not change those lists', async () => {
    const editor = await adminLogin(DEV_ADMIN.email, DEV_ADMIN.password);
    const call = (url: string, init: RequestInit = {}) =>
      fetch(`${cms.baseUrl}${url}`, { ...init, headers: { ...editor, 'Content-Type': 'application/json', ...(init.headers ?? {}) } });
    const picker = await call('/content-manager/relations/api::lesson.lesson/year_groups?pageSize=50');
    expect(picker.status).toBe(200);
    const offered = (await picker.json()).results.map((row: { title: string }) => row.title);
    expect(offered).toEqual(expect.arrayContaining(['Nursery', 'Reception', 'Year 1', 'Year 6', 'Year 13', 'SEND: all ages']));
    const areas = await (await call('/content-manager/relations/api::scheme.scheme/curriculum_areas?pageSize=50')).json();
    expect(areas.results.map((row: { title: string }) => row.title)).toContain('Musicianship: pulse and beat');
    const yearGroups = '/content-manager/collection-types/api::year-group.year-group';
    expect((await call(yearGroups)).status).toBe(200);
    expect(
      (await call(yearGroups, { method: 'POST', body: JSON.stringify({ title: 'Year 14', slug: 'year-14', key_stage: 'ks5', position: 99 }) })).status,
    ).toBe(403);
    const { documentId } = await cms.strapi.documents('api::year-group.year-group').findFirst({ filters: { slug: 'year-3' } });
    expect((await call(`${yearGroups}/${documentId}`, { method: 'PUT', body: JSON.stringify({ title: 'Year Three' }) })).status).toBe(403);
    expect((await call(`${yearGroups}/${documentId}`, { method: 'DELETE' })).status).toBe(403);
  });

  it('is given to the demo editor, while the demo administrator is a Super Admin', async () => {
    const rolesOf = async (email: string) =>
      (await cms.strapi.db.query('admin::user').findOne({ where: { email }, populate: ['roles'] })).roles.map((role: { code: string }) => role.code);
    expect(await rolesOf(DEV_ADMIN.email)).toEqual([CHARITY_EDITOR_ROLE.code]);
    expect(await rolesOf(DEV_ADMINISTRATOR.email)).toEqual(['strapi-super-admin']);
  });

  it('moves a demo editor who is still a Super Admin (a database from before the role) on the next start', async () => {
    const superAdmin = await cms.strapi.service('admin::role').getSuperAdmin();
    const editor = await cms.strapi.db.query('admin::user').findOne({ where: { email: DEV_ADMIN.email } });
    await cms.strapi.db.query('admin::user').update({ where: { id: editor.id }, data: { roles: [superAdmin.id] } });
    const roleId = await ensureCharityEditorRole(cms.strapi);
    await ensureDevAdmins(cms.strapi, roleId);
    const moved = await cms.strapi.db.query('admin::user').findOne({ where: { email: DEV_ADMIN.email }, populate: ['roles'] });
    expect(moved.roles.map((role: { id: number }) => role.id)).toEqual([roleId]);
    expect(await cms.strapi.db.query('admin::user').count({ where: { email: DEV_ADMINISTRATOR.email } })).toBe(1);
  });

  it("gives the administrator a password of the data folder's own, not the one earlier versions published", async () => {
    const generated = devAdministrator(cms.dataDir).password;
    expect(JSON.parse(fs.readFileSync(path.join(cms.dataDir, 'dev-secrets.json'), 'utf8')).DEV_ADMINISTRATOR_PASSWORD).toBe(generated);
    // From outside (the administrator's login with the generated password is the next test's: Strapi allows few logins a minute).
    const published = await fetch(`${cms.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEV_ADMINISTRATOR.email, password: 'Adm1n-Qv7tLx' }),
    });
    expect(published.status).toBe(400);
    // Another data folder gets another password, and keeps it.
    const otherFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-other-folder-'));
    try {
      expect(devAdministrator(otherFolder).password).not.toBe(generated);
      expect(devAdministrator(otherFolder).password).toBe(devAdministrator(otherFolder).password);
    } finally {
      fs.rmSync(otherFolder, { recursive: true, force: true });
    }
    // A data folder whose administrator still has the published password gets its own at the next start.
    const administrator = await cms.strapi.db.query('admin::user').findOne({ where: { email: DEV_ADMINISTRATOR.email } });
    await cms.strapi.service('admin::user').updateById(administrator.id, { password: 'Adm1n-Qv7tLx' });
    await ensureDevAdmins(cms.strapi, await ensureCharityEditorRole(cms.strapi));
    const { password: hash } = await cms.strapi.db.query('admin::user').findOne({ where: { id: administrator.id } });
    const auth = cms.strapi.service('admin::auth');
    expect(await auth.validatePassword('Adm1n-Qv7tLx', hash)).toBe(false);
    expect(await auth.validatePassword(generated, hash)).toBe(true);
  });

  it('refuses the demo editor the Content-Type Builder, users, roles, settings and teachers’ accounts, and lets them write lessons', async () => {
    const editor = await adminLogin(DEV_ADMIN.email, DEV_ADMIN.password);
    const status = async (url: string) => (await fetch(`${cms.baseUrl}${url}`, { headers: editor })).status;
    expect(await status('/content-manager/collection-types/api::lesson.lesson')).toBe(200);
    expect(await status('/content-manager/single-types/api::home-page.home-page')).not.toBe(403);
    for (const url of [
      '/content-type-builder/content-types',
      '/admin/users',
      '/admin/roles',
      '/admin/api-tokens',
      '/users-permissions/roles',
      '/content-manager/collection-types/plugin::users-permissions.user',
      ...ACCOUNT_CONTENT_TYPES.filter((uid: string) => !SCHOOL_TYPES.includes(uid)).map((uid: string) => `/content-manager/collection-types/${uid}`),
    ]) {
      expect(await status(url), url).toBe(403);
    }
  });

  it('leaves the administrator every door', async () => {
    const { email, password } = devAdministrator(cms.dataDir);
    const administrator = await adminLogin(email, password);
    const response = await fetch(`${cms.baseUrl}/content-type-builder/content-types`, { headers: administrator });
    expect(response.status).toBe(200);
  });

  it('changes nothing when it is given again', async () => {
    const role = await cms.strapi.db.query('admin::role').findOne({ where: { code: CHARITY_EDITOR_ROLE.code } });
    const before = await rolePermissions(role.id);
    expect(await ensureCharityEditorRole(cms.strapi)).toBe(role.id);
    expect(await rolePermissions(role.id)).toEqual(before);
  });
});

describe('the labels of the admin panel', () => {
  const contentManager = () => cms.strapi.plugin('content-manager');

  async function configurationOf(uid: string) {
    const isComponent = !uid.includes('::');
    const service = contentManager().service(isComponent ? 'components' : 'content-types');
    return service.findConfiguration(isComponent ? service.findComponent(uid) : service.findContentType(uid));
  }

  it('name every field of every editable content type and component in plain English, with help text', async () => {
    const uids = [
      ...EDITORIAL_CONTENT_TYPES,
      ...CURRICULUM_TAXONOMY_TYPES,
      ...new Set(EDITORIAL_CONTENT_TYPES.flatMap((uid: string) => [...componentsOf(uid)])),
    ];
    expect(uids).toContain('slide.flipcard');
    const problems: string[] = [];
    for (const uid of uids) {
      const { metadatas } = await configurationOf(uid);
      const model = cms.strapi.contentTypes[uid as never] ?? cms.strapi.components[uid as never];
      // The schema's own fields, and the fields Strapi adds wherever the admin panel shows them.
      const fields = new Set([...Object.keys(model.attributes).filter((field) => !STRAPI_FIELDS.includes(field)), ...Object.keys(metadatas)]);
      for (const field of fields) {
        const edit = metadatas[field]?.edit ?? {};
        if (!edit.label || edit.label.includes('_') || edit.label === field) problems.push(`${uid}.${field}: label ${JSON.stringify(edit.label)}`);
        if (!edit.description?.trim()) problems.push(`${uid}.${field}: no help text`);
        const list = metadatas[field]?.list;
        if (list && list.label !== edit.label) problems.push(`${uid}.${field}: list label ${JSON.stringify(list.label)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  describe('read from admin-labels/ (YAML)', () => {
    function labelsFolder(files: Record<string, string>): string {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-labels-'));
      for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), text);
      return folder;
    }

    it("fill the sung words' rule from the code and merge the shared slide fields", () => {
      const { byUid } = readAdminLabels(path.resolve(__dirname, '..', 'admin-labels'));
      expect(byUid['slide.audio'].words.description).toContain(WORDS_RULE);
      expect(byUid['slide.image'].teacher_notes.label).toBe('Teacher notes');
      expect(byUid['slide.two-columns'].slide_text.label).toBe('Left column text');
      expect(Object.keys(byUid).some((uid) => uid.startsWith('shared-'))).toBe(false);
    });

    it('refuse a uid named in two files, and a field without its help text', () => {
      const field = 'title:\n    label: Name\n    description: Its name.\n';
      expect(() => readAdminLabels(labelsFolder({ 'a.yaml': `api::x.x:\n  ${field}`, 'b.yaml': `api::x.x:\n  ${field}` }))).toThrow(
        'admin-labels/b.yaml names api::x.x, which admin-labels/a.yaml names too',
      );
      expect(() => readAdminLabels(labelsFolder({ 'a.yaml': 'api::x.x:\n  title:\n    label: Name\n' }))).toThrow(
        'admin-labels/a.yaml: api::x.x.title.description',
      );
    });
  });

  it('keep the other layout choices (field order and sizes, list columns)', async () => {
    const { layouts, settings } = await configurationOf('api::lesson.lesson');
    expect(layouts.list.length).toBeGreaterThan(0);
    expect(layouts.edit.flat().map((field: { name: string }) => field.name)).toContain('disable_lesson_mode');
    expect(settings.mainField).toBe('title');
  });

  it("keep a teacher's login validity out of the user form, as users-permissions keeps its own tokens", async () => {
    const { layouts } = await configurationOf('plugin::users-permissions.user');
    const shown = [...layouts.edit.flat(), ...layouts.list].map((field: { name: string } | string) => (typeof field === 'string' ? field : field.name));
    expect(shown).toContain('role');
    for (const hidden of ['tokens_valid_after', 'resetPasswordToken']) expect(shown).not.toContain(hidden);
  });

  it('change nothing when applied again', async () => {
    const stored = () =>
      cms.strapi.db.query('strapi::core-store').findMany({ where: { key: { $startsWith: 'plugin_content_manager_configuration' } }, orderBy: { key: 'asc' } });
    const before = await stored();
    expect(await applyFieldLabels(cms.strapi)).toEqual([]);
    expect(await stored()).toEqual(before);
  });
});
