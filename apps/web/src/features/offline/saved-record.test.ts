import { describe, expect, it } from 'vitest';
import { readSavedRecord, type SavedItem } from './saved-record';

const item: SavedItem = {
  key: 'lesson:abc',
  kind: 'lesson',
  title: 'Rhythm and pulse',
  href: '/primary/p/unit/u/lesson/l',
  owner: 7,
  pages: ['/primary/p/unit/u/lesson/l', '/primary/p/unit/u/lesson/l/slides', '/saved-offline'],
  files: ['/uploads/a_1.png'],
  code: ['/assets/entry.client-1.js'],
  bytes: 1234,
  savedAt: '2025-11-27T10:00:00.000Z',
};
const record = (body: string) => new Response(body, { headers: { 'Content-Type': 'application/json' } });

describe('a saved item’s record', () => {
  it('reads back the item it was written with', async () => {
    expect(await readSavedRecord(record(JSON.stringify(item)))).toEqual(item);
  });

  it('is no item when there is no record, it is not JSON, or it is not a saved item', async () => {
    expect(await readSavedRecord(undefined)).toBeUndefined();
    for (const body of [
      '{not json',
      'null',
      '[]',
      JSON.stringify({ ...item, kind: 'unit' }),
      JSON.stringify({ ...item, owner: '7' }),
      JSON.stringify({ ...item, files: undefined }),
      JSON.stringify({ ...item, code: [1] }),
    ]) {
      expect(await readSavedRecord(record(body)), body).toBeUndefined();
    }
  });
});

describe('the saved items', () => {
  it('drop a record that is not a saved item, and keep the others', async () => {
    const { CONTENT_CACHE, ITEM_RECORD_PREFIX } = await import('../../service-worker/offline-rules');
    const { savedItems } = await import('./offline-store');
    const stored = new Map<string, string>([
      [`http://localhost${ITEM_RECORD_PREFIX}good`, JSON.stringify(item)],
      [`http://localhost${ITEM_RECORD_PREFIX}foreign`, JSON.stringify({ key: 'x' })],
    ]);
    const cache = {
      keys: async () => [...stored.keys()].map((url) => new Request(url)),
      match: async (request: Request) => (stored.has(request.url) ? record(stored.get(request.url)!) : undefined),
      delete: async (request: Request) => stored.delete(request.url),
    };
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    Object.defineProperty(window, 'caches', {
      value: { has: async (name: string) => name === CONTENT_CACHE, open: async () => cache },
      configurable: true,
    });
    try {
      expect(await savedItems()).toEqual([item]);
      expect([...stored.keys()]).toEqual([`http://localhost${ITEM_RECORD_PREFIX}good`]);
    } finally {
      Reflect.deleteProperty(window, 'caches');
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
