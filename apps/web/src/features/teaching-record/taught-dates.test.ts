import { describe, expect, it } from 'vitest';
import { schoolYearStartOf, taughtDay, todayInEngland } from './taught-dates';

describe('dates of the record', () => {
  it("says a day as en-GB, with the year only when it is not this year's", () => {
    expect(taughtDay('2026-11-12', '2026-11-28')).toBe('12 November');
    expect(taughtDay('2025-07-01', '2026-11-28')).toBe('1 July 2025');
  });
  it('starts the school year on 1 September', () => {
    expect(schoolYearStartOf('2026-08-31')).toBe('2025-09-01');
    expect(schoolYearStartOf('2026-09-01')).toBe('2026-09-01');
    expect(schoolYearStartOf('2027-01-15')).toBe('2026-09-01');
  });
  it("takes today from England's calendar, not the computer's", () => {
    // 23:30 UTC on 31 May is already 1 June in England (British Summer Time).
    expect(todayInEngland(new Date('2026-05-31T23:30:00Z'))).toBe('2026-06-01');
    expect(todayInEngland(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});
