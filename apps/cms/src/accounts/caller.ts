/**
 * Who is calling: the one reading of a request's login that every door uses (the role check of
 * users-permissions, the response cache, the protected files, first views). A request path or
 * header is never matched by its spelling here: the token is read exactly as users-permissions'
 * jwt service reads it (`Authorization: Bearer <token>`, the word in any case, any whitespace), and
 * the role is re-decided for every request that users-permissions authenticates, whatever the path
 * (extensions/users-permissions/strapi-server.ts, `fetchAuthenticatedUser`).
 */
import type { Core } from '@strapi/strapi';
import { callerRole } from './entitlement';
import { isDatabaseUnavailable } from '../outages/database-errors';

/** The token in an Authorization header, by users-permissions' own rule (services/jwt.js getToken). */
export function bearerTokenOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const parts = header.split(/\s+/);
  return parts.length === 2 && parts[0].toLowerCase() === 'bearer' && parts[1] ? parts[1] : undefined;
}

/** The user id a login token names, when it is valid and current (a password change ends older tokens). */
export async function userIdOf(strapi: Core.Strapi, token: string | undefined): Promise<number | undefined> {
  if (!token) return undefined;
  // A bad or outdated token names nobody; a database that cannot be reached is an outage (503), not a logout.
  const payload = await strapi
    .plugin('users-permissions')
    .service('jwt')
    .verify(token)
    .catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) throw error;
      return undefined;
    });
  const id = Number(payload?.id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The role type a login token gives now (undefined for a bad token or a blocked user). */
export async function roleOfToken(strapi: Core.Strapi, token: string | undefined): Promise<string | undefined> {
  const id = await userIdOf(strapi, token);
  return id === undefined ? undefined : callerRole(strapi, id);
}
