// The player's session-time limit and reality-check interval. They are player limits (the
// limits area owns their lifecycle, decision 0022); where a player has not set their own, the
// operator's defaults from the environment apply (decision 0023).

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

/** A player's own limits as the limits area keeps them (minutes; null: not set). */
export interface OwnTimeLimits {
  sessionMinutes: number | null;
  realityCheckMinutes: number | null;
}

/** The player's own limits where set, else the operator's defaults. */
export function playerTimeLimits(
  own: (playerId: number) => Promise<OwnTimeLimits>,
  defaults: { sessionTimeLimitMs: number; realityCheckIntervalMs: number },
): TimeLimitsReader {
  const fallback = defaultTimeLimits(defaults);
  return async (playerId) => {
    const [mine, operator] = await Promise.all([own(playerId), fallback(playerId)]);
    return {
      sessionTimeLimitMs:
        mine.sessionMinutes === null ? operator.sessionTimeLimitMs : mine.sessionMinutes * 60_000,
      realityCheckIntervalMs:
        mine.realityCheckMinutes === null
          ? operator.realityCheckIntervalMs
          : mine.realityCheckMinutes * 60_000,
    };
  };
}
