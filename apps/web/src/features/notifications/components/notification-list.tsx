'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import type { NotificationItem } from '../api/notifications-api';
import {
  listSnapshot,
  loadFirstPage,
  loadMore,
  markRead,
  serverListSnapshot,
  subscribeList,
} from '../model/notification-list-store';
import { notificationTime } from '../model/notification-order';

/** The list with unread marks; opening (clicking) an unread one marks it read. */
export function NotificationList() {
  const { locale, messages } = useClientIntl();
  const t = messages.notifications;
  const list = useSyncExternalStore(subscribeList, listSnapshot, serverListSnapshot);

  // On opening, and again if the list was reset while open (another player signed in).
  const reset = list.status === 'idle';
  useEffect(() => {
    void loadFirstPage(locale);
  }, [locale, reset]);

  if (list.status === 'loading' || list.status === 'idle') {
    return (
      <p role="status" className="px-3 py-6 text-center text-sm text-muted">
        {t.loading}
      </p>
    );
  }
  if (list.status === 'error') {
    return (
      <div role="alert" className="flex flex-col items-center gap-2 px-3 py-6 text-sm">
        <p>{t.error}</p>
        <button
          type="button"
          onClick={() => void loadFirstPage(locale)}
          className="rounded-md bg-subtle px-3 py-1.5 font-semibold hover:bg-line"
        >
          {t.retry}
        </button>
      </div>
    );
  }
  if (list.items.length === 0) {
    return <p className="px-3 py-6 text-center text-sm text-muted">{t.empty}</p>;
  }
  const now = Date.now();
  return (
    <>
      <ul className="divide-y divide-line">
        {list.items.map((item) => (
          <li key={item.id}>
            <Entry item={item} time={notificationTime(item.createdAt, locale, now)} />
          </li>
        ))}
      </ul>
      {list.page < list.lastPage && (
        <div className="p-2">
          <button
            type="button"
            disabled={list.loadingMore}
            onClick={() => void loadMore(locale)}
            className="w-full rounded-md bg-subtle px-3 py-2 text-sm font-semibold hover:bg-line disabled:opacity-60"
          >
            {list.loadingMore ? t.loading : t['load-more']}
          </button>
        </div>
      )}
    </>
  );

  function Entry({ item, time }: { item: NotificationItem; time: string }) {
    return (
      <button
        type="button"
        aria-label={item.read ? undefined : formatTemplate(t['unread-item'], { title: item.title })}
        onClick={() => void markRead(locale, item.id)}
        className={`flex w-full gap-2.5 px-3 py-2.5 text-start hover:bg-subtle ${item.read ? '' : 'bg-accent/5'}`}
      >
        <span
          aria-hidden="true"
          className={`mt-1.5 size-2 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-accent'}`}
        />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span className={`truncate text-sm ${item.read ? 'font-semibold' : 'font-bold'}`}>
              {item.title}
            </span>
            <span className="shrink-0 text-[11px] text-muted">{time}</span>
          </span>
          {item.caption && (
            <span className="truncate text-xs font-semibold text-muted">
              {t.type[item.type]} · {item.caption}
            </span>
          )}
          {item.body && <span className="text-[13px] leading-snug">{item.body}</span>}
        </span>
      </button>
    );
  }
}
