'use client';

import {
  BET_SORTS,
  BET_TIME_RANGES,
  OPEN_BET_STATUSES,
  type PlacedBet,
} from '@sportsbook/contract';
import { type MinorUnits, formatMoney } from '@sportsbook/domain';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useId, useMemo, useState } from 'react';
import { LoadState } from '../../../components/ui/load-state';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { formatShortDateTime } from '../../../lib/format/kickoff';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { browserTimeZone } from '../../../lib/time/time-zone';
import { FALLBACK_CURRENCY, PlacedBetCard } from '../../bet-slip/placed-bet-card';
import { getBetHistory } from '../api/get-bet-history';
import {
  DEFAULT_FILTERS,
  type HistoryFilters,
  filtersFromSearch,
  searchOfFilters,
  withFilter,
} from '../model/history-filters';
import type { BetHistoryMessages, SportOption } from '../bet-history-entry';

type Answer = Awaited<ReturnType<typeof getBetHistory>>;

const STATUSES = ['all', 'open', 'settled'] as const;
const RESULTS = ['all', 'win', 'lose', 'refund'] as const;
const OPEN = new Set<string>(OPEN_BET_STATUSES);

const field = 'flex min-w-0 flex-col gap-1 text-xs font-semibold text-muted';
const control =
  'h-9 w-full min-w-0 rounded-md border border-line bg-surface px-2 text-sm font-normal text-ink focus:border-ink-3';
const segment =
  'h-8 rounded-[5px] px-3 text-[13px] font-semibold text-muted hover:text-ink aria-pressed:bg-surface aria-pressed:text-ink aria-pressed:shadow-sm';
const chip =
  'h-8 rounded-full border border-line px-3 text-xs font-semibold text-muted hover:text-ink aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-white';
const pageButton =
  'h-9 rounded-md border border-line bg-surface px-3 text-sm font-semibold text-ink hover:bg-subtle disabled:opacity-50';

/**
 * The bet history (spec section "bets_history"): every bet of the player, one page at a time,
 * under filters that live in the URL; a bet opens My bets' card of it.
 */
