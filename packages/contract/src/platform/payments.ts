import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { currencyCodeSchema } from './headers';
import { depositLimitRefusal } from './limits';

/** Deposits refused by country answer 403 `country_blocked` (GEO_ERROR_CODES). */
export const PAYMENT_ERROR_CODES = { noAccount: 'no_account' } as const;

export const DEPOSIT_STATUSES = ['pending', 'success', 'error'] as const;
export const depositStatusSchema = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

/** Query parameter of the web's payment return page: `?deposit=success|error|pending`. */
export const PAYMENT_RETURN_PATH = '/sports/profile-return';
export const PAYMENT_RETURN_PARAMETER = 'deposit';

/** Amount in positive integer minor units of the currency (cents, satoshis). */
export const depositRequest = z.object({
  amount: z
    .number()
    .int('must be whole minor units')
    .positive('must be positive')
    .max(1_000_000_000_000, 'is too large'),
  currency: currencyCodeSchema,
});
export type DepositRequest = z.input<typeof depositRequest>;

export const depositResponse = z.object({
  id: z.string(),
  status: depositStatusSchema,
  amount: z.number().int(),
  currency: z.string(),
  /** Provider page for the deposit iframe (same origin as the API, relative). */
  checkout_url: z.string(),
});
export type DepositResponse = z.infer<typeof depositResponse>;

/** Quick deposit: decided at once (demo: amounts ending in 13 minor units fail, 77 stay pending). */
export const quickDepositResponse = z.object({
  id: z.string(),
  status: depositStatusSchema,
});
export type QuickDepositResponse = z.infer<typeof quickDepositResponse>;

/**
 * A deposit id: 128 random bits in base64url (22 characters). It is the capability of the demo
 * provider's checkout page, so anything else is refused before it is looked up.
 */
export const depositIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be a deposit id');

export const CHECKOUT_ACTIONS = ['pay', 'fail', 'pending'] as const;

/** `GET /payments/demo/checkout?deposit_id=…`: the provider page (HTML, not a JSON call). */
export const checkoutPageQuery = z.object({ deposit_id: depositIdSchema });

/** The provider page's form post (`application/x-www-form-urlencoded`). */
export const checkoutFormBody = z.object({
  deposit_id: depositIdSchema,
  action: z.enum(CHECKOUT_ACTIONS, 'must be pay, fail or pending'),
});

/** Demo payment provider calls, on `API_BASES.platform`. */
export const paymentEndpoints = {
  createDeposit: defineEndpoint({
    method: 'POST',
    path: '/payments/deposits',
    summary: 'Create a pending deposit; open checkout_url in the deposit iframe',
    body: depositRequest,
    response: depositResponse,
    refusal: depositLimitRefusal,
  }),
  quickDeposit: defineEndpoint({
    method: 'POST',
    path: '/payments/quick_deposit',
    summary: 'Deposit at once (demo outcomes: ..13 fails, ..77 stays pending)',
    body: depositRequest,
    response: quickDepositResponse,
    refusal: depositLimitRefusal,
  }),
};
