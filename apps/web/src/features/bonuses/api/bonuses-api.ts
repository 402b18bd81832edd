// The bonus calls through the web app's one client: session calls (the player's cookie; writes
// carry the CSRF token, a 401 signs the player out), answers checked and camelized.
import {
  API_BASES,
  type BonusListKind,
  type BonusTypeWire,
  type Endpoint,
} from '@sportsbook/contract';
import {
  type EndpointInput,
  type EndpointResult,
  callEndpointAt,
} from '../../../lib/api/api-client';
import { bonusEndpoints } from './bonus-endpoints';

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
export type AnyBonus = EndpointResult<typeof bonusEndpoints.getBonusDetails>['data'];
export type TournamentRating = EndpointResult<typeof bonusEndpoints.getTournamentRating>;
export type CompPoints = EndpointResult<typeof bonusEndpoints.getCompPoints>;
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
  call(bonusEndpoints.getPromotions, {}, locale, { session: false, signal }).then(
    (answer) => answer.data,
  );

export const getBonusTerms = (locale: string, ref: BonusRef, signal?: AbortSignal) =>
  call(bonusEndpoints.getBonusTerms, { params: segmentParams(ref) }, locale, { signal }).then(
    (answer) => answer.data.terms,
  );

export const activateBonus = (locale: string, ref: BonusRef) =>
  call(bonusEndpoints.activateBonus, { params: { id: ref.id }, body: { type: ref.type } }, locale);

/** Sends only what it is given: the caller passes the bonuses not yet seen. */
export const markBonusesAsSeen = (locale: string, bonuses: readonly BonusRef[]) =>
  call(bonusEndpoints.markBonusesAsSeen, { body: { bonuses: [...bonuses] } }, locale);

export const redeemPromoCode = (locale: string, code: string) =>
  call(bonusEndpoints.redeemPromoCode, { body: { code } }, locale).then((answer) => answer.data);

export const getTournamentRating = (locale: string, id: string, signal?: AbortSignal) =>
  call(bonusEndpoints.getTournamentRating, { params: { id }, query: { limit: 10 } }, locale, {
    signal,
  });

/** Comp points and levels; a 401 here means "none" (spec section 8), never a sign-out. */
export const getCompPoints = (locale: string, signal?: AbortSignal) =>
  call(bonusEndpoints.getCompPoints, {}, locale, {
    base: API_BASES.platform,
    session: false,
    signal,
  });

const SEGMENTS: Record<string, string> = {
  comboboost: 'comboboosts',
  hunting: 'huntings',
  tournament: 'tournaments',
  lootbox: 'lootboxes',
} satisfies Partial<Record<BonusListKind, string>>;

/** Details and terms name the kind by its list segment (`/bonuses/tournaments/{id}`). */
function segmentParams(ref: BonusRef): { type: string; id: string } {
  return { type: SEGMENTS[ref.type] ?? 'freebets', id: ref.id };
}
