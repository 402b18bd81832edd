'use client';

import { Suspense, lazy, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { BellIcon } from '../../components/ui/icons';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { formatTemplate } from '../../lib/i18n/format-template';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../account/auth-store';
import {
  bellSnapshot,
  serverBellSnapshot,
  setPanelOpen,
  subscribeBell,
} from './notification-count';

// The count's source (API and socket) and the panel: chunks of their own, loaded for players.
const NotificationRuntime = lazy(() => import('./notification-runtime'));
const NotificationPanel = lazy(() => import('./components/notification-panel'));

/**
 * The header's bell for signed-in players: the unread count as a badge (the button is named
 * "Notifications, 3 unread"), opening the notifications panel (a popover on wide screens, a
 * sheet on phones).
 */
export default function NotificationBell() {
  const { messages } = useClientIntl();
  const t = messages.notifications;
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const bell = useSyncExternalStore(subscribeBell, bellSnapshot, serverBellSnapshot);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const signedIn = auth.status === 'logged_in';

  // Signing out closes the panel.
  useEffect(() => {
    if (!signedIn) setPanelOpen(false);
  }, [signedIn]);

  useEffect(() => {
    if (!bell.open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setPanelOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setPanelOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [bell.open]);

  if (!signedIn) return null;
  const unread = bell.unread ?? 0;
  const label = unread > 0 ? formatTemplate(t['bell-unread'], { count: unread }) : t.bell;
  // Below 360 px the bell gives up a few pixels (still a 28 px target) so a signed-in header
  // fits a 320 px phone.
  return (
    <div ref={root} className="sm:relative">
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        aria-expanded={bell.open}
        aria-controls={bell.open ? id : undefined}
        onClick={() => setPanelOpen(!bell.open)}
        className="relative flex size-9 items-center justify-center rounded-md max-[359px]:-mx-1 max-[359px]:w-7 text-white/85 hover:bg-white/10 hover:text-white aria-expanded:bg-white/10 aria-expanded:text-white"
      >
        <BellIcon size={20} />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -end-0.5 -top-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-accent px-1 text-[11px] leading-none font-bold tabular-nums text-ink ring-2 ring-ink"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {/* Apart, so loading the panel's chunk never hides the runtime. */}
      <Suspense fallback={null}>
        <NotificationRuntime key={String(auth.profile?.id)} />
      </Suspense>
      {bell.open && (
        <Suspense fallback={null}>
          <NotificationPanel id={id} onClose={() => setPanelOpen(false)} variant="popover" />
        </Suspense>
      )}
    </div>
  );
}
