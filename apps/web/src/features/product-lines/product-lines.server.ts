import 'server-only';
import { PRODUCT_LINES, type ProductLineKey } from '@sportsbook/contract';
import { env } from '../../config/env';

export type ProductLine = (typeof PRODUCT_LINES)[number];

/**
 * The product lines the operator switched on, in menu order (decision 0045). The one place the
 * web app asks: fed by PRODUCT_LINES now (unset: all; `none`: none), by the site settings later.
 */
export function enabledProductLines(): readonly ProductLine[] {
  const names = env.PRODUCT_LINES;
  if (names === undefined) return PRODUCT_LINES;
  return PRODUCT_LINES.filter((line) => names.includes(line.key));
}

/** The line of `key` when it is switched on, else null (its page answers 404). */
export function enabledProductLine(key: ProductLineKey): ProductLine | null {
  return enabledProductLines().find((line) => line.key === key) ?? null;
}
