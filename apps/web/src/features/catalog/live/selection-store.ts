// Which outcomes the player has picked. A placeholder until the bet slip issue: it only lets
// keyboard and pointer users toggle a pick (aria-pressed); no bet slip rules live here.
import { useCallback, useSyncExternalStore } from 'react';

const selected = new Set<string>();
const listeners = new Map<string, Set<() => void>>();

export function toggleSelection(key: string) {
  if (selected.has(key)) selected.delete(key);
  else selected.add(key);
  listeners.get(key)?.forEach((listener) => listener());
}

export const isSelected = (key: string) => selected.has(key);

export function useIsSelected(key: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    [key],
  );
  return useSyncExternalStore(
    subscribe,
    () => selected.has(key),
    () => false,
  );
}
