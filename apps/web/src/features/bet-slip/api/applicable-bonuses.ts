import { API_BASES, bonusBettingEndpoints } from '@sportsbook/contract';
import {
  type AvailableBonuses,
  type FreebetKind,
  type TicketBet,
  FREEBET_BONUS_TYPE,
  NO_AVAILABLE_BONUSES,
  minorUnits,
} from '@sportsbook/domain';
import { bettingFetch } from './betting-fetch';
import { betRequestOf } from './place-bets';

const KIND_OF_TYPE = Object.fromEntries(
  Object.entries(FREEBET_BONUS_TYPE).map(([kind, type]) => [type, kind as FreebetKind]),
) as Record<string, FreebetKind>;

/**
 * POST /v3/bonuses: per bet of the slip, the bonuses it may use now (spec section 7). Only
 * freebets are issued by the backend; they become the domain's `AvailableBonuses`.
 */
export async function getApplicableBonuses(
  bets: readonly TicketBet[],
  locale: string,
): Promise<AvailableBonuses[]> {
  const answer = await bettingFetch(bonusBettingEndpoints.getApplicableBonuses, {
    base: API_BASES.betting,
    locale,
    body: {
      bets: bets.map((bet) => ({ ...betRequestOf(bet), bonus: null })),
    },
  });
  return answer.data.map((offer) => ({
    ...NO_AVAILABLE_BONUSES,
    freebet: offer.freebet.flatMap((freebet) => {
      const kind = KIND_OF_TYPE[freebet.type];
      return kind
        ? [
            {
              id: freebet.id,
              kind,
              amount: minorUnits(freebet.issued.amount),
              currency: freebet.issued.currency,
            },
          ]
        : [];
    }),
  }));
}
