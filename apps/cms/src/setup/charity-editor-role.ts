/**
 * The "Charity editor" admin role: writes and publishes the teaching and site content and uploads
 * media, and nothing else (no Content-Type Builder, no users, roles, settings or tokens, no
 * teachers' accounts; schools' status, which it may extend or end with a note; the reach report). Administrators keep Strapi's Super Admin role. docs/product.md, "Editors' admin panel".
 */
import type { Core } from '@strapi/strapi';
import { CURRICULUM_TAXONOMY_TYPES, EDITORIAL_CONTENT_TYPES, SCHOOL_STATUS_GRANTS } from './content-groups';
import { REACH_REPORT_ACTION } from '../api/reach-report/shared';

export const CHARITY_EDITOR_ROLE = {
  code: 'charity-editor',
  name: 'Charity editor',
  description:
    'Writes and publishes lessons, activities and the site’s pages; sees schools’ accounts and extends or ends them with a note; reads the reach report. No schema, users, teachers’ accounts or settings.',
};

const READ_ACTION = 'plugin::content-manager.explorer.read';
const CONTENT_ACTIONS = ['create', 'read', 'update', 'delete', 'publish'].map((verb) => `plugin::content-manager.explorer.${verb}`);

/** The media library: browse, upload, edit a file's details, download, copy its link. */
const MEDIA_ACTIONS = [
  'plugin::upload.read',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];

interface Permission {
  action: string;
  subject?: string | null;
  properties?: { fields?: string[] };
}

/**
 * Every permission of the role: content actions on each editorial type (all its fields), read on the
 * curriculum's fixed lists (so the tag pickers list them, and nobody adds to them), schools' status
 * (read, and extend or end one with a note: SCHOOL_STATUS_GRANTS), the media library, and the
 * charity's reach report (src/api/reach-report: counts, no personal data).
 */
export function charityEditorPermissions(strapi: Core.Strapi): Permission[] {
  const actionProvider = strapi.service('admin::permission').actionProvider;
  const contentTypes = strapi.service('admin::content-type');
  const contentActions = CONTENT_ACTIONS.map((actionId) => actionProvider.get(actionId));
  const allSubjects: string[] = contentActions.flatMap((action) => action.subjects);
  const content: Permission[] = contentTypes.getPermissionsWithNestedFields(contentActions, {
    restrictedSubjects: allSubjects.filter((subject) => !EDITORIAL_CONTENT_TYPES.includes(subject)),
  });
  const readOnly = (CURRICULUM_TAXONOMY_TYPES as readonly string[]).filter((uid) => uid in strapi.contentTypes);
  const taxonomies: Permission[] = contentTypes.getPermissionsWithNestedFields([actionProvider.get(READ_ACTION)], {
    restrictedSubjects: allSubjects.filter((subject) => !readOnly.includes(subject)),
  });
  const schools: Permission[] = SCHOOL_STATUS_GRANTS.flatMap(({ uid, actions, ...grant }) =>
    contentTypes
      .getPermissionsWithNestedFields(
        actions.map((verb) => actionProvider.get(`plugin::content-manager.explorer.${verb}`)),
        { restrictedSubjects: allSubjects.filter((subject) => subject !== uid) },
      )
      .map((permission: Permission) =>
        'fields' in grant ? { ...permission, properties: { ...permission.properties, fields: [...(grant.fields as readonly string[])] } } : permission,
      ),
  );
  return [...content, ...taxonomies, ...schools, ...MEDIA_ACTIONS.map((action) => ({ action })), { action: REACH_REPORT_ACTION }];
}

/** Creates the role if missing and gives it exactly its permissions (any other is removed). Idempotent; answers its id. */
export async function ensureCharityEditorRole(strapi: Core.Strapi): Promise<number> {
  const roles = strapi.service('admin::role');
  const role = (await roles.findOne({ code: CHARITY_EDITOR_ROLE.code })) ?? (await roles.create({ ...CHARITY_EDITOR_ROLE }));
  // assignPermissions compares with what the role holds and writes only the difference.
  await roles.assignPermissions(role.id, charityEditorPermissions(strapi));
  return role.id;
}
