// The live engine: one runtime per published event. A runtime knows when its visible state
// changes next (a prematch price drift, the start, the next checkpoint of the live plan, the end
// of a suspension) and sleeps until then, so a one-second step touches only the few events that
// change in that second. Each update recomputes the state for the instant it is given (a pure
// function of the plan and that instant) and emits only what differs from what it emitted
// before; a jump of hours lands directly on the right state.
import type { MarketStatus, MatchEventWire, MatchStatus } from '@sportsbook/contract';
import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain';
import type { FeedMarket, FeedMatch, FeedOutcome, OutcomeResult } from './feed-model';
import type { Fixture } from './fixtures';
import { MINUTE } from './fixtures';
import { priceWithMargin } from './margin';
import { buildTimeline, type MatchTimeline, withPause } from './match-events';
import type { Leg, LivePlan, MatchEngine } from './models';
import type { OutrightFixture } from './outrights';
import type { MarketMeta, MarketQuote } from './pricing';
import { noise } from './prng';

/** Collects what changed during one step; a later update of the same item replaces the earlier. */
export class ChangeSink {
  readonly matches = new Map<string, FeedMatch>();
  readonly markets = new Map<string, FeedMarket>();
  readonly statusChanged = new Set<string>();
  readonly events = new Map<string, MatchEventWire[]>();

  match(view: FeedMatch, statusChanged: boolean): void {
    this.matches.set(view.urnId, view);
    if (statusChanged) this.statusChanged.add(view.urnId);
  }

  event(matchUrnId: string, event: MatchEventWire): void {
    const list = this.events.get(matchUrnId);
    if (list) list.push(event);
    else this.events.set(matchUrnId, [event]);
  }

  market(view: FeedMarket): void {
    this.markets.set(`${view.matchUrnId}|${view.marketId}|${view.specifier}`, view);
  }
}

const OPEN: MarketStatus = MARKET_STATUS.allowed;
const SUSPENDED: MarketStatus = MARKET_STATUS.suspended;
const NOT_OFFERED: MarketStatus = MARKET_STATUS.notAllowed;
const SETTLED: MarketStatus = MARKET_STATUS.settled;

function sameOutcomes(a: readonly FeedOutcome[], b: readonly FeedOutcome[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] as FeedOutcome;
    const y = b[i] as FeedOutcome;
    if (x.odds !== y.odds || x.active !== y.active || x.result !== y.result || x.id !== y.id)
      return false;
  }
  return true;
}

function sameMarket(a: FeedMarket, b: FeedMarket): boolean {
  return (
    a.status === b.status &&
    a.mostBalanced === b.mostBalanced &&
    a.nextBetStop === b.nextBetStop &&
    sameOutcomes(a.outcomes, b.outcomes)
  );
}

interface PriceMode {
  status: MarketStatus;
  nextBetStop: string | null;
  /** Prematch instant, for markets offered only close to the start. */
  prematchAt: number | null;
  start: number;
}

/**
 * Shared market bookkeeping of matches and outrights: builds the market views from quotes
 * (margin, rounding, most balanced line, settlement) and emits the ones that changed.
 */
class MarketBook {
  readonly views: (FeedMarket | null)[];
  /** Fair probabilities of the current model, per market (null once settled). */
  readonly fair: (number[] | null)[];
  readonly index = new Map<string, number>();

  constructor(
    readonly matchUrnId: string,
    readonly metas: readonly MarketMeta[],
    readonly provider: FeedMatch['provider'],
  ) {
    this.views = metas.map(() => null);
    this.fair = metas.map(() => null);
    metas.forEach((m, i) => this.index.set(`${m.marketId}|${m.specifier}`, i));
  }

