// GET /api/platform/limits/allowance: what the player's limits still allow (the slip's
// remaining-allowance line). Checked in the contract worker (decision 0066), so the slip's
// prefetch does not load the protection endpoints' schemas on the page.
import { API_BASES } from '@sportsbook/contract';
import { callChecked } from '../../../lib/contract-worker/client';

export const getAllowance = (locale: string, signal?: AbortSignal) =>
  callChecked(
    'limits',
    'getLimitAllowance',
    {},
    { locale, signal, session: true, base: API_BASES.platform },
  );

export type Allowance = Awaited<ReturnType<typeof getAllowance>>['allowances'][number];
