// Farming: hunting, hunting tournament and lootbox (spec section 3, decision 0028).
// - Placement (after the placement committed): each qualifying bet's part in every farming
//   campaign it farms for is recorded once (`farming_bets`, keyed by bet and campaign, so a
//   retry counts nothing twice); the player's record counts the bet, its stake and its
//   potential points; a tournament's pool grows by its share and `tournament_pool_changed` goes
//   out on the public channels.
// - Settlement (in the settlement's transaction, under the bet's lock): potential points become
//   points (a voided bet farms nothing), points turn into freebets, a lootbox opens its boxes,
//   and `bonus_issued` goes to the player after the commit.
// - A tournament's end pays its prizes once, as freebets; a lootbox's booster boosts a freebet.
import {
  type FreebetType,
  type FarmingStats,
  FARMING_ERROR_CODES,
  type HuntingConfig,
  type LeaderboardRow,
  type LootboxConfig,
  type TournamentConfig,
  huntingConfigSchema,
  lootboxConfigSchema,
  publicChannels,
  realtimeEvent,
  tournamentConfigSchema,
  userChannel,
} from '@sportsbook/contract';
import {
  type MinorUnits,
  averageStake,
  boostedFreebetPayout,
  convertPoints,
  farmingPartLeft,
  farmingRefusal,
  lootboxProgress,
  maskEmail,
  minorUnits,
  poolContribution,
  poolShareGivenBack,
  pointsForStake,
  potentialFreebetAmount,
  rankStandings,
  settledPoints,
  splitPool,
} from '@sportsbook/domain';
import type { DbOrTx } from '../../db/client';
import { HttpError, NotFoundError } from '../../http/http-errors';
import type { RealtimePublisher } from '../../realtime/publisher';
import type { Clock } from '../../shared/clock';
import { pageOffset, pagination } from '../../shared/pagination';
import type { FreebetRepository } from '../freebet-repository';
import { toFreebetWire } from '../freebet-service';
import { type EventConditionCheck, meetsEventConditions } from './event-condition-check';
import { isFarmingBonusType } from './farming-bonus-types';
import { LiveCampaignCache } from '../campaigns/live-campaign-cache';
import {
  type FarmingCampaignRow,
  FarmingRepository,
  type FarmingType,
  type MatchFacts,
  type NewFarmingBet,
  type PlayerBonusRow,
} from './farming-repository';

const DAY_MS = 24 * 3600 * 1000;

/** A bet as farming reads it, placed or on a slip. */
export interface FarmingBetFacts {
  currency: string;
  /** Total stake, minor units. */
  stake: bigint;
  /** Combined decimal odds. */
  odds: number;
  matchIds: readonly number[];
  /** Staked with a freebet (bonus money farms nothing). */
  freebet: boolean;
  /** The bonus the player chose for the bet, if any (`bonus` of the placement request). */
  bonus: { id: string; type: string } | null;
  /** A slip's bet before a stake is typed (stake 0): the minimum stake is not compared. */
  stakeNotTyped?: boolean;
}

/** A bet just placed (committed). */
export interface FarmingPlacedBet extends FarmingBetFacts {
  betId: number;
}

/**
 * What a bet of a slip would farm in one campaign: the applicable-bonus call's `hunting`,
 * `tournament` and `lootbox` (the wire's `ApplicableFarmingWire`): the points it would farm once
 * settled (a lootbox: 1, the bet counting towards a box) and the stake that would count towards
 * a tournament's leaderboard (`farmed_amount`, 0 for the other kinds), in `currency`.
 */
export interface FarmingOffer<T extends FarmingType = FarmingType> {
  id: string;
  name: string;
  type: T;
  points: number;
  farmed_amount: number;
  currency: string;
}

export interface FarmingOffers {
  hunting: FarmingOffer<'hunting'> | null;
  tournament: FarmingOffer<'tournament'> | null;
  lootbox: FarmingOffer<'lootbox'> | null;
}

/**
 * A bet of a slip as the applicable-bonus call describes it (its `BetFacts`): the fields
 * farming reads.
 */
export interface SlipBetFacts {
  currency: string;
  /** Minor units (0 on the slip before a stake is typed). */
  stake: number;
  odds: number;
  selections: readonly { matchId: number }[];
}

/** A freebet farming issued, announced as `bonus_issued` after its transaction committed. */
export interface IssuedFarmingFreebet {
  playerId: number;
  freebetId: number;
  campaignId: number;
  campaignType: FarmingType;
  type: FreebetType;
  name: string;
}

/** A tournament pool that moved in a transaction, announced after it committed. */
export interface ChangedPool {
  campaignId: number;
  currency: string;
  pool: bigint;
}

