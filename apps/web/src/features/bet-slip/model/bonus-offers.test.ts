import {
  type TicketBet,
  NO_AVAILABLE_BONUSES,
  autoSelectBonus,
  betPotentialWin,
  minorUnits,
  oddsFromWire,
} from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { availableBonusesOf, campaignBonusChoices, isCampaignBonusType } from './bonus-offers';

const NOTHING = { freebet: [], comboboost: null, hunting: null, tournament: null, lootbox: null };

describe('availableBonusesOf', () => {
  it('keeps nothing from an empty offer', () => {
    expect(availableBonusesOf(NOTHING)).toEqual(NO_AVAILABLE_BONUSES);
  });

  it('maps every kind, with the comboboost the server names for the bet', () => {
    const offers = availableBonusesOf({
      freebet: [
        { id: 'f1', type: 'freebet_no_risk', issued: { amount: 500, currency: 'EUR' } },
        { id: 'f2', type: 'something_new', issued: { amount: 500, currency: 'EUR' } },
      ],
      comboboost: { id: 'cb', bonusOdds: 1.1 },
      hunting: { id: 'h' },
      tournament: { id: 't' },
      lootbox: { id: 'l' },
    });
    expect(offers).toEqual({
      freebet: [{ id: 'f1', kind: 'no_risk', amount: 500, currency: 'EUR', boostMultiplier: null }],
      comboboost: { id: 'cb', bonusOdds: 1.1 },
      hunting: { id: 'h' },
      tournament: { id: 't' },
      lootbox: { id: 'l' },
    });
  });

  it('drops a comboboost that boosts nothing', () => {
    expect(
      availableBonusesOf({ ...NOTHING, comboboost: { id: 'cb', bonusOdds: 1 } }).comboboost,
    ).toBeNull();
  });
});

describe('campaignBonusChoices', () => {
  it('lists the campaign bonuses in the auto-selection order', () => {
    const choices = campaignBonusChoices({
      ...NO_AVAILABLE_BONUSES,
      comboboost: { id: 'cb', bonusOdds: oddsFromWire(1.1) },
      lootbox: { id: 'l' },
      hunting: { id: 'h' },
    });
    expect(choices.map((choice) => choice.type)).toEqual(['hunting', 'comboboost', 'lootbox']);
    expect(choices[1]?.odds).toBe(1.1);
  });

  it('tells campaign bonuses from freebets', () => {
    expect(isCampaignBonusType('comboboost')).toBe(true);
    expect(isCampaignBonusType('freebet_all_win')).toBe(false);
    expect(isCampaignBonusType('jackpot')).toBe(false);
  });
});

describe('a comboboost offer on a combo', () => {
  const leg = (id: string, odds: number) => ({
    id,
    odds: oddsFromWire(odds),
    acceptedOdds: oddsFromWire(odds),
    initialOdds: oddsFromWire(odds),
  });
  const combo = {
    stake: minorUnits(1000),
    currency: 'EUR',
    subunits: 100,
    betType: 'combo',
    customOdds: null,
    selections: [leg('a', 2), leg('b', 2), leg('c', 2)],
    systemType: null,
    availableBonuses: NO_AVAILABLE_BONUSES,
    bonus: null,
    bonusOdds: null,
    stakeSource: 'stake',
    betId: null,
    status: null,
    isVip: false,
    freebetStake: null,
    jackpots: [],
  } as unknown as TicketBet;

  it('is chosen by the domain and boosts the potential win the way settlement pays it', () => {
    const boosted = autoSelectBonus({
      ...combo,
      availableBonuses: availableBonusesOf({
        ...NOTHING,
        comboboost: { id: 'cb', bonusOdds: 1.05 },
      }),
    });
    expect(boosted.bonus).toEqual({ id: 'cb', type: 'comboboost', odds: 1.05 });
    // 8.00 combined; the boost multiplies the winnings: 1 + 7 × 1.05 = 8.35 → €83.50 on €10.
    expect(betPotentialWin(combo)).toBe(8000);
    expect(betPotentialWin(boosted)).toBe(8350);
  });
});

describe('a boosted freebet on a single', () => {
  it("shows the boosted winnings the server's answer carries, as settlement pays them", () => {
    const single = {
      stake: minorUnits(500),
      currency: 'EUR',
      subunits: 100,
      betType: 'single',
      customOdds: null,
      selections: [
        {
          id: 'a',
          odds: oddsFromWire(3),
          acceptedOdds: oddsFromWire(3),
          initialOdds: oddsFromWire(3),
        },
      ],
      systemType: null,
      bonus: { id: 'f1', type: 'freebet_no_risk', odds: null },
      bonusOdds: null,
      stakeSource: 'stake',
      betId: null,
      status: null,
      isVip: false,
      freebetStake: minorUnits(500),
      jackpots: [],
    } as unknown as TicketBet;
    const offer = (boostMultiplier: number | null) =>
      availableBonusesOf({
        ...NOTHING,
        freebet: [
          {
            id: 'f1',
            type: 'freebet_no_risk',
            issued: { amount: 500, currency: 'EUR' },
            boostMultiplier,
          },
        ],
      });
    // €5 no-risk at 3.00 wins €10; boosted ×1.5 the winnings count €15.
    expect(betPotentialWin({ ...single, availableBonuses: offer(null) })).toBe(1000);
    expect(betPotentialWin({ ...single, availableBonuses: offer(1.5) })).toBe(1500);
  });
});
