'use client';

import { useState } from 'react';
import { showAlert } from '../../../components/layout/alert-store';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { authSnapshot } from '../../account/auth-store';
import { activateBonus } from '../api/bonuses-api';
import { refreshBonusLists } from '../bonus-store';
import { type BonusCard, toCard } from '../model/bonus-cards';

/**
 * Activation of a bonus (POST /bonuses/{id}/activate): refreshes its lists (hunting and
 * tournament both) and says so; answers the activated card, or null when refused.
 */
export function useActivate(): {
  busy: boolean;
  activate(card: BonusCard): Promise<BonusCard | null>;
} {
  const { locale, messages } = useClientIntl();
  const t = messages.bonuses;
  const [busy, setBusy] = useState(false);
  const activate = async (card: BonusCard) => {
    setBusy(true);
    try {
      const activated = toCard(await activateBonus(locale, card.ref));
      refreshBonusLists([card.kind]);
      showAlert({
        kind: 'success',
        message: formatTemplate(t.activated, { name: card.name ?? t.kinds[card.kind] }),
      });
      return activated;
    } catch {
      // A 401 has signed the player out and opened sign-in (spec section 8): no alert then.
      if (authSnapshot().status === 'logged_in')
        showAlert({ kind: 'error', message: t['activate-failed'] });
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, activate };
}
