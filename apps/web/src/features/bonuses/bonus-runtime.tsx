'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { whenRealtime } from '../../lib/realtime/realtime';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../account/auth-store';
import { getBonusDetails, getBonuses, markBonusesAsSeen } from './api/bonuses-api';
import {
  clearBonusToasts,
  closeBonusDetail,
  refreshBonusLists,
  showBonusToast,
} from './bonus-store';
import { BonusToasts } from './components/bonus-toasts';
import { UnseenBonusPopup } from './components/unseen-bonus-popup';
import { jackpotHitPending, subscribeJackpotHitPending } from './jackpot-hit-pending';
import {
  BONUS_KINDS,
  type BonusCard,
  kindOf,
  toCard,
  toCards,
  unseenRefs,
} from './model/bonus-cards';
import { slipBusyForMs } from '../bet-slip/slip-activity';
import { schedulePopup } from './model/popup-delay';

/**
 * The signed-in side of bonuses (loaded on demand): a toast per `bonus_issued` on the player's
 * channel, the unseen-bonus popup after its delay, and everything closed on sign-out.
 */
export default function BonusRuntime() {
  const { locale } = useClientIntl();
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const playerId = auth.status === 'logged_in' ? (auth.profile?.id ?? null) : null;
  const [popup, setPopup] = useState<{ playerId: unknown; cards: readonly BonusCard[] } | null>(
    null,
  );
  // The popup belongs to the player it was opened for: signing out closes it.
  const unseen = popup !== null && popup.playerId === playerId ? popup.cards : null;
  const shownFor = useRef<unknown>(null);

  // Signed out (or another player): toasts, popup and an open detail close.
  useEffect(() => {
    if (playerId !== null) return;
    clearBonusToasts();
    closeBonusDetail();
  }, [playerId]);

  // bonus_issued: refresh that kind's lists and show its card as a toast.
  useEffect(() => {
    if (playerId === null) return;
    let stop = () => {};
    let cancelled = false;
    void whenRealtime().then((client) => {
      if (cancelled) return;
      stop = client.bus.on('bonus_issued', ({ data }) => {
        // A jackpot win is the jackpots front end's popup, not a bonus card.
        if (data.type === 'jackpot') return;
        const kind = kindOf(data.type);
        refreshBonusLists([kind]);
        getBonusDetails(locale, { id: String(data.id), type: data.type }).then(
          (bonus) => {
            if (authSnapshot().status === 'logged_in') showBonusToast(toCard(bonus));
          },
          () => undefined,
        );
      });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [playerId, locale]);

  // Unseen bonuses once per signed-in player and page load: the popup after its delay, at once
  // when a jackpot hit popup is pending.
  useEffect(() => {
    if (playerId === null || shownFor.current === playerId) return;
    shownFor.current = playerId;
    const controller = new AbortController();
    let cancel = () => {};
    getBonuses(locale, { unseen: true }, controller.signal).then(
      (lists) => {
        const cards = toCards(lists).filter((card) => card.seen === false);
        if (cards.length === 0 || controller.signal.aborted) return;
        cancel = schedulePopup({
          jackpotHitPending,
          onJackpotHitPending: subscribeJackpotHitPending,
          busyForMs: slipBusyForMs,
          open: () => {
            if (authSnapshot().status === 'logged_in') setPopup({ playerId, cards });
          },
        });
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      cancel();
    };
  }, [playerId, locale]);

  const dismiss = () => {
    const cards = unseen ?? [];
    setPopup(null);
    const refs = unseenRefs(cards);
    if (refs.length === 0) return;
    markBonusesAsSeen(locale, refs).then(
      () => refreshBonusLists(BONUS_KINDS),
      () => undefined,
    );
  };

  return (
    <>
      {playerId !== null ? <BonusToasts /> : null}
      {unseen && unseen.length > 0 ? <UnseenBonusPopup cards={unseen} onDismiss={dismiss} /> : null}
    </>
  );
}
