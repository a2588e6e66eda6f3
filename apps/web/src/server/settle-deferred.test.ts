import { describe, expect, it } from 'vitest';
import { deferredGraceMs, settleDeferred } from './render-page';

describe('a first view waits for the parts of its data handed over as promises', () => {
  it('carries their values, and leaves everything else as it was', async () => {
    const data = { root: { audiences: [] }, live: { audience: { title: 'Live' }, events: Promise.resolve({ events: [1, 2] }) }, gate: null };
    expect(await settleDeferred(data, 250)).toEqual({ root: { audiences: [] }, live: { audience: { title: 'Live' }, events: { events: [1, 2] } }, gate: null });
  });

  it('gives up on one that fails or is still slow after the grace', async () => {
    await expect(settleDeferred({ live: { events: Promise.reject(new Error('events site down')) } }, 250)).rejects.toThrow('events site down');
    const slow = new Promise((resolve) => setTimeout(resolve, 200, 'late'));
    await expect(settleDeferred({ live: { events: slow } }, 20)).rejects.toThrow('took too long');
  });

  it('allows a quarter of the whole wait for the page, so a longer FIRST_VIEW_TIMEOUT_MS waits longer for them too', () => {
    expect(deferredGraceMs(1000)).toBe(250);
    expect(deferredGraceMs(8000)).toBe(2000);
  });
});
