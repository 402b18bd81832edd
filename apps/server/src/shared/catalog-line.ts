// A catalog line (match + market + outcome) as betting and bonuses read it. Its own module so
// that betting/ and bonuses/ share the type without importing each other.

/** A catalog line (match + market + outcome) as betting reads it. */
export interface CatalogLine {
  matchId: number;
  matchUrnId: string;
  matchSlug: string;
  matchType: 'match' | 'stage' | 'season' | 'simple_tournament';
  matchName: string;
  matchStatus: 0 | 1 | 2 | 3 | 4 | 5;
  bettable: boolean;
  startTime: Date;
  provider: 'betradar' | 'oddin' | 'betconstruct';
  sportKey: string;
  sportName: string;
  tournamentName: string;
  categoryName: string;
  homeName: string | null;
  awayName: string | null;
  marketTypeId: number;
  specifier: string;
  marketName: string;
  marketStatus: -4 | -3 | -2 | -1 | 0 | 1;
  customBetGroups: string[];
  outcomeId: string;
  outcomeName: string;
  active: boolean;
  /** numeric(12,3) text. */
  odds: string;
  result: string | null;
}

export interface LineKey {
  matchId: number;
  marketTypeId: number;
  specifier: string;
  outcomeId: string;
}

export const lineKey = (l: LineKey) =>
  `${l.matchId}|${l.marketTypeId}|${l.specifier}|${l.outcomeId}`;

/**
 * The facts of a line that decide whether it takes a bet and at which price: the odds, the
 * outcome's activity and result, the market's status and the match's status and bettability.
 */
export const priceStateOf = (
  line: Pick<
    CatalogLine,
    'odds' | 'active' | 'result' | 'marketStatus' | 'matchStatus' | 'bettable'
  >,
) =>
  `${line.odds}|${line.active}|${line.result}|${line.marketStatus}|${line.matchStatus}|${line.bettable}`;
