/**
 * Password reset codes expire. users-permissions makes a code work once but keeps it for ever; the
 * auth controllers (extensions/users-permissions/strapi-server.ts, so REST and GraphQL alike)
 * record when forgot-password issued a code, and refuse it at reset-password once
 * RESET_CODE_LIFETIME_MINUTES (default 60) have passed, clearing it so it cannot be tried again.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { setting } from '../runtime/environment';
import { USER_UID } from '../content-types';

export const EXPIRED_RESET_MESSAGE = 'This password reset link has expired. Please ask for a new one.';

function lifetimeMs(): number {
  return setting('RESET_CODE_LIFETIME_MINUTES') * 60_000;
}

const issuedKey = (userId: number) => ({ type: 'plugin', name: 'account', key: `reset-code-issued-${userId}` });

/** After forgot-password answered: notes when the account's code was issued (if it has one now). */
export async function noteResetCodeIssued(strapi: Core.Strapi, email: unknown): Promise<void> {
  if (typeof email !== 'string') return;
  const user = await strapi.db.query(USER_UID).findOne({ where: { email: email.trim().toLowerCase() }, select: ['id', 'resetPasswordToken'] });
  if (user?.resetPasswordToken) await strapi.store.set({ ...issuedKey(user.id), value: Date.now() });
}

/** Before reset-password: refuses (and clears) a code issued longer ago than its lifetime. */
export async function refuseExpiredResetCode(strapi: Core.Strapi, code: unknown): Promise<void> {
  if (typeof code !== 'string' || !code) return;
  const user = await strapi.db.query(USER_UID).findOne({ where: { resetPasswordToken: code }, select: ['id'] });
  if (!user) return;
  const issuedAt = Number(await strapi.store.get(issuedKey(user.id)));
  if (!issuedAt || Date.now() - issuedAt > lifetimeMs()) {
    await strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { resetPasswordToken: null } });
    throw new errors.ValidationError(EXPIRED_RESET_MESSAGE);
  }
}
