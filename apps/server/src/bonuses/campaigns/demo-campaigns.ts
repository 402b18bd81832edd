// The demo campaigns (README "Demo account"): a live campaign of each kind, so a new visitor
// sees promotions at once and the demo player can try every bonus. Seeded on every start with
// the demo data; a campaign is looked up by kind and name first, so a restart keeps one of each.
import type { CreateCampaignRequest } from '@sportsbook/contract';
import { createCampaignRequest } from '@sportsbook/contract';
import type { AppDb } from '../../db/client';
import { issueDemoBooster, issueDemoFreebets } from '../demo-freebets';
import { FreebetRepository } from '../freebet-repository';
import { CampaignRepository } from './campaign-repository';
import type { Campaigns } from './campaigns';
import type { OperatorCampaignService } from './operator-campaign-service';

const DAY_MS = 24 * 3600 * 1000;
export const WELCOME_PROMO_CODE = 'WELCOME10';

const banners = (kind: string) => ({
  desktop: `/sports/banners/${kind}-desktop.svg`,
  mobile: `/sports/banners/${kind}-mobile.svg`,
});

/** Amounts in each fiat currency players may hold, minor units. */
const fiat = (amount: number) => ({ EUR: amount, USD: amount, GBP: amount });

function demoCampaigns(now: Date): CreateCampaignRequest[] {
  const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  return [
    {
      type: 'comboboost',
      name: 'Combo boost',
      description: 'Boosted odds on every combo of two or more selections at 1.20 or more each.',
      terms:
        'Each selection of the combo must have odds of at least 1.20. Two selections add 3 %, three or four 5 %, five to seven 10 %, eight or more 20 % to the odds of the combo. The boost is paid with the winnings when the combo wins.',
      config: {
        min_odds: 1.2,
        ranges: [
          { min_count: 2, max_count: 2, bonus_odds: 1.03 },
          { min_count: 3, max_count: 4, bonus_odds: 1.05 },
          { min_count: 5, max_count: 7, bonus_odds: 1.1 },
          { min_count: 8, max_count: null, bonus_odds: 1.2 },
        ],
      },
      banners: banners('comboboost'),
      translations: {
        de: {
          name: 'Kombi-Boost',
          description:
            'Höhere Quoten auf jede Kombi aus zwei oder mehr Tipps mit je mindestens 1,20.',
          terms:
            'Jeder Tipp der Kombi braucht eine Quote von mindestens 1,20. Zwei Tipps erhöhen die Quote der Kombi um 3 %, drei oder vier um 5 %, fünf bis sieben um 10 %, acht oder mehr um 20 %. Der Boost wird mit dem Gewinn ausgezahlt, wenn die Kombi gewinnt.',
        },
      },
    },
    {
      type: 'freebet_all_win',
      name: 'Welcome freebet',
      description: `A €10 freebet for new players: enter the code ${WELCOME_PROMO_CODE}.`,
      terms:
        'One claim per player. The freebet stakes one bet at odds of 1.50 or more within 30 days; a win pays the stake and the winnings.',
      trigger_key: 'promo_code',
      config: { amounts: fiat(1000), min_odds: 1.5, valid_days: 30 },
      banners: banners('freebet'),
      translations: {
        de: {
          name: 'Willkommens-Freebet',
          description: `Eine 10-€-Freebet für neue Spieler: Gib den Code ${WELCOME_PROMO_CODE} ein.`,
          terms:
            'Einmal pro Spieler. Die Freebet setzt innerhalb von 30 Tagen eine Wette mit einer Quote von mindestens 1,50; ein Gewinn zahlt Einsatz und Gewinn.',
        },
      },
    },
    {
      type: 'freebet_only_win',
      name: 'Bet and earn freebets',
      description: 'Place 5 bets of €2 or more for a freebet, 10 bets for three.',
      terms:
        'Bets of at least €2 count once they are placed. After 5 bets you get one €5 freebet, after 10 bets three. A win with the freebet pays the winnings without the stake.',
      config: {
        amounts: fiat(500),
        valid_days: 30,
        progress: {
          min_stake: fiat(200),
          ranges: [
            { number_of_bets: 5, number_of_freebets: 1 },
            { number_of_bets: 10, number_of_freebets: 3 },
          ],
        },
      },
      banners: banners('freebet-progress'),
      translations: {
        de: {
          name: 'Wetten und Freebets verdienen',
          description: '5 Wetten ab 2 € bringen eine Freebet, 10 Wetten drei.',
          terms:
            'Wetten ab 2 € zählen, sobald sie platziert sind. Nach 5 Wetten bekommst du eine 5-€-Freebet, nach 10 Wetten drei. Ein Gewinn mit der Freebet zahlt den Gewinn ohne den Einsatz.',
        },
      },
    },
    {
      type: 'hunting',
      name: 'Freebet hunt',
      description: 'Every bet at odds of 1.50 or more farms points; 500 points make a €5 freebet.',
      terms:
        'Activate the hunt, then bet at least €1 at odds of 1.50 or more. Each euro staked farms 10 points once the bet settles. Every 500 points turn into a €5 all-win freebet.',
      requires_activation: true,
      config: {
        min_odds: 1.5,
        min_stake: fiat(100),
        points_per_unit: 10,
        points_for_freebet: 500,
        freebet_type: 'freebet_all_win',
        freebet_amounts: fiat(500),
      },
      banners: banners('hunting'),
      translations: {
        de: {
          name: 'Freebet-Jagd',
          description:
            'Jede Wette ab Quote 1,50 sammelt Punkte; 500 Punkte ergeben eine 5-€-Freebet.',
          terms:
            'Aktiviere die Jagd und wette dann mindestens 1 € mit einer Quote von mindestens 1,50. Jeder gesetzte Euro bringt 10 Punkte, sobald die Wette abgerechnet ist. Je 500 Punkte werden zu einer 5-€-Freebet (Einsatz und Gewinn).',
        },
      },
    },
    {
      type: 'tournament',
      name: 'Monthly hunting tournament',
      description: 'Farm the most and share a prize pool of €500 and 1 % of every stake.',
      terms:
        'Activate the tournament, then bet at least €1 at odds of 1.50 or more. The leaderboard ranks players by the amount they farmed. When the tournament ends, the pool is paid out: 50 % to the first, 30 % to the second, 20 % to the third.',
      requires_activation: true,
      valid_to: inDays(30),
      config: {
        min_odds: 1.5,
        min_stake: fiat(100),
        points_per_unit: 10,
        points_for_freebet: 1000,
        freebet_type: 'freebet_all_win',
        freebet_amounts: fiat(500),
        currency: 'EUR',
        initial_pool: 50_000,
        pool_share: 0.01,
        prize_shares: [0.5, 0.3, 0.2],
      },
      banners: banners('tournament'),
      translations: {
        de: {
          name: 'Monatliches Jagd-Turnier',
          description:
            'Sammle am meisten und teile einen Preispool von 500 € plus 1 % jedes Einsatzes.',
          terms:
            'Aktiviere das Turnier und wette dann mindestens 1 € mit einer Quote von mindestens 1,50. Die Rangliste ordnet die Spieler nach dem gesammelten Betrag. Wenn das Turnier endet, wird der Pool ausgezahlt: 50 % an den Ersten, 30 % an den Zweiten, 20 % an den Dritten.',
        },
      },
    },
    {
      type: 'lootbox',
      name: 'Matchday lootbox',
      description: 'Every third bet on a different match opens a box with a €3 freebet.',
      terms:
        'Bets of at least €1 at odds of 1.30 or more count, one per match. Every three open a box holding a €3 only-win freebet, which can also boost another freebet by 1.5 ×.',
      config: {
        min_odds: 1.3,
        min_stake: fiat(100),
        bets_per_box: 3,
        farm_once_per_event: true,
        farming_freebet_type: 'freebet_only_win',
        freebet_amounts: fiat(300),
        boost_multiplier: 1.5,
      },
      banners: banners('lootbox'),
      translations: {
        de: {
          name: 'Spieltags-Lootbox',
          description:
            'Jede dritte Wette auf ein anderes Spiel öffnet eine Box mit einer 3-€-Freebet.',
          terms:
            'Wetten ab 1 € mit einer Quote von mindestens 1,30 zählen, eine pro Spiel. Je drei öffnen eine Box mit einer 3-€-Freebet (nur Gewinn), die auch eine andere Freebet um das 1,5-Fache boosten kann.',
        },
      },
    },
  ];
}

