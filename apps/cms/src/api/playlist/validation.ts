/**
 * What a playlist save must satisfy (docs/playlists.md), and the shape of the GraphQL arguments the
 * resolvers in src/api/playlist/graphql.ts parse. The playlist service (src/api/playlist/services)
 * runs these checks, checks the items' targets exist and stores the result.
 */
import { z } from 'zod';
import { check, type Issue } from '../../validation/issues';

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

/** A save's fields as the GraphQL arguments carry them: absent leaves a field as it is (audience: null clears it). */
export interface PlaylistSave {
  title?: string | null;
  audience?: string | null;
  items?: ReadonlyArray<PlaylistItemInput | null> | null;
}

export interface CleanItem {
  type: PlaylistItemType;
  item: string;
  title: string | null;
  context_path: string | null;
  playlist_order: number;
}

export const EMPTY_TITLE = 'Please give your playlist a name.';

const titleSchema = z
  .string({ error: EMPTY_TITLE })
  .refine((title) => title.trim() !== '', { message: EMPTY_TITLE, abort: true })
  .refine((title) => title.trim().length <= PLAYLIST_LIMITS.title, `A playlist's name can be at most ${PLAYLIST_LIMITS.title} characters.`);

/** A path on the site the item was added from: '/...' but never '//...' (another site). */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

const itemSchema = z.object(
  {
    type: z.enum(PLAYLIST_ITEM_TYPES, { error: `An item's type must be ${PLAYLIST_ITEM_TYPES.join(' or ')}.` }),
    item: z.string({ error: 'An item must name its activity or recording.' }).refine((id) => id.trim() !== '', 'An item must name its activity or recording.'),
    title: z.string().max(PLAYLIST_LIMITS.itemTitle, `An item's title can be at most ${PLAYLIST_LIMITS.itemTitle} characters.`).nullish(),
    context_path: z
      .string()
      .refine((page) => page === '' || (isSitePath(page) && page.length <= PLAYLIST_LIMITS.contextPath), "An item's page must be a path on this site.")
      .nullish(),
    playlist_order: z.number().int("An item's order must be a whole number from 0.").min(0, "An item's order must be a whole number from 0.").nullish(),
  },
  { error: 'An item is missing.' },
);

const itemsSchema = z
  .array(itemSchema)
  .max(PLAYLIST_LIMITS.items, { message: `A playlist can hold at most ${PLAYLIST_LIMITS.items} items.`, abort: true })
  // Checked whatever else is wrong with the items (the data may then be partly malformed).
  .superRefine(
    (items, context) => {
      const orders = new Set<number>();
      items.forEach((item, index) => {
        const order = item?.playlist_order;
        if (order == null || !Number.isInteger(order) || order < 0) return;
        if (orders.has(order)) context.addIssue({ code: 'custom', path: [index, 'playlist_order'], message: 'Two items cannot share a place in the order.' });
        orders.add(order);
      });
    },
    { when: (payload) => Array.isArray(payload.value) && payload.value.length <= PLAYLIST_LIMITS.items },
  );

export function titleIssues(title: unknown): Issue[] {
  return check(titleSchema, title, ['title']);
}

export function itemIssues(items: ReadonlyArray<PlaylistItemInput | null | undefined>): Issue[] {
  return check(itemsSchema, items, ['items']);
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

// The arguments' shape, as the GraphQL schema declares it (types only: the rules above are the
// service's, run after its ownership check so another teacher's playlist answers as a missing one).
const itemArgument = z.object({
  type: z.string().nullish(),
  item: z.string().nullish(),
  title: z.string().nullish(),
  context_path: z.string().nullish(),
  playlist_order: z.number().nullish(),
});
const saveArguments = { title: z.string().nullish(), audience: z.string().nullish(), items: z.array(itemArgument.nullable()).nullish() };
const documentArgument = { documentId: z.string() };

export const playlistArguments = {
  one: z.object(documentArgument),
  create: z.object(saveArguments),
  update: z.object({ ...documentArgument, version: z.number().int(), ...saveArguments }),
};
