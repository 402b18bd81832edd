// Bonus campaigns for tests, written straight to `bonus_campaigns` (the operator API creates
// them in the product). The config is parsed by its kind's schema, as the operator API does, so
// a fixture cannot hold a config the services would refuse.
import { CAMPAIGN_CONFIG_SCHEMAS, type CampaignType } from '@sportsbook/contract';
import type { DbOrTx } from '../db/client';
import { type StoredEventConditions, bonusCampaigns, playerBonuses } from '../db/schema';

export const NO_CONDITIONS: StoredEventConditions = {
  sport_type: [],
  sport: [],
  category: [],
  tournament: [],
  event: [],
};

export interface CampaignFixture {
  type: CampaignType;
  /** The kind's config before defaults (parsed by `CAMPAIGN_CONFIG_SCHEMAS[type]`). */
  config: Record<string, unknown>;
  name?: string;
  description?: string;
  terms?: string;
  status?: 'active' | 'inactive';
  validFrom?: Date;
  validTo?: Date | null;
  onlyVerified?: boolean;
  countryCodes?: string[];
  eventConditions?: Partial<StoredEventConditions>;
  triggerKey?: string | null;
  usesCount?: number | null;
  requiresActivation?: boolean;
}

/** Inserts a campaign (running from `now` unless told) and answers its id. */
export async function insertCampaign(
  db: DbOrTx,
  fixture: CampaignFixture,
  now: Date,
): Promise<number> {
  const config = CAMPAIGN_CONFIG_SCHEMAS[fixture.type].parse(fixture.config) as Record<
    string,
    unknown
  >;
  const [row] = await db
    .insert(bonusCampaigns)
    .values({
      type: fixture.type,
      name: fixture.name ?? `${fixture.type} campaign`,
      description: fixture.description ?? '',
      terms: fixture.terms ?? '',
      status: fixture.status ?? 'active',
      validFrom: fixture.validFrom ?? new Date(now.getTime() - 60_000),
      validTo: fixture.validTo ?? null,
      onlyVerified: fixture.onlyVerified ?? false,
      countryCodes: fixture.countryCodes ?? [],
      eventConditions: { ...NO_CONDITIONS, ...fixture.eventConditions },
      triggerKey: fixture.triggerKey ?? null,
      usesCount: fixture.usesCount ?? null,
      requiresActivation: fixture.requiresActivation ?? false,
      config,
      createdAt: now,
    })
    .returning({ id: bonusCampaigns.id });
  return (row as { id: number }).id;
}

/** Gives a player their record of a campaign (as issuing or a promo code does). */
export async function issueCampaignTo(
  db: DbOrTx,
  campaignId: number,
  playerId: number,
  now: Date,
  state: 'available' | 'active' = 'active',
): Promise<void> {
  await db.insert(playerBonuses).values({
    campaignId,
    playerId,
    state,
    source: 'operator',
    activatedAt: state === 'active' ? now : null,
    createdAt: now,
  });
}
