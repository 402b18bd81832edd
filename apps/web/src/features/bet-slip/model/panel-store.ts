// The bet slip panel's tab and open state (spec section 2): two tabs, BET_SLIP and MY_BETS, kept
// with the open state in session storage. Open and close drive the layout's slide-in panel on
// narrow layouts; wide layouts always show the panel in the right column. Light on purpose: the
// panel shell in the first-load bundle reads it.
import { useSyncExternalStore } from 'react';
import { setOpenPanel } from '../../../components/layout/panel-store';
import {
  type KeyValueStorage,
  type PanelState,
  type SlipTab,
  STORAGE_KEYS,
  readPanelState,
  writeStorage,
} from './slip-storage';

let state: PanelState = { open: false, tab: 'BET_SLIP' };
let myBetsHidden = false;
let storage: KeyValueStorage | null = null;
const listeners = new Set<() => void>();

function set(next: PanelState) {
  if (next.open === state.open && next.tab === state.tab) return;
  state = next;
  if (storage) writeStorage(storage, STORAGE_KEYS.panel, state);
  listeners.forEach((listener) => listener());
}

/** Reads the saved state once, in the browser. */
export function restorePanel(from: KeyValueStorage): PanelState {
  storage = from;
  state = readPanelState(from);
  if (myBetsHidden) state = { ...state, tab: 'BET_SLIP' };
  listeners.forEach((listener) => listener());
  return state;
}

/** Opens the panel, on a tab if given. */
export function openSlipPanel(tab?: SlipTab) {
  set({ open: true, tab: tab && !(tab === 'MY_BETS' && myBetsHidden) ? tab : state.tab });
  setOpenPanel('bet-slip');
}

/** Closes the panel; the tab goes back to the bet slip. */
export function closeSlipPanel() {
  set({ open: false, tab: 'BET_SLIP' });
  setOpenPanel(null);
}

/** Chooses a tab, opening the panel unless told to keep the open state. */
export function setSlipTab(tab: SlipTab, keepOpenState = false) {
  const next = tab === 'MY_BETS' && myBetsHidden ? 'BET_SLIP' : tab;
  if (keepOpenState) set({ ...state, tab: next });
  else openSlipPanel(next);
}

/** The layout's panel opened or closed (toggle, Escape, navigation). */
export function syncPanelOpen(open: boolean) {
  if (open !== state.open) set(open ? { ...state, open } : { open, tab: state.tab });
}

/** My bets hidden (visitors): the tab falls back to the bet slip. */
export function setMyBetsHidden(hidden: boolean) {
  myBetsHidden = hidden;
  if (hidden && state.tab === 'MY_BETS') set({ ...state, tab: 'BET_SLIP' });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const closed: PanelState = { open: false, tab: 'BET_SLIP' };

export const panelSnapshot = () => state;

export function usePanelState(): PanelState {
  return useSyncExternalStore(subscribe, panelSnapshot, () => closed);
}
