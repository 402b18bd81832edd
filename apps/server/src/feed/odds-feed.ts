// The simulated odds feed: the embedded stand-in for betradar, oddin and betconstruct.
//
//   const feed = createOddsFeed({ seed: 42, now: new Date() });
//   const snapshot = feed.snapshot();            // everything at the start instant
//   const changes = feed.advance(new Date());    // later: only what changed since
//
// Deterministic: the same seed, start instant and sequence of `advance` calls give the same
// output. Pure: no timers, no I/O, no Math.random, no Date.now; the caller owns the clock.
import type { MatchEventWire, Provider } from '@sportsbook/contract';
import { catalog, type CompetitorInfo, type LeagueInfo } from './catalog';
import type {
  FeedChanges,
  FeedCompetitor,
  FeedMarket,
  FeedMatch,
  FeedSnapshot,
  FeedTournament,
} from './feed-model';
import { DAY, type Fixture, fixturesForWeek, HOUR, weekOf, weekStart } from './fixtures';
import { ChangeSink, MatchRuntime, OutrightRuntime } from './live-engine';
import type { Leg } from './models';
import { type OutrightFixture, seasonOutrights, tennisOutright } from './outrights';

export type { Leg } from './models';

export interface OddsFeedOptions {
  seed: number;
  /** The instant the feed starts at. */
  now: Date;
  /** How far ahead fixtures are published, in days (default 7). */
  daysAhead?: number;
  /** How far back the first snapshot reaches for finished matches, in hours (default 6). */
  historyHours?: number;
  /**
   * In play, prices move between events every this many ms (staggered per match; default
   * 4000; 0: only at checkpoints and events, as before decision 0047).
   */
  liveDriftMs?: number;
}

/** Default interval of in-play price moves between events (`FEED_LIVE_DRIFT_MS`). */
export const DEFAULT_LIVE_DRIFT_MS = 4000;

export interface OddsFeed {
  /** Everything at the current instant. */
  snapshot(): FeedSnapshot;
  /** Moves the simulation to `now` and returns what changed; an earlier `now` changes nothing. */
  advance(now: Date): FeedChanges;
  /** Marks a provider active or inactive; the change is reported in `providers`. */
  setProviderStatus(provider: Provider, status: 'active' | 'inactive'): FeedChanges;
  /** Fair (margin-free) probability of an outcome from the model, or null when not open. */
  outcomeProbability(
    matchUrnId: string,
    marketId: number,
    specifier: string,
    outcomeId: string,
  ): number | null;
  /**
   * Fair probability that every leg wins together (bet builder), from the model's joint
   * distribution; null when a leg is unknown, closed or not combinable.
   */
  jointProbability(matchUrnId: string, legs: readonly Leg[]): number | null;
  /**
   * The events a match recorded up to the current instant, oldest first (decision 0047); empty
   * before the start, null for an event the feed does not hold (unknown, dropped or outright).
   */
  matchEvents(matchUrnId: string): readonly MatchEventWire[] | null;
  /** The current instant of the simulation. */
  now(): Date;
}

function emptyChanges(at: number): FeedChanges {
  return {
    at: new Date(at),
    matches: [],
    markets: [],
    statusChanged: [],
    providers: {},
    tournaments: [],
    competitors: [],
  };
}

/** Finished events are kept this long after they end, then dropped from the feed. */
const RETENTION = DAY;
const LONGEST_MATCH = 12 * HOUR;

type Runtime = MatchRuntime | OutrightRuntime;

interface Pending {
  publishAt: number;
  start: number;
  kind: 'match' | 'outright';
  fixture: Fixture | OutrightFixture;
}

class Feed implements OddsFeed {
  private readonly catalog = catalog();
  private current: number;
  private readonly createdAt: number;
  private readonly horizon: number;
  private readonly history: number;
  private readonly runtimes = new Map<string, Runtime>();
  private readonly pending: Pending[] = [];
  private readonly known = new Set<string>();
  private readonly tournaments = new Map<string, FeedTournament>();
  private readonly competitors = new Map<string, FeedCompetitor>();
  private readonly providers: Record<Provider, 'active' | 'inactive'> = {
    betradar: 'active',
    oddin: 'active',
    betconstruct: 'active',
  };
  private generatedWeek: number;
  private readonly weekTasks: { week: number; league: LeagueInfo }[] = [];
  private seasonsUntil: number;

