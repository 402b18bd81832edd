import { describe, expect, it } from 'vitest';
import { accountTexts, durationText, localizedWebPath } from './account-texts';
import { SERVER_LANGUAGES } from './server-languages';

const LINK = 'http://web.test/sports/users/x?token=abc';

describe('account texts', () => {
  it('has every e-mail and SMS in every served language, each with its link and time', () => {
    const english = accountTexts('en');
    for (const language of SERVER_LANGUAGES) {
      const texts = accountTexts(language);
      for (const mail of [
        texts.passwordReset(LINK, 'TTL'),
        texts.confirmation(LINK, 'TTL'),
        texts.unlock(LINK, 'TTL'),
      ]) {
        expect(mail.body).toContain(`\n${LINK}\n`);
        expect(mail.body).toContain('TTL');
      }
      expect(texts.signUpAttemptEmail(LINK, 'RESET').body).toContain('RESET');
      expect(texts.signUpAttemptSms(LINK)).toContain(LINK);
      expect(texts.phoneCode('123456', 'TTL')).toMatch(/123456.*TTL/s);
      if (language !== 'en') {
        expect(texts.passwordReset(LINK, 'TTL').subject).not.toBe(
          english.passwordReset(LINK, 'TTL').subject,
        );
        expect(texts.phoneCode('1', 'T')).not.toBe(english.phoneCode('1', 'T'));
      }
    }
  });

  it('writes English for a language the site does not serve', () => {
    expect(accountTexts('it').confirmation(LINK, 'x').subject).toBe('Confirm your e-mail address');
    expect(accountTexts(null).unlock(LINK, 'x').subject).toBe('Your account is locked');
  });
});

describe('durationText', () => {
  it('writes hours and minutes out in the language', () => {
    expect(durationText(3_600_000, 'en')).toBe('1 hour');
    expect(durationText(72 * 3_600_000, 'de')).toBe('72 Stunden');
    expect(durationText(10 * 60_000, 'pt-BR')).toBe('10 minutos');
    expect(durationText(24 * 3_600_000, 'ar')).toContain('٢٤');
  });
});

describe('localizedWebPath', () => {
  it('puts the language segment after the base, none for English', () => {
    expect(localizedWebPath('/sports/users/sign-in', 'de')).toBe('/sports/de/users/sign-in');
    expect(localizedWebPath('/sports/users/sign-in', 'pt-br')).toBe('/sports/pt-BR/users/sign-in');
    expect(localizedWebPath('/sports', 'ar')).toBe('/sports/ar');
    expect(localizedWebPath('/sports/users/sign-in', 'en')).toBe('/sports/users/sign-in');
    expect(localizedWebPath('/sports/users/sign-in', 'it')).toBe('/sports/users/sign-in');
  });
});
