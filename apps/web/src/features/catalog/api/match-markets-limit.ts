/** Spec section 9: getMatchMarkets asks for up to 500 markets. A module of its own, so code that
 * calls the endpoint through the contract worker takes the limit without the endpoint. */
export const MATCH_MARKETS_LIMIT = 500;