export default function BetHistoryView({
  t,
  sports,
}: {
  t: BetHistoryMessages;
  sports: SportOption[];
}) {
  const { locale } = useClientIntl();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(search)), [search]);
  const [attempt, setAttempt] = useState(0);
  // The answer of the request it came from: a newer request shows "loading" until its own.
  const requestKey = `${searchOfFilters(filters)}|${locale}|${attempt}`;
  const [loaded, setLoaded] = useState<{ key: string; answer: Answer | null; failed: boolean }>({
    key: '',
    answer: null,
    failed: false,
  });
  const answer = loaded.key === requestKey ? loaded.answer : null;
  const failed = loaded.key === requestKey && loaded.failed;
  const id = useId();

  useEffect(() => {
    const controller = new AbortController();
    getBetHistory(filters, browserTimeZone(), locale, controller.signal).then(
      (next) => setLoaded({ key: requestKey, answer: next, failed: false }),
      () => {
        if (!controller.signal.aborted) setLoaded({ key: requestKey, answer: null, failed: true });
      },
    );
    return () => controller.abort();
  }, [filters, locale, requestKey]);

  // Each change is a history entry: the back button returns to the previous filters.
  const go = (next: HistoryFilters) =>
    router.push(`${pathname}${searchOfFilters(next)}`, { scroll: false });
  const set = (change: Partial<HistoryFilters>) => go(withFilter(filters, change));
  const filtered = searchOfFilters({ ...filters, page: 1, limit: DEFAULT_FILTERS.limit }) !== '';
  const replace = (bet: PlacedBet) =>
    setLoaded((current) =>
      current.answer
        ? {
            ...current,
            answer: {
              ...current.answer,
              data: current.answer.data.map((b) => (b.id === bet.id ? bet : b)),
            },
          }
        : current,
    );

  return (
    <div className="flex flex-col gap-3">
      <section
        aria-label={t.filters}
        className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-3 sm:p-4"
      >
        <div className="flex flex-wrap items-center gap-2">
          <div
            role="group"
            aria-label={t['status-label']}
            className="grid grid-cols-3 gap-1 rounded-md bg-subtle p-0.5"
          >
            {STATUSES.map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={filters.filter === name}
                onClick={() => set({ filter: name })}
                className={segment}
              >
                {t.status[name]}
              </button>
            ))}
          </div>
          {filters.filter !== 'open' ? (
            <div role="group" aria-label={t['result-label']} className="flex flex-wrap gap-1.5">
              {RESULTS.map((name) => (
                <button
                  key={name}
                  type="button"
                  aria-pressed={filters.result === name}
                  onClick={() => set({ result: name })}
                  className={chip}
                >
                  {t.result[name]}
                </button>
              ))}
            </div>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          <label className={field}>
            {t['time-label']}
            <select
              className={control}
              value={filters.time ?? ''}
              onChange={(e) => set({ time: (e.target.value || null) as HistoryFilters['time'] })}
            >
              <option value="">{t.time.any}</option>
              {BET_TIME_RANGES.map((range) => (
                <option key={range} value={range}>
                  {t.time[range]}
                </option>
              ))}
            </select>
          </label>
          <label className={field}>
            {t['date-label']}
            <input
              type="date"
              className={control}
              value={filters.date ?? ''}
              onChange={(e) => set({ date: e.target.value || null })}
            />
          </label>
          <label className={field}>
            {t['sport-label']}
            <select
              className={control}
              value={filters.sport ?? ''}
              onChange={(e) => set({ sport: e.target.value || null })}
            >
              <option value="">{t['sport-any']}</option>
              {sports.map((sport) => (
                <option key={sport.key} value={sport.key}>
                  {sport.name}
                </option>
              ))}
            </select>
          </label>
          <label className={field}>
            {t['bettable-label']}
            <select
              className={control}
              value={filters.isBettable === null ? '' : String(filters.isBettable)}
              onChange={(e) =>
                set({ isBettable: e.target.value === '' ? null : e.target.value === 'true' })
              }
            >
              <option value="">{t.bettable.any}</option>
              <option value="true">{t.bettable.true}</option>
              <option value="false">{t.bettable.false}</option>
            </select>
          </label>
          <label className={`${field} col-span-2 sm:col-span-1`}>
            {t['sort-label']}
            <select
              className={control}
              value={filters.sortBy}
              onChange={(e) => set({ sortBy: e.target.value as HistoryFilters['sortBy'] })}
            >
              {BET_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t.sort[sort]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {filtered ? (
          <button
            type="button"
            onClick={() => go({ ...DEFAULT_FILTERS, limit: filters.limit })}
            className="self-start text-sm font-semibold text-brand underline underline-offset-2"
          >
            {t.reset}
          </button>
        ) : null}
      </section>

      <section aria-labelledby={`${id}-list`} className="flex flex-col gap-2">
        <h2 id={`${id}-list`} className="sr-only">
          {t['list-label']}
        </h2>
        {failed ? (
          <div role="alert" className="flex items-center gap-3 text-sm text-down">
            {t['load-failed']}
            <button type="button" className={pageButton} onClick={() => setAttempt((n) => n + 1)}>
              {t.retry}
            </button>
          </div>
        ) : (
          <LoadState
            data={answer}
            failed={false}
            texts={{
              loading: t.loading,
              failed: t['load-failed'],
              empty: filtered ? t.empty : t['empty-all'],
            }}
            isEmpty={(a) => a.data.length === 0 && a.pagination.total === 0}
          >
            {(a) => (
              <>
                <p className="px-1 text-xs text-muted" aria-live="polite">
                  {formatTemplate(t.total, { count: a.pagination.total })}
                </p>
                <ul aria-label={t['list-label']} className="flex flex-col gap-2">
                  {a.data.map((bet) => (
                    <li key={bet.id}>
                      <HistoryRow bet={bet} t={t} onChange={replace} />
                    </li>
                  ))}
                </ul>
                <Pager
                  t={t}
                  page={filters.page}
                  pages={Math.max(1, a.pagination.lastPage)}
                  onPage={(page) => set({ page })}
                />
              </>
            )}
          </LoadState>
        )}
      </section>
    </div>
  );
}

/** One bet: a summary line that opens My bets' card of it. */
function HistoryRow({
  bet,
  t,
  onChange,
}: {
  bet: PlacedBet;
  t: BetHistoryMessages;
  onChange: (bet: PlacedBet) => void;
}) {
  const { messages, locale } = useClientIntl();
  const [open, setOpen] = useState(false);
  const panel = useId();
  const myBets = messages.betSlip['my-bets'];
  const types = messages.betSlip.types;
  const currency = { ...FALLBACK_CURRENCY, code: bet.stake.currency, subunits: bet.stake.subunits };
  const money = (amount: number) =>
    formatMoney(amount as MinorUnits, currency, { locale, unit: 'main' });
  const isOpen = OPEN.has(bet.status);
  const first = bet.selections[0]?.match.name ?? '';
  const title =
    bet.selections.length > 1
      ? formatTemplate(t['selections-more'], { name: first, count: bet.selections.length - 1 })
      : first;
  const badge = isOpen ? myBets.status[bet.status] : myBets.result[bet.result];
  const tone =
    bet.result === 'win_entire' || bet.result === 'refund_half_win_other'
      ? 'bg-[#e6f6ee] text-up'
      : bet.result === 'lose_entire' || bet.result === 'refund_half_lose_other'
        ? 'bg-[#fdecee] text-down'
        : isOpen
          ? 'bg-[#fff7e0] text-ink'
          : 'bg-subtle text-muted';
  const typeName = bet.type === 'custom' ? messages.betSlip.builder.line : types[bet.type];
  return (
    <div className="rounded-lg border border-line bg-surface" data-testid="history-bet">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
        className="group flex w-full items-center gap-3 px-3 py-2 text-start hover:bg-subtle"
      >
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2 text-[11px] text-faint tabular-nums">
            <time dateTime={bet.createdAt}>
              {formatShortDateTime(bet.createdAt, locale, browserTimeZone())}
            </time>
            <span className="font-bold text-ink">{typeName}</span>
            <span
              className={`rounded-sm px-1.5 leading-4 font-semibold sm:hidden ${tone}`}
              aria-hidden="true"
            >
              {badge}
            </span>
          </span>
          <span className="block truncate text-sm font-semibold">{title}</span>
        </span>
        <span className="hidden w-20 shrink-0 text-end text-sm tabular-nums sm:block">
          <span className="block text-[11px] text-muted">{t.stake}</span>
          {money(bet.totalStake)}
        </span>
        <span className="w-24 shrink-0 text-end text-sm font-bold tabular-nums">
          <span className="block text-[11px] font-normal text-muted">
            {isOpen ? t.potential : t.payout}
          </span>
          {money(isOpen ? bet.potentialWin : (bet.winAmount ?? 0))}
        </span>
        <span className="hidden w-24 shrink-0 sm:block">
          <span className={`rounded-sm px-1.5 text-[11px] leading-5 font-semibold ${tone}`}>
            {badge}
          </span>
        </span>
        <span className="sr-only sm:hidden">{badge}</span>
        <ChevronDownIcon
          size={16}
          className="shrink-0 text-faint transition-transform group-aria-expanded:rotate-180"
        />
      </button>
      <div
        id={panel}
        hidden={!open}
        role="region"
        aria-label={formatTemplate(t.details, { ref: bet.ref })}
        className="border-t border-line p-2"
      >
        {open ? <PlacedBetCard bet={bet} currency={currency} onChange={onChange} /> : null}
      </div>
    </div>
  );
}

function Pager({
  t,
  page,
  pages,
  onPage,
}: {
  t: BetHistoryMessages;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav
      aria-label={t.pages}
      className="mt-1 flex flex-wrap items-center justify-center gap-2 text-sm"
    >
      <button type="button" className={pageButton} disabled={page <= 1} onClick={() => onPage(1)}>
        {t.first}
      </button>
      <button
        type="button"
        className={pageButton}
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        {t.previous}
      </button>
      <span className="px-1 tabular-nums" aria-current="page">
        {formatTemplate(t.page, { page, pages })}
      </span>
      <button
        type="button"
        className={pageButton}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t.next}
      </button>
      <button
        type="button"
        className={pageButton}
        disabled={page >= pages}
        onClick={() => onPage(pages)}
      >
        {t.last}
      </button>
    </nav>
  );
}
