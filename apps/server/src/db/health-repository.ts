import { sql } from 'drizzle-orm';
import type { AppDb } from './client';

export class HealthRepository {
  constructor(private readonly db: AppDb) {}

  /** Throws when the database does not answer. */
  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }
}
