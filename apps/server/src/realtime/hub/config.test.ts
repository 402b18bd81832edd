import { describe, expect, it } from 'vitest';
import { allowedUsersOf, namespaceOf, originAllowed, resolveHubConfig } from './config';

describe('hub channel names (Centrifugo syntax)', () => {
  it('finds the namespace before the first colon, ignoring the private prefix', () => {
    expect(namespaceOf('match:123')).toBe('match');
    expect(namespaceOf('$user:42')).toBe('user');
    expect(namespaceOf('odds:event:123')).toBe('odds');
    expect(namespaceOf('news')).toBe('');
  });

  it('reads the users of a user-limited channel', () => {
    expect(allowedUsersOf('chat:room#42,43')).toEqual(['42', '43']);
    expect(allowedUsersOf('chat:room')).toBeNull();
  });
});

describe('hub allowed origins', () => {
  it('lets non-browser clients (no Origin) through', () => {
    expect(originAllowed(undefined, 'api.example', [])).toBe(true);
  });

  it('allows only the same origin when the list is empty', () => {
    expect(originAllowed('http://api.example:4000', 'api.example:4000', [])).toBe(true);
    expect(originAllowed('http://web.example:3000', 'api.example:4000', [])).toBe(false);
    expect(originAllowed('null', 'api.example', [])).toBe(false);
  });

  it('matches exact origins, globs and *', () => {
    const allowed = ['https://sportsbook.example', 'https://*.partner.example'];
    expect(originAllowed('https://sportsbook.example', 'x', allowed)).toBe(true);
    expect(originAllowed('https://SPORTSBOOK.example', 'x', allowed)).toBe(true);
    expect(originAllowed('https://a.partner.example', 'x', allowed)).toBe(true);
    expect(originAllowed('https://sportsbook.example.evil', 'x', allowed)).toBe(false);
    expect(originAllowed('http://sportsbook.example', 'x', allowed)).toBe(false);
    expect(originAllowed('https://anything', 'x', ['*'])).toBe(true);
  });
});

describe('hub config defaults', () => {
  it("uses Centrifugo's defaults", () => {
    expect(resolveHubConfig({ tokenSecret: 's', namespaces: [] })).toMatchObject({
      path: '/connection/websocket',
      allowAnonymous: false,
      pingIntervalMs: 25_000,
      pongTimeoutMs: 8_000,
      staleCloseDelayMs: 10_000,
      expiredCloseDelayMs: 25_000,
      queueMaxBytes: 1_048_576,
      maxPayloadBytes: 65_536,
      channelLimit: 128,
      channelMaxLength: 255,
    });
  });
});