/** What a bet's settlement farmed: freebets issued and pools that gave a share back. */
export interface FarmingSettled {
  freebets: IssuedFarmingFreebet[];
  pools: ChangedPool[];
}

export const NOTHING_FARMED: FarmingSettled = { freebets: [], pools: [] };

/** A bet as settlement and cash-out hand it to farming; `stake` is the stake it has now. */
export interface FarmingBetRef {
  id: number;
  playerId: number;
  stake: bigint;
}

/**
 * The settlement and cash-out hooks (betting/settlement-service.ts, betting/cash-out.ts): run
 * inside their transaction, under the bet's lock.
 */
export interface FarmingSettlementHook {
  /**
   * Settles the bet's farming parts once, by the stake it has left; a voided bet gives its
   * tournament pool share back. Answers what to announce after the commit.
   */
  settled(
    connection: DbOrTx,
    bet: FarmingBetRef,
    voided: boolean,
    now: Date,
  ): Promise<FarmingSettled>;
  /**
   * A cash-out of the bet (`bet.stake` before it): whole (`stakeLeft` 0) it farms nothing; in
   * part, its farming follows the stake left (decision 0034).
   */
  cashedOut(connection: DbOrTx, bet: FarmingBetRef, stakeLeft: bigint, now: Date): Promise<void>;
  /** What a freebet bet pays with the freebet's lootbox boost, if it carries one. */
  boostedPaid(
    connection: DbOrTx,
    freebetId: number,
    settled: { paid: MinorUnits; gross: MinorUnits; totalStake: MinorUnits },
  ): Promise<MinorUnits>;
  announce(settled: FarmingSettled): void;
}

export interface FarmingLogger {
  error(obj: object, msg: string): void;
}

type CampaignConfig =
  | { type: 'hunting'; config: HuntingConfig }
  | { type: 'tournament'; config: TournamentConfig }
  | { type: 'lootbox'; config: LootboxConfig };

/** The stored config parsed with its kind's schema; null when it does not parse. */
export function configOf(
  campaign: Pick<FarmingCampaignRow, 'type' | 'config'>,
): CampaignConfig | null {
  const schema =
    campaign.type === 'hunting'
      ? huntingConfigSchema
      : campaign.type === 'tournament'
        ? tournamentConfigSchema
        : lootboxConfigSchema;
  const parsed = schema.safeParse(campaign.config);
  return parsed.success ? ({ type: campaign.type, config: parsed.data } as CampaignConfig) : null;
}

/** The freebet a campaign's farming issues in `currency` (null: none in that currency). */
function farmedFreebet(parsed: CampaignConfig, currency: string) {
  const { config } = parsed;
  const amount = config.freebet_amounts[currency];
  // No freebet in that currency (a freebet is worth something, or it is none).
  if (amount === undefined || amount <= 0) return null;
  const type =
    parsed.type === 'lootbox' ? parsed.config.farming_freebet_type : parsed.config.freebet_type;
  return { amount: BigInt(amount), type, validDays: config.freebet_valid_days };
}

/** The least stake the campaign asks in `currency`; null: no amount in it (no minimum then). */
function minStakeOf(parsed: CampaignConfig, currency: string): MinorUnits | null {
  const min = parsed.config.min_stake[currency];
  return min === undefined ? null : minorUnits(min);
}

/** Points a unit of progress is worth per freebet: lootbox bets per box, else points per freebet. */
function pointsPerFreebet(parsed: CampaignConfig): number {
  return parsed.type === 'lootbox' ? parsed.config.bets_per_box : parsed.config.points_for_freebet;
}

/** The farming stats of the wire (`farming` of hunting, tournament and lootbox bonuses). */
export function farmingStatsOf(
  campaign: Pick<FarmingCampaignRow, 'type' | 'config'>,
  row: Pick<
    PlayerBonusRow,
    'currency' | 'betsCount' | 'stakeSum' | 'points' | 'availablePoints' | 'potentialPoints'
  > | null,
  currency: string,
): FarmingStats | null {
  const parsed = configOf(campaign);
  if (!parsed) return null;
  const freebet = farmedFreebet(parsed, row?.currency ?? currency);
  const bets = row?.betsCount ?? 0;
  return {
    avg_stake: averageStake(minorUnits(Number(row?.stakeSum ?? 0n)), bets),
    bets_count: bets,
    points: row?.points ?? 0,
    available_points: row?.availablePoints ?? 0,
    potential_points: row?.potentialPoints ?? 0,
    potential_freebet_amount: freebet
      ? potentialFreebetAmount(
          row?.availablePoints ?? 0,
          row?.potentialPoints ?? 0,
          pointsPerFreebet(parsed),
          minorUnits(Number(freebet.amount)),
        )
      : 0,
    initial_pool: parsed.type === 'tournament' ? parsed.config.initial_pool : null,
    currency: row?.currency ?? (parsed.type === 'tournament' ? parsed.config.currency : currency),
    points_for_freebet: pointsPerFreebet(parsed),
  };
}

