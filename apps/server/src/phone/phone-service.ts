// Phone verification by SMS code: 6 digits, stored hashed, expiring, a resend timeout, an SMS
// limit per window and a bounded number of attempts per code. SMS go through the outbox.
import { PHONE_ERROR_CODES, type PhoneVerification } from '@sportsbook/contract';
import { createHash, randomInt } from 'node:crypto';
import type { PlayerRecord } from '../accounts/accounts-repository';
import type { MailTransport } from '../accounts/mail-transport';
import { secretsEqual } from '../accounts/tokens';
import { HttpError, badInput } from '../http/http-errors';
import { accountTexts, durationText } from '../i18n/account-texts';
import type { Clock } from '../shared/clock';
import type { PhoneRepository, PhoneVerificationRecord } from './phone-repository';

export interface PhoneConfig {
  codeTtlMs: number;
  resendTimeoutMs: number;
  /** SMS per player per window. */
  smsLimit: number;
  smsWindowMs: number;
  maxAttempts: number;
}

export const DEFAULT_PHONE_CONFIG: PhoneConfig = {
  codeTtlMs: 10 * 60_000,
  resendTimeoutMs: 60_000,
  smsLimit: 5,
  smsWindowMs: 24 * 3_600_000,
  maxAttempts: 5,
};

/** A few calling codes for `phone_country`; others are null. */
const CALLING_CODES: [string, string][] = [
  ['+351', 'PT'],
  ['+49', 'DE'],
  ['+44', 'GB'],
  ['+33', 'FR'],
  ['+34', 'ES'],
  ['+39', 'IT'],
  ['+55', 'BR'],
  ['+1', 'US'],
];

const codeHash = (playerId: number, code: string) =>
  createHash('sha256').update(`${playerId}:${code}`).digest('hex');

const phoneError = (status: number, code: string, message: string, field?: string) =>
  new HttpError(status, { code, message, ...(field && { field }) });

export class PhoneService {
  constructor(
    private readonly repository: PhoneRepository,
    private readonly sms: MailTransport,
    private readonly config: PhoneConfig,
    private readonly clock: Clock,
  ) {}

  async list(player: PlayerRecord): Promise<PhoneVerification[]> {
    const record = await this.repository.find(player.id);
    if (record) return [this.toWire(record)];
    if (!player.phone) return [];
    return [this.toWire(this.fresh(player.phone))];
  }

  async sendCode(player: PlayerRecord, phoneNumber?: string): Promise<PhoneVerification> {
    const now = this.clock.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const record = await this.repository.transaction(async (repository) => {
      const existing = await repository.find(player.id);
      const phone = phoneNumber ?? existing?.phoneNumber ?? player.phone;
      if (!phone) {
        throw badInput('phone_number', 'Give a phone number', PHONE_ERROR_CODES.noPhone);
      }
      const state = existing && existing.phoneNumber === phone ? existing : this.fresh(phone);
      if (existing) {
        // Limits follow the player, not the number.
        state.smsCount = existing.smsCount;
        state.smsWindowStartedAt = existing.smsWindowStartedAt;
        state.resendAvailableAt = existing.resendAvailableAt;
      }
      if (state.resendAvailableAt && now < state.resendAvailableAt) {
        throw phoneError(429, PHONE_ERROR_CODES.resendTimeout, 'Wait before asking for a new code');
      }
      const windowStart = state.smsWindowStartedAt;
      if (!windowStart || now.getTime() - windowStart.getTime() >= this.config.smsWindowMs) {
        state.smsCount = 0;
        state.smsWindowStartedAt = now;
      }
      if (state.smsCount >= this.config.smsLimit) {
        throw phoneError(429, PHONE_ERROR_CODES.smsLimitReached, 'Too many codes sent; try later');
      }
      const next: PhoneVerificationRecord = {
        ...state,
        codeHash: codeHash(player.id, code),
        codeExpiresAt: new Date(now.getTime() + this.config.codeTtlMs),
        attempts: 0,
        smsCount: state.smsCount + 1,
        resendAvailableAt: new Date(now.getTime() + this.config.resendTimeoutMs),
        verifiedAt: null,
      };
      await repository.save(player.id, next);
      return next;
    });
    await this.sms.send({
      channel: 'sms',
      recipient: record.phoneNumber,
      body: accountTexts(player.language).phoneCode(
        code,
        durationText(this.config.codeTtlMs, player.language),
      ),
    });
    return this.toWire(record);
  }

  async verify(player: PlayerRecord, code: string): Promise<PhoneVerification> {
    const now = this.clock.now();
    // A wrong code is counted in a committed transaction, and only then refused.
    const result = await this.repository.transaction(async (repository) => {
      const record = await repository.find(player.id);
      if (!record?.codeHash || !record.codeExpiresAt) return 'invalid' as const;
      if (now >= record.codeExpiresAt) return 'expired' as const;
      if (!secretsEqual(codeHash(player.id, code), record.codeHash)) {
        const attempts = record.attempts + 1;
        const spent = attempts >= this.config.maxAttempts;
        await repository.save(player.id, {
          ...record,
          attempts,
          ...(spent && { codeHash: null, codeExpiresAt: null }),
        });
        return 'invalid' as const;
      }
      const verified = { ...record, codeHash: null, codeExpiresAt: null, verifiedAt: now };
      await repository.save(player.id, verified);
      return verified;
    });
    if (result === 'expired') {
      throw phoneError(400, PHONE_ERROR_CODES.codeExpired, 'The code has expired', 'code');
    }
    if (result === 'invalid') {
      throw phoneError(
        400,
        PHONE_ERROR_CODES.codeInvalid,
        'The code is wrong or was not sent',
        'code',
      );
    }
    return this.toWire(result);
  }

  private fresh(phoneNumber: string): PhoneVerificationRecord {
    return {
      phoneNumber,
      codeHash: null,
      codeExpiresAt: null,
      attempts: 0,
      smsCount: 0,
      smsWindowStartedAt: null,
      resendAvailableAt: null,
      verifiedAt: null,
    };
  }

  private toWire(record: PhoneVerificationRecord): PhoneVerification {
    const now = this.clock.now();
    const windowOpen =
      record.smsWindowStartedAt !== null &&
      now.getTime() - record.smsWindowStartedAt.getTime() < this.config.smsWindowMs;
    const pending =
      record.codeHash !== null && record.codeExpiresAt !== null && now < record.codeExpiresAt;
    return {
      phone_number: record.phoneNumber,
      phone_country:
        CALLING_CODES.find(([prefix]) => record.phoneNumber.startsWith(prefix))?.[1] ?? null,
      verified_status: record.verifiedAt ? 'verified' : pending ? 'pending' : 'unverified',
      resend_timeout_until:
        record.resendAvailableAt && now < record.resendAvailableAt
          ? record.resendAvailableAt.toISOString()
          : null,
      sms_limit_reached: windowOpen && record.smsCount >= this.config.smsLimit,
    };
  }
}
