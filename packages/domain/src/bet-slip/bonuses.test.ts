import { describe, expect, it } from 'vitest';
import { makeSelections, makeTicketBet, minor, odds } from '../../testing';
import {
  autoSelectBonus,
  chooseBonus,
  fallbackBonus,
  normalizeAvailableBonuses,
  setAvailableBonuses,
} from './bonuses';
import type { AvailableBonuses, AvailableFreebet } from './types';
import { NO_AVAILABLE_BONUSES } from './types';

const freebet: AvailableFreebet = {
  id: 'fb-1',
  kind: 'no_risk',
  amount: minor(500),
  currency: 'EUR',
};

const offers = (overrides: Partial<AvailableBonuses>): AvailableBonuses => ({
  ...NO_AVAILABLE_BONUSES,
  ...overrides,
});

const comboboost = { id: 'cb-1', bonusOdds: odds(1.05) };

describe('bonuses on a bet', () => {
  describe('auto-selection', () => {
    it('prefers hunting, then tournament, then comboboost', () => {
      expect(
        fallbackBonus(offers({ hunting: { id: 'h' }, tournament: { id: 't' }, comboboost })),
      ).toEqual({ id: 'h', type: 'hunting', odds: null });
      expect(fallbackBonus(offers({ tournament: { id: 't' }, comboboost }))).toEqual({
        id: 't',
        type: 'tournament',
        odds: null,
      });
      expect(fallbackBonus(offers({ comboboost }))).toEqual({
        id: 'cb-1',
        type: 'comboboost',
        odds: 1.05,
      });
      expect(fallbackBonus(offers({ lootbox: { id: 'l' }, freebet: [freebet] }))).toBeNull();
    });

    it('selects a comboboost with its bonus odds when no bonus is chosen', () => {
      const bet = setAvailableBonuses(
        makeTicketBet({ selections: makeSelections([1.5, 2, 2.5]) }),
        offers({ comboboost }),
      );
      expect(bet.bonus).toEqual({ id: 'cb-1', type: 'comboboost', odds: 1.05 });
      expect(bet.bonusOdds).toBe(1.05);
    });

    it('keeps a chosen bonus that is still offered', () => {
      const bet = makeTicketBet({
        bonus: { id: 't', type: 'tournament', odds: null },
        availableBonuses: offers({ hunting: { id: 'h' }, tournament: { id: 't' } }),
      });
      expect(autoSelectBonus(bet).bonus?.id).toBe('t');
    });

    it('falls back when the chosen bonus disappears', () => {
      const bet = makeTicketBet({
        stake: minor(300),
        bonus: { id: 'gone', type: 'hunting', odds: null },
      });
      const updated = setAvailableBonuses(bet, offers({ comboboost }));
      expect(updated.bonus?.id).toBe('cb-1');
      expect(updated.stake).toBe(300);
    });

    it('resets the stake to 0 when the chosen freebet disappears', () => {
      const bet = makeTicketBet({
        stake: minor(500),
        freebetStake: minor(500),
        bonus: { id: 'fb-1', type: 'freebet_no_risk', odds: null },
        availableBonuses: offers({ freebet: [freebet] }),
      });
      const updated = setAvailableBonuses(bet, offers({ tournament: { id: 't' } }));
      expect(updated).toMatchObject({ stake: 0, freebetStake: null, bonus: { id: 't' } });
    });

    it('drops a vanished bonus when nothing else is offered', () => {
      const bet = makeTicketBet({ bonus: { id: 'cb-1', type: 'comboboost', odds: odds(1.05) } });
      expect(autoSelectBonus(bet)).toMatchObject({ bonus: null, bonusOdds: null });
    });
  });

  describe('choosing a bonus', () => {
    const bet = makeTicketBet({
      stake: minor(1000),
      availableBonuses: offers({ freebet: [freebet], comboboost, hunting: { id: 'h' } }),
    });

    it('sets the stake to the freebet stake when a freebet is chosen', () => {
      const result = chooseBonus(bet, { id: 'fb-1', type: 'freebet_no_risk' });
      if (!result.ok) throw new Error(result.code);
      expect(result.bet).toMatchObject({
        stake: 500,
        freebetStake: 500,
        bonus: { id: 'fb-1', type: 'freebet_no_risk' },
      });
    });

    it('sets the stake to 0 when the freebet is removed', () => {
      const withFreebet = chooseBonus(bet, { id: 'fb-1', type: 'freebet_no_risk' });
      if (!withFreebet.ok) throw new Error(withFreebet.code);
      const removed = chooseBonus(withFreebet.bet, null);
      if (!removed.ok) throw new Error(removed.code);
      expect(removed.bet).toMatchObject({ stake: 0, freebetStake: null, bonus: null });
    });

    it('sets the stake to 0 when a freebet is swapped for another bonus', () => {
      const withFreebet = chooseBonus(bet, { id: 'fb-1', type: 'freebet_no_risk' });
      if (!withFreebet.ok) throw new Error(withFreebet.code);
      const swapped = chooseBonus(withFreebet.bet, { id: 'h', type: 'hunting' });
      if (!swapped.ok) throw new Error(swapped.code);
      expect(swapped.bet).toMatchObject({ stake: 0, bonus: { id: 'h', type: 'hunting' } });
    });

    it('keeps the stake when a non-freebet bonus is removed', () => {
      const chosen = chooseBonus(bet, { id: 'cb-1', type: 'comboboost' });
      if (!chosen.ok) throw new Error(chosen.code);
      expect(chosen.bet.bonusOdds).toBe(1.05);
      const removed = chooseBonus(chosen.bet, null);
      if (!removed.ok) throw new Error(removed.code);
      expect(removed.bet).toMatchObject({ stake: 1000, bonus: null, bonusOdds: null });
    });

    it('refuses a bonus the bet is not offered', () => {
      expect(chooseBonus(bet, { id: 'other', type: 'tournament' })).toEqual({
        ok: false,
        code: 'error.bet_slip.bonus_not_available',
      });
      expect(chooseBonus(bet, { id: 'fb-1', type: 'freebet_all_win' })).toMatchObject({
        ok: false,
      });
    });
  });

  it('normalises stored freebet availability to a list', () => {
    expect(normalizeAvailableBonuses({ freebet: freebet }).freebet).toEqual([freebet]);
    expect(normalizeAvailableBonuses({ freebet: [freebet] }).freebet).toEqual([freebet]);
    expect(normalizeAvailableBonuses({ freebet: null })).toEqual(NO_AVAILABLE_BONUSES);
    expect(normalizeAvailableBonuses({})).toEqual(NO_AVAILABLE_BONUSES);
  });
});
