'use client';

import { type SelfExclusionPeriod, type TimeOutPeriod, restrictionEnd } from '@sportsbook/domain';
import {
  type FormEvent,
  useCallback,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
} from 'react';
import { LoadState } from '../../../components/ui/load-state';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { useLocalizedHref } from '../../../lib/i18n/use-localized-href';
import { formatTemplate } from '../../../lib/i18n/format-template';
import type messages from '../../../../messages/en.json';
import {
  activeAccount,
  authSnapshot,
  serverAuthSnapshot,
  subscribeAuth,
} from '../../account/auth-store';
import {
  ApiRequestError,
  type UserLimit,
  confirmUserLimit,
  getUserLimits,
  removeUserLimit,
  setUserLimit,
  startSelfExclusion,
  startTimeOut,
} from '../api/protection-api';
import { formatDateTime, formatMinor, unitOf } from '../model/format';
import {
  FORM_LIMIT_TYPES,
  FORM_PERIODS,
  type FormLimitType,
  type FormPeriod,
  isMoneyLimit,
  isPending,
  limitRequest,
} from '../model/limit-form';
import { clearPlayer } from '../panic';
import { PanicButton } from '../panic-button';
import { showNotice } from '../protection-notices';
import { HelpLinks } from './help-links';
import {
  SignedInOnly,
  card,
  inputClass,
  labelClass,
  primaryButton,
  secondaryButton,
} from './signed-in-only';
import { PlainLink } from '../../../components/layout/plain-link';

export type SaferGamblingMessages = (typeof messages)['safer-gambling'];

const TIME_OUTS = ['24h', '1w', '1m', '6w'] as const satisfies readonly TimeOutPeriod[];
const EXCLUSIONS = ['6m', '1y', '5y'] as const satisfies readonly SelfExclusionPeriod[];

/** The Safer gambling area: limits, time-out, self-exclusion, the panic button and help. */
export function SaferGamblingArea({ t }: { t: SaferGamblingMessages }) {
  const { messages } = useClientIntl();
  const href = useLocalizedHref();
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl px-1 text-sm text-muted">{t.intro}</p>
      <SignedInOnly prompt={t['sign-in']} button={t['sign-in-button']} loading={t.loading}>
        <Limits t={t} />
        <div className="grid gap-4 lg:grid-cols-2">
          <Restriction kind="time-out" t={t} />
          <Restriction kind="self-exclusion" t={t} />
        </div>
        <section aria-labelledby="panic-title" className={card}>
          <h2 id="panic-title" className="text-base font-bold">
            {t.panic.title}
          </h2>
          <p className="mt-1 mb-3 text-sm text-muted">{t.panic.intro}</p>
          <PanicButton variant="page" />
        </section>
        <nav
          aria-label={t.links.account}
          className="flex flex-wrap gap-4 px-1 text-sm font-semibold"
        >
          <PlainLink href={href('/account')} className="text-brand underline underline-offset-2">
            {t.links.account}
          </PlainLink>
          <PlainLink
            href={href('/account/transactions')}
            className="text-brand underline underline-offset-2"
          >
            {t.links.transactions}
          </PlainLink>
        </nav>
      </SignedInOnly>
      <section aria-labelledby="help-title" className={card}>
        <h2 id="help-title" className="text-base font-bold">
          {t.help.title}
        </h2>
        <p className="mt-1 mb-3 text-sm text-muted">{t.help.intro}</p>
        <HelpLinks t={messages.protection['help-orgs']} />
      </section>
    </div>
  );
}

function useMoney() {
  const { locale } = useClientIntl();
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  return (amount: number, currency: string) =>
    formatMinor(amount, unitOf(currency, auth.currencies), locale);
}

