'use client';

import { type FormEvent, useEffect, useId, useState } from 'react';
import { DEFAULT_LOCALE, isLocale } from '../../../i18n/locales';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { signUpOffered, useSiteAccess } from '../../site-settings/site-access';
import { getSettings } from '../api/get-settings';
import { signUp } from '../api/sign-up';
import {
  type FieldErrors,
  PASSWORD_ISSUES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type ServerErrorKey,
  checkSignUp,
} from '../model/form-rules';
import { serverErrors } from '../model/server-errors';
import { startSession } from '../session';
import { Field, FormError, submitClass } from './field';

type SignUpField = 'email' | 'phone' | 'password' | 'terms' | 'currency';
type SignUpMethod = 'email' | 'phone';
const FIELD_MAP = {
  email: ['email', 'email'],
  phone: ['phone', 'phone'],
  password: ['password', 'password-min', PASSWORD_ISSUES],
  terms_accepted: ['terms', 'terms'],
  currency: ['currency', 'required'],
} as const;
const DEFAULT_CURRENCY = 'EUR';

/**
 * Sign-up by e-mail or by phone: password, account currency (EUR by default) and the terms. A
 * phone number becomes the auth phone number; it is verified later (phone verification).
 */
export function SignUpForm({ onDone, onSwitch }: { onDone: () => void; onSwitch: () => void }) {
  const { locale, messages } = useClientIntl();
  const t = messages.account;
  const id = useId();
  const [currencies, setCurrencies] = useState<readonly string[]>([DEFAULT_CURRENCY]);
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const [formError, setFormError] = useState<ServerErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [method, setMethod] = useState<SignUpMethod>('email');
  const open = useSiteAccess(signUpOffered);

  useEffect(() => {
    let live = true;
    getSettings(locale)
      .then((settings) => {
        const codes = settings.currencies.map((currency) => currency.code);
        if (live && codes.length > 0)
          setCurrencies(codes.includes(DEFAULT_CURRENCY) ? codes : [DEFAULT_CURRENCY, ...codes]);
      })
      .catch(() => {
        // EUR alone still lets the visitor sign up.
      });
    return () => {
      live = false;
    };
  }, [locale]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const form = {
      method,
      email: String(data.get('email') ?? ''),
      phone: String(data.get('phone') ?? ''),
      password: String(data.get('password') ?? ''),
      currency: String(data.get('currency') ?? DEFAULT_CURRENCY),
      terms: data.get('terms') === 'on',
    };
    const found = checkSignUp(form);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const session = await signUp(
        {
          ...(method === 'phone' ? { phone: form.phone.trim() } : { email: form.email.trim() }),
          password: form.password,
          currency: form.currency,
          // Every site locale is a platform language: e-mails and SMS follow it.
          locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
          terms_accepted: true,
        },
        locale,
      );
      await startSession('signed-up', session.user, t, locale);
      onDone();
    } catch (error) {
      const mapped = serverErrors(error, FIELD_MAP);
      setErrors(mapped.fields);
      setFormError(mapped.form);
    } finally {
      setBusy(false);
    }
  };

  const message = (key: keyof typeof t.validation | undefined) =>
    key &&
    formatTemplate(t.validation[key], { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
  const s = t['sign-up'];

  const toSignIn = (
    <p className="text-center text-sm text-muted">
      {s['have-account']}{' '}
      <button type="button" onClick={onSwitch} className="font-bold text-brand underline">
        {s['to-sign-in']}
      </button>
    </p>
  );

  if (!open) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-md bg-subtle px-3 py-2.5 text-sm text-ink">
          {s.closed}
        </p>
        {toSignIn}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError message={formError && t.errors[formError]} />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold text-ink">{s.method}</legend>
        <div className="grid grid-cols-2 gap-1 rounded-md bg-subtle p-1">
          {(['email', 'phone'] as const).map((option) => (
            <label
              key={option}
              className="flex h-9 cursor-pointer items-center justify-center rounded text-sm font-semibold text-muted has-checked:bg-surface has-checked:text-ink has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-focus"
            >
              <input
                type="radio"
                name="method"
                value={option}
                checked={method === option}
                onChange={() => {
                  setMethod(option);
                  setErrors({});
                }}
                className="sr-only"
              />
              {option === 'email' ? s['by-email'] : s['by-phone']}
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'email' ? (
        <Field
          id={`${id}-email`}
          name="email"
          label={s.email}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={message(errors.email)}
        />
      ) : (
        <Field
          id={`${id}-phone`}
          name="phone"
          label={s.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={s['phone-hint']}
          required
          error={message(errors.phone)}
        />
      )}
      <Field
        id={`${id}-password`}
        name="password"
        label={s.password}
        type="password"
        autoComplete="new-password"
        hint={s['password-hint']}
        required
        error={message(errors.password)}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-currency`} className="text-sm font-semibold text-ink">
          {s.currency}
        </label>
        <select
          id={`${id}-currency`}
          name="currency"
          defaultValue={DEFAULT_CURRENCY}
          className="h-11 rounded-md border border-line bg-surface px-3 text-base text-ink"
        >
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2 text-sm text-ink">
          <input
            type="checkbox"
            name="terms"
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? `${id}-terms-error` : undefined}
            className="mt-0.5 size-5 shrink-0 accent-brand"
          />
          <span>{s.terms}</span>
        </label>
        {errors.terms && (
          <p id={`${id}-terms-error`} className="text-xs font-semibold text-down">
            {message(errors.terms)}
          </p>
        )}
      </div>
      <button type="submit" disabled={busy} className={submitClass}>
        {busy ? s.submitting : s.submit}
      </button>
      {toSignIn}
    </form>
  );
}
