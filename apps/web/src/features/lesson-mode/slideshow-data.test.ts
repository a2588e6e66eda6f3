import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLesson, loadLessonOf, rememberLessonOf, type Lesson } from './slideshow-data';

afterEach(() => vi.unstubAllGlobals());

describe('a lesson a first view carried', () => {
  it('is read from memory afterwards, without asking the CMS', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const lesson = { documentId: 'l-remembered', title: 'Loud and quiet', activities: [] } as unknown as Lesson;
    rememberLessonOf({ lesson: 'l-remembered' }, lesson);
    expect(await loadLesson('l-remembered')).toBe(lesson);
    expect(await loadLessonOf({ lesson: 'l-remembered' })).toBe(lesson);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is not kept for a custom unit’s lesson, which is read from two answers', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { lesson: { documentId: 'l-custom', title: 'From the CMS', activities: [] } } })));
    vi.stubGlobal('fetch', fetch);
    rememberLessonOf({ customUnit: 'u1', lesson: 'l-custom' }, { documentId: 'l-custom', title: 'Not kept' } as unknown as Lesson);
    expect((await loadLesson('l-custom')).title).toBe('From the CMS');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
