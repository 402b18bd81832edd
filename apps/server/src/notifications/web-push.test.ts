// The sender against a receiver written from the RFCs: it decrypts what `encryptPayload`
// produced with the browser's private key, and checks the VAPID token's signature.
import { describe, expect, it } from 'vitest';
import { decryptAsBrowser, newBrowser, verifyVapid } from './push-test-browser';
import { encryptPayload, generateVapidKeys, vapidAuthorization } from './web-push';

describe('web push', () => {
  it('encrypts a message only the subscribed browser can read', () => {
    const browser = newBrowser();
    const body = encryptPayload(browser.keys, Buffer.from('{"title":"Bet won"}'));
    expect(decryptAsBrowser(body, browser)).toBe('{"title":"Bet won"}');
    // Another browser's keys do not open it.
    const other = newBrowser();
    expect(() => decryptAsBrowser(body, { ...other, publicKey: browser.publicKey })).toThrow();
  });

  it('signs a VAPID token for the push service origin that expires within a day', () => {
    const keys = generateVapidKeys();
    const now = Date.UTC(2026, 10, 25, 12);
    const header = vapidAuthorization(
      { ...keys, subject: 'mailto:ops@example.test' },
      'https://push.example.test',
      now,
    );
    const claims = verifyVapid(header);
    expect(claims).toEqual({
      aud: 'https://push.example.test',
      exp: now / 1000 + 12 * 3600,
      sub: 'mailto:ops@example.test',
    });
  });
});
