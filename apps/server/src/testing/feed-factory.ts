// Test-data factories for feed output. Each takes overrides; `catalogSnapshot()` is a small
// catalog whose every number is known, for exact assertions in integration tests.
import type { Provider } from '@sportsbook/contract';
import type {
  FeedCategory,
  FeedChanges,
  FeedCompetitor,
  FeedMarket,
  FeedMatch,
  FeedOutcome,
  FeedSnapshot,
  FeedSport,
  FeedStatistics,
  FeedTournament,
} from '../feed/feed-model';
import type { FeedSource } from '../feed-runner/feed-runner';

export const NOW = new Date('2026-11-22T12:00:00Z');
const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000);

export const feedSport = (overrides: Partial<FeedSport> = {}): FeedSport => ({
  urnId: 'sr:sport:1',
  key: 'soccer',
  name: 'Soccer',
  type: 'regular',
  provider: 'betradar',
  priority: 1,
  ...overrides,
});

export const feedCategory = (overrides: Partial<FeedCategory> = {}): FeedCategory => ({
  slug: 'england',
  sportKey: 'soccer',
  name: 'England',
  countryCode: 'GB',
  priority: 1,
  ...overrides,
});

export const feedTournament = (overrides: Partial<FeedTournament> = {}): FeedTournament => ({
  urnId: 'sr:tournament:17',
  slug: 'premier-league',
  name: 'Premier League',
  sportKey: 'soccer',
  categorySlug: 'england',
  priority: 1,
  isTop: true,
  state: 'active',
  ...overrides,
});

export const feedCompetitor = (overrides: Partial<FeedCompetitor> = {}): FeedCompetitor => ({
  urnId: 'sr:competitor:42',
  name: 'Arsenal',
  abbreviation: 'ARS',
  logo: null,
  ...overrides,
});

export const feedOutcome = (overrides: Partial<FeedOutcome> = {}): FeedOutcome => ({
  id: '1',
  name: 'Home',
  active: true,
  odds: 2.1,
  ...overrides,
});

export const feedStatistics = (overrides: Partial<FeedStatistics> = {}): FeedStatistics => ({
  clock: {
    match_time: '31:00',
    stoppage_time: null,
    stoppage_time_announced: null,
    remaining_time: null,
    remaining_time_in_period: null,
    stopped: false,
    clock_updated_at: NOW.toISOString(),
  },
  total_score: { home: 1, away: 0 },
  game_score: null,
  current_server: null,
  period_score: [
    { home: 1, away: 0, period_key: '1h', period_name: '1st half', number: 1, type: 'regular' },
  ],
  max_period_number: 2,
  ...overrides,
});

export const feedMatch = (overrides: Partial<FeedMatch> = {}): FeedMatch => {
  const home = overrides.home === undefined ? feedCompetitor() : overrides.home;
  const away =
    overrides.away === undefined
      ? feedCompetitor({ urnId: 'sr:competitor:38', name: 'Chelsea', abbreviation: 'CHE' })
      : overrides.away;
  return {
    urnId: 'sr:match:1001',
    slug: 'arsenal-chelsea',
    type: 'match',
    name: home && away ? `${home.name} vs ${away.name}` : 'Event',
    tournamentUrnId: 'sr:tournament:17',
    home,
    away,
    stadium: 'Emirates Stadium',
    city: 'London',
    status: 0,
    stage: null,
    startTime: hours(3),
    endDate: null,
    statistics: null,
    hasVideo: false,
    provider: 'betradar',
    isProviderStatsAvailable: true,
    bettable: true,
    popularity: 50,
    ...overrides,
  };
};

const threeWay = (odds: [number, number, number]): FeedOutcome[] => [
  feedOutcome({ id: '1', name: 'Home', odds: odds[0] }),
  feedOutcome({ id: 'X', name: 'Draw', odds: odds[1] }),
  feedOutcome({ id: '2', name: 'Away', odds: odds[2] }),
];

const overUnder = (over: number, under: number): FeedOutcome[] => [
  feedOutcome({ id: 'over', name: 'Over', odds: over }),
  feedOutcome({ id: 'under', name: 'Under', odds: under }),
];

