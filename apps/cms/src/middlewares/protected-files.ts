/**
 * Teaching files are for active subscribers (docs/product.md, "What the server enforces"), served
 * from the uploads folder, or from the bucket when uploads are in object storage (files/object-storage.ts).
 *
 * - GET /documents/{documentId} (the site's document links; docs/product.md, "Documents") redirects a subscriber
 *   to the file, and answers anyone else with a short page saying why.
 * - GET /uploads/... of anything that is not an image needs a subscriber too: PDFs, recordings and
 *   videos cannot be fetched by guessing or sharing their URL. Images stay public because the
 *   catalogue skeleton that visitors see (banners, cards) is made of them; every uploaded name ends in
 *   a random suffix, so an image URL cannot be guessed either.
 *
 * A browser following a link or playing an <audio> element cannot send a bearer header, so the site
 * also keeps the login token in the `classroom_auth` cookie (SameSite=Strict); either is accepted.
 * Only these GET routes read the cookie, so it cannot be used to change anything.
 *
 * - An editor of the admin panel may fetch /uploads/... with their admin token (a bearer header only),
 *   to hear the recording they time a song's words to (files/editor-access.ts).
 *
 * - GET /at-home-files/{link id}/{file documentId} serves families (no account) the media and
 *   downloads of a Music at Home link, only while the link opens and only files of its library's
 *   activities (api/at-home-library/services/at-home-library.ts); anything else is 404, a lapsed teacher's link 403.
 *
 * A path aimed at any of these doors, however spelt, is answered only when spelt plainly; every
 * other spelling is 400 before anything is looked up (files/file-paths.ts). This handler is the only
 * code that sends an upload's bytes, with byte ranges, from the disk or the bucket: no static server
 * reads the uploads folder (`strapi::public` is not in the stack, the upload plugin's own
 * `/uploads` route is never added: extensions/upload/strapi-server.ts; docs/doors.md, "Files").
 */
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { bearerTokenOf, roleOfToken } from '../accounts/caller';
import { ACTIVE_SUBSCRIBER } from '../access/roles';
import type { AtHomeLibraryService } from '../api/at-home-library/services/at-home-library';
import { AtHomeLinkRefused } from '../api/at-home-library/link-ids';
import { sendFile } from '../files/serve-file';
import { isMediaEditor } from '../files/editor-access';
import { readFilePath, type FileRequest } from '../files/file-paths';
import { objectStorage, sendObject } from '../files/object-storage';
import { publicDir } from '../runtime/settings';
import { Remembered } from '../runtime/shared-state';

export const FILE_COOKIE = 'classroom_auth';
const PUBLIC_EXTENSIONS = /\.(png|jpe?g|gif|webp|avif)$/i;
const DECISION_TTL_MS = 30_000;

