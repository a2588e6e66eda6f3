/**
 * Strapi's guided tour ("Discover your application": create your schema, copy an API token, deploy
 * to Strapi Cloud) has no setting to turn it off. The admin panel shows it only to the user the
 * server calls the first Super Admin (GET /admin/guided-tour-meta), so the server says no one is.
 */
import type { Core } from '@strapi/strapi';

type Handler = (ctx: unknown) => Promise<{ data: Record<string, unknown> }>;

export function turnOffGuidedTour(strapi: Core.Strapi): void {
  const adminController = strapi.controller('admin::admin') as unknown as Record<string, Handler>;
  const tourMeta = adminController.getGuidedTourMeta;
  if (typeof tourMeta !== 'function') {
    strapi.log.warn('Strapi’s guided tour could not be turned off: admin::admin.getGuidedTourMeta is gone (a Strapi upgrade?)');
    return;
  }
  adminController.getGuidedTourMeta = async (ctx) => {
    const answer = await tourMeta(ctx);
    return { ...answer, data: { ...answer.data, isFirstSuperAdminUser: false } };
  };
}
