'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { useLocalizedHref } from '../../../lib/i18n/use-localized-href';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../../account/auth-store';
import { formatDateTime, formatDuration, formatMinor, unitOf } from '../model/format';
import type { ProtectionNotice } from '../protection-notices';
import { HelpLinks } from './help-links';

const primary =
  'h-11 rounded-md bg-accent px-4 text-sm font-bold text-ink hover:bg-accent-strong disabled:opacity-60';
const secondary =
  'h-11 rounded-md border border-line px-4 text-sm font-bold text-ink hover:bg-subtle disabled:opacity-60';

/**
 * The protection notices as modal dialogs (native <dialog>, showModal: the page behind is inert
 * and focus stays inside). The reality check must be answered: Escape does not close it.
 */
export function ProtectionDialogs({
  notice,
  onRealityCheck,
  onSessionLimit,
  onClose,
}: {
  notice: ProtectionNotice;
  onRealityCheck(answer: 'continue' | 'sign-out'): Promise<void>;
  onSessionLimit(): void;
  onClose(): void;
}) {
  const { locale, messages } = useClientIntl();
  const t = messages.protection;
  const href = useLocalizedHref();
  const router = useRouter();
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const [busy, setBusy] = useState(false);

  if (notice.kind === 'reality-check') {
    const answer = (choice: 'continue' | 'history' | 'sign-out') => {
      setBusy(true);
      void onRealityCheck(choice === 'sign-out' ? 'sign-out' : 'continue').finally(() => {
        setBusy(false);
        if (choice === 'history') router.push(href('/account/transactions'));
      });
    };
    const r = t['reality-check'];
    return (
      <NoticeDialog title={r.title} mustAnswer testId="reality-check">
        <p className="text-sm text-muted">{r.intro}</p>
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted">{r.duration}</dt>
          <dd className="text-end font-bold tabular-nums">
            {formatDuration(notice.durationSeconds, t.duration)}
          </dd>
          {notice.totals.map((total) => {
            const unit = unitOf(total.currency, auth.currencies);
            return (
              <MoneyRows
                key={total.currency}
                rows={[
                  [r.stakes, formatMinor(total.stakes, unit, locale)],
                  [r.winnings, formatMinor(total.winnings, unit, locale)],
                  [r.net, formatMinor(total.net, unit, locale)],
                ]}
              />
            );
          })}
        </dl>
        {notice.totals.length === 0 ? <p className="mt-2 text-sm text-muted">{r.nothing}</p> : null}
        <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
          <button
            type="button"
            disabled={busy}
            onClick={() => answer('continue')}
            className={`${primary} sm:flex-1`}
          >
            {r.continue}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => answer('history')}
            className={`${secondary} sm:flex-1`}
          >
            {r.history}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => answer('sign-out')}
            className={`${secondary} sm:flex-1`}
          >
            {r['sign-out']}
          </button>
        </div>
      </NoticeDialog>
    );
  }

  if (notice.kind === 'session-limit' || notice.kind === 'activity-limit') {
    const s = notice.kind === 'session-limit' ? t['session-limit'] : t['activity-limit'];
    const close = notice.kind === 'session-limit' ? onSessionLimit : onClose;
    return (
      <NoticeDialog title={s.title} onClose={close} testId={notice.kind}>
        <p className="text-sm">{s.body}</p>
        {notice.resumeAt ? (
          <p className="mt-2 text-sm font-semibold">
            {formatTemplate(s.resume, { time: formatDateTime(notice.resumeAt, locale) })}
          </p>
        ) : null}
        <button type="button" onClick={close} className={`${primary} mt-5 w-full`}>
          {s.ok}
        </button>
      </NoticeDialog>
    );
  }

  const l = t.locked;
  return (
    <NoticeDialog title={l.title} onClose={onClose} testId="locked">
      <p className="text-sm">
        {formatTemplate(l[notice.reason], { time: formatDateTime(notice.until, locale) })}
      </p>
      <p className="mt-3 text-sm text-muted">{l.help}</p>
      <div className="mt-2">
        <HelpLinks t={t['help-orgs']} />
      </div>
      <button type="button" onClick={onClose} className={`${primary} mt-5 w-full`}>
        {l.ok}
      </button>
    </NoticeDialog>
  );
}

function MoneyRows({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="text-end font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </>
  );
}

function NoticeDialog({
  title,
  children,
  onClose,
  mustAnswer = false,
  testId,
}: {
  title: string;
  children: ReactNode;
  onClose?: () => void;
  mustAnswer?: boolean;
  testId: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        if (!mustAnswer) onClose?.();
      }}
      className="m-auto max-h-[95dvh] w-[calc(100%-1.5rem)] max-w-md rounded-xl bg-surface p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <div className="border-b border-line px-5 py-3">
        <h2 id={titleId} className="text-lg font-extrabold">
          {title}
        </h2>
      </div>
      <div className="px-5 py-5">{children}</div>
    </dialog>
  );
}
