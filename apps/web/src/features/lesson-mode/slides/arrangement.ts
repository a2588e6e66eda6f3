/**
 * How a template arranges its parts on the stage by their proportions (docs/slide-layouts.md): a
 * wide picture or film with a few words goes under the words, across the stage; a squarer or taller
 * one, or many words, goes beside them, its column as wide as its shape needs. Cards go in the grid
 * that makes them largest. Measured in the stage's em (28 px on a 1080-pixel stage), the room a
 * slide's body has under its title is about 64 by 30.
 */
import type { CSSProperties } from 'react';

export type Arrangement = 'over' | 'beside';

interface Sized {
  width?: number | null;
  height?: number | null;
}

/** A picture's width over its height, when the file says. */
export function ratioOf(media: Sized | null | undefined): number | undefined {
  return media?.width && media.height ? media.width / media.height : undefined;
}

/** The number of characters of a rich text (Strapi's blocks), to tell a few words from a paragraph. */
export function textLength(content: unknown): number {
  if (typeof content === 'string') return content.length;
  if (Array.isArray(content)) return content.reduce((sum: number, child) => sum + textLength(child), 0);
  if (content && typeof content === 'object') {
    const node = content as { text?: unknown; children?: unknown };
    return textLength(node.text) + textLength(node.children);
  }
  return 0;
}

/** Up to this many characters of text count as "a few words": they fit in two or three lines across the stage. */
export const FEW_WORDS = 220;

/** Wide media (16:9 films, most pictures) with a few words go under the words; the rest beside them. */
export function arrangementFor(ratio: number | undefined, words: number): Arrangement {
  return (ratio ?? 16 / 9) >= 1.5 && words <= FEW_WORDS ? 'over' : 'beside';
}

/** Beside: the text's and the picture's shares of the width, by the picture's shape (a landscape picture gets three fifths). */
export function besideShares(ratio: number | undefined): CSSProperties {
  const r = ratio ?? 16 / 9;
  const [text, media] = r >= 1.2 ? [2, 3] : r >= 0.8 ? [1, 1] : [3, 2];
  return { '--text-share': `${text}fr`, '--media-share': `${media}fr` } as CSSProperties;
}

export interface CardGrid {
  columns: number;
  rows: number;
  /** Cards with the picture beside the words (wide pictures, few cards): one per row, across the stage. */
  wide: boolean;
}

/**
 * The grid that makes `count` cards largest in a room of `width` x `height` em, for cards whose
 * picture has the shape `ratio` and whose words take `foot` em under it (or `side` em beside it, for wide cards).
 */
export function cardGrid(count: number, ratio = 4 / 3, { width = 64, height = 26, foot = 5, gap = 1, wide = true } = {}): CardGrid {
  let best: CardGrid & { area: number } = { columns: 1, rows: Math.max(count, 1), wide: false, area: 0 };
  for (let columns = 1; columns <= Math.min(count, 5); columns += 1) {
    const rows = Math.ceil(count / columns);
    const cellWidth = (width - (columns - 1) * gap) / columns;
    const cellHeight = (height - (rows - 1) * gap) / rows;
    const pictureWidth = Math.min(cellWidth, Math.max(cellHeight - foot, 0) * ratio);
    const area = pictureWidth * (pictureWidth / ratio + foot) * count;
    if (area > best.area) best = { columns, rows, wide: false, area };
  }
  // Wide cards, one per row: the picture at the row's height, the words beside it.
  if (wide && count <= 3 && ratio >= 1.8) {
    const rowHeight = (height - (count - 1) * gap) / count;
    const area = width * rowHeight * count * 0.8; // the words beside a picture fill less of their room than a picture
    if (area > best.area) best = { columns: 1, rows: count, wide: true, area };
  }
  return { columns: best.columns, rows: best.rows, wide: best.wide };
}
