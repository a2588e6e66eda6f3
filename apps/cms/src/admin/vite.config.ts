/**
 * The admin panel's Vite build, as Strapi makes it, plus:
 * - one folder of static files: the slide templates' thumbnails (slide-templates/thumbnails), copied
 *   to the root of the build and so served at /admin/<name>.svg, where the components' `info.preview`
 *   points (slide-templates/templates.ts);
 * - in a production build (`strapi build`; `strapi develop` is left alone), React's production code.
 *   `strapi build` loads the app with NODE_ENV unset, which Strapi makes "development", and Vite then
 *   compiles the JSX for development and leaves React, React-Redux and prop-types their development
 *   code: prop-type checks, and Redux's state checks on every action, whose cost grows with the
 *   number of content types (at 31 the edit views took over 20 s to open in the browser tests). It
 *   cannot be set for the whole build: the app's config refuses to load in production without real
 *   secrets, and a build has none.
 */
import path from 'node:path';

export default (config: Record<string, unknown>) => {
  if (config.mode === 'production') process.env.NODE_ENV = 'production';
  return {
    ...config,
    publicDir: path.join(__dirname, 'slide-templates', 'thumbnails'),
  };
};
