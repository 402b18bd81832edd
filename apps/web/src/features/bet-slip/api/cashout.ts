import { API_BASES, type PlacedBet } from '@sportsbook/contract';
import { BettingRequestError, bettingFetch } from './betting-fetch';

export type CashoutResult =
  | { ok: true; bet: PlacedBet }
  | { ok: false; code: number | null; message: string | null; toCashout: number | null };

/** POST /bets/cashout at the offer the player saw; `amount` asks for a partial cash-out. */
export async function cashOut(
  betId: string,
  toCashout: number,
  locale: string,
  amount?: number,
): Promise<CashoutResult> {
  try {
    const answer = await bettingFetch((loaded) => loaded.bettingEndpoints.cashout, {
      base: API_BASES.betting,
      locale,
      body: { bet_id: betId, to_cashout: toCashout, amount, locale },
    });
    return { ok: true, bet: answer.data as PlacedBet };
  } catch (error) {
    const body =
      error instanceof BettingRequestError && typeof error.body === 'object' && error.body
        ? (error.body as {
            code?: unknown;
            message?: unknown;
            data?: { details?: { to_cashout?: unknown } };
          })
        : null;
    return {
      ok: false,
      code: typeof body?.code === 'number' ? body.code : null,
      message: typeof body?.message === 'string' ? body.message : null,
      toCashout:
        typeof body?.data?.details?.to_cashout === 'number' ? body.data.details.to_cashout : null,
    };
  }
}

/** POST /bets/auto-cashout: cash out in full once the offer reaches `target`; null removes it. */
export async function setAutoCashout(
  betId: string,
  target: number | null,
  locale: string,
): Promise<{ ok: true; bet: PlacedBet } | { ok: false; message: string | null }> {
  try {
    const answer = await bettingFetch((loaded) => loaded.bettingEndpoints.autoCashout, {
      base: API_BASES.betting,
      locale,
      body: { bet_id: betId, target },
    });
    return { ok: true, bet: answer.data as PlacedBet };
  } catch (error) {
    const body =
      error instanceof BettingRequestError && typeof error.body === 'object' && error.body
        ? (error.body as { message?: unknown })
        : null;
    return { ok: false, message: typeof body?.message === 'string' ? body.message : null };
  }
}
