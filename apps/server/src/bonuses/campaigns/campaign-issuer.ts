// Issuing a campaign to one player inside the caller's transaction: the one place the operator
// API, segments and promo codes give a bonus. Every issue writes the player's record of the
// campaign (unique per campaign and player, so a campaign is a player's once); a freebet
// campaign also writes the freebet itself, unless it is a freebet progress campaign, whose
// freebets the player earns by betting.
import { freebetConfigSchema } from '@sportsbook/contract';
import type { FreebetRepository } from '../freebet-repository';
import type { CampaignRepository, CampaignRow } from './campaign-repository';
import { isFreebetCampaign } from './campaign-wire';

const DAY_MS = 24 * 3600 * 1000;

export type IssueOutcome =
  | { kind: 'issued'; freebetId: number | null }
  | { kind: 'already_issued' }
  /** A freebet campaign with no amount in the player's currency. */
  | { kind: 'no_currency' };

export async function issueCampaign(
  campaigns: CampaignRepository,
  freebets: FreebetRepository,
  campaign: CampaignRow,
  playerId: number,
  currency: string | null,
  source: string,
  now: Date,
): Promise<IssueOutcome> {
  if (isFreebetCampaign(campaign)) {
    const config = freebetConfigSchema.parse(campaign.config);
    const amount = currency === null ? undefined : config.amounts[currency];
    if (currency === null || amount === undefined) return { kind: 'no_currency' };
    const recorded = await campaigns.insertRecord({
      campaignId: campaign.id,
      playerId,
      state: 'active',
      source,
      currency,
      now,
    });
    if (!recorded) return { kind: 'already_issued' };
    if (config.progress !== null) return { kind: 'issued', freebetId: null };
    const freebet = await freebets.issue({
      playerId,
      type: campaign.type,
      campaignId: campaign.id,
      name: campaign.name,
      currency,
      amount: BigInt(amount),
      minOdds: config.min_odds === null ? null : config.min_odds.toFixed(3),
      maxOdds: config.max_odds === null ? null : config.max_odds.toFixed(3),
      selectionCountFrom: config.selection_count_from,
      selectionCountTo: config.selection_count_to,
      matchStatus: config.match_status,
      usesCount: config.freebet_uses_count,
      source,
      expiredAt:
        config.valid_days === null
          ? campaign.validTo
          : new Date(now.getTime() + config.valid_days * DAY_MS),
      createdAt: now,
    });
    return { kind: 'issued', freebetId: freebet.id };
  }
  const recorded = await campaigns.insertRecord({
    campaignId: campaign.id,
    playerId,
    state: 'active',
    source,
    currency,
    now,
  });
  return recorded ? { kind: 'issued', freebetId: null } : { kind: 'already_issued' };
}
