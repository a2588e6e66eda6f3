/**
 * Music at Home: what a link opens (docs/at-home-and-cpd.md), as the at-home library's service.
 * Families have no account: the link's id names an at-home library and the teacher who shared it
 * (../link-ids.ts). Its callers: the GraphQL views (../graphql.ts) and the files door
 * (middlewares/protected-files.ts).
 *
 * - The link opens only while that teacher is entitled now (an active subscription or school
 *   membership, accounts/entitlement.ts), checked on every request; otherwise it is "unavailable".
 * - Only the at-home fields of the library's published activities are served: title, music and
 *   equipment (the sidebar tags), the at-home details with their media and the at-home downloads.
 *   The views are built field by field, so nothing else of an activity can leak through them.
 * - Files (media and downloads) are served at /at-home-files/{link id}/{file documentId}, only when
 *   the file belongs to an activity of that library (middlewares/protected-files.ts).
 */
import { factories, type Core } from '@strapi/strapi';
import { AtHomeLinkCodec, AtHomeLinkDecodingError, AtHomeLinkRefused } from '../link-ids';
import { syncRole } from '../../../accounts/entitlement';
import { ACTIVE_SUBSCRIBER } from '../../../access/roles';
import { atHomeLinkSalt } from '../../../runtime/settings';
import { AT_HOME_LIBRARY_UID, PROGRAMME_UID } from '../../../content-types';

const PUBLISHED = { publishedAt: { $notNull: true } };

export const AT_HOME_FILES_PATH = '/at-home-files/';

interface FileRow {
  documentId: string;
  name: string;
  url: string;
  mime?: string | null;
  alternativeText?: string | null;
  caption?: string | null;
  width?: number | null;
  height?: number | null;
  size?: number | null;
}
interface ActivityRow {
  id: number;
  documentId: string;
  title: string;
  music?: string | null;
  equipment?: string | null;
  activity_at_home?: Array<{ id: number; title?: string | null; description?: unknown; media?: FileRow[] | null }> | null;
  activity_at_home_download?: Array<{ title?: string | null; file?: FileRow | null }> | null;
}
interface LibraryRow {
  id: number;
  title: string;
  introduction?: unknown;
  activities?: ActivityRow[] | null;
}

export interface AtHomeFile {
  name: string;
  url: string;
  mime: string | null;
  alternativeText: string | null;
  caption: string | null;
  width: number | null;
  height: number | null;
  size: number | null;
}
export interface AtHomeCard {
  documentId: string;
  title: string;
  image: AtHomeFile | null;
}

const AT_HOME_POPULATE = {
  activity_at_home: { populate: { media: true } },
  activity_at_home_download: { populate: { file: true } },
};

class AtHomeLibraries {
  private readonly codec = new AtHomeLinkCodec(atHomeLinkSalt());

  constructor(private readonly strapi: Core.Strapi) {}

  /** The link id for this teacher and programme (its first at-home library), or null when it has none. */
  async linkId(programmeId: number, teacherId: number): Promise<string | null> {
    const programme = await this.strapi.db.query(PROGRAMME_UID).findOne({
      where: { id: programmeId },
      select: ['id'],
      populate: { at_home_libraries: { select: ['id'] } },
    });
    const first = programme?.at_home_libraries?.[0];
    return first ? this.codec.encode({ libraryId: first.id, teacherId }) : null;
  }

  /**
   * The library a link opens with its published activities in order (at-home fields only), or null
   * when there is no such library. Throws AtHomeLinkRefused for a malformed link or a teacher
   * without an active subscription.
   */
  async open(linkId: string): Promise<LibraryRow | null> {
    let ids;
    try {
      ids = this.codec.decode(linkId);
    } catch (error) {
      if (error instanceof AtHomeLinkDecodingError) throw new AtHomeLinkRefused('malformed');
      throw error;
    }
    if (!ids.libraryId) return null;
    if (!(await this.teacherIsEntitled(ids.teacherId))) throw new AtHomeLinkRefused('unavailable');
    return this.strapi.db.query(AT_HOME_LIBRARY_UID).findOne({
      where: { id: ids.libraryId },
      select: ['id', 'title', 'introduction'],
      populate: {
        activities: { where: PUBLISHED, select: ['id', 'documentId', 'title', 'music', 'equipment'], populate: AT_HOME_POPULATE },
      },
    });
  }

  /**
   * The documentId of the library a teacher's own link opens (for its short link, api/short-link), or
   * null when the link is malformed, names another teacher or a library that is not there.
   */
  async ownLibrary(linkId: string, teacherId: number): Promise<string | null> {
    let ids;
    try {
      ids = this.codec.decode(linkId);
    } catch (error) {
      if (error instanceof AtHomeLinkDecodingError) return null;
      throw error;
    }
    if (!ids.libraryId || ids.teacherId !== teacherId) return null;
    const library = await this.strapi.db.query(AT_HOME_LIBRARY_UID).findOne({ where: { id: ids.libraryId }, select: ['documentId'] });
    return library?.documentId ?? null;
  }

