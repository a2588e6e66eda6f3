/**
 * The site's page modules, each loaded lazily (a chunk of its own): every `features/{feature}/{Name}Route.tsx`.
 * They are found by one `import.meta.glob` rather than written out as `import()` calls, so the server
 * that renders a first view (server/render-page.tsx) can tell which modules a URL's routes need,
 * and name their chunks and styles in the page it sends.
 */
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { isCodeLoadError } from '../lib/code-reload';
import { PageNeedsReloading } from './StatusViews';

export type LazyRouteModule = LazyRouteFunction<RouteObject>;

const modules = import.meta.glob('../features/*/*Route.tsx') as Record<string, LazyRouteModule>;
const pathOfModule = new Map<LazyRouteModule, string>();

/**
 * The lazy module of a page, by its path under src/features without the extension ('home/HomeRoute').
 * A module that will not load (a deploy removed it, the connection dropped) becomes a page that
 * reloads itself once and then says so (lib/code-reload.ts): the router, given a failed module,
 * can render the route empty rather than its error boundary.
 */
export function routeModule(name: string): LazyRouteModule {
  const key = `../features/${name}.tsx`;
  const importModule = modules[key];
  if (!importModule) throw new Error(`There is no route module src/features/${name}.tsx`);
  const load: LazyRouteModule = () =>
    importModule().catch((error: unknown) => {
      if (isCodeLoadError(error)) return { Component: PageNeedsReloading };
      throw error;
    });
  pathOfModule.set(load, `src/features/${name}.tsx`);
  return load;
}

/** The source path of a route's lazy module (as the build manifest names it), if it has one. */
export function routeModulePath(lazy: RouteObject['lazy']): string | undefined {
  return typeof lazy === 'function' ? pathOfModule.get(lazy as LazyRouteModule) : undefined;
}
