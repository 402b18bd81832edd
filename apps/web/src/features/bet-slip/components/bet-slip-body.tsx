'use client';

import { useEffect, useState } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { IslandMessages } from '../../../lib/i18n/island-messages';
import { betSlipStore, connectBetSlip, quickBetStore } from '../bet-slip-runtime';
import type { SlipTab } from '../model/slip-storage';
import { FreebetProgressBar } from './freebet-progress-bar';
import { MyBets } from './my-bets';
import { QuickBetBar } from './quick-bet-bar';
import { ShareBetModal } from './share-slip';
import { SLIP_TEXTS } from './slip-texts';
import { SlipView } from './slip-view';

/**
 * The lazy part of the panel: the slip and My bets, over the page's bet slip store, with the
 * slip's texts (loaded with this chunk by the shell, so this renders at once).
 */
export default function BetSlipBody({ tab }: { tab: SlipTab }) {
  return (
    <IslandMessages namespaces={SLIP_TEXTS}>
      <SlipBody tab={tab} />
    </IslandMessages>
  );
}

function SlipBody({ tab }: { tab: SlipTab }) {
  const { locale, messages } = useClientIntl();
  const [slip] = useState(() => betSlipStore(locale, messages.betSlip));
  const [quick] = useState(() => quickBetStore(slip, locale, messages.betSlip));
  useEffect(() => connectBetSlip(slip, locale, messages.betSlip), [slip, locale, messages]);
  return (
    <>
      {tab === 'MY_BETS' ? (
        <MyBets slip={slip} />
      ) : (
        <>
          <QuickBetBar slip={slip} quick={quick} />
          <FreebetProgressBar slip={slip} />
          <SlipView slip={slip} />
        </>
      )}
      <ShareBetModal />
    </>
  );
}
