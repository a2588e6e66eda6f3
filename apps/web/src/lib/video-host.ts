/**
 * Whether an embedded video's host can be reached from this network (docs/product.md, "Videos": no
 * blank boxes). Many school filters block YouTube or Vimeo; a blocked cross-origin frame cannot be
 * told apart from a working one (Chromium fires `load` for its own error page too), so lesson mode
 * asks the host's origin directly when the teacher presses play: a `no-cors` request that the
 * network either answers (an opaque response: reachable) or refuses (a network error: blocked), with
 * a timeout for filters that swallow the request. The site's Content-Security-Policy allows it
 * (`connect-src https:`).
 *
 * `hostVerdict` then combines that answer with the frame's own `load` event and the time allowed.
 */

/** How long an embedded player may take (the probe, and the frame's `load`) before our copy plays instead. */
export const HOST_TIMEOUT_MS = 4000;

/** How long a host's answer is reused for the next embed of the same host. */
const REMEMBER_MS = 60_000;

/** The embed's origin when the player is on another site; undefined for the site's own pages (nothing to probe). */
export function embedOrigin(src: string, pageOrigin: string): string | undefined {
  try {
    const url = new URL(src, pageOrigin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.origin === pageOrigin ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

type Fetcher = (input: string, init: RequestInit) => Promise<unknown>;

/**
 * True when `origin` answers within `timeoutMs` (any answer: the response is opaque), false when the
 * request fails (blocked, no such host, refused) or takes longer.
 */
export async function probeHost(origin: string, { timeoutMs = HOST_TIMEOUT_MS, fetcher = fetch as Fetcher } = {}): Promise<boolean> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(false);
    }, timeoutMs);
  });
  const answered = fetcher(`${origin}/`, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: controller.signal }).then(
    () => {
      // The headers are the answer: the page itself is not wanted.
      controller.abort();
      return true;
    },
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

const remembered = new Map<string, { reachable: Promise<boolean>; at: number }>();

/** probeHost, once a minute at most per host: the lesson's next embed of a blocked host falls back at once. */
export function isHostReachable(origin: string, now = Date.now(), probe: (origin: string) => Promise<boolean> = probeHost): Promise<boolean> {
  const known = remembered.get(origin);
  if (known && now - known.at < REMEMBER_MS) return known.reachable;
  const reachable = probe(origin);
  remembered.set(origin, { reachable, at: now });
  return reachable;
}

/** Forgets every host's answer (tests). */
export function forgetHosts(): void {
  remembered.clear();
}

export type ProbeState = 'pending' | 'reachable' | 'unreachable';

/**
 * What an embed slide shows once the teacher has pressed play: the player (`playing`), still the
 * player while waiting (`waiting`), or our copy / the message (`unreachable`). The host must answer
 * the probe and the frame must load, both within the time allowed; a same-site player has no probe.
 */
export function hostVerdict({ probe, loaded, timedOut }: { probe: ProbeState; loaded: boolean; timedOut: boolean }): 'waiting' | 'playing' | 'unreachable' {
  if (probe === 'unreachable') return 'unreachable';
  if (probe === 'reachable' && loaded) return 'playing';
  return timedOut ? 'unreachable' : 'waiting';
}
