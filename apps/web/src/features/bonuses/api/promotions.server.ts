import 'server-only';
import { callEndpoint } from '../../../lib/api/api-client';
import { serverRequestContext } from '../../../lib/api/request-context.server';
import type { Promotions } from './bonuses-api';
import { publicBonusEndpoints } from './bonus-endpoints';

/**
 * The public promotions for the page's first render (visitors and search engines see the cards
 * in the HTML); null when the API cannot answer, and the page's island tries again.
 */
export async function getPromotionsOnServer(): Promise<Promotions | null> {
  try {
    return (
      await callEndpoint(publicBonusEndpoints.getPromotions, {}, await serverRequestContext())
    ).data;
  } catch (error) {
    console.error('Promotions unavailable', error);
    return null;
  }
}
