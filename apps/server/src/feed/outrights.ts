// Outrights: a season winner for each league (football-style split seasons or calendar years)
// and a tournament winner for each weekly tennis event. Season prices come from the teams'
// strengths (a softmax over ratings, the shape of a season simulation's title odds); tennis
// event prices walk the actual draw, using the players' ratings and the results so far.
import type { EventType } from '@sportsbook/contract';
import type { CompetitorInfo, LeagueInfo } from './catalog';
import type { Fixture } from './fixtures';
import { HORIZON, HOUR } from './fixtures';
import { noise, rngFor } from './prng';
import { kebab } from './slug';

export interface OutrightFixture {
  urnId: string;
  slug: string;
  name: string;
  type: EventType;
  league: LeagueInfo;
  competitors: CompetitorInfo[];
  start: number;
  end: number;
  publishAt: number;
  /**
   * Fair winning probabilities at an instant (drift bucket applied), and the results once known.
   * `settledAt` is when the winner is known; before it the outcomes are open (or eliminated).
   */
  quote(
    now: number,
    drift: number,
  ): { fair: number[]; eliminated: boolean[]; winner: number | null };
  /** Instants at which the quote changes besides drift (tennis results). */
  changesAt: number[];
  settledAt: number;
}

const OUTRIGHT_SCALE: Record<string, number> = {
  football: 4.5,
  basketball: 2.2,
  'ice-hockey': 3,
  cricket: 3.5,
  'premium-cricket': 3.5,
  cs2: 45,
  'dota-2': 45,
  'league-of-legends': 45,
};

