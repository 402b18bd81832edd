'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { formatTemplate } from '../../lib/i18n/format-template';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../account/auth-store';
import { type Allowance, getAllowance } from './api/get-allowance';
import { formatMinor, unitOf } from './model/format';
import { useProtectionFlags } from './protection-host';

/**
 * What the player may still stake (the tightest of the wager and loss limits) or deposit in this
 * period, shown before the player presses Place or Deposit (UKGC RTS 12: the limit, what is used
 * and what remains are shown where the player bets or deposits). Nothing shows without a limit.
 * `refreshKey` reloads it (after a placed bet); `amount` marks the line when the entered amount
 * is above what is left.
 */
export function RemainingAllowance({
  kind,
  currency,
  refreshKey,
  amount = 0,
}: {
  kind: 'stake' | 'deposit';
  currency: string;
  refreshKey?: unknown;
  amount?: number;
}) {
  const { locale, messages } = useClientIntl();
  const t = messages.protection.allowance;
  const flags = useProtectionFlags();
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const loggedIn = auth.status === 'logged_in';
  const [allowances, setAllowances] = useState<readonly Allowance[] | null>(null);

  useEffect(() => {
    if (!loggedIn || !flags.responsibleGambling) return;
    const controller = new AbortController();
    getAllowance(locale, controller.signal).then(
      (answer) => setAllowances(answer.allowances),
      () => undefined,
    );
    return () => controller.abort();
  }, [loggedIn, locale, refreshKey, flags.responsibleGambling]);

  if (!loggedIn || !flags.responsibleGambling || allowances === null) return null;
  const own = allowances.find((item) => item.currency === currency);
  const left = kind === 'stake' ? own?.stake : own?.deposit;
  if (left === null || left === undefined) return null;
  const over = amount > left;
  const text =
    left === 0
      ? t[kind === 'stake' ? 'none-left-stake' : 'none-left-deposit']
      : formatTemplate(t[kind], {
          amount: formatMinor(left, unitOf(currency, auth.currencies), locale),
        });
  return (
    <p
      role="status"
      data-testid={`${kind}-allowance`}
      className={`rounded-md px-2.5 py-1.5 text-xs ${
        over || left === 0 ? 'bg-[#fdecee] font-semibold text-down' : 'bg-canvas text-ink'
      }`}
    >
      {text}
    </p>
  );
}
