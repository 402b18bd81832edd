'use client';

import type { OddsAcceptMode } from '@sportsbook/domain';
import { useId } from 'react';
import { showAlert } from '../../components/layout/alert-store';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { savePreferences } from './save-preferences';

export const ODDS_ACCEPT_MODES: readonly OddsAcceptMode[] = ['none', 'higher', 'any'];

/**
 * The slip's compact "Odds changes" choice beside Place bet (spec section 4): ask every time,
 * accept higher, accept any. The slip follows at once (`onChange`); a signed-in player's choice
 * is saved, as the server places with the saved one (the slip never offers what it refuses).
 */
export function OddsAcceptSelect({
  value,
  onChange,
  disabled = false,
}: {
  value: OddsAcceptMode;
  onChange: (mode: OddsAcceptMode) => void;
  disabled?: boolean;
}) {
  const { locale, messages } = useClientIntl();
  const t = messages.settings.accept;
  const id = useId();
  const change = async (mode: OddsAcceptMode) => {
    const before = value;
    onChange(mode);
    try {
      await savePreferences({ auto_accept_odds_change: mode }, locale);
    } catch {
      onChange(before);
      showAlert({
        kind: 'error',
        title: messages.account.alerts['error-title'],
        message: messages.settings.failed,
      });
    }
  };
  return (
    <div className="flex items-center justify-between gap-2 text-xs">
      <label htmlFor={id} className="text-muted">
        {t['slip-label']}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => void change(event.target.value as OddsAcceptMode)}
        className="h-7 min-w-0 rounded-md border border-line bg-surface px-1.5 text-xs font-semibold text-ink focus:border-ink-3 disabled:opacity-60"
      >
        {ODDS_ACCEPT_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {t.modes[mode]}
          </option>
        ))}
      </select>
    </div>
  );
}
