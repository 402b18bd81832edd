// Loyalty (decision 0030): comp points earned by settled cash stakes at the operator's rate,
// levels and status groups read from the data, the operator's level and rate changes, and the
// campaign a level unlocks, issued once per player after the settlement that reached it.
import {
  type CompPointsResponse,
  DB_INT_MAX,
  type OperatorLoyaltyLevel,
  type OperatorStatusGroup,
  type StatusGroupsResponse,
  type putOperatorLoyaltyLevelRequest,
  type putOperatorStatusGroupRequest,
} from '@sportsbook/contract';
import {
  compPointLevelOf,
  compPointLevelsReached,
  compPointStanding,
  compPointsForStake,
  earnsCompPoints,
} from '@sportsbook/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { HttpError, NotFoundError } from '../http/http-errors';
import type { Clock } from '../shared/clock';
import {
  type CompPointLevelRow,
  LoyaltyRepository,
  type StatusGroupRow,
} from './loyalty-repository';

type PutLevelBody = z.output<typeof putOperatorLoyaltyLevelRequest>;
type PutGroupBody = z.output<typeof putOperatorStatusGroupRequest>;

/** Issues a bonus campaign to a player (the campaigns' issuing, wired by the app). */
export type IssueCampaign = (playerId: number, campaignId: number) => Promise<void>;

/**
 * What a new database starts with (written once, then the operator's): the four levels the
 * site always had, the loyalty and player status groups, and one point per unit of fiat staked.
 */
export const LOYALTY_DEFAULTS = {
  levels: [
    { id: 'bronze', name: 'Bronze', min: 0, max: 999 },
    { id: 'silver', name: 'Silver', min: 1000, max: 4999 },
    { id: 'gold', name: 'Gold', min: 5000, max: 19_999 },
    { id: 'platinum', name: 'Platinum', min: 20_000, max: null },
  ],
  groups: [
    { id: 'loyalty', name: 'Loyalty', source: 'comp_point_level' as const },
    { id: 'player', name: 'Player', source: 'player_statuses' as const },
  ],
  rates: ['EUR', 'USD', 'GBP'].map((currency) => ({ currency, points: 1, perMinorUnits: 100 })),
};

export interface LoyaltyLogger {
  error(details: object, message: string): void;
}

/** A settled bet as loyalty sees it. */
export interface SettledBetForLoyalty {
  id: number;
  playerId: number;
  currency: string;
  /** The bet's result (a voided bet earns nothing). */
  result: string;
}

/** What settlement calls: in its transaction, then after the commit. */
export interface LoyaltySettlementHook {
  accrue(q: DbOrTx, bet: SettledBetForLoyalty, now: Date): Promise<void>;
  issueOwed(playerId: number): Promise<void>;
}

const levelWire = (row: CompPointLevelRow): OperatorLoyaltyLevel => ({
  id: row.id,
  name: row.name,
  min: row.min,
  max: row.max,
  unlock_campaign_id: row.unlockCampaignId,
});

const groupWire = (row: StatusGroupRow): OperatorStatusGroup => ({
  id: row.id,
  name: row.name,
  source: row.source,
  position: row.position,
});

export class LoyaltyService implements LoyaltySettlementHook {
  private seeded: Promise<unknown> | null = null;
  /** Set once the defaults are known to be committed. */
  private seededDone = false;

  constructor(
    private readonly repository: LoyaltyRepository,
    private readonly clock: Clock,
    /** Absent: unlocks stay owed (recorded) until an issuer is wired. */
    private readonly issueCampaign?: IssueCampaign,
    private readonly logger?: LoyaltyLogger,
    /** Throws while the player may get no bonus (a time-out or self-exclusion). */
    private readonly assertMayReceiveBonus?: (playerId: number) => Promise<void>,
  ) {}

  /** The defaults, written on first use of a new database (once; never over the operator's). */
  private ready(): Promise<unknown> {
    this.seeded ??= this.repository
      .seedDefaultsOnce(LOYALTY_DEFAULTS, this.clock.now())
      .then(() => {
        this.seededDone = true;
      })
      .catch((error: unknown) => {
        this.seeded = null;
        throw error;
      });
    return this.seeded;
  }

  async compPoints(playerId: number): Promise<CompPointsResponse> {
    await this.ready();
    const [points, levels] = await Promise.all([
      this.repository.pointsOf(playerId),
      this.repository.levels(),
    ]);
    return {
      points,
      levels: compPointStanding(points, levels).map((level) => ({
        id: level.id,
        name: level.name,
        status: level.status,
        writeable: level.writeable,
        min: level.min,
        max: level.max,
      })),
    };
  }

  async statusGroups(player: { id: number; statuses: string[] }): Promise<StatusGroupsResponse> {
    await this.ready();
    const [points, levels, groups] = await Promise.all([
      this.repository.pointsOf(player.id),
      this.repository.levels(),
      this.repository.groups(),
    ]);
    const level = compPointLevelOf(points, levels);
    return {
      status_groups: groups.map((group) => ({
        id: group.id,
        name: group.name,
        statuses: group.source === 'comp_point_level' ? (level ? [level.id] : []) : player.statuses,
      })),
    };
  }

