import { describe, expect, it } from 'vitest';
import { PREVIEW_SCREENS, fitScale, previewFrameAddress } from './preview-screens';

describe('the slideshow preview', () => {
  it("shows the activity's slides on the board, or in the presenter's window", () => {
    expect(previewFrameAddress('abc123', 'board')).toBe('/-/-/activity/abc123/slides');
    expect(previewFrameAddress('abc123', 'presenter')).toBe('/-/-/activity/abc123/slides?presenter=editor-preview');
  });

  it('draws the board at 16:9 and fits the whole screen in the pane, never larger than life', () => {
    const { width, height } = PREVIEW_SCREENS.board;
    expect(width / height).toBeCloseTo(16 / 9);
    // A pane wider than 16:9 is filled to its height, a taller one to its width.
    expect(fitScale({ width: 1200, height: 540 }, width, height)).toBeCloseTo(0.5);
    expect(fitScale({ width: 960, height: 900 }, width, height)).toBeCloseTo(0.5);
    expect(fitScale({ width: 4000, height: 3000 }, width, height)).toBe(1);
    expect(fitScale({ width: 0, height: 900 }, width, height)).toBe(0);
  });
});
