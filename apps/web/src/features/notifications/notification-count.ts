// The unread count the bell shows and whether the panel is open: a tiny store in the header's
// first-load code; the runtime (loaded on demand) fills the count from the API and the socket.
type Listener = () => void;

export interface BellState {
  /** null until the first count arrives. */
  unread: number | null;
  open: boolean;
}

let state: BellState = { unread: null, open: false };
const listeners = new Set<Listener>();
const SERVER_STATE: BellState = { unread: null, open: false };

function set(next: Partial<BellState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const bellSnapshot = () => state;
export const serverBellSnapshot = () => SERVER_STATE;
export function subscribeBell(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const setUnread = (unread: number | null) => set({ unread });
export const setPanelOpen = (open: boolean) => set({ open });