const refused = (code: string, message: string) => new HttpError(409, { code, message });

/** The cache key of the live farming campaigns' list (one list, every farming type). */
const FARMING_CAMPAIGN_LIST = ['farming'] as const;

export class FarmingService {
  constructor(
    private readonly repository: FarmingRepository,
    private readonly freebets: Pick<FreebetRepository, 'find'>,
    private readonly clock: Clock,
    private readonly publisher: RealtimePublisher,
    /** Refuses a bonus to a player under a time-out or self-exclusion (decision 0023). */
    private readonly mayReceive: (playerId: number) => Promise<void>,
    private readonly logger: FarmingLogger,
    /**
     * The same check on a transaction's connection (settlement, a tournament's end): true when
     * the player may receive a bonus now.
     */
    private readonly mayReceiveOn: (connection: DbOrTx, playerId: number) => Promise<boolean>,
    private readonly conditions: EventConditionCheck = meetsEventConditions,
    /** Lifetime of the live farming campaigns' list (0: read on every placement). */
    liveCampaignCacheMs?: number,
  ) {
    this.liveCampaigns = new LiveCampaignCache(
      (_types, now) => this.repository.liveCampaigns(now),
      liveCampaignCacheMs,
    );
  }

  /**
   * The farming campaigns live now, read at most once a second: every placement asks (after its
   * commit), and only which campaigns a bet farms for is decided from it; the operator's changes
   * drop it at once (`campaignsChanged`), as placement's live-campaign list (decision 0034).
   */
  private readonly liveCampaigns: LiveCampaignCache<FarmingCampaignRow>;

  /** The operator changed a campaign: read the live ones again on the next placement. */
  campaignsChanged(): void {
    this.liveCampaigns.invalidate();
  }

  // ---- which campaigns a bet farms for ---------------------------------------------------------

  /**
   * Per bet, the campaigns it farms for now and what: a bet with a farming bonus chosen farms
   * for that campaign only, a bet with another bonus (a freebet, a comboboost) for none, and a
   * bet without a bonus for every farming campaign the player takes part in. A player under a
   * time-out or self-exclusion farms nothing.
   */
  private async plan(playerId: number, bets: readonly FarmingBetFacts[], now: Date) {
    const none = bets.map(
      () =>
        [] as {
          campaign: FarmingCampaignRow;
          parsed: CampaignConfig;
          points: number;
          poolShare: bigint;
        }[],
    );
    if (bets.every((bet) => bet.freebet)) return none;
    const campaigns = await this.liveCampaigns.get(FARMING_CAMPAIGN_LIST, now);
    if (campaigns.length === 0) return none;
    try {
      await this.mayReceive(playerId);
    } catch {
      return none;
    }
    const [records, facts, subunits] = await Promise.all([
      this.repository.playerBonuses(
        playerId,
        campaigns.map((c) => c.id),
      ),
      this.repository.matchFacts(bets.flatMap((bet) => bet.matchIds)),
      this.repository.subunits(),
    ]);
    const recordOf = new Map(records.map((r) => [r.campaignId, r]));
    const takesPart = (campaign: FarmingCampaignRow) => {
      const record = recordOf.get(campaign.id);
      if (record) {
        // Issued (operator, promo code) or activated: farming needs it active, or available
        // when the campaign asks for no activation.
        return (
          record.state === 'active' ||
          (record.state === 'available' && !campaign.requiresActivation)
        );
      }
      // Offered to every eligible player, without activation.
      return campaign.triggerKey === null && !campaign.requiresActivation;
    };
    return bets.map((bet, index) => {
      const plans = none[index] as (typeof none)[number];
      if (bet.freebet) return plans;
      const chosen = bet.bonus;
      if (chosen && !isFarmingBonusType(chosen.type)) return plans;
      const matches = bet.matchIds
        .map((id) => facts.get(id))
        .filter((m): m is MatchFacts => m !== undefined);
      for (const campaign of campaigns) {
        if (chosen && (String(campaign.id) !== chosen.id || campaign.type !== chosen.type))
          continue;
        if (!takesPart(campaign)) continue;
        const parsed = configOf(campaign);
        if (!parsed) continue;
        if (parsed.type === 'tournament' && parsed.config.currency !== bet.currency) continue;
        if (farmedFreebet(parsed, bet.currency) === null) continue;
        const minStake = parsed.config.min_stake[bet.currency];
        const refusal = farmingRefusal(
          {
            minOdds: parsed.config.min_odds,
            minStake: minStake === undefined ? null : minorUnits(minStake),
          },
          {
            odds: bet.odds,
            stake:
              bet.stakeNotTyped && minStake !== undefined
                ? minorUnits(minStake)
                : minorUnits(Number(bet.stake)),
            freebet: bet.freebet,
            meetsEventConditions:
              matches.length === bet.matchIds.length &&
              this.conditions(campaign.eventConditions, matches),
          },
        );
        if (refusal !== null) continue;
        const points =
          parsed.type === 'lootbox'
            ? 0
            : pointsForStake(
                minorUnits(Number(bet.stake)),
                subunits.get(bet.currency) ?? 100,
                parsed.config.points_per_unit,
              );
        const poolShare =
          parsed.type === 'tournament'
            ? BigInt(poolContribution(minorUnits(Number(bet.stake)), parsed.config.pool_share))
            : 0n;
        plans.push({ campaign, parsed, points, poolShare });
      }
      return plans;
    });
  }

