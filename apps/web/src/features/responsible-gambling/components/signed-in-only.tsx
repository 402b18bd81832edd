'use client';

import { type ReactNode, useSyncExternalStore } from 'react';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../../account/auth-store';
import { openModal } from '../../account/modal-store';

/** The player's own pages: visitors are asked to sign in, and the page goes on after it. */
export function SignedInOnly({
  prompt,
  button,
  loading,
  children,
}: {
  prompt: string;
  button: string;
  loading: string;
  children: ReactNode;
}) {
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  if (auth.status === 'logged_in') return children;
  if (auth.status === 'not_logged_in') {
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-line bg-surface p-5">
        <p className="text-sm">{prompt}</p>
        <button
          type="button"
          onClick={() => openModal('signIn')}
          className="h-10 rounded-md bg-accent px-4 text-sm font-bold text-ink hover:bg-accent-strong"
        >
          {button}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="text-sm text-muted">
      {loading}
    </p>
  );
}

export const card = 'rounded-lg border border-line bg-surface p-4 sm:p-5';
export const primaryButton =
  'h-10 rounded-md bg-accent px-4 text-sm font-bold text-ink hover:bg-accent-strong disabled:opacity-60';
export const secondaryButton =
  'h-10 rounded-md border border-line bg-surface px-4 text-sm font-bold text-ink hover:bg-subtle disabled:opacity-60';
export const inputClass =
  'h-10 w-full rounded-md border border-line bg-surface px-3 text-sm text-ink focus:border-ink-3';
export const labelClass = 'flex flex-col gap-1 text-sm font-semibold';
