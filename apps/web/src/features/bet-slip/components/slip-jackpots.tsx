'use client';

import type { TicketBet } from '@sportsbook/domain';
import { useEffect, useState } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { getJackpots } from '../../jackpots/jackpot-list';
import { getQualifyingJackpots } from '../api/qualifying-jackpots';
import { useSlipFlags } from '../slip-flags';

/** Typing a stake asks once the player pauses, not at every key. */
const ASK_AFTER_MS = 400;

/** What decides whether a slip qualifies: its bets, stakes, prices and bonuses. */
const shapeOf = (bets: readonly TicketBet[]) =>
  JSON.stringify(
    bets.map((bet) => [
      bet.betType,
      bet.currency,
      bet.stake,
      bet.systemType?.winCount ?? null,
      bet.bonus?.type ?? null,
      bet.selections.map((selection) => [selection.id, selection.acceptedOdds]),
    ]),
  );

/**
 * Which jackpots the slip plays for if placed now (POST /v3/jackpots, FEATURE_JACKPOTS): asked
 * when a bet with a stake changes; a line under the totals names them. Nothing shows without a
 * stake, without a qualifying jackpot, or when the call fails.
 */
export function SlipJackpots({ bets }: { bets: readonly TicketBet[] }) {
  const { jackpots: enabled } = useSlipFlags();
  const { locale, messages } = useClientIntl();
  const t = messages.betSlip.jackpot;
  const staked = bets.filter((bet) => bet.stake > 0);
  const shape = shapeOf(staked);
  const [answer, setAnswer] = useState<{ shape: string; ids: readonly string[] } | null>(null);
  const [names, setNames] = useState<Readonly<Record<string, string>>>({});
  const known = answer?.shape === shape;

  useEffect(() => {
    if (!enabled || staked.length === 0 || known) return;
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      getQualifyingJackpots(staked, locale, abort.signal)
        .then((perBet) => setAnswer({ shape, ids: [...new Set(perBet.flat())] }))
        .catch(() => {
          if (!abort.signal.aborted) setAnswer({ shape, ids: [] });
        });
    }, ASK_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [enabled, staked, shape, known, locale]);

  const ids = known && staked.length > 0 ? answer.ids : [];
  const missing = ids.some((id) => names[id] === undefined);
  useEffect(() => {
    if (!missing) return;
    const abort = new AbortController();
    getJackpots(locale, abort.signal)
      .then((jackpots) =>
        setNames(Object.fromEntries(jackpots.map((jackpot) => [jackpot.id, jackpot.name]))),
      )
      .catch(() => {});
    return () => abort.abort();
  }, [missing, locale]);

  const named = ids.map((id) => names[id]).filter((name) => name !== undefined);
  if (!enabled || named.length === 0) return null;
  return (
    <p
      className="flex items-center gap-2 rounded-md bg-ink px-2.5 py-2 text-xs text-white"
      data-testid="slip-jackpots"
    >
      <span
        className="flex size-5 shrink-0 items-center justify-center rounded-full bg-accent text-ink"
        aria-hidden="true"
      >
        <svg width="11" height="11" viewBox="0 0 24 24" fill="currentColor">
          <path d="M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17.1 6.1 20.3l1.3-6.5L2.5 9.3l6.6-.8L12 2.5Z" />
        </svg>
      </span>
      <span>{formatTemplate(t.qualifies, { names: named.join(', ') })}</span>
    </p>
  );
}
