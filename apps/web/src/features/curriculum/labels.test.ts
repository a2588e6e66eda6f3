import { describe, expect, it } from 'vitest';
import { lessonCount, yearGroupLabels } from './labels';

const years = (...slugs: string[]) =>
  slugs.map((slug) => ({ slug, title: slug === 'send' ? 'SEND: all ages' : slug.replace(/^year-/, 'Year ').replace(/^./, (c) => c.toUpperCase()) }));

describe('yearGroupLabels', () => {
  it('joins consecutive school years and keeps the others by name', () => {
    expect(yearGroupLabels(years('reception', 'year-1', 'year-2', 'year-3'))).toEqual(['Reception', 'Years 1–3']);
    expect(yearGroupLabels(years('year-2'))).toEqual(['Year 2']);
    expect(yearGroupLabels(years('year-3', 'year-4', 'year-6'))).toEqual(['Years 3–4', 'Year 6']);
    expect(yearGroupLabels(years('nursery', 'reception'))).toEqual(['Nursery', 'Reception']);
    expect(yearGroupLabels(years('year-11', 'send'))).toEqual(['Year 11', 'SEND: all ages']);
    expect(yearGroupLabels([])).toEqual([]);
  });
});

describe('lessonCount', () => {
  it('counts one lesson and several', () => {
    expect(lessonCount(1)).toBe('1 lesson');
    expect(lessonCount(0)).toBe('0 lessons');
    expect(lessonCount(4)).toBe('4 lessons');
  });
});
