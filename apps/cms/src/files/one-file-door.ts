/**
 * Uploads have one door: middlewares/protected-files.ts, which asks the access decision before it
 * sends a byte (docs/doors.md, "Files"). Strapi has two static servers that would read the uploads
 * folder (the local provider's DATA_DIR/public/uploads) with no decision:
 * - the `strapi::public` middleware, a koa-static route for every path but `/uploads/...`, on the
 *   public folder: `/x/../uploads/{file}` reached the uploads from it. Strapi requires the name in
 *   the middleware list, so its registered factory is replaced here (the middlewares registry's own
 *   `extend`) by one that adds no route: this project keeps nothing else in the public folder, and
 *   the site answers `/` (middlewares/site.ts);
 * - the upload plugin's `GET /uploads/(.*)`, never added (extensions/upload/strapi-server.ts).
 * A start on which a route would still serve the folder (a Strapi upgrade that adds another) stops
 * in bootstrap, saying which.
 */
import type { Core } from '@strapi/strapi';

type RouteLayer = { path: unknown; methods: string[]; match: (path: string) => boolean };

export function closePublicFolder(strapi: Core.Strapi): void {
  strapi.get('middlewares').extend('strapi::public', () => () => undefined);
}

/** The routes that would send a file of the uploads folder, or of any path: none may exist. */
export function staticDoorsToUploads(strapi: Core.Strapi): string[] {
  const layers = strapi.server.listRoutes() as unknown as RouteLayer[];
  return layers
    .filter((layer) => layer.methods.includes('GET'))
    .filter((layer) => layer.match('/uploads/a.pdf') || layer.match('/x/../uploads/a.pdf') || layer.match('/any-file-at-all.pdf'))
    .map((layer) => `the route ${layer.methods.join(',')} ${String(layer.path)}`);
}

export function refuseStaticDoorsToUploads(strapi: Core.Strapi): void {
  const doors = staticDoorsToUploads(strapi);
  if (doors.length > 0) {
    throw new Error(`Uploads must be sent only after the access check (docs/doors.md, "Files"), but ${doors.join(' and ')} would serve them to anyone.`);
  }
}
