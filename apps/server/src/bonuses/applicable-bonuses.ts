// The slip's applicable-bonus calls (POST /v3/bonuses and POST /v3/bonuses/freebets/amb): per bet,
// the bonuses it may use now: freebets, the comboboost it gets, and what it would farm in a
// hunting, tournament or lootbox campaign (from a `BonusOfferSource`).
import type {
  ApplicableBonusesResponse,
  ApplicableFarmingWire,
  applicableBonusesRequest,
} from '@sportsbook/contract';
import { type BetType, betOdds, oddsFromWire, oddsToNumber } from '@sportsbook/domain';
import type { z } from 'zod';
import { pricedSelection, ticketBet } from '../betting/bet-maths';
import { type CatalogLine, type LineKey, lineKey } from '../shared/catalog-line';
import type { Clock } from '../shared/clock';
import type { BetBonusRepository } from './comboboost/bet-bonus-repository';
import type { PlayerContext } from './comboboost/campaign-eligibility';
import {
  type BetFacts,
  bestComboboost,
  matchPlacementOf,
  toComboboostWire,
} from './comboboost/comboboost-offers';
import { freebetRefusal } from './freebet-rules';
import type { FreebetRepository, FreebetRow } from './freebet-repository';
import { freebetFacts, toFreebetWire } from './freebet-service';

type ApplicableBody = z.output<typeof applicableBonusesRequest>;
type ApplicableBet = ApplicableBody['bets'][number];
type PerBet = ApplicableBonusesResponse['data'][number];

/** Catalog lines by key (the betting repository's `findLines`). */
export type LineSource = (keys: readonly LineKey[]) => Promise<Map<string, CatalogLine>>;

/** What a bet would farm, per farming kind; absent or null: that kind offers it nothing. */
export interface BonusOffers {
  hunting?: Extract<ApplicableFarmingWire, { type: 'hunting' }> | null;
  tournament?: Extract<ApplicableFarmingWire, { type: 'tournament' }> | null;
  lootbox?: Extract<ApplicableFarmingWire, { type: 'lootbox' }> | null;
}

/**
 * The farming campaigns (hunting, tournament, lootbox) a slip's bets would farm for: per bet
 * facts in, per bet offers out (same order). Implemented by the farming service.
 */
export interface BonusOfferSource {
  offers(
    playerId: number,
    bets: readonly BetFacts[],
    player: PlayerContext,
    now: Date,
  ): Promise<BonusOffers[]>;
}

/** What the call knows of the request: the visitor's country. */
export interface RequestContext {
  country: string | null;
}

/** The bet type a request bet names or implies (as placement's `shapeBet`). */
export function impliedBetType(bet: {
  type?: BetType | undefined;
  system_id?: string | null | undefined;
  custom_odds?: number | null | undefined;
  selections: readonly unknown[];
}): BetType {
  return (
    bet.type ??
    (bet.system_id
      ? 'system'
      : bet.custom_odds
        ? 'custom'
        : bet.selections.length === 1
          ? 'single'
          : 'combo')
  );
}

const keyOfSelection = (s: ApplicableBet['selections'][number]): LineKey => ({
  matchId: s.match_id,
  marketTypeId: s.market_id,
  specifier: s.specifier,
  outcomeId: s.outcome_id,
});

export class ApplicableBonusService {
  constructor(
    private readonly freebets: Pick<FreebetRepository, 'playable'>,
    private readonly lines: LineSource,
    private readonly clock: Clock,
    private readonly bonuses: Pick<
      BetBonusRepository,
      'liveCampaigns' | 'records' | 'isVerified' | 'matchPlacements'
    >,
    /** Whether restrictions let the player receive a bonus (no time-out, no self-exclusion). */
    private readonly mayReceive: (playerId: number) => Promise<boolean>,
    private readonly offerSource: BonusOfferSource | null = null,
  ) {}

