import { API_BASES } from '@sportsbook/contract';
import {
  type BetLimits,
  type Currency,
  type MinorUnits,
  type Provider,
  oddsLimitFromWire,
} from '@sportsbook/domain';
import type { SlipSettings } from '../model/bet-slip-store';
import { bettingFetch } from './betting-fetch';

type Wire = Awaited<ReturnType<typeof fetchSettings>>;

const fetchSettings = (locale: string) =>
  bettingFetch((loaded) => loaded.settingsEndpoints.getSettings, {
    base: API_BASES.sportsbook,
    locale,
  });

/** GET /settings in the slip's form (spec section 3, "Client form"). */
export async function getSlipSettings(locale: string): Promise<SlipSettings> {
  return toSlipSettings(await fetchSettings(locale));
}

export function toSlipSettings(wire: Wire): SlipSettings {
  const limits = wire.betLimitsSettings;
  const amounts = (map: Record<string, number>, action: 'reject' | 'accept') =>
    Object.fromEntries(
      Object.entries(map).map(([code, amount]) => [code, { amount: amount as MinorUnits, action }]),
    );
  const betLimits: BetLimits = {
    selectionLimit: limits.selectionLimit > 0 ? limits.selectionLimit : null,
    oddsLimit:
      limits.oddsLimit.value > 1
        ? { value: oddsLimitFromWire(limits.oddsLimit.value), action: limits.oddsLimit.action }
        : null,
    maxStakeLimit: {
      fiat: amounts(limits.maxStakeLimit.fiat, 'reject'),
      crypto: amounts(limits.maxStakeLimit.crypto, 'reject'),
    },
    payoutLimit: {
      fiat: amounts(limits.payoutLimit.fiat, limits.payoutLimit.action),
      crypto: amounts(limits.payoutLimit.crypto, limits.payoutLimit.action),
    },
  };
  const currencies: Record<string, Currency> = Object.fromEntries(
    wire.currencies.map((currency) => [
      currency.code,
      { code: currency.code, subunits: currency.subunits, fiat: currency.fiat, subcurrencies: [] },
    ]),
  );
  return {
    stakes: wire.stakes as MinorUnits[],
    oddsAcceptMode: wire.autoAcceptOddsChange,
    multiSingleAvailableByProvider: wire.multiBetSettings.availableByProvider as Partial<
      Record<Provider, boolean>
    >,
    limits: betLimits,
    currencies,
    defaultCurrency: wire.defaultCurrency,
    customBetEnabled: wire.customBetEnabled,
    customBetMinLegs: wire.customBetAllowSingle ? 1 : 2,
  };
}
