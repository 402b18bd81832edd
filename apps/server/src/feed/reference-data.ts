// Static reference data of the simulated feed: sports, categories, leagues (with their weekly
// schedules and model settings) and the teams and players they use. Everything here is the
// same for every seed; the seed only changes form, fixtures and results.
import type { Provider, SportType } from '@sportsbook/contract';
import type { ModelProfile } from './models/engine';
import { CHAMPIONS_LEAGUE, FOOTBALL_TEAMS } from './reference/football';
import {
  BASKETBALL_TEAMS,
  CRICKET_TEAMS,
  ICE_HOCKEY_TEAMS,
  PREMIUM_CRICKET_TEAMS,
} from './reference/other-sports';
import {
  ATP_PLAYERS,
  ESPORTS_TEAMS,
  TENNIS_CALENDAR,
  WTA_PLAYERS,
} from './reference/tennis-esports';
import type { TeamRow } from './reference/types';

export type { TeamRow } from './reference/types';

export interface SportDef {
  key: string;
  name: string;
  urnId: string;
  type: SportType;
  provider: Provider;
  priority: number;
}

export interface CategoryDef {
  sportKey: string;
  slug: string;
  name: string;
  countryCode: string | null;
  priority: number;
}

/** Monday = 0 ... Sunday = 6. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** One round of a round-robin league: every team plays once, spread over these days. */
export interface RoundPattern {
  /** Played in weeks where `week % everyWeeks === phase` (default every week). */
  everyWeeks?: number;
  phase?: number;
  days: { day: Weekday; share: number; times: string[] }[];
}

export type Schedule =
  /** Round-robin rounds (football, EuroLeague): each round pairs every team once. */
  | { kind: 'rounds'; utcOffset: number; rounds: RoundPattern[] }
  /**
   * Daily slates (NBA, NHL, cricket, e-sports): `perDay` games on each day at the first
   * `perDay` of `times` (local). With `repeatTeams` a team may play more than once a day.
   */
  | {
      kind: 'daily';
      utcOffset: number;
      perDay: [number, number];
      times: string[];
      repeatTeams?: boolean;
    }
  /**
   * A 16-player knock-out in the weeks where `week % cycle === index` (tennis); the order of
   * play starts `shiftMinutes` later than the default.
   */
  | {
      kind: 'bracket';
      utcOffset: number;
      cycle: number;
      index: number;
      slot: number;
      shiftMinutes: number;
    };

export interface LeagueDef {
  sportKey: string;
  categorySlug: string;
  name: string;
  provider: Provider;
  /** Numeric part of the tournament URN. */
  tournamentNumber: number;
  priority: number;
  isTop: boolean;
  profile: ModelProfile;
  /** Best-of for series (e-sports maps, tennis sets). */
  bestOf: number;
  /** Team or player names; looked up in the sport's team table. */
  teams: string[];
  schedule: Schedule;
  /** Season-winner outright: football-style split seasons or calendar years; null for none. */
  season: 'split' | 'calendar' | null;
  /** No home advantage (tennis, e-sports, neutral venues). */
  neutral: boolean;
  /** Share of matches with live video. */
  video: number;
  /** Stage label shown on matches (e.g. "League phase"), null for none. */
  stage: string | null;
  /**
   * Listed this many days ahead when less than the feed's window (round-the-clock online
   * leagues publish their schedule a day or two ahead).
   */
  listedDaysAhead?: number;
  /** Country of the venue for tennis events. */
  countryCode?: string;
}

