// The demo player named in the README: created at start when absent, with 1,000.00 EUR. The
// money is an `adjustment` entry (reference `opening_balance`), not a `deposit`: no payment
// brought it, and every deposit entry of the ledger must match a successful deposit record.
import type { AccountsRepository } from './accounts-repository';
import type { PasswordHasher } from './passwords';

export const DEMO_EMAIL = 'demo@sportsbook.test';
export const DEMO_PASSWORD = 'demo-password-1';
/** 1,000.00 EUR in cents. */
export const DEMO_OPENING_BALANCE = 100_000n;
/** Reference of the opening-balance ledger entry. */
export const OPENING_BALANCE_REFERENCE = 'opening_balance';

/** Returns true when it created the player; safe to run on every start and concurrently. */
export async function ensureDemoAccount(
  repository: AccountsRepository,
  hasher: PasswordHasher,
  now: Date,
): Promise<boolean> {
  if (await repository.findPlayerByLogin({ email: DEMO_EMAIL })) return false;
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  return repository.transaction(async (tx) => {
    const player = await tx.insertPlayer({
      email: DEMO_EMAIL,
      phone: null,
      passwordHash,
      language: 'en',
      currency: 'EUR',
      termsAcceptedAt: now,
      confirmedAt: now,
    });
    if (!player) return false;
    const [account] = await tx.listAccounts(player.id);
    if (!account) return false;
    await tx.appendLedgerEntry({
      accountId: account.id,
      amount: DEMO_OPENING_BALANCE,
      kind: 'adjustment',
      reference: OPENING_BALANCE_REFERENCE,
      idempotencyKey: `opening-balance:${player.id}`,
    });
    return true;
  });
}
