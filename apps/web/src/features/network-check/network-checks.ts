/**
 * The checks of /check-network (docs/product.md, "Check this network"): whether a school's network
 * lets the classroom work. Pure: the page gives it `fetch`, the site's origin and the clock.
 *
 * - The site loads: its health check (`/_health`, Strapi's, 204).
 * - Our media load: a picture, a recording and a film (the CMS's public samples at /network-check/,
 *   apps/cms/src/middlewares/network-check.ts), each fetched whole and of the right type, since a
 *   filter may answer a media type it blocks with its own web page; the film with a range request
 *   (`Range: bytes=0-1023` must answer 206 with Content-Range), as a player seeks.
 * - The video hosts lesson slides embed: a cross-origin request without CORS (`no-cors`) answers
 *   opaque when the host is reachable, whatever its status, and fails when a filter blocks the
 *   host (at DNS or by refusing the connection) or the host cannot be reached.
 *
 * Every check has its own timeout and never reads a cache (`cache: 'no-store'`).
 */

export const CHECK_TIMEOUT_MS = 8_000;

export type CheckKind =
  /** A same-origin address that must answer 2xx. */
  | 'loads'
  /** A same-origin file that must answer 200 with a type starting with `expectType`. */
  | 'media'
  /** A same-origin file that must answer a range request with 206 and Content-Range. */
  | 'range'
  /** Another host, asked without CORS: an opaque answer is reachable. */
  | 'host';

/** The page's three groups of checks: the site itself, our media, the video hosts. */
export type CheckGroup = 'site' | 'media' | 'video';

export interface NetworkCheck {
  id: string;
  group: CheckGroup;
  /** What is checked, in the technician's words. */
  label: string;
  /** The address tried: a path on the site (made absolute with the origin), or a full address. */
  address: string;
  kind: CheckKind;
  /** For 'media' and 'range': the start of the Content-Type expected ('image/', 'audio/'...). */
  expectType?: string;
  /** For 'media' and 'range': what the file is, in a failure's words ('a picture'). */
  what?: string;
}

export type CheckResult = { state: 'checking' } | { state: 'passed'; ms: number } | { state: 'failed'; reason: string; ms: number };

export const RANGE_HEADER = 'bytes=0-1023';

/** The checks, in the order the page lists them. */
export const NETWORK_CHECKS: readonly NetworkCheck[] = [
  { id: 'site', group: 'site', label: 'The classroom site', address: '/_health', kind: 'loads' },
  { id: 'picture', group: 'media', label: 'A picture', address: '/network-check/picture.png', kind: 'media', expectType: 'image/', what: 'a picture' },
  { id: 'recording', group: 'media', label: 'A recording', address: '/network-check/recording.mp3', kind: 'media', expectType: 'audio/', what: 'a recording' },
  {
    id: 'film',
    group: 'media',
    label: 'A film, played in parts (range request)',
    address: '/network-check/film.mp4',
    kind: 'range',
    expectType: 'video/',
    what: 'a film',
  },
  { id: 'youtube', group: 'video', label: 'YouTube', address: 'https://www.youtube.com/', kind: 'host' },
  { id: 'youtube-nocookie', group: 'video', label: "YouTube's privacy-enhanced player", address: 'https://www.youtube-nocookie.com/', kind: 'host' },
  { id: 'youtube-images', group: 'video', label: "YouTube's pictures", address: 'https://i.ytimg.com/', kind: 'host' },
  { id: 'vimeo-player', group: 'video', label: "Vimeo's player", address: 'https://player.vimeo.com/', kind: 'host' },
  { id: 'vimeo', group: 'video', label: 'Vimeo', address: 'https://vimeo.com/', kind: 'host' },
];

