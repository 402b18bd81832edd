import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../browser-storage';

// The store keeps the format for the page's life: each test starts from a fresh page.
async function freshPage(stored: Record<string, string> = {}, cookie = '') {
  vi.resetModules();
  const localStorage = memoryStorage();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  const page = { cookie };
  vi.stubGlobal('window', { localStorage });
  vi.stubGlobal('document', page);
  return { store: await import('./odds-format-store'), localStorage, page };
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('the odds format store', () => {
  it('shows decimal odds to a first-time visitor', async () => {
    const { store } = await freshPage();
    expect(store.oddsFormatSnapshot()).toBe('european');
  });

  it("keeps a visitor's choice in local storage under odds_type, mirrored in a cookie", async () => {
    const { store, localStorage, page } = await freshPage();
    const heard = vi.fn();
    store.subscribeOddsFormat(heard);
    store.setOddsFormat('american');
    expect(store.oddsFormatSnapshot()).toBe('american');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('odds_type')).toBe('american');
    expect(page.cookie).toMatch(/^odds_type=american; Max-Age=\d+; Path=\/; SameSite=Lax$/);
    store.setOddsFormat('british');
    expect(localStorage.getItem('odds_type')).toBe('fractional');
  });

  it('reads the choice back on the next page, from storage first, else the cookie', async () => {
    expect((await freshPage({ odds_type: 'hongkong' })).store.oddsFormatSnapshot()).toBe(
      'hongkong',
    );
    expect((await freshPage({}, 'consent=1; odds_type=percent')).store.oddsFormatSnapshot()).toBe(
      'percent',
    );
    expect((await freshPage({ odds_type: 'roman' })).store.oddsFormatSnapshot()).toBe('european');
  });

  it("takes a signed-in player's saved format by its settings name", async () => {
    const { store, localStorage } = await freshPage({ odds_type: 'american' });
    store.adoptOddsType('fractional');
    expect(store.oddsFormatSnapshot()).toBe('british');
    expect(localStorage.getItem('odds_type')).toBe('fractional');
  });
});
