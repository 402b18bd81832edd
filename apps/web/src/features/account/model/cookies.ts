/**
 * The readable CSRF cookie the server sets with a session (the contract's `CSRF_COOKIE`; spelled
 * out here so the first-load bundle does not import the contract and zod).
 */
export const CSRF_COOKIE = 'sb_csrf';

export { readCookie } from '../../../lib/cookies';
