/**
 * Titles and excerpts as the contract's `SearchText` pieces: plain text cut where a matched word
 * starts and ends, each piece saying whether it is a match. Never markup: the site shows each piece
 * as text and marks the matches itself (docs/content-urls.md: what editors type is shown as text).
 */
import { termOf } from './terms';

export interface SearchText {
  text: string;
  match: boolean;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/** `text` cut into pieces, the words whose term is in `matched` marked. */
export function markMatches(text: string, matched: ReadonlySet<string>): SearchText[] {
  const pieces: SearchText[] = [];
  let plainFrom = 0;
  for (const found of text.matchAll(WORD)) {
    const term = termOf(found[0]);
    if (!term || !matched.has(term)) continue;
    const start = found.index ?? 0;
    if (start > plainFrom) pieces.push({ text: text.slice(plainFrom, start), match: false });
    pieces.push({ text: found[0], match: true });
    plainFrom = start + found[0].length;
  }
  if (plainFrom < text.length || pieces.length === 0) pieces.push({ text: text.slice(plainFrom), match: false });
  return pieces;
}

const EXCERPT_LENGTH = 180;

/**
 * A passage of about EXCERPT_LENGTH characters around the first matched word of `text` (from the
 * start when none matches), cut at word boundaries, with an ellipsis where it was cut.
 */
export function excerptOf(text: string, matched: ReadonlySet<string>): SearchText[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  let firstMatch = -1;
  for (const found of clean.matchAll(WORD)) {
    const term = termOf(found[0]);
    if (term && matched.has(term)) {
      firstMatch = found.index ?? 0;
      break;
    }
  }
  let start = firstMatch <= EXCERPT_LENGTH / 3 ? 0 : firstMatch - Math.floor(EXCERPT_LENGTH / 3);
  if (start > 0) {
    const space = clean.indexOf(' ', start);
    start = space === -1 || space > firstMatch ? start : space + 1;
  }
  let end = Math.min(clean.length, start + EXCERPT_LENGTH);
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    if (space > start + EXCERPT_LENGTH / 2) end = space;
  }
  const passage = `${start > 0 ? '… ' : ''}${clean.slice(start, end)}${end < clean.length ? ' …' : ''}`;
  return markMatches(passage, matched);
}
