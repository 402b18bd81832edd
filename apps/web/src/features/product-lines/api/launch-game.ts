import { API_BASES, type ProductLineApp, productLineEndpoints } from '@sportsbook/contract';
import { callEndpointAt } from '../../../lib/api/api-client';

/** The demo provider's name in the launch path (the only provider of this project). */
export const GAME_PROVIDER = 'demo';

/** POST /{provider}/launch: the game's URL, with a wallet session when signed in. */
export function launchGame(app: ProductLineApp, locale: string, signal?: AbortSignal) {
  return callEndpointAt(
    API_BASES.sportsbook,
    productLineEndpoints.launchGame,
    { params: { provider: GAME_PROVIDER }, body: { app } },
    { origin: '', locale, signal, session: true },
  );
}
