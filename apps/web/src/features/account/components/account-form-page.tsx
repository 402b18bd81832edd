'use client';

import { useRouter } from 'next/navigation';
import { useLocalizedHref } from '../../../lib/i18n/client-intl';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** The sign-in and sign-up pages: the modal's form on a page of its own. */
export function AccountFormPage({ kind, title }: { kind: 'sign-in' | 'sign-up'; title: string }) {
  const router = useRouter();
  const href = useLocalizedHref();
  const done = () => router.push(href('/'));
  return (
    <section
      aria-labelledby="account-form-title"
      className="mx-auto my-4 max-w-md rounded-xl bg-surface px-5 py-6 shadow-sm"
    >
      <h1 id="account-form-title" className="mb-5 text-2xl font-extrabold text-ink">
        {title}
      </h1>
      {kind === 'sign-in' ? (
        <SignInForm onDone={done} onSwitch={() => router.push(href('/users/sign-up'))} />
      ) : (
        <SignUpForm onDone={done} onSwitch={() => router.push(href('/users/sign-in'))} />
      )}
    </section>
  );
}
