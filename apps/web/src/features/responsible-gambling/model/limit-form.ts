// The Safer gambling form's rules: which limit types take a period and an amount of money, which
// take minutes, and the request a filled form makes. The server decides tighter or looser.
import { parseAmount } from '@sportsbook/domain';

export const FORM_LIMIT_TYPES = ['deposit', 'loss', 'wager', 'session', 'reality_check'] as const;
export type FormLimitType = (typeof FORM_LIMIT_TYPES)[number];
export const FORM_PERIODS = ['day', 'week', 'month'] as const;
export type FormPeriod = (typeof FORM_PERIODS)[number];

/** Most minutes a time limit may hold (the contract's MAX_LIMIT_MINUTES: a week). */
export const MAX_MINUTES = 10_080;

export const isMoneyLimit = (type: string): type is 'deposit' | 'loss' | 'wager' =>
  type === 'deposit' || type === 'loss' || type === 'wager';

export interface LimitFormInput {
  type: FormLimitType;
  period: FormPeriod;
  text: string;
  currency: { code: string; subunits: number };
}

export type LimitRequest =
  | { type: 'deposit' | 'loss' | 'wager'; period: FormPeriod; amount: number; currency: string }
  | { type: 'session' | 'reality_check'; amount: number };

/** The request of a filled form, or which error to show: money above zero, whole minutes. */
export function limitRequest(
  input: LimitFormInput,
):
  { ok: true; request: LimitRequest } | { ok: false; error: 'invalid-amount' | 'invalid-minutes' } {
  const text = input.text.trim();
  if (isMoneyLimit(input.type)) {
    const parsed = parseAmount(text.replace(',', '.'), input.currency);
    const amount = parsed.ok ? Number(parsed.amount) : 0;
    if (!parsed.ok || amount <= 0) return { ok: false, error: 'invalid-amount' };
    return {
      ok: true,
      request: { type: input.type, period: input.period, amount, currency: input.currency.code },
    };
  }
  if (!/^\d+$/.test(text)) return { ok: false, error: 'invalid-minutes' };
  const minutes = Number(text);
  if (minutes < 1 || minutes > MAX_MINUTES) return { ok: false, error: 'invalid-minutes' };
  return { ok: true, request: { type: input.type, amount: minutes } };
}

/** Statuses of limits in force (what the card shows as the current amount). */
export const isPending = (status: string) =>
  status === 'unconfirmed' || status === 'unconfirmed_disabled';
