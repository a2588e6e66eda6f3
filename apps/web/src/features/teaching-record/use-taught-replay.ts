/**
 * Sends the saves "Mark as taught" kept while offline (taught-queue.ts) when the page opens and
 * whenever the network returns; `onRecorded` hears how many the CMS recorded.
 */
import { useEffect } from 'react';
import { MarkTaughtDocument } from '../../graphql/generated';
import { RequestError, request } from '../../lib/graphql';
import { flushQueue, type SendOutcome, type TaughtSave } from './taught-queue';

/** Sends one save; 'offline' when the network did not carry it (it waits), 'refused' when the CMS said no. */
export async function sendTaught(save: TaughtSave): Promise<SendOutcome> {
  try {
    await request(MarkTaughtDocument, { lesson: save.lesson, teachingClass: save.teachingClass, taughtOn: save.taughtOn, idempotencyKey: save.idempotencyKey });
    return 'sent';
  } catch (failure) {
    if (failure instanceof RequestError && (failure.kind === 'network' || failure.kind === 'timeout')) return 'offline';
    if (failure instanceof RequestError && failure.kind === 'http' && (failure.status ?? 0) >= 500) return 'offline';
    console.warn('A lesson marked as taught offline was refused', failure);
    return 'refused';
  }
}

export function replayTaught(): Promise<number> {
  return flushQueue(window.localStorage, sendTaught);
}

export function useTaughtReplay(enabled: boolean, onRecorded?: (count: number) => void): void {
  useEffect(() => {
    if (!enabled) return;
    const replay = () => {
      replayTaught()
        .then((count) => count > 0 && onRecorded?.(count))
        .catch((failure: unknown) => console.warn('Sending lessons marked as taught failed', failure));
    };
    replay();
    window.addEventListener('online', replay);
    return () => window.removeEventListener('online', replay);
  }, [enabled, onRecorded]);
}
