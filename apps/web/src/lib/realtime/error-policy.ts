// Spec section 8, realtime: unauthorized disconnects; temporary errors (code below 100, 109,
// or the temporary flag) retry; others unsubscribe or disconnect; 1009 (size limit) is not
// retried. Initial connection failures and internal errors are reported. The `centrifuge`
// client applies the retry rules itself; these functions say what the app reports and shows.

/** `disconnected` codes of the client: 1 unauthorized, 3 message size limit (close 1009). */
export const DISCONNECT_UNAUTHORIZED = 1;
export const DISCONNECT_MESSAGE_SIZE_LIMIT = 3;
/** Reply error codes. */
export const ERROR_INTERNAL = 100;
export const ERROR_TOKEN_EXPIRED = 109;

/** The client library's rule for reply errors (connect, subscribe). */
export function isTemporaryError(error: { code: number; temporary?: boolean }): boolean {
  return error.code < 100 || error.code === ERROR_TOKEN_EXPIRED || error.temporary === true;
}

/** Close codes after which the client reconnects (section 2.2 of the protocol note). */
export function isReconnectCloseCode(code: number): boolean {
  if (code === 1009) return false;
  return !((code >= 3500 && code < 4000) || (code >= 4500 && code < 5000));
}

export type RealtimeReportKind =
  'initial-connection-failed' | 'internal-error' | 'terminal-disconnect' | 'subscription-refused';

export interface RealtimeReport {
  kind: RealtimeReportKind;
  message: string;
  code?: number;
  channel?: string;
}

/** What an `error` event of the client means for the error reporter (null: not reported). */
export function reportForClientError(
  error: { code: number; message: string; temporary?: boolean },
  everConnected: boolean,
  type: string,
): RealtimeReport | null {
  if (error.code === ERROR_INTERNAL) {
    return { kind: 'internal-error', message: error.message, code: error.code };
  }
  if (!everConnected && (type === 'transport' || type === 'connect' || type === 'connectToken')) {
    return { kind: 'initial-connection-failed', message: error.message, code: error.code };
  }
  return null;
}

/**
 * A `disconnected` event: 0 is our own disconnect, 1 unauthorized (a sign-out the auth store
 * already handles); other terminal codes (3500 invalid token, 1009 → 3 size limit...) mean the
 * app stays without realtime and are reported.
 */
export function reportForDisconnect(ctx: { code: number; reason: string }): RealtimeReport | null {
  if (ctx.code === 0 || ctx.code === DISCONNECT_UNAUTHORIZED) return null;
  return { kind: 'terminal-disconnect', message: ctx.reason, code: ctx.code };
}

/** A subscription ended by the server (not by us, code 0): reported, except unauthorized. */
export function reportForUnsubscribed(ctx: {
  channel: string;
  code: number;
  reason: string;
}): RealtimeReport | null {
  if (ctx.code === 0 || ctx.code === 1 || ctx.code === 2) return null;
  return {
    kind: 'subscription-refused',
    message: ctx.reason,
    code: ctx.code,
    channel: ctx.channel,
  };
}
