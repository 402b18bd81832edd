// Freebet progress (spec section 3): a freebet campaign whose config has `progress` counts the
// player's qualifying bets as they are placed (in the placement's transaction) and issues the
// freebets each milestone earns (rows of `freebets` naming the campaign), announced as
// `bonus_issued` once the placement committed. GET /bonuses/freebets/progress shows the bars.
import {
  type FreebetProgressWire,
  freebetConfigSchema,
  realtimeEvent,
  userChannel,
} from '@sportsbook/contract';
import {
  type MatchPlacement,
  allMeetEventConditions,
  countsForProgress,
  freebetsForNextBet,
  progressState,
} from '@sportsbook/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { freebetProgress, freebets, playerAccounts } from '../../db/schema';
import type { FreebetType } from '../../db/schema';
import type { RealtimePublisher } from '../../realtime/publisher';
import type { Clock } from '../../shared/clock';
import { BetBonusRepository, type CampaignRow } from '../comboboost/bet-bonus-repository';
import { type PlayerContext, campaignIneligibility } from '../comboboost/campaign-eligibility';

// The amb variant (`freebet`) is insurance on a bet the player stakes, not a stake to earn: a
// progress campaign issues only-win, all-win or no-risk freebets.
const FREEBET_CAMPAIGN_TYPES = ['freebet_no_risk', 'freebet_all_win', 'freebet_only_win'] as const;

type ProgressCampaign = CampaignRow & {
  type: (typeof FREEBET_CAMPAIGN_TYPES)[number];
  parsed: ReturnType<typeof freebetConfigSchema.parse> & {
    progress: NonNullable<ReturnType<typeof freebetConfigSchema.parse>['progress']>;
  };
};

/** A placed bet as progress reads it. */
export interface ProgressBet {
  betId: number;
  currency: string;
  /** Total stake, minor units. */
  stake: bigint;
  /** Staked by a freebet: bonus money farms nothing. */
  freebet: boolean;
  matches: readonly MatchPlacement[];
}

/** A freebet issued by progress, to announce once its placement committed. */
export interface IssuedProgressFreebet {
  playerId: number;
  freebetId: number;
  type: FreebetType;
  name: string;
}

function progressCampaigns(rows: readonly CampaignRow[]): ProgressCampaign[] {
  return rows.flatMap((row) => {
    const parsed = freebetConfigSchema.safeParse(row.config);
    if (!parsed.success || parsed.data.progress === null) return [];
    return [{ ...row, parsed: parsed.data } as ProgressCampaign];
  });
}

export class FreebetProgressService {
  constructor(
    private readonly db: DbOrTx,
    private readonly clock: Clock,
    private readonly publisher: RealtimePublisher,
  ) {}

  /** The player's progress in every running freebet campaign with progress ranges. */
  async progress(playerId: number): Promise<{ data: FreebetProgressWire[] }> {
    const now = this.clock.now();
    const bonuses = new BetBonusRepository(this.db);
    const campaigns = progressCampaigns(await bonuses.liveCampaigns(FREEBET_CAMPAIGN_TYPES, now));
    if (campaigns.length === 0) return { data: [] };
    const [counts, [account]] = await Promise.all([
      this.db
        .select({ campaignId: freebetProgress.campaignId, betsCount: freebetProgress.betsCount })
        .from(freebetProgress)
        .where(
          and(
            eq(freebetProgress.playerId, playerId),
            inArray(
              freebetProgress.campaignId,
              campaigns.map((c) => c.id),
            ),
          ),
        ),
      this.db
        .select({ currency: playerAccounts.currency })
        .from(playerAccounts)
        .where(and(eq(playerAccounts.playerId, playerId), eq(playerAccounts.active, true))),
    ]);
    const countOf = new Map(counts.map((row) => [row.campaignId, row.betsCount]));
    return {
      data: campaigns.map((campaign) => {
        const { progress, amounts } = campaign.parsed;
        const currency =
          account && progress.min_stake[account.currency] !== undefined
            ? account.currency
            : (Object.keys(progress.min_stake)[0] ?? '');
        const state = progressState(progress.ranges, countOf.get(campaign.id) ?? 0);
        return {
          id: String(campaign.id),
          name: campaign.name,
          type: campaign.type,
          progress_count: state.progressCount,
          possible_progress_count: state.possibleProgressCount,
          stake_currency: currency,
          min_stake: progress.min_stake[currency] ?? 0,
          issue_to: campaign.validTo?.toISOString() ?? null,
          ranges: progress.ranges
            .toSorted((a, b) => a.number_of_bets - b.number_of_bets)
            .map((range) => ({
              ...range,
              issued_bonus_amount: range.number_of_freebets * (amounts[currency] ?? 0),
            })),
        };
      }),
    };
  }

