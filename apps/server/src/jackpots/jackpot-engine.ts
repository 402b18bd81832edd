// A placed bet meets the jackpots (decision 0029): inside the placement's transaction, each
// qualifying bet pays its share into the levels, every level is drawn (seed, number and value
// recorded), and a hit is paid to the winner through the ledger. The contribution and draw
// tables hold one row per (bet, level), so a bet is never drawn twice; a hit is one row per
// draw and one ledger entry per hit (idempotency key), so it is paid once.
import {
  drawLevel,
  jackpotContribution,
  jackpotPayout,
  qualifiesForJackpot,
  splitContribution,
} from '@sportsbook/domain';
import { AccountLedgerRepository } from '../betting/account-ledger-repository';
import type { DbOrTx } from '../db/client';
import {
  type JackpotLevelRow,
  JackpotRepository,
  type JackpotWithLevels,
} from './jackpot-repository';

/** A bet just written by the placement, as the jackpots see it. */
export interface PlacedBetForJackpots {
  betId: number;
  playerId: number;
  accountId: number;
  currency: string;
  /** Cash debited for the bet (a freebet stake is not cash), minor units. */
  cashStake: bigint;
  /** Combined odds, numeric text. */
  odds: string;
  type: string;
}

/** A hit paid in the placement's transaction, announced after it committed. */
export interface PaidJackpotHit {
  hitId: number;
  betId: number;
  playerId: number;
  jackpotId: number;
  jackpotName: string;
  levelName: string;
  amount: bigint;
  currency: string;
}

export interface JackpotPlacementResult {
  /** Bets that contributed to at least one jackpot (`used_in_jackpot`). */
  betIds: ReadonlySet<number>;
  hits: readonly PaidJackpotHit[];
}

export const NO_JACKPOT: JackpotPlacementResult = { betIds: new Set(), hits: [] };

export const levelSeed = (jackpotSeed: string, levelCode: string) => `${jackpotSeed}:${levelCode}`;

export function jackpotRulesOf(entry: JackpotWithLevels) {
  const { jackpot } = entry;
  return {
    currency: jackpot.currency,
    minStake: Number(jackpot.minStake),
    minOdds: jackpot.minOdds === null ? null : Number(jackpot.minOdds),
    betTypes: jackpot.betTypes,
  };
}

export interface JackpotDrawOptions {
  /** False: no chance hits, only forced ones and the must-hit cap (JACKPOT_CHANCE_HITS). */
  chanceHits?: boolean;
}

/**
 * The active jackpots in these currencies. Only which jackpots a bet may feed is decided from
 * it: the levels a contribution moves are read again under their lock.
 */
export function activeJackpots(
  q: DbOrTx,
  currencies: readonly string[],
): Promise<JackpotWithLevels[]> {
  return new JackpotRepository(q).listActive([...new Set(currencies)]);
}

