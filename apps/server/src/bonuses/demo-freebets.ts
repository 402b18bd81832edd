// The demo player's freebets (README "Demo account"): one of each variant, issued once when the
// demo player is created, so the slip's freebet choice can be tried at once. They count as
// seen, but for the welcome gift, so the unseen-bonus popup shows one freebet at first sign-in.
import type { FreebetType } from '../db/schema';
import type { FreebetRepository } from './freebet-repository';

const DEMO_FREEBETS: readonly {
  type: FreebetType;
  amount: bigint;
  minOdds: string | null;
  name: string | null;
  seen: boolean;
}[] = [
  { type: 'freebet_all_win', amount: 500n, minOdds: '1.500', name: null, seen: true },
  { type: 'freebet_no_risk', amount: 1000n, minOdds: null, name: null, seen: true },
  { type: 'freebet_only_win', amount: 500n, minOdds: null, name: null, seen: true },
  { type: 'freebet', amount: 1000n, minOdds: null, name: null, seen: true },
  { type: 'freebet_all_win', amount: 200n, minOdds: null, name: 'Welcome gift', seen: false },
];

/** 30 days. */
const DEMO_VALIDITY_MS = 30 * 24 * 3600 * 1000;

export async function issueDemoFreebets(
  repository: FreebetRepository,
  email: string,
  now: Date,
): Promise<number> {
  const playerId = await repository.playerIdByEmail(email);
  if (playerId === null) return 0;
  for (const freebet of DEMO_FREEBETS) {
    await repository.issue({
      playerId,
      type: freebet.type,
      name: freebet.name,
      seen: freebet.seen,
      currency: 'EUR',
      amount: freebet.amount,
      minOdds: freebet.minOdds,
      maxOdds: null,
      selectionCountFrom: 1,
      selectionCountTo: null,
      matchStatus: null,
      usesCount: 1,
      source: 'demo',
      expiredAt: new Date(now.getTime() + DEMO_VALIDITY_MS),
      createdAt: now,
    });
  }
  return DEMO_FREEBETS.length;
}

/**
 * One freebet the demo lootbox gave the demo player (decision 0034), so the promotions page
 * offers its boost at once: the lootbox's card says which freebets it can boost.
 */
export async function issueDemoBooster(
  repository: FreebetRepository,
  email: string,
  lootbox: { id: number; name: string },
  now: Date,
): Promise<void> {
  const playerId = await repository.playerIdByEmail(email);
  if (playerId === null) return;
  await repository.issue({
    playerId,
    campaignId: lootbox.id,
    type: 'freebet_only_win',
    name: lootbox.name,
    seen: true,
    currency: 'EUR',
    amount: 300n,
    minOdds: null,
    maxOdds: null,
    selectionCountFrom: 1,
    selectionCountTo: null,
    matchStatus: null,
    usesCount: 1,
    source: 'demo',
    expiredAt: new Date(now.getTime() + DEMO_VALIDITY_MS),
    createdAt: now,
  });
}
