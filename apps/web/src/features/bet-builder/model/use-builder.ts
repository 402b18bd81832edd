'use client';

import type { Market } from '@sportsbook/contract';
import { useEffect, useMemo, useState } from 'react';
import { getCustomMarkets } from '../api/custom-bet';
import { useCatalogNames } from '../../catalog/names';
import { localizeMarket } from '../../catalog/names';
import { type BuilderLeg, type BuilderSection, builderSections, toggleLeg } from './builder-legs';
import { type CustomPrice, useCustomOdds } from './use-custom-odds';

export type MarketsState =
  | { status: 'loading' }
  | { status: 'ready'; sections: readonly BuilderSection[] }
  | { status: 'error' };

export interface Builder {
  markets: MarketsState;
  legs: readonly BuilderLeg[];
  price: CustomPrice;
  /** The most legs the server prices, when a tap was refused for it. */
  refusedAt: number | null;
  pick(leg: BuilderLeg): void;
  remove(leg: BuilderLeg): void;
  reset(): void;
}

/**
 * A bet builder over one match (`teams`: home and away, for the markets' names in the page's
 * language): its markets, the picked legs and their live price.
 */
export function useBuilder(
  match: { id: number; teams: readonly [string, string] },
  locale: string,
  minLegs: number,
  initialLegs: readonly BuilderLeg[] = [],
): Builder {
  const matchId = match.id;
  const [home, away] = match.teams;
  const names = useCatalogNames();
  const [markets, setMarkets] = useState<Market[] | null | 'error'>(null);
  const [legs, setLegs] = useState<readonly BuilderLeg[]>(initialLegs);
  const [refusedAt, setRefusedAt] = useState<number | null>(null);
  const price = useCustomOdds(legs, minLegs, locale);

  useEffect(() => {
    const controller = new AbortController();
    getCustomMarkets(matchId, locale, controller.signal)
      .then(setMarkets)
      .catch(() => {
        if (!controller.signal.aborted) setMarkets('error');
      });
    return () => controller.abort();
  }, [matchId, locale]);

  const state = useMemo<MarketsState>(() => {
    if (markets === null) return { status: 'loading' };
    if (markets === 'error') return { status: 'error' };
    const teams = [home, away];
    const named = markets.map((market) => localizeMarket(names, market, teams));
    return { status: 'ready', sections: builderSections(named) };
  }, [markets, names, home, away]);

  return {
    markets: state,
    legs,
    price,
    refusedAt,
    pick(leg) {
      const result = toggleLeg(legs, leg);
      if (!result.ok) {
        setRefusedAt(result.limit);
        return;
      }
      setRefusedAt(null);
      setLegs(result.legs);
    },
    remove(leg) {
      setRefusedAt(null);
      setLegs(legs.filter((picked) => picked.key !== leg.key));
    },
    reset() {
      setRefusedAt(null);
      setLegs([]);
    },
  };
}
