// A combo holding two selections of one match is refused by the domain's placing check
// (`checkBetsPlaceable`, rule `error.validation.same_match_selections`) with the selections
// named, the rule the slip shows before the player sends it.
import { BET_ERROR_CODE } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, placeBets, signUpPlayer } from '../testing/bettor';
import { type TestContext, createTestContext, matchIdOf } from '../testing/test-app';

let ctx: TestContext;
let liverpoolEverton: number;
let arsenalChelsea: number;

const leg = (matchId: number, marketId: number, outcome: string, odds: number) => ({
  match_id: matchId,
  market_id: marketId,
  specifier: '',
  outcome_id: outcome,
  odds,
});

beforeAll(async () => {
  ctx = await createTestContext({ apiDocs: false, betting: { liveDelayMs: 0 }, settle: true });
  liverpoolEverton = await matchIdOf(ctx.database, 'sr:match:1002');
  arsenalChelsea = await matchIdOf(ctx.database, 'sr:match:1001');
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('one selection per match in a combo', () => {
  // The domain's placing checks own this rule, so the refusal names the selections (107).
  it('refuses a combo with two selections of one match, naming them', async () => {
    const { token } = await signUpPlayer(ctx.app, { deposit: 5000 });
    const res = await placeBets(ctx.app, token, {
      meta: { device_id: 'test-device', quick: false, type: 'combo' },
      bets: [
        {
          type: 'combo',
          stake: { value: 1000, currency: 'EUR' },
          selections: [
            leg(liverpoolEverton, 1, '1', 2.1),
            leg(arsenalChelsea, 1, 'X', 3.4),
            leg(liverpoolEverton, 29, 'yes', 1.7),
          ],
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: BET_ERROR_CODE.placingCheck,
      message: 'error.validation.same_match_selections',
      data: {
        details: {
          selection_ids: [`${liverpoolEverton}-1--1`, `${liverpoolEverton}-29--yes`],
        },
        errors_by_bet: {
          0: {
            message: 'error.validation.same_match_selections',
            localized_message: expect.stringContaining('one selection per match'),
          },
        },
      },
    });
    expect(await balanceOf(ctx.app, token)).toBe(5000);
  });
});
