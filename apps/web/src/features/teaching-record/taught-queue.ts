/**
 * "Mark as taught" without a network (apps/cms/docs/teaching-record.md, "Offline saves"): each press
 * gets a random idempotency key; a save the network did not carry waits in this browser's storage
 * and is sent again when the network returns, with the same key, so the CMS records it once however
 * many times it arrives. A save the CMS refuses (not a network failure) is dropped, not retried.
 * Nothing here runs on the slide-to-slide path: only on the press, on load and on 'online'.
 */
export interface TaughtSave {
  idempotencyKey: string;
  lesson: string;
  teachingClass: string;
  taughtOn: string;
  /** What to say while it waits: 'Year 2 Robins'. */
  className: string;
  lessonTitle: string;
}

export type SendOutcome = 'sent' | 'offline' | 'refused';

const STORAGE_KEY = 'classroom.taught-queue';

export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readQueue(storage: QueueStorage): TaughtSave[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((save): save is TaughtSave => typeof save?.idempotencyKey === 'string' && typeof save?.lesson === 'string')
      : [];
  } catch {
    return [];
  }
}

function writeQueue(storage: QueueStorage, saves: TaughtSave[]): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(saves));
}

export function enqueue(storage: QueueStorage, save: TaughtSave): void {
  writeQueue(storage, [...readQueue(storage).filter((queued) => queued.idempotencyKey !== save.idempotencyKey), save]);
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

let flushing: Promise<number> | undefined;

/**
 * Sends every waiting save once, in order, removing each the CMS recorded or refused; stops at the
 * first that meets no network (the rest wait with it). One flush at a time: a second call while one
 * runs waits for it. Answers how many were recorded.
 */
export function flushQueue(storage: QueueStorage, send: (save: TaughtSave) => Promise<SendOutcome>): Promise<number> {
  flushing ??= (async () => {
    let recorded = 0;
    // Settle `flushing` first: a queue with nothing to send would otherwise clear it before it is set.
    await Promise.resolve();
    try {
      for (const save of readQueue(storage)) {
        const outcome = await send(save);
        if (outcome === 'offline') break;
        writeQueue(
          storage,
          readQueue(storage).filter((queued) => queued.idempotencyKey !== save.idempotencyKey),
        );
        if (outcome === 'sent') recorded += 1;
      }
    } finally {
      flushing = undefined;
    }
    return recorded;
  })();
  return flushing;
}
