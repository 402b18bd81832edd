'use client';

import { useEffect, useState } from 'react';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { formatTemplate } from '../../lib/i18n/format-template';
import { whenRealtime } from '../../lib/realtime/realtime';
import { getUnreadCount } from './api/notifications-api';
import { addNotification, resetList } from './model/notification-list-store';
import { setUnread } from './notification-count';

/**
 * The signed-in side of the bell (loaded on demand): the unread count from the API, then live
 * from the player's channel; a new notification joins the list and is announced politely. A
 * broadcast (maintenance for everyone) comes on the public channel: the count is fetched again.
 */
export default function NotificationRuntime() {
  const { locale, messages } = useClientIntl();
  /** The title of the newest arrival, announced politely. */
  const [arrived, setArrived] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const refresh = () =>
      getUnreadCount(locale, controller.signal).then(setUnread, () => undefined);
    void refresh();
    let stops: (() => void)[] = [];
    let cancelled = false;
    void whenRealtime().then((client) => {
      if (cancelled) return;
      stops = [
        client.bus.on('notifications_counters_changed', ({ data }) => setUnread(data.unread)),
        client.bus.on('notification', ({ data, channel }) => {
          if (!channel.startsWith('$')) void refresh();
          addNotification(data);
          setArrived(data.title);
        }),
      ];
    });
    return () => {
      cancelled = true;
      controller.abort();
      for (const stop of stops) stop();
    };
  }, [locale]);

  // The runtime lives as long as one player is signed in (the bell keys it by player id).
  useEffect(
    () => () => {
      setUnread(null);
      resetList();
    },
    [],
  );

  return (
    <p role="status" className="sr-only">
      {arrived === null ? '' : formatTemplate(messages.notifications.arrived, { title: arrived })}
    </p>
  );
}
