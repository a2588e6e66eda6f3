/**
 * The samples the site's /check-network page fetches (docs/product.md, "Check this network"), open
 * to everyone: GET or HEAD /network-check/picture.png, /network-check/recording.mp3 and
 * /network-check/film.mp4. They are small files made for this project (apps/cms/network-check,
 * made by scripts/make-network-check-samples.mjs), since the real recordings and films under
 * /uploads are for subscribers only (protected-files.ts) and a school's technician checks the
 * network before anyone logs in.
 *
 * They are sent by the same sender as uploads (files/serve-file.ts: byte ranges, ETags, the same
 * content types), so a check sees what a lesson's media would meet, with `Cache-Control: no-store`
 * so a check is never answered from a cache. The path is read strictly (files/file-paths.ts: any
 * other spelling of a path aimed at the folder is 400, answered by protected-files.ts); only the
 * three names listed below are ever sent, from the samples folder only, and anything else under
 * /network-check is 404.
 */
import path from 'node:path';
import type { Context, Next } from 'koa';
import { sendFile } from '../files/serve-file';
import { readFilePath } from '../files/file-paths';
import { cmsRoot } from '../runtime/settings';

export const NETWORK_CHECK_PATH = '/network-check';
/** The samples, by the name in their address. */
export const NETWORK_CHECK_SAMPLES = ['picture.png', 'recording.mp3', 'film.mp4'] as const;

const HEADERS = {
  // As for uploads: content, never a page of this origin.
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

export default () => {
  const samplesDir = path.join(cmsRoot, 'network-check');
  const samples = new Set<string>(NETWORK_CHECK_SAMPLES);

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const request = readFilePath(ctx.path);
    if (typeof request !== 'object' || request.door !== NETWORK_CHECK_PATH) return next();
    ctx.set(HEADERS);
    const [name, ...extra] = request.names;
    if (extra.length > 0 || !samples.has(name)) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'That file could not be found.';
      return;
    }
    return sendFile(ctx, samplesDir, `/${name}`);
  };
};
