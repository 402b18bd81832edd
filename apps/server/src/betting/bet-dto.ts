// Placed bets on the wire: rows + selections + the catalog now (names, current prices) → the
// contract's `placedBetSchema`. Potential win and cash-out offers come from the domain package.
import type { PlacedBetWire } from '@sportsbook/contract';
import {
  type DecimalOdds,
  MARKET_STATUS,
  MATCH_STATUS,
  betPotentialWin,
  isBettableMatchStatus,
  cashOutOffer,
  minorUnits,
  oddsFromWire,
  systemType,
} from '@sportsbook/domain';
import { type LegResult, cashOutLeg, pricedSelection, ticketBet } from './bet-maths';
import type { FreebetUse } from '../bonuses/freebet-repository';
import type { BetBonusRow } from '../bonuses/comboboost/bet-bonus-repository';
import { type BetRow, type CatalogLine, type SelectionRow, lineKey } from './betting-repository';

const toNumber = (value: bigint) => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError('amount beyond the safe integer range');
  }
  return Number(value);
};

/** A short receipt number: base 36 of the id, e.g. B-2S. */
export const betRef = (id: number) => `B-${id.toString(36).toUpperCase().padStart(6, '0')}`;

export interface BetView {
  row: BetRow;
  selections: SelectionRow[];
  subunits: number;
  /** The freebet that staked the bet (null or absent: the player's money). */
  freebet?: FreebetUse | null;
  /** Whether the bet contributed to a jackpot (decision 0029). */
  usedInJackpot?: boolean;
  /** A VIP request became this bet (decision 0039). */
  isVip?: boolean;
  /** The campaign bonus the bet took part in (comboboost, hunting, tournament, lootbox). */
  bonus?: Pick<BetBonusRow, 'type' | 'campaignId' | 'bonusOdds'> | null;
}

/** Current price of a leg when it can be bet now, else null. */
export function currentOdds(line: CatalogLine | undefined): DecimalOdds | null {
  if (!line || line.marketStatus !== MARKET_STATUS.allowed || !line.active) return null;
  if (!isBettableMatchStatus(line.matchStatus)) return null;
  return oddsFromWire(Number(line.odds));
}

/**
 * The cash-out offer of an open bet now, in minor units, or null when none is offered.
 * `currentCustomOdds` is the bet builder's price now for a custom bet (null: none).
 */
export function toCashout(
  view: BetView,
  lines: Map<string, CatalogLine>,
  currentCustomOdds: DecimalOdds | null,
): number | null {
  const { row } = view;
  if (row.status !== 'waiting_results' || row.stake <= 0n) return null;
  const legs = view.selections.map((s) =>
    cashOutLeg(
      oddsFromWire(Number(s.odds)),
      currentOdds(lines.get(lineKey(s))),
      s.status as LegResult,
    ),
  );
  const offer = cashOutOffer({
    betType: row.type,
    stake: minorUnits(Number(row.stake)),
    legs,
    systemType:
      row.systemWinCount === null ? null : systemType(view.selections.length, row.systemWinCount),
    placedCustomOdds: row.customOdds === null ? null : oddsFromWire(Number(row.customOdds)),
    currentCustomOdds,
    // No cash-out on a bet played with a freebet: the domain's rule (decision 0016).
    bonusType: view.freebet?.type ?? null,
  });
  if (row.type === 'custom' && currentCustomOdds === null) return null;
  return offer.available && offer.value > 0 ? offer.value : null;
}

export function toPlacedBetWire(
  view: BetView,
  lines: Map<string, CatalogLine>,
  currentCustomOdds: DecimalOdds | null,
): PlacedBetWire {
  const { row, selections, subunits } = view;
  const n = selections.length;
  const system = row.systemWinCount === null ? null : systemType(n, row.systemWinCount);
  const bonusOdds =
    view.bonus?.bonusOdds == null ? null : oddsFromWire(Number(view.bonus.bonusOdds));
  const bonus = view.freebet
    ? { id: String(view.freebet.freebetId), type: view.freebet.type, odds: null }
    : view.bonus
      ? { id: String(view.bonus.campaignId), type: view.bonus.type, odds: bonusOdds }
      : null;
  const potential = betPotentialWin({
    ...ticketBet({
      type: row.type,
      stake: row.stake,
      currency: row.currency,
      subunits,
      selections: selections.map((s) => pricedSelection(oddsFromWire(Number(s.odds)))),
      systemWinCount: row.systemWinCount,
      customOdds: row.customOdds === null ? null : oddsFromWire(Number(row.customOdds)),
    }),
    bonus,
    bonusOdds,
  });
  const totalStake = row.stake * BigInt(system?.totalCount ?? 1);
  return {
    id: String(row.id),
    type: row.type,
    ref: betRef(row.id),
    status: row.status,
    result: row.result as PlacedBetWire['result'],
    stake: { value: toNumber(row.stake), currency: row.currency, subunits },
    total_stake: toNumber(totalStake),
    currency: row.currency,
    odds: Number(row.odds),
    potential_win: row.status === 'waiting_results' ? potential : toNumber(row.winAmount ?? 0n),
    win_amount: row.winAmount === null ? null : toNumber(row.winAmount),
    to_cashout: toCashout(view, lines, currentCustomOdds),
    cashed_out_amount: toNumber(row.cashedOutAmount),
    auto_cashout:
      row.autoCashoutTarget === null ? null : { target: toNumber(row.autoCashoutTarget) },
    selections: selections.map((s) => {
      const line = lines.get(lineKey(s));
      return {
        id: String(s.id),
        status: s.status as PlacedBetWire['selections'][number]['status'],
        match: {
          id: s.matchId,
          urn_id: line?.matchUrnId ?? '',
          slug: line?.matchSlug ?? '',
          name:
            line?.homeName && line.awayName
              ? `${line.homeName} – ${line.awayName}`
              : (line?.matchName ?? ''),
          name_a: line?.homeName ?? null,
          name_b: line?.awayName ?? null,
          start_time: line?.startTime.toISOString() ?? new Date(0).toISOString(),
          status: line?.matchStatus ?? MATCH_STATUS.closed,
          sport_key: line?.sportKey ?? '',
          sport_name: line?.sportName ?? '',
          tournament_name: line?.tournamentName ?? '',
          provider: line?.provider ?? 'betradar',
        },
        market: { id: s.marketTypeId, name: s.marketName },
        outcome: { id: s.outcomeId, name: s.outcomeName },
        specifier: s.specifier,
        odds: Number(s.odds),
        current_odds: s.status === 'open' ? currentOdds(line) : null,
      };
    }),
    system: system
      ? {
          id: `${system.winCount}/${system.selectionCount}`,
          win_count: system.winCount,
          total_count: system.totalCount,
        }
      : null,
    bonus,
    used_in_jackpot: view.usedInJackpot ?? false,
    is_vip: view.isVip ?? false,
    quick: row.quick,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}
