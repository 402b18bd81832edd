// The texts of betting refusals (`localized_message`), in English and German, worded like the
// web's own messages of the same keys (apps/web/messages/{en,de}.json, the slip's error codes),
// so the server words a refusal as the slip would (decision 0015). Pure: no I/O; the server
// fills the placeholders from the refusal's `details`.

export const REFUSAL_LOCALES = ['en', 'de'] as const;
export type RefusalLocale = (typeof REFUSAL_LOCALES)[number];

type Texts = Readonly<Record<string, string>>;

const EN: Texts = {
  'error.place_bets.invalid_odds': 'The odds have changed. Check the new odds and try again.',
  'error.place_bets.invalid_odds_custom_bet': 'The price of your bet builder bet has changed.',
  'error.place_bets.default': 'Your bet could not be placed. Please try again.',
  'error.place_bets.municipality_not_found': 'Your municipality could not be found.',
  'error.place_bets.selection_suspended': 'A selection is suspended right now.',
  'error.place_bets.selection_not_available': 'A selection is no longer available.',
  'error.place_bets.match_not_bettable': 'A match no longer takes bets.',
  'error.place_bets.insufficient_balance': 'Your balance does not cover the stake.',
  'error.place_bets.player_limit_exceeded':
    'This stake would pass your own limit: you can stake {amount} more in this period.',
  'error.place_bets.idempotency_conflict': 'This bet was already sent. Please try again.',
  'error.place_bets.unknown_currency': 'You have no account in {currency}.',
  'error.place_bets.freebet_not_usable': 'This freebet cannot be used on this bet.',
  'error.place_bets.bonus_not_usable':
    'This bonus does not apply to this bet now. Check the bet and try again.',
  'error.place_bets.invalid_bet': 'These selections cannot be combined in one bet.',
  'error.place_bets.custom_bet_unavailable': 'These selections cannot be priced together.',
  'error.place_bets.no_bets': 'Enter a stake to place a bet.',
  'error.place_bets.stake_not_positive': 'Enter a stake above zero.',
  'error.place_bets.min_stake_fiat': 'The smallest stake is {amount}.',
  'error.place_bets.min_stake_crypto': 'The smallest stake is {amount}.',
  'error.platform.pve_player_bet_forbidden': 'Your account may not place bets.',
  'error.validation.same_match_selections':
    'A combo or system takes one selection per match: keep only one of those named.',
  'error.validation.bet_limits': 'The bet is above your bet limits.',
  'error.validation.bet_limits.selection_limit_exceeded':
    'A bet can have fewer than {limit} selections.',
  'error.validation.bet_limits.odds_limit_exceeded': 'The odds must stay below {limit}.',
  'error.validation.bet_limits.max_stake_limit_exceeded': 'The stake must stay below {amount}.',
  'error.validation.bet_limits.payout_limit_exceeded': 'The winnings must stay below {amount}.',
  'error.cashout.offer_changed': 'The cash-out offer changed to {amount}.',
  'error.cashout.unavailable': 'Cash out is not available right now.',
  'error.cashout.refused': 'This bet cannot be cashed out.',
  'error.bets.not_found': 'This bet was not found.',
  'share-bet.not-found-modal.link-not-found': 'This shared bet was not found.',
};

