// Placement's bonus step: a bet sent with a campaign bonus (`bonus: {type: 'comboboost' |
// 'hunting' | 'tournament' | 'lootbox', id, odds}`) is checked against the campaign now (the
// same rule the slip's applicable-bonus call offers by), a comboboost's odds must be its bonus
// odds now; in the placement's transaction each such bet counts a use on the player's record
// (uses_count held under the record's row lock) and is recorded in `bet_bonuses`, and freebet
// progress counts the placement's qualifying bets. Placement calls this through `PlacementBonusHook`.
import { BET_ERROR_CODE } from '@sportsbook/contract';
import { type DecimalOdds, comboboostOdds, oddsToNumber, sameBonusOdds } from '@sportsbook/domain';
import type { BettingRepository } from '../../betting/betting-repository';
import { BetRefusal } from '../../betting/betting-errors';
import type { PricedBet } from '../../betting/validate-bets';
import type { DbOrTx } from '../../db/client';
import { BET_CAMPAIGN_BONUS_TYPES, type BetCampaignBonusType } from '../../db/schema';
import type { Clock } from '../../shared/clock';
import type {
  FreebetProgressService,
  IssuedProgressFreebet,
} from '../freebet-progress/freebet-progress-service';
import { LiveCampaignCache } from '../campaigns/live-campaign-cache';
import { BetBonusRepository, type CampaignRow } from './bet-bonus-repository';
import { campaignIneligibility, type PlayerContext } from './campaign-eligibility';
import { type BetFacts, comboboostRefusal, comboboostRuleOf } from './comboboost-offers';
import { matchPlacementOf } from '../match-placements';

/** A bet's campaign bonus, checked, to be recorded with the bet. */
export interface PlannedBetBonus {
  requestIndex: number;
  type: BetCampaignBonusType;
  campaignId: number;
  bonusOdds: DecimalOdds | null;
  usesCount: number | null;
}

/** What the placement's transaction writes for bonuses; null when nothing. */
export interface BonusPlan {
  bonuses: PlannedBetBonus[];
  /** Freebet progress campaigns are running: count the placement's bets. */
  progress: boolean;
  player: PlayerContext;
  /** Freebets progress issued in the transaction, to announce after the commit. */
  issued: IssuedProgressFreebet[];
}

/** A placed bet as the bonus step sees it after the insert. */
export interface InsertedBet {
  requestIndex: number;
  id: number;
  currency: string;
  totalStake: bigint;
}

/** What placement calls (place-bets.ts): the check in validation, the writes in the batch. */
export interface PlacementBonusHook {
  check(
    player: { id: number; country: string | null },
    priced: PricedBet[],
  ): Promise<{ priced: PricedBet[]; plan: BonusPlan | null }>;
  afterInsert(
    tx: BettingRepository,
    playerId: number,
    plan: BonusPlan,
    priced: readonly PricedBet[],
    inserted: readonly InsertedBet[],
  ): Promise<void>;
  announce(plan: BonusPlan): Promise<void>;
}

const isCampaignBonus = (type: string): type is BetCampaignBonusType =>
  (BET_CAMPAIGN_BONUS_TYPES as readonly string[]).includes(type);

const refuse = (index: number, reason: string, bonusOdds?: DecimalOdds | null) =>
  new BetRefusal(BET_ERROR_CODE.bonusNotUsable, {
    details: {
      reason,
      ...(bonusOdds !== undefined && {
        bonus_odds: bonusOdds === null ? null : oddsToNumber(bonusOdds),
      }),
    },
    faults: [{ bet: index }],
  });

/** The bet as the bonus rules read it, at the prices it is placed at. */
function factsOfPriced(
  bet: PricedBet,
  placements: Awaited<ReturnType<BetBonusRepository['matchPlacements']>>,
): BetFacts {
  return {
    index: bet.shaped.index,
    betType: bet.shaped.type,
    currency: bet.account.currency,
    stake: Number(bet.ticket.stake),
    odds: 0,
    selections: bet.lines.map((line, i) => ({
      odds: bet.odds[i] as DecimalOdds,
      matchId: line.matchId,
      matchStatus: line.matchStatus,
      match: matchPlacementOf(line.matchId, placements.get(line.matchId)),
    })),
  };
}

export class PlacementBonuses implements PlacementBonusHook {
  private readonly repository: BetBonusRepository;
  /** Live campaigns, read at most once a second (every placement asks; decision 0034). */
  readonly liveCampaigns: LiveCampaignCache<CampaignRow>;

  constructor(
    db: DbOrTx,
    private readonly clock: Clock,
    private readonly progress: FreebetProgressService,
    private readonly mayReceive: (playerId: number) => Promise<boolean>,
    /** Lifetime of the live-campaign list (0: read on every placement). */
    liveCampaignCacheMs?: number,
  ) {
    this.repository = new BetBonusRepository(db);
    this.liveCampaigns = new LiveCampaignCache(
      (types, now) => this.repository.liveCampaigns(types as CampaignRow['type'][], now),
      liveCampaignCacheMs,
    );
  }

