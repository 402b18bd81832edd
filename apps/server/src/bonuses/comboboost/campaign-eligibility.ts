// Whether a player may use a campaign bonus on a bet now (the slip's offers, placement, freebet
// progress): the campaign is `active` for them by the domain's one status rule
// (packages/domain/src/bonus/eligibility.ts, decision 0026), and if not, why, for the refusal's
// `details.reason`.
import { bonusStatus, ineligibility } from '@sportsbook/domain';
import { campaignFacts } from '../campaigns/campaign-status';
import type { CampaignRow, PlayerBonusRecord } from './bet-bonus-repository';

/** What eligibility knows of the player at this moment. */
export interface PlayerContext {
  /** E-mail confirmed or phone verified. */
  verified: boolean;
  /** ISO alpha-2 country of the request, null when unknown. */
  country: string | null;
  /** Not under a time-out or self-exclusion (restrictions allow `receive_bonus`). */
  mayReceiveBonus: boolean;
}

export type IneligibleReason =
  | 'restricted'
  | 'inactive'
  | 'not_started'
  | 'expired'
  | 'verification'
  | 'country'
  | 'not_issued'
  | 'not_activated'
  | 'deactivated'
  | 'bonus_over';

/** Why the player may not use the campaign now, or null when they may. */
export function campaignIneligibility(
  campaign: CampaignRow,
  record: PlayerBonusRecord | undefined,
  player: PlayerContext,
  now: Date,
): IneligibleReason | null {
  const facts = campaignFacts(campaign);
  const playerFacts = {
    verified: player.verified,
    country: player.country,
    restricted: !player.mayReceiveBonus,
  };
  const status = bonusStatus(facts, record ?? null, playerFacts, now);
  switch (status) {
    case 'active':
      return null;
    case 'available':
      return 'not_activated';
    case 'expired':
    case 'bonus_over':
      return status;
    case 'overridden':
    case 'deactivated':
      return campaign.status === 'inactive' ? 'inactive' : 'deactivated';
    default: {
      if (campaign.validFrom > now) return 'not_started';
      const why = ineligibility(facts, playerFacts);
      if (why === 'restricted') return 'restricted';
      if (why === 'not_verified') return 'verification';
      if (why === 'country') return 'country';
      return 'not_issued';
    }
  }
}
