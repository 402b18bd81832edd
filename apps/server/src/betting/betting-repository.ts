// The betting repositories behind one object: the transaction boundary of placement, cash-out
// and settlement. Each table group's SQL lives in its own file: bets, selections, events and
// request keys (bet-repository.ts), catalog lines (catalog-line-repository.ts), accounts and the
// ledger (account-ledger-repository.ts), share codes (share-code-repository.ts); freebets are
// bonuses/. Money is bigint minor units; odds travel as numeric text.
import type { AppDb, DbOrTx } from '../db/client';
import type { LedgerKind } from '../db/schema';
import { FreebetRepository } from '../bonuses/freebet-repository';
import { BetBonusRepository } from '../bonuses/comboboost/bet-bonus-repository';
import type { LineKey } from '../shared/catalog-line';
import { AccountLedgerRepository } from './account-ledger-repository';
import { BetRepository } from './bet-repository';
import { CatalogLineRepository } from './catalog-line-repository';
import { ShareCodeRepository } from './share-code-repository';

export type { CatalogLine, LineKey } from '../shared/catalog-line';
export { lineKey, priceStateOf } from '../shared/catalog-line';
export type { AccountBalance, LockedAccount } from './account-ledger-repository';
export type { LineState } from './catalog-line-repository';
export type { BetRow, NewBet, NewSelection, SelectionRow } from './bet-repository';

export class BettingRepository extends BetRepository {
  private readonly lines: CatalogLineRepository;
  private readonly ledger: AccountLedgerRepository;
  private readonly shares: ShareCodeRepository;

  constructor(q: DbOrTx) {
    super(q);
    this.lines = new CatalogLineRepository(q);
    this.ledger = new AccountLedgerRepository(q);
    this.shares = new ShareCodeRepository(q);
  }

  transaction<T>(work: (repository: BettingRepository) => Promise<T>): Promise<T> {
    return (this.q as AppDb).transaction((tx) => work(new BettingRepository(tx)));
  }

  /** This repository's connection (inside its transaction), for the player limits' reads. */
  connection(): DbOrTx {
    return this.q;
  }

  /** Freebet reads and writes on this repository's connection (inside its transaction). */
  freebets(): FreebetRepository {
    return new FreebetRepository(this.q);
  }

  /** The campaign bonuses of bets (`bet_bonuses`) on this repository's connection. */
  betBonuses(): BetBonusRepository {
    return new BetBonusRepository(this.q);
  }

  // ---- catalog lines -------------------------------------------------------------------------

  findLines(keys: readonly LineKey[]) {
    return this.lines.findLines(keys);
  }

  lineStates(keys: readonly LineKey[]) {
    return this.lines.lineStates(keys);
  }

  findMatchLines(matchIds: readonly number[]) {
    return this.lines.findMatchLines(matchIds);
  }

  matchIdsByUrn(urns: readonly string[]) {
    return this.lines.matchIdsByUrn(urns);
  }

  matchUrn(matchId: number) {
    return this.lines.matchUrn(matchId);
  }

  // ---- accounts and ledger -------------------------------------------------------------------

  listAccounts(playerId: number, withBalances: boolean) {
    return this.ledger.listAccounts(playerId, withBalances);
  }

  listCurrencies() {
    return this.ledger.listCurrencies();
  }

  lockAccounts(accountIds: readonly number[]) {
    return this.ledger.lockAccounts(accountIds);
  }

  accountsOffLedger() {
    return this.ledger.accountsOffLedger();
  }

  liveSessions(ids: readonly string[], now: Date) {
    return this.ledger.liveSessions(ids, now);
  }

  appendLedger(entry: {
    accountId: number;
    amount: bigint;
    kind: LedgerKind;
    reference: string;
    idempotencyKey: string;
    createdAt?: Date;
  }) {
    return this.ledger.appendLedger(entry);
  }

  // ---- share codes ---------------------------------------------------------------------------

  insertShareCode(code: string, playerId: number, data: unknown[], now: Date) {
    return this.shares.insertShareCode(code, playerId, data, now);
  }

  findShareCode(code: string) {
    return this.shares.findShareCode(code);
  }
}
