import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/env';
import { DEFAULT_PRODUCT_LINES_CONFIG, productLineEnabled } from './product-lines-config';

describe('product line switches', () => {
  it('switches every product line on when PRODUCT_LINES is unset', () => {
    expect(loadConfig({}).productLines).toEqual({ roundRunMs: 5000 });
    for (const app of [
      'horse_racing',
      'lotteries',
      'premium_cricket',
      'virtual_gaming_arena',
    ] as const) {
      expect(productLineEnabled(DEFAULT_PRODUCT_LINES_CONFIG, app)).toBe(true);
    }
  });

  it('launches only the lines PRODUCT_LINES names, and none for none', () => {
    const some = loadConfig({ PRODUCT_LINES: 'racing, premium_cricket' }).productLines;
    expect(some.enabled).toEqual(['racing', 'premium_cricket']);
    expect(productLineEnabled({ enabled: some.enabled ?? [] }, 'horse_racing')).toBe(true);
    expect(productLineEnabled({ enabled: some.enabled ?? [] }, 'lotteries')).toBe(false);
    expect(loadConfig({ PRODUCT_LINES: 'none' }).productLines.enabled).toEqual([]);
  });

  it('refuses a product line it does not know, naming the variable', () => {
    expect(() => loadConfig({ PRODUCT_LINES: 'racing,poker' })).toThrow(ConfigError);
    expect(() => loadConfig({ PRODUCT_LINES: 'racing,poker' })).toThrow(/PRODUCT_LINES/);
  });
});
