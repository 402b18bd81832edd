// The demo campaigns seeded at start (PGlite, or PostgreSQL with DATABASE_URL): created once,
// with configs the services accept.
import { comboboostConfigSchema, freebetConfigSchema } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { bonusCampaigns } from '../../db/schema';
import { NOW } from '../../testing/feed-factory';
import { createTestDatabase } from '../../testing/test-database';
import { seedDemoComboCampaigns } from './demo-combo-campaigns';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('demo combo campaigns', () => {
  it('seeds a comboboost and a freebet progress campaign once', async () => {
    expect(await seedDemoComboCampaigns(database.db, NOW)).toBe(2);
    expect(await seedDemoComboCampaigns(database.db, NOW)).toBe(0);
    const rows = await database.db.select().from(bonusCampaigns);
    expect(rows.map((r) => [r.type, r.status])).toEqual([
      ['comboboost', 'active'],
      ['freebet_all_win', 'active'],
    ]);
    expect(comboboostConfigSchema.parse(rows[0]?.config).ranges).toHaveLength(3);
    expect(freebetConfigSchema.parse(rows[1]?.config).progress?.ranges).toHaveLength(3);
  });
});
