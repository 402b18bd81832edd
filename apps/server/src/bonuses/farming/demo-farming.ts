// The demo's farming campaigns (issue 16: a new user sees promotions at once): one hunting, one
// hunting tournament and one lootbox, open to every player without activation. Written once:
// a database that already has a campaign of a kind keeps it.
import { NO_EVENT_CONDITIONS } from '@sportsbook/contract';
import { inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { bonusCampaigns } from '../../db/schema';

const DAY_MS = 24 * 3600 * 1000;

const DEMO_CAMPAIGNS = [
  {
    type: 'hunting',
    name: 'Goal hunter',
    description:
      'Every euro you stake at odds of 1.50 or more earns a point: 50 points make a €5 freebet.',
    config: {
      min_odds: 1.5,
      min_stake: { EUR: 100 },
      points_per_unit: 1,
      points_for_freebet: 50,
      freebet_type: 'freebet_only_win',
      freebet_amounts: { EUR: 500 },
      freebet_valid_days: 30,
    },
    poolAmount: 0n,
  },
  {
    type: 'tournament',
    name: 'Weekend leaderboard',
    description:
      'Climb the leaderboard with every qualifying stake. The pool starts at €500 and grows with 2% of every stake; the top three share it.',
    config: {
      min_odds: 1.5,
      min_stake: { EUR: 100 },
      points_per_unit: 1,
      points_for_freebet: 100,
      freebet_type: 'freebet_all_win',
      freebet_amounts: { EUR: 500 },
      freebet_valid_days: 30,
      currency: 'EUR',
      initial_pool: 50_000,
      pool_share: 0.02,
      prize_shares: [0.5, 0.3, 0.2],
    },
    poolAmount: 50_000n,
  },
  {
    type: 'lootbox',
    name: 'Matchday lootbox',
    description:
      'Every three settled bets on different events open a box with a €2 freebet, which can also boost another freebet’s winnings by 1.5×.',
    config: {
      min_odds: null,
      min_stake: { EUR: 100 },
      bets_per_box: 3,
      farm_once_per_event: true,
      farming_freebet_type: 'freebet_only_win',
      freebet_amounts: { EUR: 200 },
      freebet_valid_days: 30,
      boost_multiplier: 1.5,
      show_in_promotion: true,
    },
    poolAmount: 0n,
  },
] as const;

/** Seeds the demo farming campaigns missing from the database; answers how many it wrote. */
export async function seedDemoFarming(db: AppDb, now: Date): Promise<number> {
  const present = new Set(
    (
      await db
        .select({ type: bonusCampaigns.type })
        .from(bonusCampaigns)
        .where(inArray(bonusCampaigns.type, ['hunting', 'tournament', 'lootbox']))
    ).map((row) => row.type),
  );
  const missing = DEMO_CAMPAIGNS.filter((campaign) => !present.has(campaign.type));
  if (missing.length === 0) return 0;
  await db.insert(bonusCampaigns).values(
    missing.map((campaign) => ({
      type: campaign.type,
      name: campaign.name,
      description: campaign.description,
      validFrom: now,
      validTo: new Date(now.getTime() + 30 * DAY_MS),
      eventConditions: NO_EVENT_CONDITIONS,
      config: campaign.config as unknown as Record<string, unknown>,
      poolAmount: campaign.poolAmount,
      createdAt: now,
    })),
  );
  return missing.length;
}
