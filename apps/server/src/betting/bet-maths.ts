// Bets as the domain package sees them (TicketBet, CashOutLeg). What a settled bet pays and how a
// leg is valued for cash-out are the domain's rules (settlement/, cashout/); the functions below
// only translate database rows to them.
import {
  type BetSlipSelection,
  type BetType,
  type CashOutLeg,
  type DecimalOdds,
  type LegResult as DomainLegResult,
  type TicketBet,
  cashOutLegOf,
  createTicketBet,
  marketId,
  matchId,
  minorUnits,
  oddsFromWire,
  outcomeId,
  systemType,
} from '@sportsbook/domain';
import type { CatalogLine } from './betting-repository';

/** The domain's slip selection for a catalog line, accepted at `accepted` odds. */
export function slipSelection(line: CatalogLine, accepted: DecimalOdds): BetSlipSelection {
  const current = oddsFromWire(Number(line.odds));
  return {
    id: `${line.matchId}-${line.marketTypeId}-${line.specifier}-${line.outcomeId}`,
    matchId: matchId(String(line.matchId)),
    matchUrnId: line.matchUrnId,
    matchSlug: line.matchSlug,
    matchStatus: line.matchStatus,
    marketGroup: null,
    type: line.matchType,
    sportKey: line.sportKey,
    nameA: line.homeName ?? line.matchName,
    nameB: line.awayName ?? '',
    categoryName: line.categoryName,
    provider: line.provider,
    marketId: marketId(String(line.marketTypeId)),
    marketName: line.marketName,
    specifier: line.specifier,
    outcomeId: outcomeId(line.outcomeId),
    outcomeName: line.outcomeName,
    active: line.active,
    odds: current,
    acceptedOdds: accepted,
    initialOdds: accepted,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
  };
}

/** A slip selection that only carries a price (placed bets read back from the database). */
export function pricedSelection(odds: DecimalOdds): BetSlipSelection {
  return {
    id: '',
    matchId: matchId(''),
    matchUrnId: '',
    matchSlug: '',
    matchStatus: 0,
    marketGroup: null,
    type: 'match',
    sportKey: '',
    nameA: '',
    nameB: '',
    categoryName: '',
    provider: 'betradar',
    marketId: marketId(''),
    marketName: '',
    specifier: '',
    outcomeId: outcomeId(''),
    outcomeName: '',
    active: true,
    odds,
    acceptedOdds: odds,
    initialOdds: odds,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
  };
}

export interface BetShape {
  type: BetType;
  stake: bigint;
  currency: string;
  subunits: number;
  selections: readonly BetSlipSelection[];
  systemWinCount: number | null;
  customOdds: DecimalOdds | null;
}

export function ticketBet(shape: BetShape): TicketBet {
  const n = shape.selections.length;
  return createTicketBet(
    shape.type,
    shape.selections,
    { code: shape.currency, subunits: shape.subunits },
    {
      stake: minorUnits(Number(shape.stake)),
      systemType: shape.systemWinCount === null ? null : systemType(n, shape.systemWinCount),
      customOdds: shape.customOdds,
    },
  );
}

export type LegResult = DomainLegResult;

/** A leg as cash-out sees it (the domain's `cashOutLegOf`). */
export function cashOutLeg(
  placed: DecimalOdds,
  current: DecimalOdds | null,
  result: LegResult,
): CashOutLeg {
  return cashOutLegOf(placed, current, result);
}
