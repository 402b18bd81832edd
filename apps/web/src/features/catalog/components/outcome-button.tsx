'use client';

import {
  Fragment,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { LockIcon } from '../../../components/ui/icons';
import { formatDecimalOdds } from '../../../lib/format/odds';
import { useOddsFormat } from '../../../lib/format/use-odds-format';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { type OutcomeEntry, isOffered, outcomeState, outcomeStore } from '../live/outcome-store';
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

interface PriceText {
  oddsText: string;
  accessibleName: string;
}

/**
 * One price. Reads its own entry of the outcome store, so a price tick touches this button
 * only; the server-rendered props seed the store and are the first paint. A tick that only
 * moves the price (the state stays the same) is written straight into the button's attributes
 * and price text, without a React render: at 2,000 ticks a second on a slow phone, rendering
 * hundreds of buttons a frame is what made frames long (decision 0053). A change of state
 * (suspended, not available, stale, back) renders through React.
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
  const price = useRef<HTMLSpanElement>(null);
  const selected = useIsSelected(outcomeKey);
  const selectedRef = useRef(selected);
  /** The entry the last commit showed, and the last one told to the bet slip. */
  const rendered = useRef<OutcomeEntry | null>(null);
  const reported = useRef<OutcomeEntry | null>(null);
  /** A tick was written since the last commit, so the DOM may differ from React's last render. */
  const written = useRef(false);

  const textOf = (entry: OutcomeEntry): PriceText => {
    const oddsText = formatDecimalOdds(entry.odds, locale, oddsFormat);
    const accessibleName = outcomeAccessibleName(
      { kind, label, name, market, oddsText, state: outcomeState(entry) },
      messages.odds,
    );
    return { oddsText, accessibleName };
  };
  // The latest text function for the tick writer (it outlives renders).
  const textRef = useRef(textOf);

  /** Writes a price-only change into the DOM and tells the bet slip when selected. */
  const write = useCallback(
    (entry: OutcomeEntry) => {
      const element = button.current;
      if (!element) return;
      written.current = true;
      const { oddsText, accessibleName } = textRef.current(entry);
      if (entry.move) element.setAttribute('data-move', entry.move);
      else element.removeAttribute('data-move');
      element.setAttribute('data-odds', String(entry.odds));
      element.setAttribute('aria-label', accessibleName);
      const text = price.current?.firstChild;
      if (text && text.nodeValue !== oddsText) text.nodeValue = oddsText;
      // Only a selected button tells the bet slip about its price, so other ticks cost
      // nothing more. A stale price says nothing (the slip keeps the selection suspended until
      // the connection confirms it); the confirmed one is told when the mark goes.
      if (selectedRef.current && !entry.stale && reported.current !== entry) {
        reported.current = entry;
        reportQuote(outcomeKey, entry);
      }
    },
    [outcomeKey],
  );

  // Ticks reach this button only while it is near the screen, focused or on the slip.
  const subscribe = useCallback(
    (listener: () => void) => {
      const onChange = () => {
        const entry = outcomeStore.get(outcomeKey);
        const shown = rendered.current;
        if (!entry || !shown || outcomeState(entry) !== outcomeState(shown)) listener();
        else write(entry);
      };
      const gate = visibilityGate(button.current, onChange, () => selectedRef.current);
      const unsubscribe = outcomeStore.subscribe(outcomeKey, gate.notify, initial);
      return () => {
        unsubscribe();
        gate.dispose();
      };
    },
    [outcomeKey, initial, write],
  );
  const entry = useSyncExternalStore(
    subscribe,
    () => outcomeStore.get(outcomeKey) ?? initial,
    () => initial,
  );

  // After every commit the DOM holds the latest entry: a written tick may be newer than what
  // React rendered, and React patches only what differs from its own last render.
  useLayoutEffect(() => {
    textRef.current = textOf;
    selectedRef.current = selected;
    rendered.current = entry;
    const latest = outcomeStore.get(outcomeKey) ?? entry;
    // `write` tells the slip a selected price it has not heard yet.
    if (written.current || latest !== entry || selected) write(latest);
    // Written newer than rendered: the next commit must write again.
    written.current = latest !== entry;
  });

  const state = outcomeState(entry);
  const unavailable = state !== 'open';
  const { oddsText, accessibleName } = textOf(entry);

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
      {/* The move mark is drawn by the stylesheet from `data-move` (no element to add or
          remove on a tick), so the visible text stays "label price" (WCAG 2.5.3). */}
      <span className="outcome-quote">
        {state === 'suspended' ? (
          <span
            className="flex h-5 w-9 items-center justify-end text-faint"
            data-testid="suspended-lock"
          >
            <LockIcon size={14} />
          </span>
        ) : (
          <span
            ref={price}
            className={`outcome-price ${
              state === 'inactive'
                ? 'text-faint line-through decoration-1'
                : state === 'stale'
                  ? 'opacity-40 transition-opacity delay-300 duration-300'
                  : ''
            }`}
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
