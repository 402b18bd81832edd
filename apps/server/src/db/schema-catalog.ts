// Catalog: sports, categories, tournaments, competitors, matches, markets and outcomes, as the
// feed sends them. Re-exported by schema.ts (the one schema of drizzle-kit).
import type {
  EventType,
  MarketStatus,
  MatchStatus,
  Provider,
  SportType,
  TournamentState,
  statisticsSchema,
} from '@sportsbook/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { z } from 'zod';

type Statistics = z.infer<typeof statisticsSchema>;
export type OutcomeResult = 'win' | 'lose' | 'void' | 'half_win' | 'half_lose';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const sports = pgTable('sports', {
  id: id(),
  urnId: text('urn_id').notNull().unique(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  priority: integer('priority').notNull(),
  type: text('type').$type<SportType>().notNull(),
  provider: text('provider').$type<Provider>().notNull(),
  updatedAt: updatedAt(),
});

export const categories = pgTable(
  'categories',
  {
    id: id(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    priority: integer('priority').notNull(),
    countryCode: text('country_code'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('categories_sport_slug_key').on(t.sportId, t.slug)],
);

export const tournaments = pgTable(
  'tournaments',
  {
    id: id(),
    urnId: text('urn_id').notNull().unique(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    priority: integer('priority').notNull(),
    isTop: boolean('is_top').notNull().default(false),
    /** Level state: active, created, disabled, finished, paused. */
    state: text('state').$type<TournamentState>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tournaments_sport_idx').on(t.sportId),
    index('tournaments_category_idx').on(t.categoryId),
    index('tournaments_slug_idx').on(t.slug),
    check(
      'tournaments_state_check',
      sql`${t.state} in ('active', 'created', 'disabled', 'finished', 'paused')`,
    ),
  ],
);

export const competitors = pgTable('competitors', {
  id: id(),
  urnId: text('urn_id').notNull().unique(),
  name: text('name').notNull(),
  abbreviation: text('abbreviation').notNull(),
  logo: text('logo'),
  updatedAt: updatedAt(),
});

/** Matches and outrights (type stage, season, simple_tournament). */
export const matches = pgTable(
  'matches',
  {
    id: id(),
    urnId: text('urn_id').notNull().unique(),
    slug: text('slug').notNull(),
    type: text('type').$type<EventType>().notNull(),
    name: text('name').notNull(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    // Copied from the league so the list filters need no join.
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    homeCompetitorId: integer('home_competitor_id').references(() => competitors.id),
    awayCompetitorId: integer('away_competitor_id').references(() => competitors.id),
    stadium: text('stadium'),
    city: text('city'),
    /** prematch 0, live 1, stopped 2, closed 3, finished 4, not covered 5. */
    status: smallint('status').$type<MatchStatus>().notNull(),
    stage: text('stage'),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }),
    statistics: jsonb('statistics').$type<Statistics>(),
    hasVideo: boolean('has_video').notNull().default(false),
    provider: text('provider').$type<Provider>().notNull(),
    isProviderStatsAvailable: boolean('is_provider_stats_available').notNull().default(false),
    bettable: boolean('bettable').notNull().default(true),
    popularity: doublePrecision('popularity').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('matches_start_time_idx').on(t.startTime),
    index('matches_status_start_time_idx').on(t.status, t.startTime),
    index('matches_sport_start_time_idx').on(t.sportId, t.startTime),
    index('matches_tournament_start_time_idx').on(t.tournamentId, t.startTime),
    index('matches_category_idx').on(t.categoryId),
    index('matches_slug_idx').on(t.slug),
    check('matches_status_check', sql`${t.status} between 0 and 5`),
    check(
      'matches_type_check',
      sql`${t.type} in ('match', 'stage', 'season', 'simple_tournament')`,
    ),
  ],
);

/** One line of a match: market type + specifier (e.g. 18 + `total=2.5`). */
export const markets = pgTable(
  'markets',
  {
    id: id(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** Market type id (the wire's `id`), e.g. 1 = 1X2, 18 = total. */
    marketTypeId: integer('market_type_id').notNull(),
    /** Empty text when the market has no line. */
    specifier: text('specifier').notNull().default(''),
    name: text('name').notNull(),
    /** allowed 1, suspended -1, not allowed 0, and -2, -3, -4. */
    status: smallint('status').$type<MarketStatus>().notNull(),
    groups: text('groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    priority: integer('priority').notNull(),
    mostBalanced: boolean('most_balanced').notNull().default(false),
    nextBetStop: text('next_bet_stop'),
    customBetGroups: text('custom_bet_groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    provider: text('provider').$type<Provider>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('markets_match_type_specifier_key').on(t.matchId, t.marketTypeId, t.specifier),
    check('markets_status_check', sql`${t.status} between -4 and 1`),
  ],
);

export const outcomes = pgTable(
  'outcomes',
  {
    id: id(),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    /** The feed's outcome id, e.g. `1`, `X`, `2`, `over`. */
    outcomeId: text('outcome_id').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull(),
    /** Decimal odds, exact: numeric(12,3), never a binary float. */
    odds: numeric('odds', { precision: 12, scale: 3 }).notNull(),
    /** Set when the market is settled. */
    result: text('result').$type<OutcomeResult>(),
    /** Display order within the market (the feed's order). */
    position: smallint('position').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('outcomes_market_outcome_key').on(t.marketId, t.outcomeId),
    check('outcomes_odds_check', sql`${t.odds} >= 1`),
    check(
      'outcomes_result_check',
      sql`${t.result} is null or ${t.result} in ('win', 'lose', 'void', 'half_win', 'half_lose')`,
    ),
  ],
);
