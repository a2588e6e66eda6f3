/**
 * The REST doors (docs/doors.md): the site reads content through GraphQL only, and uses REST for
 * the account calls (docs/product.md, "Accounts"). Every other content-API route is closed, not
 * filtered: it answers 404 to everyone, whatever its query (populate, filters, fields, sort,
 * status). A new content type or plugin route is closed by itself; opening one means adding it to
 * OPEN_ROUTES.
 *
 * The routes stay registered, closed by a route middleware, because users-permissions derives its
 * grantable actions (`api::lesson.lesson.find`, which GraphQL checks too) from the routes bound to
 * each controller action.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';

/** `{method} {path}` of the REST routes the site calls (paths as their routers declare them). */
export const OPEN_ROUTES = new Set([
  'POST /auth/local',
  'POST /auth/local/register',
  'POST /auth/forgot-password',
  'POST /auth/reset-password',
  'GET /users/me',
  'GET /account/access',
  'GET /member-account',
  'POST /member-account/invitation',
  'POST /member-account/invitations/preview',
  'POST /member-account/invitations',
  'POST /member-account/resend-invitation',
  'POST /member-account/remove-invitation',
  'POST /member-account/remove-member',
  'POST /member-account/invitation-status',
  'POST /member-account/accept-invitation',
  // Paying online (api/billing): the token's teacher's checkout and portal, and Stripe's signed webhook.
  'POST /billing/checkout',
  'POST /billing/portal',
  'POST /billing/webhook',
  // Reminder emails' setting, and the signed link in each reminder that turns them off (api/reminder).
  'GET /reminders',
  'PUT /reminders',
  'POST /reminders/turn-off',
  // A school buys by invoice (api/school-invoice): the token's own school's invoices, and asking for one.
  'GET /school-invoice',
  'POST /school-invoice',
  // The school's record as CSV, for the owner of the token's own school (api/school-record).
  'GET /school-record/entries.csv',
  // Signing in with Google or Microsoft (api/sign-in), and the token's teacher's own linked sign-ins.
  'GET /sign-in/providers',
  'GET /sign-in/google/start',
  'GET /sign-in/google/callback',
  'GET /sign-in/microsoft/start',
  'GET /sign-in/microsoft/callback',
  'POST /sign-in/finish',
  'POST /sign-in/link',
  'POST /sign-in/mail-link',
  'POST /sign-in/confirm',
  'GET /account/sign-ins',
  'POST /account/sign-ins/remove',
  // The search answers everyone, from the fields the caller's role may read (api/search).
  'GET /search',
  'GET /search/suggestions',
]);

export const CLOSED_ROUTE = 'global::rest-closed';

interface Route {
  method: string;
  path: string;
  config?: { middlewares?: unknown[] };
}
type Router = { type?: string; routes?: Route[] } | Route[];

function contentApiRoutes(routers: Record<string, Router> | Router | undefined): Route[] {
  if (!routers) return [];
  if (Array.isArray(routers)) return routers;
  if ('routes' in routers && Array.isArray(routers.routes)) return (routers as { type?: string }).type === 'admin' ? [] : routers.routes;
  return Object.values(routers as Record<string, Router>).flatMap((router) => {
    if (Array.isArray(router)) return router;
    return router.type === 'admin' ? [] : (router.routes ?? []);
  });
}

/** Puts the closing middleware first on every content-API route not in OPEN_ROUTES. Run in register(). */
export function closeRestDoors(strapi: Core.Strapi): void {
  const sources = [...Object.values(strapi.apis), ...Object.values(strapi.plugins)] as Array<{ routes?: Record<string, Router> }>;
  for (const source of sources) {
    for (const route of contentApiRoutes(source.routes)) {
      if (OPEN_ROUTES.has(`${route.method} ${route.path}`)) continue;
      route.config = { ...route.config, middlewares: [CLOSED_ROUTE, ...(route.config?.middlewares ?? [])] };
    }
  }
}

export function answerClosed(ctx: Context): void {
  ctx.status = 404;
  ctx.body = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found. Content is read through GraphQL at /graphql.', details: {} } };
}
