import { describe, expect, it } from 'vitest';
import { CURRENCIES, makeSelection, makeSelections, makeTicketBet, minor } from '../../testing';
import { matchId } from '../bet-slip/types';
import { systemType } from '../system/system';
import { checkBetsPlaceable, findSameMatchConflict, sameMatchSelectionIds } from './placing-checks';

const context = { currencies: CURRENCIES };

describe('placing checks', () => {
  it('accepts bets with stakes at or above the minimum', () => {
    expect(checkBetsPlaceable([makeTicketBet({ stake: minor(10) })], context)).toEqual({
      ok: true,
    });
  });

  it('refuses a slip without bets', () => {
    expect(checkBetsPlaceable([], context)).toEqual({
      ok: false,
      code: 'error.place_bets.no_bets',
    });
  });

  it('refuses a stake that is not above zero', () => {
    const bets = [makeTicketBet({ stake: minor(500) }), makeTicketBet({ stake: minor(0) })];
    expect(checkBetsPlaceable(bets, context)).toEqual({
      ok: false,
      code: 'error.place_bets.stake_not_positive',
      betIndex: 1,
    });
  });

  it('refuses a fiat stake below the fiat minimum', () => {
    expect(checkBetsPlaceable([makeTicketBet({ stake: minor(9) })], context)).toEqual({
      ok: false,
      code: 'error.place_bets.min_stake_fiat',
      betIndex: 0,
      minStake: 10,
      currency: 'EUR',
    });
  });

  it('refuses a crypto stake below the crypto minimum', () => {
    const btc = makeTicketBet({ stake: minor(99), currency: 'BTC', subunits: 100_000_000 });
    expect(checkBetsPlaceable([btc], context)).toMatchObject({
      code: 'error.place_bets.min_stake_crypto',
      minStake: 100,
      currency: 'BTC',
    });
    expect(checkBetsPlaceable([{ ...btc, stake: minor(100) }], context)).toEqual({ ok: true });
  });

  it('uses a configured minimum for the currency', () => {
    const bet = makeTicketBet({ stake: minor(40) });
    expect(checkBetsPlaceable([bet], { ...context, minStakes: { EUR: minor(50) } })).toMatchObject({
      code: 'error.place_bets.min_stake_fiat',
      minStake: 50,
    });
  });

  it('checks a system by its stake per combination', () => {
    const system = makeTicketBet({
      betType: 'system',
      stake: minor(5),
      selections: makeSelections([2, 3, 4]),
      systemType: systemType(3, 2),
    });
    expect(checkBetsPlaceable([system], context)).toMatchObject({
      code: 'error.place_bets.min_stake_fiat',
    });
  });

  it('checks each single of a multi-single on its own', () => {
    const singles = [makeTicketBet({ stake: minor(100) }), makeTicketBet({ stake: minor(5) })];
    expect(checkBetsPlaceable(singles, context)).toMatchObject({ betIndex: 1 });
  });

  it('does not hold a freebet stake to the minimum', () => {
    const bet = makeTicketBet({
      stake: minor(5),
      freebetStake: minor(5),
      bonus: { id: 'fb', type: 'freebet_no_risk', odds: null },
    });
    expect(checkBetsPlaceable([bet], context)).toEqual({ ok: true });
  });

  it('refuses a currency it does not know', () => {
    const bet = makeTicketBet({ stake: minor(500), currency: 'XXX' });
    expect(checkBetsPlaceable([bet], context)).toEqual({
      ok: false,
      code: 'error.place_bets.unknown_currency',
      currency: 'XXX',
    });
  });

  describe('one selection per match in a combo or system', () => {
    const arsenal = matchId('arsenal-chelsea');
    const home = makeSelection({ id: 'home', matchId: arsenal });
    const over = makeSelection({ id: 'over', matchId: arsenal });
    const madrid = makeSelection({ id: 'draw' });

    it('refuses a combo with two selections of one match, naming them', () => {
      const combo = makeTicketBet({ stake: minor(500), selections: [home, madrid, over] });
      expect(checkBetsPlaceable([combo], context)).toEqual({
        ok: false,
        code: 'error.validation.same_match_selections',
        betIndex: 0,
        selectionIds: ['home', 'over'],
      });
    });

    it('refuses it before looking at the stakes, so the slip says why first', () => {
      const combo = makeTicketBet({ stake: minor(0), selections: [home, over] });
      expect(checkBetsPlaceable([combo], context)).toMatchObject({
        code: 'error.validation.same_match_selections',
      });
    });

    it('refuses a system with two selections of one match', () => {
      const system = makeTicketBet({
        betType: 'system',
        stake: minor(100),
        selections: [home, over, madrid],
        systemType: systemType(3, 2),
      });
      expect(sameMatchSelectionIds(system)).toEqual(['home', 'over']);
      expect(checkBetsPlaceable([makeTicketBet({ stake: minor(100) }), system], context)).toEqual({
        ok: false,
        code: 'error.validation.same_match_selections',
        betIndex: 1,
        selectionIds: ['home', 'over'],
      });
    });

    it('allows a bet builder bet and singles on one match', () => {
      const custom = makeTicketBet({
        betType: 'custom',
        stake: minor(500),
        selections: [home, over],
      });
      const singles = [home, over].map((s) =>
        makeTicketBet({ stake: minor(500), selections: [s] }),
      );
      expect(findSameMatchConflict([custom, ...singles])).toBeNull();
      expect(checkBetsPlaceable([custom, ...singles], context)).toEqual({ ok: true });
    });

    it('allows a combo of different matches', () => {
      expect(sameMatchSelectionIds(makeTicketBet({ selections: makeSelections([2, 3]) }))).toEqual(
        [],
      );
    });
  });
});
