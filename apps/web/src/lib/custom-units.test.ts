import { describe, expect, it } from 'vitest';
import { DEFAULT_REQUIRED_STRANDS, remainingStrandsLabel, suggestedUnitName } from './custom-units';

describe('the unit builder', () => {
  it('asks for the strands still to choose, four by default', () => {
    expect(remainingStrandsLabel(DEFAULT_REQUIRED_STRANDS)).toBe('Select 4 more strands to create your unit');
    expect(remainingStrandsLabel(1)).toBe('Select 1 more strand to create your unit');
  });

  it('suggests the strand titles joined by spaces as the name', () => {
    expect(suggestedUnitName(['Listening', ' Singing ', 'Moving', ''])).toBe('Listening Singing Moving');
  });
});
