// Whether a bet's matches meet a campaign's event conditions, by the domain's one rule
// (packages/domain/src/bonus/event-conditions.ts), over the match facts farming reads.
import { allMeetEventConditions } from '@sportsbook/domain';
import type { StoredEventConditions } from '../../db/schema';
import type { MatchFacts } from './farming-repository';

export type EventConditionCheck = (
  conditions: StoredEventConditions,
  matches: readonly MatchFacts[],
) => boolean;

export const meetsEventConditions: EventConditionCheck = (conditions, matches) =>
  allMeetEventConditions(
    conditions,
    matches.map((match) => ({
      sportType: match.sportType,
      sportId: String(match.sportId),
      categoryId: String(match.categoryId),
      tournamentId: String(match.tournamentId),
      eventId: String(match.matchId),
    })),
  );
