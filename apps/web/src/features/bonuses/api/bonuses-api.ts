// The bonus calls through the web app's one client: session calls (the player's cookie; writes
// carry the CSRF token, a 401 signs the player out), answers checked and camelized.
import { API_BASES, type BonusTypeWire, type Endpoint } from '@sportsbook/contract';
import {
  type EndpointInput,
  type EndpointResult,
  callEndpointAt,
} from '../../../lib/api/api-client';
import {
  bonusEndpoints,
  farmingEndpoints,
  playerActivityEndpoints,
  publicBonusEndpoints,
} from './bonus-endpoints';

export { ApiRequestError } from '../../../lib/api/api-client';

function call<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  locale: string,
  options: { base?: string; session?: boolean; signal?: AbortSignal } = {},
): Promise<EndpointResult<E>> {
  return callEndpointAt(options.base ?? API_BASES.sportsbook, endpoint, input, {
    origin: '',
    locale,
    signal: options.signal,
    session: options.session ?? true,
  });
}

export type BonusesByKind = EndpointResult<typeof bonusEndpoints.getBonuses>['data'];
export type Promotions = EndpointResult<typeof publicBonusEndpoints.getPromotions>['data'];
/** Any bonus a list or details answer: a campaign of any kind or an issued freebet. */
export type AnyBonus = EndpointResult<typeof bonusEndpoints.getBonusDetails>['data'];
export type TournamentRating = EndpointResult<typeof farmingEndpoints.getTournamentRating>;
export type CompPoints = EndpointResult<typeof playerActivityEndpoints.getCompPoints>;
export type PromoClaim = EndpointResult<typeof bonusEndpoints.claimPromoCode>['data'];
export interface BonusRef {
  id: string;
  type: BonusTypeWire;
}

/** Every bonus of the signed-in player by kind; `unseen` keeps those not yet seen. */
export const getBonuses = (
  locale: string,
  query: { unseen?: boolean; limitPerType?: number } = {},
  signal?: AbortSignal,
) =>
  call(
    bonusEndpoints.getBonuses,
    {
      query: {
        ...(query.unseen ? { unseen: 'true' } : {}),
        ...(query.limitPerType ? { limit_per_type: String(query.limitPerType) } : {}),
      },
    },
    locale,
    { signal },
  ).then((answer) => answer.data);

/** The public campaigns a visitor may see (no session). */
export const getPromotions = (locale: string, signal?: AbortSignal) =>
  call(publicBonusEndpoints.getPromotions, {}, locale, { session: false, signal }).then(
    (answer) => answer.data,
  );

export const getBonusTerms = (locale: string, ref: BonusRef, signal?: AbortSignal) =>
  call(bonusEndpoints.getBonusTerms, { params: { type: ref.type, id: ref.id } }, locale, {
    signal,
  }).then((answer) => answer.data.terms);

export const getBonusDetails = (locale: string, ref: BonusRef, signal?: AbortSignal) =>
  call(bonusEndpoints.getBonusDetails, { params: { type: ref.type, id: ref.id } }, locale, {
    signal,
  }).then((answer) => answer.data);

export const activateBonus = (locale: string, ref: BonusRef) =>
  call(bonusEndpoints.activateBonus, { params: { id: ref.id } }, locale).then(
    (answer) => answer.data,
  );

/** Sends only what it is given: the caller passes the bonuses not yet seen. */
export const markBonusesAsSeen = (locale: string, bonuses: readonly BonusRef[]) =>
  call(bonusEndpoints.markBonusesAsSeen, { body: { bonuses: [...bonuses] } }, locale);

export const claimPromoCode = (locale: string, code: string) =>
  call(bonusEndpoints.claimPromoCode, { body: { code } }, locale).then((answer) => answer.data);

/** What a claim issued: the freebet it gave, else the player's record of the campaign. */
export const claimedBonusRef = (claim: PromoClaim): BonusRef => ({
  id: claim.freebetId ?? claim.campaignId,
  type: claim.type as BonusTypeWire,
});

/** The player's freebets playable now (names and stakes of a lootbox's boost targets). */
export const getPlayableFreebets = (locale: string, signal?: AbortSignal) =>
  call(bonusEndpoints.getFreebets, { query: { available: 'true', limit: '100' } }, locale, {
    signal,
  }).then((answer) => answer.data);

/** Spends a booster farmed from the lootbox `lootboxId` on the freebet `freebetId`. */
export const boostFreebet = (locale: string, lootboxId: string, freebetId: string) =>
  call(
    farmingEndpoints.boostBonus,
    { params: { id: lootboxId }, body: { freebet_id: freebetId } },
    locale,
  ).then((answer) => answer.data);

export const getTournamentRating = (locale: string, id: string, signal?: AbortSignal) =>
  // Public: a visitor sees the board too (the player's own row comes with the cookie).
  call(farmingEndpoints.getTournamentRating, { params: { id }, query: { limit: 10 } }, locale, {
    session: false,
    signal,
  });

/** Comp points and levels; a 401 here means "none" (spec section 8), never a sign-out. */
export const getCompPoints = (locale: string, signal?: AbortSignal) =>
  call(playerActivityEndpoints.getCompPoints, {}, locale, {
    base: API_BASES.platform,
    session: false,
    signal,
  });
