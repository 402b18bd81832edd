// The texts of betting refusals (`localized_message`) in every locale the site serves, worded
// like the web's own messages of the same keys (apps/web/messages/*.json, the slip's codes),
// so the server words a refusal as the slip would (decision 0015). Pure: no I/O; the server
// fills the placeholders from the refusal's `details`.

import { numberFormat } from '@sportsbook/domain';

export const REFUSAL_LOCALES = ['en', 'de', 'es', 'fr', 'pt-BR', 'ar'] as const;
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

const ES: Texts = {
  'error.place_bets.invalid_odds':
    'Las cuotas han cambiado. Revisa las nuevas cuotas e inténtalo de nuevo.',
  'error.place_bets.invalid_odds_custom_bet':
    'El precio de tu apuesta del creador de apuestas ha cambiado.',
  'error.place_bets.default': 'No se ha podido realizar tu apuesta. Inténtalo de nuevo.',
  'error.place_bets.municipality_not_found': 'No se ha encontrado tu municipio.',
  'error.place_bets.selection_suspended': 'Una selección está suspendida en este momento.',
  'error.place_bets.selection_not_available': 'Una selección ya no está disponible.',
  'error.place_bets.match_not_bettable': 'Un partido ya no admite apuestas.',
  'error.place_bets.insufficient_balance': 'Tu saldo no cubre el importe.',
  'error.place_bets.player_limit_exceeded':
    'Este importe superaría tu propio límite: puedes apostar {amount} más en este periodo.',
  'error.place_bets.idempotency_conflict': 'Esta apuesta ya se ha enviado. Inténtalo de nuevo.',
  'error.place_bets.unknown_currency': 'No tienes ninguna cuenta en {currency}.',
  'error.place_bets.freebet_not_usable': 'Esta apuesta gratis no se puede usar en esta apuesta.',
  'error.place_bets.bonus_not_usable':
    'Este bono no se aplica ahora a esta apuesta. Revisa la apuesta e inténtalo de nuevo.',
  'error.place_bets.invalid_bet': 'Estas selecciones no se pueden combinar en una apuesta.',
  'error.place_bets.custom_bet_unavailable': 'Estas selecciones no se pueden cotizar juntas.',
  'error.place_bets.no_bets': 'Introduce un importe para apostar.',
  'error.place_bets.stake_not_positive': 'Introduce un importe mayor que cero.',
  'error.place_bets.min_stake_fiat': 'El importe mínimo es {amount}.',
  'error.place_bets.min_stake_crypto': 'El importe mínimo es {amount}.',
  'error.platform.pve_player_bet_forbidden': 'Tu cuenta no puede realizar apuestas.',
  'error.validation.same_match_selections':
    'Una combinada o un sistema admite una selección por partido: deja solo una de las indicadas.',
  'error.validation.bet_limits': 'La apuesta supera tus límites de apuesta.',
  'error.validation.bet_limits.selection_limit_exceeded':
    'Una apuesta puede tener menos de {limit} selecciones.',
  'error.validation.bet_limits.odds_limit_exceeded': 'La cuota debe quedar por debajo de {limit}.',
  'error.validation.bet_limits.max_stake_limit_exceeded':
    'El importe debe quedar por debajo de {amount}.',
  'error.validation.bet_limits.payout_limit_exceeded':
    'Las ganancias deben quedar por debajo de {amount}.',
  'error.cashout.offer_changed': 'La oferta de cash out ha cambiado a {amount}.',
  'error.cashout.unavailable': 'El cash out no está disponible en este momento.',
  'error.cashout.refused': 'Esta apuesta no admite cash out.',
  'error.bets.not_found': 'No se ha encontrado esta apuesta.',
  'share-bet.not-found-modal.link-not-found': 'No se ha encontrado esta apuesta compartida.',
};

