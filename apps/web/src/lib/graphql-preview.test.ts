import { describe, expect, it } from 'vitest';
import { previewAnswerIsUsable } from './graphql';

const refused = (...path: Array<string | number>) => ({
  message: 'You need an active subscription to access this content.',
  path,
  extensions: { code: 'FORBIDDEN' },
});

describe("an editor's preview answer", () => {
  it('is drawn when only parts walked out of the previewed document were refused', () => {
    const data = { lesson: { title: 'Draft', scheme: null, activities: [{ title: 'Warm up', activity: null }] } };
    expect(previewAnswerIsUsable({ data, errors: [refused('lesson', 'scheme', 'lessons'), refused('lesson', 'activities', 0, 'activity')] })).toBe(true);
  });

  it('is not when a root was refused or missing, or an error is not a refusal', () => {
    expect(previewAnswerIsUsable({ data: { activityPage: null }, errors: [refused('activityPage')] })).toBe(false);
    expect(previewAnswerIsUsable({ data: { lesson: null }, errors: [refused('lesson', 'scheme')] })).toBe(false);
    expect(previewAnswerIsUsable({ data: undefined, errors: [refused('lesson', 'scheme')] })).toBe(false);
    expect(previewAnswerIsUsable({ data: { lesson: {} }, errors: [{ message: 'Internal', path: ['lesson', 'title'] }] })).toBe(false);
  });
});