/** Contributions, draws and hits of the bets on `q` (the placement's transaction). */
export async function contributeAndDraw(
  q: DbOrTx,
  placed: readonly PlacedBetForJackpots[],
  now: Date,
  options: JackpotDrawOptions = {},
  /**
   * The active jackpots of the bets' currencies when already read in this transaction
   * (`activeJackpots`, sent by placement with its batch's first reads); else read here.
   */
  listed?: readonly JackpotWithLevels[],
): Promise<JackpotPlacementResult> {
  const cash = placed.filter((bet) => bet.cashStake > 0n);
  if (cash.length === 0) return NO_JACKPOT;
  const repository = new JackpotRepository(q);
  const active =
    listed ??
    (await activeJackpots(
      q,
      cash.map((bet) => bet.currency),
    ));
  const pairs = cash.flatMap((bet) =>
    active
      .filter((entry) =>
        qualifiesForJackpot(jackpotRulesOf(entry), {
          currency: bet.currency,
          cashStake: Number(bet.cashStake),
          odds: Number(bet.odds),
          type: bet.type,
        }),
      )
      .map((entry) => ({ bet, entry })),
  );
  if (pairs.length === 0) return NO_JACKPOT;

  // The levels as they are under the lock (another placement may have moved them since `list`).
  const locked = await repository.lockLevels([...new Set(pairs.map((p) => p.entry.jackpot.id))]);
  const levels = new Map<number, JackpotLevelRow>(locked.map((level) => [level.id, { ...level }]));
  const contributions: Parameters<JackpotRepository['insertContributions']>[0] = [];
  const draws: Parameters<JackpotRepository['insertDraws']>[0] = [];
  const hitsToPay: {
    bet: PlacedBetForJackpots;
    entry: JackpotWithLevels;
    level: JackpotLevelRow;
    amount: bigint;
    drawIndex: number;
  }[] = [];
  const changed = new Set<number>();

  for (const { bet, entry } of pairs) {
    const own = entry.levels
      .map((level) => levels.get(level.id))
      .filter((level): level is JackpotLevelRow => level !== undefined);
    const total = jackpotContribution(Number(bet.cashStake), entry.jackpot.contributionBps);
    const parts = splitContribution(
      total,
      own.map((level) => level.contributionWeight),
    );
    own.forEach((level, i) => {
      const part = BigInt(parts[i] ?? 0);
      const poolBefore = level.poolAmount;
      const drawNumber = level.drawCount + 1;
      const seed = levelSeed(entry.jackpot.seed, level.code);
      const draw = drawLevel(seed, drawNumber, {
        poolBefore: Number(poolBefore),
        contribution: Number(part),
        mustHitBy: Number(level.mustHitBy),
        forced: level.forceNextHit,
        chanceHits: options.chanceHits ?? true,
      });
      contributions.push({
        betId: bet.betId,
        jackpotId: entry.jackpot.id,
        levelId: level.id,
        amount: part,
        createdAt: now,
      });
      draws.push({
        jackpotId: entry.jackpot.id,
        levelId: level.id,
        betId: bet.betId,
        drawNumber,
        seed,
        value: draw.value,
        probability: draw.probability,
        poolBefore,
        contribution: part,
        forced: level.forceNextHit,
        hit: draw.hit,
        createdAt: now,
      });
      const poolAfter = poolBefore + part;
      level.drawCount = drawNumber;
      if (draw.hit) {
        const payout = jackpotPayout(Number(poolAfter), Number(level.seedAmount));
        hitsToPay.push({
          bet,
          entry,
          level,
          amount: BigInt(payout.paid),
          drawIndex: draws.length - 1,
        });
        level.poolAmount = BigInt(payout.poolAfter);
        level.forceNextHit = false;
      } else {
        level.poolAmount = poolAfter;
      }
      changed.add(level.id);
    });
  }

  await repository.insertContributions(contributions);
  const drawIds = await repository.insertDraws(draws);
  for (const id of changed) {
    const level = levels.get(id) as JackpotLevelRow;
    await repository.updateLevel(id, {
      poolAmount: level.poolAmount,
      drawCount: level.drawCount,
      forceNextHit: level.forceNextHit,
    });
  }
  const ledger = new AccountLedgerRepository(q);
  const hits: PaidJackpotHit[] = [];
  for (const pay of hitsToPay) {
    const draw = draws[pay.drawIndex];
    const drawId = drawIds.find(
      (row) => row.levelId === draw?.levelId && row.betId === draw?.betId,
    )?.id;
    if (drawId === undefined) continue;
    const hitId = await repository.insertHit({
      jackpotId: pay.entry.jackpot.id,
      levelId: pay.level.id,
      drawId,
      playerId: pay.bet.playerId,
      accountId: pay.bet.accountId,
      betId: pay.bet.betId,
      amount: pay.amount,
      currency: pay.entry.jackpot.currency,
      status: 'approved',
      createdAt: now,
    });
    if (hitId === null) continue;
    if (pay.amount > 0n) {
      const entryId = await ledger.appendLedger({
        accountId: pay.bet.accountId,
        amount: pay.amount,
        kind: 'jackpot_win',
        reference: `jackpot_hit:${hitId}`,
        idempotencyKey: `jackpot_hit:${hitId}`,
        createdAt: now,
      });
      if (entryId !== null) await repository.setHitLedgerEntry(hitId, entryId);
    }
    hits.push({
      hitId,
      betId: pay.bet.betId,
      playerId: pay.bet.playerId,
      jackpotId: pay.entry.jackpot.id,
      jackpotName: pay.entry.jackpot.name,
      levelName: pay.level.name,
      amount: pay.amount,
      currency: pay.entry.jackpot.currency,
    });
  }
  return { betIds: new Set(pairs.map((p) => p.bet.betId)), hits };
}