export const SPORTS: SportDef[] = [
  {
    key: 'football',
    name: 'Football',
    urnId: 'sr:sport:1',
    type: 'regular',
    provider: 'betradar',
    priority: 1,
  },
  {
    key: 'tennis',
    name: 'Tennis',
    urnId: 'sr:sport:5',
    type: 'regular',
    provider: 'betradar',
    priority: 2,
  },
  {
    key: 'basketball',
    name: 'Basketball',
    urnId: 'sr:sport:2',
    type: 'regular',
    provider: 'betradar',
    priority: 3,
  },
  {
    key: 'ice-hockey',
    name: 'Ice Hockey',
    urnId: 'sr:sport:4',
    type: 'regular',
    provider: 'betradar',
    priority: 4,
  },
  {
    key: 'cricket',
    name: 'Cricket',
    urnId: 'sr:sport:21',
    type: 'regular',
    provider: 'betradar',
    priority: 5,
  },
  {
    key: 'cs2',
    name: 'Counter-Strike 2',
    urnId: 'od:sport:1',
    type: 'cyber',
    provider: 'oddin',
    priority: 6,
  },
  {
    key: 'dota-2',
    name: 'Dota 2',
    urnId: 'od:sport:2',
    type: 'cyber',
    provider: 'oddin',
    priority: 7,
  },
  {
    key: 'league-of-legends',
    name: 'League of Legends',
    urnId: 'od:sport:3',
    type: 'cyber',
    provider: 'oddin',
    priority: 8,
  },
  {
    key: 'premium-cricket',
    name: 'Premium Cricket',
    urnId: 'bc:sport:21',
    type: 'premium_cricket',
    provider: 'betconstruct',
    priority: 9,
  },
];

export const CATEGORIES: CategoryDef[] = [
  { sportKey: 'football', slug: 'england', name: 'England', countryCode: 'GB-ENG', priority: 1 },
  { sportKey: 'football', slug: 'spain', name: 'Spain', countryCode: 'ES', priority: 2 },
  { sportKey: 'football', slug: 'germany', name: 'Germany', countryCode: 'DE', priority: 3 },
  { sportKey: 'football', slug: 'italy', name: 'Italy', countryCode: 'IT', priority: 4 },
  { sportKey: 'football', slug: 'france', name: 'France', countryCode: 'FR', priority: 5 },
  {
    sportKey: 'football',
    slug: 'international-clubs',
    name: 'International Clubs',
    countryCode: null,
    priority: 0,
  },
  {
    sportKey: 'football',
    slug: 'netherlands',
    name: 'Netherlands',
    countryCode: 'NL',
    priority: 6,
  },
  { sportKey: 'football', slug: 'portugal', name: 'Portugal', countryCode: 'PT', priority: 7 },
  { sportKey: 'football', slug: 'brazil', name: 'Brazil', countryCode: 'BR', priority: 8 },
  { sportKey: 'football', slug: 'usa', name: 'USA', countryCode: 'US', priority: 9 },
  { sportKey: 'football', slug: 'japan', name: 'Japan', countryCode: 'JP', priority: 10 },
  { sportKey: 'tennis', slug: 'atp', name: 'ATP', countryCode: null, priority: 1 },
  { sportKey: 'tennis', slug: 'wta', name: 'WTA', countryCode: null, priority: 2 },
  { sportKey: 'basketball', slug: 'usa', name: 'USA', countryCode: 'US', priority: 1 },
  {
    sportKey: 'basketball',
    slug: 'international',
    name: 'International',
    countryCode: null,
    priority: 2,
  },
  { sportKey: 'ice-hockey', slug: 'usa', name: 'USA', countryCode: 'US', priority: 1 },
  { sportKey: 'ice-hockey', slug: 'russia', name: 'Russia', countryCode: 'RU', priority: 2 },
  { sportKey: 'cricket', slug: 'india', name: 'India', countryCode: 'IN', priority: 1 },
  { sportKey: 'cricket', slug: 'australia', name: 'Australia', countryCode: 'AU', priority: 2 },
  {
    sportKey: 'cricket',
    slug: 'international',
    name: 'International',
    countryCode: null,
    priority: 0,
  },
  {
    sportKey: 'premium-cricket',
    slug: 'pakistan',
    name: 'Pakistan',
    countryCode: 'PK',
    priority: 1,
  },
  {
    sportKey: 'premium-cricket',
    slug: 'west-indies',
    name: 'West Indies',
    countryCode: null,
    priority: 2,
  },
  {
    sportKey: 'premium-cricket',
    slug: 'south-africa',
    name: 'South Africa',
    countryCode: 'ZA',
    priority: 3,
  },
  { sportKey: 'cs2', slug: 'international', name: 'International', countryCode: null, priority: 1 },
  { sportKey: 'cs2', slug: 'europe', name: 'Europe', countryCode: null, priority: 2 },
  {
    sportKey: 'dota-2',
    slug: 'international',
    name: 'International',
    countryCode: null,
    priority: 1,
  },
  { sportKey: 'dota-2', slug: 'europe', name: 'Europe', countryCode: null, priority: 2 },
  { sportKey: 'league-of-legends', slug: 'europe', name: 'Europe', countryCode: null, priority: 1 },
  { sportKey: 'league-of-legends', slug: 'korea', name: 'Korea', countryCode: 'KR', priority: 2 },
  { sportKey: 'league-of-legends', slug: 'china', name: 'China', countryCode: 'CN', priority: 3 },
  {
    sportKey: 'league-of-legends',
    slug: 'north-america',
    name: 'North America',
    countryCode: null,
    priority: 4,
  },
];

