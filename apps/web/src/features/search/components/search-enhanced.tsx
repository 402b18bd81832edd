'use client';

import { checkSearchText } from '@sportsbook/domain';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocalizedHref } from '../../../lib/i18n/use-localized-href';
import { SEARCH_FORM_ATTRIBUTE, type SearchVariant } from './header-search';
import type { SearchKeys, SearchLabels } from './search-labels';
import SearchSuggestions from './search-suggestions';

const fieldOf = (form: HTMLFormElement) => form.querySelector<HTMLInputElement>('input[name="q"]');

/** Empties the server's field (it is not React's: its value is the page's own). */
function clearField(form: HTMLFormElement) {
  const field = fieldOf(form);
  if (field) field.value = '';
}

/**
 * The combobox behaviour of a server-rendered search form (ARIA 1.2): live suggestions as the
 * player types, arrows, Enter and Escape, the results page on submit. The field stays the
 * server's element (whatever was typed before this loaded is kept); its ARIA state is written on
 * it, and the suggestions render into the form.
 */
export default function SearchEnhanced({
  form,
  labels,
}: {
  form: HTMLFormElement;
  labels: SearchLabels;
}) {
  const input = fieldOf(form);
  const variant: SearchVariant =
    form.getAttribute(SEARCH_FORM_ATTRIBUTE) === 'panel' ? 'panel' : 'header';
  const listId = `${input?.id ?? 'search'}-list`;
  const router = useRouter();
  const href = useLocalizedHref();
  const [text, setText] = useState(() => input?.value ?? '');
  const textAtMount = useRef(text);
  // Loaded by the field's focus: suggestions for what is already typed show at once.
  const [open, setOpen] = useState(
    () => input !== null && document.activeElement === input && input.value.trim() !== '',
  );
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const keys = useRef<SearchKeys | null>(null);

  const close = useCallback(() => {
    setOpen(false);
    setActiveId(undefined);
  }, []);
  const go = useCallback(
    (path: string) => {
      close();
      // The results page shows what was searched; a match or league opened from the list
      // leaves the field empty for the next search.
      if (!path.startsWith('/search')) {
        clearField(form);
        setText('');
      }
      router.push(href(path));
    },
    [close, router, href, form],
  );

  // The field's events read the latest state through these (the listeners stay attached).
  const onInput = useEffectEvent(() => {
    if (!input) return;
    setText(input.value);
    setActiveId(undefined);
    setOpen(input.value.trim() !== '');
  });
  const onFocus = useEffectEvent(() => {
    if (input && input.value.trim() !== '') setOpen(true);
  });
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (keys.current?.onKeyDown(event)) return;
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  });
  const onSubmit = useEffectEvent((event: SubmitEvent) => {
    event.preventDefault();
    const check = checkSearchText(input?.value ?? '');
    if (check.ok) go(`/search?q=${encodeURIComponent(check.text)}`);
  });
  const onFocusOut = useEffectEvent((event: FocusEvent) => {
    if (!form.contains(event.relatedTarget as Node | null)) close();
  });

  useEffect(() => {
    if (!input) return;
    // Keys typed between this module's first render and now went unheard: catch up.
    if (input.value !== textAtMount.current) onInput();
    const listeners = [
      [input, 'input', () => onInput()],
      [input, 'focus', () => onFocus()],
      [input, 'keydown', (event: Event) => onKeyDown(event as KeyboardEvent)],
      [form, 'submit', (event: Event) => onSubmit(event as SubmitEvent)],
      [form, 'focusout', (event: Event) => onFocusOut(event as FocusEvent)],
    ] as const;
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    };
  }, [form, input]);

  // The combobox state lives on the server's input element.
  useEffect(() => {
    if (!input) return;
    input.setAttribute('aria-expanded', String(open));
    input.setAttribute('aria-controls', listId);
    if (open && activeId) input.setAttribute('aria-activedescendant', activeId);
    else input.removeAttribute('aria-activedescendant');
  }, [input, open, activeId, listId]);

  if (!input) return null;
  return createPortal(
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
    />,
    form,
  );
}
