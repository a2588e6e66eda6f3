import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, readSearch, searchAddress, searchVariables, withFilter, type Search } from './search-address';

const read = (address: string) => readSearch(new URL(address, 'http://localhost').searchParams);

describe('the address of a search', () => {
  it('writes the words and every filter under the contract’s names, and reads them back the same', () => {
    const search: Search = {
      query: 'warm up',
      filters: { audience: 'primary', year: 'year-2', area: 'rhythm', kind: 'activity', time: 'under_10' },
    };
    const address = searchAddress(search);
    expect(address).toBe('/search?q=warm+up&audience=primary&year=year-2&area=rhythm&kind=activity&time=under_10');
    expect(read(address)).toEqual({ ...search, problems: [] });
  });

  it('gives one search one address, whatever order or spacing the address came in', () => {
    const shuffled = read('/search?time=over_30&q=%20%20body%20%20percussion%20&kind=lesson&audience=&year=year-1');
    expect(shuffled).toEqual({ query: 'body percussion', filters: { time: 'over_30', kind: 'lesson', year: 'year-1' }, problems: [] });
    expect(searchAddress(shuffled)).toBe('/search?q=body+percussion&year=year-1&kind=lesson&time=over_30');
    expect(searchAddress(read(searchAddress(shuffled)))).toBe(searchAddress(shuffled));
  });

  it('keeps words that need escaping intact', () => {
    const search: Search = { query: 'rock & roll? 100% “loud”', filters: {} };
    expect(read(searchAddress(search))).toEqual({ ...search, problems: [] });
  });

  it('is /search alone for an empty search', () => {
    expect(searchAddress({ query: '  ', filters: {} })).toBe('/search');
    expect(read('/search')).toEqual({ query: '', filters: {}, problems: [] });
  });

  it('leaves out what it cannot use and says why: an unknown kind or time, a strange slug, words over the limit', () => {
    const odd = read('/search?q=drums&kind=poem&time=forever&year=%3Cscript%3E');
    expect(odd.query).toBe('drums');
    expect(odd.filters).toEqual({});
    expect(odd.problems).toHaveLength(3);
    expect(odd.problems.join(' ')).toContain('“poem” is not a kind');
    const long = read(`/search?q=${'a'.repeat(MAX_QUERY_LENGTH + 1)}&kind=unit`);
    expect(long.query).toBe('');
    expect(long.filters).toEqual({ kind: 'unit' });
    expect(long.problems[0]).toContain(`at most ${MAX_QUERY_LENGTH} characters`);
  });

  it('adds and drops one filter, keeping the rest', () => {
    const search: Search = { query: 'sing', filters: { audience: 'primary', year: 'year-3' } };
    expect(searchAddress(withFilter(search, 'year', undefined))).toBe('/search?q=sing&audience=primary');
    expect(searchAddress(withFilter(search, 'kind', 'unit'))).toBe('/search?q=sing&audience=primary&year=year-3&kind=unit');
    expect(search.filters).toEqual({ audience: 'primary', year: 'year-3' });
  });

  it('asks the API with its own names (yearGroup for year)', () => {
    expect(searchVariables({ query: 'pulse', filters: { year: 'year-2', kind: 'activity' } })).toEqual({
      query: 'pulse',
      audience: null,
      yearGroup: 'year-2',
      area: null,
      kind: 'activity',
      time: null,
    });
  });
});