  constructor(
    private readonly seed: number,
    now: number,
    daysAhead: number,
    historyHours: number,
    private readonly liveDriftMs: number,
  ) {
    this.current = now;
    this.createdAt = now;
    this.horizon = daysAhead * DAY;
    this.history = historyHours * HOUR;
    this.generatedWeek = weekOf(now - this.history - DAY) - 1;
    this.seasonsUntil = now;
    for (const league of this.catalog.leagues) this.queueSeasons(league, now - 1, now + 1);
    this.step(now, null);
  }

  now(): Date {
    return new Date(this.current);
  }

  snapshot(): FeedSnapshot {
    const matches: FeedMatch[] = [];
    const markets: FeedMarket[] = [];
    for (const runtime of this.runtimes.values()) {
      matches.push(runtime.view);
      for (const view of runtime.book.views) if (view) markets.push(view);
    }
    return {
      sports: this.catalog.sports.map((s) => ({ ...s })),
      categories: this.catalog.categories.map((c) => ({ ...c })),
      tournaments: [...this.tournaments.values()],
      competitors: [...this.competitors.values()],
      matches,
      markets,
      providers: { ...this.providers },
    };
  }

  advance(nowDate: Date): FeedChanges {
    const now = nowDate.getTime();
    if (!Number.isFinite(now)) throw new RangeError('advance: invalid date');
    // A clock that steps back (an NTP adjustment) must not rewind the simulation: nothing
    // changes until time passes the current instant again.
    if (now < this.current) return emptyChanges(this.current);
    const sink = new ChangeSink();
    const fresh = { tournaments: [] as FeedTournament[], competitors: [] as FeedCompetitor[] };
    this.step(now, sink, fresh);
    this.current = now;
    return {
      at: new Date(now),
      matches: [...sink.matches.values()],
      markets: [...sink.markets.values()],
      statusChanged: [...sink.statusChanged],
      providers: {},
      tournaments: fresh.tournaments,
      competitors: fresh.competitors,
      events: [...sink.events].map(([matchUrnId, events]) => ({ matchUrnId, events })),
    };
  }

  matchEvents(matchUrnId: string): readonly MatchEventWire[] | null {
    const runtime = this.runtimes.get(matchUrnId);
    return runtime instanceof MatchRuntime ? runtime.events() : null;
  }

  setProviderStatus(provider: Provider, status: 'active' | 'inactive'): FeedChanges {
    const changed = this.providers[provider] !== status;
    this.providers[provider] = status;
    return { ...emptyChanges(this.current), providers: changed ? { [provider]: status } : {} };
  }

  outcomeProbability(
    matchUrnId: string,
    marketId: number,
    specifier: string,
    outcomeId: string,
  ): number | null {
    return this.runtimes.get(matchUrnId)?.probability(marketId, specifier, outcomeId) ?? null;
  }

  jointProbability(matchUrnId: string, legs: readonly Leg[]): number | null {
    const runtime = this.runtimes.get(matchUrnId);
    if (!(runtime instanceof MatchRuntime) || legs.length === 0) return null;
    return runtime.joint(legs);
  }

  /** One step: extend the window, publish what is due, update what wakes, drop what is old. */
  private step(
    now: number,
    sink: ChangeSink | null,
    fresh?: { tournaments: FeedTournament[]; competitors: FeedCompetitor[] },
  ): void {
    this.extendWindow(now);
    // Skip fixtures that would already have been dropped (over and gone for a day); the longest
    // match (an ODI) lasts under twelve hours.
    const oldest = Math.max(this.createdAt - this.history, now - RETENTION - LONGEST_MATCH);
    while (this.pending.length > 0 && (this.pending[0]?.publishAt ?? Infinity) <= now) {
      const item = this.pending.shift() as Pending;
      if (item.kind === 'match' && item.start < oldest) continue;
      if (item.kind === 'outright' && (item.fixture as OutrightFixture).settledAt < now - RETENTION)
        continue;
      this.publish(item, now, sink, fresh);
    }
    for (const runtime of this.runtimes.values()) {
      if (runtime.nextWakeAt <= now) runtime.update(now, sink, false);
    }
    for (const [urnId, runtime] of this.runtimes) {
      if (runtime.finishedAt !== null && runtime.finishedAt < now - RETENTION)
        this.runtimes.delete(urnId);
    }
  }

