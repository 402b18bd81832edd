import { describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  formatPercent,
  intlLocale,
  localeDateOptions,
  numberFormat,
} from './intl-format';

const instant = new Date(Date.UTC(2026, 10, 5, 18, 7));

describe('intlLocale', () => {
  it('writes Arabic with Arabic-Indic digits in every region', () => {
    expect(intlLocale('ar')).toBe('ar-u-nu-arab');
    expect(intlLocale('ar-EG')).toBe('ar-EG-u-nu-arab');
    expect(numberFormat('ar').format(1234.5)).toBe('١٬٢٣٤٫٥');
  });

  it('keeps a numbering system the tag names and leaves other locales alone', () => {
    expect(intlLocale('ar-u-nu-latn')).toBe('ar-u-nu-latn');
    expect(intlLocale('de')).toBe('de');
    expect(intlLocale('pt-BR')).toBe('pt-BR');
  });
});

describe('localeDateOptions', () => {
  it('gives Serbian dates 2-digit fields', () => {
    expect(localeDateOptions('sr', { day: 'numeric', month: 'short' })).toEqual({
      day: '2-digit',
      month: '2-digit',
    });
    expect(localeDateOptions('sr-Latn', { dateStyle: 'medium', timeStyle: 'short' })).toEqual({
      day: '2-digit',
      month: '2-digit',
      year: '2-digit',
      timeStyle: 'short',
    });
    const text = dateTimeFormat('sr', { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(
      instant,
    );
    expect(text).toMatch(/^05\.\s?11\.$/);
  });

  it('leaves other locales as asked', () => {
    const options = { day: 'numeric', month: 'short' } as const;
    expect(localeDateOptions('de', options)).toBe(options);
    expect(dateTimeFormat('fr', { timeZone: 'UTC', ...options }).format(instant)).toBe('5 nov.');
  });

  it('writes Arabic dates and times with Arabic-Indic digits', () => {
    const time = dateTimeFormat('ar', {
      timeZone: 'UTC',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
    expect(time).toBe('١٨:٠٧');
  });
});

describe('formatPercent', () => {
  it('shows whole percentages in the locale', () => {
    expect(formatPercent(0.256, 'en')).toBe('26%');
    expect(formatPercent(0.25, 'de')).toBe('25\u00a0%');
    expect(formatPercent(0.25, 'ar')).toContain('٢٥');
  });
});
