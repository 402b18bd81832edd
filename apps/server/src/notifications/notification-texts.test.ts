import { describe, expect, it } from 'vitest';
import { SERVER_LANGUAGES } from '../i18n/server-languages';
import { NOTIFICATION_TEMPLATES, renderNotification } from './notification-texts';

const paid = { amount: 1250, currency: 'EUR', subunits: 100 };

describe('notification texts', () => {
  it('tells a won bet in English with the amount credited', () => {
    expect(
      renderNotification(
        'bet_won',
        { bet_ref: 'B-7', event: 'Bayern – Dortmund', legs: 1, paid },
        'en',
      ),
    ).toEqual({
      title: 'Bet won',
      caption: 'Bayern – Dortmund',
      body: '€12.50 has been credited to your balance (bet B-7).',
    });
  });

  it('addresses a German player as "du" with German money', () => {
    const text = renderNotification(
      'bet_won',
      { bet_ref: 'B-7', event: null, legs: 3, paid },
      'de',
    );
    expect(text.title).toBe('Wette gewonnen');
    expect(text.caption).toBe('3 Tipps');
    expect(text.body).toMatch(/^12,50\s€ wurden deinem Guthaben gutgeschrieben \(Wette B-7\)\.$/);
  });

  it('falls back to English for a language without texts', () => {
    expect(renderNotification('jackpot_hit', { name: 'Grand', paid }, 'it').title).toBe(
      'Jackpot hit!',
    );
  });

  it("shows the operator's maintenance texts in the player's language, else English", () => {
    const params = { title: { en: 'Maintenance', de: 'Wartung' }, body: { en: 'Back at 6' } };
    expect(renderNotification('maintenance', params, 'de')).toEqual({
      title: 'Wartung',
      caption: null,
      body: 'Back at 6',
    });
  });

  it('shows a template it does not know by its key instead of failing the list', () => {
    expect(renderNotification('from_the_future', {}, 'en').title).toBe('from_the_future');
  });

  it('writes every template in every served language', () => {
    const bet = { bet_ref: 'B-7', event: null, legs: 2 };
    const params: Record<string, Record<string, unknown>> = {
      bet_won: { ...bet, paid },
      bet_lost: { ...bet, stake: paid },
      bet_voided: { ...bet, paid },
      bet_cashed_out: { ...bet, paid },
      bonus_issued: { bonus_type: 'freebet', name: null },
      jackpot_hit: { name: 'Mega', paid },
      vip_bet_accepted: { ...bet, stake: paid },
      vip_bet_rejected: { ...bet, stake: paid },
      vip_bet_offer: { ...bet, stake: paid },
    };
    for (const template of NOTIFICATION_TEMPLATES.filter((t) => t !== 'maintenance')) {
      const english = renderNotification(template, params[template] ?? {}, 'en');
      for (const language of SERVER_LANGUAGES.filter((l) => l !== 'en')) {
        const text = renderNotification(template, params[template] ?? {}, language);
        expect(text.title, `${template} in ${language}`).not.toBe(english.title);
        expect(text.body, `${template} in ${language}`).not.toBe(english.body);
      }
    }
  });

  it('writes money with Arabic digits in Arabic and Brazilian Portuguese for pt', () => {
    const bet = { bet_ref: 'B-7', event: null, legs: 2, paid };
    expect(renderNotification('bet_won', bet, 'ar').body).toContain('١٢٫٥٠');
    expect(renderNotification('bet_won', bet, 'pt').title).toBe('Aposta ganha');
    expect(renderNotification('bet_won', bet, 'fr-CA').title).toBe('Pari gagné');
  });
});
