/**
 * The readable CSRF cookie the server sets with a session (the contract's `CSRF_COOKIE`; spelled
 * out here so the first-load bundle does not import the contract and zod).
 */
export const CSRF_COOKIE = 'sb_csrf';

/** The value of one cookie in a `document.cookie` string, or undefined. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