function Limits({ t }: { t: SaferGamblingMessages }) {
  const { locale } = useClientIntl();
  const [limits, setLimits] = useState<readonly UserLimit[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const load = useCallback(() => {
    getUserLimits(locale).then(
      (answer) => {
        setLimits(answer.limits);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [locale]);
  useEffect(load, [load]);

  return (
    <>
      <section aria-labelledby="limits-title" className={card}>
        <h2 id="limits-title" className="text-base font-bold">
          {t.current.title}
        </h2>
        <LoadState
          data={limits}
          failed={failed}
          texts={{ loading: t.loading, failed: t['load-failed'], empty: t.current.empty }}
          isEmpty={(limits) => limits.length === 0}
          className="mt-2"
        >
          {(limits) => (
            <ul className="mt-3 grid gap-3 md:grid-cols-2">
              {limits.map((limit) => (
                <LimitCard
                  key={limit.id}
                  limit={limit}
                  t={t}
                  onChanged={(message) => {
                    setNote(message);
                    load();
                  }}
                />
              ))}
            </ul>
          )}
        </LoadState>
        {note ? (
          <p role="status" className="mt-3 text-sm font-semibold">
            {note}
          </p>
        ) : null}
      </section>
      <LimitForm
        t={t}
        onSaved={(message) => {
          setNote(message);
          load();
        }}
      />
    </>
  );
}

function limitName(limit: Pick<UserLimit, 'type' | 'period'>, t: SaferGamblingMessages): string {
  const type = t.types[limit.type as FormLimitType] ?? limit.type;
  return limit.period ? `${type} ${t.periods[limit.period]}` : type;
}

function LimitCard({
  limit,
  t,
  onChanged,
}: {
  limit: UserLimit;
  t: SaferGamblingMessages;
  onChanged(message: string): void;
}) {
  const { locale, messages } = useClientIntl();
  const money = useMoney();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amountText = (amount: number) =>
    limit.unit === 'minor' && limit.currency
      ? money(amount, limit.currency)
      : formatTemplate(messages.protection.duration.minutes, { count: amount });
  const pending = limit.pending;
  const name = limitName(limit, t);

  const act = async (action: 'confirm' | 'remove') => {
    setBusy(true);
    setError(null);
    try {
      if (action === 'confirm') await confirmUserLimit(limit.id, locale);
      else await removeUserLimit(limit.id, locale);
      onChanged(action === 'confirm' ? t.current.confirmed : t.current['removal-requested']);
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.message : t.form.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li
      className="flex flex-col gap-1.5 rounded-md border border-line p-3"
      data-testid="limit-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-bold">{name}</h3>
        <span
          className={`shrink-0 rounded-full px-2 text-[11px] leading-5 font-bold ${
            isPending(limit.status) ? 'bg-[#fff7e0] text-ink' : 'bg-subtle text-ink'
          }`}
        >
          {t.status[limit.status]}
        </span>
      </div>
      <p className="text-lg font-extrabold tabular-nums">{amountText(limit.amount)}</p>
      {limit.usage && limit.currency ? (
        <div className="text-xs text-muted">
          <p>
            {formatTemplate(t.current.used, {
              used: money(limit.usage.used, limit.currency),
              amount: money(limit.amount, limit.currency),
            })}
            {' · '}
            {formatTemplate(t.current.remaining, {
              amount: money(limit.usage.remaining, limit.currency),
            })}
          </p>
          <p>
            {formatTemplate(t.current.resets, {
              time: formatDateTime(limit.usage.resetsAt, locale),
            })}
          </p>
        </div>
      ) : null}
      {pending ? (
        <div className="rounded-md bg-[#fff7e0] px-2.5 py-2 text-xs">
          <p className="font-semibold">
            {pending.amount === null
              ? t.current['pending-removal']
              : formatTemplate(t.current.pending, { amount: amountText(pending.amount) })}
          </p>
          <p>
            {formatTemplate(t.current.effective, {
              time: formatDateTime(pending.effectiveAt, locale),
            })}
          </p>
          <p>
            {formatTemplate(t.current['confirm-until'], {
              time: formatDateTime(pending.confirmUntil, locale),
            })}
          </p>
          {pending.confirmable ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => void act('confirm')}
              aria-label={`${t.current.confirm}: ${name}`}
              className={`${primaryButton} mt-2`}
            >
              {t.current.confirm}
            </button>
          ) : null}
        </div>
      ) : (
        <button
          type="button"
          disabled={busy}
          onClick={() => void act('remove')}
          aria-label={`${t.current.remove}: ${name}`}
          className="self-start text-xs font-semibold text-muted underline underline-offset-2 hover:text-ink"
        >
          {t.current.remove}
        </button>
      )}
      {error ? (
        <p role="alert" className="text-xs text-down">
          {error}
        </p>
      ) : null}
    </li>
  );
}

function LimitForm({ t, onSaved }: { t: SaferGamblingMessages; onSaved(message: string): void }) {
  const { locale } = useClientIntl();
  const id = useId();
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const account = activeAccount(auth);
  const currency = { code: account?.currency ?? 'EUR', subunits: account?.subunits ?? 100 };
  const [type, setType] = useState<FormLimitType>('deposit');
  const [period, setPeriod] = useState<FormPeriod>('day');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const money = isMoneyLimit(type);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const built = limitRequest({ type, period, text, currency });
    if (!built.ok) {
      setError(t.form[built.error]);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { limit } = await setUserLimit(built.request, locale);
      setText('');
      onSaved(limit.pending ? t.form.pending : t.form.set);
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.message : t.form.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={card}>
      <h2 id={`${id}-title`} className="text-base font-bold">
        {t.form.title}
      </h2>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-3 grid gap-3 sm:grid-cols-3"
      >
        <label className={labelClass}>
          {t.form.type}
          <select
            value={type}
            onChange={(event) => setType(event.target.value as FormLimitType)}
            className={inputClass}
          >
            {FORM_LIMIT_TYPES.map((item) => (
              <option key={item} value={item}>
                {t.types[item]}
              </option>
            ))}
          </select>
        </label>
        {money ? (
          <label className={labelClass}>
            {t.form.period}
            <select
              value={period}
              onChange={(event) => setPeriod(event.target.value as FormPeriod)}
              className={inputClass}
            >
              {FORM_PERIODS.map((item) => (
                <option key={item} value={item}>
                  {t['period-names'][item]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <div className={`${labelClass} ${money ? '' : 'sm:col-span-2'}`}>
          <label htmlFor={`${id}-amount`}>
            {money ? formatTemplate(t.form.amount, { currency: currency.code }) : t.form.minutes}
          </label>
          <input
            id={`${id}-amount`}
            inputMode={money ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : money ? undefined : `${id}-hint`}
            className={inputClass}
          />
          {!money ? (
            <span id={`${id}-hint`} className="text-xs font-normal text-muted">
              {type === 'session' ? t.form['session-hint'] : t.form['reality-hint']}
            </span>
          ) : null}
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-down sm:col-span-3">
            {error}
          </p>
        ) : null}
        <div className="sm:col-span-3">
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? t.form.saving : t.form.submit}
          </button>
        </div>
      </form>
    </section>
  );
}

function Restriction({
  kind,
  t,
}: {
  kind: 'time-out' | 'self-exclusion';
  t: SaferGamblingMessages;
}) {
  const { locale } = useClientIntl();
  const id = useId();
  const r = t[kind];
  const periods: readonly (TimeOutPeriod | SelfExclusionPeriod)[] =
    kind === 'time-out' ? TIME_OUTS : EXCLUSIONS;
  const [period, setPeriod] = useState(periods[0]!);
  // When the confirmation step opened: the consequence names the end from then.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const confirming = openedAt !== null;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const labels = r.periods as Record<string, string>;
  const until =
    openedAt === null
      ? ''
      : formatDateTime(new Date(restrictionEnd(period, openedAt)).toISOString(), locale);

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { restriction } =
        kind === 'time-out'
          ? await startTimeOut(period as TimeOutPeriod, locale)
          : await startSelfExclusion(period as SelfExclusionPeriod, locale);
      clearPlayer();
      showNotice({ kind: 'locked', reason: kind, until: restriction.disableAt });
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={card}>
      <h2 id={`${id}-title`} className="text-base font-bold">
        {r.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{r.intro}</p>
      <fieldset className="mt-3" disabled={confirming}>
        <legend className="text-sm font-semibold">{r.period}</legend>
        <div className="mt-1.5 flex flex-wrap gap-2">
          {periods.map((item) => (
            <label
              key={item}
              className="flex h-9 cursor-pointer items-center gap-2 rounded-md border border-line px-3 text-sm has-checked:border-ink has-checked:bg-subtle"
            >
              <input
                type="radio"
                name={`${id}-period`}
                value={item}
                checked={period === item}
                onChange={() => setPeriod(item)}
              />
              {labels[item]}
            </label>
          ))}
        </div>
      </fieldset>
      {confirming ? (
        <div
          role="group"
          aria-labelledby={`${id}-consequence`}
          className="mt-4 rounded-md border border-down/40 bg-[#fdecee] p-3"
        >
          <p id={`${id}-consequence`} className="text-sm">
            {formatTemplate(r.consequence, { period: labels[period] ?? period, time: until })}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => void confirm()}
              className="h-10 rounded-md bg-down px-4 text-sm font-bold text-white hover:opacity-90 disabled:opacity-60"
            >
              {r.confirm}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => setOpenedAt(null)}
              className={secondaryButton}
            >
              {r.cancel}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setOpenedAt(Date.now())}
          className={`${secondaryButton} mt-4`}
        >
          {r.start}
        </button>
      )}
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-down">
          {r.failed}
        </p>
      ) : null}
    </section>
  );
}
