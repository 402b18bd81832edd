// What every sport model provides to the live engine: a fixed list of markets for the match,
// prematch quotes, and a pre-drawn live plan (a timeline of checkpoints) with quotes and
// statistics per checkpoint. The state of a match at any instant is a pure function of the
// plan and that instant, which is what makes fast-forwarding exact.
import type { FeedStatistics } from '../feed-model';
import type { MarketMeta, MarketQuote } from '../pricing';

/** One point of the live timeline where the visible state changes. */
export interface Checkpoint {
  /** Epoch ms. */
  at: number;
  /** Markets stay suspended until this epoch ms (0 when the checkpoint is not an event). */
  suspendUntil: number;
  /** The match is over at this checkpoint; every market is settled. */
  final: boolean;
}

export interface LivePlan {
  checkpoints: Checkpoint[];
  quote(index: number): MarketQuote[];
  statistics(index: number): FeedStatistics;
  /** Who won (two-way view), for brackets and outrights. */
  winner: 'home' | 'away';
  finishedAt: number;
}

/** A selection of a bet builder: one outcome of one market line. */
export interface Leg {
  marketId: number;
  specifier: string;
  outcomeId: string;
}

export interface MatchEngine {
  markets: MarketMeta[];
  /** Prematch quotes; `drift` is a seeded bucket number moving prices slightly over time. */
  prematch(drift: number): MarketQuote[];
  /** The live timeline (drawn once, deterministically, on first use). */
  plan(): LivePlan;
  /**
   * Probability that every leg wins, from the model's joint distribution at live checkpoint
   * `index` (or prematch when `index` is -1). Null when the model has no joint view of a leg.
   */
  joint?(legs: readonly Leg[], index: number): number | null;
  /** Prematch probability that home wins (brackets and outrights use it). */
  homeWinProbability(): number;
}

/** League-level model settings, one shape per sport. */
export type ModelProfile =
  | { sport: 'football'; goalsPerTeam: number }
  | { sport: 'ice-hockey'; goalsPerTeam: number }
  | { sport: 'basketball'; periodMinutes: number; possessionsPerMinute: number }
  | { sport: 'tennis'; tour: 'atp' | 'wta' }
  | { sport: 'cricket'; format: 't20' | 'odi' }
  | { sport: 'esports'; game: 'cs2' | 'dota-2' | 'league-of-legends' };

/** Everything a model needs about one fixture. */
export interface FixtureModelInput {
  seed: number;
  urnId: string;
  /** Epoch ms of the scheduled start. */
  start: number;
  homeName: string;
  awayName: string;
  homeRating: number;
  awayRating: number;
  profile: ModelProfile;
  /** Best-of for series (e-sports maps, tennis sets); 0 when not a series. */
  bestOf: number;
  /** False at neutral venues (and for tennis and e-sports). */
  homeAdvantage: boolean;
}

/** One item of a live timeline, in time order. */
export interface PlanItem<S> {
  at: number;
  state: S;
  suspendMs?: number;
  final?: boolean;
}

export function buildPlan<S>(
  items: PlanItem<S>[],
  quote: (state: S) => MarketQuote[],
  statistics: (state: S, at: number) => FeedStatistics,
  winner: 'home' | 'away',
): LivePlan {
  const checkpoints: Checkpoint[] = items.map((item) => ({
    at: item.at,
    suspendUntil: item.suspendMs ? item.at + item.suspendMs : 0,
    final: item.final === true,
  }));
  const last = items[items.length - 1];
  if (!last || !last.final) throw new Error('a live plan must end with a final checkpoint');
  const stateAt = (index: number): PlanItem<S> => {
    const item = items[index];
    if (!item) throw new RangeError(`no checkpoint ${index}`);
    return item;
  };
  return {
    checkpoints,
    quote: (index) => quote(stateAt(index).state),
    statistics: (index) => {
      const item = stateAt(index);
      return statistics(item.state, item.at);
    },
    winner,
    finishedAt: last.at,
  };
}

/** Helper for models: probability that all legs win over a joint distribution. */
export function jointOver<V>(
  cells: readonly { v: V; p: number }[],
  checks: readonly ((value: V) => boolean)[],
): number {
  let total = 0;
  let hit = 0;
  for (const cell of cells) {
    total += cell.p;
    if (checks.every((check) => check(cell.v))) hit += cell.p;
  }
  return total > 0 ? hit / total : 0;
}

export const SECOND = 1_000;
export const MINUTE = 60_000;

export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}
