// The demo's running comboboost and freebet progress campaigns (README "Two commands"): seeded at
// start when the database holds none of that kind, so a new player sees them on the slip and in
// the promotions at once. The operator API runs them from then on (end, replace).
import { CAMPAIGN_CONFIG_SCHEMAS } from '@sportsbook/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bonusCampaigns } from '../../db/schema';

const NO_CONDITIONS = { sport_type: [], sport: [], category: [], tournament: [], event: [] };

const DEMO_CAMPAIGNS = [
  {
    type: 'comboboost',
    name: 'Combo boost',
    description:
      'Up to 20 % more winnings on combos of 3 selections or more, each at 1.30 or more.',
    terms:
      'Applies to combo bets of 3 or more selections, each priced at least 1.30. The boost raises the winnings (payout minus stake): 3–4 selections 5 %, 5–7 selections 10 %, 8 or more 20 %. Paid with the bet at settlement.',
    config: {
      min_odds: 1.3,
      ranges: [
        { min_count: 3, max_count: 4, bonus_odds: 1.05 },
        { min_count: 5, max_count: 7, bonus_odds: 1.1 },
        { min_count: 8, max_count: null, bonus_odds: 1.2 },
      ],
    },
    isProgress: false,
  },
  {
    type: 'freebet_all_win',
    name: 'Bet and earn freebets',
    description: 'Every 5 bets of 5.00 or more earn a 5.00 freebet, up to three.',
    terms:
      'Bets of at least 5.00 count, one each; bets placed with a freebet do not. After 5, 10 and 15 bets you get a 5.00 all-win freebet, valid 30 days.',
    config: {
      amounts: { EUR: 500, USD: 500 },
      progress: {
        min_stake: { EUR: 500, USD: 500 },
        ranges: [
          { number_of_bets: 5, number_of_freebets: 1 },
          { number_of_bets: 10, number_of_freebets: 1 },
          { number_of_bets: 15, number_of_freebets: 1 },
        ],
      },
    },
    isProgress: true,
  },
] as const;

/** Seeds each demo campaign whose kind has no campaign yet; answers how many were created. */
export async function seedDemoComboCampaigns(db: DbOrTx, now: Date): Promise<number> {
  let created = 0;
  for (const demo of DEMO_CAMPAIGNS) {
    const [existing] = await db
      .select({ id: bonusCampaigns.id })
      .from(bonusCampaigns)
      .where(
        demo.isProgress
          ? sql`${bonusCampaigns.config} -> 'progress' is not null and ${bonusCampaigns.config} ->> 'progress' <> 'null'`
          : eq(bonusCampaigns.type, demo.type),
      )
      .limit(1);
    if (existing) continue;
    await db.insert(bonusCampaigns).values({
      type: demo.type,
      name: demo.name,
      description: demo.description,
      terms: demo.terms,
      validFrom: now,
      eventConditions: NO_CONDITIONS,
      config: CAMPAIGN_CONFIG_SCHEMAS[demo.type].parse(demo.config) as Record<string, unknown>,
      createdAt: now,
    });
    created += 1;
  }
  return created;
}
