// Virtual games of the product lines (decision 0045): one engine, four contents. A round is
// made from a seed the provider draws at random and commits to (its hash is shown before any
// stake): the seed decides the card (runners or outcomes, their true chances and the odds
// offered) and, once staking is over, the result. The same seed always gives the same card and
// result, so every round can be recomputed by an auditor.
//
// Fairness in numbers: the odds offered are (1 − margin) / chance, floored to 0.01, so a stake's
// expected return is at most 92 % of it on every outcome; the result is drawn with exactly the
// chances the odds were made from.
import { type Refusal, refuse } from '../core/result';
import { drawUniform } from '../jackpot/jackpot-rules';
import type { MinorUnits } from '../money/money';
import { type DecimalOdds, ODDS_CAP, oddsFromWire, stakeTimesOdds } from '../odds/odds';

/** The product lines' games (spec section 2 named sections). */
export const VIRTUAL_GAME_KINDS = [
  'horse_racing',
  'lotteries',
  'premium_cricket',
  'virtual_gaming_arena',
] as const;
export type VirtualGameKind = (typeof VIRTUAL_GAME_KINDS)[number];

/** The house's share of every stake on average (odds = (1 − margin) / chance). */
export const VIRTUAL_MARGIN = 0.08;
/** Lowest odds offered: an outcome likelier than this pays at least a little. */
export const VIRTUAL_MIN_ODDS = 1.01;
/** How long a round runs once staking is over (the race, the draw, the ball), ms. */
export const VIRTUAL_ROUND_RUN_MS = 5000;
/** Stakes per round and player: enough to back every runner of a race. */
export const VIRTUAL_MAX_STAKES_PER_ROUND = 8;

export interface VirtualOutcome {
  /** Stable within the round: `o1`, `o2`, … */
  readonly id: string;
  readonly name: string;
  /** The true chance this outcome wins (the chances of a round add up to 1). */
  readonly probability: number;
  readonly odds: DecimalOdds;
}

export interface VirtualRoundCard {
  readonly kind: VirtualGameKind;
  /** What is played: "Race 7 · 1,200 m", "Lucky 12 draw", … */
  readonly title: string;
  readonly outcomes: readonly VirtualOutcome[];
}

const HORSES = [
  'Silver Comet',
  'Midnight Echo',
  'Copper Kettle',
  'Northern Lark',
  'Quiet Storm',
  'Paper Lantern',
  'Velvet Thunder',
  'Harbour Light',
  'Juniper Jack',
  'Golden Hour',
  'Crimson Tide',
  'Wild Clover',
  'Morning Dew',
  'Iron Duke',
  'Saffron Sky',
  'Lucky Marble',
];
const TEAMS = [
  'Nebula Five',
  'Iron Wolves',
  'Polar Foxes',
  'Neon Tigers',
  'Static Owls',
  'Crimson Orbit',
  'Quantum Rooks',
  'Ember Kings',
];
const LOTTERY_BALLS = 12;
const RUNNERS = 6;
/** The next ball of a virtual over: base chances of a T20 ball, jittered per round. */
const BALL_OUTCOMES: readonly (readonly [string, number])[] = [
  ['Dot ball', 0.36],
  ['1 run', 0.3],
  ['2 runs', 0.08],
  ['Four', 0.12],
  ['Six', 0.07],
  ['Wicket', 0.07],
];

/** Draw numbers used for the card; the result uses numbers from RESULT_DRAW on. */
const RESULT_DRAW = 1000;

/**
 * The odds offered for a chance: (1 − margin) / chance floored to 0.01, within 1.01 and the
 * price cap of 40. Example: a runner with a 25 % chance is offered 3.68 (0.92 / 0.25).
 */
export function virtualOdds(probability: number): DecimalOdds {
  if (!(probability > 0 && probability <= 1)) {
    throw new RangeError(`A chance must be in (0, 1], got ${probability}`);
  }
  const fair = Math.floor(((1 - VIRTUAL_MARGIN) / probability) * 100 + 1e-9) / 100;
  return oddsFromWire(Math.min(ODDS_CAP, Math.max(VIRTUAL_MIN_ODDS, fair)));
}

