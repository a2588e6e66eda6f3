/**
 * Suggestions for what is being typed (docs/product.md, "Search"): asked for once the words have 2
 * letters, SUGGESTION_DELAY_MS after the last key press, and each request is cancelled when newer
 * words supersede it, so a slow answer for old words never replaces the newest. Answers are kept
 * for the tab's life, so deleting a letter shows the previous words' suggestions at once.
 */
import { useEffect, useState } from 'react';
import { SearchSuggestionsDocument, type SearchSuggestionsQuery } from '../../graphql/generated';
import { getBearerToken, request } from '../../lib/graphql';
import { normaliseQuery } from './search-address';

export type Suggestion = SearchSuggestionsQuery['searchSuggestions'][number];

/**
 * Long enough for the keys of one word typed at speed to make one request, short enough that the
 * list follows within 100 ms of the last key (bench/search-suggestions.mjs: p99 113 ms with 60).
 */
export const SUGGESTION_DELAY_MS = 40;
export const MIN_SUGGESTION_LETTERS = 2;
export const SUGGESTION_LIMIT = 8;

export interface Suggestions {
  /** The words these suggestions are for ('' when there are none to ask for). */
  query: string;
  suggestions: Suggestion[];
  status: 'idle' | 'loading' | 'done' | 'failed';
}

const IDLE: Suggestions = { query: '', suggestions: [], status: 'idle' };
// Kept per login: a subscriber may be suggested what a visitor is not.
const answers = new Map<string, Suggestion[]>();
const answerKey = (query: string) => `${getBearerToken() ?? ''} ${query.toLowerCase()}`;

export function suggestionQuery(text: string): string {
  const query = normaliseQuery(text);
  return query.replace(/\s/g, '').length >= MIN_SUGGESTION_LETTERS ? query : '';
}

export function useSuggestions(text: string): Suggestions {
  const query = suggestionQuery(text);
  const [state, setState] = useState<Suggestions>(IDLE);

  useEffect(() => {
    if (!query) {
      setState(IDLE);
      return;
    }
    const known = answers.get(answerKey(query));
    if (known) {
      setState({ query, suggestions: known, status: 'done' });
      return;
    }
    setState((previous) => ({ ...previous, status: 'loading' }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      request(SearchSuggestionsDocument, { query, limit: SUGGESTION_LIMIT }, { signal: controller.signal }).then(
        (data) => {
          answers.set(answerKey(query), data.searchSuggestions);
          if (!controller.signal.aborted) setState({ query, suggestions: data.searchSuggestions, status: 'done' });
        },
        () => {
          if (!controller.signal.aborted) setState({ query, suggestions: [], status: 'failed' });
        },
      );
    }, SUGGESTION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return query ? state : IDLE;
}
