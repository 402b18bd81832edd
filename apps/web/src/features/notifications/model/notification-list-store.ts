// The notifications the panel shows (loaded on demand with it): pages from the API, new ones
// from the socket in front, read marks set at once and confirmed by the server's count.
import {
  type NotificationItem,
  getNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
} from '../api/notifications-api';
import { setUnread } from '../notification-count';
import { mergeNewestFirst } from './notification-order';

export const PAGE_SIZE = 20;

export interface NotificationList {
  items: readonly NotificationItem[];
  /** The last page loaded (0: none yet) and the last page there is. */
  page: number;
  lastPage: number;
  status: 'idle' | 'loading' | 'ready' | 'error';
  loadingMore: boolean;
}

const EMPTY: NotificationList = {
  items: [],
  page: 0,
  lastPage: 1,
  status: 'idle',
  loadingMore: false,
};
let state = EMPTY;
const listeners = new Set<() => void>();
let generation = 0;

function set(next: Partial<NotificationList>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const listSnapshot = () => state;
export const serverListSnapshot = () => EMPTY;
export function subscribeList(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The first page (again): when the panel opens. */
export async function loadFirstPage(locale: string): Promise<void> {
  const mine = ++generation;
  set({ status: state.page === 0 ? 'loading' : state.status });
  try {
    const answer = await getNotifications(locale, 1, PAGE_SIZE);
    if (mine !== generation) return;
    set({
      items: mergeNewestFirst(answer.data, []),
      page: 1,
      lastPage: answer.pagination.lastPage,
      status: 'ready',
    });
  } catch {
    if (mine === generation) set({ status: 'error' });
  }
}

export async function loadMore(locale: string): Promise<void> {
  if (state.loadingMore || state.page >= state.lastPage) return;
  const mine = generation;
  set({ loadingMore: true });
  try {
    const answer = await getNotifications(locale, state.page + 1, PAGE_SIZE);
    if (mine !== generation) return;
    set({
      items: mergeNewestFirst(state.items, answer.data),
      page: answer.pagination.page,
      lastPage: answer.pagination.lastPage,
      loadingMore: false,
    });
  } catch {
    if (mine === generation) set({ loadingMore: false });
  }
}

/** A notification from the socket: in front, if the list was loaded. */
export function addNotification(item: NotificationItem): void {
  if (state.page === 0) return;
  set({ items: mergeNewestFirst([item], state.items) });
}

export async function markRead(locale: string, id: number): Promise<void> {
  const item = state.items.find((entry) => entry.id === id);
  if (!item || item.read) return;
  set({ items: state.items.map((entry) => (entry.id === id ? { ...entry, read: true } : entry)) });
  try {
    setUnread(await markNotificationsRead(locale, [id]));
  } catch {
    set({
      items: state.items.map((entry) => (entry.id === id ? { ...entry, read: false } : entry)),
    });
  }
}

export async function markAllRead(locale: string): Promise<boolean> {
  const before = state.items;
  set({ items: state.items.map((entry) => ({ ...entry, read: true })) });
  try {
    setUnread(await markAllNotificationsRead(locale));
    return true;
  } catch {
    set({ items: before });
    return false;
  }
}

/** Signed out or another player: forget everything. */
export function resetList(): void {
  generation += 1;
  set(EMPTY);
}
