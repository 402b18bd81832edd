'use client';

// My bets' VIP bets (spec section 4): under review, a trader's counter-offer with accept and
// decline and its countdown, accepted; kept live by the player's bet updates, a `rejected` one
// leaves the list. Loaded with My bets, on demand.
import { secondsLeft } from '@sportsbook/domain';
import { useEffect, useState } from 'react';
import { formatCombinedOdds } from '../../lib/format/odds';
import { useOddsFormat } from '../../lib/format/use-odds-format';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { formatTemplate } from '../../lib/i18n/format-template';
import { reloadAccounts } from '../account/auth-store';
import { onBetEvent, useBetSlip } from '../bet-slip/bet-slip-runtime';
import { FALLBACK_CURRENCY, type BetSlipStore, money } from '../bet-slip/slip-store';
import { useCatalogNames } from '../catalog/names';
import { answerCounterOffer, getVipBets } from './vip-bets-api';
import { type VipBet, applyVipUpdate } from './vip-bets-model';

export default function VipBetsList({ slip }: { slip: BetSlipStore }) {
  const { messages, locale } = useClientIntl();
  const t = messages.vipBets;
  const [list, setList] = useState<readonly VipBet[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    getVipBets(locale, controller.signal)
      .then((bets) => setList(bets))
      .catch(() => {
        // Nothing to show: the VIP list is an addition to My bets, which reports its own errors.
      });
    return () => controller.abort();
  }, [locale]);

  useEffect(
    () =>
      onBetEvent((event) => {
        if (event.type !== 'bet_changed') return;
        setList((current) =>
          applyVipUpdate(current, event.data as Parameters<typeof applyVipUpdate>[1]),
        );
      }),
    [],
  );

  if (list.length === 0) return null;
  return (
    <ul aria-label={t['list-label']} className="flex flex-col gap-2">
      {list.map((vip) => (
        <li key={vip.id}>
          <VipBetCard
            vip={vip}
            slip={slip}
            onAnswered={(next) =>
              setList((current) =>
                next.status === 'accepted'
                  ? current.map((bet) => (bet.id === next.id ? next : bet))
                  : current.filter((bet) => bet.id !== next.id),
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}

function VipBetCard({
  vip,
  slip,
  onAnswered,
}: {
  vip: VipBet;
  slip: BetSlipStore;
  onAnswered: (vip: VipBet) => void;
}) {
  const { messages, locale } = useClientIntl();
  const oddsFormat = useOddsFormat();
  const names = useCatalogNames();
  const t = messages.vipBets;
  const settings = useBetSlip(slip).settings;
  const currency = settings.currencies[vip.currency] ?? {
    ...FALLBACK_CURRENCY,
    code: vip.currency,
    subunits: vip.stake.subunits,
  };
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const offer = vip.status === 'countered' ? vip.counterOffer : null;
  const left = useCountdown(offer?.expiresAt ?? null);
  const tone =
    vip.status === 'accepted'
      ? 'bg-[#e6f6ee] text-up'
      : vip.status === 'countered'
        ? 'bg-brand text-white'
        : 'bg-[#fff7e0] text-ink';

  const answer = (choice: 'confirm' | 'decline') => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    answerCounterOffer(vip.id, choice, locale)
      .then((next) => {
        onAnswered(next);
        void reloadAccounts(locale);
      })
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };

  return (
    <article
      aria-label={`${t.badge} ${t.status[vip.status]}`}
      className="flex flex-col gap-1.5 rounded-md border border-line bg-surface px-3 py-2.5"
      data-testid="vip-bet"
    >
      <div className="flex items-center gap-2">
        <span className="rounded-sm bg-ink px-1.5 text-[11px] leading-5 font-bold text-white">
          {t.badge}
        </span>
        <span className="flex-1" />
        <span className={`rounded-full px-2 text-[11px] leading-5 font-semibold ${tone}`}>
          {t.status[vip.status]}
        </span>
      </div>
      <ul className="flex flex-col gap-0.5">
        {vip.selections.map((s) => (
          <li key={`${s.matchId}-${s.marketId}-${s.specifier}-${s.outcomeId}`} className="text-xs">
            <span className="font-semibold text-ink">{names.market(s.outcomeName, [])}</span>{' '}
            <span className="text-muted">· {names.market(s.marketName, [])}</span>
            <span className="block truncate text-muted">{s.matchName}</span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 text-xs">
        <dt className="text-muted">{t.stake}</dt>
        <dd className="text-end font-semibold tabular-nums">
          {money(vip.stake.value, currency, locale)}
        </dd>
        <dt className="text-muted">{t.odds}</dt>
        <dd className="text-end font-semibold tabular-nums">
          {formatCombinedOdds(vip.odds, locale, oddsFormat)}
        </dd>
        <dt className="text-muted">{t['potential-win']}</dt>
        <dd className="text-end font-semibold tabular-nums">
          {money(vip.potentialWin, currency, locale)}
        </dd>
      </dl>
      {vip.status === 'pending' ? <p className="text-xs text-muted">{t['pending-hint']}</p> : null}
      {vip.status === 'accepted' ? (
        <p className="text-xs text-muted">{t['accepted-hint']}</p>
      ) : null}
      {offer ? (
        <section
          aria-label={t['offer-label']}
          className="flex flex-col gap-1.5 rounded-md bg-subtle px-2.5 py-2"
        >
          <p className="text-xs font-semibold text-ink">
            {formatTemplate(t.offer, {
              stake: money(offer.stake, currency, locale),
              odds: formatCombinedOdds(offer.odds, locale, oddsFormat),
            })}
          </p>
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-muted">
            <span className="whitespace-nowrap">
              {t['potential-win']}{' '}
              <span className="font-semibold text-ink tabular-nums">
                {money(offer.potentialWin, currency, locale)}
              </span>
            </span>
            <span role="timer" aria-live="off" className="whitespace-nowrap tabular-nums">
              {formatTemplate(t.countdown, { seconds: left })}
            </span>
          </p>
          {failed ? (
            <p role="alert" className="text-xs text-down">
              {t['action-failed']}
            </p>
          ) : null}
          <div className="flex gap-2">
            <button
              type="button"
              aria-disabled={busy || left === 0 || undefined}
              onClick={() => left > 0 && answer('confirm')}
              className="h-8 flex-1 rounded-md bg-accent text-xs font-bold text-ink hover:bg-accent-strong aria-disabled:opacity-60"
            >
              {t.accept}
            </button>
            <button
              type="button"
              aria-disabled={busy || undefined}
              onClick={() => answer('decline')}
              className="h-8 rounded-md border border-line bg-surface px-3 text-xs font-semibold text-ink hover:bg-subtle aria-disabled:opacity-60"
            >
              {t.decline}
            </button>
          </div>
        </section>
      ) : null}
    </article>
  );
}

/** Whole seconds until `deadline`, ticking each second (the server's clock decides in the end). */
function useCountdown(deadline: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return deadline === null ? 0 : secondsLeft(new Date(deadline), new Date(now));
}
