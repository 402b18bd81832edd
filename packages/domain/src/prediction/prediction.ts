// Predictions ("Who wins?", decision 0040): a match's vote, its choices, when it closes and how
// the votes split. The server counts and refuses by these rules; the match page shows them.
import { MATCH_STATUS, type MatchStatus } from '../match/status';

/** What a player may predict: the home side, a draw or the away side winning. */
export const PREDICTION_CHOICES = ['home', 'draw', 'away'] as const;
export type PredictionChoice = (typeof PREDICTION_CHOICES)[number];

/**
 * The choices a match's vote offers: a draw only where the match can end in one (it has a
 * three-way match result market, as football does; tennis and CS2 do not).
 */
export function predictionChoices(canDraw: boolean): PredictionChoice[] {
  return canDraw ? ['home', 'draw', 'away'] : ['home', 'away'];
}

/**
 * A match's vote is open until the match starts: before its start time and while the match is
 * still prematch. A kick-off brought forward (the match goes live early) closes it at once.
 */
export function isPredictionOpen(
  match: { startTime: Date; status: MatchStatus | number },
  now: Date,
): boolean {
  return match.status === MATCH_STATUS.prematch && now.getTime() < match.startTime.getTime();
}

export interface PredictionShare {
  choice: PredictionChoice;
  votes: number;
  /** Whole percent; the shares of a vote with any votes add up to exactly 100. */
  percent: number;
}

/**
 * How the votes split, in whole percent adding up to 100 (largest remainder: 1, 1, 1 votes give
 * 34, 33, 33, the first choice taking the spare point). No votes: every share 0.
 */
export function predictionSplit(
  choices: readonly PredictionChoice[],
  votes: Partial<Record<PredictionChoice, number>>,
): PredictionShare[] {
  const counts = choices.map((choice) => votes[choice] ?? 0);
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return choices.map((choice) => ({ choice, votes: 0, percent: 0 }));
  const exact = counts.map((n) => (n * 100) / total);
  const percents = exact.map(Math.floor);
  let spare = 100 - percents.reduce((sum, n) => sum + n, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (spare === 0) break;
    percents[index] = (percents[index] ?? 0) + 1;
    spare -= 1;
  }
  return choices.map((choice, index) => ({
    choice,
    votes: counts[index] ?? 0,
    percent: percents[index] ?? 0,
  }));
}
