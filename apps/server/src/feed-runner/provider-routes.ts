// POST /api/platform/dev/providers/{provider}: switches a feed provider off or on. A dev tool
// (like the mailbox): registered only when dev tools are enabled.
import type { devProviderEndpoints } from '@sportsbook/contract';
import type { EndpointHandlers } from '../http/register-endpoints';
import type { FeedRunner } from './feed-runner';

export type ProviderSwitch = Pick<FeedRunner, 'setProviderStatus'>;

export function devProviderHandlers(
  providers: ProviderSwitch,
): EndpointHandlers<typeof devProviderEndpoints> {
  return {
    setProviderStatus: async ({ params, body }) => ({
      provider: params.provider,
      status: body.status,
      changed: providers.setProviderStatus(params.provider, body.status),
    }),
  };
}
