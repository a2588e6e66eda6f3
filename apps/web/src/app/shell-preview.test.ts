/** In an editor's preview, the page's own content carries the preview token and the shell does not. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellLoader } from './shell-data';
import { request } from '../lib/graphql';
import { CpdDownloadsDocument } from '../graphql/generated';

const EMPTY_SHELL = { audiences: [], programmes: [], schemes: [], landingPages: [], projects: [], liveProgrammes: [], liveProductions: [] };

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

function recordRequests(data: unknown) {
  const sent: Array<Record<string, string>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(init.headers as Record<string, string>);
      return new Response(JSON.stringify({ data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

describe("an editor's preview", () => {
  it("sends its token with the page's content requests", async () => {
    window.sessionStorage.setItem('preview-token', '123.abc');
    const sent = recordRequests({ cpd: null });
    await request(CpdDownloadsDocument, {});
    expect(sent[0]['X-Preview-Token']).toBe('123.abc');
  });

  it('leaves it off the shell, which shows published menus and is answered from the cache', async () => {
    window.sessionStorage.setItem('preview-token', '123.abc');
    const sent = recordRequests(EMPTY_SHELL);
    await shellLoader({ request: new Request('http://site.test/') });
    expect(sent).toHaveLength(1);
    expect(sent[0]['X-Preview-Token']).toBeUndefined();
  });
});
