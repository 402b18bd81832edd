import type { SiteSettings } from './site-settings.server';
import { SITE_SETTINGS_ELEMENT_ID } from './site-flags';

/** `#0b7a55` → the colour; anything else (already checked by the API) → null. */
const colour = (text: string) => (/^#[0-9a-f]{6}$/i.test(text) ? text : null);

/**
 * Server-rendered, no script of its own: the operator's theme as CSS variables over the built-in
 * ones, and the settings the on-demand islands read (deposit dialog, slip) as inert JSON.
 */
export function SiteSettingsData({ settings }: { settings: SiteSettings }) {
  const brand = colour(settings.themeBrandColor);
  const accent = colour(settings.themeAccentColor);
  const rules = [
    brand && `--color-brand:${brand};--color-header:${brand};`,
    accent &&
      `--color-accent:${accent};--color-accent-strong:color-mix(in srgb,${accent} 85%,#000);`,
  ].filter(Boolean);
  // `<` escaped, so no value can close the script element.
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return (
    <>
      {rules.length > 0 ? <style>{`:root{${rules.join('')}}`}</style> : null}
      <script
        id={SITE_SETTINGS_ELEMENT_ID}
        type="application/json"
        dangerouslySetInnerHTML={{ __html: json }}
      />
    </>
  );
}
