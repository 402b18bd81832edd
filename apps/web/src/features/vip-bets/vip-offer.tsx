'use client';

// The slip's offer beside its max stake refusal: a lone single or combo whose stake is above the
// max stake (within the VIP ceiling, the balance and the player's own limits: the domain's rule,
// as the server checks it) may be sent for a trader's review. After sending, the slip shows the
// request live until it is decided.
import { type MinorUnits, TICKET_STATE, minorUnits, vipBetEligibility } from '@sportsbook/domain';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { formatTemplate } from '../../lib/i18n/format-template';
import {
  activeAccount,
  authSnapshot,
  reloadAccounts,
  serverAuthSnapshot,
  subscribeAuth,
} from '../account/auth-store';
import { onBetEvent, useBetSlip } from '../bet-slip/bet-slip-runtime';
import { FALLBACK_CURRENCY, type BetSlipStore, money, setSlipTab } from '../bet-slip/slip-store';
import { requestVipBet } from './vip-bets-api';
import { type VipBet, applyVipUpdate } from './vip-bets-model';

type Sending =
  { state: 'idle' } | { state: 'sending' } | { state: 'failed' } | { state: 'sent'; vip: VipBet };

export default function VipOffer({ slip }: { slip: BetSlipStore }) {
  const { messages, locale } = useClientIntl();
  const t = messages.vipBets;
  const { ticket, settings } = useBetSlip(slip);
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const [sending, setSending] = useState<Sending>({ state: 'idle' });

  // The request sent from here follows its decisions live.
  useEffect(
    () =>
      onBetEvent((event) => {
        if (event.type !== 'bet_changed') return;
        setSending((current) => {
          if (current.state !== 'sent') return current;
          const [next] = applyVipUpdate(
            [current.vip],
            event.data as Parameters<typeof applyVipUpdate>[1],
          );
          const data = event.data as { id: unknown; vip?: VipBet };
          if (next) return { state: 'sent', vip: next };
          // Removed by a `rejected` update: keep showing its final state here.
          return String(data.id) === `vip-${current.vip.id}` && data.vip
            ? { state: 'sent', vip: { ...current.vip, status: data.vip.status } }
            : current;
        });
      }),
    [],
  );

  const bet = ticket.bets.length === 1 ? ticket.bets[0] : undefined;
  const account = auth.status === 'logged_in' ? activeAccount(auth) : undefined;
  const currency = settings.currencies[bet?.currency ?? ''] ?? FALLBACK_CURRENCY;

  if (sending.state === 'sent') {
    const vip = sending.vip;
    return (
      <section
        aria-label={t['sent-title']}
        className="flex flex-col gap-2 rounded-md border border-brand/30 bg-brand/5 px-3 py-2.5"
      >
        <div className="flex items-center gap-2">
          <span className="rounded-sm bg-brand px-1.5 text-[11px] leading-5 font-bold text-white">
            {t.badge}
          </span>
          <p className="flex-1 text-[13px] font-semibold text-ink">{t['sent-title']}</p>
          <span className="text-xs font-semibold text-muted" data-testid="vip-slip-status">
            {t.status[vip.status]}
          </span>
        </div>
        <p className="text-xs text-muted">
          {formatTemplate(t['sent-hint'], {
            stake: money(vip.stake.value, { ...currency, code: vip.currency }, locale),
          })}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => setSlipTab('MY_BETS')}
            className="h-8 flex-1 rounded-md bg-ink px-3 text-xs font-semibold text-white hover:opacity-90"
          >
            {t['open-my-bets']}
          </button>
          <button
            type="button"
            onClick={() => {
              setSending({ state: 'idle' });
              slip.clear();
            }}
            className="h-8 rounded-md border border-line px-3 text-xs font-semibold text-ink hover:bg-subtle"
          >
            {t.done}
          </button>
        </div>
      </section>
    );
  }

  // A moved price is accepted first (the slip's main button): the server refuses the old one.
  if (
    !bet ||
    !account ||
    settings.limits === null ||
    ticket.inProgress ||
    ticket.ticketState === TICKET_STATE.oddsChanged
  ) {
    return null;
  }
  const eligibility = vipBetEligibility(bet, {
    limits: settings.limits,
    balance: minorUnits(account.balance.availableToBetWithLockedCents) as MinorUnits,
  });
  if (!eligibility.ok) return null;

  return (
    <section
      aria-label={t['offer-title']}
      className="flex flex-col gap-2 rounded-md border border-line bg-subtle px-3 py-2.5"
    >
      <p className="text-xs text-muted">{t['offer-hint']}</p>
      {sending.state === 'failed' ? (
        <p role="alert" className="text-xs text-down">
          {t.failed}
        </p>
      ) : null}
      <button
        type="button"
        aria-disabled={sending.state === 'sending' || undefined}
        onClick={() => {
          if (sending.state === 'sending') return;
          setSending({ state: 'sending' });
          void requestVipBet(bet, locale).then((answer) => {
            if (answer.ok) {
              setSending({ state: 'sent', vip: answer.vip });
              void reloadAccounts(locale);
            } else if (slip.takeRefusedPrices([bet], answer.response)) {
              // The price moved: the slip asks to accept the new one, then offers this again.
              setSending({ state: 'idle' });
            } else {
              setSending({ state: 'failed' });
            }
          });
        }}
        className="flex h-10 items-center justify-center rounded-md bg-brand text-[13px] font-bold text-white hover:opacity-90 aria-disabled:opacity-70"
      >
        {sending.state === 'sending' ? t.sending : t.send}
      </button>
    </section>
  );
}