  // ---- placement ---------------------------------------------------------------------------------

  private readonly recording = new Set<Promise<void>>();

  /**
   * Records the farming of bets just placed (their placement committed). Never throws: a failure
   * is logged and the bets farm nothing (the placement stands).
   */
  onPlaced(playerId: number, bets: readonly FarmingPlacedBet[]): Promise<void> {
    const work = this.record(playerId, bets);
    this.recording.add(work);
    void work.finally(() => this.recording.delete(work));
    return work;
  }

  /** Resolves when the farming of every placement so far is recorded (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.recording.size > 0) await Promise.all([...this.recording]);
  }

  private async record(playerId: number, bets: readonly FarmingPlacedBet[]): Promise<void> {
    try {
      const now = this.clock.now();
      const plans = await this.plan(playerId, bets, now);
      const parts: NewFarmingBet[] = bets.flatMap((bet, i) =>
        (plans[i] ?? []).map(({ campaign, points, poolShare }) => ({
          betId: bet.betId,
          campaignId: campaign.id,
          playerId,
          currency: bet.currency,
          stake: bet.stake,
          potentialPoints: points,
          eventIds: [...new Set(bet.matchIds)],
          chosen: bet.bonus ? ('bonus' as const) : ('auto' as const),
          poolShare,
          placedAt: now,
        })),
      );
      if (parts.length === 0) return;
      const parsedOf = new Map(plans.flat().map((p) => [p.campaign.id, p.parsed]));
      const pools = await this.repository.transaction(async (tx) => {
        // A partial cash-out may have come first: the part then farms for the stake left.
        const stakes = await tx.lockBetStakes([...new Set(parts.map((p) => p.betId))]);
        const written = await tx.insertFarmingBets(parts);
        const grown = new Map<number, bigint>();
        for (const part of written) {
          const parsed = parsedOf.get(part.campaignId);
          const left = farmingPartLeft(
            { stake: minorUnits(Number(part.stake)), potentialPoints: part.potentialPoints },
            minorUnits(Number(stakes.get(part.betId) ?? part.stake)),
            parsed ? minStakeOf(parsed, part.currency) : null,
          );
          await tx.ensurePlayerBonus(part.campaignId, playerId, part.currency, now);
          await tx.addPlaced(part.campaignId, playerId, part.stake, left.potentialPoints);
          if (!left.counts) await tx.settlePart(part.betId, part.campaignId, 'void', 0, now);
          if (part.poolShare > 0n) {
            const pool = await tx.growPool(part.campaignId, part.poolShare);
            if (pool !== null) grown.set(part.campaignId, pool);
          }
        }
        return grown;
      });
      for (const [campaignId, pool] of pools) {
        const currency = plans.flat().find((p) => p.campaign.id === campaignId)?.parsed;
        void this.publisher.broadcast(
          publicChannels(),
          realtimeEvent('tournament_pool_changed', {
            id: campaignId,
            currency: currency?.type === 'tournament' ? currency.config.currency : '',
            pool_amount: Number(pool),
          }),
        );
      }
    } catch (error) {
      this.logger.error({ err: error, playerId }, 'farming: placed bets not recorded');
    }
  }

  // ---- settlement --------------------------------------------------------------------------------

  readonly settlementHook: FarmingSettlementHook = {
    settled: async (connection, bet, voided, now) => {
      // In a savepoint: a farming fault rolls back farming only, never the bet's payout (the
      // bet's farming parts then stay open, and the fault is logged).
      try {
        return await connection.transaction(async (savepoint) =>
          this.settle(
            new FarmingRepository(savepoint),
            bet,
            voided ? 'void' : 'counted',
            now,
            await this.mayReceiveOn(savepoint, bet.playerId),
          ),
        );
      } catch (error) {
        this.logger.error({ err: error, betId: bet.id }, 'farming: settled bet not counted');
        return NOTHING_FARMED;
      }
    },
    cashedOut: async (connection, bet, stakeLeft, now) => {
      // In a savepoint, as settlement: a farming fault never refuses the cash-out.
      try {
        await connection.transaction(async (savepoint) => {
          const tx = new FarmingRepository(savepoint);
          if (stakeLeft <= 0n) {
            const mayReceive = await this.mayReceiveOn(savepoint, bet.playerId);
            await this.settle(tx, bet, 'cashed_out', now, mayReceive);
          } else {
            await this.followStake(tx, bet, stakeLeft, now);
          }
        });
      } catch (error) {
        this.logger.error({ err: error, betId: bet.id }, 'farming: cash-out not followed');
      }
    },
    boostedPaid: async (connection, freebetId, settled) => {
      const boost = await new FarmingRepository(connection).boostOf(freebetId);
      return boostedFreebetPayout(settled.paid, settled.gross, settled.totalStake, boost);
    },
    announce: ({ freebets: issued, pools }) => {
      for (const pool of pools) {
        void this.publisher.broadcast(
          publicChannels(),
          realtimeEvent('tournament_pool_changed', {
            id: pool.campaignId,
            currency: pool.currency,
            pool_amount: Number(pool.pool),
          }),
        );
      }
      for (const freebet of issued) {
        void this.publisher.publish(
          userChannel(freebet.playerId),
          realtimeEvent('bonus_issued', {
            id: freebet.freebetId,
            type: freebet.type,
            name: freebet.name,
            campaign_id: freebet.campaignId,
            campaign_type: freebet.campaignType,
          }),
        );
      }
    },
  };

  /**
   * A partial cash-out (under the bet's lock): each open part farms for the stake left, the
   * player's potential points drop by what the part no longer farms, and a part whose stake
   * left is below the campaign's minimum is settled as void at once. Computed from the part
   * as placed and the stakes before and after, so cash-outs in a row add up exactly.
   */
  private async followStake(
    tx: FarmingRepository,
    bet: FarmingBetRef,
    stakeLeft: bigint,
    now: Date,
  ): Promise<void> {
    const parts = await tx.openPartsOf(bet.id);
    if (parts.length === 0) return;
    const campaigns = new Map(
      (await tx.campaignsByIds(parts.map((p) => p.campaignId))).map((c) => [c.id, c]),
    );
    for (const part of parts) {
      const campaign = campaigns.get(part.campaignId);
      const parsed = campaign ? configOf(campaign as FarmingCampaignRow) : null;
      const placed = {
        stake: minorUnits(Number(part.stake)),
        potentialPoints: part.potentialPoints,
      };
      const min = parsed ? minStakeOf(parsed, part.currency) : null;
      const before = farmingPartLeft(placed, minorUnits(Number(bet.stake)), min);
      const after = farmingPartLeft(placed, minorUnits(Number(stakeLeft)), min);
      const record = await tx.lockPlayerBonus(part.campaignId, part.playerId);
      if (!after.counts) await tx.settlePart(part.betId, part.campaignId, 'void', 0, now);
      const dropped = before.potentialPoints - after.potentialPoints;
      if (record && dropped > 0) {
        await tx.updatePlayerBonus(record.id, {
          potentialPoints: Math.max(0, record.potentialPoints - dropped),
        });
      }
    }
  }

