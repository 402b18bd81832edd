'use client';

import { depositReminderDue, sendToMainPlatform, signUpReminderDue } from '@sportsbook/domain';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { localStore, readDocumentCookie, writeDocumentCookie } from '../../lib/browser-storage';
import { readCookie } from '../../lib/cookies';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { authSnapshot, serverAuthSnapshot, signOut, subscribeAuth } from '../account/auth-store';
import { openModal } from '../account/modal-store';
import { preloadAccountDialog } from '../account/preload-account-dialog';
import { acceptTerms, getTermsStatus } from './api/terms';
import type { SiteRuntimeSettings } from './site-runtime-settings';

export interface SiteTexts {
  redirecting: string;
  termsTitle: string;
  termsBody: string;
  termsLink: string;
  termsAccept: string;
  termsSignOut: string;
  termsError: string;
}

export interface SiteRuntimeProps {
  settings: SiteRuntimeSettings;
  texts: SiteTexts;
  /** Where the terms are read (outside the /sports prefix). */
  termsHref: string;
}

/** Local storage keys of spec section 3 (`is_registered`) and of the once-only sign-up reminder. */
const REGISTERED_KEY = 'is_registered';
const SIGN_UP_REMINDED_KEY = 'sign_up_reminded';
/** The deposit reminder's cookie: when it last opened; it lasts a day (spec section 9). */
const DEPOSIT_REMINDER_COOKIE = 'sb_deposit_reminder';

/**
 * The site settings' behaviour in the browser (decision 0043): the user-group checker, the
 * sign-up and deposit reminders, the terms re-acceptance dialog and the sign-in/sign-up
 * preloaders. Loaded by SiteHost only when one of them is switched on.
 */
export default function SiteRuntime({ settings, texts, termsHref }: SiteRuntimeProps) {
  const { locale } = useClientIntl();
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const signedIn =
    auth.status === 'logged_in' ? true : auth.status === 'not_logged_in' ? false : null;
  const statuses = auth.profile?.statuses ?? [];
  const leaving = sendToMainPlatform(
    { user_group: settings.userGroup, main_platform_url: settings.mainPlatformUrl },
    signedIn,
    statuses,
  );

  useEffect(() => {
    if (leaving) window.location.replace(settings.mainPlatformUrl);
  }, [leaving, settings.mainPlatformUrl]);

  // Remembered on this device, so the next visit can preload sign-in instead of sign-up.
  useEffect(() => {
    if (signedIn) localStore().setItem(REGISTERED_KEY, 'true');
  }, [signedIn]);

  useEffect(() => {
    if (signedIn !== false || leaving) return;
    const registered = localStore().getItem(REGISTERED_KEY) === 'true';
    if ((registered && settings.signInPreloader) || (!registered && settings.signUpPreloader)) {
      void preloadAccountDialog();
    }
  }, [signedIn, leaving, settings.signInPreloader, settings.signUpPreloader]);

  useEffect(() => {
    const due = signUpReminderDue(
      { sign_up_reminder_s: settings.signUpReminderS, sign_up_enabled: true },
      signedIn,
      localStore().getItem(SIGN_UP_REMINDED_KEY) !== null,
    );
    if (!due || leaving) return;
    const timer = window.setTimeout(() => {
      if (authSnapshot().status !== 'not_logged_in') return;
      localStore().setItem(SIGN_UP_REMINDED_KEY, new Date().toISOString());
      openModal('signUp');
    }, settings.signUpReminderS * 1000);
    return () => window.clearTimeout(timer);
  }, [signedIn, leaving, settings.signUpReminderS]);

  const statusKey = statuses.join(',');
  useEffect(() => {
    if (signedIn !== true || leaving) return;
    const last = Number(readCookie(readDocumentCookie(), DEPOSIT_REMINDER_COOKIE));
    const due = depositReminderDue(
      {
        deposit_reminder: settings.depositReminder,
        deposit_reminder_group: settings.depositReminderGroup,
      },
      statusKey === '' ? [] : statusKey.split(','),
      Number.isFinite(last) && last > 0 ? last : null,
      Date.now(),
    );
    if (!due) return;
    const timer = window.setTimeout(() => {
      if (authSnapshot().status !== 'logged_in') return;
      writeDocumentCookie(
        `${DEPOSIT_REMINDER_COOKIE}=${Date.now()}; Max-Age=86400; Path=/; SameSite=Lax`,
      );
      openModal('deposit');
    }, settings.depositReminderS * 1000);
    return () => window.clearTimeout(timer);
  }, [
    signedIn,
    leaving,
    statusKey,
    settings.depositReminder,
    settings.depositReminderGroup,
    settings.depositReminderS,
  ]);

  if (leaving) {
    return (
      <p
        role="status"
        className="fixed inset-x-0 top-16 z-50 mx-auto w-fit rounded-md bg-ink px-4 py-2 text-sm text-white shadow-lg"
      >
        {texts.redirecting}
      </p>
    );
  }
  if (signedIn && settings.termsVersion !== '') {
    return (
      <TermsCheck
        key={`${auth.profile?.id}:${settings.termsVersion}`}
        locale={locale}
        texts={texts}
        termsHref={termsHref}
      />
    );
  }
  return null;
}

/** Asks the server whether the player still has to accept the current terms; if so, asks them. */
function TermsCheck({
  locale,
  texts,
  termsHref,
}: {
  locale: string;
  texts: SiteTexts;
  termsHref: string;
}) {
  const [version, setVersion] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getTermsStatus(locale)
      .then((status) => {
        if (live && status.mustAccept) setVersion(status.currentVersion);
      })
      // Not asked this time (offline, signed out meanwhile); the next page asks again.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);
  if (version === null) return null;
  return (
    <TermsDialog
      version={version}
      locale={locale}
      texts={texts}
      termsHref={termsHref}
      onDone={() => setVersion(null)}
      onNewVersion={setVersion}
    />
  );
}

function TermsDialog({
  version,
  locale,
  texts,
  termsHref,
  onDone,
  onNewVersion,
}: {
  version: string;
  locale: string;
  texts: SiteTexts;
  termsHref: string;
  onDone: () => void;
  onNewVersion: (version: string) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const accept = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await acceptTerms(version, locale);
      onDone();
    } catch {
      // The operator may have published a newer version meanwhile: show that one.
      const status = await getTermsStatus(locale).catch(() => null);
      if (status?.mustAccept && status.currentVersion !== version)
        onNewVersion(status.currentVersion);
      else if (status && !status.mustAccept) onDone();
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      // Accepting is the way on; Escape would leave a player betting under terms they never saw.
      onCancel={(event) => event.preventDefault()}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-surface p-5 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {texts.termsTitle}
      </h2>
      <p id={bodyId} className="mt-2 text-sm text-muted">
        {texts.termsBody.replace('{version}', version)}
      </p>
      <a
        href={termsHref}
        target="_blank"
        rel="noopener"
        className="mt-3 inline-block text-sm font-semibold text-focus underline underline-offset-2"
      >
        {texts.termsLink}
      </a>
      {failed ? (
        <p role="alert" className="mt-3 text-sm text-down">
          {texts.termsError}
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={() => void signOut(locale)}
          className="h-10 rounded-md border border-line px-4 text-sm font-semibold hover:bg-subtle"
        >
          {texts.termsSignOut}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void accept()}
          className="h-10 rounded-md bg-accent px-4 text-sm font-bold text-ink hover:bg-accent-strong disabled:opacity-60"
        >
          {texts.termsAccept}
        </button>
      </div>
    </dialog>
  );
}
