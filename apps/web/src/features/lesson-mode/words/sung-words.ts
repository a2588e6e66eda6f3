/**
 * A song's words on a slide (docs/product.md, "Words on screen"): the timed lines an editor wrote
 * ("[0:12.5] Hello, hello"; the CMS checks the form on save: apps/cms/src/api/activity-slideshow/sung-words.ts),
 * and which of them is being sung at a time of the recording.
 */
export interface SungLine {
  seconds: number;
  /** Empty for an instrumental gap: nothing shows until the next line. */
  words: string;
}

const TIMED_LINE = /^\[(\d{1,2}):(\d{1,2}(?:\.\d{1,3})?)\]\s*(.*)$/;

/** The timed lines of a slide's words, in order; a line the CMS would refuse is left out. */
export function readSungLines(text: string | null | undefined): SungLine[] {
  const lines: SungLine[] = [];
  for (const row of (text ?? '').split(/\r\n?|\n/)) {
    const match = TIMED_LINE.exec(row.trim());
    if (!match) continue;
    const seconds = Number(match[1]) * 60 + Number(match[2]);
    if (lines.length > 0 && seconds <= lines[lines.length - 1].seconds) continue;
    lines.push({ seconds, words: match[3].trim() });
  }
  return lines;
}

/** Whether `text` has any words to show. */
export function hasSungWords(text: string | null | undefined): boolean {
  return readSungLines(text).some((line) => line.words);
}

/**
 * How early a line shows: the player reports its time about four times a second, and a class
 * reading along needs to see a line as it starts, not after.
 */
export const LEAD_SECONDS = 0.2;

/**
 * The line sung at `seconds` (the last one whose time has come: -1 before the first) and the next
 * line with words, to show beneath it.
 */
export function linesAt(lines: readonly SungLine[], seconds: number): { index: number; current?: SungLine; next?: SungLine } {
  let index = -1;
  for (let n = 0; n < lines.length && lines[n].seconds <= seconds + LEAD_SECONDS; n++) index = n;
  const next = lines.slice(index + 1).find((line) => line.words);
  return { index, current: index >= 0 ? lines[index] : undefined, next };
}

/**
 * The player tells its position on every animation frame; the slide keeps it to a tenth of a second,
 * so the slide is drawn again at most ten times a second while a song plays, not sixty.
 */
export function toTenths(seconds: number): number {
  return Math.round(seconds * 10) / 10;
}
