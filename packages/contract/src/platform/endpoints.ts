import { defineEndpoint } from '../endpoint';
import {
  csrfResponse,
  sessionResponse,
  signInRequest,
  signOutResponse,
  signUpRequest,
} from './auth';
import {
  changeCurrencyRequest,
  changeCurrencyResponse,
  getAccountsQuery,
  getAccountsResponse,
  playerProfileSchema,
  updateLocaleRequest,
  updateLocaleResponse,
} from './player';
import { accountRestrictedRefusalSchema } from './protection';
import { settingsResponse, updateSettingsRequest } from './settings';

/** Account platform calls of spec section 7, on `API_BASES.platform`. */
export const platformEndpoints = {
  signUp: defineEndpoint({
    method: 'POST',
    path: '/users/sign_up',
    summary: 'Sign up by e-mail or phone; starts a session',
    body: signUpRequest,
    response: sessionResponse,
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/users/sign_in',
    summary:
      'Sign in by e-mail or phone; starts a session (403 account_restricted with disable_at during a time-out or self-exclusion)',
    body: signInRequest,
    response: sessionResponse,
    refusal: accountRestrictedRefusalSchema,
  }),
  signOut: defineEndpoint({
    method: 'DELETE',
    path: '/users/sign_out',
    summary: 'End the current session',
    response: signOutResponse,
  }),
  getCsrf: defineEndpoint({
    method: 'GET',
    path: '/csrf',
    summary: 'CSRF token (also set as the readable sb_csrf cookie)',
    response: csrfResponse,
  }),
  getPlayer: defineEndpoint({
    method: 'GET',
    path: '/player',
    summary: 'Profile of the signed-in player',
    response: playerProfileSchema,
  }),
  getAccounts: defineEndpoint({
    method: 'GET',
    path: '/player/accounts',
    summary: 'Accounts and balances (integer minor units)',
    query: getAccountsQuery,
    response: getAccountsResponse,
  }),
  changeCurrency: defineEndpoint({
    method: 'POST',
    path: '/player/accounts',
    summary: 'Change the active account currency',
    body: changeCurrencyRequest,
    response: changeCurrencyResponse,
  }),
  updateLocale: defineEndpoint({
    method: 'PATCH',
    path: '/player/update_locale',
    summary: 'Change the player language',
    body: updateLocaleRequest,
    response: updateLocaleResponse,
  }),
};

/** User settings calls on `API_BASES.sportsbook`. */
export const settingsEndpoints = {
  getSettings: defineEndpoint({
    method: 'GET',
    path: '/settings',
    summary: 'User settings (defaults for visitors)',
    response: settingsResponse,
  }),
  updateSettings: defineEndpoint({
    method: 'POST',
    path: '/settings',
    summary: 'Save user settings (partial update)',
    body: updateSettingsRequest,
    response: settingsResponse,
  }),
};
export * from './flows';
export * from './progress';
export * from './payments';
export * from './geo';
export * from './phone';
