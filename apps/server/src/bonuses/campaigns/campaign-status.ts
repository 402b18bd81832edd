// A campaign row as the domain's eligibility rules read it.
import { type CampaignBonusStatus, type CampaignFacts, campaignStatus } from '@sportsbook/domain';
import type { CampaignRow } from './campaign-repository';

export function campaignFacts(row: CampaignRow): CampaignFacts {
  return {
    status: row.status,
    validFrom: row.validFrom,
    validTo: row.validTo,
    endedAt: row.endedAt,
    onlyVerified: row.onlyVerified,
    countryCodes: row.countryCodes,
    trigger:
      row.triggerKey === 'promo_code' || row.triggerKey === 'operator' ? row.triggerKey : null,
    usesCount: row.usesCount,
    requiresActivation: row.requiresActivation,
  };
}

/** Whether the campaign runs now (`available`), else why not. */
export function campaignStatusNow(row: CampaignRow, now: Date): CampaignBonusStatus {
  return campaignStatus(campaignFacts(row), now);
}
