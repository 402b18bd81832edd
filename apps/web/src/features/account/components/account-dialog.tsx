'use client';

import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../auth-store';
import { type AccountModal, closeModal, modalNotice, openModal } from '../modal-store';
import { DepositForm } from './deposit-form';
import { InstructionsForm } from './instructions-form';
import { MissedAuthFields } from './missed-auth-fields';
import { PasswordEditForm } from './password-edit-form';
import { PhoneVerification } from './phone-verification';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { TokenResult } from './token-result';

/** Dialogs for players only: a visitor signs in first, then the same dialog goes on. */
const PLAYER_MODALS = new Set<AccountModal>(['deposit', 'missedAuthFields', 'phoneVerification']);

/**
 * The account modals: a native <dialog> opened with showModal(), so the page behind is inert,
 * focus stays inside and Escape closes it. Loaded on demand by AccountModalHost.
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
  const playerWaits = PLAYER_MODALS.has(modal) && auth.status !== 'logged_in';
  const signingIn = modal === 'signIn' || (playerWaits && auth.status === 'not_logged_in');
  const signIn = () => openModal('signIn');

  const titles: Record<AccountModal, string> = {
    signIn: t['sign-in'].title,
    signUp: t['sign-up'].title,
    deposit: t.deposit.title,
    confirmation: t.flows.confirmation.title,
    passwordEdit: t.flows['password-edit'].title,
    passwordNew: t.flows['password-new'].title,
    unlock: t.flows.unlock.title,
    resendConfirmation: t.flows['resend-confirmation'].title,
    resendUnlock: t.flows.unlock.title,
    missedAuthFields: t['missed-fields'].title,
    phoneVerification: t.phone.title,
  };
  const title = signingIn ? t['sign-in'].title : titles[modal];
  const notice =
    modalNotice() === 'session-expired'
      ? t['sign-in']['session-expired']
      : playerWaits && modal === 'deposit'
        ? t.deposit['sign-in-first']
        : null;

  const body = () => {
    if (signingIn) {
      return (
        <SignInForm
          notice={notice}
          // After signing in from a player dialog the same dialog goes on.
          onDone={playerWaits ? () => undefined : closeModal}
          onSwitch={() => openModal('signUp')}
          onFlow={(next, email) => openModal(next, { email })}
        />
      );
    }
    if (playerWaits) {
      return (
        <p role="status" className="text-sm text-muted">
          {t.deposit.loading}
        </p>
      );
    }
    switch (modal) {
      case 'signUp':
        return <SignUpForm onDone={closeModal} onSwitch={signIn} />;
      case 'passwordNew':
        return <InstructionsForm kind="password-new" onSignIn={signIn} />;
      case 'resendConfirmation':
        return <InstructionsForm kind="resend-confirmation" onSignIn={signIn} />;
      case 'resendUnlock':
        return <InstructionsForm kind="unlock" onSignIn={signIn} />;
      case 'passwordEdit':
        return <PasswordEditForm onSignIn={signIn} onRequestNew={() => openModal('passwordNew')} />;
      case 'confirmation':
        return (
          <TokenResult
            kind="confirmation"
            signedIn={auth.status === 'logged_in'}
            onSignIn={auth.status === 'logged_in' ? closeModal : signIn}
            onRequestNew={() => openModal('resendConfirmation')}
          />
        );
      case 'unlock':
        return (
          <TokenResult
            kind="unlock"
            onSignIn={signIn}
            onRequestNew={() => openModal('resendUnlock')}
          />
        );
      case 'missedAuthFields':
        return (
          <MissedAuthFields
            onVerifyPhone={() => openModal('phoneVerification')}
            onDone={closeModal}
          />
        );
      case 'phoneVerification':
        return <PhoneVerification onDone={closeModal} />;
      default:
        return <DepositForm />;
    }
  };

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
      className="m-auto max-h-[95dvh] w-[calc(100%-1.5rem)] max-w-md rounded-xl bg-surface p-0 text-ink shadow-2xl backdrop:bg-ink/60"
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
      <div className="px-5 py-5">{body()}</div>
    </dialog>
  );
}
