// What the bet slip needs to know about the event an odds button belongs to (teams, league,
// status), carried once per event as a data attribute on the event's element rather than in
// every button's props, so the RSC payload does not repeat it per outcome. A tap reads it from
// the closest element that has it.
import type { Match } from '@sportsbook/contract';

export const BET_EVENT_ATTRIBUTE = 'data-bet-event';

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

/** Spread on the event's element: `<article {...betEventAttributes(match)}>`. */
export function betEventAttributes(match: Match): Record<typeof BET_EVENT_ATTRIBUTE, string> {
  return { [BET_EVENT_ATTRIBUTE]: JSON.stringify(betEventOf(match)) };
}

/** The event of an odds button, or null when no ancestor carries one (or it does not parse). */
export function readBetEvent(element: Element | null): BetEvent | null {
  const text = element?.closest(`[${BET_EVENT_ATTRIBUTE}]`)?.getAttribute(BET_EVENT_ATTRIBUTE);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && 'id' in value
      ? (value as BetEvent)
      : null;
  } catch {
    return null;
  }
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
