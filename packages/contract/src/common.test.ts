import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DB_INT_MAX, TEXT_ISSUE_CODES, idSchema, plainText, textParam } from './common';

describe('ids in request bodies', () => {
  it('takes every id the database can hold and nothing beyond it', () => {
    expect(idSchema.safeParse(1).success).toBe(true);
    expect(idSchema.safeParse(DB_INT_MAX).success).toBe(true);
    for (const bad of [0, -1, 1.5, DB_INT_MAX + 1, 2 ** 53, Number.NaN, '1']) {
      expect(idSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});

describe('plain text', () => {
  const login = plainText(z.string().trim().min(1).max(254));

  it('refuses NUL, other control characters and broken surrogates with a stable code', () => {
    for (const bad of ['a\u0000b', '\u0001', 'x\u001b[31m', '\u007f', '\u0085', '\ud800', 'a\nb']) {
      const result = login.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        code: 'custom',
        params: { code: TEXT_ISSUE_CODES.controlCharacter },
      });
    }
  });

  it('keeps the wrapped schema: trims first, then bounds', () => {
    expect(login.parse('  player@example.test\n')).toBe('player@example.test');
    expect(login.safeParse('a'.repeat(255)).success).toBe(false);
    expect(textParam(5).safeParse('Köln').success).toBe(true);
    expect(textParam(5).safeParse('abcdef').success).toBe(false);
  });
});
