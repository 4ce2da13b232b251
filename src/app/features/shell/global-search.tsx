import '../../ui/data.css';
import { useLocation } from '@tanstack/react-router';
import { type KeyboardEvent, lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../contract/constants';
import { SearchInput } from './search-input';
import { useShellSession } from './shell-session';

/**
 * The results and their five calls load with the first search: the query tables of customers,
 * transactions, transfers, cards and subaccounts stay out of every screen's first load.
 */
const SearchResults = lazy(() => import('./search-panel').then((m) => ({ default: m.SearchResults })));

/** While the results' code arrives (once): the panel's busy line. */
function SearchPanelLoading() {
  return (
    <div className="search-group-loading" role="status">
      <span className="visually-hidden">Searching</span>
      <span className="skeleton-line shell-skeleton shell-skeleton-line" aria-hidden="true" />
    </div>
  );
}

/**
 * Global search (spec 1 §2): searches after a pause of SEARCH_DEBOUNCE_MS, at once on Enter;
 * an empty string does nothing; five groups of at most two results each; the panel closes
 * on route change, outside click and Escape.
 */
export function GlobalSearch() {
  const id = useId();
  const { session } = useShellSession();
  const pathname = useLocation({ select: (location) => location.pathname });
  const rootRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);

  // The term last committed, by the pause or by Enter.
  const committed = useRef('');
  const commit = useCallback((value: string) => {
    committed.current = value;
    setTerm(value);
    setOpen(true);
  }, []);

  // The pause: typing commits the term SEARCH_DEBOUNCE_MS after the last keystroke, unless Enter
  // committed it meanwhile (the panel may have been used and closed since: it must not open again).
  useEffect(() => {
    const value = text.trim();
    if (!value) return;
    const timer = setTimeout(() => {
      if (committed.current !== value) commit(value);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, commit]);

  // Route change closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  // An outside click or Escape anywhere closes the panel.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const value = text.trim();
      if (!value) return;
      commit(value);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const panelId = `${id}-results`;
  const showPanel = open && term !== '';

  return (
    <div className="global-search" ref={rootRef}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search
      </label>
      <SearchInput
        id={`${id}-input`}
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={panelId}
        aria-autocomplete="list"
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (term && text.trim() === term) setOpen(true);
        }}
      />
      <section
        id={panelId}
        className="search-panel"
        aria-label="Search results"
        hidden={!showPanel}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        {showPanel ? (
          <Suspense fallback={<SearchPanelLoading />}>
            <SearchResults
              term={term}
              parentAccountId={session.business?.parent_account_id ?? 0}
              onLeave={() => setOpen(false)}
            />
          </Suspense>
        ) : null}
      </section>
    </div>
  );
}
