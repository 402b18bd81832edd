import { Fragment } from 'react';
import { outcomeState } from '../live/outcome-store';
import {
  OUTCOME_INACTIVE_ATTRIBUTE,
  OUTCOME_KIND_ATTRIBUTE,
  OUTCOME_KEY_ATTRIBUTE,
  OUTCOME_LABEL_ATTRIBUTE,
  OUTCOME_MARKET_ATTRIBUTE,
  OUTCOME_NAME_ATTRIBUTE,
} from '../model/outcome-button-markup';
import { type PriceTextSettings, outcomeTexts } from '../model/outcome-texts';
import type { OutcomeNameKind } from '../model/outcome-label';
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
  /**
   * The market's name is on an enclosing element (`data-market` on a match row's prices or a
   * market's line) for all its buttons, so each button leaves it out.
   */
  marketOnGroup?: boolean;
  kind: OutcomeNameKind;
  /** `row`: match rows; `market`: label and price side by side; `stacked`: label above price. */
  variant?: 'row' | 'market' | 'stacked';
  /** The page's language, odds format and phrasing (`getOutcomeText()` on the server). */
  text: PriceTextSettings;
}

/**
 * The three layouts (`globals.css`): one class each, as a list repeats them in the HTML and again
 * in the payload. What all price buttons share is styled on `[data-outcome-key]`.
 */
const LAYOUT = {
  row: 'outcome-row',
  market: 'outcome-market',
  stacked: 'outcome-stacked',
} as const;

/**
 * One price, as plain markup with no hooks: a page hydrates host elements only, however many
 * prices it lists (decision 0068). Server components and client components render it alike.
 * What makes it live is one controller for the whole page (`outcome-controller.ts`): a tap
 * toggles the selection through one delegated listener, and price ticks, state changes and
 * the pressed state are written into these attributes from the outcome and selection stores.
 * A state shows through `data-state` in the stylesheet (the lock, the struck-through or dimmed
 * price), so the controller never adds or removes an element React rendered.
 */
export function OutcomeButton({
  outcomeKey,
  odds,
  active,
  suspended,
  label,
  name,
  market,
  marketOnGroup = false,
  kind,
  variant = 'row',
  text,
}: OutcomeButtonProps) {
  const state = outcomeState({ odds, active, suspended, move: null });
  const { oddsText, accessibleName } = outcomeTexts(
    text,
    { kind, label, name, market },
    odds,
    state,
  );
  // Attributes a button does not need are left out, not sent as `undefined` in the payload, and
  // what the controller can take from elsewhere is not repeated on every button: the market's
  // name from its group, the most common kind ('plain') by default.
  const optional: Record<string, string> = {};
  if (!marketOnGroup) optional[OUTCOME_MARKET_ATTRIBUTE] = market;
  if (kind !== 'plain') optional[OUTCOME_KIND_ATTRIBUTE] = kind;
  if (state !== 'open') optional['aria-disabled'] = 'true';
  if (!active) optional[OUTCOME_INACTIVE_ATTRIBUTE] = '';
  if (label !== name) optional[OUTCOME_LABEL_ATTRIBUTE] = label;
  // The name is the title where there is one (not in match rows, where "1 X 2" say enough).
  if (variant === 'row') optional[OUTCOME_NAME_ATTRIBUTE] = name;
  else optional.title = name;
  return (
    <button
      type="button"
      aria-label={accessibleName}
      // The selection store's truth is written by the controller once it runs.
      aria-pressed={false}
      data-state={state}
      {...{ [OUTCOME_KEY_ATTRIBUTE]: outcomeKey }}
      {...optional}
      // The decimal price behind the shown one, whatever the format (journeys check conversions).
      data-odds={odds}
      className={LAYOUT[variant]}
    >
      <OutcomeLabel label={label} />
      {/* A space between label and price, so the visible text reads "1 2.10", not "12.10". */}{' '}
      {/* The move mark and the suspended lock are drawn by the stylesheet from `data-move` and
          `data-state` (no element to add or remove), so the visible text stays "label price"
          (WCAG 2.5.3). */}
      {/* The quote (price and move mark) is the button's last child; the stylesheet finds it so. */}
      <span>
        {/* A tick may be written before the row hydrates (decision 0083). */}
        <span className="outcome-price" suppressHydrationWarning>
          {oddsText}
        </span>
      </span>
    </button>
  );
}

/** The visible label: wraps after a slash, keeps a handicap line whole ("(-1.25)" never breaks). */
function OutcomeLabel({ label }: { label: string }) {
  const { pieces, line } = outcomeLabelParts(label);
  if (pieces.length === 1 && line === null) {
    return <span className="outcome-label">{label}</span>;
  }
  return (
    <span className="outcome-label">
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
