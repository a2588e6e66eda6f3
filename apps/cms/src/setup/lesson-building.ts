/**
 * What the admin panel's side panels send to write a lesson from the lesson (src/admin/lesson-panels/):
 * a new activity added to the end of a lesson's activity list, and a new slideshow given to an
 * activity. Pure, with no Strapi import, so the admin panel's bundle and the CMS's tests share it
 * (tests/lesson-building.test.ts sends exactly these bodies through the content manager's API as the
 * Charity editor). docs/product.md, "Writing a lesson from the lesson".
 */
import { ACTIVITY_ENTRY_UID, ACTIVITY_UID, LESSON_UID } from '../content-types';

/** One entry of a lesson's `activities` as the content manager answers it: its relation is only a count there. */
export interface LessonActivityEntry {
  id: number;
  title?: string | null;
  section_divider?: boolean | null;
  activity?: unknown;
}

/** An entry of the update's `activities`: kept entries by id (their activity left as it is), the new one with its activity. */
export type ActivityEntryUpdate =
  | { id: number; title: string | null; section_divider: boolean }
  | { title: string; section_divider: false; activity: { connect: Array<{ documentId: string }> } };

/** The content manager's address of a collection type's documents, or of one document (admin API and admin panel alike). */
export function documentPath(uid: string, documentId?: string): string {
  return `/content-manager/collection-types/${uid}${documentId ? `/${documentId}` : ''}`;
}

/** Where the content manager answers the activity an entry of a lesson's activity list points to. */
export function entryActivityPath(entryId: number): string {
  return `/content-manager/relations/${ACTIVITY_ENTRY_UID}/${entryId}/activity`;
}

/** Where the content manager answers an activity's slideshow. */
export function activitySlideshowPath(activityDocumentId: string): string {
  return `/content-manager/relations/${ACTIVITY_UID}/${activityDocumentId}/activity_slideshow`;
}

/** The lessons whose activity list holds the activity, as a query of the content manager's list of lessons. */
export function lessonsWithActivityQuery(activityDocumentId: string): string {
  const query = new URLSearchParams({
    'filters[$and][0][activities][activity][documentId][$eq]': activityDocumentId,
    pageSize: '20',
    sort: 'title:ASC',
  });
  return `${documentPath(LESSON_UID)}?${query.toString()}`;
}

/**
 * The body of the lesson's update that adds a new activity at the end of its activity list. Every
 * entry already there is sent by id with its own heading and kind, so it keeps its place and its
 * activity; the new entry carries the activity's name as its heading, which is what the admin's list
 * of entries shows (teachers see the activity's own name).
 */
export function lessonWithNewActivity(
  entries: readonly LessonActivityEntry[],
  activity: { documentId: string; title: string },
): { activities: ActivityEntryUpdate[] } {
  return {
    activities: [
      ...entries.map((entry) => ({ id: entry.id, title: entry.title ?? null, section_divider: Boolean(entry.section_divider) })),
      { title: activity.title, section_divider: false, activity: { connect: [{ documentId: activity.documentId }] } },
    ],
  };
}

/** The body of the activity's update that gives it the slideshow. */
export function activityWithSlideshow(slideshowDocumentId: string): { activity_slideshow: { connect: Array<{ documentId: string }> } } {
  return { activity_slideshow: { connect: [{ documentId: slideshowDocumentId }] } };
}

/** Whether an entry has an activity: the content manager answers a relation in a component as `{ count }`. */
export function entryHasActivity(entry: LessonActivityEntry): boolean {
  const relation = entry.activity as { count?: number } | null | undefined;
  return !entry.section_divider && typeof relation === 'object' && relation !== null && (relation.count ?? 0) > 0;
}

/** A name typed by an editor, trimmed; refused when empty or longer than a title field holds. */
export function checkedName(name: string): { name: string } | { problem: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) return { problem: 'Type a name first.' };
  if (trimmed.length > 255) return { problem: 'That name is too long: keep it under 255 characters.' };
  return { name: trimmed };
}
