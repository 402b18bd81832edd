// A browser's side of web push, for tests: a subscription's keys, decrypting what the server
// sent (RFC 8291 section 3.4, receiving side) and checking its VAPID token like a push service.
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
} from 'node:crypto';
import { expect } from 'vitest';

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

export function decryptAsBrowser(
  body: Buffer,
  browser: { privateKey: Buffer; publicKey: Buffer; auth: Buffer },
): string {
  const salt = body.subarray(0, 16);
  const keyLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + keyLength);
  const record = body.subarray(21 + keyLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(browser.privateKey);
  const secret = ecdh.computeSecret(asPublic);
  const prkKey = hmac(browser.auth, secret);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, asPublic]);
  const ikm = hmac(prkKey, Buffer.concat([info, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  expect(plain[plain.length - 1]).toBe(2);
  return plain.subarray(0, plain.length - 1).toString('utf8');
}

export function newBrowser() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    privateKey: ecdh.getPrivateKey(),
    publicKey,
    auth,
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
  };
}

/** Checks a `vapid t=…, k=…` header as a push service does; returns the token's claims. */
export function verifyVapid(header: string): Record<string, unknown> {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header);
  if (!match?.[1] || !match[2]) throw new Error(`not a vapid header: ${header}`);
  const [head, claims, signature] = match[1].split('.') as [string, string, string];
  const raw = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(ok).toBe(true);
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
}