const NOT_ALLOWED_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Subscribers only</title>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>You need an active subscription to access this content.</h1>
<p>Log in to the classroom with a subscribing account, then open the document again.</p>
<p><a href="/login">Log in</a></p></body></html>`;

const page = (title: string, text: string) => `<!doctype html><html lang="en"><meta charset="utf-8"><title>${title}</title>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>${title}</h1><p>${text}</p></body></html>`;
const AT_HOME_NOT_FOUND = page('That file could not be found', 'Please check the Music at Home link you were given.');
const AT_HOME_UNAVAILABLE = page('This Music at Home link is not available at the moment', "Please ask your child's teacher for an up-to-date link.");

/** Sent with every answer of these doors: uploaded files are content, never pages of this origin (no scripts, no sniffing). */
export const FILE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
};

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const uploadsDir = path.join(publicDir(), 'uploads');
  const storage = objectStorage();
  /** Sends the upload the names under /uploads stand for, from the bucket when there is one (where S3_PREFIX adds folders). */
  const sendUpload = (ctx: Context, names: string[]) => {
    if (storage) return sendObject(ctx, storage, names.join('/'));
    if (names.length !== 1) return notFound(ctx, 'That file could not be found.');
    return sendFile(ctx, uploadsDir, `/${names[0]}`);
  };
  const atHome = () => strapi.service('api::at-home-library.at-home-library') as unknown as AtHomeLibraryService;
  // Audio players fetch a file in many range requests: each link's answer is kept briefly, and
  // forgotten on every instance when content or an account changes (a teacher's subscription ended).
  const atHomeDecisions = new Remembered<string, { url?: string; status: number }>(['content', 'accounts'], { max: 5000, ttl: DECISION_TTL_MS });

  /** The upload URL an at-home file path (link id, file documentId) stands for, or the status that refuses it. */
  function atHomeFile(names: string[]): Promise<{ url?: string; status: number }> {
    return atHomeDecisions.get(names.join('/'), () => decideAtHomeFile(names));
  }

  async function decideAtHomeFile([linkId, fileDocumentId, ...extra]: string[]): Promise<{ url?: string; status: number }> {
    let decision: { url?: string; status: number } = { status: 404 };
    if (linkId && fileDocumentId && extra.length === 0) {
      try {
        const library = await atHome().open(linkId);
        const file = library ? atHome().sharesFile(library, fileDocumentId) : undefined;
        if (file) decision = { url: file.url, status: 200 };
      } catch (error) {
        if (!(error instanceof AtHomeLinkRefused)) throw error;
        decision = { status: error.reason === 'unavailable' ? 403 : 404 };
      }
    }
    return decision;
  }

  async function isSubscriber(ctx: Context): Promise<boolean> {
    const token = bearerTokenOf(ctx.get('authorization')) ?? ctx.cookies.get(FILE_COOKIE);
    return Boolean(token) && (await roleOfToken(strapi, token)) === ACTIVE_SUBSCRIBER;
  }

  function refuse(ctx: Context) {
    ctx.status = 403;
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html';
    ctx.body = NOT_ALLOWED_PAGE;
  }

  async function sendAtHomeFile(ctx: Context, names: string[]) {
    const decision = await atHomeFile(names);
    const file = decision.url ? readFilePath(decision.url) : undefined;
    if (typeof file !== 'object' || file.door !== '/uploads') {
      ctx.status = decision.url ? 404 : decision.status;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/html';
      ctx.body = decision.status === 403 ? AT_HOME_UNAVAILABLE : AT_HOME_NOT_FOUND;
      return;
    }
    ctx.set('Cache-Control', 'private, max-age=300');
    return sendUpload(ctx, file.names);
  }

  async function redirectToDocument(ctx: Context, [documentId, ...extra]: string[]) {
    const file = extra.length === 0 ? await strapi.db.query('plugin::upload.file').findOne({ where: { documentId }, select: ['url', 'mime'] }) : null;
    if (!file) return notFound(ctx, 'That document could not be found.');
    if (!PUBLIC_EXTENSIONS.test(file.url) && !(await isSubscriber(ctx))) return refuse(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(file.url);
  }

  async function sendProtectedUpload(ctx: Context, names: string[]) {
    const isPublic = PUBLIC_EXTENSIONS.test(names[names.length - 1]);
    // An editor's admin token opens recordings too: the tap-along field plays them (files/editor-access.ts).
    if (!isPublic && !(await isSubscriber(ctx)) && !(await isMediaEditor(strapi, ctx.get('authorization')))) return refuse(ctx);
    ctx.set('Cache-Control', isPublic ? 'public, max-age=3600' : 'private, max-age=3600');
    return sendUpload(ctx, names);
  }

  const doors: Partial<Record<FileRequest['door'], (ctx: Context, names: string[]) => Promise<void> | void>> = {
    '/uploads': sendProtectedUpload,
    '/documents': redirectToDocument,
    '/at-home-files': sendAtHomeFile,
  };

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const request = readFilePath(ctx.path);
    if (request === 'not a file') return next();
    ctx.set(FILE_HEADERS);
    if (request === 'refused') {
      ctx.status = 400;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/plain';
      ctx.body = 'That address cannot be read.';
      return;
    }
    const door = doors[request.door];
    return door ? door(ctx, request.names) : next();
  };
};

function notFound(ctx: Context, message: string) {
  ctx.status = 404;
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/plain';
  ctx.body = message;
}
