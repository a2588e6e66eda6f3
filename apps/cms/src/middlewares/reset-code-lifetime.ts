/**
 * Password reset codes expire. users-permissions makes a code work once but keeps it for ever; this
 * middleware records when forgot-password issued a code and refuses it at reset-password once
 * RESET_CODE_LIFETIME_MINUTES (default 60) have passed, clearing it so it cannot be tried again.
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

const USER_UID = 'plugin::users-permissions.user';
export const EXPIRED_RESET_MESSAGE = 'This password reset link has expired. Please ask for a new one.';

function lifetimeMs(): number {
  return Number(process.env.RESET_CODE_LIFETIME_MINUTES ?? 60) * 60_000;
}

const issuedKey = (userId: number) => ({ type: 'plugin', name: 'account', key: `reset-code-issued-${userId}` });

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    const isPost = ctx.method === 'POST';
    if (isPost && ctx.path === '/api/auth/reset-password') {
      const code = (ctx.request as { body?: { code?: unknown } }).body?.code;
      if (typeof code === 'string' && code) {
        const user = await strapi.db.query(USER_UID).findOne({ where: { resetPasswordToken: code } });
        if (user) {
          const issuedAt = Number(await strapi.store.get(issuedKey(user.id)));
          if (!issuedAt || Date.now() - issuedAt > lifetimeMs()) {
            await strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { resetPasswordToken: null } });
            ctx.status = 400;
            ctx.body = { data: null, error: { status: 400, name: 'ValidationError', message: EXPIRED_RESET_MESSAGE, details: {} } };
            return;
          }
        }
      }
    }
    await next();
    if (isPost && ctx.path === '/api/auth/forgot-password' && ctx.status === 200) {
      const email = (ctx.request as { body?: { email?: unknown } }).body?.email;
      if (typeof email === 'string') {
        const user = await strapi.db.query(USER_UID).findOne({ where: { email: email.toLowerCase() } });
        if (user?.resetPasswordToken) await strapi.store.set({ ...issuedKey(user.id), value: Date.now() });
      }
    }
  };
};
