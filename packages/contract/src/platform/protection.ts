// Player protection on the wire: betting sessions, the reality check, activity tracking and the
// account restrictions (time-out, self-exclusion, panic button). Spec sections 3, 4, 7 and 8.
import { z } from 'zod';
import { apiErrorSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { minorUnitsSchema } from './headers';

/** Stable `code`s of the refusals of this file's calls and of sign-in for a restricted player. */
export const PROTECTION_ERROR_CODES = {
  /** 403 on `POST /sportsbook_sessions`: the session-time limit is used up until `resume_at`. */
  sessionLimitReached: 'session_limit_reached',
  /** 401 on `POST /player/activity_limit_track`: the session-time limit is reached (signed out). */
  activityLimitReached: 'activity_limit_reached',
  /** 400 on `GET /sportsbook_sessions/current`: no running session, the client stops polling. */
  noSportsbookSession: 'no_sportsbook_session',
  /** 403 on sign-in and betting-session start: a time-out or self-exclusion runs until `disable_at`. */
  accountRestricted: 'account_restricted',
} as const;

/** Kept for older imports: the same codes as `PROTECTION_ERROR_CODES`. */
export const PLAYER_ACTIVITY_ERROR_CODES = {
  sessionLimitReached: PROTECTION_ERROR_CODES.sessionLimitReached,
} as const;

/**
 * 403 `session_limit_reached` / 401 `activity_limit_reached`: the common error body plus when
 * a betting session may start again (ISO 8601 UTC).
 */
export const sessionLimitRefusalSchema = apiErrorSchema.extend({
  resume_at: z.string().optional(),
});
export type SessionLimitRefusal = z.infer<typeof sessionLimitRefusalSchema>;

/** A betting session; `continued_at` is its start or the last answered reality check. */
export const sportsbookSessionResponse = z.object({
  id: z.number().int(),
  started_at: z.string(),
  continued_at: z.string(),
});
export type SportsbookSessionResponse = z.infer<typeof sportsbookSessionResponse>;

/**
 * Money moved in the session, per account currency, integer minor units: `stakes` taken,
 * `winnings` paid back (wins, refunds, cash-outs), `net` = winnings − stakes.
 */
export const sessionMoneySchema = z.object({
  currency: z.string(),
  stakes: minorUnitsSchema,
  winnings: minorUnitsSchema,
  net: minorUnitsSchema,
});
export type SessionMoney = z.infer<typeof sessionMoneySchema>;

/**
 * The reality-check poll (spec `getSessionsInfo`, every 30 s, never cached). 400
 * `no_sportsbook_session` when the player has no running betting session (never started, or
 * ended by the session-time limit or by being idle): the client stops polling until it starts
 * or continues one.
 */
export const sportsbookSessionInfoResponse = z.object({
  id: z.number().int(),
  started_at: z.string(),
  continued_at: z.string(),
  /** Whole seconds since `started_at`. */
  duration_seconds: z.number().int().nonnegative(),
  /** One row per currency the player staked or won in since `started_at`. */
  totals: z.array(sessionMoneySchema),
  reality_check: z.object({
    /** The player's interval; null: no reality check. */
    interval_seconds: z.number().int().positive().nullable(),
    /** True once `next_at` has passed: the client shows the reality check until continued. */
    due: z.boolean(),
    /** `continued_at` + interval; null without an interval. */
    next_at: z.string().nullable(),
  }),
  session_limit: z.object({
    /** Betting-session time allowed per day (UTC); null: no limit. */
    limit_seconds: z.number().int().positive().nullable(),
    /** Session time used today, including this session. */
    used_seconds: z.number().int().nonnegative(),
    /** When the limit runs out if play goes on; null without a limit. */
    ends_at: z.string().nullable(),
    reached: z.boolean(),
    /** When a session may start again once reached (the next UTC midnight); else null. */
    resume_at: z.string().nullable(),
  }),
});
export type SportsbookSessionInfo = z.infer<typeof sportsbookSessionInfoResponse>;

/** `POST /player/activity_limit_track`: 401 `activity_limit_reached` at the limit. */
export const activityTrackResponse = z.object({
  tracked: z.literal(true),
  /** Session time used today, including the running session. */
  used_seconds: z.number().int().nonnegative(),
  limit_seconds: z.number().int().positive().nullable(),
});
export type ActivityTrackResponse = z.infer<typeof activityTrackResponse>;

// ---- Restrictions ------------------------------------------------------------------------

/** A time-out (cooling-off): 24 hours, a week, a month, six weeks. */
export const TIME_OUT_PERIODS = ['24h', '1w', '1m', '6w'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];
/** A self-exclusion: six months, a year, five years. */
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
export type RestrictionPeriod = TimeOutPeriod | SelfExclusionPeriod;

/** Restriction types are the spec's limit types `coolingoff` and `selfexclusion`. */
export const RESTRICTION_TYPES = ['coolingoff', 'selfexclusion'] as const;
export type RestrictionType = (typeof RESTRICTION_TYPES)[number];
/** How it was asked for: the time-out form, the panic button, the self-exclusion form. */
export const RESTRICTION_STRATEGIES = ['timeout', 'panic', 'selfexclusion'] as const;
export type RestrictionStrategy = (typeof RESTRICTION_STRATEGIES)[number];
/** `active` until `disable_at`, then `disabled` (spec limit statuses). */
export const RESTRICTION_STATUSES = ['active', 'disabled'] as const;
export type RestrictionStatus = (typeof RESTRICTION_STATUSES)[number];

/** The spec's restriction record. Restrictions take effect at once: no confirmation. */
export const restrictionRecordSchema = z.object({
  id: z.number().int(),
  type: z.enum(RESTRICTION_TYPES),
  strategy: z.enum(RESTRICTION_STRATEGIES),
  status: z.enum(RESTRICTION_STATUSES),
  period: z.enum([...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS]),
  /** Always null: a restriction has no parent limit. */
  parent_type: z.string().nullable(),
  disable_at: z.string(),
  created_at: z.string(),
  /** Always null: nothing to confirm. */
  confirm_until: z.string().nullable(),
});
export type RestrictionRecord = z.infer<typeof restrictionRecordSchema>;

export const timeOutRequest = z.strictObject({ period: z.enum(TIME_OUT_PERIODS) });
export const selfExclusionRequest = z.strictObject({ period: z.enum(SELF_EXCLUSION_PERIODS) });

/** The answer of a new restriction: the record; the player's sessions are already revoked. */
export const restrictionResponse = z.object({ restriction: restrictionRecordSchema });
export const restrictionsResponse = z.object({ restrictions: z.array(restrictionRecordSchema) });
export type RestrictionsResponse = z.infer<typeof restrictionsResponse>;

/**
 * 403 `account_restricted` on sign-in (and wherever a session outlives a restriction): the
 * common error body plus the restriction's type and end.
 */
export const accountRestrictedRefusalSchema = apiErrorSchema.extend({
  restriction_type: z.enum(RESTRICTION_TYPES).optional(),
  disable_at: z.string().optional(),
});
export type AccountRestrictedRefusal = z.infer<typeof accountRestrictedRefusalSchema>;

/** Betting sessions, the reality check and activity tracking, on `API_BASES.platform`. */
export const sportsbookSessionEndpoints = {
  startSportsbookSession: defineEndpoint({
    method: 'POST',
    path: '/sportsbook_sessions',
    summary:
      'Start a betting session, or return the running one (403 session_limit_reached with resume_at at the session-time limit; 403 account_restricted)',
    response: sportsbookSessionResponse,
    refusal: sessionLimitRefusalSchema.extend(accountRestrictedRefusalSchema.shape),
  }),
  continueSportsbookSession: defineEndpoint({
    method: 'POST',
    path: '/sportsbook_sessions/continue',
    summary:
      'Answer the reality check: continue the running betting session (starts one when there is none; same refusals as a start)',
    response: sportsbookSessionResponse,
    refusal: sessionLimitRefusalSchema.extend(accountRestrictedRefusalSchema.shape),
  }),
  getSessionsInfo: defineEndpoint({
    method: 'GET',
    path: '/sportsbook_sessions/current',
    summary:
      'Reality-check info of the running betting session, polled every 30 s (400 no_sportsbook_session: stop polling)',
    response: sportsbookSessionInfoResponse,
  }),
  trackActivity: defineEndpoint({
    method: 'POST',
    path: '/player/activity_limit_track',
    summary:
      'Activity ping every 60 s: keeps the betting session alive (401 activity_limit_reached with resume_at at the session-time limit: sign out)',
    response: activityTrackResponse,
    refusal: sessionLimitRefusalSchema,
  }),
};

/** Time-out, self-exclusion and the panic button, on `API_BASES.platform`. None can be lifted. */
export const restrictionEndpoints = {
  getRestrictions: defineEndpoint({
    method: 'GET',
    path: '/player/restrictions',
    summary: 'Time-outs and self-exclusions of the signed-in player, newest first',
    response: restrictionsResponse,
  }),
  startTimeOut: defineEndpoint({
    method: 'POST',
    path: '/player/restrictions/time_out',
    summary:
      'Time-out (cooling-off) for 24h, 1w, 1m or 6w: at once, signs out everywhere, cannot be lifted early',
    body: timeOutRequest,
    response: restrictionResponse,
  }),
  startSelfExclusion: defineEndpoint({
    method: 'POST',
    path: '/player/restrictions/self_exclusion',
    summary:
      'Self-exclusion for 6m, 1y or 5y: at once, signs out everywhere, cannot be lifted early',
    body: selfExclusionRequest,
    response: restrictionResponse,
  }),
  panic: defineEndpoint({
    method: 'POST',
    path: '/player/restrictions/panic',
    summary: 'Panic button: a 24 h time-out at once, no confirmation, signs out everywhere',
    response: restrictionResponse,
  }),
};
