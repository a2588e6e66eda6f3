import type { Core } from '@strapi/strapi';
import { ACTIVE_SUBSCRIBER, ROLE_TYPES, grantsFor } from '../access/roles';

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

/** Creates the active_subscriber role if missing and grants every role its reads. Idempotent. */
export async function ensureRolesAndGrants(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.db.query(ROLE_UID);
  if (!(await roles.findOne({ where: { type: ACTIVE_SUBSCRIBER } }))) {
    await roles.create({
      data: {
        name: 'Active subscriber',
        type: ACTIVE_SUBSCRIBER,
        description: 'A teacher with a free trial, a subscription or a school membership that is active now.',
      },
    });
  }
  for (const type of ROLE_TYPES) {
    const role = await roles.findOne({ where: { type }, populate: ['permissions'] });
    if (!role) throw new Error(`users-permissions role '${type}' is missing`);
    const granted = new Set((role.permissions ?? []).map((p: { action: string }) => p.action));
    for (const action of grantsFor(type)) {
      if (!granted.has(action)) {
        await strapi.db.query(PERMISSION_UID).create({ data: { action, role: role.id } });
      }
    }
  }
}

export async function roleIdByType(strapi: Core.Strapi, type: string): Promise<number> {
  const role = await strapi.db.query(ROLE_UID).findOne({ where: { type } });
  if (!role) throw new Error(`users-permissions role '${type}' is missing`);
  return role.id;
}