const FR: Texts = {
  'error.place_bets.invalid_odds':
    'Les cotes ont changé. Vérifiez les nouvelles cotes et réessayez.',
  'error.place_bets.invalid_odds_custom_bet': 'La cote de votre pari personnalisé a changé.',
  'error.place_bets.default': 'Votre pari n’a pas pu être placé. Veuillez réessayer.',
  'error.place_bets.municipality_not_found': 'Votre commune est introuvable.',
  'error.place_bets.selection_suspended': 'Une sélection est suspendue en ce moment.',
  'error.place_bets.selection_not_available': 'Une sélection n’est plus disponible.',
  'error.place_bets.match_not_bettable': 'Un match n’accepte plus de paris.',
  'error.place_bets.insufficient_balance': 'Votre solde ne couvre pas la mise.',
  'error.place_bets.player_limit_exceeded':
    'Cette mise dépasserait votre propre limite : vous pouvez encore miser {amount} sur cette période.',
  'error.place_bets.idempotency_conflict': 'Ce pari a déjà été envoyé. Veuillez réessayer.',
  'error.place_bets.unknown_currency': 'Vous n’avez pas de compte en {currency}.',
  'error.place_bets.freebet_not_usable': 'Ce pari gratuit ne peut pas être utilisé sur ce pari.',
  'error.place_bets.bonus_not_usable':
    'Ce bonus ne s’applique pas à ce pari pour le moment. Vérifiez le pari et réessayez.',
  'error.place_bets.invalid_bet': 'Ces sélections ne peuvent pas être combinées dans un même pari.',
  'error.place_bets.custom_bet_unavailable': 'Ces sélections ne peuvent pas être cotées ensemble.',
  'error.place_bets.no_bets': 'Saisissez une mise pour parier.',
  'error.place_bets.stake_not_positive': 'Saisissez une mise supérieure à zéro.',
  'error.place_bets.min_stake_fiat': 'La mise minimale est de {amount}.',
  'error.place_bets.min_stake_crypto': 'La mise minimale est de {amount}.',
  'error.platform.pve_player_bet_forbidden': 'Votre compte ne peut pas placer de paris.',
  'error.validation.same_match_selections':
    'Un combiné ou un système n’accepte qu’une sélection par match : gardez-en une seule parmi celles indiquées.',
  'error.validation.bet_limits': 'Le pari dépasse vos limites de pari.',
  'error.validation.bet_limits.selection_limit_exceeded':
    'Un pari doit compter moins de {limit} sélections.',
  'error.validation.bet_limits.odds_limit_exceeded': 'La cote doit rester inférieure à {limit}.',
  'error.validation.bet_limits.max_stake_limit_exceeded':
    'La mise doit rester inférieure à {amount}.',
  'error.validation.bet_limits.payout_limit_exceeded':
    'Les gains doivent rester inférieurs à {amount}.',
  'error.cashout.offer_changed': 'L’offre de cash-out est passée à {amount}.',
  'error.cashout.unavailable': 'Le cash-out n’est pas disponible pour le moment.',
  'error.cashout.refused': 'Ce pari ne peut pas être encaissé.',
  'error.bets.not_found': 'Ce pari est introuvable.',
  'share-bet.not-found-modal.link-not-found': 'Ce pari partagé est introuvable.',
};

