// The e-mails and SMS of account flows in the player's language: password reset, e-mail
// confirmation, unlock, a sign-up attempt with a login that is taken, and the phone code.
// Links point at the page in the same language (`/sports/de/users/…`); durations are written
// out by Intl ("1 hour", "72 Stunden", "٧٢ ساعة").
import { localizeHref, numberFormat } from '@sportsbook/domain';
import { SERVER_LANGUAGES, type ServerLanguage, serverLanguage } from './server-languages';

export interface MailText {
  subject: string;
  body: string;
}

interface AccountTexts {
  passwordReset(link: string, ttl: string): MailText;
  confirmation(link: string, ttl: string): MailText;
  unlock(link: string, ttl: string): MailText;
  signUpAttemptEmail(signIn: string, reset: string): MailText;
  signUpAttemptSms(signIn: string): string;
  phoneCode(code: string, ttl: string): string;
}

const TEXTS: Record<ServerLanguage, AccountTexts> = {
  en: {
    passwordReset: (link, ttl) => ({
      subject: 'Reset your password',
      body: `Someone asked to reset the password of your account. To choose a new one, open:\n${link}\nThe link works once and expires in ${ttl}. If it was not you, ignore this e-mail.`,
    }),
    confirmation: (link, ttl) => ({
      subject: 'Confirm your e-mail address',
      body: `Welcome! Confirm your e-mail address by opening:\n${link}\nThe link works once and expires in ${ttl}.`,
    }),
    unlock: (link, ttl) => ({
      subject: 'Your account is locked',
      body: `Someone entered too many wrong passwords for your account, so it is locked for devices you never signed in from, and open sessions were ended. Your own devices can still sign in with your password. To unlock it everywhere, open:\n${link}\nThe link works once and expires in ${ttl}. If it was not you, consider choosing a new password.`,
    }),
    signUpAttemptEmail: (signIn, reset) => ({
      subject: 'Sign-up attempt with your address',
      body: `Someone tried to open an account with this address. You already have one, so no account was opened with it. If it was you, sign in:\n${signIn}\nor choose a new password if you forgot it:\n${reset}\nIf it was not you, you need not do anything.`,
    }),
    signUpAttemptSms: (signIn) =>
      `Someone tried to open a sportsbook account with this number. You already have one: sign in at ${signIn}`,
    phoneCode: (code, ttl) => `Your sportsbook verification code is ${code}. It expires in ${ttl}.`,
  },
  de: {
    passwordReset: (link, ttl) => ({
      subject: 'Setze dein Passwort zurück',
      body: `Jemand möchte das Passwort deines Kontos zurücksetzen. Um ein neues zu wählen, öffne:\n${link}\nDer Link funktioniert einmal und läuft in ${ttl} ab. Wenn du das nicht warst, ignoriere diese E-Mail.`,
    }),
    confirmation: (link, ttl) => ({
      subject: 'Bestätige deine E-Mail-Adresse',
      body: `Willkommen! Bestätige deine E-Mail-Adresse, indem du diesen Link öffnest:\n${link}\nDer Link funktioniert einmal und läuft in ${ttl} ab.`,
    }),
    unlock: (link, ttl) => ({
      subject: 'Dein Konto ist gesperrt',
      body: `Jemand hat zu oft ein falsches Passwort für dein Konto eingegeben. Deshalb ist es für Geräte gesperrt, auf denen du dich nie angemeldet hast, und offene Sitzungen wurden beendet. Deine eigenen Geräte können sich weiter mit deinem Passwort anmelden. Um es überall zu entsperren, öffne:\n${link}\nDer Link funktioniert einmal und läuft in ${ttl} ab. Wenn du das nicht warst, wähle am besten ein neues Passwort.`,
    }),
    signUpAttemptEmail: (signIn, reset) => ({
      subject: 'Registrierungsversuch mit deiner Adresse',
      body: `Jemand hat versucht, mit dieser Adresse ein Konto zu eröffnen. Du hast bereits eins, daher wurde kein Konto eröffnet. Wenn du das warst, melde dich an:\n${signIn}\noder wähle ein neues Passwort, falls du es vergessen hast:\n${reset}\nWenn du das nicht warst, musst du nichts tun.`,
    }),
    signUpAttemptSms: (signIn) =>
      `Jemand hat versucht, mit dieser Nummer ein Sportwetten-Konto zu eröffnen. Du hast bereits eins: melde dich an unter ${signIn}`,
    phoneCode: (code, ttl) =>
      `Dein Bestätigungscode für Sportsbook ist ${code}. Er läuft in ${ttl} ab.`,
  },
  es: {
    passwordReset: (link, ttl) => ({
      subject: 'Restablece tu contraseña',
      body: `Alguien ha pedido restablecer la contraseña de tu cuenta. Para elegir una nueva, abre:\n${link}\nEl enlace funciona una sola vez y caduca en ${ttl}. Si no has sido tú, ignora este correo.`,
    }),
    confirmation: (link, ttl) => ({
      subject: 'Confirma tu correo electrónico',
      body: `¡Bienvenido! Confirma tu correo electrónico abriendo:\n${link}\nEl enlace funciona una sola vez y caduca en ${ttl}.`,
    }),
    unlock: (link, ttl) => ({
      subject: 'Tu cuenta está bloqueada',
      body: `Alguien ha introducido demasiadas contraseñas incorrectas en tu cuenta, así que está bloqueada en los dispositivos desde los que nunca has iniciado sesión y se han cerrado las sesiones abiertas. Tus propios dispositivos pueden seguir iniciando sesión con tu contraseña. Para desbloquearla en todas partes, abre:\n${link}\nEl enlace funciona una sola vez y caduca en ${ttl}. Si no has sido tú, te recomendamos elegir una nueva contraseña.`,
    }),
    signUpAttemptEmail: (signIn, reset) => ({
      subject: 'Intento de registro con tu dirección',
      body: `Alguien ha intentado abrir una cuenta con esta dirección. Ya tienes una, así que no se ha abierto ninguna cuenta. Si has sido tú, inicia sesión:\n${signIn}\no elige una nueva contraseña si la has olvidado:\n${reset}\nSi no has sido tú, no tienes que hacer nada.`,
    }),
    signUpAttemptSms: (signIn) =>
      `Alguien ha intentado abrir una cuenta de apuestas con este número. Ya tienes una: inicia sesión en ${signIn}`,
    phoneCode: (code, ttl) =>
      `Tu código de verificación de Sportsbook es ${code}. Caduca en ${ttl}.`,
  },
  fr: {
    passwordReset: (link, ttl) => ({
      subject: 'Réinitialisez votre mot de passe',
      body: `Quelqu’un a demandé à réinitialiser le mot de passe de votre compte. Pour en choisir un nouveau, ouvrez :\n${link}\nLe lien ne fonctionne qu’une fois et expire dans ${ttl}. Si ce n’était pas vous, ignorez cet e-mail.`,
    }),
    confirmation: (link, ttl) => ({
      subject: 'Confirmez votre adresse e-mail',
      body: `Bienvenue ! Confirmez votre adresse e-mail en ouvrant :\n${link}\nLe lien ne fonctionne qu’une fois et expire dans ${ttl}.`,
    }),
    unlock: (link, ttl) => ({
      subject: 'Votre compte est bloqué',
      body: `Quelqu’un a saisi trop de mots de passe erronés pour votre compte : il est donc bloqué sur les appareils depuis lesquels vous ne vous êtes jamais connecté, et les sessions ouvertes ont été fermées. Vos propres appareils peuvent toujours se connecter avec votre mot de passe. Pour le débloquer partout, ouvrez :\n${link}\nLe lien ne fonctionne qu’une fois et expire dans ${ttl}. Si ce n’était pas vous, pensez à choisir un nouveau mot de passe.`,
    }),
    signUpAttemptEmail: (signIn, reset) => ({
      subject: 'Tentative d’inscription avec votre adresse',
      body: `Quelqu’un a essayé d’ouvrir un compte avec cette adresse. Vous en avez déjà un, aucun compte n’a donc été ouvert. Si c’était vous, connectez-vous :\n${signIn}\nou choisissez un nouveau mot de passe si vous l’avez oublié :\n${reset}\nSi ce n’était pas vous, vous n’avez rien à faire.`,
    }),
    signUpAttemptSms: (signIn) =>
      `Quelqu’un a essayé d’ouvrir un compte de paris avec ce numéro. Vous en avez déjà un : connectez-vous sur ${signIn}`,
    phoneCode: (code, ttl) =>
      `Votre code de vérification Sportsbook est ${code}. Il expire dans ${ttl}.`,
  },
  'pt-BR': {
    passwordReset: (link, ttl) => ({
      subject: 'Redefina sua senha',
      body: `Alguém pediu para redefinir a senha da sua conta. Para escolher uma nova, abra:\n${link}\nO link funciona uma vez e expira em ${ttl}. Se não foi você, ignore este e-mail.`,
    }),
    confirmation: (link, ttl) => ({
      subject: 'Confirme seu e-mail',
      body: `Boas-vindas! Confirme seu e-mail abrindo:\n${link}\nO link funciona uma vez e expira em ${ttl}.`,
    }),
    unlock: (link, ttl) => ({
      subject: 'Sua conta está bloqueada',
      body: `Alguém digitou senhas erradas demais na sua conta, por isso ela está bloqueada nos dispositivos em que você nunca entrou, e as sessões abertas foram encerradas. Seus próprios dispositivos ainda podem entrar com sua senha. Para desbloqueá-la em todos os lugares, abra:\n${link}\nO link funciona uma vez e expira em ${ttl}. Se não foi você, considere escolher uma nova senha.`,
    }),
    signUpAttemptEmail: (signIn, reset) => ({
      subject: 'Tentativa de cadastro com seu endereço',
      body: `Alguém tentou abrir uma conta com este endereço. Você já tem uma, então nenhuma conta foi aberta. Se foi você, entre:\n${signIn}\nou escolha uma nova senha se esqueceu a sua:\n${reset}\nSe não foi você, não precisa fazer nada.`,
    }),
    signUpAttemptSms: (signIn) =>
      `Alguém tentou abrir uma conta de apostas com este número. Você já tem uma: entre em ${signIn}`,
    phoneCode: (code, ttl) =>
      `Seu código de verificação do Sportsbook é ${code}. Ele expira em ${ttl}.`,
  },
  ar: {
    passwordReset: (link, ttl) => ({
      subject: 'إعادة تعيين كلمة المرور',
      body: `طلب أحدهم إعادة تعيين كلمة مرور حسابك. لاختيار كلمة مرور جديدة، افتح:\n${link}\nيعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ${ttl}. إن لم تكن أنت، فتجاهل هذه الرسالة.`,
    }),
    confirmation: (link, ttl) => ({
      subject: 'أكّد بريدك الإلكتروني',
      body: `أهلًا بك! أكّد بريدك الإلكتروني بفتح الرابط:\n${link}\nيعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ${ttl}.`,
    }),
    unlock: (link, ttl) => ({
      subject: 'حسابك مقفل',
      body: `أدخل أحدهم كلمات مرور خاطئة كثيرة لحسابك، لذا قُفل على الأجهزة التي لم تسجّل الدخول منها قط، وأُنهيت الجلسات المفتوحة. لا تزال أجهزتك تستطيع تسجيل الدخول بكلمة مرورك. لفتح القفل في كل مكان، افتح:\n${link}\nيعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ${ttl}. إن لم تكن أنت، فننصحك باختيار كلمة مرور جديدة.`,
    }),
    signUpAttemptEmail: (signIn, reset) => ({
      subject: 'محاولة تسجيل بعنوانك',
      body: `حاول أحدهم فتح حساب بهذا العنوان. لديك حساب بالفعل، لذا لم يُفتح أي حساب. إن كنت أنت، فسجّل الدخول:\n${signIn}\nأو اختر كلمة مرور جديدة إن نسيتها:\n${reset}\nإن لم تكن أنت، فلا داعي لفعل أي شيء.`,
    }),
    signUpAttemptSms: (signIn) =>
      `حاول أحدهم فتح حساب مراهنات بهذا الرقم. لديك حساب بالفعل: سجّل الدخول عبر ${signIn}`,
    phoneCode: (code, ttl) =>
      `رمز التحقق الخاص بك في Sportsbook هو ${code}. تنتهي صلاحيته خلال ${ttl}.`,
  },
};

/** The account texts in a player's language (English when the site has no texts in it). */
export function accountTexts(language: string | null | undefined): AccountTexts {
  return TEXTS[serverLanguage(language)];
}

/** A time span written out in the language: whole hours as hours, else minutes. */
export function durationText(ms: number, language: string | null | undefined): string {
  const hours = ms % 3_600_000 === 0;
  return numberFormat(serverLanguage(language), {
    style: 'unit',
    unit: hours ? 'hour' : 'minute',
    unitDisplay: 'long',
  }).format(hours ? ms / 3_600_000 : Math.round(ms / 60_000));
}

/**
 * A page of the web app in the player's language: `/sports/users/sign-in` →
 * `/sports/de/users/sign-in` for a German player (the default language has no segment).
 */
export function localizedWebPath(path: string, language: string | null | undefined): string {
  return localizeHref(path, serverLanguage(language), { locales: SERVER_LANGUAGES });
}
