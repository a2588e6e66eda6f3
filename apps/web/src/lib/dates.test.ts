import { describe, expect, it } from 'vitest';
import { longDate } from './dates';

describe('longDate', () => {
  it('writes a CMS date in British English long format with the weekday', () => {
    expect(longDate('2026-03-12')).toBe('Thursday 12 March 2026');
    expect(longDate('2025-12-01')).toBe('Monday 1 December 2025');
  });

  it('puts an instant on the day it falls on in the UK', () => {
    // 23:30 UTC in summer is 00:30 the next day in London (BST).
    expect(longDate('2026-07-14T23:30:00.000Z')).toBe('Wednesday 15 July 2026');
    expect(longDate('2026-01-14T23:30:00.000Z')).toBe('Wednesday 14 January 2026');
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(longDate(null)).toBeUndefined();
    expect(longDate('')).toBeUndefined();
    expect(longDate('someday')).toBeUndefined();
  });
});
