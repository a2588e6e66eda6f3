/**
 * The reach report's door (docs/reach-report.md): two admin-panel routes, for admin sessions only
 * (Strapi's admin authentication: a teacher's users-permissions token or an API token is not an
 * admin session), and only for a role holding the permission REACH_REPORT_ACTION: the Charity
 * editor role (src/setup/charity-editor-role.ts) and the Super Admin, who holds every permission.
 *
 *   GET /reach-report/counts?from=YYYY-MM-DD&to=YYYY-MM-DD   the report, as JSON
 *   GET /reach-report/export?from=YYYY-MM-DD&to=YYYY-MM-DD   the report as CSV, with the small-number rule
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { reachCsv } from './counts';
import { parseReachRange } from './validation';
import { REACH_REPORT_ACTION, REACH_REPORT_PREFIX } from './shared';
import type { ReachReportService } from './services/reach-report';

const POLICIES = ['admin::isAuthenticatedAdmin', { name: 'admin::hasPermissions', config: { actions: [REACH_REPORT_ACTION] } }];

/** Registers the permission (so the Super Admin is given it at start, and roles can hold it) and the routes. Run in register(). */
export function registerReachReport(strapi: Core.Strapi): void {
  strapi
    .service('admin::permission')
    .actionProvider.registerMany([{ uid: 'reach-report.read', section: 'settings', category: 'Reach report', displayName: 'Read the reach report' }]);

  const report = async (ctx: Context) => {
    const range = parseReachRange(ctx.query);
    ctx.set('Cache-Control', 'private, no-store');
    return { range, counts: await (strapi.service('api::reach-report.reach-report') as unknown as ReachReportService).report(range) };
  };
  strapi.server.routes({
    type: 'admin',
    prefix: REACH_REPORT_PREFIX,
    routes: [
      {
        method: 'GET',
        path: '/counts',
        handler: async (ctx: Context) => {
          ctx.body = { data: (await report(ctx)).counts };
        },
        config: { policies: POLICIES },
      },
      {
        method: 'GET',
        path: '/export',
        handler: async (ctx: Context) => {
          const { range, counts } = await report(ctx);
          ctx.set('Content-Type', 'text/csv; charset=utf-8');
          ctx.set('Content-Disposition', `attachment; filename="reach-report-${range.from}-to-${range.to}.csv"`);
          // The byte-order mark makes Excel read the file as UTF-8 (school names, curly quotes).
          ctx.body = `\uFEFF${reachCsv(counts)}`;
        },
        config: { policies: POLICIES },
      },
    ],
  } as never);
}