  async check(
    player: { id: number; country: string | null },
    priced: PricedBet[],
  ): Promise<{ priced: PricedBet[]; plan: BonusPlan | null }> {
    const now = this.clock.now();
    const named = priced.flatMap((bet) => {
      const bonus = bet.shaped.body.bonus;
      return bonus && isCampaignBonus(bonus.type) ? [{ bet, bonus, type: bonus.type }] : [];
    });
    const progressCampaigns = await this.liveCampaigns.get(
      ['freebet_no_risk', 'freebet_all_win', 'freebet_only_win'],
      now,
    );
    const progress = progressCampaigns.some(
      (c) => (c.config as { progress?: unknown }).progress != null,
    );
    // Most placements name no bonus while no progress campaign runs: nothing more to read.
    if (named.length === 0 && !progress) return { priced, plan: null };
    const [verified, mayReceive] = await Promise.all([
      this.repository.isVerified(player.id),
      this.mayReceive(player.id),
    ]);
    const context: PlayerContext = {
      verified,
      country: player.country,
      mayReceiveBonus: mayReceive,
    };
    if (named.length === 0) {
      return { priced, plan: { bonuses: [], progress, player: context, issued: [] } };
    }
    const ids = named.map(({ bonus, bet }) => {
      if (!/^\d{1,9}$/.test(bonus.id)) throw refuse(bet.shaped.index, 'not_found');
      // One bonus per bet: a campaign bonus does not combine with a freebet stake.
      if (bet.shaped.freebetId !== null) throw refuse(bet.shaped.index, 'freebet');
      return Number(bonus.id);
    });
    const [campaigns, records, placements] = await Promise.all([
      this.repository.campaigns(ids),
      this.repository.records(player.id, ids),
      this.repository.matchPlacements(priced.flatMap((bet) => bet.lines.map((l) => l.matchId))),
    ]);
    const byId = new Map(campaigns.map((c) => [c.id, c]));
    const recordOf = new Map(records.map((r) => [r.campaignId, r]));
    const bonuses: PlannedBetBonus[] = [];
    const checked = new Map<number, PricedBet>();
    named.forEach(({ bet, bonus, type }, i) => {
      const id = ids[i] as number;
      const campaign = byId.get(id);
      const record = recordOf.get(id);
      const index = bet.shaped.index;
      if (type === 'comboboost') {
        const facts = factsOfPriced(bet, placements);
        const reason = comboboostRefusal(campaign, record, context, facts, now);
        const current =
          campaign?.type === 'comboboost'
            ? comboboostOdds(comboboostRuleOf(campaign), facts)
            : null;
        if (reason !== null) throw refuse(index, reason, current);
        if (current === null || bonus.odds === null || !sameBonusOdds(bonus.odds, current)) {
          throw refuse(index, 'bonus_odds', current);
        }
        bonuses.push(this.planned(index, type, campaign as CampaignRow, current));
        checked.set(index, {
          ...bet,
          ticket: {
            ...bet.ticket,
            bonus: { id: bonus.id, type, odds: current },
            bonusOdds: current,
          },
        });
        return;
      }
      if (!campaign || campaign.type !== type) throw refuse(index, 'not_found');
      const ineligible = campaignIneligibility(campaign, record, context, now);
      if (ineligible !== null) throw refuse(index, ineligible);
      bonuses.push(this.planned(index, type, campaign, null));
      checked.set(index, {
        ...bet,
        ticket: { ...bet.ticket, bonus: { id: bonus.id, type, odds: null } },
      });
    });
    return {
      priced: priced.map((bet) => checked.get(bet.shaped.index) ?? bet),
      plan: { bonuses, progress, player: context, issued: [] },
    };
  }

  private planned(
    requestIndex: number,
    type: BetCampaignBonusType,
    campaign: CampaignRow,
    bonusOdds: DecimalOdds | null,
  ): PlannedBetBonus {
    return {
      requestIndex,
      type,
      campaignId: campaign.id,
      bonusOdds,
      usesCount: campaign.usesCount,
    };
  }

  /**
   * In the placement's transaction: each planned bonus counts a use and is recorded with its
   * bet (no use left: the placement is refused, 112 `bonus_over`, and rolls back); then freebet
   * progress counts the placement's bets.
   */
  async afterInsert(
    tx: BettingRepository,
    playerId: number,
    plan: BonusPlan,
    priced: readonly PricedBet[],
    inserted: readonly InsertedBet[],
  ): Promise<void> {
    const now = this.clock.now();
    const repository = new BetBonusRepository(tx.connection());
    for (const bonus of plan.bonuses) {
      const bet = inserted.find((b) => b.requestIndex === bonus.requestIndex);
      if (!bet) continue;
      const used = await repository.use(
        {
          betId: bet.id,
          playerId,
          type: bonus.type,
          campaignId: bonus.campaignId,
          bonusOdds: bonus.bonusOdds === null ? null : oddsToNumber(bonus.bonusOdds).toFixed(3),
          usesCount: bonus.usesCount,
        },
        now,
      );
      if (!used) throw refuse(bonus.requestIndex, 'bonus_over');
    }
    // A batch written again after a failure runs this again: keep only this run's freebets.
    plan.issued = [];
    if (!plan.progress) return;
    const placements = await repository.matchPlacements(
      priced.flatMap((bet) => bet.lines.map((line) => line.matchId)),
    );
    plan.issued = await this.progress.countPlaced(
      tx.connection(),
      playerId,
      inserted.map((bet) => {
        const source = priced.find((p) => p.shaped.index === bet.requestIndex);
        return {
          betId: bet.id,
          currency: bet.currency,
          stake: bet.totalStake,
          freebet: Boolean(source?.freebet),
          matches: (source?.lines ?? []).map((line) =>
            matchPlacementOf(line.matchId, placements.get(line.matchId)),
          ),
        };
      }),
      plan.player,
      now,
    );
  }

  announce(plan: BonusPlan): Promise<void> {
    return this.progress.announce(plan.issued);
  }
}
