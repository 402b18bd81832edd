// The promo-code form's rules: what a code may look like before it is sent, and which words a
// refusal gets (stable codes of the server; anything else is the general failure).

export const PROMO_CODE_MAX_LENGTH = 40;

/** Trims and upper-cases what the player typed; null when there is nothing to send. */
export function normalizePromoCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return code.length === 0 ? null : code;
}

export type PromoRefusal =
  | 'not-found'
  | 'already-claimed'
  | 'expired'
  | 'used-up'
  | 'not-eligible'
  | 'restricted'
  | 'too-many'
  | 'invalid'
  | 'failed';

// The campaign API's stable codes (contract `BONUS_ERROR_CODES`) and the protection refusal.
const BY_CODE: Record<string, PromoRefusal> = {
  promo_code_unknown: 'not-found',
  promo_code_already_claimed: 'already-claimed',
  promo_code_expired: 'expired',
  promo_code_used_up: 'used-up',
  bonus_not_available: 'not-eligible',
  account_restricted: 'restricted',
};

/** The refusal's words by its stable code; a 404 without a known code is an unknown code. */
export function promoRefusal(status: number, code: string): PromoRefusal {
  const known = BY_CODE[code];
  if (known) return known;
  if (status === 404) return 'not-found';
  if (status === 429) return 'too-many';
  if (status === 400) return 'invalid';
  return 'failed';
}
