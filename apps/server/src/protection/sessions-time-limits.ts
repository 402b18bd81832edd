// The player's session-time limit and reality-check interval. They are player limits (the
// limits area owns their lifecycle); until a player sets their own, the operator's defaults
// from the environment apply (decision 0023).

export interface PlayerTimeLimits {
  /** Betting-session time allowed per UTC day, ms; null: no limit. */
  sessionTimeLimitMs: number | null;
  /** Reality-check interval, ms; null: no reality check. */
  realityCheckIntervalMs: number | null;
}

/** Reads a player's time limits. */
export type TimeLimitsReader = (playerId: number) => Promise<PlayerTimeLimits>;

/** Every player gets the operator's defaults (0 in the environment means none). */
export function defaultTimeLimits(defaults: {
  sessionTimeLimitMs: number;
  realityCheckIntervalMs: number;
}): TimeLimitsReader {
  const limits: PlayerTimeLimits = {
    sessionTimeLimitMs: defaults.sessionTimeLimitMs > 0 ? defaults.sessionTimeLimitMs : null,
    realityCheckIntervalMs:
      defaults.realityCheckIntervalMs > 0 ? defaults.realityCheckIntervalMs : null,
  };
  return async () => limits;
}
