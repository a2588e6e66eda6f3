import { describe, expect, it } from 'vitest';
import { enqueue, flushQueue, readQueue, type SendOutcome, type TaughtSave } from './taught-queue';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}
const save = (n: number): TaughtSave => ({
  idempotencyKey: `key-000${n}`,
  lesson: `lesson-${n}`,
  teachingClass: 'robins',
  taughtOn: '2026-11-12',
  className: 'Year 2 Robins',
  lessonTitle: `Lesson ${n}`,
});

describe('the queue of saves made offline', () => {
  it('keeps a save once per key, and sends each once when the network returns', async () => {
    const storage = memoryStorage();
    enqueue(storage, save(1));
    enqueue(storage, save(1));
    enqueue(storage, save(2));
    expect(readQueue(storage).map((s) => s.idempotencyKey)).toEqual(['key-0001', 'key-0002']);
    const sent: string[] = [];
    const send = async (s: TaughtSave): Promise<SendOutcome> => {
      sent.push(s.idempotencyKey);
      return 'sent';
    };
    // Two flushes at once (the 'online' event and a page load) send each save once.
    const [first, second] = await Promise.all([flushQueue(storage, send), flushQueue(storage, send)]);
    expect(sent).toEqual(['key-0001', 'key-0002']);
    expect(first + second).toBe(4);
    expect(readQueue(storage)).toEqual([]);
    expect(await flushQueue(storage, send)).toBe(0);
    expect(sent).toHaveLength(2);
  });

  it('stops at the first save that meets no network, and drops a save the CMS refused', async () => {
    const storage = memoryStorage();
    [1, 2, 3].forEach((n) => enqueue(storage, save(n)));
    const outcomes: Record<string, SendOutcome> = { 'key-0001': 'refused', 'key-0002': 'offline', 'key-0003': 'sent' };
    expect(await flushQueue(storage, async (s) => outcomes[s.idempotencyKey])).toBe(0);
    expect(readQueue(storage).map((s) => s.idempotencyKey)).toEqual(['key-0002', 'key-0003']);
    expect(await flushQueue(storage, async () => 'sent')).toBe(2);
    expect(readQueue(storage)).toEqual([]);
  });

  it('reads a damaged store as empty', () => {
    const storage = memoryStorage();
    storage.setItem('classroom.taught-queue', '{not json');
    expect(readQueue(storage)).toEqual([]);
    storage.setItem('classroom.taught-queue', JSON.stringify([{ nope: 1 }, save(4)]));
    expect(readQueue(storage)).toEqual([save(4)]);
  });
});
