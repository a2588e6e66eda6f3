import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundError } from '../../app/StatusViews';
import { lessonTeaser, unitTeaser } from './unit-teaser';

const SCHEME = {
  documentId: 'u1',
  title: 'Loud and Quiet',
  blurb: 'Tiptoe and stomp.',
  outline: [
    { documentId: 'l1', title: 'Hearing loud and quiet', activities: 4, minutes: 20, untimed: 1 },
    { documentId: 'l2', title: 'Quiet as a mouse', activities: 3, minutes: 15, untimed: 0 },
  ],
  sample_slide: null,
};

function answer(scheme: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: { scheme } }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the teaser of a gated page', () => {
  it("gives a unit's title, summary and outline", async () => {
    answer(SCHEME);
    expect(await unitTeaser('u1')).toEqual({ title: 'Loud and Quiet', summary: 'Tiptoe and stomp.', outline: SCHEME.outline, sample: null });
  });

  it("gives a lesson its title, its place in the unit and what it holds, with the unit's outline", async () => {
    answer(SCHEME);
    const teaser = await lessonTeaser('u1', 'l2');
    expect(teaser.title).toBe('Quiet as a mouse');
    expect(teaser.summary).toBe('Lesson 2 of Loud and Quiet: 15 minutes · 3 activities.');
    expect(teaser.outline).toEqual(SCHEME.outline);
  });

  it('is not found for a lesson that is not in the unit, or a unit that does not exist', async () => {
    answer(SCHEME);
    await expect(lessonTeaser('u1', 'elsewhere')).rejects.toBeInstanceOf(NotFoundError);
    answer(null);
    await expect(unitTeaser('gone')).rejects.toBeInstanceOf(NotFoundError);
  });
});
