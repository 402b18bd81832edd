// Records → snake_case wire shapes of the account platform.
import type { PlayerAccount, PlayerProfile } from '@sportsbook/contract';
import type { AccountRecord, PlayerRecord } from './accounts-repository';

/** A balance as a wire number: refuses sums beyond the safe integer range rather than round. */
export function minorUnitsToWire(amount: bigint): number {
  const value = Number(amount);
  if (!Number.isSafeInteger(value)) throw new RangeError(`balance ${amount} is not a safe integer`);
  return value;
}

export function toProfileWire(player: PlayerRecord, currency: string): PlayerProfile {
  // A pending account shows the login its sign-up gave, like any new account (decision 0019).
  const pending = player.pendingLogin;
  const email = player.email ?? (pending?.includes('@') ? pending : null);
  const phone = player.phone ?? (pending && !pending.includes('@') ? pending : null);
  const missed: string[] = [];
  if (!email) missed.push('email');
  if (!phone) missed.push('auth_phone_number');
  return {
    id: player.id,
    email,
    mobile_phone: phone,
    auth_phone_number: phone,
    first_name: player.firstName,
    last_name: player.lastName,
    nickname: player.nickname,
    language: player.language,
    currency,
    auth_fields_missed: missed,
    statuses: player.statuses,
    serasa: { pve: player.pve },
  };
}

export const toAccountWire = (account: AccountRecord): PlayerAccount => ({
  currency: account.currency,
  subunits: account.subunits,
  active: account.active,
  balance: {
    currency: account.currency,
    available_to_bet_with_locked_cents: minorUnitsToWire(account.balance),
  },
});
