import { z } from 'zod';
import { boolParam } from '../common';
import { currencyCodeSchema, localeSchema, minorUnitsSchema } from './headers';

/** User profile (spec section 3). */
export const playerProfileSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  auth_phone_number: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  nickname: z.string().nullable(),
  language: z.string(),
  currency: z.string(),
  /** Sign-in identifiers the player has not given yet (`email`, `auth_phone_number`). */
  auth_fields_missed: z.array(z.string()),
  statuses: z.array(z.string()),
  serasa: z.object({ pve: z.boolean() }),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

/** An account of one currency; the balance is integer minor units (`subunits` per unit). */
export const playerAccountSchema = z.object({
  currency: z.string(),
  subunits: z.number().int(),
  active: z.boolean(),
  balance: z.object({
    currency: z.string(),
    available_to_bet_with_locked_cents: minorUnitsSchema,
  }),
});
export type PlayerAccount = z.infer<typeof playerAccountSchema>;

/** `compatibility=false` keeps only the active account; default true lists every account. */
export const getAccountsQuery = z.object({ compatibility: boolParam.default(true) });
export const getAccountsResponse = z.object({ accounts: z.array(playerAccountSchema) });

export const changeCurrencyRequest = z.object({ currency: currencyCodeSchema });
export const changeCurrencyResponse = z.object({ currency: z.string() });

export const updateLocaleRequest = z.object({ locale: localeSchema });
export const updateLocaleResponse = z.object({ language: z.string() });
