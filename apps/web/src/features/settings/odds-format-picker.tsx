'use client';

import { ODDS_FORMATS, type OddsFormat } from '@sportsbook/domain';
import { useEffect, useId, useRef } from 'react';
import { showAlert } from '../../components/layout/alert-store';
import { formatDecimalOdds } from '../../lib/format/odds';
import { useOddsFormat } from '../../lib/format/use-odds-format';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { chooseOddsFormat } from './save-preferences';

/** The price each option shows as its example: evens and a half, 2.50 → 3/2, +150, 40%. */
const EXAMPLE_ODDS = 2.5;

/**
 * The header's odds format picker: a native select (compact, and the phone's own picker on
 * touch), each option with an example price so the player sees what they choose.
 */
export function OddsFormatPicker({
  variant = 'header',
}: {
  variant?: 'header' | 'page' | 'panel';
}) {
  const { locale, messages } = useClientIntl();
  const t = messages.settings;
  const format = useOddsFormat();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const choose = async (next: OddsFormat) => {
    if (!(await chooseOddsFormat(next, locale)))
      showAlert({
        kind: 'error',
        title: messages.account.alerts['error-title'],
        message: t.failed,
      });
  };
  // The select is server-rendered: a choice made before this island hydrated (a slow phone)
  // changed the element but no handler ran. Take it once hydrated, rather than undo it.
  useEffect(() => {
    const shown = select.current?.value as OddsFormat | undefined;
    if (shown && shown !== format) void choose(shown);
    // Once, on hydration: later changes go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The header names the format only (its room is short, and a cut label reads broken); the
  // menu and the settings page add the example price.
  const options = ODDS_FORMATS.map((value) => (
    <option key={value} value={value}>
      {variant === 'header'
        ? t['odds-format'].names[value]
        : `${t['odds-format'].names[value]} (${formatDecimalOdds(EXAMPLE_ODDS, locale, value)})`}
    </option>
  ));
  if (variant === 'page') {
    return (
      <select
        ref={select}
        id={id}
        aria-label={t['odds-format'].label}
        value={format}
        onChange={(event) => void choose(event.target.value as OddsFormat)}
        className="h-10 w-full rounded-md border border-line bg-surface px-3 text-sm text-ink focus:border-ink-3 sm:max-w-xs"
      >
        {options}
      </select>
    );
  }
  if (variant === 'panel') {
    return (
      <label className="flex items-center justify-between gap-2 rounded-md bg-surface px-2.5 py-1.5 text-[13px] font-semibold shadow-[inset_0_0_0_1px_var(--color-line)]">
        <span className="shrink-0">{t['odds-format'].label}</span>
        <select
          ref={select}
          aria-label={t['odds-format'].label}
          value={format}
          onChange={(event) => void choose(event.target.value as OddsFormat)}
          className="h-8 min-w-0 cursor-pointer truncate rounded-md border border-line bg-surface px-1.5 text-[13px] text-ink focus:border-ink-3"
        >
          {options}
        </select>
      </label>
    );
  }
  // Below 1,440 px the header has no room left (nav links, search, bell, balance): there
  // the sports menu (sidebar or phone menu) holds the picker, and the settings page.
  return (
    <select
      ref={select}
      aria-label={t['odds-format']['header-label']}
      value={format}
      onChange={(event) => void choose(event.target.value as OddsFormat)}
      data-testid="header-odds-format"
      className="hidden h-9 max-w-[10rem] shrink-0 cursor-pointer truncate field-sizing-content rounded-md border-0 bg-transparent px-1.5 text-[13px] font-bold text-white/80 hover:bg-white/10 hover:text-white focus:bg-white/10 sm:text-sm min-[1440px]:block [&>option]:text-ink"
    >
      {options}
    </select>
  );
}
