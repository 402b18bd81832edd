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
  const missed: string[] = [];
  if (!player.email) missed.push('email');
  if (!player.phone) missed.push('auth_phone_number');
  return {
    id: player.id,
    email: player.email,
    mobile_phone: player.phone,
    auth_phone_number: player.phone,
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
