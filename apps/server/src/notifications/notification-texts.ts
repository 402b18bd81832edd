// The texts of notifications in the player's language (decision 0036). A notification is
// stored as a template key and parameters; it is rendered when it is read or published, so a
// player who switches to German reads every notification, old ones too, in German. Languages
// the site does not serve fall back to English, like the web app's messages.
import { type Currency, formatMoney, minorUnits } from '@sportsbook/domain';
import { type ServerLanguage, serverLanguageOf } from '../i18n/server-languages';

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

type Language = ServerLanguage;
type Renderers = {
  [K in Exclude<NotificationTemplate, 'maintenance'>]: (
    p: NotificationTemplates[K],
    money: (m: MoneyParam) => string,
  ) => RenderedText;
};

const BONUS_NAMES: Record<Language, Record<string, string>> = {
  en: { freebet: 'Freebet', comboboost: 'Combo boost', jackpot: 'Jackpot' },
  de: { freebet: 'Freebet', comboboost: 'Kombi-Boost', jackpot: 'Jackpot' },
  es: { freebet: 'Apuesta gratis', comboboost: 'Combo boost', jackpot: 'Bote' },
  fr: { freebet: 'Pari gratuit', comboboost: 'Combo boost', jackpot: 'Jackpot' },
  'pt-BR': { freebet: 'Aposta grátis', comboboost: 'Combo boost', jackpot: 'Jackpot' },
  ar: { freebet: 'رهان مجاني', comboboost: 'تعزيز المتعدد', jackpot: 'الجائزة الكبرى' },
};

