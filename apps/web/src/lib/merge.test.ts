import { describe, expect, it } from 'vitest';
import {
  filterSections,
  joinIds,
  mergeByTitle,
  mergeCounted,
  mergeSections,
  noMatchMessage,
  recordingsLabel,
  showingLabel,
  songsLabel,
  splitIds,
} from './merge';

const activity = (documentId: string, title: string) => ({ documentId, title });

describe('mergeSections', () => {
  it('merges sections with the same title and de-duplicates their activities by id', () => {
    const merged = mergeSections([
      { documentId: 's1', title: 'Warm-ups', introduction: '', activities: [activity('a1', 'Echo clap'), activity('a2', 'Name rhythm')] },
      { documentId: 's2', title: 'Listening', activities: [activity('a3', 'Story sounds')] },
      {
        documentId: 's3',
        title: 'warm-ups ',
        introduction: 'Short starters',
        activities: [activity('a2', 'Name rhythm'), activity('a4', 'Pass the pulse'), null],
      },
      null,
    ]);
    expect(merged.map((s) => s.title)).toEqual(['Warm-ups', 'Listening']);
    expect(merged[0].ids).toEqual(['s1', 's3']);
    expect(merged[0].introduction).toBe('Short starters');
    expect(merged[0].activities.map((a) => a.documentId)).toEqual(['a1', 'a2', 'a4']);
  });

  it('does not count the same section twice when two libraries share it', () => {
    const section = { documentId: 's1', title: 'Warm-ups', activities: [activity('a1', 'Echo clap')] };
    expect(mergeSections([section, section])).toEqual([{ ids: ['s1'], title: 'Warm-ups', introduction: undefined, activities: [activity('a1', 'Echo clap')] }]);
  });
});

describe('filterSections', () => {
  const sections = mergeSections([
    { documentId: 's1', title: 'Warm-ups', activities: [activity('a1', 'Echo Clap'), activity('a2', 'Name rhythm')] },
    { documentId: 's2', title: 'Listening', activities: [activity('a3', 'Clapping stories'), activity('a1', 'Echo Clap')] },
  ]);

  it('keeps activities whose title contains the term, ignoring case, and counts distinct activities', () => {
    const result = filterSections(sections, 'CLAP');
    expect(result.sections.map((s) => s.activities.map((a) => a.documentId))).toEqual([['a1'], ['a3', 'a1']]);
    expect(result.total).toBe(3);
    expect(result.matching).toBe(2);
    expect(showingLabel(result.matching, result.total)).toBe('Showing 2 of 3 activities');
  });

  it('shows everything for an empty term and nothing for no match', () => {
    expect(filterSections(sections, '  ').matching).toBe(3);
    const none = filterSections(sections, 'tuba');
    expect(none.sections).toEqual([]);
    expect(noMatchMessage('tuba')).toBe('No activities found matching “tuba”. Try a different search term or clear the filter.');
  });
});

describe('audio merging', () => {
  it('merges pages with the same title across libraries and sums their recordings', () => {
    const pages = [
      { documentId: 'p1', title: 'Morning Song', audio_excerpts: [1, 2] },
      { documentId: 'p2', title: 'Harbour Dance', audio_excerpts: [1] },
      { documentId: 'p3', title: 'Morning Song', audio_excerpts: [1, 2, 3] },
    ];
    const merged = mergeCounted(pages, (page) => page.audio_excerpts.length);
    expect(merged.map((m) => [joinIds(m.ids), m.title, m.count])).toEqual([
      ['p1,p3', 'Morning Song', 5],
      ['p2', 'Harbour Dance', 1],
    ]);
    expect(recordingsLabel(5)).toBe('5 recordings');
    expect(recordingsLabel(1)).toBe('1 recording');
    expect(songsLabel(2)).toBe('2 songs');
  });

  it('reads ids back from a URL segment', () => {
    expect(splitIds('p1,p3')).toEqual(['p1', 'p3']);
    expect(splitIds(' p1 ,,')).toEqual(['p1']);
    expect(splitIds(undefined)).toEqual([]);
  });

  it('keeps distinct titles apart', () => {
    expect(
      mergeByTitle([
        { documentId: 'a', title: 'One' },
        { documentId: 'b', title: 'Two' },
      ]).length,
    ).toBe(2);
  });
});
