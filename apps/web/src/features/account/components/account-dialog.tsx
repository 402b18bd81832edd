'use client';

import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../auth-store';
import { type AccountModal, closeModal, modalNotice, openModal } from '../modal-store';
import { DepositForm } from './deposit-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/**
 * The sign-in / sign-up modal: a native <dialog> opened with showModal(), so the page behind is
 * inert, focus stays inside and Escape closes it. Loaded on demand by AccountModalHost.
 */
export default function AccountDialog({ modal }: { modal: AccountModal }) {
  const { messages } = useClientIntl();
  const t = messages.account;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  // Deposits are for players: a visitor gets sign-in, and the deposit form once signed in.
  const depositWaits = modal === 'deposit' && auth.status !== 'logged_in';
  const signingIn = modal === 'signIn' || (depositWaits && auth.status === 'not_logged_in');
  const title =
    modal === 'signUp' ? t['sign-up'].title : signingIn ? t['sign-in'].title : t.deposit.title;
  const notice =
    modalNotice() === 'session-expired'
      ? t['sign-in']['session-expired']
      : depositWaits
        ? t.deposit['sign-in-first']
        : null;

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        closeModal();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) closeModal();
      }}
      className="m-auto w-[calc(100%-1.5rem)] max-w-md rounded-xl bg-surface p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <div className="flex items-center justify-between border-b border-line px-5 py-3">
        <h2 id={titleId} className="text-lg font-extrabold">
          {title}
        </h2>
        <button
          type="button"
          onClick={closeModal}
          aria-label={t.dialog.close}
          className="-me-2 rounded-md p-2 text-muted hover:bg-subtle hover:text-ink"
        >
          <CloseIcon size={20} />
        </button>
      </div>
      <div className="px-5 py-5">
        {signingIn ? (
          <SignInForm
            notice={notice}
            // After signing in from the deposit modal the same dialog shows the deposit form.
            onDone={modal === 'deposit' ? () => undefined : closeModal}
            onSwitch={() => openModal('signUp')}
          />
        ) : modal === 'signUp' ? (
          <SignUpForm onDone={closeModal} onSwitch={() => openModal('signIn')} />
        ) : depositWaits ? (
          <p role="status" className="text-sm text-muted">
            {t.deposit.loading}
          </p>
        ) : (
          <DepositForm />
        )}
      </div>
    </dialog>
  );
}
