'use client';

import { useRouter } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { useLocalizedHref } from '../../../lib/i18n/use-localized-href';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../auth-store';
import { openModal } from '../modal-store';
import { InstructionsForm } from './instructions-form';
import { PasswordEditForm } from './password-edit-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { TokenResult } from './token-result';

export type AccountPageKind =
  'sign-in' | 'sign-up' | 'password-new' | 'password-edit' | 'confirmation';

/** The account pages: the modal's form on a page of its own (spec section 2). */
export function AccountFormPage({ kind, title }: { kind: AccountPageKind; title: string }) {
  const router = useRouter();
  const href = useLocalizedHref();
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const home = () => router.push(href('/'));
  const signIn = () => router.push(href('/users/sign-in'));
  const passwordNew = () => router.push(href('/users/password/new'));

  const form = () => {
    switch (kind) {
      case 'sign-in':
        return (
          <SignInForm
            onDone={home}
            onSwitch={() => router.push(href('/users/sign-up'))}
            onFlow={(flow, email) =>
              flow === 'passwordNew' ? passwordNew() : openModal(flow, { email })
            }
          />
        );
      case 'sign-up':
        return <SignUpForm onDone={home} onSwitch={signIn} />;
      case 'password-new':
        return <InstructionsForm kind="password-new" onSignIn={signIn} />;
      case 'password-edit':
        return <PasswordEditForm onSignIn={signIn} onRequestNew={passwordNew} />;
      case 'confirmation':
        return (
          <TokenResult
            kind="confirmation"
            signedIn={auth.status === 'logged_in'}
            onSignIn={auth.status === 'logged_in' ? home : signIn}
            onRequestNew={() => openModal('resendConfirmation')}
          />
        );
    }
  };

  return (
    <section
      aria-labelledby="account-form-title"
      className="mx-auto my-4 max-w-md rounded-xl bg-surface px-5 py-6 shadow-sm"
    >
      <h1 id="account-form-title" className="mb-5 text-2xl font-extrabold text-ink">
        {title}
      </h1>
      {form()}
    </section>
  );
}
