'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { CloseIcon } from '../ui/icons';
import {
  ALERT_AUTO_CLOSE_MS,
  currentAlert,
  dismissAlert,
  noAlert,
  subscribeAlerts,
} from './alert-store';

const KIND_STYLE = {
  success: 'border-s-up',
  error: 'border-s-down',
  warning: 'border-s-accent',
} as const;

/** The alert at the bottom centre, above the phone tab bar; closes itself after 5 s. */
export function Alerts({ dismissLabel }: { dismissLabel: string }) {
  const alert = useSyncExternalStore(subscribeAlerts, currentAlert, noAlert);

  useEffect(() => {
    if (alert === null || alert.persistent) return;
    const timer = setTimeout(() => dismissAlert(alert.id), ALERT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-16 z-[60] flex justify-center px-3 desk:bottom-6"
    >
      {alert && (
        <div
          key={alert.id}
          data-kind={alert.kind}
          className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border-s-4 bg-ink px-4 py-3 text-sm text-white shadow-2xl ${KIND_STYLE[alert.kind]}`}
        >
          <div className="min-w-0 flex-1">
            {alert.title && <p className="font-bold">{alert.title}</p>}
            <p>{alert.message}</p>
          </div>
          <button
            type="button"
            onClick={() => dismissAlert(alert.id)}
            aria-label={dismissLabel}
            className="-me-1 rounded p-1 text-white/70 hover:bg-white/10 hover:text-white"
          >
            <CloseIcon size={16} />
          </button>
        </div>
      )}
    </div>
  );
}
