'use client';

import { type FormEvent, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { parseAmount } from '@sportsbook/domain';
import { showAlert } from '../../../components/layout/alert-store';
import { ApiRequestError } from '../../../lib/api/api-client';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import type { ClientMessages } from '../../../lib/i18n/client-messages';
import type { DepositStatus } from '../api/payments';
import {
  activeAccount,
  authSnapshot,
  reloadAccounts,
  serverAuthSnapshot,
  subscribeAuth,
} from '../auth-store';
import { closeModal } from '../modal-store';
import { DEPOSIT_ALERTS, depositStatusFromMessage } from '../model/deposit-result';
import { formatBalance } from '../model/money';
import { RemainingAllowance } from '../../responsible-gambling/remaining-allowance';
import { quickDepositOffered } from '../../site-settings/site-access';
import { Field, FormError, submitClass } from './field';

/** Preset chips, in main units of the active currency. */
const PRESETS = [10, 25, 50, 100] as const;

/** Closes the deposit modal, shows the outcome's alert and reloads the header balance. */
export function finishDeposit(
  status: DepositStatus,
  t: ClientMessages['account']['deposit'],
  locale: string,
): void {
  closeModal();
  const alert = DEPOSIT_ALERTS[status];
  showAlert({ kind: alert.kind, title: t[alert.title], message: t[alert.message] });
  reloadAccounts(locale).catch(() => {
    // A 401 has signed the player out; otherwise the next page load shows the balance.
  });
}

/**
 * A refused deposit's text: past a deposit limit, what the limit still allows (the server names
 * it in the issue); any other refusal, the server's own message.
 */
function depositRefusal(
  error: ApiRequestError,
  t: ClientMessages['protection']['allowance'],
  currency: { code: string; subunits: number; fiat?: boolean },
  locale: string,
): string {
  const remaining = Number(error.issues[0]?.message);
  if (error.code === 'deposit_limit_exceeded' && Number.isInteger(remaining))
    return formatTemplate(t['deposit-refused'], {
      amount: formatBalance(remaining, currency, locale),
    });
  return error.message;
}

/** The typed amount in minor units, 0 while it is not a valid amount. */
function typedAmount(text: string, currency: { code: string; subunits: number }): number {
  const parsed = parseAmount(text.trim().replace(',', '.'), currency);
  return parsed.ok ? Number(parsed.amount) : 0;
}

/**
 * The deposit modal's body: amount in the active account's currency, preset chips, then quick
 * deposit (decided at once) or card payment in the provider's checkout page (an iframe whose
 * return page posts the outcome back to this window).
 */
export function DepositForm() {
  const { locale, messages } = useClientIntl();
  const t = messages.account.deposit;
  const id = useId();
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const account = activeAccount(auth);
  const info = auth.currencies.find((currency) => currency.code === account?.currency);
  const currency = {
    code: account?.currency ?? 'EUR',
    subunits: account?.subunits ?? 100,
    fiat: info?.fiat,
  };
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  // A refusal the server explains (a deposit limit): its message, in the request's language.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [tries, setTries] = useState(0);
  const [busy, setBusy] = useState(false);
  const [checkoutUrl, setCheckoutUrl] = useState<string | null>(null);
  const quick = quickDepositOffered(auth.profile?.statuses ?? []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const status = depositStatusFromMessage(event.data);
      if (status) finishDeposit(status, t, locale);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [t, locale]);

  const amount = (): number | null => {
    const parsed = parseAmount(text.trim().replace(',', '.'), currency);
    if (!parsed.ok) {
      const digits = parsed.maxFractionDigits;
      setError(
        parsed.code === 'error.money.too_many_decimals' && digits !== undefined
          ? formatTemplate(t['too-many-decimals'], { digits })
          : t['invalid-amount'],
      );
      return null;
    }
    if (Number(parsed.amount) <= 0) {
      setError(t['invalid-amount']);
      return null;
    }
    setError(undefined);
    return Number(parsed.amount);
  };

  const run = async (way: 'quick' | 'card') => {
    const minor = amount();
    setFailed(false);
    setRefusal(null);
    if (minor === null || !account) return;
    setBusy(true);
    try {
      const { createDeposit, quickDeposit } = await import('../api/payments');
      if (way === 'quick') {
        const { status } = await quickDeposit(minor, account.currency, locale);
        finishDeposit(status, t, locale);
      } else {
        const deposit = await createDeposit(minor, account.currency, locale);
        setCheckoutUrl(deposit.checkoutUrl);
      }
    } catch (error) {
      // A 401 has signed the player out and opened sign-in (spec section 8).
      if (authSnapshot().status !== 'logged_in') return;
      if (error instanceof ApiRequestError && error.status === 403)
        setRefusal(depositRefusal(error, messages.protection.allowance, currency, locale));
      else setFailed(true);
    } finally {
      setBusy(false);
      setTries((count) => count + 1);
    }
  };

  if (checkoutUrl !== null) {
    return (
      <iframe
        title={t['payment-frame']}
        src={checkoutUrl}
        className="h-[28rem] w-full rounded-md border border-line bg-white"
      />
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(quick ? 'quick' : 'card');
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field
        id={`${id}-amount`}
        label={formatTemplate(t.amount, { currency: currency.code })}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
      />
      <div role="group" aria-label={t.presets} className="flex flex-wrap gap-2">
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            onClick={() => {
              setText(String(preset));
              setError(undefined);
            }}
            className="rounded-full border border-line px-3 py-1.5 text-sm font-semibold tabular-nums hover:bg-subtle"
          >
            {formatBalance(preset * currency.subunits, currency, locale)}
          </button>
        ))}
      </div>
      <RemainingAllowance
        kind="deposit"
        currency={currency.code}
        refreshKey={tries}
        amount={typedAmount(text, currency)}
      />
      {refusal !== null && <FormError message={refusal} />}
      {failed && <FormError message={t.failed} />}
      {quick ? (
        <button type="submit" disabled={busy} className={submitClass}>
          {busy ? t.submitting : t.quick}
        </button>
      ) : null}
      <button
        type={quick ? 'button' : 'submit'}
        disabled={busy}
        onClick={quick ? () => void run('card') : undefined}
        className={
          quick
            ? 'h-11 rounded-md border border-line font-bold text-ink hover:bg-subtle disabled:opacity-60'
            : submitClass
        }
      >
        {t.card}
      </button>
    </form>
  );
}
