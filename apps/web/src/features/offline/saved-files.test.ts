import { describe, expect, it } from 'vitest';
import { filesOnlyIn, pageCameWithoutData, pagesOf, sizeLabel, uploadsNamedIn } from './saved-files';

describe('pagesOf', () => {
  it('saves the page, its slides and the Saved for offline page', () => {
    expect(pagesOf('/primary/p/unit/u/lesson/l/')).toEqual(['/primary/p/unit/u/lesson/l', '/primary/p/unit/u/lesson/l/slides', '/saved-offline']);
  });
});

describe('uploadsNamedIn', () => {
  it('finds every upload a page names, once each, whatever quotes surround it', () => {
    const html = `<img src="/uploads/a_1.png"><script>window.__ctx=["url","/uploads/film_2.mp4",'/uploads/a_1.png',"x\\"/uploads/cy_3.vtt\\""]</script>
      <div style="background:url(/uploads/bg_4.webp)"></div>`;
    expect(uploadsNamedIn(html)).toEqual(['/uploads/a_1.png', '/uploads/bg_4.webp', '/uploads/cy_3.vtt', '/uploads/film_2.mp4']);
  });

  it('finds nothing in a page without uploads', () => {
    expect(uploadsNamedIn('<p>No pictures</p>')).toEqual([]);
  });
});

describe('pageCameWithoutData', () => {
  it('recognises the marker a page carries when its data was left to the browser', () => {
    expect(pageCameWithoutData('..."readInBrowser",true...')).toBe(true);
    expect(pageCameWithoutData('..."lesson",{...')).toBe(false);
  });
});

describe('sizeLabel', () => {
  it('gives kilobytes, megabytes and gigabytes', () => {
    expect(sizeLabel(0)).toBe('1 kB');
    expect(sizeLabel(45_300)).toBe('45 kB');
    expect(sizeLabel(12_345_678)).toBe('12.3 MB');
    expect(sizeLabel(2_500_000_000)).toBe('2.50 GB');
  });
});

describe('filesOnlyIn', () => {
  it('lists the files no other saved item uses', () => {
    const removed = { pages: ['/l1', '/l1/slides', '/saved-offline'], files: ['/uploads/a.png', '/uploads/shared.mp3'] };
    const other = { pages: ['/l2', '/l2/slides', '/saved-offline'], files: ['/uploads/shared.mp3'] };
    expect(filesOnlyIn(removed, [other])).toEqual(['/uploads/a.png', '/l1', '/l1/slides']);
    expect(filesOnlyIn(removed, [])).toEqual([...removed.files, ...removed.pages]);
  });
});
