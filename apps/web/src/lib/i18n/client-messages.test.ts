import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import { ISLAND_NAMESPACES, pickDocumentMessages, pickIslandMessages } from './client-messages';

describe('the client messages', () => {
  it('leave the islands’ texts out of every document but the header’s account texts', () => {
    const document = pickDocumentMessages(en);
    expect(Object.keys(document)).not.toContain('bonuses');
    expect(Object.keys(document)).not.toContain('notifications');
    // The header's sign-in and sign-up links and the alerts are on every page's first paint.
    expect(document.account).toEqual({ header: en.account.header, alerts: en.account.alerts });
    // The slip's texts stay: a price tapped on arriving opens it.
    expect(document.betSlip).toBe(en['bet-slip']);
  });

  it('give an island its namespaces whole', () => {
    expect(pickIslandMessages(en, ISLAND_NAMESPACES)).toEqual({
      account: en.account,
      bonuses: en.bonuses,
      notifications: en.notifications,
    });
    expect(pickIslandMessages(en, ['bonuses'])).toEqual({ bonuses: en.bonuses });
  });

  it('are a smaller document than all the client texts were', () => {
    const document = JSON.stringify(pickDocumentMessages(en)).length;
    const islands = JSON.stringify(pickIslandMessages(en, ISLAND_NAMESPACES)).length;
    // Counted for English: the island namespaces are about 12 kB of the 31 kB.
    expect(islands).toBeGreaterThan(10_000);
    expect(document).toBeLessThan(20_000);
  });
});