/** Team tables per sport key (name → row). */
export const TEAMS: Record<string, Map<string, TeamRow>> = {};

function register(sportKey: string, rows: readonly TeamRow[]): string[] {
  const table = (TEAMS[sportKey] ??= new Map());
  for (const row of rows) if (!table.has(row[0])) table.set(row[0], row);
  return rows.map((row) => row[0]);
}

const footballTeams = (key: string): string[] => register('football', FOOTBALL_TEAMS[key] ?? []);
register('football', FOOTBALL_TEAMS['uefa-extra'] ?? []);

// Local kick-off patterns of a football weekend round.
const day = (d: Weekday, share: number, times: string[]) => ({ day: d, share, times });
const FRI = 4 as const;
const SAT = 5 as const;
const SUN = 6 as const;
const TUE = 1 as const;
const WED = 2 as const;
const THU = 3 as const;

const football = (goalsPerTeam: number): ModelProfile => ({ sport: 'football', goalsPerTeam });

export const LEAGUES: LeagueDef[] = [
  {
    sportKey: 'football',
    categorySlug: 'england',
    name: 'Premier League',
    provider: 'betradar',
    tournamentNumber: 17,
    priority: 1,
    isTop: true,
    profile: football(1.42),
    bestOf: 0,
    teams: footballTeams('england-premier-league'),
    schedule: {
      kind: 'rounds',
      utcOffset: 0,
      rounds: [
        {
          days: [
            day(FRI, 0.05, ['20:00']),
            day(SAT, 0.6, ['12:30', '15:00', '15:00', '15:00', '17:30', '20:00']),
            day(SUN, 0.35, ['14:00', '16:30']),
          ],
        },
      ],
    },
    season: 'split',
    neutral: false,
    video: 0.6,
    stage: null,
  },
  {
    sportKey: 'football',
    categorySlug: 'england',
    name: 'Championship',
    provider: 'betconstruct',
    tournamentNumber: 1018,
    priority: 12,
    isTop: false,
    profile: football(1.3),
    bestOf: 0,
    teams: footballTeams('england-championship'),
    schedule: {
      kind: 'rounds',
      utcOffset: 0,
      rounds: [
        {
          days: [
            day(FRI, 0.05, ['20:00']),
            day(SAT, 0.85, ['15:00', '15:00', '12:30']),
            day(SUN, 0.1, ['12:00']),
          ],
        },
        {
          everyWeeks: 2,
          phase: 0,
          days: [day(TUE, 0.6, ['19:45']), day(WED, 0.4, ['19:45', '20:00'])],
        },
      ],
    },
    season: 'split',
    neutral: false,
    video: 0.2,
    stage: null,
  },
  {
    sportKey: 'football',
    categorySlug: 'spain',
    name: 'LaLiga',
    provider: 'betradar',
    tournamentNumber: 8,
    priority: 2,
    isTop: true,
    profile: football(1.3),
    bestOf: 0,
    teams: footballTeams('spain-laliga'),
    schedule: {
      kind: 'rounds',
      utcOffset: 1,
      rounds: [
        {
          days: [
            day(FRI, 0.1, ['21:00']),
            day(SAT, 0.45, ['14:00', '16:15', '18:30', '21:00']),
            day(SUN, 0.45, ['14:00', '16:15', '18:30', '21:00']),
          ],
        },
      ],
    },
    season: 'split',
    neutral: false,
    video: 0.6,
    stage: null,
  },
  {
    sportKey: 'football',
    categorySlug: 'germany',
    name: 'Bundesliga',
    provider: 'betradar',
    tournamentNumber: 35,
    priority: 3,
    isTop: true,
    profile: football(1.55),
    bestOf: 0,
    teams: footballTeams('germany-bundesliga'),
    schedule: {
      kind: 'rounds',
      utcOffset: 1,
      rounds: [
        {
          days: [
            day(FRI, 0.11, ['20:30']),
            day(SAT, 0.67, ['15:30', '15:30', '15:30', '15:30', '15:30', '18:30']),
            day(SUN, 0.22, ['15:30', '17:30', '19:30']),
          ],
        },
      ],
    },
    season: 'split',
    neutral: false,
    video: 0.6,
    stage: null,
  },
  {
    sportKey: 'football',
    categorySlug: 'germany',
    name: '2. Bundesliga',
    provider: 'betconstruct',
    tournamentNumber: 1044,
    priority: 13,
    isTop: false,
    profile: football(1.45),
    bestOf: 0,
    teams: footballTeams('germany-2-bundesliga'),
    schedule: {
      kind: 'rounds',
      utcOffset: 1,
      rounds: [
        {
          days: [
            day(FRI, 0.33, ['18:30']),
            day(SAT, 0.33, ['13:00', '20:30']),
            day(SUN, 0.34, ['13:30']),
          ],
        },
      ],
    },
    season: 'split',
    neutral: false,
    video: 0.2,
    stage: null,
  },
  {
    sportKey: 'football',
    categorySlug: 'italy',
    name: 'Serie A',
    provider: 'betradar',
    tournamentNumber: 23,
    priority: 4,
    isTop: true,
    profile: football(1.3),
    bestOf: 0,
    teams: footballTeams('italy-serie-a'),
    schedule: {
      kind: 'rounds',
      utcOffset: 1,
      rounds: [
        {
          days: [
            day(FRI, 0.1, ['20:45']),
            day(SAT, 0.35, ['15:00', '18:00', '20:45']),
            day(SUN, 0.55, ['12:30', '15:00', '18:00', '20:45']),
          ],
        },
      ],
    },
    season: 'split',
    neutral: false,
    video: 0.6,
    stage: null,
  },
  {
    sportKey: 'football',
    categorySlug: 'france',
    name: 'Ligue 1',
    provider: 'betradar',
    tournamentNumber: 34,
    priority: 5,
    isTop: true,
    profile: football(1.4),
    bestOf: 0,
    teams: footballTeams('france-ligue-1'),
    schedule: {
      kind: 'rounds',
      utcOffset: 1,
      rounds: [
        {
          days: [
            day(FRI, 0.11, ['20:45']),
            day(SAT, 0.33, ['17:00', '19:00', '21:05']),
            day(SUN, 0.56, ['15:00', '17:15', '17:15', '20:45']),
          ],
        },
      ],
    },
    season: 'split',
    neutral: false,
    video: 0.5,
    stage: null,
  },
  {
    sportKey: 'football',
    categorySlug: 'international-clubs',
    name: 'UEFA Champions League',
    provider: 'betradar',
    tournamentNumber: 7,
    priority: 0,
    isTop: true,
    profile: football(1.45),
    bestOf: 0,
    teams: CHAMPIONS_LEAGUE,
    schedule: {
      kind: 'rounds',
      utcOffset: 1,
      rounds: [
        {
          days: [
            day(TUE, 0.5, ['18:45', '21:00', '21:00', '21:00', '21:00']),
            day(WED, 0.5, ['18:45', '21:00', '21:00', '21:00', '21:00']),
          ],
        },
      ],
    },
    season: 'split',
    neutral: false,
    video: 0.8,
    stage: 'League phase',
  },
  {
    sportKey: 'football',
    categorySlug: 'netherlands',
    name: 'Eredivisie',
    provider: 'betradar',
    tournamentNumber: 37,
    priority: 6,
    isTop: false,
    profile: football(1.55),
    bestOf: 0,
    teams: footballTeams('netherlands-eredivisie'),
    schedule: {
      kind: 'rounds',
      utcOffset: 1,
      rounds: [
        {
          days: [
            day(FRI, 0.1, ['20:00']),
            day(SAT, 0.45, ['16:30', '18:45', '20:00', '21:00']),
            day(SUN, 0.45, ['12:15', '14:30', '16:45']),
          ],
        },
      ],
    },
    season: 'split',
    neutral: false,
    video: 0.3,
    stage: null,
  },
  {
    sportKey: 'football',
    categorySlug: 'portugal',
    name: 'Liga Portugal',
    provider: 'betradar',
    tournamentNumber: 238,
    priority: 7,
    isTop: false,
    profile: football(1.3),
    bestOf: 0,
    teams: footballTeams('portugal-liga-portugal'),
    schedule: {
      kind: 'rounds',
      utcOffset: 0,
      rounds: [
        {
          days: [
            day(FRI, 0.12, ['20:15']),
            day(SAT, 0.44, ['15:30', '18:00', '20:30']),
            day(SUN, 0.44, ['15:30', '18:00', '20:30']),
          ],
        },
      ],
    },
    season: 'split',
    neutral: false,
    video: 0.3,
    stage: null,
  },
  {
    sportKey: 'football',
    categorySlug: 'brazil',
    name: 'Brasileiro Série A',
    provider: 'betradar',
    tournamentNumber: 325,
    priority: 8,
    isTop: false,
    profile: football(1.25),
    bestOf: 0,
    teams: footballTeams('brazil-serie-a'),
    schedule: {
      kind: 'rounds',
      utcOffset: -3,
      rounds: [
        {
          days: [
            day(SAT, 0.5, ['16:00', '18:30', '21:00']),
            day(SUN, 0.5, ['16:00', '18:30', '20:30']),
          ],
        },
        {
          everyWeeks: 2,
          phase: 1,
          days: [day(WED, 0.6, ['19:00', '21:30']), day(THU, 0.4, ['19:00', '21:30'])],
        },
      ],
    },
    season: 'calendar',
    neutral: false,
    video: 0.3,
    stage: null,
  },
  {
    sportKey: 'football',
    categorySlug: 'usa',
    name: 'MLS',
    provider: 'betradar',
    tournamentNumber: 242,
    priority: 9,
    isTop: false,
    profile: football(1.5),
    bestOf: 0,
    teams: footballTeams('usa-mls'),
    schedule: {
      kind: 'rounds',
      utcOffset: -5,
      rounds: [
        { days: [day(SAT, 0.85, ['19:30', '19:30', '22:30']), day(SUN, 0.15, ['18:00'])] },
        { everyWeeks: 2, phase: 0, days: [day(WED, 1, ['19:30', '22:30'])] },
      ],
    },
    season: 'calendar',
    neutral: false,
    video: 0.3,
    stage: null,
  },
  {
    sportKey: 'football',
    categorySlug: 'japan',
    name: 'J1 League',
    provider: 'betradar',
    tournamentNumber: 196,
    priority: 10,
    isTop: false,
    profile: football(1.3),
    bestOf: 0,
    teams: footballTeams('japan-j1-league'),
    schedule: {
      kind: 'rounds',
      utcOffset: 9,
      rounds: [
        { days: [day(SAT, 0.6, ['14:00', '15:00', '19:00']), day(SUN, 0.4, ['14:00', '16:00'])] },
        { everyWeeks: 2, phase: 1, days: [day(WED, 1, ['19:00', '19:30'])] },
      ],
    },
    season: 'calendar',
    neutral: false,
    video: 0.2,
    stage: null,
  },
  {
    sportKey: 'basketball',
    categorySlug: 'usa',
    name: 'NBA',
    provider: 'betradar',
    tournamentNumber: 132,
    priority: 1,
    isTop: true,
    profile: { sport: 'basketball', periodMinutes: 12, possessionsPerMinute: 2.08 },
    bestOf: 0,
    teams: register('basketball', BASKETBALL_TEAMS['usa-nba'] ?? []),
    schedule: {
      kind: 'daily',
      utcOffset: -5,
      perDay: [5, 10],
      times: [
        '19:00',
        '19:30',
        '20:00',
        '22:00',
        '19:00',
        '20:30',
        '22:30',
        '19:30',
        '21:00',
        '22:00',
      ],
    },
    season: 'split',
    neutral: false,
    video: 0.5,
    stage: null,
  },
  {
    sportKey: 'basketball',
    categorySlug: 'international',
    name: 'EuroLeague',
    provider: 'betradar',
    tournamentNumber: 138,
    priority: 2,
    isTop: true,
    profile: { sport: 'basketball', periodMinutes: 10, possessionsPerMinute: 1.8 },
    bestOf: 0,
    teams: register('basketball', BASKETBALL_TEAMS['international-euroleague'] ?? []),
    schedule: {
      kind: 'rounds',
      utcOffset: 1,
      rounds: [
        {
          days: [
            day(TUE, 0.5, ['18:45', '19:00', '20:00', '20:30', '21:00']),
            day(WED, 0.5, ['18:45', '20:00', '20:30', '21:00']),
          ],
        },
        {
          days: [
            day(THU, 0.5, ['18:45', '19:00', '20:00', '20:30', '21:00']),
            day(FRI, 0.5, ['18:45', '20:00', '20:30', '21:00']),
          ],
        },
      ],
    },
    season: 'split',
    neutral: false,
    video: 0.4,
    stage: 'Regular season',
  },
  {
    sportKey: 'ice-hockey',
    categorySlug: 'usa',
    name: 'NHL',
    provider: 'betradar',
    tournamentNumber: 234,
    priority: 1,
    isTop: true,
    profile: { sport: 'ice-hockey', goalsPerTeam: 3.05 },
    bestOf: 0,
    teams: register('ice-hockey', ICE_HOCKEY_TEAMS['usa-nhl'] ?? []),
    schedule: {
      kind: 'daily',
      utcOffset: -5,
      perDay: [5, 9],
      times: ['19:00', '19:30', '20:00', '22:00', '19:00', '21:00', '19:30', '22:00', '20:30'],
    },
    season: 'split',
    neutral: false,
    video: 0.4,
    stage: null,
  },
  {
    sportKey: 'ice-hockey',
    categorySlug: 'russia',
    name: 'KHL',
    provider: 'betradar',
    tournamentNumber: 268,
    priority: 2,
    isTop: false,
    profile: { sport: 'ice-hockey', goalsPerTeam: 2.6 },
    bestOf: 0,
    teams: register('ice-hockey', ICE_HOCKEY_TEAMS['russia-khl'] ?? []),
    schedule: {
      kind: 'daily',
      utcOffset: 3,
      perDay: [4, 7],
      times: ['19:30', '17:00', '19:30', '14:00', '19:00', '17:00', '19:30'],
    },
    season: 'split',
    neutral: false,
    video: 0.2,
    stage: null,
  },
  {
    sportKey: 'cricket',
    categorySlug: 'india',
    name: 'Indian Premier League',
    provider: 'betradar',
    tournamentNumber: 2472,
    priority: 1,
    isTop: true,
    profile: { sport: 'cricket', format: 't20' },
    bestOf: 0,
    teams: register('cricket', CRICKET_TEAMS['india-indian-premier-league'] ?? []),
    schedule: { kind: 'daily', utcOffset: 5.5, perDay: [1, 2], times: ['19:30', '15:30'] },
    season: 'calendar',
    neutral: false,
    video: 0.6,
    stage: null,
  },
  {
    sportKey: 'cricket',
    categorySlug: 'australia',
    name: 'Big Bash League',
    provider: 'betradar',
    tournamentNumber: 2474,
    priority: 2,
    isTop: false,
    profile: { sport: 'cricket', format: 't20' },
    bestOf: 0,
    teams: register('cricket', CRICKET_TEAMS['australia-big-bash-league'] ?? []),
    schedule: { kind: 'daily', utcOffset: 11, perDay: [1, 2], times: ['19:15', '16:15'] },
    season: 'calendar',
    neutral: false,
    video: 0.3,
    stage: null,
  },
  {
    sportKey: 'cricket',
    categorySlug: 'international',
    name: 'T20 Internationals',
    provider: 'betradar',
    tournamentNumber: 2476,
    priority: 3,
    isTop: true,
    profile: { sport: 'cricket', format: 't20' },
    bestOf: 0,
    teams: register('cricket', CRICKET_TEAMS['international'] ?? []),
    schedule: { kind: 'daily', utcOffset: 0, perDay: [0, 1], times: ['13:30'] },
    season: null,
    neutral: false,
    video: 0.4,
    stage: null,
  },
  {
    sportKey: 'cricket',
    categorySlug: 'international',
    name: 'One Day Internationals',
    provider: 'betradar',
    tournamentNumber: 2478,
    priority: 4,
    isTop: false,
    profile: { sport: 'cricket', format: 'odi' },
    bestOf: 0,
    teams: register('cricket', CRICKET_TEAMS['international'] ?? []),
    schedule: { kind: 'daily', utcOffset: 0, perDay: [1, 1], times: ['03:30'] },
    season: null,
    neutral: false,
    video: 0.3,
    stage: null,
  },
  {
    sportKey: 'premium-cricket',
    categorySlug: 'pakistan',
    name: 'Pakistan Super League',
    provider: 'betconstruct',
    tournamentNumber: 3001,
    priority: 1,
    isTop: true,
    profile: { sport: 'cricket', format: 't20' },
    bestOf: 0,
    teams: register(
      'premium-cricket',
      PREMIUM_CRICKET_TEAMS['pakistan-pakistan-super-league'] ?? [],
    ),
    schedule: { kind: 'daily', utcOffset: 5, perDay: [1, 2], times: ['19:00', '14:00'] },
    season: 'calendar',
    neutral: false,
    video: 0.3,
    stage: null,
  },
  {
    sportKey: 'premium-cricket',
    categorySlug: 'west-indies',
    name: 'Caribbean Premier League',
    provider: 'betconstruct',
    tournamentNumber: 3002,
    priority: 2,
    isTop: false,
    profile: { sport: 'cricket', format: 't20' },
    bestOf: 0,
    teams: register(
      'premium-cricket',
      PREMIUM_CRICKET_TEAMS['west-indies-caribbean-premier-league'] ?? [],
    ),
    schedule: { kind: 'daily', utcOffset: -4, perDay: [1, 1], times: ['19:30'] },
    season: 'calendar',
    neutral: false,
    video: 0.3,
    stage: null,
  },
  {
    sportKey: 'premium-cricket',
    categorySlug: 'south-africa',
    name: 'SA20',
    provider: 'betconstruct',
    tournamentNumber: 3003,
    priority: 3,
    isTop: false,
    profile: { sport: 'cricket', format: 't20' },
    bestOf: 0,
    teams: register('premium-cricket', PREMIUM_CRICKET_TEAMS['south-africa-sa20'] ?? []),
    schedule: { kind: 'daily', utcOffset: 2, perDay: [1, 1], times: ['17:30'] },
    season: 'calendar',
    neutral: false,
    video: 0.3,
    stage: null,
  },
];