  /**
   * `current` decides settlement and the model's fair values; `prices` gives the odds shown
   * (the same quotes, or the pre-event ones while suspended).
   */
  apply(
    current: readonly MarketQuote[],
    prices: readonly MarketQuote[],
    mode: PriceMode,
    sink: ChangeSink | null,
    fallback?: () => readonly MarketQuote[],
  ): void {
    const balancedBest = new Map<number, { index: number; gap: number }>();
    this.metas.forEach((meta, i) => {
      if (!meta.balanced || current[i]?.decided) return;
      const fair = prices[i]?.fair ?? [];
      const total = (fair[0] ?? 0) + (fair[1] ?? 0);
      if (total <= 0) return;
      const gap = Math.abs((fair[0] ?? 0) / total - 0.5);
      const best = balancedBest.get(meta.marketId);
      if (!best || gap < best.gap - 1e-12) balancedBest.set(meta.marketId, { index: i, gap });
    });
    let fallbackQuotes: readonly MarketQuote[] | null = null;
    this.metas.forEach((meta, i) => {
      const now = current[i] as MarketQuote;
      const shown = (prices[i] ?? now) as MarketQuote;
      const previous = this.views[i] ?? null;
      let outcomes: FeedOutcome[];
      let status: MarketStatus;
      if (now.decided) {
        const decided = now.decided;
        let oldOdds = previous?.outcomes.map((o) => o.odds);
        if (!oldOdds) {
          fallbackQuotes ??= fallback ? fallback() : prices;
          const q = fallbackQuotes[i] ?? shown;
          oldOdds = priceWithMargin(q.fair, meta.overround);
        }
        outcomes = meta.outcomes.map((o, k) => ({
          id: o.id,
          name: o.name,
          active: false,
          odds: oldOdds[k] ?? 1.01,
          result: decided[k] as OutcomeResult,
        }));
        status = SETTLED;
        this.fair[i] = null;
      } else {
        const odds = priceWithMargin(shown.fair, meta.overround);
        outcomes = meta.outcomes.map((o, k) => ({
          id: o.id,
          name: o.name,
          active: (shown.fair[k] ?? 0) > 0,
          odds: odds[k] ?? 1.01,
        }));
        status = mode.status;
        if (
          status === OPEN &&
          mode.prematchAt !== null &&
          meta.offeredWithinMs !== undefined &&
          mode.prematchAt < mode.start - meta.offeredWithinMs
        ) {
          status = NOT_OFFERED;
        }
        this.fair[i] = now.fair;
      }
      const view: FeedMarket = {
        matchUrnId: this.matchUrnId,
        marketId: meta.marketId,
        specifier: meta.specifier,
        name: meta.name,
        status,
        outcomes,
        groups: meta.groups,
        priority: meta.priority,
        mostBalanced: balancedBest.get(meta.marketId)?.index === i,
        nextBetStop: status === SETTLED ? null : mode.nextBetStop,
        customBetGroups: meta.customBetGroups,
        provider: this.provider,
      };
      if (previous && sameMarket(previous, view)) return;
      this.views[i] = view;
      sink?.market(view);
    });
  }

  probability(marketId: number, specifier: string, outcomeId: string): number | null {
    const i = this.index.get(`${marketId}|${specifier}`);
    if (i === undefined) return null;
    const fair = this.fair[i];
    const meta = this.metas[i];
    if (!fair || !meta) return null;
    const k = meta.outcomes.findIndex((o) => o.id === outcomeId);
    return k < 0 ? null : (fair[k] ?? null);
  }
}

/** Prematch prices move in seeded buckets of 6 to 15 minutes, staggered between events. */
function driftClock(seed: number, urnId: string) {
  const period = (6 + Math.floor(noise(seed, 'drift-period', urnId) * 10)) * MINUTE;
  const phase = Math.floor(noise(seed, 'drift-phase', urnId) * period);
  return {
    bucket: (now: number) => Math.floor((now + phase) / period),
    end: (bucket: number) => (bucket + 1) * period - phase,
  };
}

/**
 * In play, prices also move between events (decision 0047): every `driftMs` (staggered per
 * match) each open market's fair probabilities take a small seeded tilt around the model's
 * current value. Each market moves only every 1–4 of those steps, so a step changes about half
 * of a match's lines, as a real feed's trading does. The tilt is a pure function of the seed, the
 * match, the market and the instant: a jump lands where one-second steps land.
 */
export class LiveDrift {
  private readonly phase: number;
  private readonly every: number[];

  constructor(
    private readonly seed: number,
    private readonly urnId: string,
    readonly driftMs: number,
    markets: number,
  ) {
    // Whole seconds, like the feed's events, so the prices shown just before an event (kept
    // while suspended) are the step the one-second runner showed.
    this.phase =
      driftMs > 0
        ? 1000 * Math.floor((noise(seed, 'live-drift-phase', urnId) * driftMs) / 1000)
        : 0;
    this.every = Array.from(
      { length: markets },
      (_, i) => 1 + Math.floor(noise(seed, 'live-drift-every', urnId, i) * 4),
    );
  }

  /** The drift step at `now` (0 when drifting is off). */
  bucket(now: number): number {
    return this.driftMs > 0 ? Math.floor((now + this.phase) / this.driftMs) : 0;
  }

