/**
 * What users-permissions reads for every request it authenticates, kept in this process for a
 * short while: the caller's user with their role (`fetchAuthenticatedUser`), and the permissions of
 * the caller's role, or of the Public role for a visitor. Without it, each request a subscriber
 * sends costs three statements before it is answered, even when the response cache holds the answer.
 *
 * Forgotten at once on every instance when a user or account is written (the `accounts` fact) or a
 * role or a permission (`grants`: runtime/db-writes.ts, runtime/shared-state.ts), and after
 * ACCOUNT_READ_REUSE_MS in any case (the bound if a message between instances is lost), on the
 * product's clock (accounts/entitlement.ts). So an editor blocking a teacher or changing a role's
 * permissions in the admin panel is obeyed by the next request, in every process.
 *
 * From those permissions users-permissions builds the content API's ability (Strapi's permission
 * engine runs its hooks on each permission: about 2 ms of CPU a request for the subscribers' role) on
 * every request: the ability of a set of permissions is built once and kept, by the set, forgotten on
 * every instance when a role, a permission or an API token is written (`grants`, `api-tokens`). A built
 * ability is only read (`ability.can`), so every request may share it.
 *
 * Before users-permissions, Strapi's API-token strategy looks every bearer token up among the API
 * tokens (a teacher's login token is none, but only the database says so): that answer is kept the
 * same way, by the token's hash, forgotten on every instance when an API token or its permissions
 * are written (the `api-tokens` fact). A token's expiry is still checked on every request.
 */
import type { Core } from '@strapi/strapi';
import { now } from '../runtime/clock';
import { ACCOUNT_READ_REUSE_MS, Remembered } from '../runtime/shared-state';

const options = { max: 50_000, ttl: ACCOUNT_READ_REUSE_MS, perf: { now: () => now().getTime() } };

interface AuthenticatedUser {
  role?: Record<string, unknown> | null;
  [field: string]: unknown;
}

const users = new Remembered<number, AuthenticatedUser | null>(['accounts', 'grants'], options);
const permissions = new Remembered<number | 'public', unknown[]>(['grants'], options);

/**
 * The user users-permissions' read answers, kept for ACCOUNT_READ_REUSE_MS: each caller gets their own
 * copy (a request's code may write to `ctx.state.user`).
 */
export async function authenticatedUser(userId: number, read: () => Promise<AuthenticatedUser | null>): Promise<AuthenticatedUser | null> {
  const user = await users.get(userId, read);
  return user && { ...user, role: user.role && { ...user.role } };
}

/** The permissions of a role (`public`: of the Public role), as users-permissions reads them. */
export function rolePermissions(role: number | 'public', read: () => Promise<unknown[]>): Promise<unknown[]> {
  return permissions.get(role, read);
}

type ApiTokenService = { getByAccessKey: (accessKeyHash: string, options?: { includeDecryptedKey?: boolean }) => Promise<unknown> };

const apiTokens = new Remembered<string, Record<string, unknown> | null>(['api-tokens'], options);

/** Keeps the content API tokens' lookups by access key (once per start, in register). */
export function keepApiTokenLookups(strapi: Core.Strapi): void {
  const service = strapi.service('admin::api-token-content-api') as unknown as ApiTokenService;
  const lookUp = service.getByAccessKey.bind(service);
  service.getByAccessKey = async (accessKeyHash, lookUpOptions) => {
    // The admin panel asks with the key itself to show it: never kept.
    if (lookUpOptions?.includeDecryptedKey) return lookUp(accessKeyHash, lookUpOptions);
    const token = await apiTokens.get(accessKeyHash, async () => ((await lookUp(accessKeyHash)) as Record<string, unknown> | null) ?? null);
    return token && { ...token };
  };
}

type AbilityEngine = { generateAbility: (permissions: unknown[], options?: Record<string, unknown>) => Promise<unknown> };

const abilities = new Remembered<string, unknown>(['grants', 'api-tokens'], { ...options, max: 200 });

/** Keeps the content API's abilities by their permissions (once per start, in register). */
export function keepContentApiAbilities(strapi: Core.Strapi): void {
  const engine = (strapi as unknown as { contentAPI: { permissions: { engine: AbilityEngine } } }).contentAPI.permissions.engine;
  const generate = engine.generateAbility.bind(engine);
  engine.generateAbility = (permissions, generateOptions) => {
    // Options carry the caller (an admin panel's conditions): never kept.
    if (generateOptions && Object.keys(generateOptions).length) return generate(permissions, generateOptions);
    return abilities.get(JSON.stringify(permissions), () => generate(permissions));
  };
}