  /** Whether the library is still there (a short link to it opens only then). */
  async exists(documentId: string): Promise<boolean> {
    return (await this.strapi.db.query(AT_HOME_LIBRARY_UID).count({ where: { documentId } })) > 0;
  }

  /** Whether the teacher a link names may share it now (their role follows their subscriptions). */
  private async teacherIsEntitled(teacherId: number): Promise<boolean> {
    // syncRole answers no role for a missing or blocked teacher.
    if (!teacherId) return false;
    return (await syncRole(this.strapi, teacherId)) === ACTIVE_SUBSCRIBER;
  }

  libraryView(linkId: string, library: LibraryRow) {
    return {
      id: linkId,
      title: library.title,
      introduction: library.introduction ?? null,
      activities: (library.activities ?? []).map((activity) => this.card(linkId, activity)),
    };
  }

  /** One activity of the library with its neighbours, or null when the library does not list it. */
  activityView(linkId: string, library: LibraryRow, activityDocumentId: string) {
    const activities = library.activities ?? [];
    const index = activities.findIndex((activity) => activity.documentId === activityDocumentId);
    if (index < 0) return null;
    const activity = activities[index];
    const neighbour = (at: number) => (activities[at] ? this.card(linkId, activities[at]) : null);
    return {
      documentId: activity.documentId,
      title: activity.title,
      music: activity.music ?? null,
      equipment: activity.equipment ?? null,
      details: (activity.activity_at_home ?? []).map((detail) => ({
        id: String(detail.id),
        title: detail.title ?? null,
        description: detail.description ?? null,
        media: (detail.media ?? []).map((file) => this.file(linkId, file)),
      })),
      // Documents are listed only when they have both a title and a file
      // (docs/product.md, "Family pages").
      documents: (activity.activity_at_home_download ?? [])
        .filter((document) => document.title?.trim() && document.file?.url)
        .map((document) => ({ title: document.title!.trim(), file: this.file(linkId, document.file!) })),
      previous: neighbour(index - 1),
      next: neighbour(index + 1),
      library: { id: linkId, title: library.title },
    };
  }

  /** Whether the file is among the media or downloads of the library's activities. */
  sharesFile(library: LibraryRow, fileDocumentId: string): FileRow | undefined {
    for (const activity of library.activities ?? []) {
      for (const detail of activity.activity_at_home ?? []) {
        const found = (detail.media ?? []).find((file) => file.documentId === fileDocumentId);
        if (found) return found;
      }
      const download = (activity.activity_at_home_download ?? []).find((document) => document.file?.documentId === fileDocumentId);
      if (download?.file) return download.file;
    }
    return undefined;
  }

  private card(linkId: string, activity: ActivityRow): AtHomeCard {
    const image = (activity.activity_at_home ?? []).flatMap((detail) => detail.media ?? []).find((file) => file.mime?.startsWith('image/'));
    return { documentId: activity.documentId, title: activity.title, image: image ? this.file(linkId, image) : null };
  }

  private file(linkId: string, file: FileRow): AtHomeFile {
    return {
      name: file.name,
      url: `${AT_HOME_FILES_PATH}${encodeURIComponent(linkId)}/${encodeURIComponent(file.documentId)}`,
      mime: file.mime ?? null,
      alternativeText: file.alternativeText ?? null,
      caption: file.caption ?? null,
      width: file.width ?? null,
      height: file.height ?? null,
      size: file.size ?? null,
    };
  }
}

/** The core service (editors' reads) with the link's rules; one set of rules per process. */
export default factories.createCoreService(AT_HOME_LIBRARY_UID, ({ strapi }) => {
  const libraries = new AtHomeLibraries(strapi);
  return {
    linkId: (programmeId: number, teacherId: number) => libraries.linkId(programmeId, teacherId),
    open: (linkId: string) => libraries.open(linkId),
    libraryView: (linkId: string, library: LibraryRow) => libraries.libraryView(linkId, library),
    activityView: (linkId: string, library: LibraryRow, activityDocumentId: string) => libraries.activityView(linkId, library, activityDocumentId),
    sharesFile: (library: LibraryRow, fileDocumentId: string) => libraries.sharesFile(library, fileDocumentId),
    ownLibrary: (linkId: string, teacherId: number) => libraries.ownLibrary(linkId, teacherId),
    exists: (documentId: string) => libraries.exists(documentId),
  };
});

/** The link's rules, as callers see them on `strapi.service(AT_HOME_LIBRARY_UID)`. */
export type AtHomeLibraryService = Pick<AtHomeLibraries, 'linkId' | 'open' | 'libraryView' | 'activityView' | 'sharesFile' | 'ownLibrary' | 'exists'>;

/** The service, typed (callers that only need its type import nothing of Strapi's at load). */
export const atHomeLibraries = (strapi: Core.Strapi) => strapi.service(AT_HOME_LIBRARY_UID) as unknown as AtHomeLibraryService;
