/**
 * The middleware stack. `global::site` serves the teachers' site (the built apps/web) on the same
 * origin as /api, /graphql and /admin: anything Strapi does not answer falls through to it.
 * `strapi::public` (which Strapi requires by name) serves nothing: its static server would read
 * the uploads folder with no access check; uploads are sent by `global::protected-files` only
 * (src/files/one-file-door.ts).
 */
import { siteUrl } from '../src/runtime/environment';

/**
 * The only origins CORS answers, with credentials: the site's own (SITE_URL, and PUBLIC_URL when the
 * CMS is given an address of its own). A page of any other origin gets no Access-Control-Allow-Origin,
 * so its scripts cannot read an answer made with a teacher's cookies. The site calls the CMS on its
 * own origin (in development through Vite's proxy, scripts/dev.mjs), which needs no CORS at all.
 */
function siteOrigins(): string[] {
  return [siteUrl(), process.env.PUBLIC_URL].flatMap((address) => {
    try {
      return address ? [new URL(address).origin] : [];
    } catch {
      return []; // an unreadable address: checkEnvironment reports SITE_URL's; the origin is not added
    }
  });
}

/**
 * Where the live page's event images come from: the events site's origin (LIVE_EVENTS_URL), and any
 * media host it uses besides (LIVE_EVENTS_IMAGE_ORIGINS, comma-separated origins).
 */
function eventImageOrigins(): string[] {
  const origins = (process.env.LIVE_EVENTS_IMAGE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  try {
    if (process.env.LIVE_EVENTS_URL) origins.push(new URL(process.env.LIVE_EVENTS_URL).origin);
  } catch {
    // An unreadable events site address: the events adapter reports it; no image origin is added.
  }
  return origins;
}

const config = [
  // First: a visitor's cached catalogue query is answered before anything else runs.
  'global::graphql-cache-hit',
  'strapi::logger',
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:', ...eventImageOrigins()],
          'media-src': ["'self'", 'data:', 'blob:'],
          'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  // API answers are JSON, not pages: their own security headers (src/middlewares/api-headers.ts).
  'global::api-headers',
  { name: 'strapi::cors', config: { origin: siteOrigins() } },
  'strapi::query',
  // includeUnparsed: Stripe's webhook signature is checked against the body as sent (api/billing).
  { name: 'strapi::body', config: { jsonLimit: '256kb', formLimit: '256kb', textLimit: '256kb', includeUnparsed: true } },
  'global::no-nul-characters',
  // After the body is read (a password change is let through): the first administrator's one-time password.
  'global::initial-password',
  'strapi::session',
  'strapi::compression',
  // Just inside the throttle: a database or mail relay that is down answers 503, not counted as a failure.
  'global::service-unavailable',
  'global::preview',
  'global::entitlement',
  'global::graphql-cache',
  // The REST search's answers, kept by the caller's reach and answered before Koa next time (docs/search.md).
  'global::search-cache',
  'global::protected-files',
  // The public samples of the site's /check-network page (src/middlewares/network-check.ts).
  'global::network-check',
  // /s/{code}: a short link's redirect to its page (src/middlewares/short-links.ts); one that leads nowhere goes on to the site's 404.
  'global::short-links',
  'global::site',
  'strapi::favicon',
  'strapi::public',
];

export default config;
