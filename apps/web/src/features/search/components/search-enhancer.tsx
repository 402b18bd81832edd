'use client';

import { Suspense, lazy, useEffect, useState } from 'react';
import { SEARCH_FORM_ATTRIBUTE } from './header-search';
import type { SearchLabels } from './search-labels';

const SearchEnhanced = lazy(() => import('./search-enhanced'));

// A key per form element: a language switch brings new forms of the same variants.
const formKeys = new WeakMap<HTMLFormElement, number>();
let nextFormKey = 0;
const keyOf = (form: HTMLFormElement) => {
  if (!formKeys.has(form)) formKeys.set(form, nextFormKey++);
  return formKeys.get(form);
};

/**
 * One listener for the page's search fields (server HTML): a field's first focus loads the
 * combobox and its suggestions, which then take the field over. Renders nothing before that. A
 * field focused before this code ran (the page paints before its code, decision 0087) is taken
 * over at once, with what was typed in it.
 */
export function SearchEnhancer({ labels }: { labels: SearchLabels }) {
  const [forms, setForms] = useState<readonly HTMLFormElement[]>([]);
  useEffect(() => {
    const enhance = (target: EventTarget | null) => {
      const form = (target as Element | null)?.closest?.(`form[${SEARCH_FORM_ATTRIBUTE}]`);
      if (!(form instanceof HTMLFormElement)) return;
      // A language switch renders new fields: the old ones leave with their enhancers.
      setForms((known) =>
        known.includes(form) ? known : [...known.filter((f) => f.isConnected), form],
      );
    };
    const onFocus = (event: FocusEvent) => enhance(event.target);
    document.addEventListener('focusin', onFocus);
    enhance(document.activeElement);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  return (
    <Suspense fallback={null}>
      {forms.map((form) => (
        <SearchEnhanced key={keyOf(form)} form={form} labels={labels} />
      ))}
    </Suspense>
  );
}