// ---- E-sports: leagues on oddin, matches around the clock. ----------------------------------

const cs2 = register('cs2', ESPORTS_TEAMS.cs2);
const dota = register('dota-2', ESPORTS_TEAMS['dota-2']);
const lol = register('league-of-legends', ESPORTS_TEAMS['league-of-legends']);
/**
 * Round-the-clock online leagues: a series every hour from `offsetMinutes` past midnight, so
 * (with series of one to two and a half hours) one is always being played.
 */
const hourly = (offsetMinutes: number) =>
  Array.from({ length: 24 }, (_, i) => {
    const m = (offsetMinutes + 60 * i) % (24 * 60);
    return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  });

const esport = (
  sportKey: 'cs2' | 'dota-2' | 'league-of-legends',
  categorySlug: string,
  name: string,
  tournamentNumber: number,
  priority: number,
  teams: string[],
  schedule: Schedule,
  isTop: boolean,
  listedDaysAhead?: number,
): LeagueDef => ({
  sportKey,
  categorySlug,
  name,
  provider: 'oddin',
  tournamentNumber,
  priority,
  isTop,
  profile: { sport: 'esports', game: sportKey },
  bestOf: 3,
  teams,
  schedule,
  season: 'calendar',
  neutral: true,
  video: 0.9,
  stage: null,
  ...(listedDaysAhead ? { listedDaysAhead } : {}),
});

