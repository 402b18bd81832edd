// Password hashing with argon2id (OWASP parameters: 19 MiB, 2 passes, 1 lane).
import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, not importable as a value). */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password, OPTIONS),
  verify: async (hashed, password) => {
    try {
      return await verify(hashed, password);
    } catch {
      // A malformed stored hash never matches.
      return false;
    }
  },
};
