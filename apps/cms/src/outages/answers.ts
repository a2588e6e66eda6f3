/**
 * The 503 answers given while something the CMS depends on is down (docs/outages.md): REST in
 * Strapi's error shape, GraphQL with `errors[0].extensions.code` SERVICE_UNAVAILABLE, both with
 * Retry-After. The site shows their message as it is.
 */
import type { Context } from 'koa';

export const DATABASE_UNAVAILABLE = 'The classroom cannot reach its database just now. Please try again in a minute.';
export const MAIL_NOT_SENT = "We couldn't send the email just now. Please try again in a few minutes.";
export const SERVICE_UNAVAILABLE_CODE = 'SERVICE_UNAVAILABLE';
export const RETRY_AFTER_SECONDS = 30;

export function graphqlUnavailableBody(message: string) {
  return { errors: [{ message, extensions: { code: SERVICE_UNAVAILABLE_CODE } }] };
}

export function restUnavailableBody(message: string) {
  return { data: null, error: { status: 503, name: 'ServiceUnavailableError', message, details: {} } };
}

export function answerUnavailable(ctx: Context, message: string): void {
  ctx.status = 503;
  ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
  ctx.body = ctx.path === '/graphql' ? graphqlUnavailableBody(message) : restUnavailableBody(message);
}
