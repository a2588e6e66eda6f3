/** The rule of a song's timed words (src/api/activity-slideshow/sung-words.ts), on its own: no CMS started. */
import { describe, expect, it } from 'vitest';
import { formatTime, readSungWords, wordsWithoutTimes, writeSungWords } from '../src/api/activity-slideshow/sung-words';

describe('reading timed words', () => {
  it('reads one line per sung line, with minutes, seconds and decimals', () => {
    const reading = readSungWords('[0:00] Light on the water,\n\n[0:01.5] sleep, little boat,\r\n[1:02.25]   home by the morning.\n[1:10]');
    expect(reading).toEqual({
      ok: true,
      lines: [
        { seconds: 0, words: 'Light on the water,' },
        { seconds: 1.5, words: 'sleep, little boat,' },
        { seconds: 62.25, words: 'home by the morning.' },
        { seconds: 70, words: '' },
      ],
    });
  });

  it('reads an empty field as no words', () => {
    expect(readSungWords('')).toEqual({ ok: true, lines: [] });
    expect(readSungWords(null)).toEqual({ ok: true, lines: [] });
    expect(readSungWords(' \n \n')).toEqual({ ok: true, lines: [] });
  });

  it('names the first line without a time, by its number and its words', () => {
    const reading = readSungWords('[0:01] Hello, hello\nhow are you?\n[0:05] Fine');
    expect(reading).toEqual({ ok: false, lineNumber: 2, message: 'Words, line 2 "how are you?": start it with the time it is sung at, such as [0:12.5].' });
  });

  it('refuses seconds of 60 or more, times that do not go up, and over-long lines', () => {
    expect(readSungWords('[0:75] Too late')).toMatchObject({
      ok: false,
      lineNumber: 1,
      message: expect.stringContaining('seconds of its time must be under 60'),
    });
    const backwards = readSungWords('[0:04] First\n[0:02] Second');
    expect(backwards).toMatchObject({ ok: false, lineNumber: 2, message: expect.stringContaining('later than the line before ([0:04.0])') });
    expect(readSungWords('[0:01] One\n[0:01] Again')).toMatchObject({ ok: false, lineNumber: 2 });
    expect(readSungWords(`[0:01] ${'la '.repeat(80)}`)).toMatchObject({ ok: false, message: expect.stringContaining('longer than 200 characters') });
  });

  it('writes times as [m:ss.s] and reads back what it writes', () => {
    expect(formatTime(0)).toBe('[0:00.0]');
    expect(formatTime(12.54)).toBe('[0:12.5]');
    expect(formatTime(65.96)).toBe('[1:06.0]');
    const lines = [
      { seconds: 0.5, words: 'One step, two steps,' },
      { seconds: 9.9, words: '' },
      { seconds: 75.2, words: 'the top floor!' },
    ];
    expect(writeSungWords(lines)).toBe('[0:00.5] One step, two steps,\n[0:09.9]\n[1:15.2] the top floor!');
    expect(readSungWords(writeSungWords(lines))).toEqual({ ok: true, lines });
  });

  it('takes the words without their times, for tapping along again', () => {
    expect(wordsWithoutTimes('[0:01] One\nTwo\n\n[0:x] Three')).toEqual(['One', 'Two', 'Three']);
  });
});
