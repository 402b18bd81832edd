// Farming campaigns for tests, written straight to `bonus_campaigns` (the operator API that
// creates them is the campaigns work; its fixtures replace this helper when both land).
import { NO_EVENT_CONDITIONS } from '@sportsbook/contract';
import type { Database } from '../../db/client';
import { type CampaignTypeColumn, bonusCampaigns } from '../../db/schema';
import { NOW } from '../../testing/feed-factory';

export interface TestCampaign {
  type: CampaignTypeColumn;
  config: Record<string, unknown>;
  name?: string;
  triggerKey?: string | null;
  requiresActivation?: boolean;
  eventConditions?: typeof NO_EVENT_CONDITIONS;
  /** A tournament's pool to start from (default: its config's `initial_pool`). */
  poolAmount?: bigint;
}

export async function insertCampaign(database: Database, campaign: TestCampaign): Promise<number> {
  const initialPool = campaign.config.initial_pool;
  const [row] = await database.db
    .insert(bonusCampaigns)
    .values({
      type: campaign.type,
      name: campaign.name ?? `Test ${campaign.type}`,
      validFrom: new Date(NOW.getTime() - 24 * 3600 * 1000),
      eventConditions: campaign.eventConditions ?? NO_EVENT_CONDITIONS,
      triggerKey: campaign.triggerKey ?? null,
      requiresActivation: campaign.requiresActivation ?? false,
      config: campaign.config,
      poolAmount:
        campaign.poolAmount ?? (typeof initialPool === 'number' ? BigInt(initialPool) : 0n),
      createdAt: NOW,
    })
    .returning({ id: bonusCampaigns.id });
  return (row as { id: number }).id;
}
