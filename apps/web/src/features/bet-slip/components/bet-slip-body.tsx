'use client';

import { useEffect, useState } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { betSlipStore, connectBetSlip } from '../bet-slip-runtime';
import type { SlipTab } from '../model/slip-storage';
import { MyBets } from './my-bets';
import { SlipView } from './slip-view';

/** The lazy part of the panel: the slip and My bets, over the page's bet slip store. */
export default function BetSlipBody({ tab }: { tab: SlipTab }) {
  const { locale, messages } = useClientIntl();
  const [slip] = useState(() => betSlipStore(locale, messages.betSlip));
  useEffect(() => connectBetSlip(slip, locale), [slip, locale]);
  return tab === 'MY_BETS' ? <MyBets slip={slip} /> : <SlipView slip={slip} />;
}
