// Event conditions of a campaign (spec section 3): which matches a bonus applies to, by sport
// type, sport, category, tournament and event. An empty list does not restrict; a non-empty list
// admits only matches whose id at that level is listed. Every level must admit the match.

/** The ids of a match at each level the conditions name (as strings, as campaigns store them). */
export interface MatchPlacement {
  readonly sportType: string;
  readonly sportId: string;
  readonly categoryId: string;
  readonly tournamentId: string;
  readonly eventId: string;
}

interface Ref {
  readonly id: string;
}

/** A campaign's event conditions: per level, the ids a match must be in. */
export interface EventConditionLists {
  readonly sport_type: readonly Ref[];
  readonly sport: readonly Ref[];
  readonly category: readonly Ref[];
  readonly tournament: readonly Ref[];
  readonly event: readonly Ref[];
}

const admits = (list: readonly Ref[], id: string) =>
  list.length === 0 || list.some((ref) => ref.id === id);

/** Whether one match meets the conditions. */
export function meetsEventConditions(
  conditions: EventConditionLists,
  match: MatchPlacement,
): boolean {
  return (
    admits(conditions.sport_type, match.sportType) &&
    admits(conditions.sport, match.sportId) &&
    admits(conditions.category, match.categoryId) &&
    admits(conditions.tournament, match.tournamentId) &&
    admits(conditions.event, match.eventId)
  );
}

/** Whether every match of a bet meets the conditions (a bet with no match meets none). */
export function allMeetEventConditions(
  conditions: EventConditionLists,
  matches: readonly MatchPlacement[],
): boolean {
  return matches.length > 0 && matches.every((match) => meetsEventConditions(conditions, match));
}
