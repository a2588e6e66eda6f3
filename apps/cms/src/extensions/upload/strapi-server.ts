/**
 * The upload plugin, without its own file server. Its register adds `GET /uploads/(.*)`, a static
 * server (koa-static) on the folder the local provider writes uploads to, which sends any file there
 * to anyone, with no access check and under whatever spelling koa-static reads as a file of the
 * folder. Uploads are sent only by middlewares/protected-files.ts, after the access decision
 * (docs/doors.md, "Files"): this extension keeps that route from ever being added, and the start
 * stops if a route under /uploads exists all the same (files/one-file-door.ts).
 */
import type { Core } from '@strapi/strapi';

type Route = { method?: string; path?: string };
type UploadPlugin = { register: (context: { strapi: Core.Strapi }) => Promise<void> | void };

export const isUploadsRoute = (route: Route) => typeof route.path === 'string' && /^\/uploads(\/|$)/i.test(route.path);

export default (plugin: UploadPlugin) => {
  const register = plugin.register;
  plugin.register = async ({ strapi }) => {
    const server = strapi.server;
    const addRoutes = server.routes;
    server.routes = (routes: Parameters<typeof addRoutes>[0]) =>
      addRoutes.call(server, Array.isArray(routes) ? routes.filter((route) => !isUploadsRoute(route)) : routes);
    try {
      await register({ strapi });
    } finally {
      server.routes = addRoutes;
    }
  };
  return plugin;
};
