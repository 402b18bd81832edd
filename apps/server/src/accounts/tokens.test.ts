import { describe, expect, it } from 'vitest';
import { hashToken, newSecret, secretsEqual } from './tokens';

describe('tokens', () => {
  it('makes distinct 256-bit secrets', () => {
    const a = newSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSecret()).not.toBe(a);
  });

  it('stores a token as its SHA-256', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('compares secrets in constant time and refuses missing ones', () => {
    expect(secretsEqual('same', 'same')).toBe(true);
    expect(secretsEqual('same', 'diff')).toBe(false);
    expect(secretsEqual('same', 'longer')).toBe(false);
    expect(secretsEqual(undefined, 'x')).toBe(false);
    expect(secretsEqual('', '')).toBe(false);
  });
});
