/**
 * Test-data factories for the betting rules. Each takes overrides, so a test states only what
 * matters to it: makeSelection({ odds: odds(2.5), provider: 'oddin' }).
 * Imported by tests of this package and, through "@sportsbook/domain/testing", by the apps' tests.
 */
import type {
  BetLimits,
  BetSlipContext,
  BetSlipSelection,
  CashOutLeg,
  Currency,
  DecimalOdds,
  MinorUnits,
  QuickBet,
  TicketBet,
  TicketState,
} from '../src/index';
import {
  createQuickBet,
  createTicketBet,
  createTicketState,
  marketId,
  MATCH_STATUS,
  matchId,
  minorUnits,
  oddsFromWire,
  outcomeId,
} from '../src/index';

/** Decimal odds from a literal: odds(2.5). */
export function odds(value: number): DecimalOdds {
  return oddsFromWire(value);
}

/** Minor units from a literal: minor(1250) is €12.50. */
export function minor(value: number): MinorUnits {
  return minorUnits(value);
}

export const EUR: Currency = { code: 'EUR', subunits: 100, fiat: true, subcurrencies: [] };
export const USD: Currency = { code: 'USD', subunits: 100, fiat: true, subcurrencies: [] };
export const JPY: Currency = { code: 'JPY', subunits: 1, fiat: true, subcurrencies: [] };
export const BTC: Currency = {
  code: 'BTC',
  subunits: 100_000_000,
  fiat: false,
  subcurrencies: [
    { code: 'mBTC', multiplier: 1_000 },
    { code: 'µBTC', multiplier: 1_000_000 },
  ],
};
export const USDT: Currency = { code: 'USDT', subunits: 1_000_000, fiat: false, subcurrencies: [] };

export const CURRENCIES: Readonly<Record<string, Currency>> = { EUR, USD, JPY, BTC, USDT };

let sequence = 0;

/** A pre-match betradar selection at 2.00 with a fresh outcome on a fresh match. */
export function makeSelection(overrides: Partial<BetSlipSelection> = {}): BetSlipSelection {
  sequence += 1;
  const price = overrides.odds ?? odds(2);
  return {
    id: `selection-${sequence}`,
    matchId: matchId(`match-${sequence}`),
    matchUrnId: `sr:match:${sequence}`,
    matchSlug: `home-${sequence}-vs-away-${sequence}`,
    matchStatus: MATCH_STATUS.prematch,
    marketGroup: 'main',
    type: 'match',
    sportKey: 'football',
    nameA: `Home ${sequence}`,
    nameB: `Away ${sequence}`,
    categoryName: 'England',
    provider: 'betradar',
    marketId: marketId('1'),
    marketName: '1x2',
    specifier: '',
    outcomeId: outcomeId(`outcome-${sequence}`),
    outcomeName: '1',
    active: true,
    odds: price,
    acceptedOdds: price,
    initialOdds: price,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
    ...overrides,
  };
}

/** Selections at the given prices, one per match. */
export function makeSelections(
  prices: readonly number[],
  overrides: Partial<BetSlipSelection> = {},
): BetSlipSelection[] {
  return prices.map((price) => makeSelection({ ...overrides, odds: odds(price) }));
}

/** A bet in EUR with the given selections (one fresh selection by default). */
export function makeTicketBet(overrides: Partial<TicketBet> = {}): TicketBet {
  const selections = overrides.selections ?? [makeSelection()];
  const betType = overrides.betType ?? (selections.length > 1 ? 'combo' : 'single');
  return createTicketBet(
    betType,
    selections,
    { code: EUR.code, subunits: EUR.subunits },
    overrides,
  );
}

/** A slip in EUR where no provider allows multi-single. */
export function makeContext(overrides: Partial<BetSlipContext> = {}): BetSlipContext {
  return {
    multiSingleAvailableByProvider: {},
    currency: { code: EUR.code, subunits: EUR.subunits },
    ...overrides,
  };
}

/** A slip in EUR where every provider allows multi-single. */
export function makeMultiSingleContext(overrides: Partial<BetSlipContext> = {}): BetSlipContext {
  return makeContext({
    multiSingleAvailableByProvider: { betradar: true, oddin: true, betconstruct: true },
    ...overrides,
  });
}

export function makeTicketState(overrides: Partial<TicketState> = {}): TicketState {
  return createTicketState(overrides);
}

/** An enabled, approved quick bet of €1. */
export function makeQuickBet(overrides: Partial<QuickBet> = {}): QuickBet {
  return createQuickBet({
    isEnabled: true,
    isApproved: true,
    stake: minor(100),
    currency: EUR.code,
    ...overrides,
  });
}

/** No limit configured unless overridden. */
export function makeBetLimits(overrides: Partial<BetLimits> = {}): BetLimits {
  return {
    selectionLimit: null,
    oddsLimit: null,
    maxStakeLimit: null,
    payoutLimit: null,
    ...overrides,
  };
}

/** An open leg placed and priced at 2.00. */
export function makeCashOutLeg(overrides: Partial<CashOutLeg> = {}): CashOutLeg {
  return { placedOdds: odds(2), currentOdds: odds(2), status: 'open', ...overrides };
}
