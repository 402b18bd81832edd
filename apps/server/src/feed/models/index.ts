// One entry point: the engine for a fixture, by the league's model profile.
import { createBasketballEngine } from './basketball';
import { createCricketEngine } from './cricket';
import type { FixtureModelInput, MatchEngine } from './engine';
import { createEsportsEngine } from './esports';
import { createFootballEngine } from './football';
import { createIceHockeyEngine } from './ice-hockey';
import { createTennisEngine } from './tennis';

export function createEngine(input: FixtureModelInput): MatchEngine {
  const profile = input.profile;
  switch (profile.sport) {
    case 'football':
      return createFootballEngine(input, profile.goalsPerTeam);
    case 'ice-hockey':
      return createIceHockeyEngine(input, profile.goalsPerTeam);
    case 'basketball':
      return createBasketballEngine(input, profile.periodMinutes, profile.possessionsPerMinute);
    case 'tennis':
      return createTennisEngine(input, profile.tour);
    case 'cricket':
      return createCricketEngine(input, profile.format);
    case 'esports':
      return createEsportsEngine(input, profile.game);
  }
}

export type { FixtureModelInput, Leg, LivePlan, MatchEngine, ModelProfile } from './engine';
