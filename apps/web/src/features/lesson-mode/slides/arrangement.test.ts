import { describe, expect, it } from 'vitest';
import { arrangementFor, besideShares, cardGrid, ratioOf, textLength } from './arrangement';

describe('arrangementFor', () => {
  it('puts a wide picture with a few words under the words, and a tall picture or many words beside them', () => {
    expect(arrangementFor(16 / 9, 80)).toBe('over');
    expect(arrangementFor(2.4, 200)).toBe('over');
    expect(arrangementFor(3 / 4, 80)).toBe('beside');
    expect(arrangementFor(16 / 9, 400)).toBe('beside');
  });

  it("gives a beside picture's column a share of the width by its shape", () => {
    expect(besideShares(16 / 9)).toMatchObject({ '--text-share': '2fr', '--media-share': '3fr' });
    expect(besideShares(1)).toMatchObject({ '--text-share': '1fr', '--media-share': '1fr' });
    expect(besideShares(0.6)).toMatchObject({ '--text-share': '3fr', '--media-share': '2fr' });
  });
});

describe('textLength and ratioOf', () => {
  it("count a rich text's characters and read a file's shape", () => {
    const blocks = [
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Sing hello' },
          { type: 'text', text: ', then pass it on.' },
        ],
      },
    ];
    expect(textLength(blocks)).toBe(28);
    expect(textLength(null)).toBe(0);
    expect(ratioOf({ width: 1600, height: 900 })).toBeCloseTo(16 / 9);
    expect(ratioOf({ width: 1600, height: null })).toBeUndefined();
  });
});

describe('cardGrid', () => {
  it('puts up to five square cards in one row across the stage, and more in two rows', () => {
    expect(cardGrid(3, 1)).toEqual({ columns: 3, rows: 1, wide: false });
    expect(cardGrid(4, 1)).toEqual({ columns: 4, rows: 1, wide: false });
    expect(cardGrid(8, 1).rows).toBe(2);
  });

  it('lays two or three very wide cards one per row, the picture beside the words', () => {
    expect(cardGrid(3, 2.4)).toEqual({ columns: 1, rows: 3, wide: true });
    expect(cardGrid(3, 2.4, { wide: false }).wide).toBe(false);
  });

  it('never leaves a card without a place', () => {
    for (let count = 1; count <= 12; count += 1) {
      const { columns, rows } = cardGrid(count, 4 / 3);
      expect(columns * rows).toBeGreaterThanOrEqual(count);
    }
  });
});