const DE: Texts = {
  'error.place_bets.invalid_odds':
    'Die Quoten haben sich geändert. Prüfe die neuen Quoten und versuche es erneut.',
  'error.place_bets.invalid_odds_custom_bet':
    'Der Preis deiner Bet-Builder-Wette hat sich geändert.',
  'error.place_bets.default':
    'Deine Wette konnte nicht platziert werden. Bitte versuche es erneut.',
  'error.place_bets.municipality_not_found': 'Deine Gemeinde wurde nicht gefunden.',
  'error.place_bets.selection_suspended': 'Ein Tipp ist gerade gesperrt.',
  'error.place_bets.selection_not_available': 'Ein Tipp ist nicht mehr verfügbar.',
  'error.place_bets.match_not_bettable': 'Auf ein Spiel kann nicht mehr gewettet werden.',
  'error.place_bets.insufficient_balance': 'Dein Guthaben reicht für den Einsatz nicht aus.',
  'error.place_bets.player_limit_exceeded':
    'Dieser Einsatz würde dein eigenes Limit überschreiten: du kannst in diesem Zeitraum noch {amount} setzen.',
  'error.place_bets.idempotency_conflict':
    'Diese Wette wurde bereits gesendet. Bitte versuche es erneut.',
  'error.place_bets.unknown_currency': 'Du hast kein Konto in {currency}.',
  'error.place_bets.freebet_not_usable': 'Diese Gratiswette passt nicht zu dieser Wette.',
  'error.place_bets.bonus_not_usable':
    'Dieser Bonus gilt gerade nicht für diese Wette. Prüfe die Wette und versuche es erneut.',
  'error.place_bets.invalid_bet': 'Diese Tipps lassen sich nicht in einer Wette kombinieren.',
  'error.place_bets.custom_bet_unavailable': 'Diese Tipps können nicht zusammen bewertet werden.',
  'error.place_bets.no_bets': 'Gib einen Einsatz ein, um zu wetten.',
  'error.place_bets.stake_not_positive': 'Gib einen Einsatz über null ein.',
  'error.place_bets.min_stake_fiat': 'Der kleinste Einsatz ist {amount}.',
  'error.place_bets.min_stake_crypto': 'Der kleinste Einsatz ist {amount}.',
  'error.platform.pve_player_bet_forbidden':
    'Mit deinem Konto können keine Wetten platziert werden.',
  'error.validation.same_match_selections':
    'Eine Kombi- oder Systemwette nimmt nur einen Tipp pro Spiel: behalte nur einen der genannten.',
  'error.validation.bet_limits': 'Die Wette liegt über deinen Wettlimits.',
  'error.validation.bet_limits.selection_limit_exceeded':
    'Eine Wette kann weniger als {limit} Tipps haben.',
  'error.validation.bet_limits.odds_limit_exceeded': 'Die Quote muss unter {limit} bleiben.',
  'error.validation.bet_limits.max_stake_limit_exceeded':
    'Der Einsatz muss unter {amount} bleiben.',
  'error.validation.bet_limits.payout_limit_exceeded': 'Der Gewinn muss unter {amount} bleiben.',
  'error.cashout.offer_changed': 'Das Cash-out-Angebot hat sich auf {amount} geändert.',
  'error.cashout.unavailable': 'Cash-out ist gerade nicht verfügbar.',
  'error.cashout.refused': 'Diese Wette kann nicht ausgezahlt werden.',
  'error.bets.not_found': 'Diese Wette wurde nicht gefunden.',
  'share-bet.not-found-modal.link-not-found': 'Diese geteilte Wette wurde nicht gefunden.',
};

const TEXTS: Record<RefusalLocale, Texts> = { en: EN, de: DE };

/** The message keys that have a text (the same in every locale). */
export const REFUSAL_MESSAGE_KEYS: readonly string[] = Object.keys(EN);

/**
 * The refusal locale of a request: the payload's `locale` if given, else the first language of
 * `Accept-Language` we have texts for ("de-AT,de;q=0.9" → de), else English.
 */
export function refusalLocale(
  explicit?: string | null,
  acceptLanguage?: string | null,
): RefusalLocale {
  const candidates = [
    ...(explicit ? [explicit] : []),
    ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0] ?? ''),
  ];
  for (const candidate of candidates) {
    const language = candidate.trim().toLowerCase().split('-')[0];
    if ((REFUSAL_LOCALES as readonly string[]).includes(language ?? '')) {
      return language as RefusalLocale;
    }
  }
  return 'en';
}

/** An amount of minor units as text in the locale, with its currency ("€50.00", "50,00 €"). */
export function formatRefusalAmount(
  minor: number,
  currency: string,
  subunits: number,
  locale: RefusalLocale,
): string {
  const digits = Math.max(0, Math.round(Math.log10(subunits)));
  const major = minor / subunits;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(major);
  } catch {
    // Not an ISO 4217 code (e.g. USDT): the number, then the code.
    const number = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(major);
    return `${number} ${currency}`;
  }
}

/**
 * The text of a refusal's message key in the locale, its `{name}` placeholders filled from
 * `params` (a placeholder without a value stays as it is). Unknown keys answer the default text.
 */
export function refusalText(
  messageKey: string,
  locale: RefusalLocale,
  params: Readonly<Record<string, string>> = {},
): string {
  const texts = TEXTS[locale];
  const text = texts[messageKey] ?? (texts['error.place_bets.default'] as string);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