  /** When the step after `bucket` begins. */
  end(bucket: number): number {
    return this.driftMs > 0 ? (bucket + 1) * this.driftMs - this.phase : Infinity;
  }

  /** The quotes as shown in drift step `bucket`: tilted, with the sum of each market kept. */
  apply(quotes: readonly MarketQuote[], bucket: number): MarketQuote[] {
    if (this.driftMs <= 0) return quotes.slice();
    return quotes.map((quote, i) => {
      if (quote.decided) return quote;
      const step = Math.floor(bucket / (this.every[i] ?? 1));
      let before = 0;
      let after = 0;
      const tilted = quote.fair.map((p, k) => {
        before += p;
        if (p <= 0 || p >= 1) return p;
        const z = noise(this.seed, 'live-drift', this.urnId, i, step, k) - 0.5;
        const q = p * Math.exp(0.12 * z);
        after += q;
        return q;
      });
      const fixed = quote.fair.reduce((sum, p) => sum + (p <= 0 || p >= 1 ? p : 0), 0);
      const scale = after > 0 ? (before - fixed) / after : 1;
      return {
        ...quote,
        fair: tilted.map((q, k) => {
          const p = quote.fair[k] ?? 0;
          return p <= 0 || p >= 1 ? p : Math.min(0.999, q * scale);
        }),
      };
    });
  }
}

export class MatchRuntime {
  view: FeedMatch;
  readonly book: MarketBook;
  nextWakeAt = -Infinity;
  finishedAt: number | null = null;
  private engine: MatchEngine | null;
  private plan: LivePlan | null = null;
  /** The match's recorded events (kept after the final whistle for the statistics). */
  private timeline: MatchTimeline | null = null;
  /** How many of the timeline's events have happened (and were emitted). */
  private eventCursor = 0;
  private checkpoint = -1;
  private suspended = false;
  private liveBucket = NaN;
  private quoted: { index: number; quotes: MarketQuote[] } | null = null;
  private readonly liveDrift: LiveDrift;
  private bucket = NaN;
  private offeredPhase = -1;
  private readonly drift: ReturnType<typeof driftClock>;
  private readonly boundaries: number[];

  constructor(
    readonly fixture: Fixture,
    private readonly seed: number,
    liveDriftMs = 0,
  ) {
    this.engine = fixture.engine();
    const { league, home, away } = fixture;
    this.book = new MarketBook(fixture.urnId, this.engine.markets, league.def.provider);
    this.liveDrift = new LiveDrift(seed, fixture.urnId, liveDriftMs, this.engine.markets.length);
    this.drift = driftClock(seed, fixture.urnId);
    this.boundaries = [
      ...new Set(
        this.engine.markets
          .map((m) => m.offeredWithinMs)
          .filter((x): x is number => x !== undefined)
          .map((within) => fixture.start - within),
      ),
    ].sort((a, b) => a - b);
    this.view = {
      urnId: fixture.urnId,
      slug: fixture.slug,
      type: 'match',
      name: `${home.name} vs ${away.name}`,
      tournamentUrnId: league.tournament.urnId,
      home: home.competitor,
      away: away.competitor,
      stadium: fixture.stadium,
      city: fixture.city,
      status: MATCH_STATUS.prematch,
      stage: fixture.stage,
      startTime: new Date(fixture.start),
      endDate: null,
      statistics: null,
      hasVideo: fixture.hasVideo,
      provider: league.def.provider,
      // Every simulated match records its events (decision 0047).
      isProviderStatsAvailable: true,
      bettable: true,
      popularity: fixture.popularity,
    };
  }

  get status(): MatchStatus {
    return this.view.status;
  }

