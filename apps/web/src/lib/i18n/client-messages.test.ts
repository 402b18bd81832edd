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
    // The slip's shell shows its title, count, tabs and empty state before the slip has loaded;
    // the bet builder's toggle is on a match page's first paint.
    expect(document.betSlip).toEqual({
      title: en['bet-slip'].title,
      count: en['bet-slip'].count,
      tabs: en['bet-slip'].tabs,
      'empty-title': en['bet-slip']['empty-title'],
      'empty-hint': en['bet-slip']['empty-hint'],
      loading: en['bet-slip'].loading,
      builder: { title: en['bet-slip'].builder.title, tagline: en['bet-slip'].builder.tagline },
    });
  });

  it('give an island its namespaces whole', () => {
    expect(pickIslandMessages(en, ISLAND_NAMESPACES)).toEqual({
      account: en.account,
      betSlip: en['bet-slip'],
      bonuses: en.bonuses,
      notifications: en.notifications,
    });
    expect(pickIslandMessages(en, ['bonuses'])).toEqual({ bonuses: en.bonuses });
  });

  it('are a smaller document than all the client texts were', () => {
    const document = JSON.stringify(pickDocumentMessages(en)).length;
    const islands = JSON.stringify(pickIslandMessages(en, ISLAND_NAMESPACES)).length;
    // Counted for English: the island namespaces are about 22 kB of the 32 kB.
    expect(islands).toBeGreaterThan(20_000);
    expect(document).toBeLessThan(11_000);
  });
});
