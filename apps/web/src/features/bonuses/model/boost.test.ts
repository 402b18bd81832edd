import { describe, expect, it } from 'vitest';
import { aFreebet, aHunting, aLootbox } from '../testing/bonus-factories';
import { boostRefusal, boostTargets, describeTargets } from './boost';

describe('boostTargets', () => {
  it("answers a lootbox's boostable freebets and nothing for other bonuses", () => {
    expect(boostTargets(aLootbox({ freebetsToBoost: ['4', '5'] }))).toEqual(['4', '5']);
    expect(boostTargets(aLootbox())).toEqual([]);
    expect(boostTargets(aHunting())).toEqual([]);
    expect(boostTargets(aFreebet())).toEqual([]);
  });
});

describe('describeTargets', () => {
  it("names a target by the player's freebet, and by its id alone when unknown", () => {
    const freebet = aFreebet({ id: '4', name: 'Cup freebet' });
    expect(describeTargets(['4', '8'], [freebet])).toEqual([
      {
        id: '4',
        name: 'Cup freebet',
        type: freebet.type,
        amount: freebet.issued.amount,
        currency: 'EUR',
      },
      { id: '8', name: null, type: null, amount: null, currency: null },
    ]);
  });
});

describe('boostRefusal', () => {
  it('words the stable codes and falls back to the general failure', () => {
    expect(boostRefusal('no_booster')).toBe('no-booster');
    expect(boostRefusal('freebet_already_boosted')).toBe('already-boosted');
    expect(boostRefusal('freebet_not_boostable')).toBe('not-boostable');
    expect(boostRefusal('lootbox_not_boostable')).toBe('not-boostable');
    expect(boostRefusal('account_restricted')).toBe('restricted');
    expect(boostRefusal('internal_error')).toBe('failed');
  });
});
