import { describe, expect, it } from 'vitest';
import { minorUnitsToWire, toProfileWire } from './accounts-dto';
import type { PlayerRecord } from './accounts-repository';

const player: PlayerRecord = {
  id: 7,
  email: null,
  phone: '+4915112345678',
  pendingLogin: null,
  passwordHash: 'x',
  firstName: null,
  lastName: null,
  nickname: 'kim',
  language: 'de',
  statuses: ['spi_test'],
  pve: true,
  failedAttempts: 0,
  lockedAt: null,
  confirmedAt: null,
  compPoints: 0,
};

describe('accounts dto', () => {
  it('maps a phone player to the profile wire shape', () => {
    expect(toProfileWire(player, 'EUR')).toEqual({
      id: 7,
      email: null,
      mobile_phone: '+4915112345678',
      auth_phone_number: '+4915112345678',
      first_name: null,
      last_name: null,
      nickname: 'kim',
      language: 'de',
      currency: 'EUR',
      auth_fields_missed: ['email'],
      statuses: ['spi_test'],
      serasa: { pve: true },
    });
  });

  it('keeps balances exact and refuses unsafe ones', () => {
    expect(minorUnitsToWire(100_000n)).toBe(100_000);
    expect(minorUnitsToWire(-5n)).toBe(-5);
    expect(() => minorUnitsToWire(2n ** 60n)).toThrow(RangeError);
  });
});
