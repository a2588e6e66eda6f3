/**
 * Short links (docs/short-links.md): a short, typeable address, /s/{code}, for the page a teacher
 * shows as a QR code: a lesson, an activity, or their Music at Home link. Every rule and write; the
 * mutation (../graphql.ts) passes the caller taken from the token, and the /s/{code} door
 * (middlewares/short-links.ts) asks `open`.
 *
 * - Made only by an active subscriber, for a published lesson or activity (which they can read), or
 *   for their own Music at Home link. A row holds the page's kind, its document and its address:
 *   never who made it, and the code is drawn at random (../codes.ts), so it tells nothing.
 * - The same page keeps one code, whoever asks again; a new code takes one from the teacher's hourly
 *   allowance (../throttles.ts).
 * - A code opens only while its page is there: a lesson's address is worked out again each time (so
 *   a lesson moved to another unit is still found), an activity and an at-home library must still be
 *   published. The page then applies its own access rules, as for any other address.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { newCode } from '../codes';
import { giveBackNewCode, takeNewCode, TOO_MANY_CODES } from '../throttles';
import { NOT_SHAREABLE, type ShortLinkKind, type ShortLinkRequest } from '../validation';
import { atHomeLibraries } from '../../at-home-library/services/at-home-library';
import { ACTIVITY_UID, AUDIENCE_UID, LESSON_UID, PROGRAMME_UID } from '../../../content-types';

const UID = 'api::short-link.short-link';

export const NO_SUCH_PAGE = 'There is no such page to share.';

/** Tries before giving up on finding a free code (each clash is about one in a million while codes are few). */
const CODE_TRIES = 5;

interface Target {
  kind: ShortLinkKind;
  target_ref: string;
  path: string;
}

const notShareable = (): never => {
  throw new errors.ValidationError(NOT_SHAREABLE, { errors: [{ path: ['path'], message: NOT_SHAREABLE, name: 'ValidationError' }] });
};
const noSuchPage = (): never => {
  throw new errors.NotFoundError(NO_SUCH_PAGE);
};

const shortLinkService = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(UID);
  const published = (uid: string, documentId: string, populate: Record<string, unknown> = {}) =>
    strapi.documents(uid as never).findOne({ documentId, status: 'published', fields: ['documentId'], populate } as never) as Promise<Record<
      string,
      any
    > | null>;

  /** A published lesson's address on the site, from its unit, programme and audience; null when it has none. */
  async function lessonPath(documentId: string): Promise<string | null> {
    const lesson = await published(LESSON_UID, documentId, {
      scheme: { fields: ['documentId'], populate: { programme: { fields: ['slug'], populate: { audience: { fields: ['slug'] } } } } },
    });
    const unit = lesson?.scheme;
    const programme = unit?.programme;
    return programme ? `/${programme.audience?.slug ?? '-'}/${programme.slug}/unit/${unit.documentId}/lesson/${documentId}` : null;
  }

  /**
   * An activity's address as shared: the page's path up to the activity (its option and delivery tabs
   * left out), under an audience of the site or the live offer. Never a teacher's own unit.
   */
  async function activityPath(documentId: string, path: string): Promise<string> {
    const segments = path.split('/').slice(1);
    const at = segments.indexOf(documentId);
    if (at < 2 || segments.includes('custom-unit')) return notShareable();
    const [first] = segments;
    if (first !== '-' && first !== 'live') {
      const audience = await strapi.documents(AUDIENCE_UID as never).findFirst({ filters: { slug: first }, status: 'published', fields: ['slug'] } as never);
      if (!audience) notShareable();
    }
    return `/${segments.slice(0, at + 1).join('/')}`;
  }

  /** The teacher's own Music at Home link, at the address of a programme that has its library. */
  async function atHomeTarget(teacherId: number, linkId: string, path: string): Promise<Target> {
    const [audience, programme, atHome, id, ...rest] = path.split('/').slice(1);
    if (atHome !== 'at-home' || id !== linkId || rest.length) return notShareable();
    const library = await atHomeLibraries(strapi).ownLibrary(linkId, teacherId);
    if (!library) return notShareable();
    const listed = await strapi.db.query(PROGRAMME_UID).count({
      where: { slug: programme, publishedAt: { $notNull: true }, audience: { slug: audience }, at_home_libraries: { documentId: library } },
    });
    if (!listed) return notShareable();
    return { kind: 'at_home', target_ref: library, path };
  }

  /** The page a request names, checked: it is there, and the caller may share it. */
  async function targetOf(teacherId: number, { kind, target, path }: ShortLinkRequest): Promise<Target> {
    if (kind === 'at_home') return atHomeTarget(teacherId, target, path);
    if (kind === 'lesson') {
      const canonical = await lessonPath(target);
      return { kind, target_ref: target, path: canonical ?? noSuchPage() };
    }
    if (!(await published(ACTIVITY_UID, target))) noSuchPage();
    return { kind, target_ref: target, path: await activityPath(target, path) };
  }

  /** A free code: drawn again on the rare clash with one already made. */
  async function freeCode(): Promise<string> {
    for (let tries = 0; tries < CODE_TRIES; tries += 1) {
      const code = newCode();
      if (!(await rows().count({ where: { code } }))) return code;
    }
    throw new Error('No free short link code was found');
  }

  return {
    /** The code of the page's short link: the one it has, or a new one. */
    async make(teacherId: number, request: ShortLinkRequest): Promise<{ code: string; path: string }> {
      const target = await targetOf(teacherId, request);
      const existing = await rows().findOne({ where: target, select: ['code', 'path'] });
      if (existing) return existing;
      if (!(await takeNewCode(teacherId))) throw new errors.RateLimitError(TOO_MANY_CODES);
      try {
        const created = await rows().create({ data: { ...target, code: await freeCode() }, select: ['code', 'path'] });
        return created as { code: string; path: string };
      } catch (error) {
        await giveBackNewCode(teacherId);
        // Made meanwhile by another request for the same page (the other tab, another instance): that one's code.
        const made = await rows().findOne({ where: target, select: ['code', 'path'] });
        if (made) return made;
        throw error;
      }
    },

    /** Where a code leads now: the page's address, or null when there is no such code or its page has gone. */
    async open(code: string): Promise<string | null> {
      const row = (await rows().findOne({ where: { code }, select: ['kind', 'target_ref', 'path'] })) as Target | null;
      if (!row) return null;
      switch (row.kind) {
        case 'lesson':
          return lessonPath(row.target_ref);
        case 'activity':
          return (await published(ACTIVITY_UID, row.target_ref)) ? row.path : null;
        case 'at_home':
          return (await atHomeLibraries(strapi).exists(row.target_ref)) ? row.path : null;
        default:
          return null;
      }
    },
  };
};

export type ShortLinkService = ReturnType<typeof shortLinkService>;

export default shortLinkService;

/** The service, typed. */
export const shortLinks = (strapi: Core.Strapi) => strapi.service(UID) as unknown as ShortLinkService;
