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
export function OddsFormatPicker({ variant = 'header' }: { variant?: 'header' | 'page' }) {
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
  const options = ODDS_FORMATS.map((value) => (
    <option key={value} value={value}>
      {`${t['odds-format'].names[value]} (${formatDecimalOdds(EXAMPLE_ODDS, locale, value)})`}
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
  // Between the phone and the wide layout the header's nav links leave no room: there the
  // account menu's Settings and the settings page hold the picker.
  return (
    <select
      ref={select}
      aria-label={t['odds-format']['header-label']}
      value={format}
      onChange={(event) => void choose(event.target.value as OddsFormat)}
      data-testid="header-odds-format"
      className="h-9 max-w-[6.5rem] cursor-pointer truncate rounded-md border-0 bg-transparent px-1.5 text-[13px] font-bold text-white/80 hover:bg-white/10 hover:text-white focus:bg-white/10 sm:text-sm desk:max-lg:hidden lg:max-w-none [&>option]:text-ink"
    >
      {options}
    </select>
  );
}
