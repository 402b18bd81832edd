import { describe, expect, it } from 'vitest';
import { hitsToShow } from './jackpot-hits';
import { orderedLevels } from './jackpot-levels';

describe('orderedLevels', () => {
  it('lines the levels up Mini, Major, Grand whatever the server’s order', () => {
    const levels = [
      { code: 'grand', poolAmount: 100_000 },
      { code: 'mini', poolAmount: 1_000 },
      { code: 'major', poolAmount: 10_000 },
    ];
    expect(orderedLevels(levels).map((level) => level.code)).toEqual(['mini', 'major', 'grand']);
  });

  it('puts unknown levels after the known ones, by pool', () => {
    const levels = [
      { code: 'b', poolAmount: 5 },
      { code: 'a', poolAmount: 9 },
      { code: 'Mini', poolAmount: 1 },
      { code: 'c', poolAmount: 2 },
    ];
    expect(orderedLevels(levels).map((level) => level.code)).toEqual(['Mini', 'c', 'b', 'a']);
  });
});

describe('hitsToShow', () => {
  const hit = (id: string, status: 'pending' | 'approved' | 'paid' | 'rejected', seen = false) => ({
    id,
    status,
    seen,
    createdAt: `2026-11-25T06:0${id}:00Z`,
  });

  it('shows unseen approved and paid hits, oldest first', () => {
    const hits = [hit('3', 'paid'), hit('1', 'approved'), hit('2', 'paid', true)];
    expect(hitsToShow(hits, new Set()).map((h) => h.id)).toEqual(['1', '3']);
  });

  it('never shows a pending or rejected hit', () => {
    expect(hitsToShow([hit('1', 'pending'), hit('2', 'rejected')], new Set())).toEqual([]);
  });

  it('does not show again a hit dismissed in this tab', () => {
    expect(
      hitsToShow([hit('1', 'paid'), hit('2', 'paid')], new Set(['1'])).map((h) => h.id),
    ).toEqual(['2']);
  });
});
