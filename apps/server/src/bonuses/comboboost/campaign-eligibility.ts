// Whether a player may use a campaign bonus now, from the campaign row and the player's record
// of it: the checks a comboboost (and the other kinds a bet takes part in) needs before the slip
// offers it and before placement accepts it. Kept here until the campaigns' shared eligibility
// rule (packages/domain/src/bonus/eligibility.ts) lands; then this delegates to it.
import type { CampaignRow, PlayerBonusRecord } from './bet-bonus-repository';

/** What eligibility knows of the player at this moment. */
export interface PlayerContext {
  /** E-mail confirmed. */
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
  if (!player.mayReceiveBonus) return 'restricted';
  if (campaign.status !== 'active') return 'inactive';
  if (campaign.validFrom > now) return 'not_started';
  if (campaign.endedAt !== null || (campaign.validTo !== null && campaign.validTo <= now)) {
    return 'expired';
  }
  if (record?.expiredAt && record.expiredAt <= now) return 'expired';
  if (campaign.onlyVerified && !player.verified) return 'verification';
  if (
    campaign.countryCodes.length > 0 &&
    (player.country === null || !campaign.countryCodes.includes(player.country))
  ) {
    return 'country';
  }
  // A campaign with a trigger (a promo code, the operator) is the player's only once issued.
  if (campaign.triggerKey !== null && record === undefined) return 'not_issued';
  if (record && (record.state === 'deactivated' || record.state === 'overridden')) {
    return 'deactivated';
  }
  if (record?.state === 'bonus_over') return 'bonus_over';
  if (campaign.requiresActivation && record?.state !== 'active') return 'not_activated';
  if (campaign.usesCount !== null && (record?.timesUsed ?? 0) >= campaign.usesCount) {
    return 'bonus_over';
  }
  return null;
}
