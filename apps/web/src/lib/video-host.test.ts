import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedOrigin, forgetHosts, hostVerdict, isHostReachable, probeHost } from './video-host';

afterEach(() => {
  vi.useRealTimers();
  forgetHosts();
});

describe('embedOrigin', () => {
  const page = 'https://classroom.example';

  it("answers another site's origin, and nothing for the site's own players or odd addresses", () => {
    expect(embedOrigin('https://www.youtube-nocookie.com/embed/abc?rel=0', page)).toBe('https://www.youtube-nocookie.com');
    expect(embedOrigin('https://player.vimeo.com/video/1', page)).toBe('https://player.vimeo.com');
    expect(embedOrigin('/demo-video/?clip=conductor-beats', page)).toBeUndefined();
    expect(embedOrigin('https://classroom.example/demo-video/', page)).toBeUndefined();
    expect(embedOrigin('javascript:alert(1)', page)).toBeUndefined();
    expect(embedOrigin('http://[not a host', page)).toBeUndefined();
  });
});

describe('probeHost', () => {
  it('asks the origin without CORS, credentials or the cache, and reads any answer as reachable', async () => {
    const fetcher = vi.fn().mockResolvedValue({ type: 'opaque' });
    expect(await probeHost('https://player.vimeo.com', { fetcher })).toBe(true);
    expect(fetcher).toHaveBeenCalledWith('https://player.vimeo.com/', expect.objectContaining({ mode: 'no-cors', cache: 'no-store', credentials: 'omit' }));
    // The answer's body is not wanted: the request is ended once it has answered.
    expect((fetcher.mock.calls[0][1] as RequestInit).signal!.aborted).toBe(true);
  });

  it('reads a network error (a blocked or unknown host) as unreachable', async () => {
    const fetcher = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await probeHost('https://www.youtube-nocookie.com', { fetcher })).toBe(false);
  });

  it('gives up after the timeout on a filter that never answers, and ends the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetcher = vi.fn((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise(() => undefined);
    });
    const answer = probeHost('https://www.youtube-nocookie.com', { fetcher, timeoutMs: 4000 });
    await vi.advanceTimersByTimeAsync(3999);
    expect(signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toBe(false);
    expect(signal!.aborted).toBe(true);
  });
});

describe('isHostReachable', () => {
  it('asks a host once a minute at most', async () => {
    const probe = vi.fn().mockResolvedValue(false);
    expect(await isHostReachable('https://a.example', 1000, probe)).toBe(false);
    expect(await isHostReachable('https://a.example', 50_000, probe)).toBe(false);
    expect(probe).toHaveBeenCalledTimes(1);
    await isHostReachable('https://b.example', 50_000, probe);
    expect(probe).toHaveBeenCalledTimes(2);
    await isHostReachable('https://a.example', 62_000, probe);
    expect(probe).toHaveBeenCalledTimes(3);
  });
});

describe('hostVerdict', () => {
  it('plays the embed once the host answered and the frame loaded', () => {
    expect(hostVerdict({ probe: 'reachable', loaded: true, timedOut: false })).toBe('playing');
  });

  it('falls back at once when the host is unreachable, even if the frame fired load (an error page does)', () => {
    expect(hostVerdict({ probe: 'unreachable', loaded: true, timedOut: false })).toBe('unreachable');
    expect(hostVerdict({ probe: 'unreachable', loaded: false, timedOut: false })).toBe('unreachable');
  });

  it('waits until the time allowed, then falls back if the frame has not loaded or the host has not answered', () => {
    expect(hostVerdict({ probe: 'pending', loaded: false, timedOut: false })).toBe('waiting');
    expect(hostVerdict({ probe: 'reachable', loaded: false, timedOut: false })).toBe('waiting');
    expect(hostVerdict({ probe: 'pending', loaded: true, timedOut: false })).toBe('waiting');
    expect(hostVerdict({ probe: 'reachable', loaded: false, timedOut: true })).toBe('unreachable');
    expect(hostVerdict({ probe: 'pending', loaded: true, timedOut: true })).toBe('unreachable');
  });
});
