import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handicap, oneOf, overUnder, resultName, threeWay, type ResultCode } from './settlement';

const names = (codes: readonly ResultCode[]) => codes.map(resultName);

describe('Asian handicap settlement', () => {
  it('splits a quarter line: home -0.25 at 1:1 is half lost, away +0.25 half won', () => {
    expect(names(handicap(0, -0.25))).toEqual(['half_lose', 'half_win']);
  });

  it('home -0.75 winning by one goal is half won, the away side half lost', () => {
    expect(names(handicap(1, -0.75))).toEqual(['half_win', 'half_lose']);
  });

  it('home -0.75 winning by two goals wins in full', () => {
    expect(names(handicap(2, -0.75))).toEqual(['win', 'lose']);
  });

  it('pushes a whole line: home -1 winning by exactly one goal is void for both sides', () => {
    expect(names(handicap(1, -1))).toEqual(['void', 'void']);
  });

  it('home +0.25 losing by one goal loses in full', () => {
    expect(names(handicap(-1, 0.25))).toEqual(['lose', 'win']);
  });

  it('draw no bet (line 0) refunds a draw', () => {
    expect(names(handicap(0, 0))).toEqual(['void', 'void']);
  });

  it('never gives a win to both sides, and mirrors the two sides', () => {
    const mirror: Record<string, string> = {
      win: 'lose',
      lose: 'win',
      void: 'void',
      half_win: 'half_lose',
      half_lose: 'half_win',
    };
    fc.assert(
      fc.property(
        fc.integer({ min: -8, max: 8 }),
        fc.integer({ min: -16, max: 16 }),
        (margin, quarters) => {
          const [home, away] = names(handicap(margin, quarters / 4));
          expect(away).toBe(mirror[home as string]);
        },
      ),
    );
  });
});

describe('totals settlement', () => {
  it('over 2.5 wins with three goals, under loses', () => {
    expect(names(overUnder(3, 2.5))).toEqual(['win', 'lose']);
  });

  it('a whole total line pushes on the line', () => {
    expect(names(overUnder(2, 2))).toEqual(['void', 'void']);
  });

  it('a quarter total (2.25) with two goals is half lost for over, half won for under', () => {
    expect(names(overUnder(2, 2.25))).toEqual(['half_lose', 'half_win']);
  });
});

describe('three-way and one-of settlement', () => {
  it('settles home, draw and away', () => {
    expect(names(threeWay(2))).toEqual(['win', 'lose', 'lose']);
    expect(names(threeWay(0))).toEqual(['lose', 'win', 'lose']);
    expect(names(threeWay(-1))).toEqual(['lose', 'lose', 'win']);
  });

  it('lets exactly one outcome of a correct-score style market win', () => {
    expect(names(oneOf(4, 2))).toEqual(['lose', 'lose', 'win', 'lose']);
  });
});
