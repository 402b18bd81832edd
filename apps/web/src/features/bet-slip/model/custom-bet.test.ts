import { makeSelection, makeTicketBet, odds } from '@sportsbook/domain/testing';
import { outcomeId } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { movedCustomPrice, settleCustomLegPrices } from './custom-bet';

const leg = (id: string, changed = false) =>
  makeSelection({
    id,
    outcomeId: outcomeId(id),
    odds: odds(2.2),
    acceptedOdds: odds(2),
    isChanged: changed,
  });

describe('custom bet on the slip', () => {
  it("takes a leg's new price silently: the bet has one price", () => {
    const bets = [
      makeTicketBet({
        betType: 'custom',
        selections: [leg('a', true), leg('b')],
        customOdds: odds(4),
      }),
    ];
    const settled = settleCustomLegPrices(bets);
    expect(settled[0]?.selections.map((s) => [s.isChanged, s.acceptedOdds])).toEqual([
      [false, odds(2.2)],
      [false, odds(2)],
    ]);
  });

  it('leaves a single whose price moved for the player to accept', () => {
    const bets = [makeTicketBet({ betType: 'single', selections: [leg('a', true)] })];
    expect(settleCustomLegPrices(bets)).toBe(bets);
  });

  it('reads the new price of a refused custom bet (code 120)', () => {
    const custom = makeTicketBet({
      betType: 'custom',
      selections: [leg('a'), leg('b')],
      customOdds: odds(4),
    });
    const single = makeTicketBet({ betType: 'single', selections: [leg('c')] });
    const response = { code: 120, data: { details: { custom_odds: 3.75 }, errors_by_bet: {} } };
    expect(movedCustomPrice([single, custom], [custom], response)).toEqual({
      index: 1,
      odds: odds(3.75),
    });
    expect(movedCustomPrice([custom], [custom], { ...response, code: 101 })).toBeNull();
  });
});
