import { getTranslations } from 'next-intl/server';
import type { BetEvent } from '../catalog/outcomes';
import { BetBuilderIsland } from './bet-builder-island';
import { BetBuilderToggleView } from './bet-builder-toggle-view';

/**
 * The match page's "Bet builder" toggle (a server component): the island, and in its place until
 * the server has streamed it, the same toggle, closed (decision 0084).
 */
export async function BetBuilderEntry({ event }: { event: BetEvent }) {
  const t = await getTranslations('bet-slip.builder');
  return (
    <BetBuilderIsland
      event={event}
      placeholder={<BetBuilderToggleView title={t('title')} tagline={t('tagline')} open={false} />}
    />
  );
}
