// Who may take part in a bonus campaign, and the bonus status a player sees (spec sections 3, 4
// and 8; decision 0026). The server's lists, activation and promo codes read these rules, so a
// status means the same wherever it shows.

/** Bonus statuses of spec section 4. */
export type CampaignBonusStatus =
  | 'available'
  | 'active'
  | 'not_available'
  | 'deactivated'
  | 'bonus_over'
  | 'expired'
  | 'overridden'
  | 'unknown';

/** The user bonus status of spec section 3: is the bonus for this player now. */
export type UserBonusStatus = 'available' | 'active' | 'not_available';

/**
 * What makes a campaign a player's: `null` offers it to every eligible player; `promo_code` only
 * to those who claimed one of its codes; `operator` only to those the operator issued it to.
 */
export type CampaignTrigger = 'promo_code' | 'operator' | null;

/** A campaign as the rules read it. */
export interface CampaignFacts {
  /** The operator's switch. */
  status: 'active' | 'inactive';
  validFrom: Date;
  validTo: Date | null;
  endedAt: Date | null;
  onlyVerified: boolean;
  /** Alpha-2 codes; empty: every country. */
  countryCodes: readonly string[];
  trigger: CampaignTrigger;
  /** Uses per player; null: no limit. */
  usesCount: number | null;
  requiresActivation: boolean;
}

/** Stored states of a player's record of a campaign. */
export type PlayerBonusState = 'available' | 'active' | 'deactivated' | 'bonus_over' | 'overridden';

export interface PlayerBonusFacts {
  state: PlayerBonusState;
  timesUsed: number;
  /** The record's own end (a bonus issued for a while); null: the campaign's. */
  expiredAt: Date | null;
}

/** The player as eligibility reads them; null facts: a visitor. */
export interface PlayerFacts {
  /** A confirmed e-mail or a verified phone. */
  verified: boolean;
  /** The request's country (geo), null when unknown. */
  country: string | null;
  /** Under a time-out or self-exclusion: no offers and no bonus (decision 0023). */
  restricted: boolean;
}

/** Why a player may not take part; null: they may. */
export type IneligibleReason = 'restricted' | 'not_verified' | 'country' | null;

/**
 * Whether the player qualifies for the campaign, whatever its dates: a restricted player never
 * does; `only_verified` needs a confirmed e-mail or verified phone; with country codes, the
 * request must come from one of them (an unknown country does not qualify: the operator limited
 * the offer for a reason, e.g. a licence).
 */
export function ineligibility(campaign: CampaignFacts, player: PlayerFacts): IneligibleReason {
  if (player.restricted) return 'restricted';
  if (campaign.onlyVerified && !player.verified) return 'not_verified';
  if (
    campaign.countryCodes.length > 0 &&
    (player.country === null || !campaign.countryCodes.includes(player.country))
  ) {
    return 'country';
  }
  return null;
}

/** Whether the campaign runs now: switched on, started, not past its end, not ended. */
export function campaignStatus(campaign: CampaignFacts, now: Date): CampaignBonusStatus {
  if (campaign.status === 'inactive') return 'deactivated';
  if (campaign.endedAt !== null && campaign.endedAt <= now) return 'expired';
  if (campaign.validTo !== null && campaign.validTo <= now) return 'expired';
  if (campaign.validFrom > now) return 'not_available';
  return 'available';
}

/**
 * The status a player sees, in this order: the operator's switch (`deactivated`), the
 * campaign's end or the record's (`expired`), a campaign not begun (`not_available`), the
 * record's own end states (`deactivated`, `overridden`, `bonus_over`, every use spent), the
 * player's eligibility (`not_available`), then the record (`active` or `available`). Without a
 * record an open campaign is `available` when it needs activation and `active` when it applies
 * by itself; a promo-code or operator campaign is `not_available` until it is issued.
 *
 * Example: a comboboost with `uses_count` 2 the player used twice is `bonus_over`, even if the
 * player has since moved to a country it is not offered in.
 */
export function bonusStatus(
  campaign: CampaignFacts,
  record: PlayerBonusFacts | null,
  player: PlayerFacts,
  now: Date,
): CampaignBonusStatus {
  const running = campaignStatus(campaign, now);
  if (running !== 'available') return running;
  if (record !== null) {
    if (record.expiredAt !== null && record.expiredAt <= now) return 'expired';
    if (record.state === 'deactivated' || record.state === 'overridden') return record.state;
    if (record.state === 'bonus_over') return 'bonus_over';
    if (campaign.usesCount !== null && record.timesUsed >= campaign.usesCount) return 'bonus_over';
  }
  if (ineligibility(campaign, player) !== null) return 'not_available';
  if (record !== null) return record.state === 'active' ? 'active' : 'available';
  if (campaign.trigger !== null) return 'not_available';
  return campaign.requiresActivation ? 'available' : 'active';
}

/** The user bonus status of a bonus status: active and available stay, the rest is not for them. */
export function userBonusStatus(status: CampaignBonusStatus): UserBonusStatus {
  return status === 'active' || status === 'available' ? status : 'not_available';
}

/**
 * Whether the player may activate the bonus now: it is `available` to them (an active one is
 * refused as already active; anything else as not available).
 */
export function activationRefusal(
  status: CampaignBonusStatus,
): 'already_active' | 'not_available' | null {
  if (status === 'available') return null;
  return status === 'active' ? 'already_active' : 'not_available';
}

/**
 * What a visitor sees on the promotions page: the campaign's running status only (no record,
 * no eligibility), so a promo-code campaign shows as `available` to invite the code.
 */
export function promotionStatus(campaign: CampaignFacts, now: Date): CampaignBonusStatus {
  return campaignStatus(campaign, now);
}
