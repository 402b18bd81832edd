// The demo jackpot (README): one EUR jackpot with Mini, Major and Grand levels, created at start
// when absent, so a new visitor sees live pools at once. Created through the same service as
// the operator's call, so it is an ordinary jackpot the operator can switch off.
import type { JackpotRepository } from './jackpot-repository';
import { createJackpot } from './jackpot-service';

export const DEMO_JACKPOT_CODE = 'sportsbook-jackpot';

/** Creates the demo jackpot unless a jackpot with its code exists; answers whether it did. */
export async function ensureDemoJackpot(
  repository: JackpotRepository,
  now: Date,
): Promise<boolean> {
  if ((await repository.jackpotIdByCode(DEMO_JACKPOT_CODE)) !== null) return false;
  try {
    await createJackpot(
      repository,
      {
        code: DEMO_JACKPOT_CODE,
        name: 'Sportsbook Jackpot',
        currency: 'EUR',
        // 1 % of every qualifying stake: half to Mini, 30 % to Major, 20 % to Grand. The caps
        // are far above the seeds, so a chance hit is rare (a €10 bet hits Mini about once in
        // 19,000) and the journeys that place bets are not interrupted by one; the operator's
        // force-hit shows a hit on demand.
        contribution_bps: 100,
        min_stake: 100,
        min_odds: 1.5,
        bet_types: [],
        levels: [
          {
            code: 'mini',
            name: 'Mini',
            seed_amount: 5_000,
            contribution_weight: 50,
            must_hit_by: 100_000,
          },
          {
            code: 'major',
            name: 'Major',
            seed_amount: 50_000,
            contribution_weight: 30,
            must_hit_by: 1_000_000,
          },
          {
            code: 'grand',
            name: 'Grand',
            seed_amount: 500_000,
            contribution_weight: 20,
            must_hit_by: 10_000_000,
          },
        ],
      },
      now,
    );
    return true;
  } catch (error) {
    // Another process started at the same time and created it first.
    if ((await repository.jackpotIdByCode(DEMO_JACKPOT_CODE)) !== null) return false;
    throw error;
  }
}
