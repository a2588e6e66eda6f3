import { describe, expect, it } from 'vitest';
import { recordSeenBySchool } from './who-sees';

describe('who sees a teacher’s record', () => {
  it("names the school of a member, and nobody for the school's owner or a teacher without a school", () => {
    expect(recordSeenBySchool({ school: 'Hillside Primary School', owns_school_account: false })).toBe('Hillside Primary School');
    expect(recordSeenBySchool({ school: 'Hillside Primary School', owns_school_account: true })).toBeUndefined();
    expect(recordSeenBySchool({ school: null, owns_school_account: false })).toBeUndefined();
    expect(recordSeenBySchool(undefined)).toBeUndefined();
  });
});
