'use client';

import { useState, useSyncExternalStore } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { useLocalizedHref } from '../../../lib/i18n/use-localized-href';
import { markAllRead } from '../model/notification-list-store';
import { bellSnapshot, serverBellSnapshot, subscribeBell } from '../notification-count';
import { NotificationList } from './notification-list';
import { PushSwitch } from './push-switch';
import { PlainLink } from '../../../components/layout/plain-link';

/**
 * The notifications panel: under the bell as a popover on wide screens, a sheet below the
 * header on phones; or the body of the account's notifications page (`variant="page"`).
 */
export default function NotificationPanel({
  id,
  onClose,
  variant,
}: {
  id?: string;
  onClose?: () => void;
  variant: 'popover' | 'page';
}) {
  const { locale, messages } = useClientIntl();
  const t = messages.notifications;
  const href = useLocalizedHref();
  const bell = useSyncExternalStore(subscribeBell, bellSnapshot, serverBellSnapshot);
  const [failed, setFailed] = useState(false);
  const popover = variant === 'popover';

  const onMarkAll = async () => {
    setFailed(!(await markAllRead(locale)));
  };

  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-title` : undefined}
      aria-label={id ? undefined : t.title}
      className={
        popover
          ? 'fixed inset-x-0 top-14 bottom-14 z-50 flex flex-col overflow-hidden bg-surface text-ink shadow-2xl sm:absolute sm:inset-x-auto sm:end-0 sm:top-full sm:bottom-auto sm:mt-2 sm:max-h-[min(36rem,calc(100dvh-5rem))] sm:w-[24rem] sm:rounded-lg sm:ring-1 sm:ring-line'
          : 'flex flex-col overflow-hidden rounded-lg bg-surface ring-1 ring-line'
      }
    >
      <div className="flex items-center gap-2 border-b border-line px-3 py-2">
        {popover ? (
          <h2 id={id ? `${id}-title` : undefined} className="flex-1 text-base font-bold">
            {t.title}
          </h2>
        ) : (
          <span className="flex-1" />
        )}
        <button
          type="button"
          disabled={(bell.unread ?? 0) === 0}
          onClick={() => void onMarkAll()}
          className="rounded-md px-2 py-1 text-[13px] font-semibold text-brand hover:bg-subtle disabled:text-muted disabled:hover:bg-transparent"
        >
          {t['mark-all']}
        </button>
        {popover && onClose && (
          <button
            type="button"
            aria-label={t.close}
            onClick={onClose}
            className="flex size-8 items-center justify-center rounded-md hover:bg-subtle"
          >
            <CloseIcon size={18} />
          </button>
        )}
      </div>
      {failed && (
        <p role="alert" className="px-3 py-1.5 text-xs text-down">
          {t['mark-failed']}
        </p>
      )}
      <PushSwitch />
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <NotificationList />
      </div>
      {popover && (
        <PlainLink
          href={href('/account/notifications')}
          onClick={onClose}
          className="border-t border-line px-3 py-2 text-center text-[13px] font-semibold text-brand hover:bg-subtle"
        >
          {t['see-all']}
        </PlainLink>
      )}
    </section>
  );
}
