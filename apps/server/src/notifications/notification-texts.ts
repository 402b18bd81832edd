// The texts of notifications in the player's language (decision 0036). A notification is
// stored as a template key and parameters; it is rendered when it is read or published, so a
// player who switches to German reads every notification, old ones too, in German. Languages
// other than English and German fall back to English, like the web app's messages.
import { type Currency, formatMoney, minorUnits } from '@sportsbook/domain';

/** Money in a notification's parameters: integer minor units of `currency`. */
export interface MoneyParam {
  amount: number;
  currency: string;
  subunits: number;
}

/**
 * The bet a notification is about: its receipt reference, and the match's name for a single
 * (null for a bet of several selections: `legs` tells how many).
 */
export interface BetParams {
  bet_ref: string;
  event: string | null;
  legs: number;
}

/** What each template needs. */
export interface NotificationTemplates {
  bet_won: BetParams & { paid: MoneyParam };
  bet_lost: BetParams & { stake: MoneyParam };
  bet_voided: BetParams & { paid: MoneyParam };
  bet_cashed_out: BetParams & { paid: MoneyParam };
  bonus_issued: { bonus_type: string; name: string | null };
  jackpot_hit: { name: string; paid: MoneyParam };
  vip_bet_accepted: BetParams & { stake: MoneyParam };
  vip_bet_rejected: BetParams & { stake: MoneyParam };
  vip_bet_offer: BetParams & { stake: MoneyParam };
  /** The operator's own texts per language (English always given). */
  maintenance: {
    title: LocalisedText;
    caption?: LocalisedText | null;
    body?: LocalisedText | null;
  };
}
export type NotificationTemplate = keyof NotificationTemplates;
export type LocalisedText = { en: string } & Partial<Record<string, string>>;

export const NOTIFICATION_TEMPLATES = [
  'bet_won',
  'bet_lost',
  'bet_voided',
  'bet_cashed_out',
  'bonus_issued',
  'jackpot_hit',
  'vip_bet_accepted',
  'vip_bet_rejected',
  'vip_bet_offer',
  'maintenance',
] as const satisfies readonly NotificationTemplate[];

export interface RenderedText {
  title: string;
  caption: string | null;
  body: string | null;
}

type Language = 'en' | 'de';
type Renderers = {
  [K in Exclude<NotificationTemplate, 'maintenance'>]: (
    p: NotificationTemplates[K],
    money: (m: MoneyParam) => string,
  ) => RenderedText;
};

const BONUS_NAMES: Record<Language, Record<string, string>> = {
  en: { freebet: 'Freebet', comboboost: 'Combo boost', jackpot: 'Jackpot' },
  de: { freebet: 'Freebet', comboboost: 'Kombi-Boost', jackpot: 'Jackpot' },
};

const eventEn = (p: BetParams) => p.event ?? `${p.legs} selections`;
const eventDe = (p: BetParams) => p.event ?? `${p.legs} Tipps`;

