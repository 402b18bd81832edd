import { describe, expect, it } from 'vitest';
import { MATCH_STATUS } from '../match/status';
import { isPredictionOpen, predictionChoices, predictionSplit } from './prediction';

describe('predictions', () => {
  it('offers a draw only where the match can end in one', () => {
    expect(predictionChoices(true)).toEqual(['home', 'draw', 'away']);
    expect(predictionChoices(false)).toEqual(['home', 'away']);
  });

  it('closes the vote at kick-off, or earlier when the match goes live early', () => {
    const startTime = new Date('2026-11-25T20:00:00Z');
    const before = new Date('2026-11-25T19:59:59Z');
    expect(isPredictionOpen({ startTime, status: MATCH_STATUS.prematch }, before)).toBe(true);
    expect(isPredictionOpen({ startTime, status: MATCH_STATUS.prematch }, startTime)).toBe(false);
    expect(isPredictionOpen({ startTime, status: MATCH_STATUS.live }, before)).toBe(false);
  });

  it('splits the votes in whole percent adding up to 100', () => {
    expect(predictionSplit(['home', 'draw', 'away'], { home: 1, draw: 1, away: 1 })).toEqual([
      { choice: 'home', votes: 1, percent: 34 },
      { choice: 'draw', votes: 1, percent: 33 },
      { choice: 'away', votes: 1, percent: 33 },
    ]);
    const split = predictionSplit(['home', 'draw', 'away'], { home: 2, draw: 1, away: 4 });
    expect(split.map((s) => s.percent)).toEqual([29, 14, 57]);
    expect(split.reduce((sum, s) => sum + s.percent, 0)).toBe(100);
  });

  it('shows every share at 0 before anyone votes, and ignores a choice not offered', () => {
    expect(predictionSplit(['home', 'away'], {})).toEqual([
      { choice: 'home', votes: 0, percent: 0 },
      { choice: 'away', votes: 0, percent: 0 },
    ]);
    expect(predictionSplit(['home', 'away'], { home: 3, draw: 5 })[0]?.percent).toBe(100);
  });
});
