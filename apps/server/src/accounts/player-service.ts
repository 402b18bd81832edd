// The signed-in player's profile, accounts (balances from the ledger) and language.
import type { AccountRecord, AccountsRepository, PlayerRecord } from './accounts-repository';
import { unknownCurrency } from './accounts-errors';

export class PlayerService {
  constructor(private readonly repository: AccountsRepository) {}

  async activeCurrency(playerId: number): Promise<string> {
    const accounts = await this.repository.listAccounts(playerId);
    return accounts.find((account) => account.active)?.currency ?? accounts[0]?.currency ?? 'EUR';
  }

  /** Every account, or only the active one when `onlyActive`. */
  async accounts(playerId: number, onlyActive: boolean): Promise<AccountRecord[]> {
    const accounts = await this.repository.listAccounts(playerId);
    return onlyActive ? accounts.filter((account) => account.active) : accounts;
  }

  /** Makes `currency` the active account (created empty when new); the others stay. */
  async changeCurrency(player: PlayerRecord, currency: string): Promise<string> {
    if (!(await this.repository.currencyExists(currency))) throw unknownCurrency();
    await this.repository.transaction(async (tx) => {
      await tx.lockPlayer(player.id);
      await tx.activateAccount(player.id, currency);
    });
    return currency;
  }

  async updateLocale(player: PlayerRecord, locale: string): Promise<string> {
    await this.repository.updateLanguage(player.id, locale);
    return locale;
  }
}
