// Request-shape rules of the gates: what a placement body means for the multi-single flag.
export { quickDepositAllowed } from '@sportsbook/domain';

interface BetShape {
  type?: string;
  selections?: unknown[];
  system_id?: unknown;
  custom_odds?: unknown;
}

/**
 * Whether a placement holds several single bets (a multi-single). A bet without `type` is a
 * single when it has one selection and no system or custom price (the contract's reading).
 */
export function severalSingles(body: unknown): boolean {
  const bets = (body as { bets?: BetShape[] } | null)?.bets ?? [];
  const singles = bets.filter(
    (bet) =>
      bet.type === 'single' ||
      (bet.type === undefined &&
        bet.selections?.length === 1 &&
        bet.system_id == null &&
        bet.custom_odds == null),
  );
  return singles.length > 1;
}
