// Phone verification state. The only phone file that speaks SQL.
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { phoneVerifications } from '../db/schema';

export interface PhoneVerificationRecord {
  phoneNumber: string;
  codeHash: string | null;
  codeExpiresAt: Date | null;
  attempts: number;
  smsCount: number;
  smsWindowStartedAt: Date | null;
  resendAvailableAt: Date | null;
  verifiedAt: Date | null;
}

export class PhoneRepository {
  constructor(private readonly db: AppDb) {}

  transaction<T>(work: (repository: PhoneRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new PhoneRepository(tx as unknown as AppDb)));
  }

  /** Reads the row, locked for update inside a transaction. */
  async find(playerId: number): Promise<PhoneVerificationRecord | null> {
    const [row] = await this.db
      .select({
        phoneNumber: phoneVerifications.phoneNumber,
        codeHash: phoneVerifications.codeHash,
        codeExpiresAt: phoneVerifications.codeExpiresAt,
        attempts: phoneVerifications.attempts,
        smsCount: phoneVerifications.smsCount,
        smsWindowStartedAt: phoneVerifications.smsWindowStartedAt,
        resendAvailableAt: phoneVerifications.resendAvailableAt,
        verifiedAt: phoneVerifications.verifiedAt,
      })
      .from(phoneVerifications)
      .where(eq(phoneVerifications.playerId, playerId))
      .for('update');
    return row ?? null;
  }

  async save(playerId: number, record: PhoneVerificationRecord): Promise<void> {
    await this.db
      .insert(phoneVerifications)
      .values({ playerId, ...record })
      .onConflictDoUpdate({ target: phoneVerifications.playerId, set: record });
  }
}
