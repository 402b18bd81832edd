import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedChanges, FeedMarket, FeedMatch, FeedSnapshot } from './feed-model';
import { renderCompetitorLogo } from './logo';
import { createOddsFeed, type OddsFeed } from './odds-feed';

/** A Saturday afternoon (UTC): European football, tennis and e-sports are on. */
const START = new Date('2026-03-14T15:20:00Z');
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

const implied = (m: FeedMarket) => m.outcomes.reduce((s, o) => s + 1 / o.odds, 0);

function index(snapshot: FeedSnapshot) {
  const sportOf = new Map(snapshot.tournaments.map((t) => [t.urnId, t.sportKey]));
  const marketsOf = new Map<string, FeedMarket[]>();
  for (const m of snapshot.markets) {
    const list = marketsOf.get(m.matchUrnId) ?? [];
    list.push(m);
    marketsOf.set(m.matchUrnId, list);
  }
  return {
    sportOf: (match: FeedMatch) => sportOf.get(match.tournamentUrnId) as string,
    marketsOf: (urnId: string) => marketsOf.get(urnId) ?? [],
  };
}

describe('odds feed at the start instant', () => {
  let feed: OddsFeed;
  let snap: FeedSnapshot;
  let idx: ReturnType<typeof index>;
  beforeAll(() => {
    feed = createOddsFeed({ seed: 42, now: START });
    snap = feed.snapshot();
    idx = index(snap);
  });

  it('offers every sport of the three providers and the three sport kinds', () => {
    const keys = snap.sports.map((s) => s.key);
    for (const key of [
      'football',
      'tennis',
      'basketball',
      'ice-hockey',
      'cricket',
      'cs2',
      'dota-2',
      'league-of-legends',
    ]) {
      expect(keys).toContain(key);
    }
    expect(new Set(snap.sports.map((s) => s.type))).toEqual(
      new Set(['regular', 'cyber', 'premium_cricket']),
    );
    expect(new Set(snap.matches.map((m) => m.provider))).toEqual(
      new Set(['betradar', 'oddin', 'betconstruct']),
    );
    for (const match of snap.matches) {
      const prefix = { betradar: 'sr:', oddin: 'od:', betconstruct: 'bc:' }[match.provider];
      expect(match.urnId.startsWith(prefix)).toBe(true);
    }
    expect(snap.providers).toEqual({ betradar: 'active', oddin: 'active', betconstruct: 'active' });
  });

  it('uses real leagues and teams, with unique kebab-case slugs', () => {
    const slugs = snap.tournaments.map((t) => `${t.sportKey}/${t.slug}`);
    for (const slug of [
      'football/england-premier-league',
      'football/spain-laliga',
      'football/germany-bundesliga',
      'football/italy-serie-a',
      'football/international-clubs-uefa-champions-league',
      'basketball/usa-nba',
      'ice-hockey/usa-nhl',
      'cricket/india-indian-premier-league',
      'cs2/international-iem-cologne',
      'league-of-legends/korea-lck',
    ]) {
      expect(slugs).toContain(slug);
    }
    expect(new Set(slugs).size).toBe(slugs.length);
    const names = snap.competitors.map((c) => c.name);
    for (const name of [
      'Arsenal',
      'Real Madrid',
      'Bayern Munich',
      'Boston Celtics',
      'T1',
      'Natus Vincere',
    ]) {
      expect(names).toContain(name);
    }
    const matchSlugs = snap.matches.map((m) => m.slug);
    expect(new Set(matchSlugs).size).toBe(matchSlugs.length);
    for (const match of snap.matches) {
      expect(match.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (match.type === 'match') {
        expect(match.slug).toContain('-vs-');
        expect(match.slug.endsWith(`-${match.urnId.split(':')[2]}`)).toBe(true);
      }
    }
    expect(
      snap.categories.find((c) => c.sportKey === 'football' && c.slug === 'england')?.name,
    ).toBe('England');
  });

  it('has matches in play in several sports at the start instant', () => {
    const live = new Set(
      snap.matches.filter((m) => m.status === 1 && m.type === 'match').map(idx.sportOf),
    );
    expect(live.size).toBeGreaterThanOrEqual(3);
    expect(live).toContain('football');
    const inPlay = snap.matches.find((m) => m.status === 1 && idx.sportOf(m) === 'football');
    expect(inPlay?.statistics?.clock?.match_time).toMatch(/^\d{2}:\d{2}$/);
  });

  it('lists several hundred fixtures over the seven days ahead', () => {
    const starts = snap.matches.filter((m) => m.type === 'match').map((m) => m.startTime.getTime());
    expect(starts.length).toBeGreaterThan(300);
    expect(Math.max(...starts)).toBeGreaterThan(START.getTime() + 6 * DAY);
    expect(Math.max(...starts)).toBeLessThanOrEqual(START.getTime() + 7 * DAY);
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(START.getTime() - 6 * 60 * MINUTE);
  });

  it('offers season and tournament outrights with an outcome per competitor', () => {
    const seasons = snap.matches.filter((m) => m.type === 'season');
    expect(seasons.length).toBeGreaterThan(10);
    const pl = seasons.find((m) => m.name.startsWith('Premier League'));
    expect(pl?.endDate).toBeInstanceOf(Date);
    expect(idx.marketsOf(pl?.urnId ?? '')[0]?.outcomes).toHaveLength(20);
    const tennis = snap.matches.filter((m) => m.type === 'simple_tournament');
    expect(tennis.length).toBeGreaterThan(0);
    expect(idx.marketsOf(tennis[0]?.urnId ?? '')[0]?.outcomes).toHaveLength(16);
  });

  it('has finished matches with every market settled and every outcome resulted', () => {
    const finished = snap.matches.filter((m) => m.status === 4 && m.type === 'match');
    expect(finished.length).toBeGreaterThan(0);
    for (const match of finished) {
      expect(match.bettable).toBe(false);
      const markets = idx.marketsOf(match.urnId);
      expect(markets.length).toBeGreaterThan(0);
      for (const market of markets) {
        expect(market.status).toBe(-3);
        for (const outcome of market.outcomes) expect(outcome.result).toBeDefined();
        expect(
          market.outcomes.some(
            (o) => o.result === 'win' || o.result === 'half_win' || o.result === 'void',
          ),
        ).toBe(true);
      }
    }
  });

  it('prices every main market with a bookmaker margin and no odds below 1.01', () => {
    let checked = 0;
    for (const market of snap.markets) {
      for (const o of market.outcomes) expect(o.odds).toBeGreaterThanOrEqual(1.01);
      const match = snap.matches.find((m) => m.urnId === market.matchUrnId);
      if (market.status !== 1 || market.priority !== 1 || match?.type !== 'match') continue;
      if (market.outcomes.some((o) => !o.active || o.odds <= 1.01 || o.odds >= 100)) continue;
      const book = implied(market);
      expect(book).toBeGreaterThan(1.035);
      expect(book).toBeLessThan(1.1);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('makes 1X2 the main market of football and the winner that of two-way sports', () => {
    const mainOf = (urnId: string) =>
      idx.marketsOf(urnId).reduce((a, b) => (b.priority < a.priority ? b : a));
    for (const match of snap.matches
      .filter((m) => m.type === 'match' && m.status === 0)
      .slice(0, 200)) {
      const sport = idx.sportOf(match);
      const main = mainOf(match.urnId);
      if (sport === 'football') expect(main.marketId).toBe(1);
      if (sport === 'tennis' || sport === 'cs2') expect(main.marketId).toBe(186);
      if (sport === 'basketball') expect(main.marketId).toBe(219);
    }
  });

  it('marks exactly one most balanced line of the football totals', () => {
    const football = snap.matches.filter(
      (m) => m.status === 0 && idx.sportOf(m) === 'football' && m.type === 'match',
    );
    for (const match of football) {
      const totals = idx.marketsOf(match.urnId).filter((m) => m.marketId === 18);
      expect(totals.length).toBe(6);
      expect(totals.filter((m) => m.mostBalanced)).toHaveLength(1);
      expect(totals.find((m) => m.mostBalanced)?.specifier).toMatch(/^total=(1\.5|2\.5|3\.5)$/);
    }
  });

  it('offers bet-builder groups on the football markets that can be combined', () => {
    const match = snap.matches.find(
      (m) => m.status === 0 && m.type === 'match' && idx.sportOf(m) === 'football',
    ) as FeedMatch;
    const groups = new Map(idx.marketsOf(match.urnId).map((m) => [m.marketId, m.customBetGroups]));
    for (const id of [1, 10, 18, 29, 41]) expect(groups.get(id)?.length).toBeGreaterThan(0);
    expect(groups.get(16)).toEqual([]);
  });

  it('answers fair probabilities from the model, without margin', () => {
    const match = snap.matches.find(
      (m) => m.status === 0 && m.type === 'match' && idx.sportOf(m) === 'football',
    ) as FeedMatch;
    const p = (marketId: number, specifier: string, outcome: string) =>
      feed.outcomeProbability(match.urnId, marketId, specifier, outcome) as number;
    expect(p(1, '', '1') + p(1, '', '2') + p(1, '', '3')).toBeCloseTo(1, 10);
    expect(p(10, '', '9')).toBeCloseTo(p(1, '', '1') + p(1, '', '2'), 10);
    expect(p(18, 'total=2.5', '12') + p(18, 'total=2.5', '13')).toBeCloseTo(1, 10);
    expect(feed.outcomeProbability(match.urnId, 1, '', 'nope')).toBeNull();
    expect(feed.outcomeProbability('sr:match:0', 1, '', '1')).toBeNull();
    const together = feed.jointProbability(match.urnId, [
      { marketId: 1, specifier: '', outcomeId: '1' },
      { marketId: 29, specifier: '', outcomeId: '74' },
    ]) as number;
    expect(together).toBeGreaterThan(0);
    expect(together).toBeLessThan(p(1, '', '1'));
  });

  it('emits not-yet-offered markets (status 0) only for secondary markets far ahead', () => {
    const notOffered = snap.markets.filter((m) => m.status === 0);
    expect(notOffered.length).toBeGreaterThan(0);
    for (const market of notOffered) {
      expect([41, 47]).toContain(market.marketId);
      const match = snap.matches.find((m) => m.urnId === market.matchUrnId) as FeedMatch;
      expect(match.startTime.getTime()).toBeGreaterThan(START.getTime() + 6 * DAY);
    }
  });

  it('gives competitors a badge that the server can render', () => {
    const arsenal = snap.competitors.find((c) => c.name === 'Arsenal');
    expect(arsenal?.logo).toMatch(/^\/api\/sportsbook\/logos\/sr-competitor-\d+\.svg$/);
    const slug = arsenal?.logo?.split('/').pop() ?? '';
    expect(renderCompetitorLogo(slug)).toContain('<svg');
    expect(renderCompetitorLogo(arsenal?.urnId ?? '')).toContain('ARS');
    expect(renderCompetitorLogo('sr-competitor-0')).toBeNull();
  });
});

describe('odds feed determinism', () => {
  it('gives the same snapshot and changes for the same seed and clock', () => {
    const a = createOddsFeed({ seed: 7, now: START });
    const b = createOddsFeed({ seed: 7, now: START });
    expect(JSON.stringify(b.snapshot())).toBe(JSON.stringify(a.snapshot()));
    for (const step of [1, 2, 30, 600]) {
      const at = new Date(START.getTime() + step * SECOND);
      expect(JSON.stringify(b.advance(at))).toBe(JSON.stringify(a.advance(at)));
    }
    const c = createOddsFeed({ seed: 8, now: START });
    expect(JSON.stringify(c.snapshot())).not.toBe(JSON.stringify(a.snapshot()));
  });

  it('lands on the same state whether it steps second by second or jumps', () => {
    const stepped = createOddsFeed({ seed: 11, now: START });
    const jumped = createOddsFeed({ seed: 11, now: START });
    const end = START.getTime() + 5 * MINUTE;
    for (let t = START.getTime() + SECOND; t <= end; t += SECOND) stepped.advance(new Date(t));
    jumped.advance(new Date(end));
    // Settled markets keep the last odds they were shown with, which depends on the path.
    const comparable = (s: FeedSnapshot) =>
      JSON.stringify({
        ...s,
        markets: s.markets.map((m) =>
          m.status === -3 ? { ...m, outcomes: m.outcomes.map((o) => ({ ...o, odds: 0 })) } : m,
        ),
      });
    expect(comparable(jumped.snapshot())).toBe(comparable(stepped.snapshot()));
  });
});

describe('odds feed over time', () => {
  let feed: OddsFeed;
  let now: number;
  let snap: FeedSnapshot;
  const sportOf = new Map<string, string>();
  const advance = (ms: number): FeedChanges => {
    now += ms;
    const changes = feed.advance(new Date(now));
    for (const t of changes.tournaments) sportOf.set(t.urnId, t.sportKey);
    return changes;
  };
  beforeAll(() => {
    feed = createOddsFeed({ seed: 42, now: START });
    now = START.getTime();
    snap = feed.snapshot();
    for (const t of snap.tournaments) sportOf.set(t.urnId, t.sportKey);
  });

  it('runs the clock of a live match', () => {
    const running = snap.matches.find(
      (m) =>
        m.status === 1 &&
        sportOf.get(m.tournamentUrnId) === 'football' &&
        m.statistics?.clock?.stopped === false,
    ) as FeedMatch;
    expect(running).toBeDefined();
    let latest = running;
    for (let i = 0; i < 65; i += 1) {
      const changed = advance(SECOND).matches.find((m) => m.urnId === running.urnId);
      if (changed) latest = changed;
    }
    expect(latest.statistics?.clock?.match_time).not.toBe(running.statistics?.clock?.match_time);
    expect(Date.parse(latest.statistics?.clock?.clock_updated_at ?? '')).toBeGreaterThan(
      START.getTime(),
    );
  });

  it('moves prematch prices slightly over time, without events', () => {
    const start = new Map(
      feed.snapshot().markets.map((m) => [`${m.matchUrnId}|${m.marketId}|${m.specifier}`, m]),
    );
    // Matches that stay prematch for the whole window (none kicks off in it).
    const prematch = new Set(
      feed
        .snapshot()
        .matches.filter(
          (m) => m.status === 0 && m.type === 'match' && m.startTime.getTime() > now + 20 * MINUTE,
        )
        .map((m) => m.urnId),
    );
    const moved: [FeedMarket, FeedMarket][] = [];
    for (let i = 0; i < 20; i += 1) {
      for (const m of advance(30 * SECOND).markets) {
        const before = start.get(`${m.matchUrnId}|${m.marketId}|${m.specifier}`);
        if (before && prematch.has(m.matchUrnId) && m.status === 1 && before.status === 1)
          moved.push([before, m]);
      }
    }
    expect(moved.length).toBeGreaterThan(20);
    for (const [before, after] of moved) {
      if (before.priority > 3) continue;
      before.outcomes.forEach((o, i) => {
        const odds = after.outcomes[i]?.odds ?? 0;
        if (o.odds < 5) expect(Math.abs(odds / o.odds - 1)).toBeLessThan(0.1);
      });
    }
  });

  it('moves in-play prices as the clock runs, even without a goal', () => {
    const live = feed
      .snapshot()
      .matches.filter(
        (m) =>
          m.status === 1 &&
          sportOf.get(m.tournamentUrnId) === 'football' &&
          m.statistics?.clock?.stopped === false,
      );
    const odds = new Map(
      feed
        .snapshot()
        .markets.filter((m) => m.marketId === 1)
        .map((m) => [m.matchUrnId, m.outcomes.map((o) => o.odds).join('/')]),
    );
    const changed = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      for (const m of advance(MINUTE).markets) {
        if (
          m.marketId === 1 &&
          m.status === 1 &&
          odds.get(m.matchUrnId) !== m.outcomes.map((o) => o.odds).join('/')
        ) {
          changed.add(m.matchUrnId);
        }
      }
    }
    expect(live.filter((m) => changed.has(m.urnId)).length).toBeGreaterThan(live.length / 2);
  });

  it('suspends the markets of a match on a goal, then reopens them with new prices', () => {
    const scores = new Map(
      feed
        .snapshot()
        .matches.filter((m) => m.status === 1 && sportOf.get(m.tournamentUrnId) === 'football')
        .map((m) => [
          m.urnId,
          (m.statistics?.total_score.home ?? 0) + (m.statistics?.total_score.away ?? 0),
        ]),
    );
    const before = new Map(
      feed.snapshot().markets.map((m) => [`${m.matchUrnId}|${m.marketId}|${m.specifier}`, m]),
    );
    type Goal = { urnId: string; suspended: FeedMarket[] };
    let goal = null as Goal | null;
    for (let i = 0; i < 30 * 60 && !goal; i += 1) {
      const changes = advance(SECOND);
      for (const match of changes.matches) {
        const old = scores.get(match.urnId);
        const total =
          (match.statistics?.total_score.home ?? 0) + (match.statistics?.total_score.away ?? 0);
        if (old === undefined || match.status !== 1) continue;
        if (total > old) {
          goal = {
            urnId: match.urnId,
            suspended: changes.markets.filter(
              (m) => m.matchUrnId === match.urnId && m.status === -1,
            ),
          };
        }
        scores.set(match.urnId, total);
      }
      if (!goal)
        for (const m of changes.markets)
          before.set(`${m.matchUrnId}|${m.marketId}|${m.specifier}`, m);
    }
    expect(goal).not.toBeNull();
    const { urnId, suspended } = goal as Goal;
    expect(suspended.length).toBeGreaterThan(10);
    const oneX2 = suspended.find((m) => m.marketId === 1) as FeedMarket;
    expect(oneX2.outcomes.map((o) => o.odds)).toEqual(
      before.get(`${urnId}|1|`)?.outcomes.map((o) => o.odds),
    );
    let reopened: FeedMarket | undefined;
    for (let i = 0; i < 20 && !reopened; i += 1) {
      reopened = advance(SECOND).markets.find(
        (m) => m.matchUrnId === urnId && m.marketId === 1 && m.status === 1,
      );
    }
    expect(reopened).toBeDefined();
    expect(reopened?.outcomes.map((o) => o.odds)).not.toEqual(oneX2.outcomes.map((o) => o.odds));
  });

  it('turns a match live at its start time', () => {
    const next = feed
      .snapshot()
      .matches.filter((m) => m.status === 0 && m.type === 'match')
      .sort((a, b) => a.startTime.getTime() - b.startTime.getTime())[0] as FeedMatch;
    const changes = advance(next.startTime.getTime() - now);
    expect(changes.statusChanged).toContain(next.urnId);
    const live = changes.matches.find((m) => m.urnId === next.urnId);
    expect(live?.status).toBe(1);
    expect(live?.statistics).not.toBeNull();
    const markets = changes.markets.filter((m) => m.matchUrnId === next.urnId);
    expect(markets.length).toBeGreaterThan(0);
    expect(markets.every((m) => m.nextBetStop === null)).toBe(true);
  });

  it('finishes live matches and settles all their markets', () => {
    const live = feed.snapshot().matches.filter((m) => m.status === 1 && m.type === 'match');
    const changes = advance(4 * 60 * MINUTE);
    const after = feed.snapshot();
    const finished = live.map((m) => after.matches.find((x) => x.urnId === m.urnId));
    expect(finished.every((m) => m?.status === 4)).toBe(true);
    for (const match of finished) {
      expect(changes.statusChanged).toContain(match?.urnId);
      for (const market of after.markets.filter((m) => m.matchUrnId === match?.urnId)) {
        expect(market.status).toBe(-3);
        expect(market.outcomes.every((o) => o.result !== undefined && !o.active)).toBe(true);
      }
    }
  });

  it('adds the fixtures of the next day as the window rolls, with their parents', () => {
    const known = new Set(feed.snapshot().matches.map((m) => m.urnId));
    const knownCompetitors = new Set(feed.snapshot().competitors.map((c) => c.urnId));
    const changes = advance(DAY);
    const added = changes.matches.filter((m) => !known.has(m.urnId) && m.type === 'match');
    expect(added.length).toBeGreaterThan(50);
    expect(Math.max(...added.map((m) => m.startTime.getTime()))).toBeGreaterThan(now + 6 * DAY);
    const tournaments = new Set([...feed.snapshot().tournaments.map((t) => t.urnId)]);
    for (const match of added) {
      expect(tournaments.has(match.tournamentUrnId)).toBe(true);
      for (const side of [match.home, match.away]) {
        if (side && !knownCompetitors.has(side.urnId)) {
          expect(changes.competitors.map((c) => c.urnId)).toContain(side.urnId);
        }
      }
    }
    expect(changes.markets.some((m) => added[0]?.urnId === m.matchUrnId)).toBe(true);
  });

  it('ignores a clock that steps back instead of rewinding', () => {
    const before = JSON.stringify(feed.snapshot());
    const changes = feed.advance(new Date(now - MINUTE));
    expect(changes.matches).toEqual([]);
    expect(changes.markets).toEqual([]);
    expect(changes.at.getTime()).toBe(now);
    expect(JSON.stringify(feed.snapshot())).toBe(before);
  });

  it('reports a provider going inactive and active again', () => {
    const off = feed.setProviderStatus('oddin', 'inactive');
    expect(off.providers).toEqual({ oddin: 'inactive' });
    expect(feed.snapshot().providers.oddin).toBe('inactive');
    expect(feed.setProviderStatus('oddin', 'inactive').providers).toEqual({});
    expect(feed.setProviderStatus('oddin', 'active').providers).toEqual({ oddin: 'active' });
  });

  it('keeps a one-second step small: only the events that change are returned', () => {
    const total = feed.snapshot().markets.length;
    let largest = 0;
    for (let i = 0; i < 120; i += 1) {
      const changes = advance(SECOND);
      largest = Math.max(largest, changes.markets.length);
      expect(changes.providers).toEqual({});
    }
    expect(largest).toBeLessThan(total / 10);
  });
});
