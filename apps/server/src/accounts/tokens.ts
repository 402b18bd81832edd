import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh 256-bit secret, base64url (43 characters). */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/**
 * The at-rest form of a session token: hex SHA-256. Every authenticated request hashes its
 * token (bet placement's session cache is keyed by it): the one-shot `hash` costs about half of a
 * `createHash` object, with the same digest.
 */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

/** Constant-time comparison of two secrets (false for any missing or different length). */
export function secretsEqual(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
