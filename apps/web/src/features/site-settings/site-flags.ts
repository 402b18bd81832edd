// The site settings as client islands loaded on demand read them: from the inert JSON the
// layout renders (SiteSettingsData), parsed once. No fetch and nothing in the first-load bundle.
import type { PublicSiteSettings, Camelize } from '@sportsbook/contract';

export const SITE_SETTINGS_ELEMENT_ID = 'sb-site-settings';

export type ClientSiteSettings = Camelize<PublicSiteSettings>;

let parsed: Partial<ClientSiteSettings> | null = null;

/**
 * The settings the page was rendered with; empty on the server or before the page has them, so
 * callers read each flag with its default (`siteFlags().quickDeposit !== false`).
 */
export function siteFlags(): Partial<ClientSiteSettings> {
  if (parsed) return parsed;
  if (typeof document === 'undefined') return {};
  const text = document.getElementById(SITE_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    parsed = JSON.parse(text) as Partial<ClientSiteSettings>;
  } catch {
    parsed = {};
  }
  return parsed;
}
