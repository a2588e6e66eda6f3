/**
 * The reach report's page in the admin panel's main menu (docs/reach-report.md), for the roles
 * holding its permission: the Charity editor and the Super Admin. The page checks the permission
 * too, and its data comes from an admin route that checks it again (src/api/reach-report).
 */
import type { StrapiApp } from '@strapi/strapi/admin';
import { PresentationChart } from '@strapi/icons';
import { REACH_REPORT_ACTION } from '../../api/reach-report/shared';

export const REACH_REPORT_PATH = 'reach-report';

export function addReachReport(app: StrapiApp): void {
  app.addMenuLink({
    to: REACH_REPORT_PATH,
    icon: PresentationChart,
    intlLabel: { id: 'orchestra.reach-report.menu', defaultMessage: 'Reach report' },
    permissions: [{ action: REACH_REPORT_ACTION, subject: null }],
    Component: () => import('./ReachPage'),
  });
}
