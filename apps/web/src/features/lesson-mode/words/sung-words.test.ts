import { describe, expect, it } from 'vitest';
import { hasSungWords, linesAt, readSungLines } from './sung-words';

const SONG = '[0:00.0] Light on the water,\n[0:01.5] sleep, little boat,\n[0:03.0] home by the morning.\n[0:05]\n[0:06] Again!';

describe('the words of a song on a slide', () => {
  it('reads the timed lines, minutes and decimals included', () => {
    expect(readSungLines('[1:02.5] One\r\n\n[1:03] Two')).toEqual([
      { seconds: 62.5, words: 'One' },
      { seconds: 63, words: 'Two' },
    ]);
  });

  it('leaves out lines without a time, or whose time does not go up', () => {
    expect(readSungLines('no time\n[0:02] Two\n[0:01] back\n[0:03] Three')).toEqual([
      { seconds: 2, words: 'Two' },
      { seconds: 3, words: 'Three' },
    ]);
    expect(hasSungWords('')).toBe(false);
    expect(hasSungWords('[0:01]')).toBe(false);
    expect(hasSungWords(SONG)).toBe(true);
  });

  it('finds the line being sung at a time, and the next line with words', () => {
    const lines = readSungLines(SONG);
    expect(linesAt(lines, 0)).toMatchObject({ index: 0, current: { words: 'Light on the water,' }, next: { words: 'sleep, little boat,' } });
    // A line shows a fifth of a second early, so the class reads it as it starts.
    expect(linesAt(lines, 1.2)).toMatchObject({ index: 0 });
    expect(linesAt(lines, 1.3)).toMatchObject({ index: 1 });
    expect(linesAt(lines, 1.5)).toMatchObject({ index: 1, current: { words: 'sleep, little boat,' }, next: { words: 'home by the morning.' } });
    expect(linesAt(lines, 4)).toMatchObject({ index: 2, next: { words: 'Again!' } });
    // In the gap, nothing is sung; the line to come shows beneath.
    expect(linesAt(lines, 5.2)).toMatchObject({ index: 3, current: { words: '' }, next: { words: 'Again!' } });
    expect(linesAt(lines, 60)).toEqual({ index: 4, current: { seconds: 6, words: 'Again!' }, next: undefined });
  });

  it('shows nothing sung yet before the first line, with the first line to come', () => {
    const lines = readSungLines('[0:04] Here we go');
    expect(linesAt(lines, 1)).toEqual({ index: -1, current: undefined, next: { seconds: 4, words: 'Here we go' } });
  });
});
