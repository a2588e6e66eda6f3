/**
 * The live events the /live page lists, read from the charity's events site (wordpress.ts) and
 * kept in memory, so that the page stays up when the events site is slow or down.
 *
 * - A copy younger than `cacheSeconds` is answered without asking the events site.
 * - Otherwise the events site is asked (one request at a time, however many callers wait), each
 *   call bounded by `timeoutMs`. Its answer replaces the copy (status OK).
 * - When it fails (timeout, an error status, a malformed answer), the last good copy is answered
 *   with status STALE and the reason, as long as it is younger than `staleLimitSeconds`; without
 *   one, status UNAVAILABLE and the reason. The failure is logged with its reason, and the events
 *   site is not asked again for `min(cacheSeconds, 30)` seconds.
 * - A featured image that cannot be read leaves its event without an image (logged); it does not
 *   fail the list.
 */
import { checkEventList, checkMedia, eventsListUrl, upcoming, type LiveEvent } from './wordpress';

export type LiveEventsStatus = 'OK' | 'STALE' | 'UNAVAILABLE';

export interface LiveEventsAnswer {
  status: LiveEventsStatus;
  events: LiveEvent[];
  /** When the copy answered was read from the events site (ISO), or null without one. */
  fetched_at: string | null;
  /** Why the events site could not be read, when it could not. */
  problem: string | null;
}

export interface LiveEventsSettings {
  /** The events site's base URL; without one the answer is UNAVAILABLE. */
  baseUrl: string | null;
  cacheSeconds: number;
  timeoutMs: number;
  staleLimitSeconds: number;
}

export interface Logger {
  warn(message: string): void;
  error(message: string): void;
}

const MEDIA_CONCURRENCY = 4;
const MAX_RETRY_PAUSE_SECONDS = 30;

class EventsSiteError extends Error {}

export class LiveEventsService {
  private copy: { events: LiveEvent[]; fetchedAt: number } | null = null;
  private lastFailure: { at: number; reason: string } | null = null;
  private inFlight: Promise<LiveEventsService['copy']> | null = null;

  constructor(
    private readonly settings: LiveEventsSettings,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  async answer(): Promise<LiveEventsAnswer> {
    if (!this.settings.baseUrl) {
      return { status: 'UNAVAILABLE', events: [], fetched_at: null, problem: 'No events site is configured (LIVE_EVENTS_URL).' };
    }
    // A copy read for this caller (or for callers it joined while that read was under way) is used
    // whatever the stale limit: it is as new as the events site can give.
    const readForThisCaller = !this.isFresh() && !this.isPausedAfterFailure() ? await this.refresh() : undefined;
    const now = this.now();
    const usable = this.copy && (this.copy === readForThisCaller || now - this.copy.fetchedAt <= this.settings.staleLimitSeconds * 1000) ? this.copy : null;
    const failed = this.lastFailure && (!this.copy || this.lastFailure.at >= this.copy.fetchedAt) ? this.lastFailure : null;
    if (!usable) {
      return { status: 'UNAVAILABLE', events: [], fetched_at: null, problem: failed?.reason ?? 'The events site has not been read yet.' };
    }
    return {
      status: failed ? 'STALE' : 'OK',
      events: upcoming(usable.events, new Date(now)),
      fetched_at: new Date(usable.fetchedAt).toISOString(),
      problem: failed?.reason ?? null,
    };
  }

  private isFresh(): boolean {
    return this.copy != null && this.now() - this.copy.fetchedAt < this.settings.cacheSeconds * 1000;
  }

  private isPausedAfterFailure(): boolean {
    const pause = Math.min(this.settings.cacheSeconds, MAX_RETRY_PAUSE_SECONDS) * 1000;
    return this.lastFailure != null && this.now() - this.lastFailure.at < pause;
  }

  /** Reads the events site (one read shared by the callers that arrive while it is under way): the new copy, or null when it failed. */
  private refresh(): Promise<LiveEventsService['copy']> {
    this.inFlight ??= this.read()
      .then((events) => {
        this.copy = { events, fetchedAt: this.now() };
        this.lastFailure = null;
        return this.copy;
      })
      .catch((error: unknown) => {
        const reason = error instanceof EventsSiteError ? error.message : `The events site could not be read: ${String(error)}`;
        this.lastFailure = { at: this.now(), reason };
        this.log.error(`Live events: ${reason}${this.copy ? ' (answering the last good copy)' : ''}`);
        return null;
      })
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }

  private async read(): Promise<LiveEvent[]> {
    const list = checkEventList(await this.get(eventsListUrl(this.settings.baseUrl!), 'the events list'));
    if (!list.ok) throw new EventsSiteError(`The events site's answer was rejected: ${list.reason}.`);
    for (const reason of list.value.dropped) this.log.warn(`Live events: left out ${reason}`);
    const events: LiveEvent[] = [];
    const queue = [...list.value.events];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        events.push({ ...next.event, image: next.mediaLink ? await this.image(next.event.id, next.mediaLink) : null });
      }
    };
    await Promise.all(Array.from({ length: MEDIA_CONCURRENCY }, worker));
    return events;
  }

  /**
   * An event's image, read from the media link its answer names: only on the events site's own
   * origin, without following redirects, so an answer cannot make the CMS call another address
   * (an internal service, a cloud metadata endpoint).
   */
  private async image(eventId: string, link: string): Promise<LiveEvent['image']> {
    if (!isOnOrigin(link, this.settings.baseUrl!)) {
      this.log.warn(`Live events: the image of event #${eventId} was left out: its media link is not on the events site (${link.slice(0, 200)}).`);
      return null;
    }
    try {
      const media = checkMedia(await this.get(link, `the image of event #${eventId}`, 'error'));
      if (media.ok) return media.value;
      this.log.warn(`Live events: the image of event #${eventId} was left out: ${media.reason}`);
    } catch (error) {
      this.log.warn(`Live events: the image of event #${eventId} was left out: ${error instanceof Error ? error.message : String(error)}`);
    }
    return null;
  }

  private async get(url: string, what: string, redirect: 'follow' | 'error' = 'follow'): Promise<string> {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.settings.timeoutMs), headers: { accept: 'application/json' }, redirect });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new EventsSiteError(
        timedOut
          ? `The events site did not answer ${what} within ${this.settings.timeoutMs / 1000} s.`
          : `The events site could not be reached for ${what} (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new EventsSiteError(`The events site answered ${what} with HTTP ${response.status}.`);
    }
    try {
      return await response.text();
    } catch {
      throw new EventsSiteError(`The events site's answer to ${what} was cut short or too slow.`);
    }
  }
}

/** Whether a link is on the same origin (scheme, host and port) as the events site. */
export function isOnOrigin(link: string, siteUrl: string): boolean {
  try {
    return new URL(link).origin === new URL(siteUrl).origin;
  } catch {
    return false;
  }
}
