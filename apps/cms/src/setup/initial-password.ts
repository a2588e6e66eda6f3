/**
 * The first administrator's one-time password (ADMIN_INITIAL_PASSWORD) must be changed at their
 * first login. The start that creates them records the hash of that password (Strapi's core store);
 * while their stored hash is still that one, every admin API call made with their login answers
 * 403 but those the panel needs to show their profile page and change the password there
 * (PUT /admin/users/me, as Strapi's profile page sends it). Any change of the password (the
 * profile page, or a reset by email) gives a new hash and lifts the restriction: nothing has to
 * watch for it, and every instance sees it in the database.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';

const STORE_KEY = { type: 'core', name: 'classroom', key: 'initial-administrator-password' } as const;

interface InitialPassword {
  userId: number;
  passwordHash: string;
}

/** Per instance, once read: the record, or null once there is none (the password has changed). */
const pendingOf = new WeakMap<Core.Strapi, InitialPassword | null>();

export async function recordInitialPassword(strapi: Core.Strapi, userId: number): Promise<void> {
  const user = await strapi.db.query('admin::user').findOne({ where: { id: userId }, select: ['id', 'password'] });
  const record = { userId, passwordHash: user.password };
  pendingOf.set(strapi, record);
  await strapi.store.set({ ...STORE_KEY, value: record });
}

async function pendingInitialPassword(strapi: Core.Strapi): Promise<InitialPassword | null> {
  if (!pendingOf.has(strapi)) pendingOf.set(strapi, ((await strapi.store.get({ ...STORE_KEY })) as InitialPassword | null) ?? null);
  return pendingOf.get(strapi)!;
}

/**
 * Whether the request is refused until the initial password is changed: it is made with the first
 * administrator's login, is not one the profile page needs, and their password is still the
 * initial one. Once it has changed, the record is forgotten and nothing more is checked.
 */
export async function refusedUntilPasswordChange(strapi: Core.Strapi, ctx: Context): Promise<boolean> {
  const record = await pendingInitialPassword(strapi);
  if (!record || adminUserOf(strapi, ctx) !== String(record.userId) || allowedBeforeTheChange(ctx)) return false;
  const user = await strapi.db.query('admin::user').findOne({ where: { id: record.userId }, select: ['password'] });
  if (user?.password === record.passwordHash) return true;
  pendingOf.set(strapi, null);
  await strapi.store.delete({ ...STORE_KEY });
  return false;
}

/** The admin user a request's bearer token belongs to (validated as Strapi's admin strategy does), if any. */
function adminUserOf(strapi: Core.Strapi, ctx: Context): string | undefined {
  const [scheme, token, ...rest] = (ctx.get('authorization') || '').trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length) return undefined;
  const result = strapi.sessionManager('admin').validateAccessToken(token);
  return result.isValid ? String(result.payload.userId) : undefined;
}

/** What the admin panel asks for to log in, show the profile page and log out (paths exactly as sent). */
const BEFORE_THE_CHANGE = new Set([
  'GET /admin/init',
  'GET /admin/project-type',
  'GET /admin/information',
  'GET /admin/telemetry-properties',
  'GET /admin/project-settings',
  'GET /admin/license-limit-information',
  'GET /admin/guided-tour-meta',
  'GET /admin/users/me',
  'GET /admin/users/me/permissions',
  'POST /admin/access-token',
  'POST /admin/logout',
]);

/** A call the first administrator may make before changing the password: the panel's own, or the change itself. */
function allowedBeforeTheChange(ctx: Context): boolean {
  if (BEFORE_THE_CHANGE.has(`${ctx.method} ${ctx.path}`)) return true;
  if (ctx.method !== 'PUT' || ctx.path !== '/admin/users/me') return false;
  const body = (ctx.request as { body?: { password?: unknown; currentPassword?: unknown } }).body;
  return typeof body?.password === 'string' && body.password !== body.currentPassword;
}
