import { describe, expect, it } from 'vitest';
import { deriveBreadcrumbs, type CrumbMatch } from './breadcrumbs';

const titles: Record<string, Record<string, string>> = {
  audience: { primary: 'Primary', secondary: 'Secondary' },
  programme: { 'sound-explorers': 'Sound Explorers', 'gcse-and-beyond': 'GCSE and beyond' },
  landingProgramme: { 'film-music-lab': 'Film Music Lab' },
};
const resolve = (param: string, value: string) => titles[param]?.[value];

function matches(path: string, routes: Array<[string, string | undefined]>, params: Record<string, string>): CrumbMatch[] {
  const segments = path.split('/').filter(Boolean);
  return routes.map(([pathname, crumb]) => ({ pathname, crumb, params })).concat({ pathname: `/${segments.join('/')}`, crumb: undefined, params });
}

describe('deriveBreadcrumbs', () => {
  it('resolves route parameters to titles and skips the current page', () => {
    const params = { audience: 'primary', programme: 'sound-explorers' };
    const crumbs = deriveBreadcrumbs(
      [
        { pathname: '/', crumb: 'Home', params },
        { pathname: '/primary', crumb: ':audience', params },
        { pathname: '/primary/sound-explorers', crumb: ':programme', params },
        { pathname: '/primary/sound-explorers', crumb: undefined, params },
      ],
      '/primary/sound-explorers',
      resolve,
    );
    expect(crumbs).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Primary', to: '/primary' },
    ]);
  });

  it('skips any segment whose value is "-"', () => {
    const params = { audience: '-', programme: '-' };
    const crumbs = deriveBreadcrumbs(
      matches(
        '/-/-/activity-filter',
        [
          ['/', 'Home'],
          ['/-', ':audience'],
          ['/-/-', ':programme'],
        ],
        params,
      ),
      '/-/-/activity-filter',
      resolve,
    );
    expect(crumbs).toEqual([{ label: 'Home', to: '/' }]);
  });

  it('never shows a raw value: a generic word when no title is known; supplied labels before titles', () => {
    const params = { audience: 'primary', lesson: '12', programme: 'unknown-thing' };
    const crumbs = deriveBreadcrumbs(
      [
        { pathname: '/', crumb: 'Home', params },
        { pathname: '/primary', crumb: ':audience', params },
        { pathname: '/primary/unknown-thing', crumb: ':programme', params },
        { pathname: '/primary/unknown-thing/lesson/12', crumb: ':lesson', params },
        { pathname: '/primary/unknown-thing/lesson/12/slides', crumb: 'Slides', params },
      ],
      '/primary/unknown-thing/lesson/12/slides',
      resolve,
      { lesson: 'Lesson 1: Loud and quiet', audience: 'Primary (supplied)' },
    );
    expect(crumbs.map((c) => c.label)).toEqual(['Home', 'Primary (supplied)', 'Programme', 'Lesson 1: Loud and quiet']);
  });

  it('names a gated or missing lesson, unit or playlist by what it is, never by its id', () => {
    const params = { audience: 'primary', programme: 'sound-explorers', unit: 'k3x9q2', lesson: 'abc123def456', playlistId: '42' };
    const crumbs = deriveBreadcrumbs(
      [
        { pathname: '/primary', crumb: ':audience', params },
        { pathname: '/primary/sound-explorers/unit/k3x9q2', crumb: ':unit', params },
        { pathname: '/primary/sound-explorers/unit/k3x9q2/lesson/abc123def456', crumb: ':lesson', params },
        { pathname: '/playlists/42', crumb: ':playlistId', params },
        { pathname: '/x', crumb: ':somethingNew', params: { somethingNew: 'zz9' } },
      ],
      '/elsewhere',
      resolve,
    );
    const labels = crumbs.map((c) => c.label);
    expect(labels.slice(1)).toEqual(['Unit', 'Lesson', 'Playlist', 'Page']);
    for (const id of Object.values(params)) expect(labels.slice(1)).not.toContain(id);
  });

  it('keeps one crumb per path when a layout and its index share it, ignoring a trailing slash', () => {
    const params = { audience: 'secondary', programme: 'gcse-and-beyond', landingProgramme: 'film-music-lab' };
    const crumbs = deriveBreadcrumbs(
      [
        { pathname: '/', crumb: 'Home', params },
        { pathname: '/secondary', crumb: ':audience', params },
        { pathname: '/secondary/gcse-and-beyond', crumb: ':programme', params },
        { pathname: '/secondary/gcse-and-beyond/programme/film-music-lab', crumb: ':landingProgramme', params },
      ],
      '/secondary/gcse-and-beyond/programme/film-music-lab/',
      resolve,
    );
    expect(crumbs.map((c) => c.label)).toEqual(['Home', 'Secondary', 'GCSE and beyond']);
  });

  it('gives nothing on the home page itself', () => {
    expect(deriveBreadcrumbs([{ pathname: '/', crumb: 'Home', params: {} }], '/', resolve)).toEqual([]);
  });
});
