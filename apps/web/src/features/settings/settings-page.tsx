'use client';

import {
  type Currency,
  STAKE_PRESETS_MAX,
  checkStakePresets,
  formatMoney,
  minorUnits,
  minorUnitsToDecimalString,
  parseAmount,
} from '@sportsbook/domain';
import type { OddsAcceptMode } from '@sportsbook/domain';
import { usePathname } from 'next/navigation';
import {
  type FormEvent,
  type MouseEvent,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
} from 'react';
import { LOCALES, type Locale, localizePath } from '../../i18n/locales';
import { ApiRequestError, callEndpointAt } from '../../lib/api/api-client';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { formatTemplate } from '../../lib/i18n/format-template';
import { BASE_PATH } from '../../lib/seo/page-metadata';
import {
  activeAccount,
  authSnapshot,
  serverAuthSnapshot,
  subscribeAuth,
} from '../account/auth-store';
import { openModal } from '../account/modal-store';
import { type PlayerSettings, getPlayerSettings } from './api/settings-api';
import { ODDS_ACCEPT_MODES } from './odds-accept-select';
import { OddsFormatPicker } from './odds-format-picker';
import { savePreferences } from './save-preferences';
import { onSettingsSaved } from './settings-events';

const card = 'rounded-lg border border-line bg-surface p-4 sm:p-5';
const heading = 'text-sm font-bold text-ink';
const hint = 'text-xs text-muted';
const primaryButton =
  'h-10 rounded-md bg-accent px-4 text-sm font-bold text-ink hover:bg-accent-strong disabled:opacity-60';
const secondaryButton =
  'h-10 rounded-md border border-line bg-surface px-3 text-sm font-bold text-ink hover:bg-subtle disabled:opacity-60';
const inputClass =
  'h-10 w-full rounded-md border border-line bg-surface px-3 text-sm text-ink tabular-nums focus:border-ink-3';

/** The settings page: odds format and language for everyone; a player's betting preferences. */
export function SettingsPage() {
  const { messages } = useClientIntl();
  const t = messages.settings;
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const formatId = useId();
  return (
    <div className="flex flex-col gap-3">
      <section aria-labelledby={formatId} className={`${card} flex flex-col gap-2`}>
        <h2 id={formatId} className={heading}>
          {t['odds-format'].label}
        </h2>
        <p className={hint}>{t['odds-format'].hint}</p>
        <OddsFormatPicker variant="page" />
      </section>
      {auth.status === 'logged_in' ? (
        <PlayerPreferences />
      ) : auth.status === 'not_logged_in' ? (
        <section className={`${card} flex flex-wrap items-center justify-between gap-3`}>
          <p className="text-sm">{t.stakes['sign-in']}</p>
          <button type="button" className={primaryButton} onClick={() => openModal('signIn')}>
            {messages.account.header['sign-in']}
          </button>
        </section>
      ) : (
        <div role="status" className={`${card} h-40 animate-pulse`}>
          <span className="sr-only">{messages.account.header.loading}</span>
        </div>
      )}
      <LanguageChoice />
    </div>
  );
}

function PlayerPreferences() {
  const { locale, messages } = useClientIntl();
  const [settings, setSettings] = useState<PlayerSettings | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    getPlayerSettings(locale).then(
      (answer) => live && setSettings(answer),
      () => live && setFailed(true),
    );
    const off = onSettingsSaved((saved) => setSettings(saved));
    return () => {
      live = false;
      off();
    };
  }, [locale]);
  if (failed)
    return (
      <p role="alert" className={`${card} text-sm text-down`}>
        {messages.settings.failed}
      </p>
    );
  if (!settings) {
    return (
      <div role="status" className={`${card} h-40 animate-pulse`}>
        <span className="sr-only">{messages.account.header.loading}</span>
      </div>
    );
  }
  return (
    <>
      <AcceptChoice value={settings.autoAcceptOddsChange} />
      <StakePresets settings={settings} />
    </>
  );
}

function AcceptChoice({ value }: { value: OddsAcceptMode }) {
  const { locale, messages } = useClientIntl();
  const t = messages.settings;
  const id = useId();
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  // The choice shows at once, while it is saved; a failed save shows the saved one again.
  const [pending, setPending] = useState<OddsAcceptMode | null>(null);
  const chosen = pending ?? value;
  const choose = async (mode: OddsAcceptMode) => {
    setStatus('idle');
    setPending(mode);
    try {
      await savePreferences({ auto_accept_odds_change: mode }, locale);
      setStatus('saved');
    } catch {
      setStatus('failed');
    } finally {
      setPending(null);
    }
  };
  return (
    <fieldset className={`${card} flex flex-col gap-2`}>
      <legend className={`${heading} float-start mb-1`}>{t.accept.label}</legend>
      <p className={`${hint} clear-left`}>{t.accept.hint}</p>
      <div className="grid gap-2 sm:grid-cols-3">
        {ODDS_ACCEPT_MODES.map((mode) => (
          <label
            key={mode}
            className="flex h-10 cursor-pointer items-center gap-2 rounded-md border border-line px-3 text-sm has-[:checked]:border-brand has-[:checked]:bg-subtle has-[:checked]:font-semibold"
          >
            <input
              type="radio"
              name={id}
              value={mode}
              checked={chosen === mode}
              onChange={() => void choose(mode)}
              className="accent-brand"
            />
            {t.accept.modes[mode]}
          </label>
        ))}
      </div>
      <p role="status" className={status === 'failed' ? 'text-xs text-down' : hint}>
        {status === 'saved' ? t.saved : status === 'failed' ? t.failed : ''}
      </p>
    </fieldset>
  );
}