const PT_BR: Texts = {
  'error.place_bets.invalid_odds': 'As odds mudaram. Confira as novas odds e tente novamente.',
  'error.place_bets.invalid_odds_custom_bet': 'A odd da sua aposta do criador de apostas mudou.',
  'error.place_bets.default': 'Não foi possível fazer sua aposta. Tente novamente.',
  'error.place_bets.municipality_not_found': 'Seu município não foi encontrado.',
  'error.place_bets.selection_suspended': 'Uma seleção está suspensa no momento.',
  'error.place_bets.selection_not_available': 'Uma seleção não está mais disponível.',
  'error.place_bets.match_not_bettable': 'Um jogo não aceita mais apostas.',
  'error.place_bets.insufficient_balance': 'Seu saldo não cobre o valor da aposta.',
  'error.place_bets.player_limit_exceeded':
    'Este valor ultrapassaria seu próprio limite: você pode apostar mais {amount} neste período.',
  'error.place_bets.idempotency_conflict': 'Esta aposta já foi enviada. Tente novamente.',
  'error.place_bets.unknown_currency': 'Você não tem conta em {currency}.',
  'error.place_bets.freebet_not_usable': 'Esta aposta grátis não pode ser usada nesta aposta.',
  'error.place_bets.bonus_not_usable':
    'Este bônus não vale para esta aposta agora. Confira a aposta e tente novamente.',
  'error.place_bets.invalid_bet': 'Estas seleções não podem ser combinadas em uma aposta.',
  'error.place_bets.custom_bet_unavailable': 'Estas seleções não podem ter odd calculada juntas.',
  'error.place_bets.no_bets': 'Informe um valor para apostar.',
  'error.place_bets.stake_not_positive': 'Informe um valor maior que zero.',
  'error.place_bets.min_stake_fiat': 'O valor mínimo é {amount}.',
  'error.place_bets.min_stake_crypto': 'O valor mínimo é {amount}.',
  'error.platform.pve_player_bet_forbidden': 'Sua conta não pode fazer apostas.',
  'error.validation.same_match_selections':
    'Uma múltipla ou um sistema aceita uma seleção por jogo: mantenha apenas uma das indicadas.',
  'error.validation.bet_limits': 'A aposta está acima dos seus limites de aposta.',
  'error.validation.bet_limits.selection_limit_exceeded':
    'Uma aposta pode ter menos de {limit} seleções.',
  'error.validation.bet_limits.odds_limit_exceeded': 'A odd deve ficar abaixo de {limit}.',
  'error.validation.bet_limits.max_stake_limit_exceeded': 'O valor deve ficar abaixo de {amount}.',
  'error.validation.bet_limits.payout_limit_exceeded': 'Os ganhos devem ficar abaixo de {amount}.',
  'error.cashout.offer_changed': 'A oferta de cash out mudou para {amount}.',
  'error.cashout.unavailable': 'O cash out não está disponível no momento.',
  'error.cashout.refused': 'Esta aposta não pode ter cash out.',
  'error.bets.not_found': 'Esta aposta não foi encontrada.',
  'share-bet.not-found-modal.link-not-found': 'Esta aposta compartilhada não foi encontrada.',
};

