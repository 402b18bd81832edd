// The slip's applicable-bonus call (POST /v3/bonuses): per bet, the bonuses it may use now.
import type { applicableBonusesRequest } from '@sportsbook/contract';
import { betOdds, oddsFromWire, oddsToNumber } from '@sportsbook/domain';
import type { z } from 'zod';
import { pricedSelection, ticketBet } from '../betting/bet-maths';
import { type CatalogLine, type LineKey, lineKey } from '../shared/catalog-line';
import type { Clock } from '../shared/clock';
import { freebetRefusal } from './freebet-rules';
import type { FreebetRepository, FreebetRow } from './freebet-repository';
import { freebetFacts, toFreebetWire } from './freebet-service';

type ApplicableBody = z.output<typeof applicableBonusesRequest>;

/** Catalog lines by key (the betting repository's `findLines`). */
export type LineSource = (keys: readonly LineKey[]) => Promise<Map<string, CatalogLine>>;

export class ApplicableBonusService {
  constructor(
    private readonly freebets: Pick<FreebetRepository, 'playable'>,
    private readonly lines: LineSource,
    private readonly clock: Clock,
  ) {}

  /**
   * Per bet of the slip, the freebets it may use now: playable, in the bet's currency, and
   * fitting its selection count, its odds at the catalog's current prices and its matches'
   * status. The stake is not compared: choosing a freebet sets the stake to its amount.
   */
  async applicable(playerId: number, body: ApplicableBody) {
    const now = this.clock.now();
    const [freebets, lines] = await Promise.all([
      this.freebets.playable(playerId, now),
      this.lines(
        body.bets.flatMap((bet) =>
          bet.selections.map((s) => ({
            matchId: s.match_id,
            marketTypeId: s.market_id,
            specifier: s.specifier,
            outcomeId: s.outcome_id,
          })),
        ),
      ),
    ]);
    return {
      data: body.bets.map((bet) => {
        const found = bet.selections.map((s) =>
          lines.get(
            lineKey({
              matchId: s.match_id,
              marketTypeId: s.market_id,
              specifier: s.specifier,
              outcomeId: s.outcome_id,
            }),
          ),
        );
        const known = found.every((line) => line !== undefined);
        const type =
          bet.type ??
          (bet.system_id
            ? 'system'
            : bet.custom_odds
              ? 'custom'
              : bet.selections.length === 1
                ? 'single'
                : 'combo');
        const odds = known
          ? oddsToNumber(
              betOdds(
                ticketBet({
                  type: type === 'system' ? 'combo' : type,
                  stake: 0n,
                  currency: bet.stake.currency,
                  subunits: 100,
                  selections: found.map((line) =>
                    pricedSelection(oddsFromWire(Number((line as CatalogLine).odds))),
                  ),
                  systemWinCount: null,
                  customOdds: bet.custom_odds ? oddsFromWire(bet.custom_odds) : null,
                }),
              ),
            )
          : 0;
        const fits = (row: FreebetRow) =>
          known &&
          freebetRefusal(
            freebetFacts(row),
            {
              type,
              currency: bet.stake.currency,
              stake: row.amount,
              odds,
              matchStatuses: found.map((line) => (line as CatalogLine).matchStatus),
            },
            now,
          ) === null;
        return {
          freebet: freebets.filter(fits).map((row) => toFreebetWire(row, now)),
          comboboost: null,
          hunting: null,
          lootbox: null,
          tournament: null,
        };
      }),
    };
  }
}
