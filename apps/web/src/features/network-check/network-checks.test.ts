import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NETWORK_CHECKS,
  RANGE_HEADER,
  addressOf,
  report,
  resultLine,
  runCheck,
  runChecks,
  summary,
  type CheckResult,
  type NetworkCheck,
} from './network-checks';

const ORIGIN = 'https://classroom.example';
const check = (id: string): NetworkCheck => NETWORK_CHECKS.find((c) => c.id === id)!;
const bytes = (n: number) => new Uint8Array(n);

afterEach(() => {
  vi.useRealTimers();
});

describe('the checks of /check-network', () => {
  it('try the site, our three samples and every video host, each at its own address', () => {
    expect(NETWORK_CHECKS.map((c) => addressOf(c, ORIGIN))).toEqual([
      'https://classroom.example/_health',
      'https://classroom.example/network-check/picture.png',
      'https://classroom.example/network-check/recording.mp3',
      'https://classroom.example/network-check/film.mp4',
      'https://www.youtube.com/',
      'https://www.youtube-nocookie.com/',
      'https://i.ytimg.com/',
      'https://player.vimeo.com/',
      'https://vimeo.com/',
    ]);
    expect(new Set(NETWORK_CHECKS.map((c) => c.id)).size).toBe(NETWORK_CHECKS.length);
    // Rendered on the server, before the page knows its origin: the path.
    expect(addressOf(check('picture'), '')).toBe('/network-check/picture.png');
  });
});

describe('runCheck', () => {
  it('asks a video host without CORS and without a cache, and takes an opaque answer as reachable', async () => {
    // A no-cors answer is opaque (status 0, no headers) in a browser; any answer will do.
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 200 }));
    expect(await runCheck(check('youtube'), { fetch, origin: ORIGIN })).toMatchObject({ state: 'passed' });
    expect(fetch).toHaveBeenCalledWith(
      'https://www.youtube.com/',
      expect.objectContaining({ method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit' }),
    );
  });

  it('reads a network error as blocked or unreachable', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await runCheck(check('vimeo'), { fetch, origin: ORIGIN })).toMatchObject({ state: 'failed', reason: 'blocked or unreachable' });
  });

  it('gives up at its timeout, saying after how long, and aborts the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch = vi.fn((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    const result = runCheck(check('youtube-images'), { fetch, origin: ORIGIN, timeoutMs: 8000 });
    await vi.advanceTimersByTimeAsync(7999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ state: 'failed', reason: 'timed out after 8 s' });
    expect(signal?.aborted).toBe(true);
  });

  it('passes the site when its health check answers 2xx, and names any other status', async () => {
    expect(await runCheck(check('site'), { fetch: async () => new Response(null, { status: 204 }), origin: ORIGIN })).toMatchObject({ state: 'passed' });
    expect(
      await runCheck(check('site'), { fetch: async () => new Response('down', { status: 503, statusText: 'Service Unavailable' }), origin: ORIGIN }),
    ).toEqual({ state: 'failed', reason: 'answered HTTP 503 Service Unavailable', ms: expect.any(Number) });
  });

  it('passes a sample only when it answers 200 with its media type and a body', async () => {
    const ok = async () => new Response(bytes(100), { status: 200, headers: { 'Content-Type': 'audio/mpeg' } });
    expect(await runCheck(check('recording'), { fetch: ok, origin: ORIGIN })).toMatchObject({ state: 'passed' });
    const forbidden = async () => new Response('no', { status: 403, headers: { 'Content-Type': 'text/plain' } });
    expect(await runCheck(check('recording'), { fetch: forbidden, origin: ORIGIN })).toMatchObject({ reason: 'answered HTTP 403' });
    // A filter that blocks a media type may answer with its own page.
    const blockPage = async () => new Response('<h1>Blocked</h1>', { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    expect(await runCheck(check('picture'), { fetch: blockPage, origin: ORIGIN })).toMatchObject({
      state: 'failed',
      reason: "answered text/html instead of a picture (a filter's page?)",
    });
    const empty = async () => new Response(bytes(0), { status: 200, headers: { 'Content-Type': 'image/png' } });
    expect(await runCheck(check('picture'), { fetch: empty, origin: ORIGIN })).toMatchObject({ reason: 'answered an empty file' });
  });

  it('asks for the first 1024 bytes of the film and passes a 206 with Content-Range', async () => {
    const fetch = vi.fn(async () => new Response(bytes(1024), { status: 206, headers: { 'Content-Type': 'video/mp4', 'Content-Range': 'bytes 0-1023/9608' } }));
    expect(await runCheck(check('film'), { fetch, origin: ORIGIN })).toMatchObject({ state: 'passed' });
    expect(fetch).toHaveBeenCalledWith(
      'https://classroom.example/network-check/film.mp4',
      expect.objectContaining({ headers: { Range: RANGE_HEADER }, cache: 'no-store' }),
    );
    expect(RANGE_HEADER).toBe('bytes=0-1023');
  });

  it('fails the film when the range is not honoured', async () => {
    const cases: Array<[Response, string]> = [
      [
        new Response(bytes(9608), { status: 200, headers: { 'Content-Type': 'video/mp4' } }),
        'range not honoured: answered the whole file (HTTP 200) instead of part of it',
      ],
      [new Response(bytes(1024), { status: 206, headers: { 'Content-Type': 'video/mp4' } }), 'range not honoured: the answer has no Content-Range'],
      [
        new Response(bytes(4096), { status: 206, headers: { 'Content-Type': 'video/mp4', 'Content-Range': 'bytes 0-4095/9608' } }),
        'range not honoured: answered 4096 bytes for the first 1024',
      ],
      [new Response('', { status: 416 }), 'answered HTTP 416'],
    ];
    for (const [response, reason] of cases) {
      expect(await runCheck(check('film'), { fetch: async () => response, origin: ORIGIN })).toMatchObject({ state: 'failed', reason });
    }
  });

  it('measures how long a check took', async () => {
    let clock = 1000;
    const fetch = async () => {
      clock += 250;
      return new Response(null, { status: 204 });
    };
    expect(await runCheck(check('site'), { fetch, origin: ORIGIN, now: () => clock })).toEqual({ state: 'passed', ms: 250 });
  });
});

