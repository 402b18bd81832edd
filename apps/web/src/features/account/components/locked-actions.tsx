'use client';

import { useClientIntl } from '../../../lib/i18n/client-intl';
import { useSiteAccess, userUnlockOffered } from '../../site-settings/site-access';
import { openModal } from '../modal-store';
import { submitClass } from './field';

/** The locked page's ways on: unlock instructions by e-mail, or sign in. */
export function LockedActions({ hint, unlockLabel }: { hint: string; unlockLabel: string }) {
  const { messages } = useClientIntl();
  // The server cannot tell whether the page sits in a host's frame: decided in the browser.
  const unlock = useSiteAccess(userUnlockOffered);
  return (
    <div className="mt-2 flex w-full flex-col items-center gap-3 border-t border-line pt-4">
      <p className="text-sm text-muted">{hint}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {unlock ? (
          <button type="button" onClick={() => openModal('resendUnlock')} className={submitClass}>
            {unlockLabel}
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => openModal('signIn')}
          className="h-11 rounded-md border border-line px-4 text-base font-bold text-ink hover:bg-subtle"
        >
          {messages.account.header['sign-in']}
        </button>
      </div>
    </div>
  );
}
