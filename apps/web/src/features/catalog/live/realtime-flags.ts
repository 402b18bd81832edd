// The feature flags of spec section 4 from the web env: only names the contract knows.
import { PROVIDERS, type Provider, SPORT_TYPES, type SportType } from '@sportsbook/contract';
import type { FeedFlags } from './feed-permissions';

export function realtimeFlags(env: {
  REALTIME_SPORT_TYPES?: readonly string[];
  REALTIME_PROVIDERS?: readonly string[];
}): Partial<FeedFlags> {
  return {
    ...(env.REALTIME_SPORT_TYPES
      ? {
          sportTypes: SPORT_TYPES.filter((type: SportType) =>
            env.REALTIME_SPORT_TYPES!.includes(type),
          ),
        }
      : {}),
    ...(env.REALTIME_PROVIDERS
      ? {
          providers: PROVIDERS.filter((provider: Provider) =>
            env.REALTIME_PROVIDERS!.includes(provider),
          ),
        }
      : {}),
  };
}
