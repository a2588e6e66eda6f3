import { describe, expect, it } from 'vitest';
import { accessEndedLine, shortDate, trialCountdown } from './access-words';

describe('access, said plainly', () => {
  it('says when access ended in British English, with the year only when it is not this year', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    expect(accessEndedLine('2026-11-17T09:30:00Z', now)).toBe('Your access ended on 17 November');
    expect(accessEndedLine('2025-12-01T09:30:00Z', now)).toBe('Your access ended on 1 December 2025');
    // Just after midnight in London during summer time is still that London day.
    expect(shortDate('2026-06-30T23:30:00Z', now)).toBe('1 July');
  });

  it('counts a trial’s days on the UK calendar, singular and plural right, and "ends today"', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    expect(trialCountdown('2026-12-10T09:00:00Z', now)).toBe('Trial: 12 days left');
    expect(trialCountdown('2026-11-29T08:00:00Z', now)).toBe('Trial: 1 day left');
    expect(trialCountdown('2026-11-28T23:00:00Z', now)).toBe('Trial: ends today');
    expect(trialCountdown('2026-11-28T09:00:00Z', now)).toBe('Trial: ends today');
    // Late in the evening, tomorrow's end is one day away, not zero.
    expect(trialCountdown('2026-11-29T00:30:00Z', new Date('2026-11-28T23:30:00Z'))).toBe('Trial: 1 day left');
  });
});
