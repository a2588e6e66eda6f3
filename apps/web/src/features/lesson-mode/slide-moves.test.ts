import { describe, expect, it } from 'vitest';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { shouldRevalidate } from './slide-moves';

const ROOT = 'http://localhost/primary/p/unit/u/lesson/l/slides';
const args = (from: string, to: string, extra: Partial<ShouldRevalidateFunctionArgs> = {}) =>
  ({
    currentUrl: new URL(from),
    nextUrl: new URL(to),
    defaultShouldRevalidate: true,
    currentParams: {},
    nextParams: {},
    ...extra,
  }) as ShouldRevalidateFunctionArgs;

describe('shouldRevalidate in lesson mode', () => {
  it('keeps the data when moving between slides, activities and sub-slideshows of one page', () => {
    expect(shouldRevalidate(args(ROOT, `${ROOT}/a1`))).toBe(false);
    expect(shouldRevalidate(args(`${ROOT}/a1/2`, `${ROOT}/a2/1/audio/3`))).toBe(false);
    expect(shouldRevalidate(args('http://localhost/playlists/p1/slides/3/2', 'http://localhost/playlists/p1/slides/4'))).toBe(false);
  });

  it('reads again for another slideshow, the same address (a login changed), another query or a form', () => {
    expect(shouldRevalidate(args(`${ROOT}/a1`, 'http://localhost/primary/p/unit/u/lesson/l2/slides/a1'))).toBe(true);
    expect(shouldRevalidate(args(`${ROOT}/a1`, `${ROOT}/a1`))).toBe(true);
    expect(shouldRevalidate(args(`${ROOT}/a1`, `${ROOT}/a2?preview=x`))).toBe(true);
    expect(shouldRevalidate(args(`${ROOT}/a1`, `${ROOT}/a2`, { formMethod: 'POST' }))).toBe(true);
    expect(shouldRevalidate(args(`${ROOT}/a1`, `${ROOT}/a2`, { defaultShouldRevalidate: false }))).toBe(false);
  });
});
