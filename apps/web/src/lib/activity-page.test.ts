import { describe, expect, it } from 'vitest';
import { activityPrefix, nextActivityId, objectivesFor, selectByKey, slideCountLabel, timeLabel } from './activity-page';

describe('timeLabel', () => {
  it("reads 'Free-flow' when the time is empty", () => {
    expect(timeLabel('')).toBe('Free-flow');
    expect(timeLabel(null)).toBe('Free-flow');
    expect(timeLabel('  ')).toBe('Free-flow');
    expect(timeLabel('10 minutes')).toBe('10 minutes');
  });
});

describe('activityPrefix', () => {
  it('is the path before the activity id, whatever follows it', () => {
    expect(activityPrefix('/primary/p/unit/u1/lesson/l1/activity/a1', 'a1')).toBe('/primary/p/unit/u1/lesson/l1/activity');
    expect(activityPrefix('/primary/p/unit/u1/lesson/l1/activity/a1/o2/d3', 'a1')).toBe('/primary/p/unit/u1/lesson/l1/activity');
    expect(activityPrefix('/primary/activities/s1,s2/a1/', 'a1')).toBe('/primary/activities/s1,s2');
  });
});

describe('selectByKey', () => {
  const items = [{ id: 'x' }, { id: 'y' }];
  it('takes the item the route names, else the first', () => {
    expect(selectByKey(items, 'y', (i) => i.id)).toBe(items[1]);
    expect(selectByKey(items, undefined, (i) => i.id)).toBe(items[0]);
    expect(selectByKey(items, 'gone', (i) => i.id)).toBe(items[0]);
    expect(selectByKey([], 'y', (i: { id: string }) => i.id)).toBeUndefined();
  });
});

describe('nextActivityId', () => {
  const entries = [
    { section_divider: true, activity: null },
    { activity: { documentId: 'a' } },
    { section_divider: true, activity: null },
    { activity: { documentId: 'b' } },
    null,
    { activity: { documentId: 'c' } },
  ];
  it('skips section dividers and stops at the last activity', () => {
    expect(nextActivityId(entries, 'a')).toBe('b');
    expect(nextActivityId(entries, 'b')).toBe('c');
    expect(nextActivityId(entries, 'c')).toBeUndefined();
    expect(nextActivityId(entries, 'elsewhere')).toBeUndefined();
  });
});

describe('objectivesFor', () => {
  it('keeps only the current audience', () => {
    const objectives = [
      { title: 'p', audience: { slug: 'primary' } },
      { title: 's', audience: { slug: 'secondary' } },
      { title: 'none', audience: null },
    ];
    expect(objectivesFor(objectives, 'primary').map((o) => o.title)).toEqual(['p']);
    expect(objectivesFor(objectives, '-')).toEqual([]);
    expect(objectivesFor(objectives, undefined)).toEqual([]);
  });
});

describe('slideCountLabel', () => {
  it('counts slides', () => {
    expect(slideCountLabel(1)).toBe('1 slide');
    expect(slideCountLabel(4)).toBe('4 slides');
  });
});
