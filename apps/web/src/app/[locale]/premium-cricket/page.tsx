import type { Metadata } from 'next';
import SportPage, { generateMetadata as sportMetadata } from '../[sport]/page';
import { findSport } from '../../../features/catalog/server/catalog-data.server';
import {
  productLineMetadata,
  productLinePage,
} from '../../../features/product-lines/product-line-page';

/**
 * Spec section 2 `/premium-cricket`. The catalog's premium cricket sport (sport kind
 * premium_cricket) lives at this address too, and its page wins: the sports menu links here and
 * its matches are bet on like any sport. Without that sport in the catalog, the product line's
 * game is shown when the operator switched the line on.
 */
const SPORT_KEY = 'premium-cricket';
const productLine = productLinePage('premium_cricket');
const productLineMeta = productLineMetadata('premium_cricket');

type Props = { params: Promise<{ locale: string }> };

const withSport = (params: Props['params']) =>
  params.then((value) => ({ ...value, sport: SPORT_KEY }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  if (await findSport(SPORT_KEY)) return sportMetadata({ params: withSport(params) });
  return productLineMeta({ params });
}

export default async function PremiumCricketPage({ params }: Props) {
  if (await findSport(SPORT_KEY)) return SportPage({ params: withSport(params) });
  return productLine({ params });
}