LEAGUES.push(
  esport(
    'cs2',
    'international',
    'IEM Cologne',
    101,
    1,
    cs2.slice(0, 16),
    { kind: 'daily', utcOffset: 2, perDay: [4, 4], times: ['11:00', '13:30', '16:00', '18:30'] },
    true,
  ),
  esport(
    'cs2',
    'international',
    'BLAST Open',
    102,
    2,
    cs2.slice(0, 20),
    { kind: 'daily', utcOffset: 1, perDay: [2, 3], times: ['12:00', '15:00', '18:00'] },
    true,
  ),
  esport(
    'cs2',
    'europe',
    'CCT Europe',
    103,
    3,
    cs2.slice(16),
    { kind: 'daily', utcOffset: 0, perDay: [24, 24], times: hourly(0), repeatTeams: true },
    false,
    2,
  ),
  esport(
    'dota-2',
    'international',
    'DreamLeague',
    201,
    1,
    dota.slice(0, 14),
    { kind: 'daily', utcOffset: 1, perDay: [4, 4], times: ['11:00', '14:00', '17:00', '20:00'] },
    true,
  ),
  esport(
    'dota-2',
    'europe',
    'European Pro League',
    202,
    2,
    dota.slice(6),
    { kind: 'daily', utcOffset: 0, perDay: [24, 24], times: hourly(30), repeatTeams: true },
    false,
    2,
  ),
  esport(
    'league-of-legends',
    'europe',
    'LEC',
    301,
    1,
    lol.slice(0, 10),
    { kind: 'daily', utcOffset: 1, perDay: [2, 2], times: ['17:00', '20:00'] },
    true,
  ),
  esport(
    'league-of-legends',
    'korea',
    'LCK',
    302,
    2,
    lol.slice(10, 20),
    { kind: 'daily', utcOffset: 9, perDay: [2, 2], times: ['17:00', '19:30'] },
    true,
  ),
  esport(
    'league-of-legends',
    'china',
    'LPL',
    303,
    3,
    lol.slice(20, 30),
    { kind: 'daily', utcOffset: 8, perDay: [2, 2], times: ['17:00', '19:00'] },
    false,
  ),
  esport(
    'league-of-legends',
    'north-america',
    'LTA North',
    304,
    4,
    lol.slice(30, 38),
    { kind: 'daily', utcOffset: -5, perDay: [2, 2], times: ['17:00', '20:00'] },
    false,
  ),
  esport(
    'league-of-legends',
    'europe',
    'EMEA Masters',
    305,
    5,
    lol.slice(38),
    { kind: 'daily', utcOffset: 0, perDay: [24, 24], times: hourly(15), repeatTeams: true },
    false,
    2,
  ),
);

