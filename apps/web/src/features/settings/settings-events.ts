// Saved settings reach whatever shows them in this tab (the slip's stake buttons and its
// odds-change handling) without a second GET: the settings page, the slip's select and the
// header picker publish the server's answer here.
import type { PlayerSettings } from './api/settings-api';

export type { PlayerSettings } from './api/settings-api';

type Listener = (settings: PlayerSettings) => void;
const listeners = new Set<Listener>();

export function onSettingsSaved(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishSettings(settings: PlayerSettings): void {
  listeners.forEach((listener) => listener(settings));
}
