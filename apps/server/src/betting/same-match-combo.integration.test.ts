// A combo holding two selections of one match is refused by the domain's placing check
// (`checkBetsPlaceable`, rule `error.validation.same_match_selections`) with the selections
// named, the rule the slip shows before the player sends it.
import { BET_ERROR_CODE } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { matches } from '../db/schema';
import { FeedRepository } from '../feed-runner/feed-repository';
import { createFeedRunner } from '../feed-runner/feed-runner';
import { manualClock } from '../shared/clock';
import { NOW, catalogSnapshot, scriptedFeed } from '../testing/feed-factory';
import { balanceOf, placeBets, signUpPlayer } from '../testing/bettor';
import { createTestDatabase } from '../testing/test-database';

let database: Database;
let app: FastifyInstance;
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
  database = await createTestDatabase();
  const clock = manualClock(NOW);
  const runner = createFeedRunner({
    feed: scriptedFeed(catalogSnapshot()),
    repository: new FeedRepository(database.db),
    clock,
    tickMs: 1000,
  });
  await runner.seed();
  app = await buildApp({
    database,
    clock,
    apiDocs: false,
    betting: { liveDelayMs: 0 },
    feedChanges: runner,
  });
  const idOf = async (urn: string) =>
    (await database.db.select({ id: matches.id }).from(matches).where(eq(matches.urnId, urn)))[0]
      ?.id as number;
  liverpoolEverton = await idOf('sr:match:1002');
  arsenalChelsea = await idOf('sr:match:1001');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('one selection per match in a combo', () => {
  // The domain's placing checks own this rule, so the refusal names the selections (107).
  it('refuses a combo with two selections of one match, naming them', async () => {
    const { token } = await signUpPlayer(app, { deposit: 5000 });
    const res = await placeBets(app, token, {
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
    expect(await balanceOf(app, token)).toBe(5000);
  });
});
