/**
 * Pure rules of the playlist pages and player (docs/product.md, "Playlists"); CMS rules in
 * apps/cms/docs/playlists.md.
 */
import { lessonModeSlideCount } from './slides';
import { RequestError } from './graphql';

export type PlaylistItemKind = 'activity' | 'audio';

/** What the CMS takes for each item (PlaylistItemInput). */
export interface PlaylistItemInput {
  type: PlaylistItemKind;
  item: string;
  title?: string | null;
  context_path?: string | null;
  playlist_order?: number | null;
}

/** An item as loaded: an activity or audio component, or a component this version does not know. */
export type LoadedItem =
  | {
      __typename: 'ComponentPlaylistActivityItem';
      id: string;
      title?: string | null;
      context_path?: string | null;
      item?: {
        documentId: string;
        title?: string | null;
        activity_slideshow?: { slides?: ReadonlyArray<{ __typename?: string; include_in_lesson?: boolean | null } | null> | null } | null;
      } | null;
    }
  | {
      __typename: 'ComponentPlaylistAudioItem';
      id: string;
      title?: string | null;
      context_path?: string | null;
      item?: { documentId: string; url?: string | null; caption?: string | null; name?: string | null } | null;
    }
  | { __typename: 'Error' };

/** The item's kind, or undefined for one without a type or without its target (the CMS removed it). */
export function kindOf(item: LoadedItem | null | undefined): PlaylistItemKind | undefined {
  if (!item || item.__typename === 'Error' || !item.item?.documentId) return undefined;
  return item.__typename === 'ComponentPlaylistActivityItem' ? 'activity' : 'audio';
}

/** The list to save, in this order: items without a type (or target) are dropped (docs/product.md, "Editing contents"). */
export function itemInputs(items: ReadonlyArray<LoadedItem | null | undefined>): PlaylistItemInput[] {
  return items
    .flatMap((item) => {
      const type = kindOf(item);
      if (!type || !item || item.__typename === 'Error') return [];
      return [{ type, item: item.item!.documentId, title: item.title ?? null, context_path: item.context_path ?? null }];
    })
    .map((input, index) => ({ ...input, playlist_order: index }));
}

/** A playlist's items with a new one at the end. */
export function withItemAdded(items: ReadonlyArray<LoadedItem | null | undefined>, added: PlaylistItemInput): PlaylistItemInput[] {
  const inputs = itemInputs(items);
  return [...inputs, { ...added, playlist_order: inputs.length }];
}

/** Moves one entry from one place to another (the move buttons and keyboard/pointer dragging). */
export function moved<T>(list: ReadonlyArray<T>, from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const copy = [...list];
  const [entry] = copy.splice(from, 1);
  copy.splice(to, 0, entry);
  return copy;
}

export interface PlayableItem {
  /** The item's id in the player's path. */
  id: string;
  kind: PlaylistItemKind;
  title: string;
  /** Audio items are one audio slide. */
  slideCount: number;
}

/** Items the player can present: activities with slides, and recordings (docs/product.md, "Playlist player"). */
export function playableItems(items: ReadonlyArray<LoadedItem | null | undefined>): PlayableItem[] {
  return items.flatMap((item): PlayableItem[] => {
    const kind = kindOf(item);
    if (!kind || !item || item.__typename === 'Error') return [];
    if (item.__typename === 'ComponentPlaylistActivityItem') {
      const slideCount = lessonModeSlideCount(item.item?.activity_slideshow);
      return slideCount > 0 ? [{ id: item.id, kind, title: item.item?.title || item.title || 'Activity', slideCount }] : [];
    }
    return item.item?.url ? [{ id: item.id, kind, title: item.title || item.item.caption || item.item.name || 'Recording', slideCount: 1 }] : [];
  });
}

/** True when the CMS refused a save because the playlist changed elsewhere since it was read. */
export function isConflict(error: unknown): boolean {
  return error instanceof RequestError && error.errors.some((entry) => entry.extensions?.code === 'STRAPI_PLAYLIST_CONFLICT_ERROR');
}

/** A message for the teacher from a failed playlist call. */
export function failureMessage(error: unknown): string {
  if (error instanceof RequestError && error.errors.length) return error.errors.map((entry) => entry.message).join(' ');
  if (error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}
