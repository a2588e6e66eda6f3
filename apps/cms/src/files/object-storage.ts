/**
 * Uploads in S3-compatible object storage (README, "Settings"; docs/deploy.md), switched on by
 * S3_BUCKET. Unset (the embedded default), uploads stay in DATA_DIR/public/uploads.
 *
 * Strapi's own S3 provider (@strapi/provider-upload-aws-s3) writes the files, named as the local
 * provider names them: with `baseUrl: '/uploads'` a file's URL is `/uploads/{hash}{ext}` whichever
 * the storage, so every link, page, saved offline copy and access rule stays the same. The bucket is
 * never read by browsers: it stays private, and middlewares/protected-files.ts checks the caller and
 * then streams the object from here (`sendObject`), byte ranges and conditional requests included.
 * Streaming rather than redirecting to a signed URL keeps files on the site's own origin, which a
 * school's filter already allows, which the offline copies and the page's security policy expect,
 * and which never hands out an address that works for someone else for a while.
 */
import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { Context } from 'koa';
import { setting } from '../runtime/environment';

type Env = Record<string, string | undefined>;

export interface ObjectStorage {
  bucket: string;
  /** Put before every object's name: S3_PREFIX with one slash after it, or nothing. */
  prefix: string;
  clientConfig: S3ClientConfig;
}

/** The object storage the settings name, or undefined when S3_BUCKET is unset. Throws on a setting that does not make sense. */
export function objectStorage(env: Env = process.env): ObjectStorage | undefined {
  const bucket = setting('S3_BUCKET', env);
  if (!bucket) return undefined;
  const endpoint = setting('S3_ENDPOINT', env);
  const accessKeyId = setting('S3_ACCESS_KEY_ID', env);
  const secretAccessKey = setting('S3_SECRET_ACCESS_KEY', env);
  return {
    bucket,
    prefix: (setting('S3_PREFIX', env) ?? '').replace(/\/+$/, '').replace(/.$/, '$&/'),
    clientConfig: {
      region: setting('S3_REGION', env),
      ...(endpoint ? { endpoint } : {}),
      // S3-compatible servers (MinIO, Ceph, a local test server) want the bucket in the path.
      forcePathStyle: setting('S3_FORCE_PATH_STYLE', env) ?? Boolean(endpoint),
      // Unset: the AWS SDK's own chain (an instance or task role, AWS_* variables).
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      // Checksums only where S3 requires them: several S3-compatible servers refuse the newer
      // streamed checksum trailers the SDK would otherwise add to every upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer fails the request (503 to the browser, after the SDK's three
      // attempts) instead of holding it; the request timeout is the longest silence on the socket,
      // not a limit on a film's length. Without throwOnRequestTimeout the SDK only logs a warning.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 15_000, throwOnRequestTimeout: true },
    },
  };
}

/** Strapi's upload plugin settings: the S3 provider when S3_BUCKET is set, else Strapi's local one. */
export function uploadPluginConfig(env: Env = process.env): { config?: Record<string, unknown> } {
  let storage: ObjectStorage | undefined;
  try {
    storage = objectStorage(env);
  } catch {
    // A setting that does not make sense: the start stops in register (checkEnvironment) saying which.
    return {};
  }
  if (!storage) return {};
  return {
    config: {
      provider: 'aws-s3',
      providerOptions: {
        baseUrl: '/uploads',
        rootPath: storage.prefix.replace(/\/+$/, '') || undefined,
        s3Options: {
          ...storage.clientConfig,
          // No ACL is sent: objects take the bucket's own setting, which must be private (docs/deploy.md).
          params: { Bucket: storage.bucket, ACL: undefined },
        },
      },
    },
  };
}

/** One client (and its pool of connections) per storage, made at the first file sent. */
const clients = new WeakMap<ObjectStorage, S3Client>();
function clientFor(storage: ObjectStorage): S3Client {
  let client = clients.get(storage);
  if (!client) clients.set(storage, (client = new S3Client(storage.clientConfig)));
  return client;
}

const MESSAGES: Record<number, string> = {
  404: 'That file could not be found.',
  416: 'That part of the file does not exist.',
  503: 'Files cannot be fetched at the moment. Please try again in a minute.',
};

/** A request header's date, or undefined when it is absent or unreadable (ignored, as static servers ignore it). */
function readableDate(header: string): Date | undefined {
  const date = header ? new Date(header) : undefined;
  return date && Number.isFinite(date.getTime()) ? date : undefined;
}

/** What the S3 client threw, as the status to answer. */
function statusOf(error: unknown): number {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  const status = $metadata?.httpStatusCode;
  if (status === 304 || name === 'NotModified') return 304;
  if (status === 404 || name === 'NoSuchKey' || name === 'NotFound') return 404;
  if (status === 416 || name === 'InvalidRange') return 416;
  if (status === 412) return 412;
  return 503;
}

/**
 * Sends the object `key` (what follows `/uploads/` in an upload's address: S3_PREFIX, which the
 * provider puts in the address too, then `{hash}{ext}`) as the whole answer, passing on the caller's
 * Range, If-None-Match and If-Modified-Since; headers already set on ctx (security headers,
 * Cache-Control) are kept. Any other key (outside the prefix, or in a folder of it) is not an upload: 404.
 */
export async function sendObject(ctx: Context, storage: ObjectStorage, key: string): Promise<void> {
  ctx.respond = false;
  const { res } = ctx;
  const answer = (status: number) => {
    res.statusCode = status;
    ctx.status = status;
    if (status === 304) return void res.end();
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(ctx.method === 'HEAD' ? undefined : (MESSAGES[status] ?? 'That file cannot be sent.'));
  };
  const name = key.startsWith(storage.prefix) ? key.slice(storage.prefix.length) : '';
  if (!name || name.includes('/')) return answer(404);

  const request = {
    Bucket: storage.bucket,
    Key: key,
    Range: ctx.get('range') || undefined,
    IfNoneMatch: ctx.get('if-none-match') || undefined,
    IfModifiedSince: readableDate(ctx.get('if-modified-since')),
  };
  let object;
  try {
    object = await clientFor(storage).send(ctx.method === 'HEAD' ? new HeadObjectCommand(request) : new GetObjectCommand(request));
  } catch (error) {
    const status = statusOf(error);
    if (status === 503) ctx.app.emit('error', error, ctx);
    return answer(status);
  }
  const headers: Record<string, string | number | undefined> = {
    'Content-Type': object.ContentType,
    'Content-Length': object.ContentLength,
    'Content-Range': object.ContentRange,
    'Accept-Ranges': 'bytes',
    ETag: object.ETag,
    'Last-Modified': object.LastModified?.toUTCString(),
  };
  for (const [header, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(header, value);
  const status = object.ContentRange ? 206 : 200;
  res.statusCode = status;
  ctx.status = status;
  const body = 'Body' in object ? object.Body : undefined;
  if (!(body instanceof Readable)) return void res.end();
  await new Promise<void>((resolve) => {
    res.once('close', () => {
      body.destroy();
      resolve();
    });
    body.once('error', () => res.destroy());
    body.pipe(res);
  });
}
