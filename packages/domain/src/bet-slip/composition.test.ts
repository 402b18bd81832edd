import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  makeContext,
  makeMultiSingleContext,
  makeSelection,
  makeSelections,
  makeTicketBet,
  minor,
  odds,
} from '../../testing';
import { systemType } from '../system/system';
import {
  addCustomBet,
  addSelection,
  changeBetType,
  changeCurrency,
  changeSystemType,
  currentBetType,
  removeSelection,
  selectedOutcomeIdsOf,
  setStake,
  setStakeForAll,
} from './composition';
import type { BetSlipSelection, BetType, TicketBet } from './types';

const context = makeContext();
const multiSingle = makeMultiSingleContext();

function build(selections: readonly BetSlipSelection[], ctx = context): TicketBet[] {
  return selections.reduce<TicketBet[]>((bets, s) => addSelection(bets, s, ctx), []);
}

function typeOf(bets: readonly TicketBet[]): (BetType | string)[] {
  return bets.map((bet) =>
    bet.systemType === null
      ? `${bet.betType}(${bet.selections.length})`
      : `system ${bet.systemType.winCount}/${bet.systemType.selectionCount}`,
  );
}

describe('bet slip composition', () => {
  describe('adding selections', () => {
    it('makes a single from the first selection on an empty slip', () => {
      const [bet] = addSelection([], makeSelection(), context);
      expect(bet).toMatchObject({ betType: 'single', stake: 0, currency: 'EUR', subunits: 100 });
    });

    it('turns a single into a combo when the provider has no multi-single', () => {
      const [a, b] = makeSelections([1.5, 2.5]);
      const single = { ...build([a!])[0]!, stake: minor(500) };
      const bets = addSelection([single], b!, context);
      expect(typeOf(bets)).toEqual(['combo(2)']);
      expect(bets[0]?.stake).toBe(500);
    });

    it('adds more singles when every provider allows multi-single', () => {
      const bets = build(makeSelections([1.5, 2.5, 3]), multiSingle);
      expect(typeOf(bets)).toEqual(['single(1)', 'single(1)', 'single(1)']);
    });

    it('makes a combo when a new provider does not allow multi-single', () => {
      const ctx = makeContext({ multiSingleAvailableByProvider: { betradar: true } });
      const bets = build(
        [makeSelection(), makeSelection(), makeSelection({ provider: 'oddin' })],
        ctx,
      );
      expect(typeOf(bets)).toEqual(['combo(3)']);
    });

    it('adds a leg to a combo', () => {
      expect(typeOf(build(makeSelections([1.5, 2, 2.5, 3])))).toEqual(['combo(4)']);
    });

    it('grows a 2/3 system into a 2/4 system', () => {
      const bets = { ...build(makeSelections([1.5, 2, 2.5]))[0]!, betType: 'system' as const };
      const system = { ...bets, systemType: systemType(3, 2) };
      const grown = addSelection([system], makeSelection(), context);
      expect(grown[0]?.systemType).toEqual({ selectionCount: 4, winCount: 2, totalCount: 6 });
    });

    it('does not add an outcome that is already on the slip', () => {
      const selection = makeSelection();
      const bets = build([selection]);
      expect(addSelection(bets, selection, context)).toEqual(bets);
    });
  });

  describe('removing selections', () => {
    it('turns a combo into a single when one selection is left', () => {
      const [a, b] = makeSelections([1.5, 2.5]);
      const combo = { ...build([a!, b!])[0]!, stake: minor(700) };
      const bets = removeSelection([combo], b!.outcomeId);
      expect(typeOf(bets)).toEqual(['single(1)']);
      expect(bets[0]).toMatchObject({ stake: 700, systemType: null });
    });

    it('shrinks a 2/4 system into a 2/3 system', () => {
      const selections = makeSelections([1.5, 2, 2.5, 3]);
      const system = makeTicketBet({ betType: 'system', selections, systemType: systemType(4, 2) });
      expect(typeOf(removeSelection([system], selections[3]!.outcomeId))).toEqual(['system 2/3']);
    });

    it('falls back to a combo when no system of the new size exists', () => {
      const selections = makeSelections([1.5, 2, 2.5]);
      const twoOfThree = makeTicketBet({
        betType: 'system',
        selections,
        systemType: systemType(3, 2),
      });
      expect(typeOf(removeSelection([twoOfThree], selections[0]!.outcomeId))).toEqual(['combo(2)']);
      const four = makeSelections([1.5, 2, 2.5, 3]);
      const threeOfFour = makeTicketBet({
        betType: 'system',
        selections: four,
        systemType: systemType(4, 3),
      });
      expect(typeOf(removeSelection([threeOfFour], four[0]!.outcomeId))).toEqual(['combo(3)']);
    });

    it('turns a system into a single when one selection is left', () => {
      const selections = makeSelections([1.5, 2, 2.5]);
      const system = makeTicketBet({ betType: 'system', selections, systemType: systemType(3, 2) });
      const left = removeSelection(
        removeSelection([system], selections[0]!.outcomeId),
        selections[1]!.outcomeId,
      );
      expect(typeOf(left)).toEqual(['single(1)']);
    });

    it('drops a single with its selection', () => {
      const selections = makeSelections([1.5, 2]);
      const bets = build(selections, multiSingle);
      expect(removeSelection(bets, selections[0]!.outcomeId)).toEqual([bets[1]]);
    });

    it('leaves the slip as it is when the outcome is not on it', () => {
      const bets = build(makeSelections([1.5, 2]));
      expect(removeSelection(bets, makeSelection().outcomeId)).toEqual(bets);
    });
  });

  describe('custom bets', () => {
    const legs = makeSelections([1.5, 1.8, 2.1]);
    const custom = addCustomBet([], legs, odds(4.2), context);

    it('never converts a custom bet when selections are added', () => {
      const bets = addSelection(custom, makeSelection(), context);
      expect(typeOf(bets)).toEqual(['custom(3)', 'single(1)']);
      expect(bets[0]).toBe(custom[0]);
    });

    it('keeps a custom bet with one selection a custom bet', () => {
      const bets = removeSelection(removeSelection(custom, legs[0]!.outcomeId), legs[1]!.outcomeId);
      expect(typeOf(bets)).toEqual(['custom(1)']);
      expect(removeSelection(bets, legs[2]!.outcomeId)).toEqual([]);
    });

    it('keeps the custom bet in its place while regular bets merge', () => {
      const bets = build(makeSelections([1.5, 2]), context);
      const mixed = [...custom, ...bets];
      expect(typeOf(addSelection(mixed, makeSelection(), context))).toEqual([
        'custom(3)',
        'combo(3)',
      ]);
    });

    it('refuses to turn anything into a custom bet', () => {
      expect(changeBetType(custom, 'custom', context)).toEqual({
        ok: false,
        code: 'error.bet_slip.custom_bet_not_convertible',
      });
    });
  });

  describe('changing the bet type', () => {
    const selections = makeSelections([1.5, 2, 2.5]);
    const combo = { ...build(selections)[0]!, stake: minor(300) };

    it('splits a combo into singles keeping stake and currency', () => {
      const result = changeBetType([combo], 'single', multiSingle);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(typeOf(result.bets)).toEqual(['single(1)', 'single(1)', 'single(1)']);
      expect(result.bets.map((b) => [b.stake, b.currency])).toEqual([
        [300, 'EUR'],
        [300, 'EUR'],
        [300, 'EUR'],
      ]);
    });

    it('gives a freebet only to the first single when splitting', () => {
      const withFreebet = {
        ...combo,
        freebetStake: minor(300),
        bonus: { id: 'fb', type: 'freebet_only_win' as const, odds: null },
      };
      const result = changeBetType([withFreebet], 'single', multiSingle);
      if (!result.ok) throw new Error(result.code);
      expect(result.bets.map((b) => [b.stake, b.bonus?.id ?? null])).toEqual([
        [300, 'fb'],
        [0, null],
        [0, null],
      ]);
    });

    it('merges singles into a combo with the first single stake', () => {
      const singles = setStake(build(selections, multiSingle), 0, 250);
      const result = changeBetType(singles, 'combo', multiSingle);
      if (!result.ok) throw new Error(result.code);
      expect(typeOf(result.bets)).toEqual(['combo(3)']);
      expect(result.bets[0]?.stake).toBe(250);
    });

    it('picks the first offered system type', () => {
      const four = build(makeSelections([1.5, 2, 2.5, 3]));
      const result = changeBetType(four, 'system', context);
      if (!result.ok) throw new Error(result.code);
      expect(typeOf(result.bets)).toEqual(['system 3/4']);
    });

    it('refuses the type that is already current', () => {
      expect(changeBetType([combo], 'combo', context)).toEqual({
        ok: false,
        code: 'error.bet_slip.bet_type_unchanged',
      });
    });

    it('refuses to change a lone single', () => {
      expect(changeBetType(build([makeSelection()]), 'combo', context)).toEqual({
        ok: false,
        code: 'error.bet_slip.not_enough_selections',
      });
    });

    it('refuses singles from a provider without multi-single', () => {
      const ctx = makeContext({ multiSingleAvailableByProvider: { betradar: true } });
      const mixed = build([makeSelection(), makeSelection({ provider: 'oddin' })], ctx);
      expect(changeBetType(mixed, 'single', ctx)).toEqual({
        ok: false,
        code: 'error.bet_slip.multi_single_not_available',
      });
    });

    it('refuses a system for two selections', () => {
      expect(changeBetType(build(makeSelections([1.5, 2])), 'system', context)).toEqual({
        ok: false,
        code: 'error.bet_slip.system_not_available',
      });
    });

    it('tells the current bet type of the slip', () => {
      expect(currentBetType([])).toBeNull();
      expect(currentBetType(build(selections, multiSingle))).toBe('single');
      expect(currentBetType([...addCustomBet([], selections, odds(3), context), combo])).toBe(
        'combo',
      );
    });
  });

  describe('changing the system type', () => {
    const selections = makeSelections([1.5, 2, 2.5, 3]);
    const system = makeTicketBet({ betType: 'system', selections, systemType: systemType(4, 3) });

    it('replaces the system bet type', () => {
      const result = changeSystemType([system], systemType(4, 2));
      if (!result.ok) throw new Error(result.code);
      expect(result.bets[0]?.systemType).toEqual({ selectionCount: 4, winCount: 2, totalCount: 6 });
    });

    it('refuses a type that does not fit the selections', () => {
      expect(changeSystemType([system], systemType(5, 2))).toMatchObject({
        code: 'error.bet_slip.system_type_not_available',
      });
      expect(changeSystemType([system], systemType(4, 4))).toMatchObject({
        code: 'error.bet_slip.system_type_not_available',
      });
    });

    it('refuses without a system bet', () => {
      expect(changeSystemType(build(selections), systemType(4, 2))).toMatchObject({
        code: 'error.bet_slip.system_not_available',
      });
    });
  });

  describe('stakes', () => {
    it('keeps stakes whole and never negative', () => {
      const bets = build([makeSelection()]);
      expect(setStake(bets, 0, -300)[0]?.stake).toBe(0);
      expect(setStake(bets, 0, 123.7)[0]?.stake).toBe(123);
      expect(
        setStakeForAll(build(makeSelections([2, 3]), multiSingle), 500).map((b) => b.stake),
      ).toEqual([500, 500]);
    });

    it('keeps the freebet stake of a bet playing a freebet', () => {
      const bet = makeTicketBet({ stake: minor(500), freebetStake: minor(500) });
      expect(setStake([bet], 0, 100)[0]?.stake).toBe(500);
      expect(setStakeForAll([bet], 100)[0]?.stake).toBe(500);
    });
  });

  describe('changing currency', () => {
    const accounts = [{ currency: 'EUR' }, { currency: 'USD' }];
    const usd = { code: 'USD', subunits: 100 };

    it('resets stakes to 0 and marks the stake source as sharing', () => {
      const bets = setStake(build(makeSelections([2, 3]), multiSingle), 0, 500);
      const result = changeCurrency(bets, usd, accounts);
      expect(result.changed).toBe(true);
      expect(result.bets.map((b) => [b.currency, b.stake, b.stakeSource])).toEqual([
        ['USD', 0, 'sharing'],
        ['USD', 0, 'sharing'],
      ]);
    });

    it('drops a freebet, whose stake no longer applies', () => {
      const bet = makeTicketBet({
        stake: minor(500),
        freebetStake: minor(500),
        bonus: { id: 'fb', type: 'freebet_no_risk', odds: null },
      });
      expect(changeCurrency([bet], usd, accounts).bets[0]).toMatchObject({
        bonus: null,
        freebetStake: null,
        stake: 0,
      });
    });

    it('ignores the current currency', () => {
      const bets = setStake(build([makeSelection()]), 0, 500);
      expect(changeCurrency(bets, { code: 'EUR', subunits: 100 }, accounts)).toEqual({
        changed: false,
        bets,
      });
    });

    it('ignores a currency the player has no account in', () => {
      const bets = build([makeSelection()]);
      expect(changeCurrency(bets, { code: 'GBP', subunits: 100 }, accounts).changed).toBe(false);
    });
  });

  describe('properties', () => {
    const selection = fc
      .record({
        price: fc.integer({ min: 1001, max: 30_000 }),
        provider: fc.constantFrom('betradar', 'oddin', 'betconstruct'),
      })
      .map(({ price, provider }) => makeSelection({ odds: odds(price / 1000), provider }));

    const slip = fc.record({
      selections: fc.array(selection, { minLength: 0, maxLength: 7 }),
      multi: fc.boolean(),
      asSystem: fc.boolean(),
      stake: fc.integer({ min: 0, max: 100_000 }),
    });

    it('returns the original slip after adding then removing a selection', () => {
      fc.assert(
        fc.property(slip, selection, ({ selections, multi, asSystem, stake }, extra) => {
          const ctx = multi ? multiSingle : context;
          let bets = setStakeForAll(build(selections, ctx), stake);
          if (asSystem) {
            const system = changeBetType(bets, 'system', ctx);
            if (system.ok) bets = system.bets;
          }
          const added = addSelection(bets, extra, ctx);
          expect(selectedOutcomeIdsOf(added)).toContain(extra.outcomeId);
          expect(removeSelection(added, extra.outcomeId)).toEqual(bets);
        }),
      );
    });

    it('never lets a stake go negative, whatever the player does', () => {
      const action = fc.oneof(
        selection.map((s) => ({ kind: 'add' as const, s })),
        fc.nat(10).map((i) => ({ kind: 'remove' as const, i })),
        fc.tuple(fc.nat(10), fc.integer({ min: -1_000_000, max: 1_000_000 })).map(([i, stake]) => ({
          kind: 'stake' as const,
          i,
          stake,
        })),
        fc.constantFrom('single', 'combo', 'system').map((t) => ({ kind: 'type' as const, t })),
        fc.constant({ kind: 'currency' as const }),
      );
      fc.assert(
        fc.property(fc.array(action, { maxLength: 25 }), fc.boolean(), (actions, multi) => {
          const ctx = multi ? multiSingle : context;
          let bets: TicketBet[] = [];
          for (const a of actions) {
            if (a.kind === 'add') bets = addSelection(bets, a.s, ctx);
            if (a.kind === 'remove') {
              const target = selectedOutcomeIdsOf(bets)[a.i];
              if (target !== undefined) bets = removeSelection(bets, target);
            }
            if (a.kind === 'stake') bets = setStake(bets, a.i, a.stake);
            if (a.kind === 'type') {
              const changed = changeBetType(bets, a.t, ctx);
              if (changed.ok) bets = changed.bets;
            }
            if (a.kind === 'currency') {
              bets = changeCurrency(bets, { code: 'USD', subunits: 100 }, [
                { currency: 'USD' },
              ]).bets;
            }
            for (const bet of bets) {
              expect(bet.stake).toBeGreaterThanOrEqual(0);
              expect(Number.isSafeInteger(bet.stake)).toBe(true);
              expect(bet.selections.length).toBeGreaterThan(0);
              if (bet.betType === 'single') expect(bet.selections).toHaveLength(1);
              if (bet.betType === 'combo') expect(bet.selections.length).toBeGreaterThan(1);
              if (bet.betType === 'system') {
                expect(bet.systemType?.selectionCount).toBe(bet.selections.length);
              }
            }
            const ids = selectedOutcomeIdsOf(bets);
            expect(new Set(ids).size).toBe(ids.length);
          }
        }),
      );
    });
  });
});