describe('runChecks', () => {
  it('runs every check at once and reports each as it ends', async () => {
    const started: string[] = [];
    const releases: Array<() => void> = [];
    const fetch = (url: string) => {
      started.push(url);
      return new Promise<Response>((resolve) => releases.push(() => resolve(new Response(null, { status: 204 }))));
    };
    const heard: string[] = [];
    const checks = [check('site'), check('youtube'), check('vimeo')];
    const all = runChecks(checks, { fetch, origin: ORIGIN }, (id) => heard.push(id));
    await Promise.resolve();
    expect(started).toHaveLength(3);
    releases[2]();
    await vi.waitFor(() => expect(heard).toEqual(['vimeo']));
    releases[0]();
    releases[1]();
    expect((await all).map((r) => r.state)).toEqual(['passed', 'passed', 'passed']);
  });
});

describe('what the page and the report say', () => {
  const checks = [check('site'), check('youtube'), check('film')];
  const results: CheckResult[] = [{ state: 'passed', ms: 12 }, { state: 'failed', reason: 'blocked or unreachable', ms: 30 }, { state: 'checking' }];

  it('one line per check, with its address and, when failed, why', () => {
    expect(checks.map((c, i) => resultLine(c, results[i], ORIGIN))).toEqual([
      'PASSED    The classroom site: https://classroom.example/_health (12 ms)',
      'FAILED    YouTube: https://www.youtube.com/: blocked or unreachable',
      'CHECKING  A film, played in parts (range request): https://classroom.example/network-check/film.mp4',
    ]);
  });

  it('a summary for the status line', () => {
    expect(summary(results)).toBe('Checking… 2 of 3 done.');
    expect(summary([results[0], results[1]])).toBe('1 of 2 checks failed.');
    expect(summary([results[0]])).toBe('All 1 checks passed.');
  });

  it('a report with the date, page address, browser and every line', () => {
    const text = report({
      date: new Date(Date.UTC(2026, 10, 26, 9, 5, 0)),
      pageUrl: 'https://classroom.example/check-network',
      userAgent: 'Mozilla/5.0 (Test)',
      origin: ORIGIN,
      checks,
      results: [results[0], results[1], { state: 'passed', ms: 40 }],
    });
    expect(text).toBe(
      [
        'Orchestra Classroom network check',
        'Date: Thu, 26 Nov 2026 09:05:00 GMT',
        'Page: https://classroom.example/check-network',
        'Browser: Mozilla/5.0 (Test)',
        '1 of 3 checks failed.',
        '',
        'PASSED    The classroom site: https://classroom.example/_health (12 ms)',
        'FAILED    YouTube: https://www.youtube.com/: blocked or unreachable',
        'PASSED    A film, played in parts (range request): https://classroom.example/network-check/film.mp4 (40 ms)',
        '',
      ].join('\n'),
    );
  });
});
