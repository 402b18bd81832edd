// What the bet slip needs to know about the event an odds button belongs to (teams, league,
// status), carried once per event as a data attribute on the event's element rather than in
// every button's props, so the RSC payload does not repeat it per outcome. A tap reads it from
// the closest element that has it. In a league's list the fields every row of the league shares
// (sport, country, league, provider, type) are written once on the league's element
// (`data-bet-league`) and left out of each row's (decision 0085): a row's event is its own
// fields over its league's.
import type { Match } from '@sportsbook/contract';

export const BET_EVENT_ATTRIBUTE = 'data-bet-event';
export const BET_LEAGUE_ATTRIBUTE = 'data-bet-league';

export interface BetEvent {
  id: number;
  urnId: string;
  slug: string;
  type: Match['type'];
  sportKey: string;
  /** Home and away team, or the outright's name and an empty nameB. */
  nameA: string;
  nameB: string;
  categoryName: string;
  leagueName: string;
  status: Match['status'];
  provider: Match['provider'];
  startTime: string;
}

export function betEventOf(match: Match): BetEvent {
  return {
    id: match.id,
    urnId: match.urnId,
    slug: match.slug,
    type: match.type,
    sportKey: match.tournament.sport.key,
    nameA: match.competitors?.home.name ?? match.name,
    nameB: match.competitors?.away.name ?? '',
    categoryName: match.tournament.category.name,
    leagueName: match.tournament.name,
    status: match.status,
    provider: match.provider,
    startTime: match.startTime,
  };
}

/** The fields a league's rows may share, written once on the league's element. */
const LEAGUE_FIELDS = ['type', 'sportKey', 'categoryName', 'leagueName', 'provider'] as const;
type LeagueFields = Pick<BetEvent, (typeof LEAGUE_FIELDS)[number]>;
export type SharedBetEvent = Partial<LeagueFields>;

/**
 * The fields every one of `matches` has alike, for the league's element. A field that differs
 * between two rows (a league mixing providers) stays in each row.
 */
export function sharedBetEvent(matches: readonly Match[]): SharedBetEvent {
  const [first, ...rest] = matches.map(betEventOf);
  if (!first) return {};
  const shared: Record<string, unknown> = {};
  for (const field of LEAGUE_FIELDS) {
    if (rest.every((event) => event[field] === first[field])) shared[field] = first[field];
  }
  return shared as SharedBetEvent;
}

/** Spread on a league's element, around rows rendered with `betEventAttributes(match, shared)`. */
export function betLeagueAttributes(
  shared: SharedBetEvent,
): Partial<Record<typeof BET_LEAGUE_ATTRIBUTE, string>> {
  return Object.keys(shared).length > 0 ? { [BET_LEAGUE_ATTRIBUTE]: JSON.stringify(shared) } : {};
}

/**
 * Spread on the event's element: `<article {...betEventAttributes(match)}>`. Inside a league's
 * element, pass the league's shared fields: the row then carries only the others.
 */
export function betEventAttributes(
  match: Match,
  shared: SharedBetEvent = {},
): Record<typeof BET_EVENT_ATTRIBUTE, string> {
  const event: Partial<BetEvent> = betEventOf(match);
  for (const field of LEAGUE_FIELDS) {
    if (field in shared && shared[field] === event[field]) delete event[field];
  }
  return { [BET_EVENT_ATTRIBUTE]: JSON.stringify(event) };
}

function parseObject(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The event of an odds button (or a link in its row), or null when no ancestor carries one (or
 * it does not parse): the row's own fields over its league's shared ones.
 */
export function readBetEvent(element: Element | null): BetEvent | null {
  const holder = element?.closest(`[${BET_EVENT_ATTRIBUTE}]`);
  const own = parseObject(holder?.getAttribute(BET_EVENT_ATTRIBUTE));
  if (!own || !('id' in own)) return null;
  const league = parseObject(
    holder?.closest(`[${BET_LEAGUE_ATTRIBUTE}]`)?.getAttribute(BET_LEAGUE_ATTRIBUTE),
  );
  return (league ? { ...league, ...own } : own) as unknown as BetEvent;
}

export interface OutcomeKeyParts {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
}

/**
 * Splits an outcome store key (`matchId:marketId:specifier:outcomeId`). Both specifiers
 * (`hcp=0:1`) and outcome ids (`sr:competitor:7`) may hold colons, so the split follows the feed's
 * shapes: an empty specifier leaves the whole rest as the outcome id (outright competitors); a
 * non-empty one (`total=2.5`, `hcp=0:1`) is followed by a colon-free outcome id ("12").
 */
export function parseOutcomeKey(key: string): OutcomeKeyParts | null {
  const match = /^(\d+):(\d+):(.*)$/.exec(key);
  if (!match) return null;
  const rest = match[3] ?? '';
  let specifier: string;
  let outcomeId: string;
  if (rest.startsWith(':')) {
    specifier = '';
    outcomeId = rest.slice(1);
  } else {
    const cut = rest.lastIndexOf(':');
    if (cut < 0) return null;
    specifier = rest.slice(0, cut);
    outcomeId = rest.slice(cut + 1);
  }
  if (outcomeId === '') return null;
  return { matchId: Number(match[1]), marketId: Number(match[2]), specifier, outcomeId };
}