  private async settle(
    tx: FarmingRepository,
    bet: FarmingBetRef,
    /** Won or lost, voided entirely, or cashed out whole (farms nothing, keeps its pool share). */
    outcome: 'counted' | 'void' | 'cashed_out',
    now: Date,
    /** False under a time-out or self-exclusion: points still count, freebets wait. */
    mayReceive: boolean,
  ): Promise<FarmingSettled> {
    const voided = outcome !== 'counted';
    const parts = await tx.openPartsOf(bet.id);
    if (parts.length === 0) return NOTHING_FARMED;
    const campaigns = new Map(
      (await tx.campaignsByIds(parts.map((p) => p.campaignId))).map((c) => [c.id, c]),
    );
    const issued: IssuedFarmingFreebet[] = [];
    const pools: ChangedPool[] = [];
    for (const part of parts) {
      const campaign = campaigns.get(part.campaignId);
      const parsed = campaign ? configOf(campaign as FarmingCampaignRow) : null;
      const record = await tx.lockPlayerBonus(part.campaignId, part.playerId);
      if (!campaign || !parsed || !record) {
        await tx.settlePart(part.betId, part.campaignId, 'void', 0, now);
        continue;
      }
      // What the part farms with the stake the bet has left (partial cash-outs).
      const left = farmingPartLeft(
        { stake: minorUnits(Number(part.stake)), potentialPoints: part.potentialPoints },
        minorUnits(Number(bet.stake)),
        minStakeOf(parsed, part.currency),
      );
      const counted = !voided && left.counts;
      let points = settledPoints(left.potentialPoints, counted ? 'counted' : 'void');
      let farmedEventIds = record.farmedEventIds;
      if (parsed.type === 'lootbox' && counted) {
        // A lootbox farms one point per counted bet, one bet per event when so configured.
        const step = lootboxProgress(
          {
            betsPerBox: parsed.config.bets_per_box,
            farmOncePerEvent: parsed.config.farm_once_per_event,
          },
          { betsCount: record.points, farmedEventIds: record.farmedEventIds },
          part.eventIds,
        );
        points = step.counts ? 1 : 0;
        farmedEventIds = step.farmedEventIds;
      }
      if (
        !(await tx.settlePart(
          part.betId,
          part.campaignId,
          counted ? 'counted' : 'void',
          points,
          now,
        ))
      ) {
        continue;
      }
      const givenBack = poolShareGivenBack(
        minorUnits(Number(part.poolShare)),
        outcome,
        campaign.endedAt !== null,
      );
      const pool = await tx.shrinkPool(part.campaignId, BigInt(givenBack));
      if (pool !== null && parsed.type === 'tournament') {
        pools.push({ campaignId: part.campaignId, currency: parsed.config.currency, pool });
      }
      // Points turn into freebets only when there is a freebet to give and the player may
      // receive it; otherwise they stay available for later.
      const freebet = mayReceive ? farmedFreebet(parsed, part.currency) : null;
      const converted = freebet
        ? convertPoints(record.availablePoints + points, pointsPerFreebet(parsed))
        : { freebets: 0, remaining: record.availablePoints + points };
      const grows = counted && parsed.type !== 'lootbox';
      await tx.updatePlayerBonus(record.id, {
        points: record.points + points,
        availablePoints: converted.remaining,
        potentialPoints: Math.max(0, record.potentialPoints - left.potentialPoints),
        farmedAmount: grows ? record.farmedAmount + BigInt(left.stake) : record.farmedAmount,
        farmedAt: grows ? now : record.farmedAt,
        farmedFreebetsCount: record.farmedFreebetsCount + converted.freebets,
        farmedEventIds,
      });
      if (!freebet) continue;
      for (let n = 0; n < converted.freebets; n += 1) {
        const freebetId = await tx.issueFreebet({
          playerId: part.playerId,
          campaignId: part.campaignId,
          name: campaign.name,
          type: freebet.type,
          currency: part.currency,
          amount: freebet.amount,
          expiredAt: new Date(now.getTime() + freebet.validDays * DAY_MS),
          createdAt: now,
        });
        issued.push({
          playerId: part.playerId,
          freebetId,
          campaignId: part.campaignId,
          campaignType: parsed.type,
          type: freebet.type,
          name: campaign.name,
        });
      }
    }
    return { freebets: issued, pools };
  }

