// The catalog's code lists as plain values, without zod: the browser's realtime client reads
// them (feed filters, the price-change check) on every page, and importing them must not build
// the contract's schemas (decision 0062). enums.ts builds the schemas from these.

export const PROVIDERS = ['betradar', 'oddin', 'betconstruct'] as const;

export const SPORT_TYPES = ['regular', 'cyber', 'premium_cricket'] as const;

/** Market status codes (spec section 4): allowed 1, suspended -1, not allowed 0, and -2, -3, -4. */
export const MARKET_STATUS = {
  allowed: 1,
  suspended: -1,
  notAllowed: 0,
  deactivated: -2,
  settled: -3,
  cancelled: -4,
} as const;

/** Market groups offered on the match page, in display order. */
export const MARKET_GROUPS = [
  'main',
  'totals',
  'handicaps',
  'halves',
  'goals',
  'score',
  'players',
  'games',
  'sets',
  'periods',
  'maps',
  'combos',
] as const;
