'use client';

import { useEffect, useId, useState } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { getPushConfig } from '../api/notifications-api';
import { currentSubscription, disablePush, enablePush, pushSupported } from '../model/push';

/**
 * "Push notifications on this device": shown when the server has push on and the browser can
 * take it. On asks the browser's permission and subscribes; off unsubscribes this browser.
 */
export function PushSwitch() {
  const { locale, messages } = useClientIntl();
  const t = messages.notifications.push;
  const id = useId();
  const [key, setKey] = useState<string | null>(null);
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!pushSupported()) return;
    let cancelled = false;
    void Promise.all([getPushConfig(locale), currentSubscription()]).then(
      ([config, subscription]) => {
        if (cancelled) return;
        setKey(config.publicKey);
        setOn(config.subscribed && subscription !== null);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [locale]);

  if (key === null) return null;

  const toggle = async () => {
    setBusy(true);
    setProblem(null);
    try {
      if (on) {
        await disablePush(locale);
        setOn(false);
      } else {
        const result = await enablePush(locale, key);
        if (result === 'on') setOn(true);
        else setProblem(result === 'denied' ? t.blocked : t.failed);
      }
    } catch {
      setProblem(t.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="border-b border-line px-3 py-2">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-[13px] leading-tight">
          <span className="block font-semibold">{t.label}</span>
          <span className="block text-xs text-muted">{t.hint}</span>
        </label>
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={on}
          disabled={busy}
          onClick={() => void toggle()}
          className="relative h-6 w-10 shrink-0 rounded-full bg-line transition-colors aria-checked:bg-accent disabled:opacity-60"
        >
          <span
            aria-hidden="true"
            className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-[inset-inline-start] ${on ? 'start-[18px]' : 'start-0.5'}`}
          />
        </button>
      </div>
      {problem && (
        <p role="alert" className="mt-1 text-xs text-down">
          {problem}
        </p>
      )}
    </div>
  );
}
