import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  signConnectionToken,
  signHs256,
  signSubscriptionToken,
  verifyConnectionToken,
  verifySubscriptionToken,
} from './jwt';

const secret = 'test-secret';
const now = 1_767_224_700;

/** A token signed by hand, so the tests do not only check the module against itself. */
function handMade(header: object, claims: object, key = secret, alg = 'sha256'): string {
  const input = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(
    JSON.stringify(claims),
  ).toString('base64url')}`;
  return `${input}.${createHmac(alg, key).update(input).digest('base64url')}`;
}

describe('realtime connection tokens', () => {
  it('round-trips Centrifugo connection claims', () => {
    const token = signConnectionToken(
      { sub: '42', info: { name: 'Ann' }, channels: ['$user:42'], expire_at: now + 900 },
      secret,
      { now, ttlSeconds: 600 },
    );
    const outcome = verifyConnectionToken(token, secret, { now: now + 10 });
    expect(outcome).toEqual({
      ok: true,
      claims: {
        sub: '42',
        iat: now,
        exp: now + 600,
        info: { name: 'Ann' },
        channels: ['$user:42'],
        expire_at: now + 900,
      },
    });
  });

  it('writes a standard HS256 JWT another verifier accepts', () => {
    const token = signHs256({ sub: '7' }, secret);
    const [header, payload, signature] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toEqual({ sub: '7' });
    expect(signature).toBe(
      createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'),
    );
  });

  it('accepts tokens signed elsewhere with HS256, HS384 and HS512', () => {
    expect(verifyConnectionToken(handMade({ alg: 'HS256' }, { sub: '1' }), secret).ok).toBe(true);
    expect(
      verifyConnectionToken(handMade({ alg: 'HS384' }, { sub: '1' }, secret, 'sha384'), secret).ok,
    ).toBe(true);
    expect(
      verifyConnectionToken(handMade({ alg: 'HS512' }, { sub: '1' }, secret, 'sha512'), secret).ok,
    ).toBe(true);
  });

  it('treats a missing sub as the anonymous user', () => {
    const outcome = verifyConnectionToken(signHs256({}, secret), secret);
    expect(outcome).toEqual({ ok: true, claims: { sub: '' } });
  });

  it('reports an expired token as expired, not invalid', () => {
    const token = signConnectionToken({ sub: '42' }, secret, { now, ttlSeconds: 60 });
    expect(verifyConnectionToken(token, secret, { now: now + 59 }).ok).toBe(true);
    expect(verifyConnectionToken(token, secret, { now: now + 60 })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('reports a wrong signature, a malformed token and alg none as invalid', () => {
    const token = signConnectionToken({ sub: '42' }, secret);
    for (const bad of [
      signConnectionToken({ sub: '42' }, 'other-secret'),
      `${token}x`,
      token.slice(0, token.lastIndexOf('.')),
      'not-a-jwt',
      '',
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1"}').toString('base64url')}.`,
      handMade({ alg: 'RS256' }, { sub: '1' }),
    ]) {
      expect(verifyConnectionToken(bad, secret)).toMatchObject({ ok: false, reason: 'invalid' });
    }
  });

  it('rejects an expired token with a bad signature as invalid (signature first)', () => {
    const token = signConnectionToken({ sub: '42', exp: now - 1 }, 'other-secret');
    expect(verifyConnectionToken(token, secret, { now })).toMatchObject({ reason: 'invalid' });
  });

  it('rejects a connection token carrying a channel claim', () => {
    const token = signHs256({ sub: '42', channel: '$user:42' }, secret);
    expect(verifyConnectionToken(token, secret)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(() =>
      signConnectionToken({ sub: '42', channel: 'x' } as unknown as { sub: string }, secret),
    ).toThrow();
  });

  it('rejects wrongly typed claims', () => {
    for (const claims of [
      { sub: 42 },
      { sub: '1', exp: '123' },
      { sub: '1', channels: 'a' },
      { sub: '1', channels: [1] },
      { sub: '1', expire_at: 'soon' },
    ]) {
      expect(verifyConnectionToken(signHs256(claims, secret), secret).ok).toBe(false);
    }
  });

  it('rejects a token that is not valid yet, and checks aud and iss when configured', () => {
    expect(
      verifyConnectionToken(signHs256({ sub: '1', nbf: now + 5 }, secret), secret, { now }),
    ).toMatchObject({ reason: 'invalid' });
    const token = signHs256({ sub: '1', aud: ['web'], iss: 'sportsbook' }, secret);
    expect(verifyConnectionToken(token, secret, { audience: 'web', issuer: 'sportsbook' }).ok).toBe(
      true,
    );
    expect(verifyConnectionToken(token, secret, { audience: 'app' }).ok).toBe(false);
    expect(verifyConnectionToken(token, secret, { issuer: 'other' }).ok).toBe(false);
  });

  it('refuses to sign or verify without a secret', () => {
    expect(() => signHs256({ sub: '1' }, '')).toThrow();
    expect(verifyConnectionToken(signHs256({ sub: '1' }, secret), '')).toMatchObject({
      reason: 'invalid',
    });
  });
});

describe('realtime subscription tokens', () => {
  it('round-trips Centrifugo subscription claims', () => {
    const token = signSubscriptionToken(
      {
        sub: '42',
        channel: '$user:42',
        client: 'c-1',
        info: { vip: true },
        data: { hello: 1 },
        expire_at: now + 300,
      },
      secret,
      { now, ttlSeconds: 300 },
    );
    expect(verifySubscriptionToken(token, secret, { now })).toEqual({
      ok: true,
      claims: {
        sub: '42',
        channel: '$user:42',
        client: 'c-1',
        info: { vip: true },
        data: { hello: 1 },
        expire_at: now + 300,
        iat: now,
        exp: now + 300,
      },
    });
  });

  it('requires the channel claim', () => {
    expect(verifySubscriptionToken(signHs256({ sub: '42' }, secret), secret)).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
  });

  it('reports expiry and bad signatures apart', () => {
    const token = signSubscriptionToken({ sub: '42', channel: '$user:42', exp: now }, secret);
    expect(verifySubscriptionToken(token, secret, { now })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifySubscriptionToken(token, 'wrong', { now })).toMatchObject({ reason: 'invalid' });
  });
});
