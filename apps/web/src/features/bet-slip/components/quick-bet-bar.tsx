'use client';

import { TICKET_STATE } from '@sportsbook/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../../account/auth-store';
import { useBetSlip, useQuickBet } from '../bet-slip-runtime';
import type { BetSlipStore } from '../model/bet-slip-store';
import type { QuickBetStore } from '../model/quick-bet-store';
import { holdWhilePlacing } from '../slip-activity';
import { type CodeTree, messageForCode } from '../model/slip-messages';
import { AmountInput } from './amount-input';
import { FALLBACK_CURRENCY, money } from './format';

/**
 * Quick bet (spec section 4): a switch, the quick stake and its approval; with both, one tap on
 * an odds button places a single. Players only; the result shows here and as an alert.
 */
export function QuickBetBar({ slip, quick }: { slip: BetSlipStore; quick: QuickBetStore }) {
  const { messages, locale } = useClientIntl();
  const t = messages.betSlip['quick-bet'];
  const codes = messages.betSlip.codes as CodeTree;
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const state = useQuickBet(quick);
  const settings = useBetSlip(slip).settings;
  // Nothing the player did not ask for opens over a quick bet being placed.
  const processing = state.state === TICKET_STATE.processing;
  useEffect(() => (processing ? holdWhilePlacing() : undefined), [processing]);
  if (auth.status !== 'logged_in') return null;
  const code = state.currency || slip.getState().currency;
  const currency = settings.currencies[code] ?? { ...FALLBACK_CURRENCY, code };
  const pve = auth.profile?.serasa?.pve === true;
  return (
    <section
      aria-label={t.label}
      data-testid="quick-bet"
      className="flex flex-col gap-2 border-b border-line px-3 py-2.5"
    >
      <label className="flex items-center justify-between gap-2 text-[13px] font-semibold">
        <span>{t.label}</span>
        <input
          type="checkbox"
          role="switch"
          checked={state.isEnabled}
          disabled={pve}
          onChange={() => quick.toggle()}
          className="size-4 accent-brand"
        />
      </label>
      {pve ? <p className="text-xs text-muted">{t.pve}</p> : null}
      {state.isEnabled ? (
        <>
          <p className="text-xs text-muted">{t.hint}</p>
          <div className="flex items-start gap-1.5">
            <AmountInput
              className="min-w-0 flex-1"
              value={state.stake}
              currency={currency}
              label={t.stake}
              onAmount={(amount) => quick.setStake(amount)}
              errorText={(key, values) => messageForCode(codes, key, values)}
            />
            <button
              type="button"
              disabled={state.stake <= 0 || state.isApproved}
              onClick={() => quick.approve()}
              className="h-10 rounded-md bg-ink px-3 text-xs shrink-0 font-bold whitespace-nowrap text-white disabled:opacity-50"
            >
              {t.approve}
            </button>
          </div>
          <p role="status" className="text-xs text-muted">
            {state.state === TICKET_STATE.processing
              ? t.processing
              : state.isApproved
                ? formatTemplate(t.approved, { amount: money(state.stake, currency, locale) })
                : t['not-approved']}
          </p>
          {state.error ? (
            <p role="alert" className="text-xs text-down">
              {messageForCode(codes, state.error.code, {})}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
