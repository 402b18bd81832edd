// Bets as the domain package sees them (TicketBet, CashOutBet), and what a settled bet pays.
// Odds arithmetic uses the domain's exact scaled decimals; nothing here uses float money.
import {
  type BetSlipSelection,
  type BetType,
  type CashOutLeg,
  type CashOutLegStatus,
  type DecimalOdds,
  type TicketBet,
  combineScaled,
  combinations,
  createTicketBet,
  marketId,
  matchId,
  minorUnits,
  ODDS_SCALE,
  oddsFromWire,
  oddsToScaled,
  outcomeId,
  stakeTimesScaledOdds,
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

export type LegResult = 'open' | 'win' | 'lose' | 'void' | 'half_win' | 'half_lose' | 'cancelled';

/**
 * What one unit staked on a leg returns (scale 10^4): a win its odds, a loss 0, a void (or a
 * cancelled market) 1, a half win half the stake at the odds and half back ((odds + 1) / 2),
 * a half loss half back (0.5). Wire odds have three decimals, so (odds + 1) / 2 is exact at 10^4.
 */
function legFactor(odds: DecimalOdds, result: LegResult): bigint {
  const scaled = oddsToScaled(odds);
  switch (result) {
    case 'win':
      return scaled;
    case 'lose':
      return 0n;
    case 'void':
    case 'cancelled':
      return ODDS_SCALE;
    case 'half_win':
      return (scaled + ODDS_SCALE) / 2n;
    case 'half_lose':
      return ODDS_SCALE / 2n;
    case 'open':
      throw new RangeError('an open leg has no payout yet');
  }
}

export interface SettledLeg {
  odds: DecimalOdds;
  result: LegResult;
}

/**
 * What a settled bet pays, in minor units, floored like the domain's potential win: a single or
 * combo pays stake × the product of its legs' factors (rounded half-up once at 10^4, as
 * `combineScaled`); a system sums that over every k-combination; a custom bet pays its custom
 * odds when every leg won, nothing when one lost, and the stake back otherwise (a void leg breaks
 * the joint price). With every leg won this equals the domain's `betGrossReturn`.
 */
export function settlementPayout(
  bet: {
    type: BetType;
    stake: bigint;
    systemWinCount: number | null;
    customOdds: DecimalOdds | null;
  },
  legs: readonly SettledLeg[],
): bigint {
  const stake = minorUnits(Number(bet.stake));
  if (bet.type === 'custom' && bet.customOdds !== null) {
    if (legs.some((leg) => leg.result === 'lose' || leg.result === 'half_lose')) return 0n;
    if (legs.every((leg) => leg.result === 'win')) {
      return BigInt(stakeTimesScaledOdds(stake, oddsToScaled(bet.customOdds)));
    }
    return bet.stake;
  }
  const pay = (combination: readonly SettledLeg[]) => {
    const factors = combination.map((leg) => legFactor(leg.odds, leg.result));
    if (factors.some((factor) => factor === 0n)) return 0n;
    return BigInt(stakeTimesScaledOdds(stake, combineScaled(factors)));
  };
  if (bet.type === 'system' && bet.systemWinCount !== null) {
    return combinations(legs, bet.systemWinCount).reduce((sum, combo) => sum + pay(combo), 0n);
  }
  return pay(legs);
}

/** Whether the bet's outcome is known: any losing leg decides a single, combo or custom bet. */
export function isDecided(type: BetType, legs: readonly { result: LegResult }[]): boolean {
  if (legs.every((leg) => leg.result !== 'open')) return true;
  return type !== 'system' && legs.some((leg) => leg.result === 'lose');
}

/** The bet result of spec section 4 for a settled bet (docs/decisions/0010-betting.md). */
export function betResult(
  type: BetType,
  legs: readonly { result: LegResult }[],
  payout: bigint,
  totalStake: bigint,
): string {
  if (type === 'single' && legs.length === 1) {
    switch (legs[0]?.result) {
      case 'win':
        return 'win_entire';
      case 'lose':
        return 'lose_entire';
      case 'half_win':
        return 'refund_half_win_other';
      case 'half_lose':
        return 'refund_half_lose_other';
      default:
        return 'refund_entire';
    }
  }
  if (payout === 0n) return 'lose_entire';
  if (legs.every((leg) => leg.result === 'void' || leg.result === 'cancelled')) {
    return 'refund_entire';
  }
  if (payout > totalStake) return 'win_entire';
  if (payout === totalStake) return 'refund_entire';
  if (legs.some((leg) => leg.result === 'half_lose')) return 'refund_half_lose_other';
  return 'win_entire';
}

/** A leg as cash-out sees it; half results and missing prices cannot be valued. */
export function cashOutLeg(
  placed: DecimalOdds,
  current: DecimalOdds | null,
  result: LegResult,
): CashOutLeg {
  const status: CashOutLegStatus =
    result === 'win'
      ? 'won'
      : result === 'lose'
        ? 'lost'
        : result === 'void' || result === 'cancelled'
          ? 'void'
          : result === 'open' && current !== null
            ? 'open'
            : 'suspended';
  return { placedOdds: placed, currentOdds: current ?? placed, status };
}