  /** Brings the match to `now`, emitting what changed into `sink` (null: emit nothing). */
  update(now: number, sink: ChangeSink | null, first: boolean): void {
    const { fixture } = this;
    if (first) sink?.match(this.view, false);
    if (now < fixture.start) {
      this.updatePrematch(now, sink);
      return;
    }
    const engine = this.engine;
    if (!engine) return;
    const plan = (this.plan ??= engine.plan());
    const timeline = (this.timeline ??= this.recordTimeline(plan));
    this.emitEvents(now, sink);
    const checkpoints = plan.checkpoints;
    let index = Math.max(this.checkpoint, 0);
    while (index + 1 < checkpoints.length && (checkpoints[index + 1]?.at ?? Infinity) <= now)
      index += 1;
    const point = checkpoints[index];
    if (!point) return;
    const suspended = now < point.suspendUntil;
    const liveBucket = suspended || point.final ? NaN : this.liveDrift.bucket(now);
    if (
      index === this.checkpoint &&
      suspended === this.suspended &&
      (liveBucket === this.liveBucket ||
        (Number.isNaN(liveBucket) && Number.isNaN(this.liveBucket)))
    ) {
      this.nextWakeAt = this.wakeAfter(plan, index, suspended);
      return;
    }
    const status: MatchStatus = point.final ? MATCH_STATUS.finished : MATCH_STATUS.live;
    if (index !== this.checkpoint || status !== this.view.status) {
      const statusChanged = status !== this.view.status;
      this.view = {
        ...this.view,
        status,
        statistics: withPause(plan.statistics(index), timeline.pauses[index] ?? null),
        bettable: !point.final,
      };
      sink?.match(this.view, statusChanged);
    }
    // Drift steps reprice the same checkpoint many times: its model quotes are computed once.
    if (this.quoted?.index !== index) this.quoted = { index, quotes: plan.quote(index) };
    const current = this.quoted.quotes;
    const shown =
      suspended && index > 0
        ? // The prices shown just before the event stay up while suspended.
          this.liveDrift.apply(plan.quote(index - 1), this.liveDrift.bucket(point.at - 1))
        : Number.isNaN(liveBucket)
          ? current
          : this.liveDrift.apply(current, liveBucket);
    this.book.apply(
      current,
      shown,
      {
        status: suspended ? SUSPENDED : OPEN,
        nextBetStop: null,
        prematchAt: null,
        start: fixture.start,
      },
      sink,
      () => engine.prematch(this.drift.bucket(fixture.start - 1)),
    );
    this.checkpoint = index;
    this.suspended = suspended;
    this.liveBucket = liveBucket;
    if (point.final) {
      this.finishedAt = point.at;
      this.nextWakeAt = Infinity;
      // The plan is no longer needed; results, views and the recorded events stay.
      this.emitEvents(Infinity, sink);
      this.timeline = { events: timeline.events, times: timeline.times, pauses: [] };
      this.plan = null;
      this.quoted = null;
      this.engine = null;
      fixture.release();
      return;
    }
    this.nextWakeAt = this.wakeAfter(plan, index, suspended);
  }

  private wakeAfter(plan: LivePlan, index: number, suspended: boolean): number {
    const point = plan.checkpoints[index];
    const nextEvent = this.timeline?.times[this.eventCursor] ?? Infinity;
    if (suspended && point) return Math.min(point.suspendUntil, nextEvent);
    const nextDrift = Number.isNaN(this.liveBucket)
      ? Infinity
      : this.liveDrift.end(this.liveBucket);
    return Math.min(plan.checkpoints[index + 1]?.at ?? Infinity, nextEvent, nextDrift);
  }

  private recordTimeline(plan: LivePlan): MatchTimeline {
    const { def } = this.fixture.league;
    return buildTimeline({
      seed: this.seed,
      urnId: this.fixture.urnId,
      sportKey: def.sportKey,
      game: def.profile.sport === 'esports' ? def.profile.game : null,
      plan,
    });
  }

  /** Emits the events that have happened by `now` (a jump emits them all, in order). */
  private emitEvents(now: number, sink: ChangeSink | null): void {
    const timeline = this.timeline;
    if (!timeline) return;
    while (
      this.eventCursor < timeline.times.length &&
      (timeline.times[this.eventCursor] ?? Infinity) <= now
    ) {
      const event = timeline.events[this.eventCursor] as MatchEventWire;
      sink?.event(this.fixture.urnId, event);
      this.eventCursor += 1;
    }
  }

  /** The events that have happened so far, oldest first (empty before the start). */
  events(): readonly MatchEventWire[] {
    return this.timeline ? this.timeline.events.slice(0, this.eventCursor) : [];
  }

  private updatePrematch(now: number, sink: ChangeSink | null): void {
    const engine = this.engine;
    if (!engine) return;
    const bucket = this.drift.bucket(now);
    let offeredPhase = 0;
    while (
      offeredPhase < this.boundaries.length &&
      (this.boundaries[offeredPhase] ?? Infinity) <= now
    )
      offeredPhase += 1;
    if (bucket !== this.bucket || offeredPhase !== this.offeredPhase) {
      const quotes = engine.prematch(bucket);
      this.book.apply(
        quotes,
        quotes,
        {
          status: OPEN,
          nextBetStop: this.view.startTime.toISOString(),
          prematchAt: now,
          start: this.fixture.start,
        },
        sink,
      );
      this.bucket = bucket;
      this.offeredPhase = offeredPhase;
    }
    this.nextWakeAt = Math.min(
      this.drift.end(bucket),
      this.fixture.start,
      this.boundaries[offeredPhase] ?? Infinity,
    );
  }

