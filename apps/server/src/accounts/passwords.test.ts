import { describe, expect, it } from 'vitest';
import { argon2Hasher } from './passwords';

describe('argon2Hasher', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hashed = await argon2Hasher.hash('correct horse');
    expect(hashed).toMatch(/^\$argon2id\$/);
    expect(await argon2Hasher.verify(hashed, 'correct horse')).toBe(true);
    expect(await argon2Hasher.verify(hashed, 'wrong horse')).toBe(false);
    expect(await argon2Hasher.verify('not a hash', 'x')).toBe(false);
  });
});
