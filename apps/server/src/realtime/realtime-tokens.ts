// Connection and subscription tokens for the realtime socket (spec section 7). One secret signs
// both; the embedded hub and Centrifugo (`client.token.hmac_secret_key`) verify them alike.
//
// Tokens are stamped with the wall clock, never the app's injectable clock: the hub and
// Centrifugo check `exp` against real time.
import {
  type ChannelTokenWire,
  REALTIME_ERROR_CODES,
  isTokenChannel,
  userIdOfChannel,
} from '@sportsbook/contract';
import { signConnectionToken, signSubscriptionToken } from './jwt';

export interface RealtimeTokenConfig {
  /** HS256 secret shared with the hub or Centrifugo. */
  tokenSecret: string;
  /** Lifetime of every token, seconds (spec: 5–15 minutes). */
  tokenTtlSeconds: number;
  /** WebSocket URL handed to the browser with its connection token. */
  publicUrl: string;
}

/** Who asks: a signed-in player's id, or null for a visitor. */
export type RealtimeViewer = { playerId: number } | null;

export class RealtimeTokens {
  constructor(private readonly config: RealtimeTokenConfig) {}

  get ttlSeconds(): number {
    return this.config.tokenTtlSeconds;
  }

  get publicUrl(): string {
    return this.config.publicUrl;
  }

  /** `sub` is the player id; a visitor gets an anonymous token (`sub: ""`). */
  connectionToken(viewer: RealtimeViewer): string {
    return signConnectionToken(
      {
        sub: viewer ? String(viewer.playerId) : '',
        info: { role: viewer ? 'player' : 'visitor' },
      },
      this.config.tokenSecret,
      { ttlSeconds: this.config.tokenTtlSeconds },
    );
  }

  /** True when some channel needs a signed-in player to be granted (a `$` channel). */
  needsPlayer(channels: readonly string[]): boolean {
    return channels.some(isTokenChannel);
  }

  /**
   * One answer per channel, in order: a token for the player's own `$user:<id>`; no token
   * needed (`""`) for channels without `$`; every other `$` channel refused.
   */
  authorize(viewer: RealtimeViewer, channels: readonly string[]): ChannelTokenWire[] {
    return channels.map((channel) => {
      if (!isTokenChannel(channel)) return { channel, token: '' };
      const owner = userIdOfChannel(channel);
      if (viewer && owner === String(viewer.playerId)) {
        const token = signSubscriptionToken({ sub: owner, channel }, this.config.tokenSecret, {
          ttlSeconds: this.config.tokenTtlSeconds,
        });
        return { channel, token };
      }
      return {
        channel,
        token: '',
        error: {
          code: REALTIME_ERROR_CODES.forbidden,
          message:
            owner === null
              ? 'This channel cannot be subscribed to'
              : "Another player's channel cannot be subscribed to",
        },
      };
    });
  }
}
