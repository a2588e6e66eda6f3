import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * React Router's package exports only its development build (`dist/development`), whose one
 * difference from `dist/production` is `ENABLE_DEV_WARNINGS = true`: warnings checked on every
 * render and route, and the default error page's "Hey developer" text. Both builds sit in the
 * package; these aliases give `react-router build` (browser and server bundles) the production one.
 * `npm run dev` keeps the warnings: the aliases are applied only when building (vite.config.ts).
 */
export function reactRouterProductionBuild() {
  const packageDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const production = join(packageDir, 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
  ];
}