  // ---- tournament's end --------------------------------------------------------------------------

  /**
   * Pays a tournament's prizes once: its pool split among the leaderboard's top positions
   * (`prize_shares`), each prize a freebet of the tournament's freebet type in its currency.
   * The campaign row is locked, so concurrent calls pay once; a later call answers the prizes
   * paid. Marks the campaign ended (no more farming).
   */
  async finishTournament(campaignId: number) {
    const now = this.clock.now();
    const { prizes, issued } = await this.repository.transaction(async (tx) => {
      const campaign = await tx.campaign(campaignId, true);
      if (!campaign || campaign.type !== 'tournament')
        throw new NotFoundError('Tournament', campaignId);
      const paid = await tx.prizesOf(campaignId);
      if (paid.length > 0) return { prizes: paid, issued: [] as IssuedFarmingFreebet[] };
      const parsed = configOf(campaign);
      await tx.markEnded(campaignId, now);
      if (parsed?.type !== 'tournament') return { prizes: paid, issued: [] };
      const board = this.board(await tx.standings(campaignId));
      const amounts = splitPool(
        minorUnits(Number(campaign.poolAmount)),
        parsed.config.prize_shares,
        board.length,
      );
      const issued: IssuedFarmingFreebet[] = [];
      for (const [i, amount] of amounts.entries()) {
        const standing = board[i];
        if (!standing) continue;
        let freebetId: number | null = null;
        // A player under a time-out or self-exclusion gets no bonus: the prize is recorded, unpaid.
        if (amount > 0 && (await this.mayReceiveOn(tx.connection(), standing.player.playerId))) {
          freebetId = await tx.issueFreebet({
            playerId: standing.player.playerId,
            campaignId,
            name: campaign.name,
            type: parsed.config.freebet_type,
            currency: parsed.config.currency,
            amount: BigInt(amount),
            expiredAt: new Date(now.getTime() + parsed.config.freebet_valid_days * DAY_MS),
            createdAt: now,
          });
          issued.push({
            playerId: standing.player.playerId,
            freebetId,
            campaignId,
            campaignType: 'tournament',
            type: parsed.config.freebet_type,
            name: campaign.name,
          });
        }
        await tx.insertPrize({
          campaignId,
          position: standing.position,
          playerId: standing.player.playerId,
          currency: parsed.config.currency,
          amount: BigInt(amount),
          farmedAmount: BigInt(standing.farmedAmount),
          freebetId,
          paidAt: now,
        });
      }
      return { prizes: await tx.prizesOf(campaignId), issued };
    });
    this.settlementHook.announce({ freebets: issued, pools: [] });
    return prizes.map((p) => ({
      position: p.position,
      player_id: p.playerId,
      currency: p.currency,
      amount: Number(p.amount),
      freebet_id: p.freebetId === null ? null : String(p.freebetId),
    }));
  }

