/**
 * Memory back after a burst. Under load V8 grows its heap and fills it with the garbage of the
 * requests it served; it collects that lazily, so a CMS that served a class's logins and a morning's
 * lessons could hold 500 MB for minutes of quiet afterwards, of which under 200 MB is live. When the
 * CMS has served at least `minRequests` since its last collection and then no request has been open
 * for `quietMs`, it runs a full collection, while nobody is waiting, and a second one `followUpMs`
 * later if it is still quiet: V8 sweeps and releases the pages the first one emptied in the
 * background, and hands them back to the system at its next collection. Resident memory then falls
 * back to about the live heap (apps/cms/docs/operations.md "Memory").
 *
 * Needs Node's `--expose-gc` (scripts/start.mjs starts the CMS with it); without it, nothing runs.
 */
import type { Server } from 'node:http';

export interface IdleCollectionOptions {
  /** How long no request may have been open before collecting. */
  quietMs?: number;
  /** How many requests since the last collection make it worth one. */
  minRequests?: number;
  /** How long after a collection the second one follows. */
  followUpMs?: number;
  collect: () => void;
  /** Told after each collection, with what it took. */
  report?: (collection: { requests: number; heapBeforeMb: number; heapAfterMb: number; tookMs: number }) => void;
}

const mb = (bytes: number) => Math.round(bytes / 1048576);

export function collectWhenQuiet(
  server: Server,
  { quietMs = 3000, minRequests = 300, followUpMs = 1000, collect, report }: IdleCollectionOptions,
): { stop: () => void } {
  let requests = 0;
  let followUpAt: number | undefined;
  let open = 0;
  let quietSince = Date.now();
  const onRequest = (_request: unknown, response: { once: (event: 'close', listener: () => void) => void }) => {
    requests += 1;
    open += 1;
    response.once('close', () => {
      open -= 1;
      quietSince = Date.now();
    });
  };
  server.on('request', onRequest);
  const timer = setInterval(
    () => {
      if (followUpAt !== undefined && Date.now() >= followUpAt && open === 0) {
        followUpAt = undefined;
        collect();
        return;
      }
      if (requests < minRequests || open > 0 || Date.now() - quietSince < quietMs) return;
      const served = requests;
      requests = 0;
      followUpAt = Date.now() + followUpMs;
      const before = process.memoryUsage().heapUsed;
      const started = performance.now();
      collect();
      report?.({
        requests: served,
        heapBeforeMb: mb(before),
        heapAfterMb: mb(process.memoryUsage().heapUsed),
        tookMs: Math.round(performance.now() - started),
      });
    },
    Math.max(50, Math.round(Math.min(quietMs, followUpMs) / 4)),
  );
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      server.off('request', onRequest);
    },
  };
}

/** Node's collector, when the process was started with --expose-gc. */
export function exposedCollector(): (() => void) | undefined {
  const gc = (globalThis as { gc?: () => void }).gc;
  return typeof gc === 'function' ? gc : undefined;
}