const TEXTS: Record<Language, Renderers> = {
  en: {
    bet_won: (p, m) => ({
      title: 'Bet won',
      caption: eventEn(p),
      body: `${m(p.paid)} has been credited to your balance (bet ${p.bet_ref}).`,
    }),
    bet_lost: (p, m) => ({
      title: 'Bet lost',
      caption: eventEn(p),
      body: `Your ${m(p.stake)} bet ${p.bet_ref} did not win this time.`,
    }),
    bet_voided: (p, m) => ({
      title: 'Bet voided',
      caption: eventEn(p),
      body: `${m(p.paid)} has been returned to your balance (bet ${p.bet_ref}).`,
    }),
    bet_cashed_out: (p, m) => ({
      title: 'Bet cashed out',
      caption: eventEn(p),
      body: `${m(p.paid)} has been credited to your balance (bet ${p.bet_ref}).`,
    }),
    bonus_issued: (p) => ({
      title: 'New bonus for you',
      caption: p.name ?? BONUS_NAMES.en[p.bonus_type] ?? 'Bonus',
      body: 'Find it in Promotions and on the bet slip.',
    }),
    jackpot_hit: (p, m) => ({
      title: 'Jackpot hit!',
      caption: p.name,
      body: `${m(p.paid)} has been credited to your balance.`,
    }),
    vip_bet_accepted: (p, m) => ({
      title: 'VIP bet accepted',
      caption: eventEn(p),
      body: `Your ${m(p.stake)} VIP bet ${p.bet_ref} has been accepted.`,
    }),
    vip_bet_rejected: (p, m) => ({
      title: 'VIP bet declined',
      caption: eventEn(p),
      body: `Your ${m(p.stake)} VIP bet ${p.bet_ref} was declined; the stake is back in your balance.`,
    }),
    vip_bet_offer: (p, m) => ({
      title: 'VIP bet: new offer',
      caption: eventEn(p),
      body: `The trader offers ${m(p.stake)} for bet ${p.bet_ref}. Confirm it in My bets.`,
    }),
  },
  de: {
    bet_won: (p, m) => ({
      title: 'Wette gewonnen',
      caption: eventDe(p),
      body: `${m(p.paid)} wurden deinem Guthaben gutgeschrieben (Wette ${p.bet_ref}).`,
    }),
    bet_lost: (p, m) => ({
      title: 'Wette verloren',
      caption: eventDe(p),
      body: `Deine Wette ${p.bet_ref} über ${m(p.stake)} hat diesmal nicht gewonnen.`,
    }),
    bet_voided: (p, m) => ({
      title: 'Wette storniert',
      caption: eventDe(p),
      body: `${m(p.paid)} wurden deinem Guthaben zurückgebucht (Wette ${p.bet_ref}).`,
    }),
    bet_cashed_out: (p, m) => ({
      title: 'Wette ausgezahlt',
      caption: eventDe(p),
      body: `${m(p.paid)} wurden deinem Guthaben gutgeschrieben (Wette ${p.bet_ref}).`,
    }),
    bonus_issued: (p) => ({
      title: 'Neuer Bonus für dich',
      caption: p.name ?? BONUS_NAMES.de[p.bonus_type] ?? 'Bonus',
      body: 'Du findest ihn unter Aktionen und auf dem Wettschein.',
    }),
    jackpot_hit: (p, m) => ({
      title: 'Jackpot geknackt!',
      caption: p.name,
      body: `${m(p.paid)} wurden deinem Guthaben gutgeschrieben.`,
    }),
    vip_bet_accepted: (p, m) => ({
      title: 'VIP-Wette angenommen',
      caption: eventDe(p),
      body: `Deine VIP-Wette ${p.bet_ref} über ${m(p.stake)} wurde angenommen.`,
    }),
    vip_bet_rejected: (p, m) => ({
      title: 'VIP-Wette abgelehnt',
      caption: eventDe(p),
      body: `Deine VIP-Wette ${p.bet_ref} über ${m(p.stake)} wurde abgelehnt; der Einsatz ist wieder in deinem Guthaben.`,
    }),
    vip_bet_offer: (p, m) => ({
      title: 'VIP-Wette: neues Angebot',
      caption: eventDe(p),
      body: `Der Trader bietet ${m(p.stake)} für die Wette ${p.bet_ref}. Bestätige es unter Meine Wetten.`,
    }),
  },
};

/** The text language for a language code; undefined when there are no texts in it. */
export const textLanguageOf = (language: string): Language | undefined => {
  const base = language.toLowerCase().split('-')[0];
  return base === 'de' || base === 'en' ? base : undefined;
};
const languageOf = (language: string): Language => textLanguageOf(language) ?? 'en';

function moneyIn(language: Language) {
  return (m: MoneyParam): string => {
    const currency: Currency = {
      code: m.currency,
      subunits: m.subunits,
      fiat: /^[A-Z]{3}$/.test(m.currency) && m.subunits <= 1000,
      subcurrencies: [],
    };
    return formatMoney(minorUnits(m.amount), currency, { locale: language, unit: 'main' });
  };
}

const pick = (text: LocalisedText | null | undefined, language: Language): string | null =>
  text ? (text[language] ?? text.en) : null;

/**
 * A stored notification's texts in `language`. An unknown template (a row written by a newer
 * version) still shows, with its key as the title, rather than failing the whole list.
 */
export function renderNotification(
  template: string,
  params: Record<string, unknown>,
  language: string,
): RenderedText {
  const lang = languageOf(language);
  if (template === 'maintenance') {
    const p = params as NotificationTemplates['maintenance'];
    return {
      title: pick(p.title, lang) ?? '',
      caption: pick(p.caption, lang),
      body: pick(p.body, lang),
    };
  }
  const render = TEXTS[lang][template as keyof Renderers] as
    ((p: unknown, money: (m: MoneyParam) => string) => RenderedText) | undefined;
  if (!render) return { title: template, caption: null, body: null };
  return render(params, moneyIn(lang));
}