/**
 * Creates each demo campaign that does not exist yet (by kind and name) and the welcome promo
 * code. Returns how many campaigns it created.
 */
export async function seedDemoCampaigns(
  repository: CampaignRepository,
  operator: OperatorCampaignService,
  now: Date,
): Promise<number> {
  let created = 0;
  for (const campaign of demoCampaigns(now)) {
    const body = createCampaignRequest.parse(campaign);
    let row = await repository.campaignByName(body.type, body.name);
    if (row === null) {
      row = await operator.createRow(body);
      created += 1;
    }
    if (body.trigger_key === 'promo_code') {
      await repository.insertPromoCode({
        code: WELCOME_PROMO_CODE,
        campaignId: row.id,
        maxClaims: null,
        validTo: null,
        createdAt: now,
      });
    }
  }
  return created;
}

/**
 * The demo data of bonuses: the demo campaigns on every start, and when the demo player was
 * just created, their freebets (one unseen, so the bonus popup shows at once).
 */
export async function seedDemoBonuses(
  campaigns: Campaigns,
  db: AppDb,
  demoEmail: string,
  demoPlayerCreated: boolean,
  now: Date,
): Promise<void> {
  const repository = new CampaignRepository(db);
  await seedDemoCampaigns(repository, campaigns.operator, now);
  if (!demoPlayerCreated) return;
  const freebets = new FreebetRepository(db);
  await issueDemoFreebets(freebets, demoEmail, now);
  // A booster from the demo lootbox, so its boost can be tried at once.
  const lootbox = demoCampaigns(now).find((campaign) => campaign.type === 'lootbox');
  const row = lootbox ? await repository.campaignByName('lootbox', lootbox.name) : null;
  if (row) await issueDemoBooster(freebets, demoEmail, { id: row.id, name: row.name }, now);
}
