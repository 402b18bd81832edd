// The betting use cases behind one object, as the routes, settlement and the app wire them:
// placement (place-bets.ts, validated by validate-bets.ts), max stake (max-stake.ts), history
// (bet-history.ts) and cash-out (cash-out.ts). Rules come from packages/domain; each use case
// loads the facts (prices, balances, settings) and keeps the money consistent.
import type { PlacedBetWire, getBetsQuery } from '@sportsbook/contract';
import type { z } from 'zod';
import type { AccountRecord } from '../accounts/accounts-repository';
import type { BalanceEvents } from '../realtime/balance-events';
import type { RealtimePublisher } from '../realtime/publisher';
import type { Clock } from '../shared/clock';
import { ALL_PROVIDERS_ACTIVE, type ProviderStatusSource } from '../catalog/provider-availability';
import type { FarmingService } from '../bonuses/farming/farming-service';
import type { JackpotPlacementHook } from '../jackpots/jackpot-service';
import type { PlacementBonusHook } from '../bonuses/comboboost/placement-bonuses';
import { BetAnnouncer } from './bet-announcer';
import type { BetView } from './bet-dto';
import { BetHistory } from './bet-history';
import {
  type BetRow,
  type BettingRepository,
  type CatalogLine,
  lineKey,
} from './betting-repository';
import { CashOut } from './cash-out';
import { type CustomBetQuote, type JointPricing, quoteCustomBet } from './custom-bet-pricing';
import { AccountCache, CurrencyCache, LineCache } from './line-cache';
import { maxStakes } from './max-stake';
import {
  type BettingConfig,
  PlaceBets,
  type PlaceBetsDeps,
  type Player,
  type SettingsSource,
} from './place-bets';
import type { BetBody, PlaceBetsBody } from './validate-bets';

export {
  type BettingConfig,
  DEFAULT_BETTING_CONFIG,
  type Player,
  type SettingsSource,
  hashPayload,
} from './place-bets';
export { LINE_CACHE_MS } from './line-cache';
export { betLimitsOf, shapeBet } from './validate-bets';

type BetsQuery = z.output<typeof getBetsQuery>;

export class BettingService {
  private readonly placing: PlaceBets;
  private readonly history: BetHistory;
  private readonly cashOut: CashOut;
  private readonly announcer: BetAnnouncer;
  private readonly currencies: CurrencyCache;

  constructor(
    private readonly repository: BettingRepository,
    private readonly settings: SettingsSource,
    private readonly clock: Clock,
    config: BettingConfig,
    publisher: RealtimePublisher,
    private readonly pricing: JointPricing | null,
    balances: BalanceEvents,
    /** The feed providers' statuses: an inactive provider's lines take no bet nor cash-out. */
    private readonly providers: ProviderStatusSource = ALL_PROVIDERS_ACTIVE,
    farming?: PlaceBetsDeps['farming'] & Pick<FarmingService, 'settlementHook'>,
    /** Jackpot contributions and draws at placement (decision 0029); none: no jackpots. */
    jackpots?: JackpotPlacementHook,
    /** Placement's campaign bonus step (comboboost, farming bonuses, freebet progress). */
    bonuses: PlacementBonusHook | null = null,
  ) {
    const currencies = new CurrencyCache(repository);
    this.currencies = currencies;
    this.announcer = new BetAnnouncer(publisher, balances);
    this.history = new BetHistory(repository, currencies, pricing, providers);
    this.cashOut = new CashOut(
      repository,
      this.history,
      this.announcer,
      clock,
      publisher,
      farming?.settlementHook,
    );
    this.placing = new PlaceBets({
      repository,
      settings,
      clock,
      config,
      pricing,
      providers,
      lineCache: new LineCache(repository),
      accounts: new AccountCache(repository),
      currencies,
      history: this.history,
      announcer: this.announcer,
      farming,
      ...(jackpots && { jackpots }),
      bonuses,
    });
  }

  /** A currency's subunits (100 when unknown), to write amounts in refusal messages. */
  async subunitsOf(): Promise<(currency: string) => number> {
    const subunits = await this.currencies.subunits();
    return (currency) => subunits.get(currency) ?? 100;
  }

  placementStarted(): () => void {
    return this.placing.placementStarted();
  }

  placementsWritten(): Promise<void> {
    return this.placing.placementsWritten();
  }

  place(
    player: Player,
    key: string,
    body: PlaceBetsBody,
    validated: () => void = this.placementStarted(),
    sessionId?: string,
  ): Promise<PlacedBetWire[]> {
    return this.placing.place(player, key, body, validated, sessionId);
  }

  maxStake(playerId: number, bets: readonly BetBody[]) {
    return maxStakes(
      {
        repository: this.repository,
        pricing: this.pricing,
        providers: this.providers,
        settings: this.settings,
        now: () => this.clock.now(),
      },
      playerId,
      bets,
    );
  }

  /**
   * The bet builder's price for legs of one match now (`/bets/custom/odds`): lines of an
   * inactive provider, a closed match or market are not offered.
   */
  async quoteCustomBet(
    matchId: number,
    selections: readonly { market_id: number; specifier: string; outcome_id: string }[],
  ): Promise<CustomBetQuote> {
    const keys = selections.map((s) => ({
      matchId,
      marketTypeId: s.market_id,
      specifier: s.specifier,
      outcomeId: s.outcome_id,
    }));
    const lines = await this.history.linesOf(keys);
    return quoteCustomBet(
      this.pricing,
      keys.map((key) => lines.get(lineKey(key))),
    );
  }

  list(playerId: number, query: BetsQuery) {
    return this.history.list(playerId, query, this.clock.now());
  }

  get(playerId: number, betId: number): Promise<PlacedBetWire> {
    return this.history.get(playerId, betId);
  }

  describe(rows: readonly BetRow[]): Promise<PlacedBetWire[]> {
    return this.history.describe(rows);
  }

  views(rows: readonly BetRow[]): Promise<BetView[]> {
    return this.history.views(rows);
  }

  customOddsNow(view: BetView, lines: Map<string, CatalogLine>) {
    return this.history.customOddsNow(view, lines);
  }

  cashout(
    playerId: number,
    betId: number,
    toCashoutSeen: number,
    amount: number | undefined,
    cause: 'player' | 'auto_cashout' = 'player',
  ): Promise<PlacedBetWire> {
    return this.cashOut.cashout(playerId, betId, toCashoutSeen, amount, cause);
  }

  setAutoCashout(playerId: number, betId: number, target: number | null) {
    return this.cashOut.setAutoCashout(playerId, betId, target);
  }

  pricesMoved(matchIds: readonly number[]): Promise<void> {
    return this.cashOut.pricesMoved(matchIds);
  }

  announce(
    playerId: number,
    placed: readonly PlacedBetWire[],
    known: readonly AccountRecord[] = [],
  ) {
    return this.announcer.announce(playerId, placed, known);
  }
}