export const feedMarket = (overrides: Partial<FeedMarket> = {}): FeedMarket => ({
  matchUrnId: 'sr:match:1001',
  marketId: 1,
  specifier: '',
  name: '1X2',
  status: 1,
  outcomes: threeWay([2.1, 3.4, 3.6]),
  groups: ['main'],
  priority: 1,
  mostBalanced: false,
  nextBetStop: null,
  customBetGroups: [],
  provider: 'betradar',
  ...overrides,
});

/** The full set of football lines used for every soccer match of the catalog. */
export function footballMarkets(matchUrnId: string): FeedMarket[] {
  return [
    // Lowest priority of all, but "not allowed" (0): never listed, never featured.
    feedMarket({
      matchUrnId,
      marketId: 10,
      name: 'Double chance',
      status: 0,
      priority: 0,
      outcomes: threeWay([1.3, 1.25, 1.6]),
    }),
    feedMarket({ matchUrnId, marketId: 1, priority: 1 }),
    feedMarket({
      matchUrnId,
      marketId: 18,
      specifier: 'total=1.5',
      name: 'Total 1.5',
      priority: 2,
      groups: ['main', 'totals'],
      outcomes: overUnder(1.35, 3.1),
    }),
    feedMarket({
      matchUrnId,
      marketId: 18,
      specifier: 'total=2.5',
      name: 'Total 2.5',
      priority: 2,
      mostBalanced: true,
      groups: ['main', 'totals'],
      outcomes: overUnder(1.95, 1.85),
    }),
    feedMarket({
      matchUrnId,
      marketId: 16,
      specifier: 'hcp=-1',
      name: 'Handicap -1',
      status: -1,
      priority: 3,
      mostBalanced: true,
      groups: ['handicaps'],
      outcomes: [
        feedOutcome({ id: '1', name: 'Home -1', odds: 3.25 }),
        feedOutcome({ id: '2', name: 'Away +1', odds: 1.333 }),
      ],
    }),
    feedMarket({
      matchUrnId,
      marketId: 29,
      name: 'Both teams to score',
      priority: 4,
      groups: ['goals'],
      outcomes: [
        feedOutcome({ id: 'yes', name: 'Yes', odds: 1.7 }),
        feedOutcome({ id: 'no', name: 'No', odds: 2.05 }),
      ],
    }),
    // Settled: still counted in available_markets (status is not 0), never featured.
    feedMarket({
      matchUrnId,
      marketId: 8,
      name: 'First goal',
      status: -3,
      priority: 1,
      groups: ['goals'],
      outcomes: threeWay([1.8, 9, 2.4]),
    }),
  ];
}

/** Lines per soccer match in `catalogSnapshot`: listed = every status but 0. */
export const FOOTBALL_LISTED_MARKETS = 6;

const team = (urn: number, name: string, abbreviation: string) =>
  feedCompetitor({ urnId: `sr:competitor:${urn}`, name, abbreviation });

/**
 * A small catalog at NOW:
 * - soccer (England: Premier League, Spain: LaLiga), tennis (ATP: Paris), cs2 (cyber);
 * - Premier League: Arsenal-Chelsea live, Liverpool-Everton in 3 h, a season outright;
 * - LaLiga: Real Madrid-Barcelona tomorrow (most popular), Sevilla-Valencia finished;
 * - tennis: Sinner-Alcaraz live; cs2: NaVi-FaZe in 5 h, not bettable, with video;
 * - handball: a paused league without events.
 */
