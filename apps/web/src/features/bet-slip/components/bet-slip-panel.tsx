import { getTranslations } from 'next-intl/server';
import { TicketIcon } from '../../../components/ui/icons';

/**
 * The right-hand bet slip panel (spec section 2), empty for now: the bet slip issue fills it
 * with selections, stakes and the My bets tab.
 */
export async function BetSlipPanel() {
  const t = await getTranslations('bet-slip');
  return (
    <section
      aria-labelledby="bet-slip-title"
      className="overflow-hidden rounded-lg border border-line bg-surface"
    >
      <header className="flex h-11 items-center gap-2 bg-ink px-4 text-white">
        <TicketIcon size={18} className="text-accent" />
        <h2 id="bet-slip-title" className="text-sm font-semibold">
          {t('title')}
        </h2>
        <span className="ms-auto rounded-full bg-white/15 px-2 text-xs leading-5 font-bold tabular-nums">
          0
        </span>
      </header>
      <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-subtle text-faint">
          <TicketIcon size={28} />
        </span>
        <p className="text-sm font-semibold text-ink">{t('empty-title')}</p>
        <p className="text-xs text-muted">{t('empty-hint')}</p>
      </div>
    </section>
  );
}