  /**
   * Counts the placement's qualifying bets in its transaction `tx` (every read on `tx`: on
   * PGlite another connection's query would wait for this transaction) and issues the freebets the
   * milestones reached earn. The count is one upsert per bet and campaign: on PostgreSQL it
   * takes the progress row's lock, so concurrent placements each see their own count and a
   * milestone is reached, and paid, once.
   */
  async countPlaced(
    tx: DbOrTx,
    playerId: number,
    placed: readonly ProgressBet[],
    player: PlayerContext,
    now: Date,
  ): Promise<IssuedProgressFreebet[]> {
    const counting = placed.filter((bet) => !bet.freebet);
    if (counting.length === 0 || !player.mayReceiveBonus) return [];
    const bonuses = new BetBonusRepository(tx);
    const campaigns = progressCampaigns(await bonuses.liveCampaigns(FREEBET_CAMPAIGN_TYPES, now));
    if (campaigns.length === 0) return [];
    const records = new Map(
      (
        await bonuses.records(
          playerId,
          campaigns.map((c) => c.id),
        )
      ).map((r) => [r.campaignId, r]),
    );
    const issued: IssuedProgressFreebet[] = [];
    for (const campaign of campaigns) {
      if (campaignIneligibility(campaign, records.get(campaign.id), player, now) !== null) continue;
      const { progress, amounts } = campaign.parsed;
      for (const bet of counting) {
        const amount = amounts[bet.currency];
        if (amount === undefined) continue;
        if (!countsForProgress(progress.min_stake, bet.currency, Number(bet.stake))) continue;
        if (!allMeetEventConditions(campaign.eventConditions, bet.matches)) continue;
        const [row] = await tx
          .insert(freebetProgress)
          .values({ campaignId: campaign.id, playerId, betsCount: 1, updatedAt: now })
          .onConflictDoUpdate({
            target: [freebetProgress.campaignId, freebetProgress.playerId],
            set: { betsCount: sql`${freebetProgress.betsCount} + 1`, updatedAt: now },
          })
          .returning({ betsCount: freebetProgress.betsCount });
        const earned = freebetsForNextBet(progress.ranges, (row?.betsCount ?? 1) - 1);
        if (earned === 0) continue;
        const rows = await tx
          .insert(freebets)
          .values(
            Array.from({ length: earned }, () => ({
              playerId,
              type: campaign.type,
              currency: bet.currency,
              amount: BigInt(amount),
              minOdds: campaign.parsed.min_odds?.toFixed(3) ?? null,
              maxOdds: campaign.parsed.max_odds?.toFixed(3) ?? null,
              selectionCountFrom: campaign.parsed.selection_count_from,
              selectionCountTo: campaign.parsed.selection_count_to,
              matchStatus: campaign.parsed.match_status,
              usesCount: campaign.parsed.freebet_uses_count,
              source: `progress:${campaign.id}`,
              campaignId: campaign.id,
              name: campaign.name,
              expiredAt:
                campaign.parsed.valid_days === null
                  ? null
                  : new Date(now.getTime() + campaign.parsed.valid_days * 86_400_000),
              createdAt: now,
            })),
          )
          .returning({ id: freebets.id });
        await tx
          .update(freebetProgress)
          .set({ freebetsIssued: sql`${freebetProgress.freebetsIssued} + ${earned}` })
          .where(
            and(
              eq(freebetProgress.campaignId, campaign.id),
              eq(freebetProgress.playerId, playerId),
            ),
          );
        for (const { id } of rows) {
          issued.push({ playerId, freebetId: id, type: campaign.type, name: campaign.name });
        }
      }
    }
    return issued;
  }

  /** `bonus_issued` on the player's channel for each freebet; call after the commit. */
  async announce(issued: readonly IssuedProgressFreebet[]): Promise<void> {
    try {
      for (const freebet of issued) {
        await this.publisher.publish(
          userChannel(freebet.playerId),
          realtimeEvent('bonus_issued', {
            id: freebet.freebetId,
            type: freebet.type,
            name: freebet.name,
          }),
        );
      }
    } catch {
      // Realtime is best effort: the bonus lists show the freebet on the next fetch.
    }
  }
}