/** The full address a check tries, on the site's `origin` for a path (the path itself while the origin is unknown: on the server). */
export function addressOf(check: NetworkCheck, origin: string): string {
  return origin ? new URL(check.address, origin).href : check.address;
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface RunOptions {
  fetch: Fetch;
  origin: string;
  timeoutMs?: number;
  /** The clock, for the time a check took (ms). */
  now?: () => number;
}

/** Why a request failed, in plain words, from what it threw. */
function failureOf(error: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `timed out after ${Math.round(timeoutMs / 1000)} s`;
  if (error instanceof CheckFailure) return error.message;
  return 'blocked or unreachable';
}

class CheckFailure extends Error {}

function fail(reason: string): never {
  throw new CheckFailure(reason);
}

function expectStatus(response: Response, ok: (status: number) => boolean) {
  if (!ok(response.status)) fail(`answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
}

function expectType(response: Response, check: NetworkCheck) {
  const type = response.headers.get('content-type') ?? '';
  if (check.expectType && !type.toLowerCase().startsWith(check.expectType)) {
    fail(`answered ${type ? type.split(';')[0] : 'something with no type'} instead of ${check.what ?? 'the file'} (a filter's page?)`);
  }
}

async function attempt(check: NetworkCheck, url: string, fetcher: Fetch, signal: AbortSignal): Promise<void> {
  const common = { cache: 'no-store' as const, signal, credentials: 'omit' as const };
  switch (check.kind) {
    case 'host': {
      // No body is wanted: an answer of any kind means the host can be reached.
      await fetcher(url, { ...common, method: 'HEAD', mode: 'no-cors', redirect: 'follow' });
      return;
    }
    case 'loads': {
      const response = await fetcher(url, common);
      expectStatus(response, (status) => status >= 200 && status < 300);
      await response.arrayBuffer();
      return;
    }
    case 'media': {
      const response = await fetcher(url, common);
      expectStatus(response, (status) => status === 200);
      expectType(response, check);
      if ((await response.arrayBuffer()).byteLength === 0) fail('answered an empty file');
      return;
    }
    case 'range': {
      const response = await fetcher(url, { ...common, headers: { Range: RANGE_HEADER } });
      if (response.status === 200) fail('range not honoured: answered the whole file (HTTP 200) instead of part of it');
      expectStatus(response, (status) => status === 206);
      expectType(response, check);
      const contentRange = response.headers.get('content-range');
      if (!contentRange || !/^bytes 0-\d+\/\d+$/i.test(contentRange)) fail('range not honoured: the answer has no Content-Range');
      const length = (await response.arrayBuffer()).byteLength;
      if (length === 0 || length > 1024) fail(`range not honoured: answered ${length} bytes for the first 1024`);
      return;
    }
  }
}

/** Runs one check with its own timeout; never throws. */
export async function runCheck(
  check: NetworkCheck,
  { fetch: fetcher, origin, timeoutMs = CHECK_TIMEOUT_MS, now = () => Date.now() }: RunOptions,
): Promise<CheckResult> {
  const started = now();
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
      reject(new Error('timed out'));
    }, timeoutMs);
  });
  try {
    // The race ends the check at the timeout even if a fetch ignores its signal.
    await Promise.race([attempt(check, addressOf(check, origin), fetcher, controller.signal), timeout]);
    return { state: 'passed', ms: Math.round(now() - started) };
  } catch (error) {
    return { state: 'failed', reason: failureOf(error, timedOut, timeoutMs), ms: Math.round(now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs every check at once; `onResult` hears each as it ends. Resolves with every result, in the
 * checks' order.
 */
export function runChecks(checks: readonly NetworkCheck[], options: RunOptions, onResult?: (id: string, result: CheckResult) => void): Promise<CheckResult[]> {
  return Promise.all(
    checks.map(async (check) => {
      const result = await runCheck(check, options);
      onResult?.(check.id, result);
      return result;
    }),
  );
}

/** One line of the page and of the report: state, what, address and, when failed, why. */
export function resultLine(check: NetworkCheck, result: CheckResult, origin: string): string {
  const address = addressOf(check, origin);
  if (result.state === 'checking') return `CHECKING  ${check.label}: ${address}`;
  if (result.state === 'passed') return `PASSED    ${check.label}: ${address} (${result.ms} ms)`;
  return `FAILED    ${check.label}: ${address}: ${result.reason}`;
}

/** A summary of where the checks stand, for the page's status line (read out by screen readers). */
export function summary(results: readonly CheckResult[]): string {
  const checking = results.filter((result) => result.state === 'checking').length;
  const failed = results.filter((result) => result.state === 'failed').length;
  if (checking > 0) return `Checking… ${results.length - checking} of ${results.length} done.`;
  if (failed === 0) return `All ${results.length} checks passed.`;
  return `${failed} of ${results.length} checks failed.`;
}

export interface ReportInput {
  date: Date;
  pageUrl: string;
  userAgent: string;
  origin: string;
  checks: readonly NetworkCheck[];
  results: readonly CheckResult[];
}

/** The plain-text report "Copy results" puts on the clipboard, for an email to the charity. */
export function report({ date, pageUrl, userAgent, origin, checks, results }: ReportInput): string {
  return [
    'Orchestra Classroom network check',
    `Date: ${date.toUTCString()}`,
    `Page: ${pageUrl}`,
    `Browser: ${userAgent}`,
    summary(results),
    '',
    ...checks.map((check, index) => resultLine(check, results[index] ?? { state: 'checking' }, origin)),
    '',
  ].join('\n');
}
