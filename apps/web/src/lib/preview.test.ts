import { afterEach, describe, expect, it } from 'vitest';
import { endPreview, previewToken, takePreviewToken } from './preview';

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe("editors' previews", () => {
  it('keep the token of ?preview= for this tab and take it out of the address', () => {
    window.history.replaceState(null, '', '/primary/sound-explorers?preview=123.abc&title=echo');
    takePreviewToken(window.location);
    expect(previewToken()).toBe('123.abc');
    expect(window.location.pathname + window.location.search).toBe('/primary/sound-explorers?title=echo');
    endPreview();
    expect(previewToken()).toBeUndefined();
  });

  it('leave an ordinary visit alone', () => {
    window.history.replaceState(null, '', '/primary');
    takePreviewToken(window.location);
    expect(previewToken()).toBeUndefined();
  });
});
