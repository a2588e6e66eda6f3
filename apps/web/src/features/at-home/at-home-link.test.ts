import { describe, expect, it } from 'vitest';
import { atHomePath, isFamilyPath } from './at-home-link';

describe('Music at Home paths', () => {
  it("knows a family's pages from the teachers' pages", () => {
    expect(isFamilyPath(atHomePath('primary', 'sound-explorers', 'Ab12Cd34'))).toBe(true);
    expect(isFamilyPath('/primary/sound-explorers/at-home/Ab12Cd34/act1')).toBe(true);
    expect(isFamilyPath('/primary/sound-explorers')).toBe(false);
    expect(isFamilyPath('/primary/sound-explorers/unit/u1/lesson/l1')).toBe(false);
    expect(isFamilyPath('/primary/sound-explorers/at-home/')).toBe(false);
  });
});
