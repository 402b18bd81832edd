import { describe, expect, it } from 'vitest';
import { renderNotification } from './notification-texts';

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
    expect(renderNotification('jackpot_hit', { name: 'Grand', paid }, 'fr').title).toBe(
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
});
