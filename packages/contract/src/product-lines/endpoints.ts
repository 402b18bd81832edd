// Product lines (spec section 2 `/racing`, `/lotteries`, `/premium-cricket`,
// `/virtual-gaming-arena`; section 7 "Virtual wallet: POST /{provider}/launch {app} returns url";
// decision 0045). The sportsbook launches a provider's game for the player and shows the answered
// URL in a frame; the provider stakes and pays through the sportsbook's wallet with the launch
// session. The demo provider is served by this project under `DEMO_PROVIDER_BASE`.
import { VIRTUAL_GAME_KINDS } from '@sportsbook/domain';
import { z } from 'zod';
import { idParam, plainText } from '../common';
import { defineEndpoint } from '../endpoint';

/** The games a product line launches (the spec's named sections). */
export const productLineAppSchema = z.enum(VIRTUAL_GAME_KINDS);
export type ProductLineApp = z.infer<typeof productLineAppSchema>;

/** The product lines' pages and the game each launches (route → app). */
export const PRODUCT_LINES = [
  { key: 'racing', path: '/racing', app: 'horse_racing' },
  { key: 'lotteries', path: '/lotteries', app: 'lotteries' },
  { key: 'premium_cricket', path: '/premium-cricket', app: 'premium_cricket' },
  { key: 'virtual_gaming_arena', path: '/virtual-gaming-arena', app: 'virtual_gaming_arena' },
] as const satisfies readonly { key: string; path: string; app: ProductLineApp }[];
export type ProductLineKey = (typeof PRODUCT_LINES)[number]['key'];
export const PRODUCT_LINE_KEYS = PRODUCT_LINES.map((line) => line.key) as ProductLineKey[];

/** A provider's name in the launch path: lowercase letters, digits, `-` and `_`. */
export const providerNameSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'must be a provider name such as demo');

export const launchParams = z.object({ provider: providerNameSchema });
export const launchRequest = z.object({ app: productLineAppSchema });
export type LaunchRequest = z.input<typeof launchRequest>;

export const launchResponse = z.object({
  /** Where the game runs: shown in a frame (a path on this origin or another origin). */
  url: z.string(),
  /** False for a visitor: the game can be watched, a stake needs a signed-in player. */
  real_money: z.boolean(),
  expires_at: z.string(),
});
export type LaunchResponse = z.infer<typeof launchResponse>;

/** Stable codes of the launch and game refusals. */
export const PRODUCT_LINE_ERROR_CODE = {
  unknownProvider: 'unknown_provider',
  disabled: 'product_line_disabled',
  sessionExpired: 'game_session_expired',
  signInToPlay: 'sign_in_to_play',
  roundClosed: 'round_closed',
  stakeRefused: 'stake_refused',
  restricted: 'play_restricted',
} as const;

/** On `API_BASES.sportsbook`. */
export const productLineEndpoints = {
  launchGame: defineEndpoint({
    method: 'POST',
    path: '/:provider/launch',
    summary:
      "Launch a product line's game: a URL to show in a frame, with a wallet session for a signed-in player (404 unknown_provider or product_line_disabled)",
    params: launchParams,
    body: launchRequest,
    response: launchResponse,
  }),
};

// --- The demo provider (a small virtual-games studio served by this project) -----------------

/** Where the demo provider answers, beside the sportsbook API on the same server. */
export const DEMO_PROVIDER_BASE = '/api/demo-provider';
/** The demo provider's game page (HTML), opened with `?session=<token>`. */
export const DEMO_PROVIDER_PLAY_PATH = `${DEMO_PROVIDER_BASE}/play`;

/**
 * A launch session's token: base64url characters (the server makes 43, from 32 random bytes).
 * Any other shape is simply no session (404), so the bound is loose.
 */
export const gameSessionTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a game session token');

export const gameSessionParams = z.object({ token: gameSessionTokenSchema });
export const gameRoundParams = z.object({ token: gameSessionTokenSchema, round: idParam });

export const gameOutcomeSchema = z.object({
  id: z.string(),
  name: z.string(),
  odds: z.number(),
});

export const gameStakeSchema = z.object({
  id: z.number().int(),
  outcome_id: z.string(),
  /** Minor units of the session's currency. */
  stake: z.number().int(),
  odds: z.number(),
  /** Null until the round is settled; then what it paid (0 when it lost). */
  payout: z.number().int().nullable(),
});

export const gameRoundSchema = z.object({
  id: z.number().int(),
  app: productLineAppSchema,
  title: z.string(),
  status: z.enum(['open', 'running', 'settled']),
  /** SHA-256 of the seed, shown before any stake: the result was fixed before staking. */
  seed_hash: z.string(),
  /** The seed, revealed once settled, so the card and the result can be recomputed. */
  seed: z.string().nullable(),
  outcomes: z.array(gameOutcomeSchema),
  stakes: z.array(gameStakeSchema),
  started_at: z.string().nullable(),
  finishes_at: z.string().nullable(),
  /** Outcome ids, winner first; null until settled. */
  result: z.array(z.string()).nullable(),
  /** Total paid on this round (minor units); null until settled. */
  paid: z.number().int().nullable(),
  run_ms: z.number().int(),
});
export type GameRound = z.infer<typeof gameRoundSchema>;

export const gameSessionSchema = z.object({
  app: productLineAppSchema,
  real_money: z.boolean(),
  currency: z.string().nullable(),
  /** Minor units; null for a visitor. */
  balance: z.number().int().nullable(),
  subunits: z.number().int(),
  min_stake: z.number().int(),
  max_stake: z.number().int(),
  round: gameRoundSchema.nullable(),
});
export type GameSession = z.infer<typeof gameSessionSchema>;

export const placeGameStakeRequest = z.object({
  outcome_id: plainText(z.string().min(1).max(8)),
  /** Minor units of the session's currency. */
  stake: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  /** The client's key of this stake: a retry with the same key stakes once. */
  request_key: plainText(z.string().min(8).max(64)),
});
export type PlaceGameStakeRequest = z.input<typeof placeGameStakeRequest>;

export const demoProviderEndpoints = {
  getGameSession: defineEndpoint({
    method: 'GET',
    path: '/sessions/:token',
    summary:
      'The game session: balance, limits and the current round (a round whose run is over is settled first; 404 unknown or expired session)',
    params: gameSessionParams,
    response: gameSessionSchema,
  }),
  openGameRound: defineEndpoint({
    method: 'POST',
    path: '/sessions/:token/rounds',
    summary: 'A new round (a fresh card from a committed seed), or the open one when there is one',
    params: gameSessionParams,
    response: gameRoundSchema,
  }),
  placeGameStake: defineEndpoint({
    method: 'POST',
    path: '/sessions/:token/rounds/:round/stakes',
    summary:
      'Stake on an outcome of an open round: debited from the sportsbook wallet at once (409 round_closed; 422 stake_refused with the domain code; 401 sign_in_to_play)',
    params: gameRoundParams,
    body: placeGameStakeRequest,
    response: gameRoundSchema,
  }),
  runGameRound: defineEndpoint({
    method: 'POST',
    path: '/sessions/:token/rounds/:round/run',
    summary:
      'Close staking and run the round (with no stakes it is only watched); it is settled when the run is over',
    params: gameRoundParams,
    response: gameRoundSchema,
  }),
  getGameRound: defineEndpoint({
    method: 'GET',
    path: '/sessions/:token/rounds/:round',
    summary: 'A round of the session, settled first when its run is over',
    params: gameRoundParams,
    response: gameRoundSchema,
  }),
};