  /** Fair probability of an outcome from the current model, or null when not open. */
  probability(marketId: number, specifier: string, outcomeId: string): number | null {
    return this.book.probability(marketId, specifier, outcomeId);
  }

  joint(legs: readonly Leg[]): number | null {
    if (!this.engine?.joint) return null;
    for (const leg of legs)
      if (this.book.probability(leg.marketId, leg.specifier, leg.outcomeId) === null) return null;
    return this.engine.joint(
      legs,
      this.view.status === MATCH_STATUS.prematch ? -1 : this.checkpoint,
    );
  }
}

const OUTRIGHT_MARKET_ID = 534;

export class OutrightRuntime {
  view: FeedMatch;
  readonly book: MarketBook;
  nextWakeAt = -Infinity;
  finishedAt: number | null = null;
  private bucket = NaN;
  private phase = -1;
  private readonly period: number;
  private readonly offset: number;

  constructor(
    readonly fixture: OutrightFixture,
    seed: number,
  ) {
    const { league } = fixture;
    const meta: MarketMeta = {
      marketId: OUTRIGHT_MARKET_ID,
      specifier: '',
      name: 'Winner',
      groups: ['main'],
      priority: 1,
      customBetGroups: [],
      outcomes: fixture.competitors.map((c) => ({ id: c.competitor.urnId, name: c.name })),
      overround: 0.15 + 0.005 * fixture.competitors.length,
    };
    this.book = new MarketBook(fixture.urnId, [meta], league.def.provider);
    this.period = (45 + Math.floor(noise(seed, 'drift-period', fixture.urnId) * 30)) * MINUTE;
    this.offset = Math.floor(noise(seed, 'drift-phase', fixture.urnId) * this.period);
    this.view = {
      urnId: fixture.urnId,
      slug: fixture.slug,
      type: fixture.type,
      name: fixture.name,
      tournamentUrnId: league.tournament.urnId,
      home: null,
      away: null,
      stadium: null,
      city: null,
      status: MATCH_STATUS.prematch,
      stage: null,
      startTime: new Date(fixture.start),
      endDate: new Date(fixture.end),
      statistics: null,
      hasVideo: false,
      provider: league.def.provider,
      isProviderStatsAvailable: false,
      bettable: true,
      popularity: league.def.isTop ? 40 : 15,
    };
  }

  get status(): MatchStatus {
    return this.view.status;
  }

  update(now: number, sink: ChangeSink | null, first: boolean): void {
    const { fixture } = this;
    if (first) sink?.match(this.view, false);
    const bucket = Math.floor((now + this.offset) / this.period);
    let phase = 0;
    while (phase < fixture.changesAt.length && (fixture.changesAt[phase] ?? Infinity) <= now)
      phase += 1;
    const settled = now >= fixture.settledAt;
    const status: MatchStatus = settled
      ? 4
      : fixture.type === 'season' || now < fixture.start
        ? 0
        : 1;
    if (status !== this.view.status) {
      this.view = { ...this.view, status, bettable: !settled };
      sink?.match(this.view, true);
    }
    if (bucket !== this.bucket || phase !== this.phase || settled) {
      const q = fixture.quote(now, bucket);
      const quote: MarketQuote = {
        fair: q.fair.map((p, i) => (q.eliminated[i] ? 0 : p)),
        decided:
          q.winner === null
            ? null
            : fixture.competitors.map((_, i) => (i === q.winner ? 'win' : 'lose')),
      };
      this.book.apply(
        [quote],
        [quote],
        {
          status: OPEN,
          nextBetStop: settled ? null : new Date(fixture.settledAt).toISOString(),
          prematchAt: null,
          start: fixture.start,
        },
        sink,
      );
      this.bucket = bucket;
      this.phase = phase;
    }
    if (settled) {
      this.finishedAt = fixture.settledAt;
      this.nextWakeAt = Infinity;
      return;
    }
    this.nextWakeAt = Math.min(
      (bucket + 1) * this.period - this.offset,
      fixture.changesAt[phase] ?? Infinity,
      fixture.settledAt,
      now < fixture.start ? fixture.start : Infinity,
    );
  }

  probability(marketId: number, specifier: string, outcomeId: string): number | null {
    return this.book.probability(marketId, specifier, outcomeId);
  }
}
