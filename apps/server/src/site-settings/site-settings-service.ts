// Site settings (decision 0043): the registry's defaults (built in, then the environment), the
// operator's overrides in the database, one cached resolved map that every reader shares, and
// the audited change. A change made through this process is seen at once (the cache is dropped);
// one made through another server process within `SITE_SETTINGS_CACHE_MS`.
import {
  SITE_SETTINGS,
  SITE_SETTING_FALLBACKS,
  SITE_SETTING_KEYS,
  type SiteSettingKey,
  type SiteSettingValues,
  isSiteSettingKey,
} from '@sportsbook/contract';
import type { Clock } from '../shared/clock';
import type {
  ChangeRecord,
  OverrideRecord,
  SiteSettingsRepository,
} from './site-settings-repository';

/** Longest life of the cached values: how late another server process sees a change. */
export const SITE_SETTINGS_CACHE_MS = 1000;

export interface ResolvedSetting {
  key: SiteSettingKey;
  value: unknown;
  default: unknown;
  source: 'default' | 'env' | 'database';
  override: OverrideRecord | null;
}

export type SiteSettingChanges = { [K in SiteSettingKey]?: SiteSettingValues[K] | null };

export class SiteSettingsService {
  private cached: { at: number; values: Promise<Map<SiteSettingKey, ResolvedSetting>> } | null =
    null;
  private readonly listeners = new Set<(values: SiteSettingValues) => void>();
  private readonly plainValues = new WeakMap<
    Map<SiteSettingKey, ResolvedSetting>,
    SiteSettingValues
  >();

  constructor(
    private readonly repository: SiteSettingsRepository,
    private readonly clock: Clock,
    /** Defaults from the environment (config/env.ts), over the registry's built-in ones. */
    private readonly envDefaults: Partial<SiteSettingValues> = {},
  ) {}

  /**
   * Every resolved value (cached): built once per resolved map, as placement reads the flags on
   * every bet (decision 0067); dropped with it. Readers only read it.
   */
  async values(): Promise<SiteSettingValues> {
    const resolved = await this.resolved();
    let values = this.plainValues.get(resolved);
    if (!values) {
      values = Object.fromEntries(
        [...resolved.values()].map((setting) => [setting.key, setting.value]),
      ) as SiteSettingValues;
      this.plainValues.set(resolved, values);
    }
    return values;
  }

  async value<K extends SiteSettingKey>(key: K): Promise<SiteSettingValues[K]> {
    return (await this.values())[key];
  }

  async list(): Promise<ResolvedSetting[]> {
    return [...(await this.resolved()).values()];
  }

  /** Heard after every change made through this process (other processes: the cache's life). */
  onChanged(listener: (values: SiteSettingValues) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Applies the change in one transaction under the settings lock and records each setting
   * whose value really changes. `null` drops the override. Values were checked by the contract.
   */
  async change(changes: SiteSettingChanges, changedBy: string): Promise<ResolvedSetting[]> {
    const keys = Object.keys(changes).filter(isSiteSettingKey);
    const now = this.clock.now();
    await this.repository.transaction(async (repository) => {
      await repository.lockSettings();
      const current = new Map((await repository.overrides(keys)).map((row) => [row.key, row]));
      for (const key of keys) {
        const next = changes[key];
        const before = current.get(key);
        const oldValue = before === undefined ? null : before.value;
        const newValue = next === undefined || next === null ? null : next;
        if (JSON.stringify(oldValue) === JSON.stringify(newValue)) continue;
        if (newValue === null) await repository.remove(key);
        else
          await repository.upsert({ key, value: newValue, updatedAt: now, updatedBy: changedBy });
        await repository.recordChange({ key, oldValue, newValue, changedBy, changedAt: now });
      }
    });
    this.invalidate();
    const values = await this.values();
    for (const listener of this.listeners) listener(values);
    return this.list();
  }

  changes(key: SiteSettingKey | undefined, limit: number): Promise<ChangeRecord[]> {
    return this.repository.changes(key, limit);
  }

  invalidate(): void {
    this.cached = null;
  }

  private resolved(): Promise<Map<SiteSettingKey, ResolvedSetting>> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < SITE_SETTINGS_CACHE_MS) return this.cached.values;
    const values = this.repository.overrides().then((rows) => this.resolve(rows));
    this.cached = { at: now, values };
    values.catch(() => {
      if (this.cached?.values === values) this.cached = null;
    });
    return values;
  }

  private resolve(rows: OverrideRecord[]): Map<SiteSettingKey, ResolvedSetting> {
    const overrides = new Map(rows.map((row) => [row.key, row]));
    const resolved = new Map<SiteSettingKey, ResolvedSetting>();
    for (const key of SITE_SETTING_KEYS) {
      const fromEnv = this.envDefaults[key];
      const fallback = fromEnv === undefined ? SITE_SETTING_FALLBACKS[key] : fromEnv;
      const row = overrides.get(key);
      // A stored value the registry no longer accepts (a setting's type narrowed since) falls
      // back to the default instead of breaking every page.
      const parsed = row ? SITE_SETTINGS[key].schema.safeParse(row.value) : null;
      resolved.set(key, {
        key,
        value: parsed?.success ? parsed.data : fallback,
        default: fallback,
        source: parsed?.success ? 'database' : fromEnv === undefined ? 'default' : 'env',
        override: parsed?.success && row ? row : null,
      });
    }
    return resolved;
  }
}
