'use client';

import {
  type FormEvent,
  useCallback,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
} from 'react';
import { ApiRequestError } from '../../../lib/api/api-client';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import type { PhoneVerification as PhoneState } from '../api/phone';
import { checkCode, checkPhone } from '../model/form-rules';
import { secondsUntil } from '../model/phone-timer';
import { Field, FormError, submitClass } from './field';
import { linkClass } from './instructions-form';

type PhoneErrorKey =
  'code_invalid' | 'code_expired' | 'resend_timeout' | 'sms_limit_reached' | 'no_phone';
const PHONE_ERRORS = new Set<string>([
  'code_invalid',
  'code_expired',
  'resend_timeout',
  'sms_limit_reached',
  'no_phone',
]);

const phoneErrorOf = (error: unknown): PhoneErrorKey | 'default' =>
  error instanceof ApiRequestError && PHONE_ERRORS.has(error.code)
    ? (error.code as PhoneErrorKey)
    : 'default';

// A clock for the resend countdown, ticking once a second while the dialog is open. The
// snapshot is the next whole second, so the countdown never shows more than the server's wait.
function subscribeClock(listener: () => void): () => void {
  const timer = window.setInterval(listener, 1000);
  return () => window.clearInterval(timer);
}
const clockSecond = () => Math.ceil(Date.now() / 1000) * 1000;

/** Seconds left until `until`; 0 when a new code may be sent. */
function useCountdown(until: string | null): number {
  const now = useSyncExternalStore(subscribeClock, clockSecond, () => 0);
  return now === 0 ? 0 : secondsUntil(until, now);
}

/**
 * Phone verification by SMS code (spec section 3): enter a number, send a code, type it. A new
 * code waits for the resend timeout (a countdown says how long); past the SMS limit no more
 * codes are sent today.
 */
export function PhoneVerification({ onDone }: { onDone: () => void }) {
  const { locale, messages } = useClientIntl();
  const t = messages.account;
  const tp = t.phone;
  const id = useId();
  // undefined: loading; null: the player has no phone yet.
  const [phone, setPhone] = useState<PhoneState | null | undefined>(undefined);
  const [editing, setEditing] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const left = useCountdown(phone?.resendTimeoutUntil ?? null);

  const reload = useCallback(async () => {
    try {
      const { getPhone } = await import('../api/phone');
      const { phones } = await getPhone(locale);
      setPhone(phones[0] ?? null);
    } catch {
      setPhone(null);
      setFormError(t.errors.default);
    }
  }, [locale, t.errors.default]);

  useEffect(() => {
    let live = true;
    import('../api/phone')
      .then(({ getPhone }) => getPhone(locale))
      .then(({ phones }) => {
        if (live) setPhone(phones[0] ?? null);
      })
      .catch(() => {
        if (live) {
          setPhone(null);
          setFormError(t.errors.default);
        }
      });
    return () => {
      live = false;
    };
  }, [locale, t.errors.default]);

  const failed = async (error: unknown) => {
    const key = phoneErrorOf(error);
    if (key === 'code_invalid' || key === 'code_expired' || key === 'no_phone') {
      setFieldError(tp.errors[key]);
    } else {
      setFormError(key === 'default' ? t.errors.default : tp.errors[key]);
    }
    // The timeout and limit are the server's to tell: show its current state.
    if (key === 'resend_timeout' || key === 'sms_limit_reached') await reload();
  };

  const sendCode = async (number: string | undefined) => {
    setBusy(true);
    setFieldError(undefined);
    setFormError(null);
    try {
      const { sendPhoneCode } = await import('../api/phone');
      setPhone(await sendPhoneCode(number, locale));
      setEditing(false);
    } catch (error) {
      await failed(error);
    } finally {
      setBusy(false);
    }
  };

  const onNumber = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = String(new FormData(event.currentTarget).get('phone') ?? '').trim();
    const found = checkPhone({ phone: number });
    setFieldError(found.phone && t.validation[found.phone]);
    if (found.phone) return;
    await sendCode(number);
  };

  const onCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    const found = checkCode({ code });
    setFieldError(found.code && t.validation[found.code]);
    setFormError(null);
    if (found.code) return;
    setBusy(true);
    try {
      const { verifyPhone } = await import('../api/phone');
      setPhone(await verifyPhone(code, locale));
    } catch (error) {
      await failed(error);
    } finally {
      setBusy(false);
    }
  };

  if (phone === undefined) {
    return (
      <p role="status" className="text-sm text-muted">
        {tp.loading}
      </p>
    );
  }

  if (phone?.verifiedStatus === 'verified' && !editing) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-md bg-up/10 px-3 py-2 text-sm font-semibold text-ink">
          {formatTemplate(tp.verified, { phone: phone.phoneNumber })}
        </p>
        <button type="button" onClick={onDone} className={submitClass}>
          {t.flows.continue}
        </button>
      </div>
    );
  }

  const limit = phone?.smsLimitReached ? (
    <p
      role="alert"
      className="rounded-md border border-down/30 bg-down/5 px-3 py-2 text-sm font-semibold text-down"
    >
      {tp['limit-reached']}
    </p>
  ) : null;

  if (phone === null || editing) {
    return (
      <form noValidate onSubmit={onNumber} className="flex flex-col gap-4">
        <p className="text-sm text-muted">{tp.intro}</p>
        <FormError message={formError} />
        {limit}
        <Field
          id={`${id}-phone`}
          name="phone"
          label={tp.number}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={tp['number-hint']}
          defaultValue={phone?.phoneNumber}
          required
          error={fieldError}
        />
        <button
          type="submit"
          disabled={busy || Boolean(phone?.smsLimitReached) || left > 0}
          className={submitClass}
        >
          {busy ? t.flows.sending : tp.send}
        </button>
        {left > 0 && (
          <p className="text-center text-sm text-muted" aria-live="polite">
            {formatTemplate(tp['resend-in'], { seconds: String(left) })}
          </p>
        )}
      </form>
    );
  }

  const pending = phone.verifiedStatus === 'pending';
  return (
    <div className="flex flex-col gap-4">
      {pending ? (
        <p className="text-sm text-muted">
          {formatTemplate(tp['sent-to'], { phone: phone.phoneNumber })}
        </p>
      ) : (
        <p className="text-sm text-muted">
          {tp.intro} <span className="font-semibold text-ink">{phone.phoneNumber}</span>
        </p>
      )}
      <FormError message={formError} />
      {limit}
      {pending && (
        <form noValidate onSubmit={onCode} className="flex flex-col gap-4">
          <Field
            id={`${id}-code`}
            name="code"
            label={tp.code}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            error={fieldError}
          />
          <button type="submit" disabled={busy} className={submitClass}>
            {busy ? tp.verifying : tp.verify}
          </button>
        </form>
      )}
      {!phone.smsLimitReached &&
        (left > 0 ? (
          <p className="text-center text-sm text-muted" aria-live="polite">
            {formatTemplate(tp['resend-in'], { seconds: String(left) })}
          </p>
        ) : (
          <button
            type="button"
            disabled={busy}
            onClick={() => void sendCode(undefined)}
            className={pending ? `${linkClass} text-sm` : submitClass}
          >
            {pending ? tp.resend : tp.send}
          </button>
        ))}
      <p className="text-center text-sm">
        <button
          type="button"
          onClick={() => {
            setFieldError(undefined);
            setFormError(null);
            setEditing(true);
          }}
          className={linkClass}
        >
          {tp['other-number']}
        </button>
      </p>
    </div>
  );
}
