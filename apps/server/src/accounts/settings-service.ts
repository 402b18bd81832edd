// User settings: stored choices of a player over the platform defaults.
import {
  PROVIDERS as FEED_PROVIDERS,
  ODDS_TYPES,
  type SettingsWire,
  type UpdateSettingsRequest,
} from '@sportsbook/contract';
import { DEFAULT_ODDS_LIMIT, checkStakePresets } from '@sportsbook/domain';
import {
  ALL_PROVIDERS_ACTIVE,
  type ProviderStatusSource,
  type ProviderStatuses,
} from '../catalog/provider-availability';
import { badInput } from '../http/http-errors';
import type { AccountsRepository, CurrencyRecord, SettingsRecord } from './accounts-repository';

export const DEFAULT_STAKES = [100, 500, 1000, 2500];
export const DEFAULT_CURRENCY = 'EUR';
const LOCALES = [
  { code: 'en', name_in_locale: 'English' },
  { code: 'de', name_in_locale: 'Deutsch' },
  { code: 'es', name_in_locale: 'Español' },
  { code: 'fr', name_in_locale: 'Français' },
  { code: 'it', name_in_locale: 'Italiano' },
  { code: 'pt-BR', name_in_locale: 'Português (Brasil)' },
  { code: 'ar', name_in_locale: 'العربية' },
];
const PROVIDERS = ['betradar', 'oddin'];

type AcceptMode = SettingsWire['auto_accept_odds_change'];
type OddsType = SettingsWire['odds_types']['selected'];

/** Per currency: the stake limit is 10,000 units and the payout limit 100,000 units. */
function limits(currencies: CurrencyRecord[], units: number, fiat: boolean) {
  return Object.fromEntries(
    currencies.filter((c) => c.fiat === fiat).map((c) => [c.code, units * c.subunits]),
  );
}

export function settingsWire(
  currencies: CurrencyRecord[],
  stored: SettingsRecord | null,
  providerStatuses: ProviderStatuses = {},
  severalActiveFreebets = true,
  videoEnabled = true,
  multiSingleBets = true,
  betLimits = true,
): SettingsWire {
  return {
    stakes: stored?.stakes ?? DEFAULT_STAKES,
    auto_accept_odds_change: (stored?.autoAcceptOddsChange as AcceptMode | null) ?? 'none',
    odds_types: {
      available: [...ODDS_TYPES],
      selected: (stored?.oddsType as OddsType | null) ?? 'decimal',
    },
    one_signal_push_notification_subscription: stored?.pushSubscription ?? false,
    // The bet builder is on; a custom bet needs two legs or more (POST /bets/custom/odds and
    // placement refuse one), so a one-leg "single" custom bet is not offered.
    custom_bet_enabled: true,
    custom_bet_allow_single: false,
    // The operator's bonus setting (decision 0033): off, a new freebet replaces the others.
    allow_multiple_active_user_freebets: severalActiveFreebets,
    multi_bet_settings: {
      // The operator's multi-single flag (site settings, decision 0043).
      available_by_provider: Object.fromEntries(PROVIDERS.map((p) => [p, multiSingleBets])),
    },
    // Every feed provider, as the feed reports it now (one never reported counts as active).
    provider_statuses: Object.fromEntries(
      FEED_PROVIDERS.map((p) => [p, providerStatuses[p] ?? ('active' as const)]),
    ),
    // The operator's bet-limits flag (site settings, decision 0043): off, no selection, odds or
    // payout limit applies (0 and empty mean none, for the slip and placement alike); the max
    // stake stays, as it bounds what a bet may risk.
    bet_limits_settings: {
      max_stake_limit: {
        fiat: limits(currencies, 10_000, true),
        crypto: limits(currencies, 1, false),
      },
      payout_limit: betLimits
        ? {
            fiat: limits(currencies, 100_000, true),
            crypto: limits(currencies, 10, false),
            action: 'reject',
          }
        : { fiat: {}, crypto: {}, action: 'reject' },
      selection_limit: betLimits ? 20 : 0,
      odds_limit: { value: betLimits ? DEFAULT_ODDS_LIMIT : 0, action: 'reject' },
    },
    currencies: currencies.map((c) => ({
      code: c.code,
      subunits: c.subunits,
      fiat: c.fiat,
      subcurrencies: c.subcurrencies,
    })),
    default_currency: DEFAULT_CURRENCY,
    locales: LOCALES,
    video_settings: { enabled: videoEnabled },
    updated_at: stored?.updatedAt.toISOString() ?? null,
  };
}

/**
 * How long a player's stored settings are served from memory. Bet placement reads them on
 * every call; a change made through this process is seen at once (the entry is dropped), one
 * made through another server process within this time.
 */
export const SETTINGS_CACHE_MS = 5000;

