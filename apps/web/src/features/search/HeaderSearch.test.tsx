import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { SearchSuggestionsQuery } from '../../graphql/generated';
import { HeaderSearch } from './HeaderSearch';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/graphql', async (original) => ({ ...(await original<typeof import('../../lib/graphql')>()), request }));

type Suggestions = SearchSuggestionsQuery['searchSuggestions'];

const SUGGESTIONS: Suggestions = [
  {
    kind: 'lesson',
    url: '/primary/rhythm-and-pulse/unit/u1/lesson/l1',
    title: [
      { text: 'Feel the ', match: false },
      { text: 'rhythm', match: true },
    ],
    context: 'Lesson · Primary',
  },
  { kind: 'unit', url: '/primary/rhythm-and-pulse/unit/u1', title: [{ text: 'Rhythm', match: true }], context: null },
];

let router: ReturnType<typeof createMemoryRouter>;

function showBox() {
  router = createMemoryRouter(
    [
      { path: '/', element: <HeaderSearch /> },
      { path: '*', element: <HeaderSearch /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('combobox', { name: 'Search the classroom' });
}

async function typeInto(box: HTMLElement, text: string) {
  await act(async () => {
    fireEvent.change(box, { target: { value: text } });
  });
}

const key = (box: HTMLElement, name: string) => act(() => void fireEvent.keyDown(box, { key: name }));

beforeEach(() => {
  request.mockReset();
  request.mockImplementation(async (_document: unknown, variables: { query: string }) => ({
    searchSuggestions: variables.query.startsWith('rh') ? SUGGESTIONS : [],
  }));
});
afterEach(cleanup);

describe('HeaderSearch', () => {
  it('asks for suggestions only from 2 letters, once the typing pauses, for the newest words only', async () => {
    const box = showBox();
    await typeInto(box, 'r');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(request).not.toHaveBeenCalled();
    // Three quick key presses: the first two are superseded before their pause ends.
    await typeInto(box, 'rh');
    await typeInto(box, 'rhy');
    await typeInto(box, 'rhyt');
    await screen.findAllByRole('option');
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0][1]).toEqual({ query: 'rhyt', limit: 8 });
  });

  it('follows the combobox pattern: the list, the highlighted option, Escape to close then clear', async () => {
    const box = showBox();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await typeInto(box, 'rhythm');
    const options = await screen.findAllByRole('option');
    const listbox = screen.getByRole('listbox', { name: 'Suggestions for rhythm' });
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(options.map((option) => option.textContent)).toEqual(['Feel the rhythmLesson · Primary', 'RhythmUnit']);
    expect(options[0].querySelector('mark')?.textContent).toBe('rhythm');
    expect(screen.getByText('2 suggestions: use the up and down arrows to choose, or press Enter to search.')).toBeTruthy();

    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    await key(box, 'ArrowDown');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    await key(box, 'ArrowDown');
    await key(box, 'ArrowDown');
    // Past the last, back to the first.
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);
    await key(box, 'ArrowUp');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);
    expect(options[0].getAttribute('aria-selected')).toBe('false');

    // Typing takes the highlight away: Enter would otherwise open a suggestion for other words.
    await typeInto(box, 'rhythms');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    await screen.findByText('2 suggestions: use the up and down arrows to choose, or press Enter to search.');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    await key(box, 'ArrowDown');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);

    await key(box, 'Escape');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(listbox.hidden).toBe(true);
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect((box as HTMLInputElement).value).toBe('rhythms');
    await key(box, 'Escape');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('opens the highlighted suggestion on Enter, and otherwise searches on /search', async () => {
    const box = showBox();
    await typeInto(box, 'rhythm');
    await screen.findAllByRole('option');
    await key(box, 'ArrowDown');
    await key(box, 'ArrowDown');
    await key(box, 'Enter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/primary/rhythm-and-pulse/unit/u1'));

    const again = screen.getByRole('combobox', { name: 'Search the classroom' });
    expect((again as HTMLInputElement).value).toBe('');
    await typeInto(again, '  body   percussion ');
    await act(async () => {
      fireEvent.submit(again.closest('form')!);
    });
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=body+percussion'));
  });

  it('says when there is nothing to suggest, and shows no list', async () => {
    const box = showBox();
    await typeInto(box, 'zz');
    await screen.findByText('No suggestions: press Enter to search.');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});
