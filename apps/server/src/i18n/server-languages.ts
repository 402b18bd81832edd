// The languages the server writes its own texts in (notifications, e-mails, SMS): the locales
// the web app serves. A player's or a request's language code picks one of them exactly
// ("pt-br" → pt-BR), else by language ("pt-PT" → pt-BR, "de-AT" → de), else none.

export const SERVER_LANGUAGES = ['en', 'de', 'es', 'fr', 'pt-BR', 'ar'] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];

/** The server language for a code; undefined when the server has no texts in it. */
export function serverLanguageOf(code: string): ServerLanguage | undefined {
  const wanted = code.trim().toLowerCase();
  const language = wanted.split(/[-_]/)[0];
  return (
    SERVER_LANGUAGES.find((l) => l.toLowerCase() === wanted) ??
    SERVER_LANGUAGES.find((l) => l.toLowerCase().split('-')[0] === language)
  );
}

/** The server language for a code, English when the server has no texts in it. */
export const serverLanguage = (code: string | null | undefined): ServerLanguage =>
  (code ? serverLanguageOf(code) : undefined) ?? 'en';
