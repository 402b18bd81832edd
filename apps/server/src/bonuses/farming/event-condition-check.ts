// Whether a bet's matches meet a campaign's event conditions. Farming takes this check as a
// predicate (FarmingService's `conditions`): the rule's home is the domain's event conditions
// (packages/domain/src/bonus/event-conditions.ts, the comboboost work), which replaces this
// default when both land; until then this is the same reading of spec section 3: every
// selection's match must be in one of the listed ids at each level that lists any.
import type { StoredEventConditions } from '../../db/schema';
import type { MatchFacts } from './farming-repository';

export type EventConditionCheck = (
  conditions: StoredEventConditions,
  matches: readonly MatchFacts[],
) => boolean;

export const meetsEventConditions: EventConditionCheck = (conditions, matches) => {
  const within = (list: readonly { id: string }[], value: string | number) =>
    list.length === 0 || list.some((entry) => entry.id === String(value));
  return matches.every(
    (match) =>
      within(conditions.sport_type, match.sportType) &&
      within(conditions.sport, match.sportId) &&
      within(conditions.category, match.categoryId) &&
      within(conditions.tournament, match.tournamentId) &&
      within(conditions.event, match.matchId),
  );
};
