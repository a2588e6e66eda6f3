/** The first administrator changes the initial password before anything else (setup/initial-password.ts). */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { errors } from '@strapi/utils';
import { refusedUntilPasswordChange } from '../setup/initial-password';

/** The error's details.code, which the admin panel watches for to show the profile page (src/admin/initial-password.ts). */
export const CHANGE_INITIAL_PASSWORD = 'INITIAL_PASSWORD_NOT_CHANGED';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (await refusedUntilPasswordChange(strapi, ctx)) {
      throw new errors.ForbiddenError('Change the initial password first: Profile (/admin/me), with a new password.', { code: CHANGE_INITIAL_PASSWORD });
    }
    await next();
  };
