import { describe, expect, it } from 'vitest';
import { makeSelection, makeSelections, makeTicketBet, minor, odds } from '../../testing';
import { MARKET_STATUS, MATCH_STATUS } from '../match/status';
import type { DecimalOdds } from '../odds/odds';
import type { MarketUpdate } from './odds-updates';
import {
  acceptOddsChanges,
  applyMarketUpdates,
  applyMatchStatus,
  applyProviderStatus,
  hasChangedOdds,
  removeUnavailableSelections,
  updateSelection,
} from './odds-updates';
import type { BetSlipSelection } from './types';

function marketFor(
  selection: BetSlipSelection,
  price: DecimalOdds,
  overrides: Partial<MarketUpdate> = {},
): MarketUpdate {
  return {
    matchId: selection.matchId,
    marketId: selection.marketId,
    specifier: selection.specifier,
    status: MARKET_STATUS.allowed,
    outcomes: [{ id: selection.outcomeId, active: true, odds: price }],
    ...overrides,
  };
}

describe('odds updates', () => {
  const selection = makeSelection({ odds: odds(2.1) });
  const allowed = MARKET_STATUS.allowed;

  describe('suspension', () => {
    it.each([
      ['suspended', MARKET_STATUS.suspended],
      ['not allowed', MARKET_STATUS.notAllowed],
      ['handed over', MARKET_STATUS.handedOver],
      ['settled', MARKET_STATUS.settled],
      ['cancelled', MARKET_STATUS.cancelled],
    ])('suspends a selection whose market is %s', (_name, status) => {
      const updated = updateSelection(selection, status, { active: true, odds: odds(2.5) }, 'any');
      expect(updated).toMatchObject({ isSuspended: true, odds: 2.1 });
    });

    it('suspends a selection whose outcome is missing or inactive', () => {
      expect(updateSelection(selection, allowed, undefined, 'none').isSuspended).toBe(true);
      expect(
        updateSelection(selection, allowed, { active: false, odds: odds(2.1) }, 'none'),
      ).toMatchObject({ isSuspended: true, active: false });
    });

    it('lifts the suspension when the market is allowed again', () => {
      const suspended = { ...selection, isSuspended: true };
      expect(
        updateSelection(suspended, allowed, { active: true, odds: odds(2.1) }, 'none').isSuspended,
      ).toBe(false);
    });
  });

  describe('accept modes', () => {
    it.each([
      ['none', 2.2, true, 2.1],
      ['none', 2.0, true, 2.1],
      ['higher', 2.2, false, 2.2],
      ['higher', 2.0, true, 2.1],
      ['any', 2.2, false, 2.2],
      ['any', 2.0, false, 2.0],
    ] as const)('with mode %s a move to %s flags: %s', (mode, price, flagged, accepted) => {
      const updated = updateSelection(
        selection,
        allowed,
        { active: true, odds: odds(price) },
        mode,
      );
      expect(updated).toMatchObject({ odds: price, isChanged: flagged, acceptedOdds: accepted });
    });

    it('no longer flags a price that comes back to the accepted one', () => {
      const moved = updateSelection(selection, allowed, { active: true, odds: odds(2.3) }, 'none');
      const back = updateSelection(moved, allowed, { active: true, odds: odds(2.1) }, 'none');
      expect(back.isChanged).toBe(false);
    });
  });

  describe('applying market updates to bets', () => {
    it('updates only selections of the updated market', () => {
      const [a, b] = makeSelections([1.5, 2.5]);
      const bet = makeTicketBet({ selections: [a!, b!] });
      const [updated] = applyMarketUpdates([bet], [marketFor(a!, odds(1.6))], 'none');
      expect(updated?.selections.map((s) => [s.odds, s.isChanged])).toEqual([
        [1.6, true],
        [2.5, false],
      ]);
      expect(applyMarketUpdates([bet], [], 'none')[0]).toBe(bet);
    });

    it('tells a market apart by its specifier', () => {
      const line = makeSelection({ specifier: 'total=2.5', odds: odds(1.9) });
      const other = { ...marketFor(line, odds(1.5)), specifier: 'total=3.5' };
      expect(
        applyMarketUpdates([makeTicketBet({ selections: [line] })], [other], 'none')[0]
          ?.selections[0]?.odds,
      ).toBe(1.9);
    });

    it('rescales a stake entered as potential win by old over new odds', () => {
      const single = makeSelection({ odds: odds(2) });
      const bet = makeTicketBet({
        selections: [single],
        stake: minor(5000),
        stakeSource: 'potential_win',
      });
      const [updated] = applyMarketUpdates([bet], [marketFor(single, odds(2.5))], 'any');
      expect(updated?.stake).toBe(4000);
    });

    it('rescales by the combined odds of a combo, rounding down', () => {
      const [a, b] = makeSelections([1.5, 2]);
      const bet = makeTicketBet({
        selections: [a!, b!],
        stake: minor(1000),
        stakeSource: 'potential_win',
      });
      // 1000 × 3.0 / (1.7 × 2.0 = 3.4) = 882.35 → 882.
      const [updated] = applyMarketUpdates([bet], [marketFor(a!, odds(1.7))], 'none');
      expect(updated?.stake).toBe(882);
    });

    it('leaves a typed stake alone when odds move', () => {
      const bet = makeTicketBet({ selections: [selection], stake: minor(1000) });
      const [updated] = applyMarketUpdates([bet], [marketFor(selection, odds(3))], 'any');
      expect(updated?.stake).toBe(1000);
    });
  });

  describe('match and provider status', () => {
    const live = makeSelection({ matchStatus: MATCH_STATUS.live });
    const bet = makeTicketBet({ selections: [live] });

    it('updates the match status of its selections', () => {
      const [updated] = applyMatchStatus([bet], live.matchId, MATCH_STATUS.prematch);
      expect(updated?.selections[0]?.matchStatus).toBe(MATCH_STATUS.prematch);
    });

    it('suspends selections of a stopped match', () => {
      const [updated] = applyMatchStatus([bet], live.matchId, MATCH_STATUS.stopped);
      expect(updated?.selections[0]).toMatchObject({ isSuspended: true, isNotAvailable: false });
    });

    it.each([MATCH_STATUS.closed, MATCH_STATUS.finished, MATCH_STATUS.notCovered])(
      'makes selections not available when the match status becomes %i',
      (status) => {
        const [updated] = applyMatchStatus([bet], live.matchId, status);
        expect(updated?.selections[0]?.isNotAvailable).toBe(true);
      },
    );

    it('leaves other matches alone', () => {
      expect(applyMatchStatus([bet], makeSelection().matchId, MATCH_STATUS.finished)[0]).toBe(bet);
    });

    it('makes selections of an inactive provider not available, and available again', () => {
      const [off] = applyProviderStatus([bet], 'betradar', 'inactive');
      expect(off?.selections[0]?.isNotAvailable).toBe(true);
      const [on] = applyProviderStatus([off!], 'betradar', 'active');
      expect(on?.selections[0]?.isNotAvailable).toBe(false);
      expect(applyProviderStatus([bet], 'oddin', 'inactive')[0]).toBe(bet);
    });

    it('keeps selections of a finished match unavailable when the provider comes back', () => {
      const finished = applyMatchStatus([bet], live.matchId, MATCH_STATUS.finished);
      const [on] = applyProviderStatus(finished, 'betradar', 'active');
      expect(on?.selections[0]?.isNotAvailable).toBe(true);
    });
  });

  describe('cleanup', () => {
    it('removes unavailable selections by the composition rules', () => {
      const [a, b] = makeSelections([1.5, 2]);
      const combo = makeTicketBet({
        selections: [a!, { ...b!, isNotAvailable: true }],
        stake: minor(100),
      });
      expect(removeUnavailableSelections([combo])).toEqual([
        { ...combo, betType: 'single', selections: [a], systemType: null },
      ]);
    });

    it('drops a custom bet whose match is neither pre-match nor live', () => {
      const legs = makeSelections([1.5, 2], { matchStatus: MATCH_STATUS.finished });
      const custom = makeTicketBet({ betType: 'custom', selections: legs, customOdds: odds(2.8) });
      const liveCustom = makeTicketBet({
        betType: 'custom',
        selections: makeSelections([1.5, 2], { matchStatus: MATCH_STATUS.live }),
        customOdds: odds(2.8),
      });
      expect(removeUnavailableSelections([custom, liveCustom])).toEqual([liveCustom]);
    });

    it('drops a custom bet with an unavailable selection whole', () => {
      const custom = makeTicketBet({
        betType: 'custom',
        selections: [makeSelection(), makeSelection({ isNotAvailable: true })],
        customOdds: odds(3),
      });
      expect(removeUnavailableSelections([custom])).toEqual([]);
    });
  });

  it('accepts changed odds as the new accepted prices', () => {
    const changed = { ...selection, odds: odds(2.4), isChanged: true };
    const bets = [makeTicketBet({ selections: [changed] })];
    expect(hasChangedOdds(bets)).toBe(true);
    const accepted = acceptOddsChanges(bets);
    expect(hasChangedOdds(accepted)).toBe(false);
    expect(accepted[0]?.selections[0]).toMatchObject({ acceptedOdds: 2.4, isChanged: false });
  });
});
