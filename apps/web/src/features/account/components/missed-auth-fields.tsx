'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../auth-store';
import { submitClass } from './field';

type MissedField = 'email' | 'auth_phone_number';
const isKnown = (field: string): field is MissedField =>
  field === 'email' || field === 'auth_phone_number';

/**
 * Missed auth fields (spec section 3, `auth_fields_missed`): the sign-in identifiers the player
 * has not given. A phone is added through phone verification; the platform has no call to add
 * an e-mail address yet, so that line points to support. A phone verified here counts as given.
 */
export function MissedAuthFields({
  onVerifyPhone,
  onDone,
}: {
  onVerifyPhone: () => void;
  onDone: () => void;
}) {
  const { locale, messages } = useClientIntl();
  const t = messages.account['missed-fields'];
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const [phoneVerified, setPhoneVerified] = useState<boolean | undefined>(undefined);

  useEffect(() => {
    let live = true;
    import('../api/phone')
      .then(({ getPhone }) => getPhone(locale))
      .then(({ phones }) => {
        if (live) setPhoneVerified(phones[0]?.verifiedStatus === 'verified');
      })
      .catch(() => {
        if (live) setPhoneVerified(false);
      });
    return () => {
      live = false;
    };
  }, [locale]);

  if (phoneVerified === undefined) {
    return (
      <p role="status" className="text-sm text-muted">
        {messages.account.phone.loading}
      </p>
    );
  }

  const missed = (auth.profile?.authFieldsMissed ?? [])
    .filter(isKnown)
    .filter((field) => !(field === 'auth_phone_number' && phoneVerified));

  if (missed.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-md bg-up/10 px-3 py-2 text-sm font-semibold text-ink">
          {t.done}
        </p>
        <button type="button" onClick={onDone} className={submitClass}>
          {messages.account.flows.continue}
        </button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t.intro}</p>
      <ul className="flex flex-col gap-3">
        {missed.map((field) => (
          <li key={field} className="rounded-md border border-line px-3 py-3">
            <p className="text-sm font-bold">{t[field]}</p>
            {field === 'auth_phone_number' ? (
              <button
                type="button"
                onClick={onVerifyPhone}
                className={`${submitClass} mt-3 w-full`}
              >
                {t['add-phone']}
              </button>
            ) : (
              <p className="mt-1 text-sm text-muted">{t['email-note']}</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