  private publish(
    item: Pending,
    now: number,
    sink: ChangeSink | null,
    fresh?: { tournaments: FeedTournament[]; competitors: FeedCompetitor[] },
  ): void {
    const fixture = item.fixture;
    if (this.runtimes.has(fixture.urnId)) return;
    const league: LeagueInfo = fixture.league;
    if (!this.tournaments.has(league.tournament.urnId)) {
      this.tournaments.set(league.tournament.urnId, league.tournament);
      fresh?.tournaments.push(league.tournament);
    }
    const people: CompetitorInfo[] =
      item.kind === 'match'
        ? [(fixture as Fixture).home, (fixture as Fixture).away]
        : (fixture as OutrightFixture).competitors;
    for (const person of people) {
      if (this.competitors.has(person.competitor.urnId)) continue;
      this.competitors.set(person.competitor.urnId, person.competitor);
      fresh?.competitors.push(person.competitor);
    }
    const runtime =
      item.kind === 'match'
        ? new MatchRuntime(fixture as Fixture, this.seed, this.liveDriftMs)
        : new OutrightRuntime(fixture as OutrightFixture, this.seed);
    this.runtimes.set(fixture.urnId, runtime);
    runtime.update(now, sink, true);
  }

  /** Generates the weeks (and seasons) that the publication window reaches. */
  private extendWindow(now: number): void {
    // Weeks are scheduled two days before the window reaches them and generated a few leagues
    // per step, so the weekly batch does not land on one step; whatever is due is generated
    // at once (a fixture of week W is published no earlier than its Monday, minus the window,
    // minus a day for venues east of UTC).
    const lastWeek = weekOf(now + this.horizon + 2 * DAY);
    while (this.generatedWeek < lastWeek) {
      this.generatedWeek += 1;
      for (const league of this.catalog.leagues)
        this.weekTasks.push({ week: this.generatedWeek, league });
    }
    const added: Pending[] = [];
    let spare = 2;
    while (this.weekTasks.length > 0) {
      const task = this.weekTasks[0] as { week: number; league: LeagueInfo };
      const due = weekStart(task.week) - this.horizon - DAY <= now;
      if (!due && spare <= 0) break;
      if (!due) spare -= 1;
      this.weekTasks.shift();
      const { week, league } = task;
      const fixtures = fixturesForWeek(this.seed, league, week, this.horizon);
      for (const fixture of fixtures) {
        added.push({ publishAt: fixture.publishAt, start: fixture.start, kind: 'match', fixture });
      }
      if (league.def.schedule.kind === 'bracket') {
        const outright = tennisOutright(this.seed, league, week, fixtures, this.horizon);
        if (outright) {
          added.push({
            publishAt: outright.publishAt,
            start: outright.start,
            kind: 'outright',
            fixture: outright,
          });
        }
      }
    }
    if (now + DAY > this.seasonsUntil) {
      for (const league of this.catalog.leagues)
        this.queueSeasons(league, this.seasonsUntil, now + 30 * DAY, added);
      this.seasonsUntil = now + 30 * DAY;
    }
    if (added.length === 0) return;
    this.pending.push(...added);
    this.pending.sort(
      (a, b) =>
        a.publishAt - b.publishAt ||
        a.start - b.start ||
        (a.fixture.urnId < b.fixture.urnId ? -1 : 1),
    );
  }

  private queueSeasons(league: LeagueInfo, from: number, to: number, into?: Pending[]): void {
    for (const outright of seasonOutrights(this.seed, league, from, to)) {
      if (this.known.has(outright.urnId)) continue;
      this.known.add(outright.urnId);
      const item: Pending = {
        publishAt: outright.publishAt,
        start: outright.start,
        kind: 'outright',
        fixture: outright,
      };
      if (into) into.push(item);
      else this.pending.push(item);
    }
  }
}

/** Creates the feed at `options.now`; its first snapshot is ready at once. */
export function createOddsFeed(options: OddsFeedOptions): OddsFeed {
  const now = options.now.getTime();
  if (!Number.isFinite(now)) throw new RangeError('createOddsFeed: invalid start date');
  const driftMs = options.liveDriftMs ?? DEFAULT_LIVE_DRIFT_MS;
  if (!Number.isInteger(driftMs) || driftMs < 0)
    throw new RangeError('createOddsFeed: liveDriftMs');
  return new Feed(
    options.seed >>> 0,
    now,
    options.daysAhead ?? 7,
    options.historyHours ?? 6,
    driftMs,
  );
}
