import { API_BASES, defineEndpoint } from '@sportsbook/contract';
import { z } from 'zod';
import { accountFetch } from './account-fetch';

// The demo provider's deposit calls. The contract package defines them in
// `platform/payments.ts` but does not export them from its entry yet, so the web keeps the
// same shapes here.
const depositStatus = z.enum(['pending', 'success', 'error']);
export type DepositStatus = z.infer<typeof depositStatus>;
export const DEPOSIT_STATUSES: readonly DepositStatus[] = depositStatus.options;

const depositRequest = z.object({ amount: z.number().int().positive(), currency: z.string() });

const createDepositEndpoint = defineEndpoint({
  method: 'POST',
  path: '/payments/deposits',
  summary: 'Create a pending deposit; open checkout_url in the deposit iframe',
  body: depositRequest,
  response: z.object({
    id: z.string(),
    status: depositStatus,
    amount: z.number().int(),
    currency: z.string(),
    checkout_url: z.string(),
  }),
});

const quickDepositEndpoint = defineEndpoint({
  method: 'POST',
  path: '/payments/quick_deposit',
  summary: 'Deposit at once',
  body: depositRequest,
  response: z.object({ id: z.string(), status: depositStatus }),
});

/** POST /payments/deposits: a pending deposit with the provider's checkout page. */
export const createDeposit = (amount: number, currency: string, locale: string) =>
  accountFetch(API_BASES.platform, createDepositEndpoint, { body: { amount, currency } }, locale);

/** POST /payments/quick_deposit: decided at once (success, error or pending). */
export const quickDeposit = (amount: number, currency: string, locale: string) =>
  accountFetch(API_BASES.platform, quickDepositEndpoint, { body: { amount, currency } }, locale);
