// Centrifugo's numbers, copied exactly: centrifuge-js decides from them whether to retry,
// resubscribe, reconnect or give up (protocol note section 2). Changing one changes client
// behaviour.

/** A reply error (`{"error":{code,message,temporary?}}`). */
export interface HubErrorShape {
  code: number;
  message: string;
  temporary?: boolean;
}

export const ERRORS = {
  internal: { code: 100, message: 'internal server error', temporary: true },
  unauthorized: { code: 101, message: 'unauthorized' },
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  limitExceeded: { code: 106, message: 'limit exceeded' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
  tokenExpired: { code: 109, message: 'token expired' },
  expired: { code: 110, message: 'expired' },
  tooManyRequests: { code: 111, message: 'too many requests', temporary: true },
  unrecoverablePosition: { code: 112, message: 'unrecoverable position' },
} as const satisfies Record<string, HubErrorShape>;

/** An error an RPC handler (or the hub) returns to the client as a reply error. */
export class HubError extends Error {
  readonly code: number;
  readonly temporary: boolean;
  constructor(shape: HubErrorShape) {
    super(shape.message);
    this.code = shape.code;
    this.temporary = shape.temporary ?? false;
  }
  toShape(): HubErrorShape {
    return this.temporary
      ? { code: this.code, message: this.message, temporary: true }
      : { code: this.code, message: this.message };
  }
}

/** A WebSocket close (code + plain-text reason of at most 123 bytes). */
export interface Disconnect {
  code: number;
  reason: string;
}

/**
 * Close codes. Below 3500 (and 4000-4499) the client reconnects; 3500-3999 and 4500-4999 are
 * terminal. 1009 (message too big) is sent by `ws` itself and is terminal in the client too.
 */
export const DISCONNECTS = {
  shutdown: { code: 3001, reason: 'shutdown' },
  internal: { code: 3004, reason: 'internal server error' },
  expired: { code: 3005, reason: 'connection expired' },
  subExpired: { code: 3006, reason: 'subscription expired' },
  slow: { code: 3008, reason: 'slow' },
  writeError: { code: 3009, reason: 'write error' },
  insufficientState: { code: 3010, reason: 'insufficient state' },
  forceReconnect: { code: 3011, reason: 'force reconnect' },
  noPong: { code: 3012, reason: 'no pong' },
  tooManyRequests: { code: 3013, reason: 'too many requests' },
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
  stale: { code: 3502, reason: 'stale' },
  forceNoReconnect: { code: 3503, reason: 'force disconnect' },
  connectionLimit: { code: 3504, reason: 'connection limit' },
  channelLimit: { code: 3505, reason: 'channel limit' },
  inappropriateProtocol: { code: 3506, reason: 'inappropriate protocol' },
  permissionDenied: { code: 3507, reason: 'permission denied' },
  notAvailable: { code: 3508, reason: 'not available' },
  tooManyErrors: { code: 3509, reason: 'too many errors' },
} as const satisfies Record<string, Disconnect>;

/** Unsubscribe push codes: below 2500 final, from 2500 the client resubscribes. */
export const UNSUBSCRIBES = {
  server: { code: 2000, reason: 'server unsubscribe' },
  insufficientState: { code: 2500, reason: 'insufficient state' },
  expired: { code: 2501, reason: 'subscription expired' },
} as const satisfies Record<string, Disconnect>;