// ---- Tennis: two weekly 16-player events per tour, rotating through the calendar. ------------

const atp = register('tennis', ATP_PLAYERS);
const wta = register('tennis', WTA_PLAYERS);
for (const tour of ['atp', 'wta'] as const) {
  TENNIS_CALENDAR[tour].forEach((events, slot) => {
    events.forEach(([name, urn, utcOffset, country], index) => {
      LEAGUES.push({
        sportKey: 'tennis',
        categorySlug: tour,
        name,
        provider: 'betradar',
        tournamentNumber: urn,
        priority: 10 + slot,
        isTop: slot === 0,
        profile: { sport: 'tennis', tour },
        bestOf: 3,
        teams: tour === 'atp' ? atp : wta,
        // WTA order of play starts later, so the two tours' matches interleave.
        schedule: {
          kind: 'bracket',
          utcOffset,
          cycle: events.length,
          index,
          slot,
          shiftMinutes: tour === 'wta' ? 75 : 0,
        },
        season: null,
        neutral: true,
        video: 0.5,
        stage: null,
        countryCode: country,
      });
    });
  });
}

/** The team row of a competitor of a sport. */
export function teamRow(sportKey: string, name: string): TeamRow {
  const row = TEAMS[sportKey]?.get(name);
  if (!row) throw new Error(`unknown ${sportKey} team ${name}`);
  return row;
}
