import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { setForwardingHeaders, trustedPeers } from './forwarding.mjs';

function request(remoteAddress: string, headers: Record<string, string>, encrypted = false) {
  return {
    socket: { remoteAddress, encrypted },
    headers: { ...headers },
  } as unknown as IncomingMessage;
}

describe('forwarding headers', () => {
  it('replaces what a client claims with the socket address when nobody is trusted', () => {
    const forged = request('::ffff:203.0.113.7', {
      'x-forwarded-for': '10.0.0.1',
      'x-forwarded-proto': 'https',
      'x-real-ip': '10.0.0.1',
      forwarded: 'for=10.0.0.1',
    });
    setForwardingHeaders(forged, trustedPeers(''));
    expect(forged.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(forged.headers['x-forwarded-proto']).toBe('http');
    expect(forged.headers['x-real-ip']).toBeUndefined();
    expect(forged.headers.forwarded).toBeUndefined();
  });

  it('keeps the chain of a trusted proxy and appends its address', () => {
    const proxied = request('10.1.2.3', {
      'x-forwarded-for': '198.51.100.4',
      'x-forwarded-proto': 'https',
    });
    setForwardingHeaders(proxied, trustedPeers('10.1.2.3'));
    expect(proxied.headers['x-forwarded-for']).toBe('198.51.100.4, 10.1.2.3');
    expect(proxied.headers['x-forwarded-proto']).toBe('https');
  });

  it('takes the socket address from a trusted proxy that sent no chain', () => {
    const direct = request('127.0.0.1', {}, true);
    setForwardingHeaders(direct, trustedPeers('loopback'));
    expect(direct.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(direct.headers['x-forwarded-proto']).toBe('https');
  });

  it('trusts loopback only when asked, and exact addresses only', () => {
    const loopback = trustedPeers('loopback');
    expect(loopback('127.0.0.1')).toBe(true);
    expect(loopback('::1')).toBe(true);
    expect(loopback('::ffff:127.0.0.1')).toBe(true);
    expect(loopback('10.0.0.1')).toBe(false);
    expect(trustedPeers('')('127.0.0.1')).toBe(false);
    expect(trustedPeers(' 10.0.0.1 , 10.0.0.2')('10.0.0.2')).toBe(true);
    expect(trustedPeers('10.0.0.1')('10.0.0.10')).toBe(false);
  });
});