export function catalogSnapshot(): FeedSnapshot {
  const sports = [
    feedSport(),
    feedSport({ urnId: 'sr:sport:5', key: 'tennis', name: 'Tennis', priority: 2 }),
    feedSport({
      urnId: 'od:sport:3',
      key: 'cs2',
      name: 'Counter-Strike 2',
      type: 'cyber',
      provider: 'oddin',
      priority: 3,
    }),
    // No events at all: absent from has_matches=true and from the counters.
    feedSport({ urnId: 'sr:sport:6', key: 'handball', name: 'Handball', priority: 4 }),
  ];
  const categories = [
    feedCategory(),
    feedCategory({ slug: 'spain', name: 'Spain', countryCode: 'ES', priority: 2 }),
    feedCategory({ slug: 'atp', sportKey: 'tennis', name: 'ATP', countryCode: null }),
    feedCategory({
      slug: 'international',
      sportKey: 'cs2',
      name: 'International',
      countryCode: null,
    }),
    feedCategory({ slug: 'germany', sportKey: 'handball', name: 'Germany', countryCode: 'DE' }),
  ];
  const tournaments = [
    feedTournament(),
    feedTournament({
      urnId: 'sr:tournament:8',
      slug: 'laliga',
      name: 'LaLiga',
      categorySlug: 'spain',
      priority: 2,
      isTop: false,
    }),
    feedTournament({
      urnId: 'sr:tournament:2553',
      slug: 'atp-paris',
      name: 'ATP Paris Masters',
      sportKey: 'tennis',
      categorySlug: 'atp',
      priority: 1,
      isTop: true,
    }),
    feedTournament({
      urnId: 'od:tournament:99',
      slug: 'cs2-major',
      name: 'CS2 Major',
      sportKey: 'cs2',
      categorySlug: 'international',
      priority: 1,
      isTop: false,
      state: 'created',
    }),
    feedTournament({
      urnId: 'sr:tournament:149',
      slug: 'handball-bundesliga',
      name: 'Handball-Bundesliga',
      sportKey: 'handball',
      categorySlug: 'germany',
      priority: 1,
      isTop: false,
      state: 'paused',
    }),
  ];
  const arsenal = team(42, 'Arsenal', 'ARS');
  const chelsea = team(38, 'Chelsea', 'CHE');
  const liverpool = team(44, 'Liverpool', 'LIV');
  const everton = team(48, 'Everton', 'EVE');
  const madrid = team(2829, 'Real Madrid', 'RMA');
  const barcelona = team(2817, 'Barcelona', 'BAR');
  const sevilla = team(2833, 'Sevilla', 'SEV');
  const valencia = team(2828, 'Valencia', 'VAL');
  const sinner = team(900, 'Jannik Sinner', 'SIN');
  const alcaraz = team(901, 'Carlos Alcaraz', 'ALC');
  const navi = { ...team(7001, 'NaVi', 'NAVI'), urnId: 'od:competitor:7001' };
  const faze = { ...team(7002, 'FaZe', 'FAZE'), urnId: 'od:competitor:7002' };
  const competitors = [
    arsenal,
    chelsea,
    liverpool,
    everton,
    madrid,
    barcelona,
    sevilla,
    valencia,
    sinner,
    alcaraz,
    navi,
    faze,
  ];

  const matches = [
    feedMatch({
      urnId: 'sr:match:1001',
      slug: 'arsenal-chelsea',
      home: arsenal,
      away: chelsea,
      status: 1,
      startTime: hours(-0.5),
      statistics: feedStatistics(),
      hasVideo: true,
      popularity: 90,
    }),
    feedMatch({
      urnId: 'sr:match:1002',
      slug: 'liverpool-everton',
      home: liverpool,
      away: everton,
      stadium: 'Anfield',
      city: 'Liverpool',
      startTime: hours(3),
      popularity: 70,
    }),
    feedMatch({
      urnId: 'sr:match:1003',
      slug: 'real-madrid-barcelona',
      tournamentUrnId: 'sr:tournament:8',
      home: madrid,
      away: barcelona,
      stadium: 'Santiago Bernabeu',
      city: 'Madrid',
      startTime: hours(24),
      popularity: 100,
    }),
    feedMatch({
      urnId: 'sr:match:1004',
      slug: 'sevilla-valencia',
      tournamentUrnId: 'sr:tournament:8',
      home: sevilla,
      away: valencia,
      stadium: null,
      city: null,
      status: 4,
      startTime: hours(-26),
      popularity: 10,
      bettable: false,
    }),
    feedMatch({
      urnId: 'sr:match:2001',
      slug: 'sinner-alcaraz',
      tournamentUrnId: 'sr:tournament:2553',
      home: sinner,
      away: alcaraz,
      stadium: 'Accor Arena',
      city: 'Paris',
      status: 1,
      startTime: hours(-1),
      statistics: feedStatistics({
        clock: null,
        total_score: { home: 1, away: 0 },
        game_score: { home: 30, away: 15 },
        current_server: 'home',
        period_score: [
          { home: 6, away: 4, period_key: 's1', period_name: '1st set', number: 1, type: 'set' },
        ],
        max_period_number: 3,
      }),
      popularity: 95,
    }),
    feedMatch({
      urnId: 'od:match:3001',
      slug: 'navi-faze',
      tournamentUrnId: 'od:tournament:99',
      home: navi,
      away: faze,
      stadium: null,
      city: null,
      startTime: hours(5),
      provider: 'oddin',
      hasVideo: true,
      bettable: false,
      isProviderStatsAvailable: false,
      popularity: 60,
    }),
    feedMatch({
      urnId: 'sr:season:130281',
      slug: 'premier-league-winner-2026-27',
      type: 'season',
      name: 'Premier League 2026/27 - Winner',
      home: null,
      away: null,
      stadium: null,
      city: null,
      startTime: hours(-2000),
      endDate: new Date('2027-05-23T15:00:00Z'),
      popularity: 40,
    }),
  ];

  const tennisMarkets: FeedMarket[] = [
    feedMarket({
      matchUrnId: 'sr:match:2001',
      marketId: 186,
      name: 'Winner',
      priority: 1,
      outcomes: [
        feedOutcome({ id: '1', name: 'Sinner', odds: 1.5 }),
        feedOutcome({ id: '2', name: 'Alcaraz', odds: 2.6 }),
      ],
    }),
    feedMarket({
      matchUrnId: 'sr:match:2001',
      marketId: 189,
      specifier: 'total=22.5',
      name: 'Total games 22.5',
      priority: 2,
      mostBalanced: true,
      groups: ['games'],
      outcomes: overUnder(1.9, 1.9),
    }),
  ];
  const cs2Markets: FeedMarket[] = [
    feedMarket({
      matchUrnId: 'od:match:3001',
      marketId: 1,
      name: 'Winner',
      provider: 'oddin',
      outcomes: [
        feedOutcome({ id: '1', name: 'NaVi', odds: 1.75 }),
        feedOutcome({ id: '2', name: 'FaZe', odds: 2.05 }),
      ],
    }),
  ];
  const outrightMarkets: FeedMarket[] = [
    feedMarket({
      matchUrnId: 'sr:season:130281',
      marketId: 534,
      name: 'Winner',
      priority: 1,
      outcomes: [
        feedOutcome({ id: 'sr:competitor:42', name: 'Arsenal', odds: 2.75 }),
        feedOutcome({ id: 'sr:competitor:44', name: 'Liverpool', odds: 3.5 }),
        feedOutcome({ id: 'sr:competitor:38', name: 'Chelsea', odds: 9 }),
        feedOutcome({ id: 'sr:competitor:2', name: 'Manchester City', odds: 4.333 }),
      ],
    }),
  ];

  return {
    sports,
    categories,
    tournaments,
    competitors,
    matches,
    markets: [
      ...footballMarkets('sr:match:1001'),
      ...footballMarkets('sr:match:1002'),
      ...footballMarkets('sr:match:1003'),
      ...footballMarkets('sr:match:1004').map((m) => ({ ...m, status: m.status === 0 ? 0 : -3 })),
      ...tennisMarkets,
      ...cs2Markets,
      ...outrightMarkets,
    ] as FeedMarket[],
    providers: { betradar: 'active', oddin: 'active', betconstruct: 'inactive' } satisfies Record<
      Provider,
      'active' | 'inactive'
    >,
  };
}

export const noChanges = (at: Date): FeedChanges => ({
  at,
  matches: [],
  markets: [],
  statusChanged: [],
  providers: {},
  tournaments: [],
  competitors: [],
});

/** A feed that answers a fixed snapshot and then the queued changes, one per tick. */
export function scriptedFeed(
  snapshot: FeedSnapshot,
  queued: FeedChanges[] = [],
): FeedSource & { queue(changes: FeedChanges): void } {
  const pending = [...queued];
  return {
    snapshot: () => snapshot,
    advance: (now) => pending.shift() ?? noChanges(now),
    queue: (changes) => {
      pending.push(changes);
    },
  };
}