  // ---- leaderboard -------------------------------------------------------------------------------

  private board(rows: Awaited<ReturnType<FarmingRepository['standings']>>) {
    return rankStandings(
      rows.map((row) => ({
        player: row,
        farmedAmount: minorUnits(Number(row.farmedAmount)),
        reachedAt: row.farmedAt?.getTime() ?? 0,
        tieBreak: row.playerId,
      })),
    );
  }

  /** GET /bonuses/tournaments/{id}/rating. */
  async rating(campaignId: number, playerId: number | null, page: number, limit: number) {
    const campaign = await this.repository.campaign(campaignId);
    if (!campaign || campaign.type !== 'tournament')
      throw new NotFoundError('Tournament', campaignId);
    const parsed = configOf(campaign);
    const currency = parsed?.type === 'tournament' ? parsed.config.currency : '';
    const board = this.board(await this.repository.standings(campaignId));
    const toRow = (standing: (typeof board)[number]): LeaderboardRow => ({
      position: standing.position,
      current_user: standing.player.playerId === playerId,
      email: maskEmail(standing.player.email ?? ''),
      farmed_amount: Number(standing.farmedAmount),
      currency_code: currency,
      farmed_freebets_count: standing.player.farmedFreebetsCount,
    });
    const own = playerId === null ? undefined : board.find((s) => s.player.playerId === playerId);
    return {
      data: board
        .slice(pageOffset({ page, limit }), pageOffset({ page, limit }) + limit)
        .map(toRow),
      pagination: pagination(board.length, { page, limit }),
      current_user: own ? toRow(own) : null,
      pool_amount: Number(campaign.poolAmount),
      currency,
      finished: campaign.endedAt !== null,
    };
  }

  // ---- lootbox boost -----------------------------------------------------------------------------

