import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minor } from '../../testing';
import { boostedFreebetPayout, lootboxProgress } from './lootbox';

const rules = { betsPerBox: 3, farmOncePerEvent: true };

describe('lootbox progress', () => {
  it('opens a box every N counted bets', () => {
    let state = { betsCount: 0, farmedEventIds: [] as number[] };
    const boxes: number[] = [];
    for (let event = 1; event <= 7; event += 1) {
      const step = lootboxProgress(rules, state, [event]);
      boxes.push(step.boxes);
      state = step;
    }
    expect(boxes).toEqual([0, 0, 1, 0, 0, 1, 0]);
    expect(state.farmedEventIds).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('farms an event once: a bet on farmed events only does not count', () => {
    const state = { betsCount: 1, farmedEventIds: [7] };
    expect(lootboxProgress(rules, state, [7])).toMatchObject({ counts: false, betsCount: 1 });
    expect(lootboxProgress(rules, state, [7, 8])).toMatchObject({
      counts: true,
      betsCount: 2,
      farmedEventIds: [7, 8],
    });
  });

  it('counts every bet without once-per-event', () => {
    const step = lootboxProgress(
      { betsPerBox: 1, farmOncePerEvent: false },
      { betsCount: 0, farmedEventIds: [7] },
      [7],
    );
    expect(step).toMatchObject({ counts: true, boxes: 1 });
  });

  it('opens as many boxes in total as whole multiples of N', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 60 }),
        (n, events) => {
          let state = { betsCount: 0, farmedEventIds: [] as number[] };
          let boxes = 0;
          for (const event of events) {
            const step = lootboxProgress({ betsPerBox: n, farmOncePerEvent: true }, state, [event]);
            boxes += step.boxes;
            state = step;
          }
          expect(state.betsCount).toBe(new Set(events).size);
          expect(boxes).toBe(Math.floor(state.betsCount / n));
        },
      ),
    );
  });
});

describe('boost', () => {
  it('multiplies the winnings of a freebet bet, not its stake', () => {
    // €10 only-win freebet at 2.10: pays €11 winnings; boosted ×1.5 → €16.50.
    expect(boostedFreebetPayout(minor(1100), minor(2100), minor(1000), 1.5)).toBe(1650);
    // All-win pays stake and winnings: only the winnings are boosted.
    expect(boostedFreebetPayout(minor(2100), minor(2100), minor(1000), 2)).toBe(3200);
  });

  it('leaves a lost bet, a returned stake and no booster alone', () => {
    expect(boostedFreebetPayout(minor(0), minor(0), minor(1000), 2)).toBe(0);
    expect(boostedFreebetPayout(minor(1000), minor(1000), minor(1000), 2)).toBe(1000);
    expect(boostedFreebetPayout(minor(1100), minor(2100), minor(1000), null)).toBe(1100);
  });
});