const eventEn = (p: BetParams) => p.event ?? `${p.legs} selections`;
const eventDe = (p: BetParams) => p.event ?? `${p.legs} Tipps`;
const eventEs = (p: BetParams) => p.event ?? `${p.legs} selecciones`;
const eventFr = (p: BetParams) => p.event ?? `${p.legs} sélections`;
const eventPt = (p: BetParams) => p.event ?? `${p.legs} seleções`;
const eventAr = (p: BetParams) => p.event ?? `اختيارات: ${p.legs}`;

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
  es: {
    bet_won: (p, m) => ({
      title: 'Apuesta ganada',
      caption: eventEs(p),
      body: `Se han abonado ${m(p.paid)} a tu saldo (apuesta ${p.bet_ref}).`,
    }),
    bet_lost: (p, m) => ({
      title: 'Apuesta perdida',
      caption: eventEs(p),
      body: `Tu apuesta ${p.bet_ref} de ${m(p.stake)} no ha ganado esta vez.`,
    }),
    bet_voided: (p, m) => ({
      title: 'Apuesta anulada',
      caption: eventEs(p),
      body: `Se han devuelto ${m(p.paid)} a tu saldo (apuesta ${p.bet_ref}).`,
    }),
    bet_cashed_out: (p, m) => ({
      title: 'Apuesta cobrada',
      caption: eventEs(p),
      body: `Se han abonado ${m(p.paid)} a tu saldo (apuesta ${p.bet_ref}).`,
    }),
    bonus_issued: (p) => ({
      title: 'Tienes un nuevo bono',
      caption: p.name ?? BONUS_NAMES.es[p.bonus_type] ?? 'Bono',
      body: 'Lo encontrarás en Promociones y en el boleto.',
    }),
    jackpot_hit: (p, m) => ({
      title: '¡Has ganado el bote!',
      caption: p.name,
      body: `Se han abonado ${m(p.paid)} a tu saldo.`,
    }),
    vip_bet_accepted: (p, m) => ({
      title: 'Apuesta VIP aceptada',
      caption: eventEs(p),
      body: `Tu apuesta VIP ${p.bet_ref} de ${m(p.stake)} ha sido aceptada.`,
    }),
    vip_bet_rejected: (p, m) => ({
      title: 'Apuesta VIP rechazada',
      caption: eventEs(p),
      body: `Tu apuesta VIP ${p.bet_ref} de ${m(p.stake)} ha sido rechazada; el importe ha vuelto a tu saldo.`,
    }),
    vip_bet_offer: (p, m) => ({
      title: 'Apuesta VIP: nueva oferta',
      caption: eventEs(p),
      body: `El trader ofrece ${m(p.stake)} para la apuesta ${p.bet_ref}. Confírmala en Mis apuestas.`,
    }),
  },
  fr: {
    bet_won: (p, m) => ({
      title: 'Pari gagné',
      caption: eventFr(p),
      body: `${m(p.paid)} ont été crédités sur votre solde (pari ${p.bet_ref}).`,
    }),
    bet_lost: (p, m) => ({
      title: 'Pari perdu',
      caption: eventFr(p),
      body: `Votre pari ${p.bet_ref} de ${m(p.stake)} n’a pas gagné cette fois.`,
    }),
    bet_voided: (p, m) => ({
      title: 'Pari annulé',
      caption: eventFr(p),
      body: `${m(p.paid)} ont été remboursés sur votre solde (pari ${p.bet_ref}).`,
    }),
    bet_cashed_out: (p, m) => ({
      title: 'Pari encaissé',
      caption: eventFr(p),
      body: `${m(p.paid)} ont été crédités sur votre solde (pari ${p.bet_ref}).`,
    }),
    bonus_issued: (p) => ({
      title: 'Un nouveau bonus pour vous',
      caption: p.name ?? BONUS_NAMES.fr[p.bonus_type] ?? 'Bonus',
      body: 'Retrouvez-le dans Promotions et sur le coupon.',
    }),
    jackpot_hit: (p, m) => ({
      title: 'Jackpot décroché !',
      caption: p.name,
      body: `${m(p.paid)} ont été crédités sur votre solde.`,
    }),
    vip_bet_accepted: (p, m) => ({
      title: 'Pari VIP accepté',
      caption: eventFr(p),
      body: `Votre pari VIP ${p.bet_ref} de ${m(p.stake)} a été accepté.`,
    }),
    vip_bet_rejected: (p, m) => ({
      title: 'Pari VIP refusé',
      caption: eventFr(p),
      body: `Votre pari VIP ${p.bet_ref} de ${m(p.stake)} a été refusé ; la mise est revenue sur votre solde.`,
    }),
    vip_bet_offer: (p, m) => ({
      title: 'Pari VIP : nouvelle offre',
      caption: eventFr(p),
      body: `Le trader propose ${m(p.stake)} pour le pari ${p.bet_ref}. Confirmez-la dans Mes paris.`,
    }),
  },
  'pt-BR': {
    bet_won: (p, m) => ({
      title: 'Aposta ganha',
      caption: eventPt(p),
      body: `${m(p.paid)} foram creditados no seu saldo (aposta ${p.bet_ref}).`,
    }),
    bet_lost: (p, m) => ({
      title: 'Aposta perdida',
      caption: eventPt(p),
      body: `Sua aposta ${p.bet_ref} de ${m(p.stake)} não ganhou desta vez.`,
    }),
    bet_voided: (p, m) => ({
      title: 'Aposta anulada',
      caption: eventPt(p),
      body: `${m(p.paid)} voltaram para o seu saldo (aposta ${p.bet_ref}).`,
    }),
    bet_cashed_out: (p, m) => ({
      title: 'Cash out feito',
      caption: eventPt(p),
      body: `${m(p.paid)} foram creditados no seu saldo (aposta ${p.bet_ref}).`,
    }),
    bonus_issued: (p) => ({
      title: 'Novo bônus para você',
      caption: p.name ?? BONUS_NAMES['pt-BR'][p.bonus_type] ?? 'Bônus',
      body: 'Ele está em Promoções e no boletim de apostas.',
    }),
    jackpot_hit: (p, m) => ({
      title: 'Você ganhou o jackpot!',
      caption: p.name,
      body: `${m(p.paid)} foram creditados no seu saldo.`,
    }),
    vip_bet_accepted: (p, m) => ({
      title: 'Aposta VIP aceita',
      caption: eventPt(p),
      body: `Sua aposta VIP ${p.bet_ref} de ${m(p.stake)} foi aceita.`,
    }),
    vip_bet_rejected: (p, m) => ({
      title: 'Aposta VIP recusada',
      caption: eventPt(p),
      body: `Sua aposta VIP ${p.bet_ref} de ${m(p.stake)} foi recusada; o valor voltou para o seu saldo.`,
    }),
    vip_bet_offer: (p, m) => ({
      title: 'Aposta VIP: nova oferta',
      caption: eventPt(p),
      body: `O trader oferece ${m(p.stake)} para a aposta ${p.bet_ref}. Confirme em Minhas apostas.`,
    }),
  },
  ar: {
    bet_won: (p, m) => ({
      title: 'ربحت الرهان',
      caption: eventAr(p),
      body: `أُضيف ${m(p.paid)} إلى رصيدك (الرهان ${p.bet_ref}).`,
    }),
    bet_lost: (p, m) => ({
      title: 'خسرت الرهان',
      caption: eventAr(p),
      body: `رهانك ${p.bet_ref} بمبلغ ${m(p.stake)} لم يربح هذه المرة.`,
    }),
    bet_voided: (p, m) => ({
      title: 'أُلغي الرهان',
      caption: eventAr(p),
      body: `أُعيد ${m(p.paid)} إلى رصيدك (الرهان ${p.bet_ref}).`,
    }),
    bet_cashed_out: (p, m) => ({
      title: 'صُرف الرهان مبكرًا',
      caption: eventAr(p),
      body: `أُضيف ${m(p.paid)} إلى رصيدك (الرهان ${p.bet_ref}).`,
    }),
    bonus_issued: (p) => ({
      title: 'مكافأة جديدة لك',
      caption: p.name ?? BONUS_NAMES.ar[p.bonus_type] ?? 'مكافأة',
      body: 'تجدها في العروض وفي قسيمة الرهان.',
    }),
    jackpot_hit: (p, m) => ({
      title: 'ربحت الجائزة الكبرى!',
      caption: p.name,
      body: `أُضيف ${m(p.paid)} إلى رصيدك.`,
    }),
    vip_bet_accepted: (p, m) => ({
      title: 'قُبل رهان VIP',
      caption: eventAr(p),
      body: `قُبل رهان VIP ${p.bet_ref} بمبلغ ${m(p.stake)}.`,
    }),
    vip_bet_rejected: (p, m) => ({
      title: 'رُفض رهان VIP',
      caption: eventAr(p),
      body: `رُفض رهان VIP ${p.bet_ref} بمبلغ ${m(p.stake)}؛ عاد المبلغ إلى رصيدك.`,
    }),
    vip_bet_offer: (p, m) => ({
      title: 'رهان VIP: عرض جديد',
      caption: eventAr(p),
      body: `يعرض المتداول ${m(p.stake)} للرهان ${p.bet_ref}. أكّده في «رهاناتي».`,
    }),
  },
};

/** The text language for a language code; undefined when there are no texts in it. */
export const textLanguageOf = (language: string): Language | undefined =>
  serverLanguageOf(language);
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
