import type { Core } from '@strapi/strapi';
import { ACTIVE_SUBSCRIBER, ROLE_TYPES, grantsFor } from '../access/roles';
import { PERMISSION_UID, ROLE_UID } from '../content-types';

/**
 * Creates the active_subscriber role if missing and gives every role exactly its grants
 * (access/roles.ts grantsFor): missing ones are added, any other (Strapi's defaults, or one an
 * editor added in the admin panel) is removed. Idempotent.
 */
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
    const wanted = new Set(grantsFor(type));
    const permissions: Array<{ id: number; action: string }> = role.permissions ?? [];
    const granted = new Set(permissions.map((permission) => permission.action));
    for (const action of wanted) {
      if (!granted.has(action)) {
        await strapi.db.query(PERMISSION_UID).create({ data: { action, role: role.id } });
      }
    }
    const unwanted = permissions.filter((permission) => !wanted.has(permission.action)).map((permission) => permission.id);
    if (unwanted.length) await strapi.db.query(PERMISSION_UID).deleteMany({ where: { id: { $in: unwanted } } });
  }
}
