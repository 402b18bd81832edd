// The demo player's notifications, so the bell has something to show at once: a few of each
// kind, the newest unread. Idempotent: each has a dedupe key, so every start may call it.
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { players } from '../db/schema';
import { NotificationRepository } from './notification-repository';
import { type NotifyInput, notifyPlayer } from './notification-service';

const HOUR = 3_600_000;
const eur = (amount: number) => ({ amount, currency: 'EUR', subunits: 100 });

/** Oldest first; `read` ones are marked read. */
function demoNotifications(
  playerId: number,
): { input: NotifyInput; hoursAgo: number; read: boolean }[] {
  return [
    {
      hoursAgo: 50,
      read: true,
      input: {
        playerId,
        type: 'maintenance',
        template: 'maintenance',
        params: {
          title: { en: 'Planned maintenance', de: 'Geplante Wartung' },
          caption: { en: 'Sunday 02:00–02:30 UTC', de: 'Sonntag 02:00–02:30 UTC' },
          body: {
            en: 'Betting pauses for about 30 minutes while we upgrade our systems.',
            de: 'Wetten pausieren etwa 30 Minuten, während wir unsere Systeme aktualisieren.',
          },
        },
        dedupeKey: 'demo:maintenance',
      },
    },
    {
      hoursAgo: 26,
      read: true,
      input: {
        playerId,
        type: 'bet',
        objectType: 'bet',
        template: 'bet_lost',
        params: { bet_ref: 'DEMO-2', event: null, legs: 3, stake: eur(1500) },
        dedupeKey: 'demo:bet-lost',
      },
    },
    {
      hoursAgo: 5,
      read: false,
      input: {
        playerId,
        type: 'bonus',
        objectType: 'freebet',
        template: 'bonus_issued',
        params: { bonus_type: 'freebet', name: null },
        dedupeKey: 'demo:bonus',
      },
    },
    {
      hoursAgo: 1,
      read: false,
      input: {
        playerId,
        type: 'bet',
        objectType: 'bet',
        template: 'bet_won',
        params: { bet_ref: 'DEMO-1', event: 'Liverpool – Everton', legs: 1, paid: eur(4250) },
        dedupeKey: 'demo:bet-won',
      },
    },
  ];
}

/** Seeds the demo player's notifications once; returns how many were new. */
export async function seedDemoNotifications(
  db: AppDb,
  demoEmail: string,
  now: Date,
): Promise<number> {
  const [player] = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.email, demoEmail));
  if (!player) return 0;
  let created = 0;
  for (const { input, hoursAgo, read } of demoNotifications(player.id)) {
    const row = await notifyPlayer(db, input, new Date(now.getTime() - hoursAgo * HOUR));
    if (!row) continue;
    created += 1;
    if (read) await new NotificationRepository(db).markRead(player.id, [row.id], now);
  }
  return created;
}