const AR: Texts = {
  'error.place_bets.invalid_odds': 'تغيّرت الاحتمالات. راجع الاحتمالات الجديدة وحاول مرة أخرى.',
  'error.place_bets.invalid_odds_custom_bet': 'تغيّر سعر رهانك المُنشأ.',
  'error.place_bets.default': 'تعذّر وضع رهانك. يُرجى المحاولة مرة أخرى.',
  'error.place_bets.municipality_not_found': 'تعذّر العثور على بلديتك.',
  'error.place_bets.selection_suspended': 'أحد الاختيارات معلّق حاليًا.',
  'error.place_bets.selection_not_available': 'أحد الاختيارات لم يعد متاحًا.',
  'error.place_bets.match_not_bettable': 'إحدى المباريات لم تعد تقبل الرهانات.',
  'error.place_bets.insufficient_balance': 'رصيدك لا يغطي مبلغ الرهان.',
  'error.place_bets.player_limit_exceeded':
    'هذا المبلغ يتجاوز حدك الشخصي: يمكنك المراهنة بـ {amount} إضافية في هذه الفترة.',
  'error.place_bets.idempotency_conflict': 'أُرسل هذا الرهان من قبل. يُرجى المحاولة مرة أخرى.',
  'error.place_bets.unknown_currency': 'ليس لديك حساب بعملة {currency}.',
  'error.place_bets.freebet_not_usable': 'لا يمكن استخدام هذا الرهان المجاني في هذا الرهان.',
  'error.place_bets.bonus_not_usable':
    'هذه المكافأة لا تنطبق على هذا الرهان الآن. راجع الرهان وحاول مرة أخرى.',
  'error.place_bets.invalid_bet': 'لا يمكن الجمع بين هذه الاختيارات في رهان واحد.',
  'error.place_bets.custom_bet_unavailable': 'لا يمكن تسعير هذه الاختيارات معًا.',
  'error.place_bets.no_bets': 'أدخل مبلغًا لتضع رهانًا.',
  'error.place_bets.stake_not_positive': 'أدخل مبلغًا أكبر من صفر.',
  'error.place_bets.min_stake_fiat': 'أقل مبلغ للرهان هو {amount}.',
  'error.place_bets.min_stake_crypto': 'أقل مبلغ للرهان هو {amount}.',
  'error.platform.pve_player_bet_forbidden': 'لا يُسمح لحسابك بوضع رهانات.',
  'error.validation.same_match_selections':
    'الرهان المتعدد أو النظام يقبل اختيارًا واحدًا لكل مباراة: أبقِ واحدًا فقط من الاختيارات المذكورة.',
  'error.validation.bet_limits': 'الرهان يتجاوز حدود رهاناتك.',
  'error.validation.bet_limits.selection_limit_exceeded':
    'يجب أن يضم الرهان أقل من {limit} اختيارات.',
  'error.validation.bet_limits.odds_limit_exceeded': 'يجب أن تبقى الاحتمالات أقل من {limit}.',
  'error.validation.bet_limits.max_stake_limit_exceeded':
    'يجب أن يبقى مبلغ الرهان أقل من {amount}.',
  'error.validation.bet_limits.payout_limit_exceeded': 'يجب أن تبقى الأرباح أقل من {amount}.',
  'error.cashout.offer_changed': 'تغيّر عرض الصرف المبكر إلى {amount}.',
  'error.cashout.unavailable': 'الصرف المبكر غير متاح حاليًا.',
  'error.cashout.refused': 'لا يمكن صرف هذا الرهان مبكرًا.',
  'error.bets.not_found': 'لم يُعثر على هذا الرهان.',
  'share-bet.not-found-modal.link-not-found': 'لم يُعثر على هذا الرهان المُشارَك.',
};

const TEXTS: Record<RefusalLocale, Texts> = {
  en: EN,
  de: DE,
  es: ES,
  fr: FR,
  'pt-BR': PT_BR,
  ar: AR,
};

/** The message keys that have a text (the same in every locale). */
export const REFUSAL_MESSAGE_KEYS: readonly string[] = Object.keys(EN);

/**
 * The refusal locale of a request: the payload's `locale` if given, else the first language of
 * `Accept-Language` we have texts for ("de-AT,de;q=0.9" → de, "pt" → pt-BR), else English.
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
    const wanted = candidate.trim().toLowerCase();
    const language = wanted.split('-')[0];
    // Exactly ("pt-br"), else by language ("pt-PT" → pt-BR, "de-AT" → de).
    const found =
      REFUSAL_LOCALES.find((locale) => locale.toLowerCase() === wanted) ??
      REFUSAL_LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language);
    if (found) return found;
  }
  return 'en';
}

/**
 * An amount of minor units as text in the locale, with its currency ("€50.00", "50,00 €",
 * Arabic digits in Arabic).
 */
export function formatRefusalAmount(
  minor: number,
  currency: string,
  subunits: number,
  locale: RefusalLocale,
): string {
  const digits = Math.max(0, Math.round(Math.log10(subunits)));
  const major = minor / subunits;
  try {
    return numberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(major);
  } catch {
    // Not an ISO 4217 code (e.g. USDT): the number, then the code.
    const number = numberFormat(locale, {
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
