import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, isCodeLoadError, reloadOnceForCode } from './code-reload';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('isCodeLoadError', () => {
  it('knows a module that failed to load, however the browser words it', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/LegalRoute-abc.js',
      'error loading dynamically imported module: http://localhost/assets/LegalRoute-abc.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/LegalRoute-abc.css',
    ]) {
      expect(isCodeLoadError(new TypeError(message))).toBe(true);
    }
    expect(isCodeLoadError(new Error('The content service took too long to answer.'))).toBe(false);
    expect(isCodeLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloadOnceForCode', () => {
  it('reloads once, and not again within the guard (no reload loop)', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    const deps = { storage, reload, isReachable: async () => true, now: () => now };
    expect(await reloadOnceForCode(deps)).toBe(true);
    now += 5_000;
    expect(await reloadOnceForCode(deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    now += RELOAD_GUARD_MS;
    expect(await reloadOnceForCode(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload a page the network cannot reach, nor without storage to note the reload in', async () => {
    const reload = vi.fn();
    expect(await reloadOnceForCode({ storage: memoryStorage(), reload, isReachable: async () => false })).toBe(false);
    const noStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(await reloadOnceForCode({ storage: noStorage, reload, isReachable: async () => true })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
