'use client';

import { OPEN_BET_STATUSES, type PlacedBet } from '@sportsbook/contract';
import type { Currency } from '@sportsbook/domain';
import { useCallback, useEffect, useState } from 'react';
import {
  BOOST_FACTOR_FORMAT,
  formatCombinedOdds,
  formatDecimalOdds,
} from '../../../lib/format/odds';
import { useOddsFormat } from '../../../lib/format/use-odds-format';
import { formatShortDateTime } from '../../../lib/format/kickoff';
import { browserTimeZone } from '../../../lib/time/time-zone';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import type { ClientMessages } from '../../../lib/i18n/client-messages';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { reloadAccounts } from '../../account/auth-store';
import { type BetFilter, type ResultFilter, getAllBets } from '../api/get-bets';
import { cashOut, setAutoCashout } from '../api/cashout';
import type { BetSlipStore } from '../model/bet-slip-store';
import { type CodeTree, messageForCode } from '../model/slip-messages';
import { onBetEvent, useBetSlip, usePlacements } from '../bet-slip-runtime';
import { applyBetCashoutChanged, applyBetChanged } from '../model/slip-realtime';
import { AmountInput } from './amount-input';
import { FALLBACK_CURRENCY, money } from './format';
import { useCatalogNames } from '../../catalog/names';
import dynamic from 'next/dynamic';

// VIP bets under review or counter-offered (decision 0039), loaded with My bets.
const VipBetsList = dynamic(() => import('../../vip-bets/vip-bets-list'), { ssr: false });

const FILTERS: readonly BetFilter[] = ['open', 'settled', 'all'];
const RESULTS: readonly ResultFilter[] = ['all', 'win', 'lose', 'refund'];
/** Open bets are reloaded this often, so the cash-out offer follows the prices. */
const OPEN_BETS_REFRESH_MS = 5000;

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; bets: PlacedBet[] };

