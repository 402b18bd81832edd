import { ChevronDownIcon } from '../../../components/ui/icons';
import { isSuspended } from '../live/live-quotes';
import { outcomeKey } from '../live/outcome-store';
import { type MarketBlock, marketBlockHeightRem, outcomeColumns } from '../model/market-layout';
import { outcomeNameKind } from '../model/outcome-label';
import { OutcomeButton } from './outcome-button';
import { OUTCOME_GROUP_ATTRIBUTE, OUTCOME_MARKET_ATTRIBUTE } from '../model/outcome-button-markup';
import { getOutcomeText } from './outcome-text.server';

const columnClass = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3' } as const;

/** One market type with all its lines ("Total goals" 1.5 / 2.5 / 3.5), collapsible. */
export async function MarketBlockView({
  block,
  matchId,
  competitorNames,
  mainMarketId,
}: {
  block: MarketBlock;
  matchId: number;
  competitorNames: readonly string[];
  mainMarketId: number | null;
}) {
  const text = await getOutcomeText();
  return (
    <details
      open
      // Off screen, a block is not styled, laid out or painted until it comes near the viewport
      // (decision 0065), at the room its rows of prices take; once shown it keeps its real size.
      style={{ containIntrinsicSize: `auto ${marketBlockHeightRem(block)}rem` }}
      className="group/market mb-3 break-inside-avoid overflow-hidden rounded-lg border border-line bg-surface [content-visibility:auto]"
    >
      <summary className="flex h-10 cursor-pointer items-center gap-2 px-3 text-[13.5px] font-semibold select-none hover:bg-subtle">
        <span className="min-w-0 flex-1 truncate">{block.name}</span>
        <ChevronDownIcon
          size={16}
          className="shrink-0 text-faint transition-transform group-open/market:rotate-180"
        />
      </summary>
      <div {...{ [OUTCOME_GROUP_ATTRIBUTE]: '' }} className="flex flex-col gap-1.5 px-2 pb-2">
        {block.lines.map((line) => (
          <div
            key={`${line.id}:${line.specifier}`}
            {...{ [OUTCOME_MARKET_ATTRIBUTE]: line.name }}
            className={`grid gap-1.5 ${columnClass[outcomeColumns(line.outcomes.length)]}`}
          >
            {line.outcomes.map((outcome) => (
              <OutcomeButton
                key={outcome.id}
                variant={outcomeColumns(line.outcomes.length) === 3 ? 'stacked' : 'market'}
                outcomeKey={outcomeKey(matchId, line.id, line.specifier, outcome.id)}
                odds={outcome.odds}
                active={outcome.active}
                suspended={isSuspended(line)}
                label={outcome.name}
                name={outcome.name}
                market={line.name}
                marketOnGroup
                kind={outcomeNameKind(outcome.name, competitorNames, line.id === mainMarketId)}
                text={text}
              />
            ))}
          </div>
        ))}
      </div>
    </details>
  );
}
