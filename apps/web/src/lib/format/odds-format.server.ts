import 'server-only';
import type { OddsFormat } from '@sportsbook/domain';
import { cookies } from 'next/headers';
import { ODDS_TYPE_KEY, oddsFormatFrom } from './odds-format-store';

/** The format this request's page renders prices in: the `odds_type` cookie, or decimal. */
export async function readOddsFormat(): Promise<OddsFormat> {
  return oddsFormatFrom((await cookies()).get(ODDS_TYPE_KEY)?.value);
}
