/**
 * Merge rules of the libraries (docs/product.md, "Activity libraries" and "Audio libraries"):
 * - activity sections with the same title merge, their activities de-duplicated by id;
 * - audio pages (and containers) with the same title across libraries merge, their counts summed;
 * - a merged item is addressed by its ids joined by commas in the URL.
 * Order is kept: a merged item stands where its title first appears.
 */

export interface Identified {
  documentId: string;
  title: string;
}

export interface Merged<T> {
  /** The ids of every item merged here, in order; joined by commas in the URL. */
  ids: string[];
  title: string;
  items: T[];
}

const titleKey = (title: string) => title.trim().toLowerCase();

/** Groups items by title (trimmed, case-insensitive); each group keeps its items in order. */
export function mergeByTitle<T extends Identified>(items: ReadonlyArray<T | null | undefined>): Array<Merged<T>> {
  const groups = new Map<string, Merged<T>>();
  for (const item of items) {
    if (!item) continue;
    const key = titleKey(item.title);
    const group = groups.get(key);
    if (!group) groups.set(key, { ids: [item.documentId], title: item.title, items: [item] });
    else if (!group.ids.includes(item.documentId)) {
      group.ids.push(item.documentId);
      group.items.push(item);
    }
  }
  return [...groups.values()];
}

/** The ids of a merged item as they appear in a URL segment, and back. */
export const joinIds = (ids: ReadonlyArray<string>) => ids.join(',');
export const splitIds = (segment: string | undefined) =>
  (segment ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

/** Every distinct item of a list of lists, by id, in first-seen order. */
export function uniqueById<T extends { documentId: string }>(lists: ReadonlyArray<ReadonlyArray<T | null | undefined>>): T[] {
  const seen = new Map<string, T>();
  for (const list of lists) for (const item of list) if (item && !seen.has(item.documentId)) seen.set(item.documentId, item);
  return [...seen.values()];
}

export interface SectionLike<A extends { documentId: string; title: string }> extends Identified {
  introduction?: string | null;
  activities: ReadonlyArray<A | null | undefined>;
}

export interface MergedSection<A> {
  ids: string[];
  title: string;
  introduction?: string | null;
  activities: A[];
}

export function mergeSections<A extends { documentId: string; title: string }>(
  sections: ReadonlyArray<SectionLike<A> | null | undefined>,
): Array<MergedSection<A>> {
  return mergeByTitle(sections).map((group) => ({
    ids: group.ids,
    title: group.title,
    introduction: group.items.find((section) => section.introduction?.trim())?.introduction,
    activities: uniqueById(group.items.map((section) => section.activities)),
  }));
}

/** The activity filter (docs/product.md, "Activity libraries"): a case-insensitive contains-match on the title. */
export function filterSections<A extends { documentId: string; title: string }>(
  sections: ReadonlyArray<MergedSection<A>>,
  term: string,
  keep: (activity: A) => boolean = () => true,
) {
  const needle = term.trim().toLowerCase();
  const shown = sections
    .map((section) => ({ ...section, activities: section.activities.filter((a) => keep(a) && (!needle || a.title.toLowerCase().includes(needle))) }))
    .filter((section) => section.activities.length > 0);
  const total = uniqueById(sections.map((section) => section.activities)).length;
  const matching = uniqueById(shown.map((section) => section.activities)).length;
  return { sections: shown, total, matching };
}

export const showingLabel = (matching: number, total: number) => `Showing ${matching} of ${total} activities`;
export const noMatchMessage = (term: string) => `No activities found matching “${term}”. Try a different search term or clear the filter.`;

/** Audio pages or containers merged by title with their counts summed ('N recordings', 'N songs'). */
export function mergeCounted<T extends Identified>(items: ReadonlyArray<T | null | undefined>, countOf: (item: T) => number) {
  return mergeByTitle(items).map((group) => ({ ...group, count: group.items.reduce((sum, item) => sum + countOf(item), 0) }));
}

export const recordingsLabel = (count: number) => (count === 1 ? '1 recording' : `${count} recordings`);
export const songsLabel = (count: number) => (count === 1 ? '1 song' : `${count} songs`);
