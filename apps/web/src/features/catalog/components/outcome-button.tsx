'use client';

import { Fragment, useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { LockIcon } from '../../../components/ui/icons';
import { formatDecimalOdds } from '../../../lib/format/odds';
import { useOddsFormat } from '../../../lib/format/use-odds-format';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { type OutcomeEntry, isOffered, outcomeStore } from '../live/outcome-store';
import { reportQuote, toggleSelection, useIsSelected } from '../live/selection-store';
import { visibilityGate } from '../live/visibility-gate';
import { readBetEvent } from '../model/bet-event';
import { type OutcomeNameKind, outcomeAccessibleName } from '../model/outcome-label';
import { outcomeLabelParts } from '../model/outcome-label-parts';

export interface OutcomeButtonProps {
  /** `matchId:marketId:specifier:outcomeId` */
  outcomeKey: string;
  odds: number;
  active: boolean;
  suspended: boolean;
  /** Visible label: "1", "X", "Over 2.5". */
  label: string;
  /** Outcome and market names for the accessible name. */
  name: string;
  market: string;
  kind: OutcomeNameKind;
  /** `row`: match rows; `market`: label and price side by side; `stacked`: label above price. */
  variant?: 'row' | 'market' | 'stacked';
}

const LAYOUT = {
  row: 'h-10 items-center justify-between gap-2 px-2.5 text-start',
  market: 'min-h-11 items-center justify-between gap-2 px-3 py-1.5 text-start',
  stacked: 'min-h-13 flex-col items-center justify-center gap-0.5 px-2 py-1.5 text-center',
} as const;

// Names wrap (up to three lines) rather than being cut: three half-time/full-time buttons must not
// all read "Bayern Munic…". A handicap line stays on one piece and always shows (decision 0020).
const LABEL = {
  row: 'truncate text-xs font-medium',
  market: 'line-clamp-3 text-[13px] leading-4 [overflow-wrap:anywhere]',
  stacked: 'w-full line-clamp-3 text-xs leading-4 [overflow-wrap:anywhere]',
} as const;

/**
 * One price. Reads its own entry of the outcome store, so a price tick re-renders this button
 * only; the server-rendered props seed the store and are the first paint.
 */
export function OutcomeButton({
  outcomeKey,
  odds,
  active,
  suspended,
  label,
  name,
  market,
  kind,
  variant = 'row',
}: OutcomeButtonProps) {
  const { messages, locale } = useClientIntl();
  const oddsFormat = useOddsFormat();
  const initial = useMemo<OutcomeEntry>(
    () => ({ odds, active, suspended, move: null }),
    [odds, active, suspended],
  );
  const button = useRef<HTMLButtonElement>(null);
  const selected = useIsSelected(outcomeKey);
  const selectedRef = useRef(selected);
  useEffect(() => {
    selectedRef.current = selected;
  }, [selected]);
  // Ticks re-render this button only while it is near the screen, focused or on the slip.
  const subscribe = useCallback(
    (listener: () => void) => {
      const gate = visibilityGate(button.current, listener, () => selectedRef.current);
      const unsubscribe = outcomeStore.subscribe(outcomeKey, gate.notify, initial);
      return () => {
        unsubscribe();
        gate.dispose();
      };
    },
    [outcomeKey, initial],
  );
  const entry = useSyncExternalStore(
    subscribe,
    () => outcomeStore.get(outcomeKey) ?? initial,
    () => initial,
  );

  // Only a selected button tells the bet slip about its price, so other ticks cost nothing more.
  // A stale price says nothing (the slip keeps the selection suspended until the connection
  // confirms it); the confirmed one is told when the mark goes.
  useEffect(() => {
    if (selected && !entry.stale) reportQuote(outcomeKey, entry);
  }, [selected, outcomeKey, entry]);

  // Stale (the connection is down, decision 0018) is calmer than suspended: the last price
  // stays readable, dimmed, and is not offered until a recovery or a snapshot confirms it.
  const state = entry.suspended
    ? 'suspended'
    : !entry.active || entry.unavailable
      ? 'inactive'
      : entry.stale
        ? 'stale'
        : 'open';
  const unavailable = state !== 'open';
  const oddsText = formatDecimalOdds(entry.odds, locale, oddsFormat);
  const accessibleName = outcomeAccessibleName(
    { kind, label, name, market, oddsText, state },
    messages.odds,
  );

  return (
    <button
      type="button"
      aria-label={accessibleName}
      aria-pressed={selected}
      aria-disabled={unavailable || undefined}
      data-move={entry.move ?? undefined}
      data-state={state}
      data-outcome-key={outcomeKey}
      // The decimal price behind the shown one, whatever the format (journeys check conversions).
      data-odds={entry.odds}
      title={variant === 'row' ? undefined : name}
      ref={button}
      onClick={(event) => {
        // The store's entry, not this render's: a button held back off screen may lag behind.
        const current = outcomeStore.get(outcomeKey) ?? entry;
        // A selected outcome can always be taken off the slip, even while suspended or stale.
        if (!isOffered(current) && !selected) return;
        toggleSelection({
          key: outcomeKey,
          odds: current.odds,
          active: current.active,
          suspended: current.suspended,
          name,
          market,
          event: readBetEvent(event.currentTarget),
        });
      }}
      className={`group outcome-button ${LAYOUT[variant]}`}
    >
      <OutcomeLabel label={label} variant={variant} />
      {/* A space between label and price, so the visible text reads "1 2.10", not "12.10". */}{' '}
      <span className="flex shrink-0 items-center gap-1">
        {entry.move ? (
          <span
            aria-hidden="true"
            className={`text-[9px] leading-none ${entry.move === 'up' ? 'text-up' : 'text-down'} group-aria-pressed:text-accent`}
          >
            {/* An icon, not a ▲ character: the visible text stays "label price" (WCAG 2.5.3). */}
            <svg width="8" height="6" viewBox="0 0 8 6" fill="currentColor">
              <path d={entry.move === 'up' ? 'M4 0 8 6H0z' : 'M0 0h8L4 6z'} />
            </svg>
          </span>
        ) : null}
        {state === 'suspended' ? (
          <span
            className="flex h-5 w-9 items-center justify-end text-faint"
            data-testid="suspended-lock"
          >
            <LockIcon size={14} />
          </span>
        ) : (
          <span
            className={`outcome-price ${
              state === 'inactive'
                ? 'text-faint line-through decoration-1'
                : state === 'stale'
                  ? 'opacity-40 transition-opacity delay-300 duration-300'
                  : ''
            } ${entry.move === 'up' ? 'text-up' : entry.move === 'down' ? 'text-down' : ''} group-aria-pressed:text-accent`}
          >
            {oddsText}
          </span>
        )}
      </span>
    </button>
  );
}

/** The visible label: wraps after a slash, keeps a handicap line whole ("(-1.25)" never breaks). */
function OutcomeLabel({ label, variant }: { label: string; variant: keyof typeof LABEL }) {
  const { pieces, line } = outcomeLabelParts(label);
  if (pieces.length === 1 && line === null) {
    return <span className={`outcome-label ${LABEL[variant]}`}>{label}</span>;
  }
  return (
    <span className={`outcome-label ${LABEL[variant]}`}>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
      {line !== null ? (
        <>
          {' '}
          <span className="whitespace-nowrap ltr-nums">{line}</span>
        </>
      ) : null}
    </span>
  );
}