function softmax(values: number[]): number[] {
  const max = Math.max(...values);
  const exps = values.map((v) => Math.exp(v - max));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

/** The season of a league that is running (or about to run) at `ms`. */
interface Season {
  label: string;
  start: number;
  end: number;
  /** End of the previous season: this season's outright is offered from then on. */
  previousEnd: number;
  year: number;
}

function seasonAt(kind: 'split' | 'calendar', ms: number): Season {
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  if (kind === 'calendar') {
    // Calendar seasons end in early December; after that, next year's season is on offer.
    const end = Date.UTC(year, 11, 6, 20);
    const y = ms < end ? year : year + 1;
    return {
      label: String(y),
      start: Date.UTC(y, 1, 20, 12),
      end: Date.UTC(y, 11, 6, 20),
      previousEnd: Date.UTC(y - 1, 11, 6, 20),
      year: y,
    };
  }
  // Split seasons (August to May): the next May's final matchday decides the title.
  const endThisYear = Date.UTC(year, 4, 24, 17);
  const endYear = ms < endThisYear ? year : year + 1;
  return {
    label: `${endYear - 1}/${String(endYear % 100).padStart(2, '0')}`,
    start: Date.UTC(endYear - 1, 7, 15, 12),
    end: Date.UTC(endYear, 4, 24, 17),
    previousEnd: Date.UTC(endYear - 1, 4, 24, 17),
    year: endYear,
  };
}

/** Season outrights of a league whose publication falls in [from, to). */
export function seasonOutrights(
  seed: number,
  league: LeagueInfo,
  from: number,
  to: number,
): OutrightFixture[] {
  const kind = league.def.season;
  if (!kind) return [];
  const out: OutrightFixture[] = [];
  // A season is published when the previous one is settled (or on the feed's first day).
  for (let t = from; t < to;) {
    const season = seasonAt(kind, t);
    out.push(seasonOutright(seed, league, season));
    t = season.end + 1;
  }
  return out;
}

function seasonOutright(seed: number, league: LeagueInfo, season: Season): OutrightFixture {
  const number = league.no * 10_000 + season.year;
  const urnId = `${league.prefix}:season:${number}`;
  const name = `${league.def.name} ${season.label} - Winner`;
  const scale = OUTRIGHT_SCALE[league.def.sportKey] ?? 4;
  const teams = league.competitors;
  const base = teams.map(
    (t) => t.rating / scale + 0.25 * (noise(seed, 'season-form', urnId, t.name) - 0.5),
  );
  const fairAt = (drift: number) =>
    softmax(base.map((b, i) => b + 0.06 * (noise(seed, 'drift', urnId, drift, i) - 0.5)));
  let winner: number | null = null;
  return {
    urnId,
    slug: `${kebab(name)}-${number}`,
    name,
    type: 'season',
    league,
    competitors: teams,
    start: season.start,
    end: season.end,
    publishAt: season.previousEnd + 1,
    changesAt: [],
    settledAt: season.end,
    quote(now, drift) {
      const fair = fairAt(drift);
      if (now < season.end) return { fair, eliminated: teams.map(() => false), winner: null };
      winner ??= rngFor(seed, 'champion', urnId).weighted(fairAt(0));
      return { fair, eliminated: teams.map((_, i) => i !== winner), winner };
    },
  };
}

/** Tennis event winner from the event's 15 fixtures (first round first, then by round). */
export function tennisOutright(
  seed: number,
  league: LeagueInfo,
  week: number,
  fixtures: Fixture[],
  horizon = HORIZON,
): OutrightFixture | null {
  const firstRound = fixtures.slice(0, 8);
  if (firstRound.length < 8) return null;
  const players = firstRound.flatMap((f) => [f.home, f.away]);
  const final = fixtures[fixtures.length - 1] as Fixture;
  const plans = fixtures.map((f) => f.engine().plan());
  const finalPlan = plans[plans.length - 1];
  const number = league.no * 10_000 + (week % 10_000);
  const urnId = `${league.prefix}:simple_tournament:${number}`;
  const year = new Date(final.start).getUTCFullYear();
  const name = `${league.def.categorySlug.toUpperCase()} ${league.def.name} ${year} - Winner`;
  const start = (firstRound[0] as Fixture).start;
  const elo = (a: CompetitorInfo, b: CompetitorInfo, drift: number, seedKey: string) => {
    const shift =
      30 *
      (noise(seed, 'drift', seedKey, drift, a.name) - noise(seed, 'drift', seedKey, drift, b.name));
    return 1 / (1 + 10 ** (-(a.rating - b.rating + shift) / 400));
  };
  return {
    urnId,
    slug: `${kebab(name)}-${number}`,
    name,
    type: 'simple_tournament',
    league,
    competitors: players,
    start,
    end: (finalPlan?.finishedAt ?? final.start) + HOUR,
    publishAt: start - horizon,
    changesAt: plans.map((p) => p.finishedAt).sort((a, b) => a - b),
    settledAt: finalPlan?.finishedAt ?? final.start,
    quote(now, drift) {
      // Walk the draw round by round: P(reach the next round) for each player, with finished
      // matches fixed to their result.
      let reach = players.map(() => 1);
      let group = 1;
      let matchIndex = 0;
      for (let round = 0; round < 4; round += 1) {
        const next = players.map(() => 0);
        const size = group * 2;
        for (let lo = 0; lo < players.length; lo += size) {
          const plan = plans[matchIndex];
          const fixture = fixtures[matchIndex];
          matchIndex += 1;
          const done = plan && fixture && plan.finishedAt <= now;
          for (let i = lo; i < lo + size; i += 1) {
            const sameHalf = i < lo + group;
            const [oppLo, oppHi] = sameHalf ? [lo + group, lo + size] : [lo, lo + group];
            if (done) {
              const winnerInfo = plan.winner === 'home' ? fixture.home : fixture.away;
              next[i] = players[i] === winnerInfo ? 1 : 0;
              continue;
            }
            let p = 0;
            for (let j = oppLo; j < oppHi; j += 1) {
              p +=
                (reach[j] ?? 0) *
                elo(players[i] as CompetitorInfo, players[j] as CompetitorInfo, drift, urnId);
            }
            next[i] = (reach[i] ?? 0) * p;
          }
        }
        reach = next;
        group = size;
      }
      const total = reach.reduce((a, b) => a + b, 0);
      const fair = reach.map((r) => (total > 0 ? r / total : 0));
      const decided = finalPlan && finalPlan.finishedAt <= now;
      const champion = decided ? fair.findIndex((p) => p > 0.999) : -1;
      return {
        fair,
        eliminated: fair.map((p) => p === 0),
        winner: champion >= 0 ? champion : null,
      };
    },
  };
}
