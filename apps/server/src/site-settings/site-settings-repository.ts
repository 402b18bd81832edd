// The only file of site settings that speaks SQL: the overrides, their audit trail, the terms
// acceptances and the players' statuses (schema-site-settings.ts, schema-accounts.ts).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { players, siteSettingChanges, siteSettings, termsAcceptances } from '../db/schema';

export interface OverrideRecord {
  key: string;
  value: unknown;
  updatedAt: Date;
  updatedBy: string;
}

export interface ChangeRecord {
  id: number;
  key: string;
  oldValue: unknown;
  newValue: unknown;
  changedBy: string;
  changedAt: Date;
}

/** Names the transaction lock that puts concurrent changes of the settings one after another. */
const SITE_SETTINGS_LOCK = 4_300_043;

export class SiteSettingsRepository {
  constructor(private readonly q: DbOrTx) {}

  transaction<T>(work: (repository: SiteSettingsRepository) => Promise<T>): Promise<T> {
    return this.q.transaction((tx) => work(new SiteSettingsRepository(tx)));
  }

  /**
   * Held until the transaction ends: a change reads the values it replaces under it, so the
   * audit trail of two racing changes chains (the second one's old value is the first one's new).
   */
  async lockSettings(): Promise<void> {
    await this.q.execute(sql`select pg_advisory_xact_lock(${SITE_SETTINGS_LOCK})`);
  }

  async overrides(keys?: readonly string[]): Promise<OverrideRecord[]> {
    const query = this.q.select().from(siteSettings);
    return keys ? query.where(inArray(siteSettings.key, [...keys])) : query;
  }

  async upsert(record: OverrideRecord): Promise<void> {
    await this.q
      .insert(siteSettings)
      .values(record)
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: record.value, updatedAt: record.updatedAt, updatedBy: record.updatedBy },
      });
  }

  async remove(key: string): Promise<void> {
    await this.q.delete(siteSettings).where(eq(siteSettings.key, key));
  }

  async recordChange(change: Omit<ChangeRecord, 'id'>): Promise<void> {
    await this.q.insert(siteSettingChanges).values(change);
  }

  async changes(key: string | undefined, limit: number): Promise<ChangeRecord[]> {
    const query = this.q.select().from(siteSettingChanges);
    return (key ? query.where(eq(siteSettingChanges.key, key)) : query)
      .orderBy(desc(siteSettingChanges.id))
      .limit(limit);
  }

  /** When the setting last took its current value (null: never changed by the operator). */
  async lastChangeAt(key: string): Promise<Date | null> {
    const rows = await this.q
      .select({ at: siteSettingChanges.changedAt })
      .from(siteSettingChanges)
      .where(eq(siteSettingChanges.key, key))
      .orderBy(desc(siteSettingChanges.id))
      .limit(1);
    return rows[0]?.at ?? null;
  }

  async player(playerId: number): Promise<{ statuses: string[]; createdAt: Date } | null> {
    const rows = await this.q
      .select({ statuses: players.statuses, createdAt: players.createdAt })
      .from(players)
      .where(eq(players.id, playerId));
    return rows[0] ?? null;
  }

  /** Adds or removes one status in a single statement, so concurrent calls lose nothing. */
  async changeStatus(playerId: number, status: string, add: boolean): Promise<string[] | null> {
    const next = add
      ? sql`case when ${players.statuses} @> ${JSON.stringify([status])}::jsonb then ${players.statuses} else ${players.statuses} || ${JSON.stringify([status])}::jsonb end`
      : sql`coalesce((select jsonb_agg(s) from jsonb_array_elements(${players.statuses}) as s where s <> to_jsonb(${status}::text)), '[]'::jsonb)`;
    const rows = await this.q
      .update(players)
      .set({ statuses: next })
      .where(eq(players.id, playerId))
      .returning({ statuses: players.statuses });
    return rows[0]?.statuses ?? null;
  }

  async latestAcceptance(playerId: number): Promise<{ version: string; acceptedAt: Date } | null> {
    const rows = await this.q
      .select({ version: termsAcceptances.version, acceptedAt: termsAcceptances.acceptedAt })
      .from(termsAcceptances)
      .where(eq(termsAcceptances.playerId, playerId))
      .orderBy(desc(termsAcceptances.acceptedAt))
      .limit(1);
    return rows[0] ?? null;
  }

  async acceptance(playerId: number, version: string): Promise<Date | null> {
    const rows = await this.q
      .select({ at: termsAcceptances.acceptedAt })
      .from(termsAcceptances)
      .where(and(eq(termsAcceptances.playerId, playerId), eq(termsAcceptances.version, version)));
    return rows[0]?.at ?? null;
  }

  /** The first acceptance of a version counts; a repeat changes nothing. */
  async accept(playerId: number, version: string, at: Date): Promise<void> {
    await this.q
      .insert(termsAcceptances)
      .values({ playerId, version, acceptedAt: at })
      .onConflictDoNothing();
  }
}
