'use client';

import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../../lib/api/api-client';
import { getCustomOdds } from '../api/custom-bet';
import { type BuilderLeg, legsSignature } from './builder-legs';

/** Taps come in bursts: the price is asked for once the picks have been still this long. */
export const PRICE_DEBOUNCE_MS = 250;

export type CustomPrice =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'priced'; odds: number; signature: string }
  | {
      status: 'unavailable';
      reason: 'contradictory' | 'same_market' | 'not_offered' | 'match_not_bettable';
    }
  | { status: 'error'; message: string | null };

/**
 * The live price of the legs: idle below the fewest legs, then loading while the picks settle and
 * the server answers; a newer set of legs cancels the older question.
 */
export function useCustomOdds(
  legs: readonly BuilderLeg[],
  minLegs: number,
  locale: string,
): CustomPrice {
  const signature = legsSignature(legs);
  const [answer, setAnswer] = useState<{ signature: string; price: CustomPrice } | null>(null);
  const enough = legs.length >= Math.max(2, minLegs);

  useEffect(() => {
    if (!enough) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getCustomOdds(legs, locale, controller.signal)
        .then((quote) =>
          setAnswer({
            signature,
            price:
              quote.available && quote.odds !== null
                ? { status: 'priced', odds: quote.odds, signature }
                : { status: 'unavailable', reason: quote.reason ?? 'not_offered' },
          }),
        )
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setAnswer({ signature, price: { status: 'error', message: messageOf(error) } });
        });
    }, PRICE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The signature stands for the legs: a new array with the same legs asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, enough, locale]);

  if (!enough) return { status: 'idle' };
  if (answer?.signature !== signature) return { status: 'loading' };
  return answer.price;
}

/** The server's own message of a refusal (400 with code, field and message), if it sent one. */
function messageOf(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const body = error.body as { message?: unknown } | null | undefined;
  return typeof body?.message === 'string' ? body.message : null;
}
