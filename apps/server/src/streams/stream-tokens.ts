// Signed stream links and the watch-together pseudonym (decision 0048). A link's token names
// the player, the match and an expiry, signed with the streams secret: a copied link stops
// working when it expires and never opens another match.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface StreamTokenConfig {
  secret: string;
  ttlSeconds: number;
}

/** `<expiry s>.<player id>.<signature>`: what the `token` query of a stream URL holds. */
export const STREAM_TOKEN_PATTERN = /^\d{1,12}\.\d{1,10}\.[\w-]{43}$/;

export class StreamTokens {
  constructor(private readonly config: StreamTokenConfig) {}

  sign(playerId: number, matchId: number, now: Date): { token: string; expiresAt: Date } {
    const expires = Math.floor(now.getTime() / 1000) + this.config.ttlSeconds;
    return {
      token: `${expires}.${playerId}.${this.signature(playerId, matchId, expires)}`,
      expiresAt: new Date(expires * 1000),
    };
  }

  /** The player the token was issued to, or null when it is malformed, foreign or expired. */
  verify(token: string, matchId: number, now: Date): number | null {
    if (!STREAM_TOKEN_PATTERN.test(token)) return null;
    const [expiresText, playerText, signature] = token.split('.') as [string, string, string];
    const expires = Number(expiresText);
    const playerId = Number(playerText);
    if (expires * 1000 <= now.getTime()) return null;
    const expected = Buffer.from(this.signature(playerId, matchId, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? playerId : null;
  }

  /**
   * The player's id at the watch-together widget: the same for the player every time, and
   * impossible to turn back into the account id without the secret.
   */
  watchersUserId(playerId: number): string {
    return createHmac('sha256', this.config.secret)
      .update(`watchers:${playerId}`)
      .digest('hex')
      .slice(0, 32);
  }

  private signature(playerId: number, matchId: number, expires: number): string {
    return createHmac('sha256', this.config.secret)
      .update(`stream:${matchId}:${playerId}:${expires}`)
      .digest('base64url');
  }
}
