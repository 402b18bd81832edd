// Which slide-in panel is open on narrow layouts: the side menu (sports) or the bet slip.
// At most one at a time; both close on navigation.
import { useSyncExternalStore } from 'react';

export type PanelName = 'menu' | 'bet-slip';

let open: PanelName | null = null;
const listeners = new Set<() => void>();

export function setOpenPanel(panel: PanelName | null) {
  if (open === panel) return;
  open = panel;
  listeners.forEach((listener) => listener());
}

export function togglePanel(panel: PanelName) {
  setOpenPanel(open === panel ? null : panel);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useOpenPanel(): PanelName | null {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => null,
  );
}
