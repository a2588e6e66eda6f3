/**
 * The site's pages, answered by React Router's request handler (apps/web's server build,
 * build/server/index.js, made by `react-router build`), called with a Fetch Request made from Koa's
 * request on the CMS's own port. The handler's loaders ask this CMS's GraphQL endpoint on loopback
 * as the caller (the files cookie; apps/web/src/server/page-context.server.ts), so the CMS decides
 * what each login may read. What is sent to whom is written in apps/web/src/root.tsx.
 *
 * The server build is read once, when the server starts: a rebuild or a deploy under a running
 * server leaves it sending the pages it started with, whose files the build keeps for a day
 * (apps/web/scripts/keep-previous-builds.mjs); a restart takes up the new build.
 *
 * Inline scripts: the framework's page carries its data and its start as inline scripts, which the
 * CMS's Content-Security-Policy (script-src 'self') refuses; each page gets a nonce, passed to the
 * render through the load context and added to that page's policy.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { FILE_COOKIE } from './protected-files';
import { setting } from '../runtime/environment';

type RequestHandler = (request: Request, loadContext?: unknown) => Promise<Response>;

/** What the site's server build is given with each request (apps/web/src/server/page-context.server.ts, SiteLoadContext). */
export interface SiteLoadContext {
  graphqlEndpoint: string;
  nonce: string;
  clientDir: string;
  /** How long a page waits for its data before it is sent without it, to be read in the browser (FIRST_VIEW_TIMEOUT_MS; 0: always). */
  timeoutMs: number;
}

/**
 * A page saved for offline (apps/web/src/features/offline) is useless without its data, so a save,
 * which says so in `X-Offline-Save`, waits longer for it than a page on screen would.
 */
const OFFLINE_SAVE_HEADER = 'x-offline-save';
const OFFLINE_SAVE_TIMEOUT_MS = 20_000;

function firstViewTimeoutMs(ctx: Context): number {
  return ctx.get(OFFLINE_SAVE_HEADER) ? OFFLINE_SAVE_TIMEOUT_MS : setting('FIRST_VIEW_TIMEOUT_MS');
}

/** Where the site's loaders reach this CMS's GraphQL endpoint: through loopback when it listens on all addresses. */
function graphqlEndpoint(strapi: Core.Strapi): string {
  const listening = strapi.server.httpServer.address();
  const { address, port } = listening && typeof listening === 'object' ? listening : { address: '', port: Number(strapi.config.get('server.port', 8080)) };
  const host = ['0.0.0.0', '::', ''].includes(address) ? '127.0.0.1' : address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}/graphql`;
}

function requestOf(ctx: Context, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // A HEAD request is answered as a GET without its body (Koa leaves the body out).
  return new Request(ctx.href, { method: 'GET', headers, signal });
}

/** The site's page handler, or undefined (with the reason logged) when the site's server build is missing or will not load. */
export function loadSitePages(strapi: Core.Strapi, serverEntry: string, clientDir: string): ((ctx: Context) => Promise<void>) | undefined {
  if (!fs.existsSync(serverEntry)) {
    strapi.log.warn(`The teachers' site is not built (no ${serverEntry}); only the CMS is served.`);
    return undefined;
  }
  let handler: RequestHandler;
  try {
    // An ES module without top-level await, which Node 20.19+ loads with require().
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    handler = (require(serverEntry) as { handleRequest: RequestHandler }).handleRequest;
  } catch (error) {
    strapi.log.error(`The teachers' site's server build could not be loaded: ${(error as Error).message}`);
    return undefined;
  }
  return async function answerPage(ctx: Context) {
    const abort = new AbortController();
    ctx.req.on('close', () => ctx.req.complete || abort.abort());
    const nonce = crypto.randomBytes(16).toString('base64');
    const context: SiteLoadContext = { graphqlEndpoint: graphqlEndpoint(strapi), nonce, clientDir, timeoutMs: firstViewTimeoutMs(ctx) };
    const response = await handler(requestOf(ctx, abort.signal), context);
    ctx.status = response.status;
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') ctx.set(name, value);
    });
    const policy = ctx.response.get('Content-Security-Policy');
    if (policy) ctx.set('Content-Security-Policy', policy.replace(/script-src ([^;]*)/, `script-src $1 'nonce-${nonce}'`));
    // A page differs with the login in its cookie; a teacher's carries the teacher's data and is never kept by a shared cache.
    ctx.vary('Cookie');
    if (!response.headers.has('Cache-Control')) ctx.set('Cache-Control', ctx.cookies.get(FILE_COOKIE) ? 'private, no-cache' : 'no-cache');
    ctx.body = response.body ? Readable.fromWeb(response.body as never) : null;
  };
}
