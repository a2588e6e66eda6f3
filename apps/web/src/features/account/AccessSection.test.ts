import { describe, expect, it } from 'vitest';
import { daysLeft, formatDate } from './AccessSection';

describe('the account page’s subscription dates', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');
  it('counts whole days left, rounding up, with today and tomorrow in words', () => {
    expect(daysLeft('2026-12-25T10:00:00Z', now)).toBe('in 30 days');
    expect(daysLeft('2026-12-25T09:00:00Z', now)).toBe('in 30 days');
    expect(daysLeft('2026-11-26T09:00:00Z', now)).toBe('tomorrow');
    expect(daysLeft('2026-11-25T09:00:00Z', now)).toBe('today');
  });
  it('writes dates as a UK teacher reads them, in UK time', () => {
    expect(formatDate('2026-12-25T10:00:00Z')).toBe('25 December 2026');
    expect(formatDate('2026-06-30T23:30:00Z')).toBe('1 July 2026');
  });
});
