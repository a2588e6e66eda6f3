/**
 * The middleware stack. `global::site` serves the teachers' site (the built apps/web) on the same
 * origin as /api, /graphql and /admin: anything Strapi does not answer falls through to it.
 * It sits before `strapi::public`, which would otherwise redirect / to the admin panel.
 */
const config = [
  'strapi::logger',
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:'],
          'media-src': ["'self'", 'data:', 'blob:'],
          'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  { name: 'strapi::body', config: { jsonLimit: '256kb', formLimit: '256kb', textLimit: '256kb' } },
  'strapi::session',
  'strapi::compression',
  'global::auth-throttle',
  'global::preview',
  'global::entitlement',
  'global::published-only',
  'global::protected-files',
  'global::reset-code-lifetime',
  'global::site',
  'strapi::favicon',
  'strapi::public',
];

export default config;
