import { describe, expect, it } from 'vitest';
import { plenaryPrompt } from './plenary';

describe('plenaryPrompt', () => {
  it("is the summary of the activity under the lesson's 'Plenary' divider", () => {
    expect(
      plenaryPrompt([
        { section_divider: true, title: 'Warm up' },
        { activity: { lesson_summary: 'Sing hello.' } },
        { section_divider: true, title: 'Plenary' },
        { activity: { lesson_summary: '  Name one sound you heard today.  ' } },
      ]),
    ).toBe('Name one sound you heard today.');
  });

  it("is the summary of an activity whose type is 'plenary', wherever it stands", () => {
    expect(plenaryPrompt([{ activity: { type: 'Plenary', lesson_summary: 'Say goodbye.' } }])).toBe('Say goodbye.');
  });

  it('is left out when the lesson has no plenary, or its plenary no summary', () => {
    expect(plenaryPrompt([{ section_divider: true, title: 'Main activities' }, { activity: { lesson_summary: 'Play loudly.' } }])).toBeUndefined();
    expect(plenaryPrompt([{ section_divider: true, title: 'Plenary' }, { activity: { lesson_summary: ' ' } }])).toBeUndefined();
    expect(plenaryPrompt(undefined)).toBeUndefined();
  });
});
