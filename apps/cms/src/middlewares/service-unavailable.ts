/**
 * Answers 503 when something the CMS depends on is down, rather than a 500 or a misleading 401
 * (docs/outages.md):
 * - the database cannot be reached: an error that says so (outages/database-errors.ts), or a 401
 *   or 500 while the database does not answer (users-permissions turns a lost database into
 *   "Missing or invalid credentials", which would log teachers out of the site);
 * - the mail relay did not take an email (outages/mail-relay.ts): the message of that error.
 * REST gets Strapi's error shape, GraphQL a GraphQL one (outages/answers.ts), both with Retry-After.
 * It sits just inside the auth throttle, so a 503 is not counted as a failed attempt. Errors inside
 * GraphQL resolvers are answered by outages/graphql-unavailable.ts.
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { DATABASE_UNAVAILABLE, answerUnavailable } from '../outages/answers';
import { isDatabaseUnavailable } from '../outages/database-errors';
import { databaseMonitor } from '../outages/database-monitor';
import { MailNotSentError } from '../outages/mail-relay';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const monitor = databaseMonitor(strapi);
  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof MailNotSentError) return answerUnavailable(ctx, error.userMessage);
      if (!isDatabaseUnavailable(error)) throw error;
      monitor.reportUnavailable(error);
      return answerUnavailable(ctx, DATABASE_UNAVAILABLE);
    }
    if ((ctx.status === 401 || ctx.status === 500) && !(await monitor.reachable())) answerUnavailable(ctx, DATABASE_UNAVAILABLE);
  };
};