  /**
   * Per bet of the slip: the freebets it may use now (playable, in the bet's currency, fitting
   * its selection count, its odds at the catalog's current prices and its matches' status; the
   * stake is not compared, choosing a freebet sets it), the comboboost it gets at the current
   * prices, and the farming campaigns' offers. A restricted player is offered nothing.
   */
  async applicable(
    playerId: number,
    body: ApplicableBody,
    context: RequestContext = { country: null },
  ): Promise<ApplicableBonusesResponse> {
    const now = this.clock.now();
    const none = (): PerBet => ({
      freebet: [],
      comboboost: null,
      hunting: null,
      lootbox: null,
      tournament: null,
    });
    if (!(await this.mayReceive(playerId))) return { data: body.bets.map(none) };
    const matchIds = body.bets.flatMap((bet) => bet.selections.map((s) => s.match_id));
    const [freebets, lines, campaigns, verified, placements] = await Promise.all([
      this.freebets.playable(playerId, now),
      this.lines(body.bets.flatMap((bet) => bet.selections.map(keyOfSelection))),
      this.bonuses.liveCampaigns(['comboboost'], now),
      this.bonuses.isVerified(playerId),
      this.bonuses.matchPlacements(matchIds),
    ]);
    const records = new Map(
      (
        await this.bonuses.records(
          playerId,
          campaigns.map((c) => c.id),
        )
      ).map((r) => [r.campaignId, r]),
    );
    const player: PlayerContext = { verified, country: context.country, mayReceiveBonus: true };
    const facts = body.bets.map((bet, index) => this.factsOf(bet, index, lines, placements));
    const offers = this.offerSource
      ? await this.offerSource.offers(
          playerId,
          facts.flatMap((f) => (f ? [f] : [])),
          player,
          now,
        )
      : [];
    let known = 0;
    return {
      data: facts.map((bet) => {
        if (bet === null) return none();
        const offer = offers[known] ?? {};
        known += 1;
        const boost = bestComboboost(campaigns, records, player, bet, now);
        return {
          freebet: this.fitting(freebets, bet, now).map((row) => toFreebetWire(row, now)),
          comboboost: boost
            ? {
                ...toComboboostWire(boost.campaign, boost.record, player, now),
                bonus_odds: boost.bonusOdds,
              }
            : null,
          hunting: offer.hunting ?? null,
          lootbox: offer.lootbox ?? null,
          tournament: offer.tournament ?? null,
        };
      }),
    };
  }

  /** Per bet of the slip, the amb freebets (bonus type `freebet`) it may use now. */
  async applicableAmb(playerId: number, body: ApplicableBody) {
    const now = this.clock.now();
    if (!(await this.mayReceive(playerId))) return { data: body.bets.map(() => ({ freebet: [] })) };
    const [freebets, lines] = await Promise.all([
      this.freebets.playable(playerId, now),
      this.lines(body.bets.flatMap((bet) => bet.selections.map(keyOfSelection))),
    ]);
    const amb = freebets.filter((row) => row.type === 'freebet');
    return {
      data: body.bets.map((bet, index) => {
        const facts = this.factsOf(bet, index, lines, new Map());
        return {
          freebet: facts ? this.fitting(amb, facts, now).map((row) => toFreebetWire(row, now)) : [],
        };
      }),
    };
  }

  /** The freebets of `rows` the bet may be played with now. */
  private fitting(rows: readonly FreebetRow[], bet: BetFacts, now: Date): FreebetRow[] {
    return rows.filter(
      (row) =>
        freebetRefusal(
          freebetFacts(row),
          {
            type: bet.betType,
            currency: bet.currency,
            stake: row.amount,
            odds: bet.odds,
            matchStatuses: bet.selections.map((s) => s.matchStatus),
          },
          now,
        ) === null,
    );
  }

  /** The bet as the rules read it, at the catalog's current prices; null if a line is missing. */
  private factsOf(
    bet: ApplicableBet,
    index: number,
    lines: Map<string, CatalogLine>,
    placements: Awaited<ReturnType<BetBonusRepository['matchPlacements']>>,
  ): BetFacts | null {
    const found = bet.selections.map((s) => lines.get(lineKey(keyOfSelection(s))));
    if (!found.every((line): line is CatalogLine => line !== undefined)) return null;
    const type = impliedBetType(bet);
    const prices = found.map((line) => oddsFromWire(Number(line.odds)));
    const odds = oddsToNumber(
      betOdds(
        ticketBet({
          type: type === 'system' ? 'combo' : type,
          stake: 0n,
          currency: bet.stake.currency,
          subunits: 100,
          selections: prices.map(pricedSelection),
          systemWinCount: null,
          customOdds: bet.custom_odds ? oddsFromWire(bet.custom_odds) : null,
        }),
      ),
    );
    return {
      index,
      betType: type,
      currency: bet.stake.currency,
      stake: bet.stake.value,
      odds,
      selections: found.map((line, i) => ({
        odds: prices[i] as (typeof prices)[number],
        matchId: line.matchId,
        matchStatus: line.matchStatus,
        match: matchPlacementOf(line.matchId, placements.get(line.matchId)),
      })),
    };
  }
}
