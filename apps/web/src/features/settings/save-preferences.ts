// One way to change a betting preference: the browser shows it at once, a signed-in player's
// choice is saved with POST /settings, and every open view hears the server's answer.
import type { UpdateSettingsRequest } from '@sportsbook/contract';
import type { OddsFormat } from '@sportsbook/domain';
import { ODDS_TYPE_OF_FORMAT } from '@sportsbook/domain';
import { setOddsFormat } from '../../lib/format/odds-format-store';
import { authSnapshot } from '../account/auth-store';
import { type PlayerSettings, publishSettings } from './settings-events';

/** Saves for a signed-in player and publishes the answer; null for a visitor (nothing to save). */
export async function savePreferences(
  body: UpdateSettingsRequest,
  locale: string,
): Promise<PlayerSettings | null> {
  if (authSnapshot().status !== 'logged_in') return null;
  // The calls and their schemas load with the first change, not with the header.
  const { saveSettings } = await import('./api/settings-api');
  const saved = await saveSettings(body, locale);
  publishSettings(saved);
  return saved;
}

/**
 * Shows every price in `format` now (and remembers it in this browser for visitors); a
 * signed-in player's choice is saved too. A failed save leaves the browser's choice in place
 * and reports false: the player still reads prices in the format they asked for.
 */
export async function chooseOddsFormat(format: OddsFormat, locale: string): Promise<boolean> {
  setOddsFormat(format);
  try {
    await savePreferences({ odds_type: ODDS_TYPE_OF_FORMAT[format] }, locale);
    return true;
  } catch {
    return false;
  }
}