/** `count` distinct items of `list`, chosen by the seed (a seeded Fisher–Yates prefix). */
function pick<T>(list: readonly T[], count: number, seed: string, from: number): T[] {
  const items = [...list];
  for (let i = 0; i < count; i += 1) {
    const j = i + Math.floor(drawUniform(seed, from + i) * (items.length - i));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items.slice(0, count);
}

function outcomesOf(entries: readonly (readonly [string, number])[]): VirtualOutcome[] {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  return entries.map(([name, weight], index) => {
    const probability = weight / total;
    return { id: `o${index + 1}`, name, probability, odds: virtualOdds(probability) };
  });
}

/** The card of a round: what may be backed, at what odds, all from the seed. */
export function virtualRoundCard(kind: VirtualGameKind, seed: string): VirtualRoundCard {
  switch (kind) {
    case 'horse_racing': {
      // Form between 1 and 4: the favourite is at most about four times as likely as the
      // outsider, as on a real card.
      const names = pick(HORSES, RUNNERS, seed, 0);
      const distance = 1000 + 200 * Math.floor(drawUniform(seed, 50) * 6);
      return {
        kind,
        title: `${distance} m flat`,
        outcomes: outcomesOf(names.map((name, i) => [name, 1 + 3 * drawUniform(seed, 100 + i)])),
      };
    }
    case 'lotteries':
      return {
        kind,
        title: `Lucky ${LOTTERY_BALLS} draw`,
        outcomes: outcomesOf(
          Array.from({ length: LOTTERY_BALLS }, (_, i) => [`Ball ${i + 1}`, 1] as const),
        ),
      };
    case 'premium_cricket':
      return {
        kind,
        title: 'Next ball',
        outcomes: outcomesOf(
          BALL_OUTCOMES.map(([name, chance], i) => [
            name,
            chance * (0.8 + 0.4 * drawUniform(seed, 100 + i)),
          ]),
        ),
      };
    case 'virtual_gaming_arena': {
      const [home, away] = pick(TEAMS, 2, seed, 0) as [string, string];
      const strength = 0.3 + 0.4 * drawUniform(seed, 100);
      return {
        kind,
        title: `${home} vs ${away}`,
        outcomes: outcomesOf([
          [home, strength],
          [away, 1 - strength],
        ]),
      };
    }
  }
}

/**
 * The finishing order of a round, winner first: each place is drawn among the outcomes left in
 * proportion to their chances (so the winner wins with exactly its chance). A lottery's or a
 * ball's order past the first place only paints the animation.
 */
export function virtualRoundResult(card: VirtualRoundCard, seed: string): string[] {
  const left = [...card.outcomes];
  const order: string[] = [];
  for (let place = 0; left.length > 0; place += 1) {
    const total = left.reduce((sum, outcome) => sum + outcome.probability, 0);
    let point = drawUniform(seed, RESULT_DRAW + place) * total;
    let index = left.length - 1;
    for (let i = 0; i < left.length; i += 1) {
      point -= (left[i] as VirtualOutcome).probability;
      if (point < 0) {
        index = i;
        break;
      }
    }
    order.push((left[index] as VirtualOutcome).id);
    left.splice(index, 1);
  }
  return order;
}

/** What a stake returns: stake × odds floored to a minor unit when it won, else nothing. */
export function virtualPayout(stake: MinorUnits, odds: DecimalOdds, won: boolean): MinorUnits {
  return won ? stakeTimesOdds(stake, odds) : (0 as MinorUnits);
}

export type VirtualStakeCode =
  | 'error.virtual.stake_below_min'
  | 'error.virtual.stake_above_max'
  | 'error.virtual.insufficient_balance'
  | 'error.virtual.too_many_stakes';

export type VirtualStakeCheck =
  | { readonly ok: true }
  | Refusal<VirtualStakeCode, { readonly min?: number; readonly max?: number }>;

/**
 * Whether a stake may be taken: within the game's minimum and maximum (minor units), covered by
 * the balance, and not past the stakes a player may have on one round.
 */
export function checkVirtualStake(input: {
  stake: number;
  balance: number;
  min: number;
  max: number;
  stakesInRound: number;
}): VirtualStakeCheck {
  if (input.stake < input.min) return refuse('error.virtual.stake_below_min', { min: input.min });
  if (input.stake > input.max) return refuse('error.virtual.stake_above_max', { max: input.max });
  if (input.stakesInRound >= VIRTUAL_MAX_STAKES_PER_ROUND) {
    return refuse('error.virtual.too_many_stakes', { max: VIRTUAL_MAX_STAKES_PER_ROUND });
  }
  if (input.stake > input.balance) return refuse('error.virtual.insufficient_balance');
  return { ok: true };
}
