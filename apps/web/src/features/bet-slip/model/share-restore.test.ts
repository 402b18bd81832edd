import { describe, expect, it, vi } from 'vitest';
import type { RestoredBet } from '../api/share-code';
import { restoreFromShareCode, shareUrl, takeShareCode, ticketBetsOf } from './share-restore';

const sel = (matchId: number, outcome: string, odds = 2): RestoredBet['selections'][number] => ({
  matchId,
  matchUrnId: `sr:match:${matchId}`,
  matchSlug: `m-${matchId}`,
  matchStatus: 0,
  matchType: 'match',
  sportKey: 'football',
  categoryName: 'England',
  tournamentName: 'Premier League',
  nameA: 'A',
  nameB: 'B',
  provider: 'betradar',
  marketId: 1,
  marketName: '1x2',
  marketStatus: 1,
  specifier: '',
  outcomeId: outcome,
  outcomeName: outcome,
  active: true,
  odds,
  sharedOdds: 1.9,
});

const restored: RestoredBet[] = [
  {
    type: 'system',
    stake: { value: 300, currency: 'EUR', subunits: 100 },
    systemId: '2/3',
    selections: [sel(1, '1'), sel(2, '2'), sel(3, '1')],
  },
];

describe('share code links', () => {
  it('puts the code in ?share_code= and takes it back out of the URL', () => {
    const url = shareUrl('http://localhost:3111/en/football?x=1#signIn', 'ABCD2345');
    expect(url).toBe('http://localhost:3111/en/football?x=1&share_code=ABCD2345');
    expect(takeShareCode(url)).toEqual({ code: 'ABCD2345', rest: '/en/football?x=1' });
    expect(takeShareCode('http://localhost:3111/en')).toBeNull();
  });
});

describe('restoring a shared slip', () => {
  it('turns restored bets into slip bets keyed like the odds buttons', () => {
    const [bet] = ticketBetsOf(restored);
    expect(bet!.betType).toBe('system');
    expect(bet!.systemType).toEqual({ selectionCount: 3, winCount: 2, totalCount: 3 });
    expect(bet!.stake).toBe(300);
    expect(bet!.selections.map((s) => s.outcomeId)).toEqual(['1:1::1', '2:1::2', '3:1::1']);
    expect(bet!.selections[0]!.categoryName).toBe('Premier League');
  });

  it('not found → link-not-found', async () => {
    const result = await restoreFromShareCode('ZZZZZZZZ', {
      getSharedBets: async () => ({ kind: 'not-found' }),
      restoreBets: vi.fn(),
    });
    expect(result).toEqual({ ok: false, problem: 'link-not-found' });
  });

  it('restore answering nothing → link-try-another-bet', async () => {
    const result = await restoreFromShareCode('ABCD2345', {
      getSharedBets: async () => ({ kind: 'found', bets: [] }),
      restoreBets: async () => [],
    });
    expect(result).toEqual({ ok: false, problem: 'link-try-another-bet' });
  });

  it('restore failing → link-try-later, reported', async () => {
    const report = vi.fn();
    const result = await restoreFromShareCode('ABCD2345', {
      getSharedBets: async () => ({ kind: 'found', bets: [] }),
      restoreBets: async () => {
        throw new Error('500');
      },
      report,
    });
    expect(result).toEqual({ ok: false, problem: 'link-try-later' });
    expect(report).toHaveBeenCalled();
  });

  it('found and restored → the bets', async () => {
    const result = await restoreFromShareCode('ABCD2345', {
      getSharedBets: async () => ({ kind: 'found', bets: [] }),
      restoreBets: async () => restored,
    });
    expect(result.ok && result.bets.length).toBe(1);
  });
});

describe('shared bets back to the wire', () => {
  it('snake-cases keys for the restore call', async () => {
    const { snakeKeys } = await import('../api/share-code');
    expect(
      snakeKeys([{ systemId: '2/3', selections: [{ matchId: 1, outcomeId: 'sr:x' }] }]),
    ).toEqual([{ system_id: '2/3', selections: [{ match_id: 1, outcome_id: 'sr:x' }] }]);
  });
});
