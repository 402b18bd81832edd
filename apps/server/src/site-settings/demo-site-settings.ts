// The demo player's part in the site settings, so the reminders and the terms dialog can be tried
// with one operator call each (docs/operations.md "Site settings"): the player accepted terms
// version 2026-10 and belongs to the `demo_depositor` group. The settings themselves stay at their
// defaults, so nothing interrupts a first visit. Idempotent: every start may call it.
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { players } from '../db/schema';
import { SiteSettingsRepository } from './site-settings-repository';

export const DEMO_TERMS_VERSION = '2026-10';
export const DEMO_GROUP = 'demo_depositor';

export async function seedDemoSiteSettings(db: AppDb, email: string, now: Date): Promise<void> {
  const [player] = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.email, email));
  if (!player) return;
  const repository = new SiteSettingsRepository(db);
  await repository.accept(player.id, DEMO_TERMS_VERSION, now);
  await repository.changeStatus(player.id, DEMO_GROUP, true);
}
