/**
 * The admin panel's Vite build, as Strapi makes it, plus one folder of static files: the slide
 * templates' thumbnails (slide-templates/thumbnails), copied to the root of the build and so served
 * at /admin/<name>.svg, where the components' `info.preview` points (slide-templates/templates.ts).
 */
import path from 'node:path';

export default (config: Record<string, unknown>) => ({
  ...config,
  publicDir: path.join(__dirname, 'slide-templates', 'thumbnails'),
});