function StakePresets({ settings }: { settings: PlayerSettings }) {
  const { locale, messages } = useClientIntl();
  const t = messages.settings.stakes;
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const code = activeAccount(auth)?.currency ?? settings.defaultCurrency;
  const info = settings.currencies.find((item) => item.code === code);
  const currency: Currency = {
    code,
    subunits: info?.subunits ?? 100,
    fiat: info?.fiat ?? true,
    subcurrencies: [],
  };
  const maxStake =
    settings.betLimitsSettings.maxStakeLimit.fiat[code] ??
    settings.betLimitsSettings.maxStakeLimit.crypto[code] ??
    null;
  const asText = (amount: number) =>
    minorUnitsToDecimalString(minorUnits(amount), currency.subunits);
  const [values, setValues] = useState(() => settings.stakes.map(asText));
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const headingId = useId();
  const errorId = useId();

  const money = (amount: number) =>
    formatMoney(minorUnits(amount), currency, { locale, unit: 'main' });
  const errorText = (code: string, limit?: number) => {
    const key = code.replace('error.settings.stakes.', '') as keyof typeof t.errors;
    return formatTemplate(t.errors[key] ?? messages.settings.failed, {
      limit: key === 'count' ? STAKE_PRESETS_MAX : limit !== undefined ? money(limit) : '',
    });
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus('idle');
    const amounts: number[] = [];
    for (const value of values) {
      const parsed = parseAmount(value.trim(), currency);
      if (!parsed.ok || parsed.amount <= 0) return setError(t.errors.not_positive);
      amounts.push(parsed.amount);
    }
    // The same rule the server applies, so a refusal shows before any call.
    const checked = checkStakePresets(amounts, maxStake);
    if (!checked.ok) return setError(errorText(checked.code, checked.limit));
    setError(null);
    setStatus('saving');
    try {
      const saved = await savePreferences({ stakes: [...checked.stakes] }, locale);
      if (saved) setValues(saved.stakes.map(asText));
      setStatus('saved');
    } catch (failure) {
      setStatus('idle');
      const issue = failure instanceof ApiRequestError ? failure.issues[0]?.code : undefined;
      setError(
        issue?.startsWith('error.settings.stakes.')
          ? errorText(issue, maxStake ?? undefined)
          : messages.settings.failed,
      );
    }
  };

  return (
    <form
      onSubmit={(event) => void save(event)}
      aria-labelledby={headingId}
      noValidate
      className={`${card} flex flex-col gap-3`}
    >
      <h2 id={headingId} className={heading}>
        {t.label}
      </h2>
      <p className={hint}>{formatTemplate(t.hint, { count: STAKE_PRESETS_MAX, currency: code })}</p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {values.map((value, index) => (
          <li key={index} className="flex gap-1">
            <input
              inputMode="decimal"
              autoComplete="off"
              aria-label={formatTemplate(t.amount, { number: index + 1 })}
              aria-invalid={error !== null || undefined}
              aria-describedby={error ? errorId : undefined}
              value={value}
              onChange={(event) =>
                setValues(values.map((item, i) => (i === index ? event.target.value : item)))
              }
              className={inputClass}
            />
            <button
              type="button"
              aria-label={formatTemplate(t.remove, { number: index + 1 })}
              disabled={values.length <= 1}
              onClick={() => setValues(values.filter((_, i) => i !== index))}
              className="size-10 shrink-0 rounded-md border border-line text-lg leading-none text-muted hover:text-ink disabled:opacity-40"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-down">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={secondaryButton}
          disabled={values.length >= STAKE_PRESETS_MAX}
          onClick={() => setValues([...values, ''])}
        >
          {t.add}
        </button>
        <button type="submit" className={primaryButton} disabled={status === 'saving'}>
          {t.save}
        </button>
        <p role="status" className={hint}>
          {status === 'saved' ? t.saved : ''}
        </p>
      </div>
    </form>
  );
}

/** The page in another language (the header switch's links); a player's language is saved. */
function LanguageChoice() {
  const { locale, localeInUrl, messages } = useClientIntl();
  const t = messages.settings;
  const pathname = usePathname();
  const id = useId();
  // As the header's switch: a player's language (their e-mails and messages) is saved first.
  const choose = async (event: MouseEvent<HTMLAnchorElement>, next: Locale, href: string) => {
    if (authSnapshot().status !== 'logged_in' || next === locale) return;
    event.preventDefault();
    const { API_BASES, platformEndpoints } = await import('@sportsbook/contract');
    await callEndpointAt(
      API_BASES.platform,
      platformEndpoints.updateLocale,
      { body: { locale: next } },
      { origin: '', locale, session: true },
    ).catch(() => undefined);
    window.location.assign(href);
  };
  return (
    <nav aria-labelledby={id} className={`${card} flex flex-col gap-2`}>
      <h2 id={id} className={heading}>
        {t.language.label}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {LOCALES.map((code) => {
          const target = localizePath(code, pathname, { localeInUrl });
          const href = `${BASE_PATH}${target === '/' ? '' : target}`;
          return (
            <li key={code}>
              <a
                href={href}
                hrefLang={code}
                lang={code}
                aria-current={code === locale ? true : undefined}
                onClick={(event) => void choose(event, code, href)}
                className="flex h-10 items-center rounded-md border border-line px-4 text-sm font-semibold aria-[current=true]:border-brand aria-[current=true]:bg-subtle"
              >
                {messages.account.header.languages[code]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
