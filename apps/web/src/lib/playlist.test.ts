import { describe, expect, it } from 'vitest';
import { RequestError } from './graphql';
import { isConflict, itemInputs, moved, playableItems, withItemAdded, type LoadedItem } from './playlist';

const activity = (id: string, slides: number, extra: Partial<LoadedItem> = {}): LoadedItem =>
  ({
    __typename: 'ComponentPlaylistActivityItem',
    id,
    title: `Item ${id}`,
    context_path: `/p/${id}`,
    item: {
      documentId: `a${id}`,
      title: `Activity ${id}`,
      activity_slideshow: { slides: Array.from({ length: slides }, () => ({ __typename: 'ComponentSlideImage', include_in_lesson: true })) },
    },
    ...extra,
  }) as LoadedItem;
const audio = (id: string, url: string | null = `/uploads/${id}.wav`): LoadedItem => ({
  __typename: 'ComponentPlaylistAudioItem',
  id,
  title: `Recording ${id}`,
  context_path: '/audiolibrary',
  item: { documentId: `f${id}`, url },
});

describe('itemInputs', () => {
  it('keeps the order and drops items without a type or a target', () => {
    const items = [activity('1', 2), { __typename: 'Error' } as LoadedItem, audio('2'), activity('3', 0, { item: null } as never), null];
    expect(itemInputs(items)).toEqual([
      { type: 'activity', item: 'a1', title: 'Item 1', context_path: '/p/1', playlist_order: 0 },
      { type: 'audio', item: 'f2', title: 'Recording 2', context_path: '/audiolibrary', playlist_order: 1 },
    ]);
  });

  it('adds a new item at the end', () => {
    expect(withItemAdded([audio('2')], { type: 'activity', item: 'a9', title: 'New' }).map((i) => [i.item, i.playlist_order])).toEqual([
      ['f2', 0],
      ['a9', 1],
    ]);
  });
});

describe('moved', () => {
  it('moves an entry up or down, and ignores moves off either end', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });
});

describe('playableItems', () => {
  it('plays activities with slides and recordings with a file, a recording as one slide', () => {
    expect(playableItems([activity('1', 3), activity('2', 0), audio('3'), audio('4', null)])).toEqual([
      { id: '1', kind: 'activity', title: 'Activity 1', slideCount: 3 },
      { id: '3', kind: 'audio', title: 'Recording 3', slideCount: 1 },
    ]);
  });
});

describe('isConflict', () => {
  it('recognises the CMS refusing a stale save', () => {
    const conflict = new RequestError('changed', 'graphql', 200, '', [{ message: 'changed', extensions: { code: 'STRAPI_PLAYLIST_CONFLICT_ERROR' } }]);
    expect(isConflict(conflict)).toBe(true);
    expect(isConflict(new RequestError('bad', 'graphql', 200, '', [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT' } }]))).toBe(false);
    expect(isConflict(new Error('x'))).toBe(false);
  });
});
