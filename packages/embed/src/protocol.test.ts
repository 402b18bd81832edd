import { describe, expect, it } from 'vitest';
import {
  envelope,
  isAllowedOrigin,
  isSportsbookPath,
  normalizeOrigin,
  parseFrameMessage,
  parseHostMessage,
  throttleLatest,
} from './protocol';

describe('the embedded protocol', () => {
  it('wraps a message with the sportsbook prefix and the version', () => {
    expect(envelope('page-loaded', { path: '/live', title: 'Live' })).toEqual({
      type: 'sportsbook.page-loaded',
      version: 1,
      payload: { path: '/live', title: 'Live' },
    });
  });

  it('reads every message the frame posts and refuses bad payloads', () => {
    expect(
      parseFrameMessage(envelope('page-size-changed', { height: 1200, width: 390 }))?.payload,
    ).toEqual({ height: 1200, width: 390 });
    expect(parseFrameMessage(envelope('page-size-changed', { height: -1, width: 390 }))).toBeNull();
    expect(
      parseFrameMessage(envelope('balance-changed', { balance: null, currency: null }))?.payload,
    ).toEqual({ balance: null, currency: null });
    expect(
      parseFrameMessage(envelope('balance-changed', { balance: 1.5, currency: 'EUR' })),
    ).toBeNull();
    const slip = {
      count: 1,
      selections: [{ matchId: 7, marketId: 1, specifier: '', outcomeId: '1' }],
    };
    expect(parseFrameMessage(envelope('bet-slip-state-changed', slip))?.payload).toEqual(slip);
    expect(parseFrameMessage(envelope('sign-in', {}))?.type).toBe('sportsbook.sign-in');
  });

  it('ignores unknown types, foreign prefixes and non-objects instead of failing', () => {
    expect(parseFrameMessage({ type: 'sportsbook.unknown', version: 1, payload: {} })).toBeNull();
    expect(parseFrameMessage({ type: 'other.page-loaded', version: 1, payload: {} })).toBeNull();
    expect(parseFrameMessage({ type: 'sportsbook.toString', version: 1, payload: {} })).toBeNull();
    expect(parseFrameMessage('sportsbook.page-loaded')).toBeNull();
    expect(parseFrameMessage(null)).toBeNull();
    expect(parseHostMessage({ type: 'sportsbook.navigate', payload: { path: '/' } })).toBeNull();
  });

  it('accepts only paths inside the sportsbook for navigate', () => {
    expect(parseHostMessage(envelope('navigate', { path: '/live' }))?.payload).toEqual({
      path: '/live',
    });
    for (const path of [
      '//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/a/../b',
      '/a b',
      '',
    ])
      expect(isSportsbookPath(path), path).toBe(false);
  });

  it('keeps only known listeners from a handshake, once each', () => {
    expect(
      parseHostMessage(
        envelope('handshake', { version: 1, listeners: ['sign-in', 'x', 'sign-in'] }),
      )?.payload,
    ).toEqual({ version: 1, listeners: ['sign-in'] });
  });

  it('checks theme colours, locales and hand-over codes', () => {
    expect(parseHostMessage(envelope('set-theme', { accent: '#12ab34' }))?.payload).toEqual({
      accent: '#12ab34',
    });
    expect(parseHostMessage(envelope('set-theme', { accent: 'red; x: y' }))).toBeNull();
    expect(parseHostMessage(envelope('set-locale', { locale: 'pt-BR' }))).not.toBeNull();
    expect(parseHostMessage(envelope('set-locale', { locale: '../x' }))).toBeNull();
    expect(parseHostMessage(envelope('hand-over', { code: 'short' }))).toBeNull();
    expect(parseHostMessage(envelope('hand-over', { code: 'a'.repeat(43) }))).not.toBeNull();
    expect(
      parseHostMessage(
        envelope('add-selection', { matchId: 0, marketId: 1, specifier: '', outcomeId: '1' }),
      ),
    ).toBeNull();
  });
});

describe('origins', () => {
  it('normalises to scheme, host and port', () => {
    expect(normalizeOrigin('https://Example.com:443/path?q')).toBe('https://example.com');
    expect(normalizeOrigin('http://127.0.0.1:3100/')).toBe('http://127.0.0.1:3100');
    expect(normalizeOrigin('javascript:alert(1)')).toBeNull();
    expect(normalizeOrigin('not a url')).toBeNull();
  });

  it('allows exact origins only', () => {
    const allowed = ['https://casino.example'];
    expect(isAllowedOrigin('https://casino.example', allowed)).toBe(true);
    expect(isAllowedOrigin('https://evil.casino.example', allowed)).toBe(false);
    expect(isAllowedOrigin('https://casino.example.evil', allowed)).toBe(false);
    expect(isAllowedOrigin('http://casino.example', allowed)).toBe(false);
    expect(isAllowedOrigin('null', ['null'])).toBe(false);
  });
});

describe('throttleLatest', () => {
  it('sends the first value at once and the latest of a burst once per interval', () => {
    let time = 0;
    const timers: { run: () => void; at: number }[] = [];
    const sent: number[] = [];
    const throttled = throttleLatest<number>(
      (value) => sent.push(value),
      100,
      (run, ms) => timers.push({ run, at: time + ms }),
      () => time,
    );
    throttled(1);
    time = 10;
    throttled(2);
    time = 50;
    throttled(3);
    expect(sent).toEqual([1]);
    expect(timers).toHaveLength(1);
    time = timers[0]!.at;
    timers[0]!.run();
    expect(sent).toEqual([1, 3]);
    time = 400;
    throttled(4);
    expect(sent).toEqual([1, 3, 4]);
  });
});
