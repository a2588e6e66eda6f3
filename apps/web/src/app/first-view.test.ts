import { afterEach, describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { FIRST_VIEW_ELEMENT_ID, loadMatchedRouteModules, loginOf, readFirstView, rememberFirstView, serializeFirstView, type FirstView } from './first-view';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;

function pageWith(view: unknown) {
  document.body.innerHTML = '<div id="root"></div>';
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_VIEW_ELEMENT_ID;
  script.textContent = typeof view === 'string' ? view : serializeFirstView(view as FirstView);
  document.body.append(script);
  return document;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('whose login a first view was read with', () => {
  it('names a token by its user id and issue time, never by the token', () => {
    expect(loginOf(jwt({ id: 12, iat: 1_700_000_000, exp: 1_800_000_000 }))).toBe('12:1700000000');
    expect(loginOf(jwt({ id: 12, iat: 1_700_000_001 }))).toBe('12:1700000001');
  });

  it('is null for a visitor and unreadable for a token that is not a JWT', () => {
    expect(loginOf(undefined)).toBeNull();
    expect(loginOf('')).toBeNull();
    expect(loginOf('not-a-token')).toBe('unreadable');
    expect(loginOf(`a.${base64url({ sub: 'x' })}.c`)).toBe('unreadable');
  });
});

describe('reading a first view', () => {
  const subscriber = jwt({ id: 3, iat: 1_700_000_000 });
  const view = (login: string | null): FirstView => ({ login, rendered: login === null, hydrationData: { loaderData: { root: { audiences: [] } } } });

  it('uses a visitor’s view for a visitor, and a teacher’s for the same login', () => {
    expect(readFirstView(pageWith(view(null)), undefined, undefined)).toEqual(view(null));
    expect(readFirstView(pageWith(view(loginOf(subscriber))), subscriber, undefined)).toEqual(view('3:1700000000'));
  });

  it('ignores a view read for anyone else, or while an editor previews', () => {
    expect(readFirstView(pageWith(view(null)), subscriber, undefined)).toBeUndefined();
    expect(readFirstView(pageWith(view('3:1700000000')), undefined, undefined)).toBeUndefined();
    expect(readFirstView(pageWith(view('3:1600000000')), subscriber, undefined)).toBeUndefined();
    expect(readFirstView(pageWith(view(null)), undefined, 'preview-token')).toBeUndefined();
  });

  it('ignores a page without one, or with one it cannot read', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readFirstView(document, undefined, undefined)).toBeUndefined();
    expect(readFirstView(pageWith('{"login":null,'), undefined, undefined)).toBeUndefined();
    expect(readFirstView(pageWith('{"login":null,"rendered":false}'), undefined, undefined)).toBeUndefined();
  });

  it('keeps content that looks like markup from closing its element', () => {
    const hostile: FirstView = {
      login: null,
      rendered: false,
      hydrationData: { loaderData: { root: { title: '</script><script>alert(1)</script> & \u2028' } } },
    };
    const text = serializeFirstView(hostile);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(readFirstView(pageWith(hostile), undefined, undefined)).toEqual(hostile);
  });
});

describe('loading the matched page modules before the router starts', () => {
  it('loads the lazy modules of the matched routes only, into their route objects', async () => {
    const loaded: string[] = [];
    const lazy = (name: string) => async () => {
      loaded.push(name);
      return { Component: () => null, handle: { name } };
    };
    const routes: RouteObject[] = [
      {
        path: '/',
        lazy: lazy('root'),
        children: [
          { path: 'a', lazy: lazy('a') },
          { path: 'b', lazy: lazy('b') },
        ],
      },
    ];
    await loadMatchedRouteModules(routes, '/a');
    expect(loaded.sort()).toEqual(['a', 'root']);
    expect(routes[0].lazy).toBeUndefined();
    expect(routes[0].children![0]).toMatchObject({ lazy: undefined, handle: { name: 'a' } });
    expect(routes[0].children![1].lazy).toBeTypeOf('function');
  });
});

describe('keeping a first view’s data for the page’s later moves', () => {
  it('hands each matched route its own data and parameters', () => {
    const kept: unknown[] = [];
    const router = {
      state: {
        matches: [
          { route: { id: 'root', handle: undefined }, params: { lesson: 'l1' } },
          { route: { id: 'slides', handle: { rememberFirstView: (data: unknown, params: unknown) => kept.push({ data, params }) } }, params: { lesson: 'l1' } },
        ],
        loaderData: { root: { audiences: [] }, slides: { data: 'lesson' } },
      },
    };
    rememberFirstView(router as never);
    expect(kept).toEqual([{ data: { data: 'lesson' }, params: { lesson: 'l1' } }]);
  });
});
