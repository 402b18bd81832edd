// Which product lines are on, and the launch and game settings. Decision 0045: the operator's
// switch is read through `productLineEnabled` only, so the site-settings store can feed it.
import { PRODUCT_LINES, type ProductLineApp, type ProductLineKey } from '@sportsbook/contract';
import { VIRTUAL_ROUND_RUN_MS } from '@sportsbook/domain';

export interface ProductLinesConfig {
  /** Product lines shown and launchable (env PRODUCT_LINES; default all). */
  enabled: readonly ProductLineKey[];
  /** How long a launch session lets the provider stake (default 4 h). */
  sessionTtlMs: number;
  /** How long a demo round runs once staking is over (default 5 s). */
  roundRunMs: number;
  /** How often rounds whose run is over are settled (default 1 s; 0: only when read). */
  settleEveryMs: number;
  /** Stake bounds of the demo provider, major units of the session's currency. */
  minStakeMajor: number;
  maxStakeMajor: number;
}

export const DEFAULT_PRODUCT_LINES_CONFIG: ProductLinesConfig = {
  enabled: PRODUCT_LINES.map((line) => line.key),
  sessionTtlMs: 4 * 3_600_000,
  roundRunMs: VIRTUAL_ROUND_RUN_MS,
  settleEveryMs: 1000,
  minStakeMajor: 0.1,
  maxStakeMajor: 1000,
};

/** Whether the product line launching `app` is switched on. */
export function productLineEnabled(
  config: Pick<ProductLinesConfig, 'enabled'>,
  app: ProductLineApp,
) {
  const line = PRODUCT_LINES.find((candidate) => candidate.app === app);
  return line !== undefined && config.enabled.includes(line.key);
}
