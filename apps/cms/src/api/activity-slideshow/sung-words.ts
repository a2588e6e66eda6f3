/**
 * A song's words, timed to a slide's recording (docs/product.md, "Words on screen"): one sung line
 * per line of text, each starting with the time it is sung at, in the LRC form karaoke files use:
 *
 *   [0:12.5] Hello, hello, how are you?
 *
 * A time alone (`[0:30]`) is a gap: nothing shows until the next line. Blank lines are ignored.
 * Times are minutes:seconds (seconds may have decimals) and go up from line to line.
 *
 * The rule is checked on every save of a slideshow (words-on-save.ts) and in the editors' tap-along
 * field (src/admin/timed-words), from this one module; it imports nothing of Strapi.
 */
import { z } from 'zod';

export interface SungLine {
  /** Seconds into the recording. */
  seconds: number;
  /** The words sung from then on; empty for a gap. */
  words: string;
}

export const MAX_LINE_LENGTH = 200;
export const MAX_LINES = 400;
/** 99:59.99, the largest time the form can write. */
const MAX_SECONDS = 99 * 60 + 59.99;

export const WORDS_RULE =
  'One sung line per line, each starting with the time it is sung at in the recording, for example "[0:12.5] Hello, hello, how are you?". ' +
  'A time alone ("[0:30]") clears the words for an instrumental gap. Times go up from line to line.';

const TIMED_LINE = /^\[(\d{1,2}):(\d{1,2}(?:\.\d{1,3})?)\]\s*(.*)$/;

const sungLine = z.object({
  seconds: z.number().min(0).max(MAX_SECONDS),
  words: z.string().max(MAX_LINE_LENGTH, `is longer than ${MAX_LINE_LENGTH} characters: split it in two`),
});

export type SungWordsReading = { ok: true; lines: SungLine[] } | { ok: false; message: string; lineNumber: number };

const quote = (text: string) => (text.length > 40 ? `"${text.slice(0, 40)}…"` : `"${text}"`);

/** The timed lines of `text`, or the first line that breaks the rule, named by its number and its text. */
export function readSungWords(text: string | null | undefined): SungWordsReading {
  const lines: SungLine[] = [];
  const rows = (text ?? '').replace(/\r\n?/g, '\n').split('\n');
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index].trim();
    if (!row) continue;
    const lineNumber = index + 1;
    const refuse = (why: string): SungWordsReading => ({ ok: false, lineNumber, message: `Words, line ${lineNumber} ${quote(row)}: ${why}` });
    const match = TIMED_LINE.exec(row);
    if (!match) return refuse('start it with the time it is sung at, such as [0:12.5].');
    const [, minutes, seconds, words] = match;
    if (Number(seconds) >= 60) return refuse('the seconds of its time must be under 60, such as [1:05] for 65 seconds.');
    const parsed = sungLine.safeParse({ seconds: Number(minutes) * 60 + Number(seconds), words: words.trim() });
    if (!parsed.success) return refuse(`its words ${parsed.error.issues[0].message}.`);
    const previous = lines[lines.length - 1];
    if (previous && parsed.data.seconds <= previous.seconds) {
      return refuse(`its time must be later than the line before (${formatTime(previous.seconds)}).`);
    }
    lines.push(parsed.data);
    if (lines.length > MAX_LINES) return refuse(`a song may have at most ${MAX_LINES} lines.`);
  }
  return { ok: true, lines };
}

/** A time as the form writes it: [m:ss.s]. */
export function formatTime(seconds: number): string {
  const tenths = Math.round(Math.max(0, seconds) * 10);
  const minutes = Math.floor(tenths / 600);
  const rest = (tenths % 600) / 10;
  return `[${minutes}:${rest < 10 ? '0' : ''}${rest.toFixed(1)}]`;
}

/** The text of `lines`, one per line. */
export function writeSungWords(lines: readonly SungLine[]): string {
  return lines.map((line) => (line.words ? `${formatTime(line.seconds)} ${line.words}` : formatTime(line.seconds))).join('\n');
}

/** The words of `text` without their times (what an editor pastes before tapping along). */
export function wordsWithoutTimes(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((row) => row.trim().replace(/^\[[^\]]*\]\s*/, ''))
    .filter(Boolean);
}