  /**
   * In the settlement's transaction (`q`): the bet's points, once per bet, added to the
   * player's, and the unlocks of the levels this reached recorded as owed.
   */
  async accrue(q: DbOrTx, bet: SettledBetForLoyalty, now: Date): Promise<void> {
    if (!earnsCompPoints(bet.result)) return;
    const tx = new LoyaltyRepository(q);
    // On the settlement's own connection: waiting here for `ready()` on another connection
    // would wait for this very transaction on PGlite (one connection). Idempotent, so a
    // rolled-back settlement leaves nothing half-seeded.
    if (!this.seededDone && !(await tx.seedDefaultsOnce(LOYALTY_DEFAULTS, now))) {
      // Found seeded: committed by another transaction, so true whatever becomes of this one.
      this.seededDone = true;
    }
    const rate = await tx.rate(bet.currency);
    if (!rate) return;
    const points = Math.min(
      compPointsForStake(Number(await tx.cashStakeOf(bet.id)), rate),
      DB_INT_MAX,
    );
    if (points <= 0) return;
    const after = await tx.accrue({
      betId: bet.id,
      playerId: bet.playerId,
      points,
      createdAt: now,
    });
    if (after === null) return;
    const reached = compPointLevelsReached(after - points, after, await tx.levels());
    await tx.owe(
      reached.flatMap((level) => {
        const campaignId = (level as CompPointLevelRow).unlockCampaignId;
        return campaignId === null
          ? []
          : [{ playerId: bet.playerId, levelId: level.id, campaignId, createdAt: now }];
      }),
    );
  }

  /** After the settlement committed: issues what the player is owed. Never throws. */
  async issueOwed(playerId: number): Promise<void> {
    const issue = this.issueCampaign;
    if (!issue) return;
    try {
      const owed = await this.repository.owedUnlocks(playerId);
      if (owed.length === 0) return;
      try {
        await this.assertMayReceiveBonus?.(playerId);
      } catch {
        // Under a time-out or self-exclusion: no bonus now; the unlocks stay owed until it ends.
        return;
      }
      for (const unlock of owed) {
        if (!(await this.repository.markIssued(playerId, unlock.levelId, this.clock.now()))) {
          continue;
        }
        try {
          await issue(playerId, unlock.campaignId);
        } catch (error) {
          // Owed again: the player's next settlement tries once more.
          await this.repository.releaseIssued(playerId, unlock.levelId);
          throw error;
        }
      }
    } catch (error) {
      this.logger?.error({ err: error, playerId }, 'loyalty: level unlock not issued');
    }
  }

  // ---- the operator -----------------------------------------------------------------------

  async levels(): Promise<OperatorLoyaltyLevel[]> {
    await this.ready();
    return (await this.repository.levels()).map(levelWire);
  }

  async putLevel(id: string, body: PutLevelBody): Promise<OperatorLoyaltyLevel> {
    await this.ready();
    return this.repository.transaction(async (tx) => {
      if (body.unlock_campaign_id !== null && !(await tx.campaignExists(body.unlock_campaign_id))) {
        throw new NotFoundError('Campaign', body.unlock_campaign_id);
      }
      const top = body.max ?? Number.MAX_SAFE_INTEGER;
      const overlap = (await tx.levels()).find(
        (other) =>
          other.id !== id && other.min <= top && body.min <= (other.max ?? Number.MAX_SAFE_INTEGER),
      );
      if (overlap) {
        throw new HttpError(409, {
          code: 'loyalty_level_overlap',
          message: `The range overlaps level ${overlap.id} (${overlap.min}–${overlap.max ?? '∞'})`,
          field: 'min',
        });
      }
      const row = {
        id,
        name: body.name,
        min: body.min,
        max: body.max,
        unlockCampaignId: body.unlock_campaign_id,
      };
      await tx.putLevel(row, this.clock.now());
      return levelWire({ ...row, updatedAt: this.clock.now() });
    });
  }

  async deleteLevel(id: string): Promise<{ id: string }> {
    await this.ready();
    if (!(await this.repository.deleteLevel(id))) throw new NotFoundError('Loyalty level', id);
    return { id };
  }

  async groups(): Promise<OperatorStatusGroup[]> {
    await this.ready();
    return (await this.repository.groups()).map(groupWire);
  }

  async putGroup(id: string, body: PutGroupBody): Promise<OperatorStatusGroup> {
    // After the defaults: a group the operator creates first is never overwritten by them.
    await this.ready();
    return groupWire(
      await this.repository.putGroup({
        id,
        name: body.name,
        source: body.source,
        position: body.position,
      }),
    );
  }

  async deleteGroup(id: string): Promise<{ id: string }> {
    await this.ready();
    if (!(await this.repository.deleteGroup(id))) throw new NotFoundError('Status group', id);
    return { id };
  }

  async rates() {
    await this.ready();
    return (await this.repository.rates()).map((rate) => ({
      currency: rate.currency,
      points: rate.points,
      per_minor_units: rate.perMinorUnits,
    }));
  }

  async putRate(currency: string, body: { points: number; per_minor_units: number }) {
    await this.ready();
    await this.repository.putRate({
      currency,
      points: body.points,
      perMinorUnits: body.per_minor_units,
    });
    return { currency, points: body.points, per_minor_units: body.per_minor_units };
  }
}
