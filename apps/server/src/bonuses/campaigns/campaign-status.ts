// A campaign row as the domain's eligibility rules read it.
import { type CampaignBonusStatus, type CampaignFacts, campaignStatus } from '@sportsbook/domain';
import type { CampaignRow } from './campaign-repository';

/** The campaign fields the eligibility rules read (any repository's campaign row has them). */
export type CampaignFactsRow = Pick<
  CampaignRow,
  | 'status'
  | 'validFrom'
  | 'validTo'
  | 'endedAt'
  | 'onlyVerified'
  | 'countryCodes'
  | 'triggerKey'
  | 'usesCount'
  | 'requiresActivation'
>;

export function campaignFacts(row: CampaignFactsRow): CampaignFacts {
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
