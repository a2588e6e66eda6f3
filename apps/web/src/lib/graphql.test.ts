import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTSIDE_PAGE_REQUEST, requestMemory, serverRequestContext, setServerContextReader, type ServerRequestContext } from './graphql';

describe('where page code keeps what it reads', () => {
  afterEach(() => {
    setServerContextReader(undefined);
    vi.unstubAllGlobals();
  });

  it('keeps answers in the tab in the browser', () => {
    expect(serverRequestContext()).toBeUndefined();
    requestMemory<number>().set('answer', 1);
    expect(requestMemory<number>().get('answer')).toBe(1);
  });

  it("keeps answers in the page request's own memory on the server", () => {
    const request: ServerRequestContext = { endpoint: 'http://127.0.0.1:1/graphql', origin: 'http://site.test', memory: new Map() };
    setServerContextReader(() => request);
    requestMemory<number>().set('answer', 2);
    expect(request.memory.get('answer')).toBe(2);
  });

  it('throws on the server outside a page request rather than share the tab memory between callers', () => {
    vi.stubGlobal('window', undefined);
    setServerContextReader(() => undefined);
    expect(() => requestMemory()).toThrow(OUTSIDE_PAGE_REQUEST);
    expect(() => serverRequestContext()).toThrow(OUTSIDE_PAGE_REQUEST);
  });
});