export class SettingsService {
  private currencyList: Promise<CurrencyRecord[]> | null = null;
  private bonusSetting: { at: number; allowed: Promise<boolean> } | null = null;
  private readonly stored = new Map<
    number,
    { at: number; record: Promise<SettingsRecord | null> }
  >();
  /**
   * The last answer built per player, with what it was built from: placement reads the settings
   * on every bet, and building them anew (a dozen objects, the limits per currency) cost about
   * 1 % of a placement's CPU (decision 0067). Reused only while every input is the same: the
   * same stored record (a change replaces it), currencies, operator flags and provider
   * statuses; callers only read it.
   */
  private readonly built = new Map<number | null, { inputs: unknown[]; wire: SettingsWire }>();

  constructor(
    private readonly repository: AccountsRepository,
    private readonly clock: { now(): Date },
    private readonly providers: ProviderStatusSource = ALL_PROVIDERS_ACTIVE,
    /** The operator's video setting (VIDEO_ENABLED, decision 0048). */
    private readonly videoEnabled = true,
    /** The operator's site flags (decision 0043); default: multi-single bets on. */
    private readonly siteFlags: () => Promise<{
      multi_single_bets: boolean;
      bet_limits: boolean;
    }> = async () => ({ multi_single_bets: true, bet_limits: true }),
  ) {}

  async get(playerId: number | null): Promise<SettingsWire> {
    const [currencies, stored, severalActiveFreebets, site] = await Promise.all([
      this.currencies(),
      playerId === null ? null : this.storedSettings(playerId),
      this.severalActiveFreebets(),
      this.siteFlags(),
    ]);
    const statuses = this.providers.providerStatuses();
    const inputs = [
      currencies,
      stored,
      severalActiveFreebets,
      site.multi_single_bets,
      site.bet_limits,
      ...FEED_PROVIDERS.map((provider) => statuses[provider]),
    ];
    const last = this.built.get(playerId);
    if (last && last.inputs.every((input, i) => input === inputs[i])) return last.wire;
    const wire = settingsWire(
      currencies,
      stored,
      statuses,
      severalActiveFreebets,
      this.videoEnabled,
      site.multi_single_bets,
      site.bet_limits,
    );
    if (this.built.size > 10_000) this.built.clear();
    this.built.set(playerId, { inputs, wire });
    return wire;
  }

  /** The operator's freebet setting, read at most every `SETTINGS_CACHE_MS`. */
  private severalActiveFreebets(): Promise<boolean> {
    const now = Date.now();
    if (this.bonusSetting && now - this.bonusSetting.at < SETTINGS_CACHE_MS) {
      return this.bonusSetting.allowed;
    }
    const allowed = this.repository.severalActiveFreebets();
    this.bonusSetting = { at: now, allowed };
    allowed.catch(() => {
      this.bonusSetting = null;
    });
    return allowed;
  }

  /** Currencies are seeded by migration and never change while the server runs. */
  private currencies(): Promise<CurrencyRecord[]> {
    this.currencyList ??= this.repository.listCurrencies().catch((error: unknown) => {
      this.currencyList = null;
      throw error;
    });
    return this.currencyList;
  }

  private storedSettings(playerId: number): Promise<SettingsRecord | null> {
    const now = Date.now();
    const cached = this.stored.get(playerId);
    if (cached && now - cached.at < SETTINGS_CACHE_MS) return cached.record;
    if (this.stored.size > 10_000) this.stored.clear();
    const record = this.repository.findSettings(playerId);
    this.stored.set(playerId, { at: now, record });
    record.catch(() => this.stored.delete(playerId));
    return record;
  }

  async update(playerId: number, body: UpdateSettingsRequest): Promise<SettingsWire> {
    const stakes =
      body.stakes === undefined ? undefined : await this.stakePresets(playerId, body.stakes);
    await this.repository.saveSettings(
      playerId,
      {
        ...(stakes !== undefined && { stakes }),
        ...(body.auto_accept_odds_change !== undefined && {
          autoAcceptOddsChange: body.auto_accept_odds_change,
        }),
        ...(body.odds_type !== undefined && { oddsType: body.odds_type }),
        ...(body.one_signal_push_notification_subscription !== undefined && {
          pushSubscription: body.one_signal_push_notification_subscription,
        }),
      },
      this.clock.now(),
    );
    this.stored.delete(playerId);
    return this.get(playerId);
  }

  /**
   * The presets as saved (smallest first), checked by the domain's rule against the max stake
   * of the player's active currency, the one the slip's buttons stake in.
   */
  private async stakePresets(playerId: number, stakes: number[]): Promise<number[]> {
    const [accounts, settings] = await Promise.all([
      this.repository.listAccounts(playerId),
      this.get(playerId),
    ]);
    const currency = accounts.find((a) => a.active)?.currency ?? settings.default_currency;
    const { fiat, crypto } = settings.bet_limits_settings.max_stake_limit;
    const checked = checkStakePresets(stakes, fiat[currency] ?? crypto[currency] ?? null);
    if (checked.ok) return [...checked.stakes];
    const field =
      'index' in checked && checked.index !== undefined ? `stakes.${checked.index}` : 'stakes';
    throw badInput(field, 'The stake presets cannot be saved', checked.code);
  }
}
