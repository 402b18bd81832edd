import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  failSoftStorage,
  memoryStorage,
  readDocumentCookie,
  writeDocumentCookie,
} from './browser-storage';

const throwing = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('failSoftStorage', () => {
  it('uses the real storage while it answers', () => {
    const real = memoryStorage();
    const storage = failSoftStorage(() => real);
    storage.setItem('bets', '[1]');
    expect(real.getItem('bets')).toBe('[1]');
    expect(storage.getItem('bets')).toBe('[1]');
    storage.removeItem('bets');
    expect(real.getItem('bets')).toBeNull();
  });

  it('does not throw when even reaching the storage throws (blocked third-party frame)', () => {
    const storage = failSoftStorage(throwing);
    expect(() => storage.setItem('betslip_panel', '{"open":true}')).not.toThrow();
    // The page keeps what it wrote for its own life.
    expect(storage.getItem('betslip_panel')).toBe('{"open":true}');
    expect(() => storage.removeItem('betslip_panel')).not.toThrow();
    expect(storage.getItem('betslip_panel')).toBeNull();
  });

  it('does not throw when each call throws (quota, private mode)', () => {
    const storage = failSoftStorage(() => ({
      getItem: throwing,
      setItem: throwing,
      removeItem: throwing,
    }));
    expect(storage.getItem('bets')).toBeNull();
    expect(() => storage.setItem('bets', '[]')).not.toThrow();
    expect(storage.getItem('bets')).toBe('[]');
  });
});

describe('document cookies', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads nothing and writes quietly where cookies throw', () => {
    const refusing = {};
    Object.defineProperty(refusing, 'cookie', { get: throwing, set: throwing });
    vi.stubGlobal('document', refusing);
    expect(readDocumentCookie()).toBe('');
    expect(() => writeDocumentCookie('consent=all; Path=/')).not.toThrow();
  });

  it('reads and writes the real cookie string otherwise', () => {
    let jar = 'a=1';
    const doc = {};
    Object.defineProperty(doc, 'cookie', {
      get: () => jar,
      set: (value: string) => void (jar = `${jar}; ${value.split(';')[0]}`),
    });
    vi.stubGlobal('document', doc);
    writeDocumentCookie('b=2; Path=/');
    expect(readDocumentCookie()).toBe('a=1; b=2');
  });
});
