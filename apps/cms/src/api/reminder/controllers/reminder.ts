/**
 * Reminder emails' setting (docs/product.md, "Reminder emails"). The logged-in teacher reads and
 * changes their own (the caller is the user in the token); the signed link in a reminder turns them
 * off without a login: opened from the email through the site's /reminders/off page, or POSTed by a
 * mail program's own unsubscribe button (List-Unsubscribe-Post, RFC 8058), the token in the address.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { z } from 'zod';
import { parseArguments } from '../../../validation/issues';
import type { ReminderService } from '../services/reminder';

type Ctx = { state: { user: { id: number } }; request: { body?: unknown }; query: Record<string, unknown>; body: unknown };

const setting = z.object({ on: z.boolean({ error: 'Say whether reminder emails are on (true or false).' }) }).strict();
const turnOffBody = z.object({ token: z.string().max(200).optional() }).passthrough();

export const LINK_NOT_VALID = 'This link is not valid. Log in and turn reminder emails off on your account page instead.';

const service = (strapi: Core.Strapi) => strapi.service('api::reminder.reminder') as unknown as ReminderService;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async mine(ctx: Ctx) {
    ctx.body = { on: await service(strapi).remindersOn(ctx.state.user.id) };
  },
  async change(ctx: Ctx) {
    const { on } = parseArguments(setting, ctx.request.body);
    ctx.body = { on: await service(strapi).setReminders(ctx.state.user.id, on) };
  },
  async turnOff(ctx: Ctx) {
    const body = parseArguments(turnOffBody, ctx.request.body ?? {});
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : body.token;
    if (!(await service(strapi).turnOffByToken(token))) throw new errors.ValidationError(LINK_NOT_VALID);
    ctx.body = { on: false };
  },
});
