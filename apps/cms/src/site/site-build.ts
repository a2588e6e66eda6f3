/**
 * The build of the teachers' site this server sends pages of: its page template (index.html), its
 * manifest and its renderer of first views, read once when the server starts.
 *
 * A rebuild or a deploy writes a new build into the same folder while the server runs. A page names
 * the hashed files of the build its template came from, and the build keeps an earlier build's files
 * for a day (apps/web/scripts/keep-previous-builds.mjs); so a server holding on to the template it
 * started with always sends pages whose files exist. Reading index.html afresh per request would mix
 * the new template with the old renderer; a restart takes up the new build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

export interface PageRequest {
  url: string;
  graphqlEndpoint: string;
  token?: string;
  template: string;
  manifest: unknown;
  timeoutMs: number;
  siteDir: string;
}

export interface Renderer {
  renderPage: (page: PageRequest) => Promise<string | undefined>;
}

export interface SiteBuild {
  dir: string;
  /** The page template, or undefined when the site is not built (only the CMS is served). */
  template?: string;
  manifest?: unknown;
  /** The renderer of first views, or undefined when it is missing (a site built without it) or will not load. */
  renderer?: Renderer;
}

function readIfPresent(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

export function loadSiteBuild(strapi: Core.Strapi, dir: string, rendererEntry: string): SiteBuild {
  const template = readIfPresent(path.join(dir, 'index.html'));
  if (template === undefined) {
    strapi.log.warn(`The teachers' site is not built (no ${path.join(dir, 'index.html')}); only the CMS is served.`);
    return { dir };
  }
  const manifestText = readIfPresent(path.join(dir, '.vite', 'manifest.json'));
  if (!fs.existsSync(rendererEntry) || manifestText === undefined) {
    strapi.log.info(`The site's renderer of first views is not built (no ${rendererEntry}); pages load their data in the browser.`);
    return { dir, template };
  }
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const renderer = require(rendererEntry) as Renderer;
    return { dir, template, manifest: JSON.parse(manifestText), renderer };
  } catch (error) {
    strapi.log.error(`The site's renderer of first views could not be loaded: ${(error as Error).message}`);
    return { dir, template };
  }
}
