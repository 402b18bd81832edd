// Share codes: slip bets stored under a short code, read back by anyone, and restored onto a
// slip with current prices and stakes converted into the reader's currency.
import {
  BET_ERROR_CODE,
  type betRequestSchema,
  type restoredBetSchema,
} from '@sportsbook/contract';
import {
  type Currency,
  MARKET_STATUS,
  isBettableMatchStatus,
  minStakeFor,
  minorUnits,
} from '@sportsbook/domain';
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { Clock } from '../shared/clock';
import { BetRefusal } from './betting-errors';
import { type BettingRepository, lineKey } from './betting-repository';
import { shapeBet } from './validate-bets';

type BetBody = z.output<typeof betRequestSchema>;
type RestoredBet = z.input<typeof restoredBetSchema>;

/** No 0/O, 1/I/L: codes read aloud or typed from a screenshot survive. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * Fixed conversion rates for restoring a shared stake in another currency: units of each
 * currency per 1 EUR, × 10^8 (docs/decisions/0010-betting.md). A demo table, not market data.
 */
export const RATES_PER_EUR: Readonly<Record<string, bigint>> = {
  EUR: 100_000_000n,
  USD: 108_000_000n,
  GBP: 86_000_000n,
  BTC: 1_100n,
  LTC: 1_100_000n,
};

/** Converts minor units between currencies by the rate table, floored; null when unknown. */
export function convertStake(
  value: bigint,
  from: { code: string; subunits: number },
  to: { code: string; subunits: number },
): bigint | null {
  if (from.code === to.code) return value;
  const rateFrom = RATES_PER_EUR[from.code];
  const rateTo = RATES_PER_EUR[to.code];
  if (rateFrom === undefined || rateTo === undefined) return null;
  return (value * BigInt(to.subunits) * rateTo) / (BigInt(from.subunits) * rateFrom);
}

export class ShareService {
  constructor(
    private readonly repository: BettingRepository,
    private readonly clock: Clock,
  ) {}

  async create(playerId: number, bets: BetBody[]): Promise<string> {
    bets.forEach((bet, index) => shapeBet({ ...bet, bonus: null, freebet_id: null }, index));
    for (;;) {
      const code = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
      const stored = bets.map((bet) => ({ ...bet, bonus: null, freebet_id: null }));
      if (await this.repository.insertShareCode(code, playerId, stored, this.clock.now())) {
        return code;
      }
    }
  }

  async get(code: string): Promise<BetBody[]> {
    const bets = await this.repository.findShareCode(code);
    if (bets === null) throw new BetRefusal(BET_ERROR_CODE.shareCodeNotFound);
    return bets as BetBody[];
  }

  /**
   * Bets ready for a slip: selections still offered, with their events and prices now; bets
   * left without selections are dropped; stakes in `currency` (below its minimum → 0).
   */
  async restore(bets: BetBody[], currency: string | null): Promise<RestoredBet[]> {
    const lines = await this.repository.findLines(
      bets.flatMap((bet) =>
        bet.selections.map((s) => ({
          matchId: s.match_id,
          marketTypeId: s.market_id,
          specifier: s.specifier,
          outcomeId: s.outcome_id,
        })),
      ),
    );
    const currencies = new Map((await this.repository.listCurrencies()).map((c) => [c.code, c]));
    const restored: RestoredBet[] = [];
    for (const bet of bets) {
      const selections = bet.selections.flatMap((s) => {
        const line = lines.get(
          lineKey({
            matchId: s.match_id,
            marketTypeId: s.market_id,
            specifier: s.specifier,
            outcomeId: s.outcome_id,
          }),
        );
        if (
          !line ||
          !isBettableMatchStatus(line.matchStatus) ||
          line.marketStatus === MARKET_STATUS.notAllowed
        ) {
          return [];
        }
        return [
          {
            match_id: line.matchId,
            match_urn_id: line.matchUrnId,
            match_slug: line.matchSlug,
            match_status: line.matchStatus,
            match_type: line.matchType,
            sport_key: line.sportKey,
            category_name: line.categoryName,
            tournament_name: line.tournamentName,
            name_a: line.homeName ?? line.matchName,
            name_b: line.awayName ?? '',
            provider: line.provider,
            market_id: line.marketTypeId,
            market_name: line.marketName,
            market_status: line.marketStatus,
            specifier: line.specifier,
            outcome_id: line.outcomeId,
            outcome_name: line.outcomeName,
            active: line.active,
            odds: Number(line.odds),
            shared_odds: s.odds,
          },
        ];
      });
      if (selections.length === 0) continue;
      const from = currencies.get(bet.stake.currency);
      const to = currencies.get(currency ?? bet.stake.currency) ?? from;
      let value = 0n;
      if (from && to) {
        const converted = convertStake(BigInt(bet.stake.value), from, to) ?? 0n;
        const domainCurrency: Currency = { ...to, subcurrencies: [] };
        value = converted >= BigInt(minStakeFor(domainCurrency)) ? converted : 0n;
      }
      const type =
        selections.length === bet.selections.length
          ? (bet.type ?? (bet.system_id ? 'system' : selections.length === 1 ? 'single' : 'combo'))
          : selections.length === 1
            ? 'single'
            : 'combo';
      restored.push({
        type,
        stake: {
          value: Number(minorUnits(Number(value))),
          currency: to?.code ?? bet.stake.currency,
          subunits: to?.subunits ?? 100,
        },
        system_id: type === 'system' ? (bet.system_id ?? null) : null,
        selections,
      });
    }
    return restored;
  }
}
