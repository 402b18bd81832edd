// The site settings' environment defaults (each setting's `env` variable of the registry), parsed
// from the variables config/env.ts hands over.
import {
  SITE_SETTINGS,
  SITE_SETTING_KEYS,
  type SiteSettingKey,
  type SiteSettingValues,
} from '@sportsbook/contract';
import { booleanText } from './env-text';

function fromText(key: SiteSettingKey, text: string): unknown {
  switch (SITE_SETTINGS[key].kind) {
    case 'boolean': {
      const flag = booleanText.safeParse(text.trim().toLowerCase());
      return flag.success ? flag.data : text;
    }
    case 'number':
      return /^\s*-?\d+\s*$/.test(text) ? Number(text) : text;
    case 'json':
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    default:
      return text;
  }
}

/** The defaults the environment sets, and a problem per variable that is not a valid value. */
export function siteSettingDefaultsFromEnv(source: Record<string, string | undefined>): {
  values: Partial<SiteSettingValues>;
  problems: string[];
} {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const key of SITE_SETTING_KEYS) {
    const { env, schema } = SITE_SETTINGS[key];
    const text = source[env];
    // Empty counts as unset, so `FOO=` in a .env file keeps the built-in default.
    if (text === undefined || text.trim() === '') continue;
    const parsed = schema.safeParse(fromText(key, text));
    if (parsed.success) values[key] = parsed.data;
    else problems.push(`${env}: ${parsed.error.issues[0]?.message ?? 'invalid value'}`);
  }
  return { values: values as Partial<SiteSettingValues>, problems };
}
