import { describe, expect, it } from 'vitest';
import { needsReconnect } from './auth-transition';
import {
  isReconnectCloseCode,
  isTemporaryError,
  reportForClientError,
  reportForDisconnect,
  reportForUnsubscribed,
} from './error-policy';

describe('realtime error policy (spec section 8)', () => {
  it('treats codes below 100, 109 and flagged errors as temporary', () => {
    expect(isTemporaryError({ code: 1 })).toBe(true);
    expect(isTemporaryError({ code: 109 })).toBe(true);
    expect(isTemporaryError({ code: 100, temporary: true })).toBe(true);
    expect(isTemporaryError({ code: 103 })).toBe(false);
    expect(isTemporaryError({ code: 101 })).toBe(false);
  });

  it('does not reconnect after 1009 or terminal close codes', () => {
    expect(isReconnectCloseCode(1009)).toBe(false);
    expect(isReconnectCloseCode(3500)).toBe(false);
    expect(isReconnectCloseCode(4501)).toBe(false);
    expect(isReconnectCloseCode(1006)).toBe(true);
    expect(isReconnectCloseCode(3001)).toBe(true);
    expect(isReconnectCloseCode(4001)).toBe(true);
  });

  it('reports initial connection failures and internal errors only', () => {
    expect(reportForClientError({ code: 2, message: 'closed' }, false, 'transport')?.kind).toBe(
      'initial-connection-failed',
    );
    expect(reportForClientError({ code: 2, message: 'closed' }, true, 'transport')).toBeNull();
    expect(reportForClientError({ code: 100, message: 'internal' }, true, 'connect')?.kind).toBe(
      'internal-error',
    );
  });

  it('reports terminal disconnects but not our own or an unauthorized one', () => {
    expect(reportForDisconnect({ code: 0, reason: 'disconnect called' })).toBeNull();
    expect(reportForDisconnect({ code: 1, reason: 'unauthorized' })).toBeNull();
    expect(reportForDisconnect({ code: 3, reason: 'message size limit exceeded' })?.code).toBe(3);
    expect(reportForDisconnect({ code: 3500, reason: 'invalid token' })?.kind).toBe(
      'terminal-disconnect',
    );
    expect(reportForUnsubscribed({ channel: 'x', code: 0, reason: '' })).toBeNull();
    expect(reportForUnsubscribed({ channel: 'x', code: 103, reason: 'permission denied' })).toEqual(
      expect.objectContaining({ channel: 'x', code: 103 }),
    );
  });
});

describe('auth transitions (spec section 4)', () => {
  it('reconnects when signing in from signed out or unknown, and when signing out', () => {
    expect(needsReconnect('unknown', 'logged_in')).toBe(true);
    expect(needsReconnect('not_logged_in', 'logged_in')).toBe(true);
    expect(needsReconnect('logged_in', 'not_logged_in')).toBe(true);
  });

  it('does not reconnect otherwise', () => {
    expect(needsReconnect('unknown', 'not_logged_in')).toBe(false);
    expect(needsReconnect('logged_in', 'logged_in')).toBe(false);
    expect(needsReconnect('unknown', 'pending')).toBe(false);
    expect(needsReconnect('not_logged_in', 'not_logged_in')).toBe(false);
  });
});
