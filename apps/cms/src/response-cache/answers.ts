/**
 * The process's response cache and how an answer is stored and replayed: the JSON body with its
 * gzip and brotli copies (made once, when stored), and the headers the rest of the stack set on the
 * first answer (security headers, CORS), so a cached answer is the same on the wire as a fresh one.
 */
import type http from 'node:http';
import zlib from 'node:zlib';
import type { Context } from 'koa';
import { ResponseCache } from './response-cache';
import { setting } from '../runtime/environment';

export interface StoredAnswer {
  body: string;
  raw: Buffer;
  etag: string;
  gzip: Buffer;
  brotli: Buffer;
  headers: Record<string, string>;
  /** Sent as Cache-Control: 'private, no-cache' unless the door's own answers say otherwise (REST search: no-store). */
  cacheControl?: string;
}

/** Headers of a fresh answer that are not replayed: they are set anew, or belong to that one answer. */
const NOT_REPLAYED = new Set([
  'content-length',
  'content-type',
  'content-encoding',
  'etag',
  'vary',
  'x-response-cache',
  'cache-control',
  'set-cookie',
  'date',
  'connection',
  'x-response-time',
  // How long this request waited for its turn (runtime/admission.ts), set on each.
  'server-timing',
]);

export function cacheSeconds(): number {
  return setting('GRAPHQL_CACHE_SECONDS');
}

let cache: ResponseCache<StoredAnswer> | undefined;

/** The process's cache, or undefined when GRAPHQL_CACHE_SECONDS is 0. */
export function responseCache(): ResponseCache<StoredAnswer> | undefined {
  if (cacheSeconds() === 0) return undefined;
  cache ??= new ResponseCache<StoredAnswer>({ ttlSeconds: cacheSeconds() });
  return cache;
}

/** What the answer to a request depends on besides the caller's role: the Origin (CORS headers). */
export function bucketOf(role: string, ctx: Context): string {
  return `${role}|${ctx.get('origin')}`;
}

