'use client';

import { checkSearchText, SEARCH_TEXT_MIN } from '@sportsbook/domain';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useState } from 'react';
import { formatShortDateTime } from '../../../lib/format/kickoff';
import { useBrowserRequestContext } from '../../../lib/api/use-browser-request-context';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { browserTimeZone } from '../../../lib/time/time-zone';
import { searchQueryOptions } from '../api/search';
import { Spinner } from '../../../components/ui/spinner';
import {
  type SearchGroup,
  type SearchOption,
  flattenGroups,
  groupSearchAnswer,
  moveActive,
} from '../model/search-groups';
import type { SearchKeys, SearchLabels } from './search-labels';

/** Typing pauses this long before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Options per group in the suggestions; the results page shows everything. */
const PER_GROUP = 4;
const SHOW_ALL_KEY = 'show-all';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 0, refetchOnWindowFocus: false } },
});

interface Props {
  text: string;
  open: boolean;
  listId: string;
  labels: SearchLabels;
  variant: 'header' | 'panel';
  keysRef: RefObject<SearchKeys | null>;
  onActiveChange(id: string | undefined): void;
  onOpen(open: boolean): void;
  onGo(path: string): void;
}

export default function SearchSuggestions(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suggestions {...props} />
    </QueryClientProvider>
  );
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Suggestions({
  text,
  open,
  listId,
  labels,
  variant,
  keysRef,
  onActiveChange,
  onOpen,
  onGo,
}: Props) {
  const { locale } = useClientIntl();
  const context = useBrowserRequestContext();
  const typed = checkSearchText(text);
  const settled = checkSearchText(useDebounced(text, SEARCH_DEBOUNCE_MS));
  const query = useQuery({
    ...searchQueryOptions(settled.ok ? settled.text : '', context),
    enabled: settled.ok,
  });
  // The answer shown belongs to the settled text; while the newest one loads the list waits.
  const current = typed.ok && settled.ok && typed.text === settled.text;
  const groups: SearchGroup[] =
    current && query.data ? groupSearchAnswer(query.data.data, PER_GROUP) : [];
  const options = flattenGroups(groups);
  const showAll = typed.ok
    ? { key: SHOW_ALL_KEY, path: `/search?q=${encodeURIComponent(typed.text)}` }
    : null;
  const walk = [
    ...options.map((o) => ({ key: o.key, path: o.path })),
    ...(showAll ? [showAll] : []),
  ];
  const optionId = (key: string) => `${listId}-${key}`;

  // The active option belongs to one text and one answer: a new keystroke or a new answer
  // starts with none active (Enter then opens the results page).
  const answerKey = `${text}|${current ? query.dataUpdatedAt : 0}`;
  const [activeState, setActiveState] = useState({ answerKey: '', index: -1 });
  const active = activeState.answerKey === answerKey ? activeState.index : -1;
  const setActive = (index: number) => setActiveState({ answerKey, index });

  const activeKey = active >= 0 ? walk[active]?.key : undefined;
  const activeId = activeKey ? optionId(activeKey) : undefined;
  useEffect(() => {
    onActiveChange(activeId);
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId, onActiveChange]);

  useEffect(() => {
    keysRef.current = {
      onKeyDown(event) {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          if (!open) {
            if (text.trim() !== '') onOpen(true);
            return true;
          }
          setActive(moveActive(active, walk.length, event.key === 'ArrowDown' ? 1 : -1));
          return true;
        }
        const target = walk[active];
        if (event.key === 'Enter' && open && target) {
          event.preventDefault();
          onGo(target.path);
          return true;
        }
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          onOpen(false);
          return true;
        }
        return false;
      },
    };
    return () => {
      keysRef.current = null;
    };
  });

  const visible = open && text.trim() !== '';
  const loading = typed.ok && (!current || query.isFetching) && !query.isError;
  const empty = current && query.isSuccess && !query.isFetching && options.length === 0;
  const timeZone = browserTimeZone();
  const when = (option: SearchOption) =>
    option.startTime ? formatShortDateTime(option.startTime, locale, timeZone) : null;

  let state: string | null = null;
  if (!typed.ok && typed.code === 'search.too_short')
    state = formatTemplate(labels.tooShort, { min: SEARCH_TEXT_MIN });
  else if (current && query.isError) state = labels.failed;
  else if (empty) state = formatTemplate(labels.noResults, { query: typed.ok ? typed.text : '' });

  const announcement =
    current && query.isSuccess && !query.isFetching
      ? formatTemplate(labels.found, { count: options.length })
      : '';

  return (
    <>
      <p className="sr-only" role="status" aria-live="polite">
        {visible ? announcement : ''}
      </p>
      <div
        hidden={!visible}
        className={
          variant === 'header'
            ? 'absolute end-0 top-full z-50 mt-1.5 w-[min(30rem,calc(100vw-1.5rem))] overflow-hidden rounded-lg border border-line bg-surface text-ink shadow-2xl'
            : 'mt-2 overflow-hidden rounded-lg border border-line bg-surface text-ink'
        }
      >
        {loading ? (
          <p className="flex items-center gap-2 border-b border-line px-3 py-2 text-xs text-muted">
            <Spinner />
            {labels.searching}
          </p>
        ) : null}
        {state ? <p className="px-3 py-3 text-sm text-muted">{state}</p> : null}
        <div
          id={listId}
          role="listbox"
          aria-label={labels.suggestions}
          className="max-h-[min(28rem,calc(100dvh-8rem))] overflow-y-auto overscroll-contain"
        >
          {groups.map((group) => (
            <div
              key={group.key}
              role="group"
              aria-labelledby={`${listId}-${group.key}`}
              className="border-b border-line py-1 last:border-b-0"
            >
              <div
                id={`${listId}-${group.key}`}
                role="presentation"
                className="flex items-center gap-1.5 px-3 pt-1.5 pb-1 text-[11px] font-semibold tracking-wide text-faint uppercase"
              >
                {group.key === 'live' ? (
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-live" />
                ) : null}
                {labels[group.key]}
              </div>
              {group.options.map((option) => {
                const index = walk.findIndex((entry) => entry.key === option.key);
                const kickoff = when(option);
                return (
                  <div
                    key={option.key}
                    id={optionId(option.key)}
                    role="option"
                    aria-selected={index === active}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(index)}
                    onClick={() => onGo(option.path)}
                    className="flex cursor-pointer items-center gap-3 px-3 py-1.5 aria-selected:bg-subtle"
                  >
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate text-sm font-medium">{option.title}</span>
                      <span className="truncate text-xs text-muted">{option.detail}</span>
                    </span>
                    {kickoff ? (
                      <span className="shrink-0 text-xs text-faint tabular-nums">{kickoff}</span>
                    ) : null}
                  </div>
                );
              })}
            </div>
          ))}
          {showAll ? (
            <div
              id={optionId(SHOW_ALL_KEY)}
              role="option"
              aria-selected={activeKey === SHOW_ALL_KEY}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(walk.length - 1)}
              onClick={() => onGo(showAll.path)}
              className="cursor-pointer border-t border-line px-3 py-2 text-sm font-semibold text-brand aria-selected:bg-subtle"
            >
              {formatTemplate(labels.showAll, { query: typed.ok ? typed.text : '' })}
            </div>
          ) : null}
        </div>
      </div>
    </>
  );
}
