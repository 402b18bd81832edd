'use client';

import { oddsFromWire } from '@sportsbook/domain';
import { useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { formatTemplate } from '../../lib/i18n/format-template';
import { type BetSlipStore } from '../bet-slip/slip-store';
import { useBetSlip } from '../bet-slip/bet-slip-runtime';
import { BuilderPicker, LegList, PriceLine } from './components/builder-picker';
import { eventOfSelection, legsOfSelections, slipLegsOf } from './model/builder-legs';
import { useBuilder } from './model/use-builder';

/**
 * The custom-bet editor (spec section 2): the legs of a bet builder line on the slip, to remove,
 * add or replace, re-priced as they change; Save puts them back on the slip at the new price.
 * A native <dialog> opened with showModal(), like the account dialogs: the page behind is inert,
 * focus stays inside, Escape cancels. Loaded on demand from the slip.
 */
export default function CustomBetEditor({
  slip,
  index,
  onClose,
}: {
  slip: BetSlipStore;
  index: number;
  onClose(): void;
}) {
  const { messages, locale } = useClientIntl();
  const t = messages.betSlip.builder;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { ticket, settings } = useBetSlip(slip);
  const bet = ticket.bets[index];
  const first = bet?.selections[0];
  const event = first ? eventOfSelection(first) : null;
  const builder = useBuilder(
    { id: event?.id ?? 0, teams: [event?.nameA ?? '', event?.nameB ?? ''] },
    locale,
    settings.customBetMinLegs,
    bet ? legsOfSelections(bet.selections) : [],
  );

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const { price, legs } = builder;
  const canSave = price.status === 'priced' && !ticket.inProgress && event !== null;
  const eventName = event ? [event.nameA, event.nameB].filter(Boolean).join(' – ') : '';

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className="m-auto flex max-h-[95dvh] w-[calc(100%-1.5rem)] max-w-lg flex-col rounded-xl bg-surface p-0 text-ink shadow-2xl backdrop:bg-ink/60 [&:not([open])]:hidden"
    >
      <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-extrabold">
            {t['editor-title']}
          </h2>
          <p className="truncate text-xs text-muted">{eventName}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t.close}
          className="-me-2 rounded-md p-2 text-muted hover:bg-subtle hover:text-ink"
        >
          <CloseIcon size={20} />
        </button>
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-5 py-4">
        <section aria-label={t.legs} className="rounded-lg border border-line px-3 py-1.5">
          {legs.length > 0 ? (
            <LegList legs={legs} onRemove={builder.remove} />
          ) : (
            <p className="py-2 text-xs text-muted">{t.hint}</p>
          )}
        </section>
        {builder.refusedAt !== null ? (
          <p role="alert" className="text-xs text-down">
            {formatTemplate(t['max-legs'], { limit: builder.refusedAt })}
          </p>
        ) : null}
        <h3 className="text-xs font-bold tracking-wider text-muted uppercase">{t['add-legs']}</h3>
        {builder.markets.status === 'ready' ? (
          builder.markets.sections.length > 0 ? (
            <BuilderPicker
              matchId={event?.id ?? 0}
              sections={builder.markets.sections}
              legs={legs}
              onPick={builder.pick}
            />
          ) : (
            <p className="text-sm text-muted">{t['no-markets']}</p>
          )
        ) : builder.markets.status === 'error' ? (
          <p className="text-sm text-down">{t['markets-failed']}</p>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <Spinner />
            {t.loading}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2 border-t border-line bg-subtle px-5 py-3">
        <PriceLine price={price} minLegs={settings.customBetMinLegs} />
        <div className="grid grid-cols-2 gap-2">
          <button
            type="button"
            onClick={onClose}
            className="h-10 rounded-md border border-line bg-surface text-[13px] font-semibold hover:bg-canvas"
          >
            {t.cancel}
          </button>
          <button
            type="button"
            aria-disabled={!canSave || undefined}
            onClick={() => {
              if (!canSave || price.status !== 'priced' || !event) return;
              slip.replaceCustomBet(index, slipLegsOf(legs, event), oddsFromWire(price.odds));
              onClose();
            }}
            className="h-10 rounded-md bg-accent text-[13px] font-bold text-ink hover:bg-accent-strong aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          >
            {t.save}
          </button>
        </div>
      </div>
    </dialog>
  );
}
