/**
 * The header's search box (docs/product.md, "Search"): on wide screens a box in the bar, on narrow
 * ones a Search button that opens it as a row under the bar. Typing 2 letters or more suggests pages
 * (use-suggestions.ts), following the combobox pattern of the WAI-ARIA authoring practices: the arrow
 * keys move through the suggestions (the box keeps focus; aria-activedescendant names the one
 * highlighted), Enter opens the highlighted one or runs the search on /search, Escape closes the list
 * and then clears the box, Tab leaves. How many suggestions there are is said in a polite live region.
 * Without the site's code the box is a plain form that asks /search?q=….
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { safeAddress } from '../../lib/safe-url';
import { MarkedText } from './MarkedText';
import { KIND_NAMES, SEARCH_PATH, searchAddress } from './search-address';
import { useSuggestions, type Suggestion } from './use-suggestions';
import './header-search.css';

const NO_HIGHLIGHT: { list: Suggestion[]; index: number } = { list: [], index: -1 };

export function HeaderSearch() {
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const formId = `${id}-form`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;
  const navigate = useNavigate();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState('');
  const [listOpen, setListOpen] = useState(false);
  // The highlighted suggestion, with the list it was chosen from: typing, or new suggestions, highlight
  // nothing until an arrow key says so (derived on render, so no key press can land before a reset).
  const [highlight, setHighlight] = useState(NO_HIGHLIGHT);
  // Narrow screens only: whether the Search button has opened the box (wide screens always show it).
  const [revealed, setRevealed] = useState(false);
  const { query, suggestions, status } = useSuggestions(text);
  const expanded = listOpen && suggestions.length > 0;
  const active = highlight.list === suggestions ? highlight.index : -1;
  const setActive = (next: number | ((current: number) => number)) =>
    setHighlight((current) => {
      const index = current.list === suggestions ? current.index : -1;
      return { list: suggestions, index: typeof next === 'function' ? next(index) : next };
    });

  // Each page starts with a closed, empty box.
  useEffect(() => {
    setText('');
    setListOpen(false);
    setHighlight(NO_HIGHLIGHT);
    setRevealed(false);
  }, [location.key]);

  const open = (suggestion: Suggestion) => {
    setListOpen(false);
    // A path on this site only (lib/safe-url.ts), as every address that comes with content.
    const address = safeAddress(suggestion.url);
    if (address?.kind === 'site') void navigate(address.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!count) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded || event.altKey) {
          setListOpen(true);
          setActive(event.altKey ? -1 : down ? 0 : count - 1);
          return;
        }
        setActive((current) => (down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
        return;
      }
      case 'Enter':
        if (expanded && active >= 0) {
          event.preventDefault();
          open(suggestions[active]);
        }
        return; // otherwise the form runs the search
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setListOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
        } else if (revealed) {
          event.preventDefault();
          setRevealed(false);
          toggle.current?.focus();
        }
        return;
      case 'Tab':
        setListOpen(false);
        return;
    }
  };

  const announcement =
    status === 'done' && query
      ? suggestions.length
        ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}: use the up and down arrows to choose, or press Enter to search.`
        : 'No suggestions: press Enter to search.'
      : '';

  return (
    <div className={`site-search${revealed ? ' site-search--revealed' : ''}`}>
      <button
        ref={toggle}
        type="button"
        className="button button--light button--outline site-search__toggle"
        aria-expanded={revealed}
        aria-controls={formId}
        onClick={() => {
          setRevealed((shown) => !shown);
          // Focus moves into the box as it opens (a layout effect would run before it shows).
          requestAnimationFrame(() => input.current?.focus());
        }}
      >
        <SearchIcon /> <span className="site-search__toggle-label">Search</span>
      </button>
      <form
        id={formId}
        role="search"
        aria-label="Site search"
        className="site-search__form"
        action={SEARCH_PATH}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          setListOpen(false);
          void navigate(searchAddress({ query: text, filters: {} }));
        }}
      >
        <label htmlFor={`${id}-input`} className="visually-hidden">
          Search the classroom
        </label>
        <div className="site-search__field">
          <input
            ref={input}
            id={`${id}-input`}
            name="q"
            type="text"
            inputMode="search"
            enterKeyHint="search"
            className="site-search__input"
            placeholder="Search…"
            autoComplete="off"
            spellCheck={false}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            value={text}
            maxLength={200}
            onChange={(event) => {
              setText(event.target.value);
              setListOpen(true);
              setHighlight(NO_HIGHLIGHT);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setListOpen(true)}
            onBlur={() => setListOpen(false)}
          />
          <button type="submit" className="site-search__submit">
            <SearchIcon />
            <span className="visually-hidden">Search</span>
          </button>
          <ul
            id={listboxId}
            role="listbox"
            aria-label={query ? `Suggestions for ${query}` : 'Suggestions'}
            className="site-search__suggestions"
            hidden={!expanded}
            // A press on a suggestion must not take focus from the box (its blur would close the list first).
            onMouseDown={(event) => event.preventDefault()}
          >
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.url}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className="site-search__suggestion"
                onClick={() => open(suggestion)}
              >
                <span className="site-search__suggestion-title">
                  <MarkedText pieces={suggestion.title} />
                </span>
                <span className="site-search__suggestion-context">{suggestion.context || KIND_NAMES[suggestion.kind].one}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
      </form>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg className="search-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
