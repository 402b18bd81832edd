'use client';

import { checkSearchText, SEARCH_TEXT_MAX } from '@sportsbook/domain';
import { useRouter } from 'next/navigation';
import { type KeyboardEvent, Suspense, lazy, useCallback, useId, useRef, useState } from 'react';
import { BASE_PATH } from '../../../components/layout/plain-link';
import { useLocalizedHref } from '../../../lib/i18n/client-intl';
import type { SearchLabels } from './search-labels';
import { SearchIcon } from './search-icon';

// The suggestions (query client, debounce, listbox, keys) load on the field's first focus, so
// the browsing pages carry only this input.
const SearchSuggestions = lazy(() => import('./search-suggestions'));

export interface SearchKeys {
  /** Handles a key of the field; true when it was used (the field does nothing more). */
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): boolean;
}

/**
 * The header search (ARIA 1.2 combobox): a plain search form that works without script (it
 * opens `/search?q=…`), with live suggestions once focused. `variant="panel"` is the phone
 * menu's copy: its suggestions flow in the page instead of floating over it.
 */
export function HeaderSearch({
  labels,
  variant = 'header',
  className = '',
}: {
  labels: SearchLabels;
  variant?: 'header' | 'panel';
  className?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const router = useRouter();
  const href = useLocalizedHref();
  const [text, setText] = useState('');
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const keys = useRef<SearchKeys | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    setActiveId(undefined);
  }, []);
  const go = useCallback(
    (path: string) => {
      close();
      // The results page shows what was searched; a match or league opened from the list
      // leaves the field empty for the next search.
      if (!path.startsWith('/search')) setText('');
      router.push(href(path));
    },
    [close, router, href],
  );

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkSearchText(text);
    if (!check.ok) return;
    go(`/search?q=${encodeURIComponent(check.text)}`);
  };

  return (
    <form
      ref={formRef}
      role="search"
      action={`${BASE_PATH}${href('/search')}`}
      method="get"
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!formRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
      className={`relative ${className}`}
    >
      <label className="sr-only" htmlFor={`${id}-input`}>
        {labels.label}
      </label>
      <div className="relative">
        <SearchIcon
          className={`pointer-events-none absolute start-2.5 top-1/2 -translate-y-1/2 ${variant === 'header' ? 'text-white/60' : 'text-muted'}`}
        />
        <input
          id={`${id}-input`}
          type="search"
          name="q"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_TEXT_MAX}
          placeholder={labels.placeholder}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={wanted ? listId : undefined}
          aria-activedescendant={open ? activeId : undefined}
          value={text}
          onFocus={() => {
            setWanted(true);
            if (text.trim() !== '') setOpen(true);
          }}
          onChange={(event) => {
            setText(event.target.value);
            setActiveId(undefined);
            setOpen(event.target.value.trim() !== '');
          }}
          onKeyDown={(event) => {
            if (keys.current?.onKeyDown(event)) return;
            if (event.key === 'Escape' && open) {
              event.preventDefault();
              close();
            }
          }}
          className={
            variant === 'header'
              ? 'h-9 w-full rounded-md border border-white/15 bg-white/10 ps-9 pe-3 text-sm text-white placeholder:text-white/55 focus:border-white/40 focus:bg-white/15 [&::-webkit-search-cancel-button]:invert'
              : 'h-10 w-full rounded-md border border-line bg-surface ps-9 pe-3 text-sm placeholder:text-faint focus:border-brand'
          }
        />
      </div>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchSuggestions
            text={text}
            open={open}
            listId={listId}
            labels={labels}
            variant={variant}
            keysRef={keys}
            onActiveChange={setActiveId}
            onOpen={setOpen}
            onGo={go}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
