// Where the bet slip survives a reload (spec section 3, storage keys): local storage `bets` (the
// ticket's bets), `ticket_state` (its state name), `betslip_toggle_state` (how stakes are typed:
// as stakes or as the wanted potential win) and `quick_bet`; the panel's open state and tab live
// in session storage (spec section 2). Reads never throw: a bad value is no value.
import type { QuickBet, StoredTicketBet, TicketStateName } from '@sportsbook/domain';
import type { KeyValueStorage } from '../../../lib/browser-storage';

export const STORAGE_KEYS = {
  bets: 'bets',
  ticketState: 'ticket_state',
  toggleState: 'betslip_toggle_state',
  quickBet: 'quick_bet',
  /** Session storage. */
  panel: 'betslip_panel',
} as const;

export type StakeEntryMode = 'stake' | 'potential_win';
export type SlipTab = 'BET_SLIP' | 'MY_BETS';

export interface PanelState {
  open: boolean;
  tab: SlipTab;
}

export { type KeyValueStorage, memoryStorage } from '../../../lib/browser-storage';

function read(storage: KeyValueStorage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function write(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or denied (private mode): the slip still works for this page.
  }
}

export function readStoredBets(storage: KeyValueStorage): StoredTicketBet[] | null {
  const value = read(storage, STORAGE_KEYS.bets);
  return Array.isArray(value) ? (value as StoredTicketBet[]) : null;
}

export function readStoredTicketState(storage: KeyValueStorage): TicketStateName | null {
  const value = read(storage, STORAGE_KEYS.ticketState);
  return value === 'INITIAL' || value === 'ODDS_CHANGED' ? value : null;
}

export function readStakeEntryMode(storage: KeyValueStorage): StakeEntryMode {
  return read(storage, STORAGE_KEYS.toggleState) === 'potential_win' ? 'potential_win' : 'stake';
}

export function readStoredQuickBet(storage: KeyValueStorage): Partial<QuickBet> | null {
  const value = read(storage, STORAGE_KEYS.quickBet);
  return typeof value === 'object' && value !== null ? (value as Partial<QuickBet>) : null;
}

export function readPanelState(storage: KeyValueStorage): PanelState {
  const value = read(storage, STORAGE_KEYS.panel) as Partial<PanelState> | null;
  return {
    open: value?.open === true,
    tab: value?.tab === 'MY_BETS' ? 'MY_BETS' : 'BET_SLIP',
  };
}

export const writeStorage = write;