/** An answer to keep, with the headers the stack set on it that are replayed. */
export function storedAnswer(ctx: Context, body: string, etag: string, cacheControl?: string): StoredAnswer {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(ctx.response.headers)) {
    if (!NOT_REPLAYED.has(name.toLowerCase()) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return storedAnswerOf(body, etag, headers, cacheControl);
}

/** An answer to keep: its compressed copies are made once each, when first sent to a caller who accepts them. */
export function storedAnswerOf(body: string, etag: string, headers: Record<string, string>, cacheControl?: string): StoredAnswer {
  let gzip: Buffer | undefined;
  let brotli: Buffer | undefined;
  return {
    body,
    raw: Buffer.from(body),
    etag,
    get gzip() {
      return (gzip ??= zlib.gzipSync(body, { level: 6 }));
    },
    get brotli() {
      return (brotli ??= zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
    },
    headers,
    ...(cacheControl ? { cacheControl } : {}),
  };
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** X-Response-Cache: kept here (`hit`), kept by another instance (`shared`), or computed now (`miss`). */
export type AnswerState = 'hit' | 'shared' | 'miss';

/** The complete headers of a stored answer in one encoding and state: made once, as a flat list. */
const wireHeaders = new WeakMap<StoredAnswer, Map<string, string[]>>();

export function headersFor(answer: StoredAnswer, encoding: Encoding, state: AnswerState): string[] {
  const made = wireHeaders.get(answer) ?? new Map<string, string[]>();
  wireHeaders.set(answer, made);
  const variant = `${encoding}|${state}`;
  let headers = made.get(variant);
  if (!headers) {
    const all: Record<string, string> = {
      ...answer.headers,
      'Content-Type': 'application/json; charset=utf-8',
      ETag: answer.etag,
      'Cache-Control': answer.cacheControl ?? 'private, no-cache',
      Vary: 'Accept-Encoding, Authorization, Origin',
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
      'Content-Length': String(bodyFor(answer, encoding).length),
      'X-Response-Cache': state,
    };
    headers = Object.entries(all).flat();
    made.set(variant, headers);
  }
  return headers;
}

export function bodyFor(answer: StoredAnswer, encoding: Encoding): Buffer {
  return encoding === 'br' ? answer.brotli : encoding === 'gzip' ? answer.gzip : answer.raw;
}

/**
 * Answers from a stored answer, compressed as the caller accepts, or 304 when their copy is
 * current. The answer is written straight to the socket: nothing after this middleware changes it.
 */
export function replay(ctx: Context, answer: StoredAnswer, state: AnswerState): void {
  ctx.respond = false;
  send(ctx.req, ctx.res, answer, state);
}

/** Writes a stored answer to the socket as `req` asks for it (304, or compressed as accepted): Koa's and the fast paths' one way. */
export function send(req: http.IncomingMessage, res: http.ServerResponse, answer: StoredAnswer, state: AnswerState): void {
  if (req.headers['if-none-match'] === answer.etag) {
    res.writeHead(304, notModifiedHeaders(answer, state));
    res.end();
    return;
  }
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  res.writeHead(200, headersFor(answer, encoding, state));
  res.end(bodyFor(answer, encoding));
}

export function acceptedEncoding(accepted: string | undefined): Encoding {
  if (!accepted) return 'identity';
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
}

/** 304 headers: those of the answer without its body's. */
export function notModifiedHeaders(answer: StoredAnswer, state: AnswerState): Record<string, string> {
  return {
    ...answer.headers,
    ETag: answer.etag,
    'Cache-Control': answer.cacheControl ?? 'private, no-cache',
    Vary: 'Accept-Encoding, Authorization, Origin',
    'X-Response-Cache': state,
  };
}

/** A request whose body was read before Koa (by admission or the fast path): its bytes, or null when over the limit. */
export type EarlyBody = { earlyBody?: Buffer | null };

/** Reads a GraphQL request's whole body before Koa into `earlyBody` (null beyond the limit), then calls `done`; at once if it was read already. */
export function readEarlyBody(req: http.IncomingMessage & EarlyBody, done: () => void): void {
  if (req.earlyBody !== undefined) return done();
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= GRAPHQL_BODY_LIMIT_BYTES) chunks.push(chunk);
  });
  req.on('end', () => {
    req.earlyBody = size > GRAPHQL_BODY_LIMIT_BYTES ? null : chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    done();
  });
  req.on('error', () => req.destroy());
}

export class BodyError extends Error {
  constructor(readonly status: 400 | 413) {
    super(status === 413 ? 'The request is too large.' : 'The request body is not valid JSON.');
  }
}

/** Reads a JSON request body of at most `limit` bytes (or takes the one the visitors' fast path read). */
export async function readJsonBody(ctx: Context, limit: number): Promise<unknown> {
  const early = (ctx.req as EarlyBody).earlyBody;
  if (early !== undefined) {
    if (early === null) throw new BodyError(413);
    try {
      return JSON.parse(early.toString('utf8'));
    } catch {
      throw new BodyError(400);
    }
  }
  const declared = Number(ctx.get('content-length'));
  if (declared > limit) throw new BodyError(413);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyError(413);
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new BodyError(400);
  }
}

/** Reads the body for GraphQL (whose own body parser keeps a body read before it), or answers 400 / 413. */
export async function readGraphqlBody(ctx: Context): Promise<boolean> {
  if (ctx.request.body !== undefined || !ctx.is('application/json')) return true;
  try {
    ctx.request.body = await readJsonBody(ctx, GRAPHQL_BODY_LIMIT_BYTES);
    return true;
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    ctx.status = error.status;
    ctx.body = { errors: [{ message: error.message }] };
    return false;
  }
}

export const GRAPHQL_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Hands `use` what `read` answers about the caller (their role or reach, from the Authorization
 * header): at once when it is known, once settled when it is a promise; `fail` (the full stack
 * answers) when reading throws or rejects.
 */
export function withCaller<T>(read: () => T | Promise<T>, use: (value: T) => void, fail: () => void): void {
  let value: T | Promise<T>;
  try {
    value = read();
  } catch {
    return fail();
  }
  if (value instanceof Promise) value.then(use, fail);
  else use(value);
}