/** My bets: open and settled bets, filtered by result, with cash-out (spec sections 4 and 7). */
export function MyBets({ slip }: { slip: BetSlipStore }) {
  const { messages, locale } = useClientIntl();
  const t = messages.betSlip['my-bets'];
  const settings = useBetSlip(slip).settings;
  const placements = usePlacements();
  const [filter, setFilter] = useState<BetFilter>('open');
  const [result, setResult] = useState<ResultFilter>('all');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let timer = 0;
    const run = (quiet: boolean) => {
      if (!quiet) setLoad({ state: 'loading' });
      getAllBets(filter, filter === 'open' ? 'all' : result, locale, controller.signal)
        .then((bets) => setLoad({ state: 'ready', bets }))
        .catch(() => {
          if (!controller.signal.aborted && !quiet) setLoad({ state: 'failed' });
        })
        .finally(() => {
          if (filter === 'open' && !controller.signal.aborted) {
            timer = window.setTimeout(() => run(true), OPEN_BETS_REFRESH_MS);
          }
        });
    };
    run(false);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [filter, result, locale, placements, attempt]);

  // Realtime (spec section 4): bet_changed replaces the bet, bet_cashout_changed sets to_cashout.
  useEffect(
    () =>
      onBetEvent((event) =>
        setLoad((current) => {
          if (current.state !== 'ready') return current;
          const bets =
            event.type === 'bet_changed'
              ? applyBetChanged(current.bets, event.data as Parameters<typeof applyBetChanged>[1])
              : applyBetCashoutChanged(
                  current.bets,
                  event.data as Parameters<typeof applyBetCashoutChanged>[1],
                );
          return bets === current.bets ? current : { state: 'ready', bets };
        }),
      ),
    [],
  );

  const replace = useCallback((bet: PlacedBet) => {
    setLoad((current) =>
      current.state === 'ready'
        ? { state: 'ready', bets: current.bets.map((b) => (b.id === bet.id ? bet : b)) }
        : current,
    );
  }, []);

  const chip =
    'h-7 rounded-full border border-line px-3 text-xs font-semibold text-muted hover:text-ink aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-white';

  return (
    <div className="flex flex-col gap-2.5 px-3 py-3">
      <div
        role="group"
        aria-label={t['filter-label']}
        className="grid grid-cols-3 gap-1 rounded-md bg-subtle p-0.5"
      >
        {FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={filter === name}
            onClick={() => setFilter(name)}
            className="h-8 rounded-[5px] text-[13px] font-semibold text-muted hover:text-ink aria-pressed:bg-surface aria-pressed:text-ink aria-pressed:shadow-sm"
          >
            {t.filters[name]}
          </button>
        ))}
      </div>
      {filter !== 'open' ? (
        <div role="group" aria-label={t['result-label']} className="flex flex-wrap gap-1.5">
          {RESULTS.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={result === name}
              onClick={() => setResult(name)}
              className={chip}
            >
              {t.results[name]}
            </button>
          ))}
        </div>
      ) : null}

      {filter === 'open' ? <VipBetsList slip={slip} /> : null}
      {load.state === 'loading' ? (
        <p className="py-6 text-center text-xs text-muted" role="status">
          {t.loading}
        </p>
      ) : load.state === 'failed' ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center" role="alert">
          <p className="text-xs text-muted">{t.failed}</p>
          <button
            type="button"
            onClick={() => setAttempt((n) => n + 1)}
            className="h-8 rounded-md border border-line px-3 text-xs font-semibold"
          >
            {t.retry}
          </button>
        </div>
      ) : load.bets.length === 0 ? (
        <p className="py-6 text-center text-xs text-muted">{t.empty}</p>
      ) : (
        <ul aria-label={t['list-label']} className="flex flex-col gap-2">
          {load.bets.map((bet) => (
            <li key={bet.id}>
              <BetCard
                bet={bet}
                currency={
                  settings.currencies[bet.stake.currency] ?? {
                    ...FALLBACK_CURRENCY,
                    code: bet.stake.currency,
                    subunits: bet.stake.subunits,
                  }
                }
                onChange={replace}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const OPEN = new Set<string>(OPEN_BET_STATUSES);

export function BetCard({
  bet,
  currency,
  onChange,
}: {
  bet: PlacedBet;
  currency: Currency;
  onChange: (bet: PlacedBet) => void;
}) {
  const { messages, locale } = useClientIntl();
  const oddsFormat = useOddsFormat();
  const names = useCatalogNames();
  const slipText = messages.betSlip;
  const t = slipText['my-bets'];
  const open = OPEN.has(bet.status);
  const typeName =
    bet.type === 'system' && bet.system
      ? `${slipText.types.system} ${bet.system.id}`
      : bet.type === 'custom'
        ? slipText.builder.line
        : slipText.types[bet.type];
  const badge = open ? t.status[bet.status] : t.result[bet.result];
  const tone =
    bet.result === 'win_entire' || bet.result === 'refund_half_win_other'
      ? 'bg-[#e6f6ee] text-up'
      : bet.result === 'lose_entire' || bet.result === 'refund_half_lose_other'
        ? 'bg-[#fdecee] text-down'
        : open
          ? 'bg-[#fff7e0] text-ink'
          : 'bg-subtle text-muted';
  const date = formatShortDateTime(bet.createdAt, locale, browserTimeZone());
  return (
    <article
      aria-label={formatTemplate(t['bet-label'], { type: typeName, ref: bet.ref })}
      className="rounded-md border border-line bg-surface"
      data-testid="my-bet"
    >
      <header className="flex items-center gap-2 border-b border-line px-2.5 py-1.5">
        <span className="text-xs font-bold">{typeName}</span>
        <span className={`rounded-sm px-1.5 text-[11px] leading-4 font-semibold ${tone}`}>
          {badge}
        </span>
        {bet.bonus ? (
          <span
            className="rounded-sm bg-[#e8efff] px-1.5 text-[11px] leading-4 font-semibold text-brand"
            data-testid="my-bet-bonus"
          >
            {placedBonusName(bet.bonus, t, locale)}
          </span>
        ) : null}
        {bet.usedInJackpot ? (
          <span
            className="rounded-sm bg-[#fff1c7] px-1.5 text-[11px] leading-4 font-semibold text-ink"
            title={t['in-jackpot']}
            data-testid="my-bet-jackpot"
          >
            <span aria-hidden="true">{t.bonus.jackpot}</span>
            <span className="sr-only">{t['in-jackpot']}</span>
          </span>
        ) : null}
        <time dateTime={bet.createdAt} className="ms-auto text-[11px] text-faint tabular-nums">
          {date}
        </time>
      </header>
      <ul className="flex flex-col gap-1 px-2.5 py-2">
        {bet.selections.map((selection) => (
          <li key={selection.id} className="text-xs">
            <p className="flex items-baseline justify-between gap-2">
              <span className="min-w-0 truncate font-semibold">
                {names.market(selection.outcome.name, [
                  selection.match.nameA,
                  selection.match.nameB,
                ])}
              </span>
              <span className="shrink-0 font-bold tabular-nums">
                {formatDecimalOdds(selection.odds, locale, oddsFormat)}
              </span>
            </p>
            <p className="flex justify-between gap-2 text-faint">
              <span className="min-w-0 truncate">
                {names.market(selection.market.name, [
                  selection.match.nameA,
                  selection.match.nameB,
                ])}{' '}
                · {selection.match.name}
              </span>
              {selection.status !== 'open' ? (
                <span className="shrink-0">{t.selection[selection.status]}</span>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-3 gap-2 border-t border-line px-2.5 py-1.5 text-[11px]">
        <div>
          <dt className="text-muted">{t.stake}</dt>
          <dd className="font-semibold tabular-nums">{money(bet.totalStake, currency, locale)}</dd>
        </div>
        {/* A system has no one price: its bets say more, as on the slip (decision 0020). */}
        {bet.type === 'system' && bet.system ? (
          <div>
            <dt className="text-muted">{slipText['bets-count']}</dt>
            <dd className="font-semibold tabular-nums">
              {formatTemplate(slipText.system.summary, {
                count: bet.system.totalCount,
                name: bet.system.id,
              })}
            </dd>
          </div>
        ) : (
          <div>
            <dt className="text-muted">{t.odds}</dt>
            <dd className="font-semibold tabular-nums">
              {formatCombinedOdds(bet.odds, locale, oddsFormat)}
            </dd>
          </div>
        )}
        <div className="text-end">
          <dt className="text-muted">{open ? t['potential-win'] : t.paid}</dt>
          <dd className="font-bold tabular-nums">
            {money(open ? bet.potentialWin : (bet.winAmount ?? 0), currency, locale)}
          </dd>
        </div>
      </dl>
      <p className="px-2.5 pb-1.5 text-[11px] text-faint">
        {formatTemplate(t.ref, { ref: bet.ref })}
        {bet.cashedOutAmount > 0
          ? ` · ${formatTemplate(t['cashed-out-part'], { amount: money(bet.cashedOutAmount, currency, locale) })}`
          : ''}
      </p>
      {open && bet.toCashout !== null && bet.toCashout > 0 ? (
        <CashOut bet={bet} toCashout={bet.toCashout} currency={currency} onChange={onChange} />
      ) : null}
      {open && (bet.autoCashout !== null || (bet.toCashout !== null && bet.toCashout > 0)) ? (
        <AutoCashout bet={bet} currency={currency} onChange={onChange} />
      ) : null}
    </article>
  );
}

function CashOut({
  bet,
  toCashout,
  currency,
  onChange,
}: {
  bet: PlacedBet;
  toCashout: number;
  currency: Currency;
  onChange: (bet: PlacedBet) => void;
}) {
  const { messages, locale } = useClientIntl();
  const t = messages.betSlip['my-bets'];
  const codes = messages.betSlip.codes as CodeTree;
  const [busy, setBusy] = useState(false);
  const [partial, setPartial] = useState(false);
  // A full cash-out asks once more, naming the amount; the amount follows the offer meanwhile.
  const [confirming, setConfirming] = useState(false);
  const [amount, setAmount] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const run = async (part?: number) => {
    setBusy(true);
    setError(null);
    const result = await cashOut(bet.id, toCashout, locale, part);
    setBusy(false);
    if (result.ok) {
      setPartial(false);
      setConfirming(false);
      onChange(result.bet);
      void reloadAccounts(locale);
      return;
    }
    if (result.toCashout !== null) onChange({ ...bet, toCashout: result.toCashout });
    setError(
      messageForCode(codes, result.message ?? 'error.cashout.refused', {
        amount: result.toCashout !== null ? money(result.toCashout, currency, locale) : '',
      }),
    );
  };

  return (
    <div className="flex flex-col gap-1.5 border-t border-line px-2.5 py-2">
      <div className="flex gap-1.5">
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            if (!confirming) {
              setConfirming(true);
              setPartial(false);
              setError(null);
            } else void run();
          }}
          className="h-9 flex-1 rounded-md bg-brand px-2 text-xs font-bold text-white hover:bg-[#096646] disabled:opacity-70"
        >
          {formatTemplate(confirming ? t['cash-out-sure'] : t['cash-out'], {
            amount: money(toCashout, currency, locale),
          })}
        </button>
        {confirming ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirming(false)}
            className="h-9 rounded-md border border-line px-2.5 text-xs font-semibold hover:bg-subtle"
          >
            {t['cash-out-cancel']}
          </button>
        ) : (
          <button
            type="button"
            aria-expanded={partial}
            disabled={busy}
            onClick={() => setPartial((value) => !value)}
            className="h-9 rounded-md border border-line px-2.5 text-xs font-semibold hover:bg-subtle"
          >
            {t['cash-out-part']}
          </button>
        )}
      </div>
      {partial ? (
        <div className="flex items-start gap-1.5">
          <AmountInput
            className="min-w-0 flex-1"
            value={amount as never}
            currency={currency}
            label={t['cash-out-amount']}
            onAmount={(value) => setAmount(value)}
            errorText={(code, values) => messageForCode(codes, code, values)}
          />
          <button
            type="button"
            disabled={busy || amount <= 0 || amount >= toCashout}
            onClick={() => void run(amount)}
            className="h-10 rounded-md bg-ink px-3 text-xs shrink-0 font-bold whitespace-nowrap text-white disabled:opacity-50"
          >
            {formatTemplate(t['cash-out-confirm'], { amount: money(amount, currency, locale) })}
          </button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs text-down">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Auto cash-out (POST /bets/auto-cashout): a target above the offer, shown while set. */
function AutoCashout({
  bet,
  currency,
  onChange,
}: {
  bet: PlacedBet;
  currency: Currency;
  onChange: (bet: PlacedBet) => void;
}) {
  const { messages, locale } = useClientIntl();
  const t = messages.betSlip['auto-cashout'];
  const codes = messages.betSlip.codes as CodeTree;
  const [editing, setEditing] = useState(false);
  const [target, setTarget] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = bet.autoCashout?.target ?? null;

  const save = async (next: number | null) => {
    setBusy(true);
    setError(null);
    const result = await setAutoCashout(bet.id, next, locale);
    setBusy(false);
    if (result.ok) {
      setEditing(false);
      onChange(result.bet);
      return;
    }
    setError(result.message ? messageForCode(codes, result.message, {}) : t.failed);
  };

  return (
    <div
      className="flex flex-col gap-1.5 border-t border-line px-2.5 py-2"
      data-testid="auto-cashout"
    >
      <div className="flex items-center gap-1.5 text-xs">
        <span className="min-w-0 flex-1 font-semibold">
          {current !== null
            ? formatTemplate(t.current, { amount: money(current, currency, locale) })
            : t.label}
        </span>
        {current !== null ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void save(null)}
            className="h-7 rounded-md border border-line px-2 text-xs font-semibold hover:bg-subtle"
          >
            {t.clear}
          </button>
        ) : null}
        {editing ? null : (
          <button
            type="button"
            aria-expanded={false}
            disabled={busy}
            onClick={() => setEditing(true)}
            className="h-7 rounded-md border border-line px-2 text-xs font-semibold hover:bg-subtle"
          >
            {t.set}
          </button>
        )}
      </div>
      {editing ? (
        <div className="flex items-start gap-1.5">
          <AmountInput
            className="min-w-0 flex-1"
            value={target as never}
            currency={currency}
            label={t.target}
            onAmount={(value) => setTarget(value)}
            errorText={(code, values) => messageForCode(codes, code, values)}
          />
          <button
            type="button"
            disabled={busy || target <= 0}
            onClick={() => void save(target)}
            className="h-10 rounded-md bg-ink px-3 text-xs shrink-0 font-bold whitespace-nowrap text-white disabled:opacity-50"
          >
            {t.set}
          </button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs text-down">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A placed bet's bonus as a chip: "Freebet", "Boost ×1.10", "Hunting", … */
function placedBonusName(
  bonus: NonNullable<PlacedBet['bonus']>,
  t: ClientMessages['betSlip']['my-bets'],
  locale: string,
): string {
  const type = bonus.type;
  if (type === 'comboboost') {
    return bonus.odds !== null
      ? formatTemplate(t.bonus.comboboost, {
          odds: formatDecimalOdds(bonus.odds, locale, BOOST_FACTOR_FORMAT),
        })
      : t.bonus['comboboost-plain'];
  }
  if (type === 'hunting' || type === 'tournament' || type === 'lootbox' || type === 'jackpot') {
    return t.bonus[type];
  }
  return t.freebet;
}
