// Web push (RFC 8030) without a dependency: the payload encrypted for the browser with
// `aes128gcm` (RFC 8291, RFC 8188) and the sender identified by a VAPID ES256 token (RFC 8292),
// all with node:crypto. The keys come from the environment (VAPID_PUBLIC_KEY and
// VAPID_PRIVATE_KEY, base64url as `npx web-push generate-vapid-keys` or `npm run
// vapid-keys -w @sportsbook/server` prints them); without them push is off.
import {
  createCipheriv,
  createECDH,
  createHmac,
  createPrivateKey,
  randomBytes,
  sign,
} from 'node:crypto';

export interface VapidConfig {
  /** Uncompressed P-256 public key (65 bytes), base64url: what browsers subscribe with. */
  publicKey: string;
  /** The private scalar (32 bytes), base64url. */
  privateKey: string;
  /** Contact of the sender for push services: `mailto:` or an https URL. */
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  /** The browser's P-256 public key, base64url (the subscription's `keys.p256dh`). */
  p256dh: string;
  /** The browser's 16-byte auth secret, base64url (`keys.auth`). */
  auth: string;
}

/** `gone`: the push service forgot the subscription (404/410); drop it. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

const b64 = (text: string) => Buffer.from(text, 'base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
const RECORD_SIZE = 4096;

/**
 * The encrypted body of one push message for one browser (RFC 8291 section 3.4): a header with
 * the salt, the record size and our ephemeral public key, then one AES-128-GCM record.
 */
export function encryptPayload(
  target: Pick<PushTarget, 'p256dh' | 'auth'>,
  payload: Buffer,
  salt: Buffer = randomBytes(16),
): Buffer {
  // A new key pair per message, as the RFC requires.
  const ephemeral = createECDH('prime256v1');
  const asPublic = ephemeral.generateKeys();
  const uaPublic = b64(target.p256dh);
  const secret = ephemeral.computeSecret(uaPublic);
  // HKDF with the auth secret as salt, bound to both public keys (RFC 8291 section 3.3).
  const prkKey = hmac(b64(target.auth), secret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  // 0x02: the padding delimiter of the last (only) record.
  const body = Buffer.concat([
    cipher.update(Buffer.concat([payload, Buffer.from([2])])),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(asPublic.length, 20);
  return Buffer.concat([header, asPublic, body]);
}

/** The `Authorization: vapid t=…, k=…` value for a push service's origin (RFC 8292). */
export function vapidAuthorization(config: VapidConfig, audience: string, nowMs: number): string {
  const publicKey = b64(config.publicKey);
  const key = createPrivateKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: config.privateKey,
      x: publicKey.subarray(1, 33).toString('base64url'),
      y: publicKey.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ typ: 'JWT', alg: 'ES256' })}.${part({
    aud: audience,
    // Push services refuse tokens valid for more than 24 hours.
    exp: Math.floor(nowMs / 1000) + 12 * 3600,
    sub: config.subject,
  })}`;
  const signature = sign('sha256', Buffer.from(unsigned), { key, dsaEncoding: 'ieee-p1363' });
  return `vapid t=${unsigned}.${signature.toString('base64url')}, k=${config.publicKey}`;
}

export interface WebPushOptions {
  /** Send to http:// endpoints too (a local receiver in tests); otherwise https only. */
  allowInsecureEndpoints?: boolean;
  /** How long a push service may keep an undelivered message (seconds). Default one day. */
  ttlSeconds?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Sends web push with `fetch`; never throws (a failure is an outcome). */
export function webPushSender(config: VapidConfig, options: WebPushOptions = {}): PushSender {
  const send = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  return {
    async send(target, payload) {
      let url: URL;
      try {
        url = new URL(target.endpoint);
      } catch {
        return 'gone';
      }
      // Only push services: a player's endpoint must not make the server call plain-http hosts.
      if (url.protocol !== 'https:' && !options.allowInsecureEndpoints) return 'failed';
      try {
        const response = await send(url, {
          method: 'POST',
          headers: {
            authorization: vapidAuthorization(config, url.origin, now()),
            'content-encoding': 'aes128gcm',
            'content-type': 'application/octet-stream',
            ttl: String(options.ttlSeconds ?? 86_400),
            urgency: 'normal',
          },
          body: new Uint8Array(encryptPayload(target, Buffer.from(payload, 'utf8'))),
          redirect: 'error',
          signal: AbortSignal.timeout(10_000),
        });
        if (response.status === 404 || response.status === 410) return 'gone';
        return response.ok ? 'sent' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}

/** A new VAPID key pair (base64url), for `.env`. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
}
