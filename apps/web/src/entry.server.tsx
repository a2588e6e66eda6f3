/**
 * The framework's render of a page request. A page is rendered whole before it is sent (allReady),
 * inside the root's middleware, as the page request's caller (server/page-context.server.ts), so
 * code that keeps answers for the request keeps them in the request. A rendered page then gets what lets it paint before
 * any of the site's code arrives (server/first-paint.server.ts); every page gets its stylesheets
 * inline and preloads for the pictures its first view shows.
 */
import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { siteContext } from './server/page-context.server';
import { renderedOnServer } from './app/first-view';
import { forFirstPaint, inlineStylesheets, whenCodeFails } from './server/first-paint.server';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  appContext: Readonly<RouterContextProvider>,
) {
  const loadContext = appContext.get(siteContext);
  const nonce = loadContext?.nonce;
  let status = responseStatusCode;
  // Inside the root's middleware, as the page request's caller (server/page-context.server.ts).
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    signal: request.signal,
    onError(error: unknown) {
      status = 500;
      if (process.env.DEBUG_FIRST_VIEW) console.error(error);
    },
  });
  // A part of the page handed over as a promise (the live page's concerts) gets a little longer than
  // the page's own data; past that the page is sent with its loading view there, and the part follows.
  const { sent, rest } = await readUntil(stream, stream.allReady, deferredGraceMs(loadContext?.timeoutMs ?? 1000));
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  let html = sent.replace('<head>', `<head><script${nonceAttribute}>(${whenCodeFails.toString()})()</script>`);
  // A rendered page, a visitor's or a teacher's, paints (with its main pictures) before the site's code comes; one sent to
  // be read in the browser is drawn by that code, so its code starts at once.
  if (loadContext?.clientDir) {
    const { loaderData } = routerContext.staticHandlerContext;
    const sentFor = (loaderData.root as { sentFor?: string | null } | undefined)?.sentFor;
    const rendered = renderedOnServer(sentFor, Object.values(loaderData));
    html = rendered ? forFirstPaint(html, loadContext.clientDir, nonce) : inlineStylesheets(html, loadContext.clientDir);
  }
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(html));
      for await (const chunk of rest) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(body, { status, headers: responseHeaders });
}

/** A quarter of the page's whole wait: 250 ms at the default FIRST_VIEW_TIMEOUT_MS. */
export function deferredGraceMs(timeoutMs: number): number {
  return timeoutMs / 4;
}

/**
 * The page as rendered once `ready` settles or `graceMs` has passed, whichever is first, and the rest of
 * the stream. What React has already written is taken as it is (each read that answers at once).
 */
async function readUntil(stream: ReadableStream<Uint8Array>, ready: Promise<void>, graceMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([ready, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
  clearTimeout(timer);
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const NOTHING_YET = Symbol('nothing yet');
  let sent = '';
  let done = false;
  for (;;) {
    const next = reader.read();
    const answer = await Promise.race([next, new Promise<typeof NOTHING_YET>((resolve) => setTimeout(() => resolve(NOTHING_YET), 0))]);
    if (answer === NOTHING_YET) {
      // Nothing more written yet: the rest follows as it comes, starting with the read already asked for.
      const rest = (async function* () {
        let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined = next;
        for (;;) {
          const { value, done: finished } = await (pending ?? reader.read());
          pending = undefined;
          if (finished) return;
          yield value;
        }
      })();
      return { sent: sent + decoder.decode(), rest };
    }
    if (answer.done) {
      done = true;
      break;
    }
    sent += decoder.decode(answer.value, { stream: true });
  }
  return { sent: sent + decoder.decode(), rest: (async function* () {})(), done };
}