  /** POST /bonuses/{id}/boost: spends a booster farmed from lootbox `id` on `freebetId`. */
  async boost(playerId: number, lootboxId: number, freebetId: number) {
    await this.mayReceive(playerId);
    const now = this.clock.now();
    const campaign = await this.repository.campaign(lootboxId);
    if (!campaign || campaign.type !== 'lootbox') throw new NotFoundError('Lootbox', lootboxId);
    const parsed = configOf(campaign);
    const multiplier = parsed?.type === 'lootbox' ? parsed.config.boost_multiplier : null;
    if (multiplier === null) {
      throw refused(FARMING_ERROR_CODES.notBoostable, 'This lootbox gives no boosts');
    }
    const booster = await this.repository.transaction(async (tx) => {
      const target = await tx.lockFreebet(playerId, freebetId);
      if (!target) throw new NotFoundError('Freebet', freebetId);
      if (target.boostMultiplier !== null) {
        throw refused(FARMING_ERROR_CODES.alreadyBoosted, 'This freebet is already boosted');
      }
      if (
        !target.isActive ||
        target.timesUsed >= target.usesCount ||
        (target.expiredAt !== null && target.expiredAt <= now)
      ) {
        throw refused(FARMING_ERROR_CODES.freebetNotBoostable, 'This freebet cannot be played now');
      }
      const spent = await tx.spendBooster(playerId, lootboxId, freebetId, now);
      if (spent === null) {
        throw refused(FARMING_ERROR_CODES.noBooster, 'No booster from this lootbox is left to use');
      }
      await tx.setBoost(freebetId, multiplier);
      const record = await tx.lockPlayerBonus(lootboxId, playerId);
      if (record) await tx.updatePlayerBonus(record.id, { timesUsed: record.timesUsed + 1 });
      return spent;
    });
    const [row] = await this.freebets.find(playerId, [freebetId]);
    if (!row) throw new NotFoundError('Freebet', freebetId);
    return {
      data: {
        ...toFreebetWire(row, now),
        boost_multiplier: multiplier,
        booster_freebet_id: String(booster),
      },
    };
  }

  // ---- the slip ----------------------------------------------------------------------------------

  /**
   * Per bet of a slip, in order, what it would farm in each kind (the first campaign of the kind
   * it farms for), for the applicable-bonus call.
   */
  async farmingOffers(
    playerId: number,
    bets: readonly FarmingBetFacts[],
    now: Date = this.clock.now(),
  ): Promise<FarmingOffers[]> {
    const plans = await this.plan(playerId, bets, now);
    return plans.map((list, i) => {
      const bet = bets[i] as FarmingBetFacts;
      const offer = <T extends FarmingType>(type: T): FarmingOffer<T> | null => {
        const plan = list.find((p) => p.campaign.type === type);
        if (!plan) return null;
        return {
          id: String(plan.campaign.id),
          name: plan.campaign.name,
          type,
          points: type === 'lootbox' ? 1 : plan.points,
          farmed_amount: type === 'tournament' ? Number(bet.stake) : 0,
          currency: bet.currency,
        };
      };
      return {
        hunting: offer('hunting'),
        tournament: offer('tournament'),
        lootbox: offer('lootbox'),
      };
    });
  }

  /**
   * The applicable-bonus call's `BonusOfferSource`: per bet of the slip, what it would farm. A
   * slip's bet has no bonus chosen yet and is not a freebet bet; a player the call found
   * restricted is offered nothing.
   */
  async offers(
    playerId: number,
    bets: readonly SlipBetFacts[],
    player: { mayReceiveBonus: boolean },
    now: Date,
  ): Promise<FarmingOffers[]> {
    if (!player.mayReceiveBonus) {
      return bets.map(() => ({ hunting: null, tournament: null, lootbox: null }));
    }
    return this.farmingOffers(
      playerId,
      bets.map((bet) => ({
        currency: bet.currency,
        stake: BigInt(bet.stake),
        odds: bet.odds,
        matchIds: bet.selections.map((s) => s.matchId),
        freebet: false,
        bonus: null,
        stakeNotTyped: bet.stake === 0,
      })),
      now,
    );
  }

  /**
   * The player's own fields of a lootbox's wire (for the bonus lists): the events farmed, the
   * bets that counted, and the freebets a booster could boost now (none without a booster left:
   * one of this lootbox's farmed freebets, unused, and another freebet to boost).
   */
  async lootboxFieldsOf(playerId: number, campaignId: number) {
    const now = this.clock.now();
    const campaign = await this.repository.campaign(campaignId);
    const parsed = campaign ? configOf(campaign) : null;
    if (!campaign || parsed?.type !== 'lootbox') return null;
    const [record] = await this.repository.playerBonuses(playerId, [campaign.id]);
    const [usedInBets, boosters, unboosted] = await Promise.all([
      this.repository.countedBets(playerId, campaign.id),
      parsed.config.boost_multiplier !== null
        ? this.repository.playableFreebetsOf(playerId, campaign.id, now)
        : Promise.resolve([]),
      this.repository.unboostedFreebets(playerId, now),
    ]);
    // A booster cannot boost itself: with one booster left, it is not a target.
    const targets = unboosted.filter((id) => boosters.some((booster) => booster !== id));
    return {
      farm_once_per_event: parsed.config.farm_once_per_event,
      farming_freebet_type: parsed.config.farming_freebet_type,
      show_in_promotion: parsed.config.show_in_promotion,
      farmed_event_ids: record?.farmedEventIds ?? [],
      used_in_bets: usedInBets,
      freebets_to_boost: targets.map(String),
    };
  }
}
