// Operator switch of a feed provider, for development and tests (served only while the
// server's dev tools are on). While a provider is inactive its selections are not available
// and `provider_status_changed` goes out on every `public:<locale>` channel.
import { z } from 'zod';
import { providerSchema } from '../catalog/enums';
import { defineEndpoint } from '../endpoint';
import { providerStatusSchema } from './events';

export const providerPathParams = z.object({ provider: providerSchema });
export const setProviderStatusRequest = z.object({ status: providerStatusSchema });
export const setProviderStatusResponse = z.object({
  provider: providerSchema,
  status: providerStatusSchema,
  /** False when the provider already had this status (nothing was published). */
  changed: z.boolean(),
});

/** Dev tools on `API_BASES.platform`. */
export const devProviderEndpoints = {
  setProviderStatus: defineEndpoint({
    method: 'POST',
    path: '/dev/providers/:provider',
    summary: 'Development: switch a feed provider off (inactive) or on (active)',
    params: providerPathParams,
    body: setProviderStatusRequest,
    response: setProviderStatusResponse,
  }),
};
