'use client';

import { useCallback, useEffect, useState } from 'react';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { reloadAccounts } from '../account/auth-store';
import { type JackpotHit, getUnseenJackpotHits, markJackpotHitsSeen } from './api/jackpots-api';
import { JackpotHitPopup } from './components/jackpot-hit-popup';
import { hitsToShow } from './model/jackpot-hits';
import { JACKPOT_HITS_REFETCH_MS, JACKPOT_HIT_POPUP_DELAY_MS } from './model/jackpot-timing';
import { setJackpotHitPending } from '../bonuses/jackpot-hit-pending';

/**
 * The signed-in player's jackpot hits (spec sections 4 and 9): read every 60 s and when a
 * `bonus_issued` of type jackpot arrives; an unseen approved or paid hit opens the popup 1 s
 * after it is detected, and dismissing it marks it seen. Mounted only while a player is signed
 * in, so a sign-out closes the popup.
 */
export default function JackpotHitRuntime() {
  const { locale } = useClientIntl();
  const [hits, setHits] = useState<readonly JackpotHit[]>([]);
  const [open, setOpen] = useState<JackpotHit | null>(null);
  // Dismissed in this tab: not shown again while the server has not yet recorded it as seen.
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());

  const read = useCallback(() => {
    getUnseenJackpotHits(locale)
      .then(setHits)
      .catch(() => {
        // The next read tries again; the popup is not worth an error on its own.
      });
  }, [locale]);

  useEffect(() => {
    read();
    const timer = window.setInterval(read, JACKPOT_HITS_REFETCH_MS);
    let off = () => {};
    let stopped = false;
    void import('../../lib/realtime/realtime')
      .then(({ whenRealtime }) => whenRealtime())
      .then((client) => {
        if (stopped) return;
        off = client.bus.on('bonus_issued', ({ data }) => {
          if (data.type === 'jackpot') read();
        });
      });
    return () => {
      stopped = true;
      window.clearInterval(timer);
      off();
    };
  }, [read]);

  // A hit waiting: the unseen-bonus popup opens without its delay, and this one 1 s later.
  const next = open === null ? hitsToShow(hits, dismissed)[0] : undefined;
  useEffect(() => {
    setJackpotHitPending(open !== null || next !== undefined);
    if (next === undefined) return;
    const timer = window.setTimeout(() => {
      setOpen(next);
      // The win is paid through the ledger: the header's balance follows it.
      void reloadAccounts(locale);
    }, JACKPOT_HIT_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [next, open, locale]);
  useEffect(() => () => setJackpotHitPending(false), []);

  if (open === null) return null;
  return (
    <JackpotHitPopup
      key={open.id}
      hit={open}
      onDismiss={() => {
        setDismissed((was) => new Set([...was, open.id]));
        void markJackpotHitsSeen([open.id], locale).catch(() => {
          // Kept as dismissed in this tab; the next page asks again, as the server still says unseen.
        });
        setOpen(null);
      }}
    />
  );
}
