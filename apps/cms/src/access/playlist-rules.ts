/**
 * What a playlist save must satisfy (docs/playlists.md). Pure: the resolvers in
 * src/graphql/playlists.ts check the targets exist and store the result.
 */

export const PLAYLIST_LIMITS = { title: 120, items: 200, itemTitle: 200, contextPath: 300 } as const;
export const PLAYLIST_ITEM_TYPES = ['activity', 'audio'] as const;
export type PlaylistItemType = (typeof PLAYLIST_ITEM_TYPES)[number];

export interface PlaylistItemInput {
  type?: string | null;
  /** The activity page's documentId, or the audio file's documentId. */
  item?: string | null;
  title?: string | null;
  context_path?: string | null;
  playlist_order?: number | null;
}

export interface CleanItem {
  type: PlaylistItemType;
  item: string;
  title: string | null;
  context_path: string | null;
  playlist_order: number;
}

export interface Issue {
  path: string[];
  message: string;
}

export const EMPTY_TITLE = 'Please give your playlist a name.';

export function titleIssues(title: unknown): Issue[] {
  if (typeof title !== 'string' || !title.trim()) return [{ path: ['title'], message: EMPTY_TITLE }];
  if (title.trim().length > PLAYLIST_LIMITS.title) return [{ path: ['title'], message: `A playlist's name can be at most ${PLAYLIST_LIMITS.title} characters.` }];
  return [];
}

/** A path on the site the item was added from: '/...' but never '//...' (another site). */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

export function itemIssues(items: ReadonlyArray<PlaylistItemInput | null | undefined>): Issue[] {
  const issues: Issue[] = [];
  if (items.length > PLAYLIST_LIMITS.items) {
    return [{ path: ['items'], message: `A playlist can hold at most ${PLAYLIST_LIMITS.items} items.` }];
  }
  const orders = new Set<number>();
  items.forEach((item, index) => {
    const at = (field: string) => ['items', String(index), field];
    if (!item) {
      issues.push({ path: ['items', String(index)], message: 'An item is missing.' });
      return;
    }
    if (!PLAYLIST_ITEM_TYPES.includes(item.type as PlaylistItemType)) issues.push({ path: at('type'), message: `An item's type must be ${PLAYLIST_ITEM_TYPES.join(' or ')}.` });
    if (typeof item.item !== 'string' || !item.item.trim()) issues.push({ path: at('item'), message: 'An item must name its activity or recording.' });
    if (item.title != null && item.title.length > PLAYLIST_LIMITS.itemTitle) issues.push({ path: at('title'), message: `An item's title can be at most ${PLAYLIST_LIMITS.itemTitle} characters.` });
    if (item.context_path != null && item.context_path !== '' && (!isSitePath(item.context_path) || item.context_path.length > PLAYLIST_LIMITS.contextPath)) {
      issues.push({ path: at('context_path'), message: 'An item\'s page must be a path on this site.' });
    }
    if (item.playlist_order != null) {
      if (!Number.isInteger(item.playlist_order) || item.playlist_order < 0) issues.push({ path: at('playlist_order'), message: 'An item\'s order must be a whole number from 0.' });
      else if (orders.has(item.playlist_order)) issues.push({ path: at('playlist_order'), message: 'Two items cannot share a place in the order.' });
      else orders.add(item.playlist_order);
    }
  });
  return issues;
}

/**
 * Items in their order: by playlist_order when every item has one, else as listed; stored with
 * playlist_order 0, 1, 2... so the order is always whole and unique.
 */
export function orderedItems(items: ReadonlyArray<PlaylistItemInput>): CleanItem[] {
  const allOrdered = items.every((item) => item.playlist_order != null);
  const sorted = allOrdered ? [...items].sort((a, b) => a.playlist_order! - b.playlist_order!) : [...items];
  return sorted.map((item, index) => ({
    type: item.type as PlaylistItemType,
    item: item.item!.trim(),
    title: item.title?.trim() || null,
    context_path: item.context_path || null,
    playlist_order: index,
  }));
}
