/**
 * How uploaded files reach a browser: one handler (middlewares/protected-files.ts) decides who may
 * have a file and then sends it from here, never by handing the request on to static serving.
 *
 * - files/file-paths.ts decides which requests are for a file, and refuses every spelling of one
 *   but the plain one before anything is looked up.
 * - `sendFile` sends a file with byte ranges (`Range` answered 206, so a long recording can be sought
 *   without downloading it all), ETag and Last-Modified, by the `send` library that Express's static
 *   serving uses.
 */
import send from 'send';
import type { Context } from 'koa';

const MESSAGES: Record<number, string> = { 404: 'That file could not be found.', 416: 'That part of the file does not exist.' };

/**
 * Sends `relative` from `root` as the whole answer (a HEAD gets the headers only). Headers already
 * set on ctx (security headers, Cache-Control) are kept.
 */
export function sendFile(ctx: Context, root: string, relative: string): Promise<void> {
  ctx.respond = false;
  const { res } = ctx;
  // Koa starts every answer as 404; send sets only the statuses other than 200 (206, 304, 416...).
  ctx.status = 200;
  return new Promise<void>((resolve) => {
    res.once('finish', resolve);
    res.once('close', resolve);
    send(ctx.req, encodeURI(relative), { root, index: false, dotfiles: 'deny', cacheControl: false, acceptRanges: true, etag: true, lastModified: true })
      .on('error', (error: { status?: number }) => {
        const status = error.status && error.status < 500 ? error.status : 500;
        ctx.status = status;
        res.statusCode = status;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(ctx.method === 'HEAD' ? undefined : (MESSAGES[status] ?? 'That file cannot be sent.'));
      })
      .pipe(res);
  });
}
