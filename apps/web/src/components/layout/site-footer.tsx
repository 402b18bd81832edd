import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { getLocalizedHref } from '../../lib/i18n/href.server';

/**
 * The site footer: a calm line with the Safer gambling area and a help organisation (player
 * protection reference). Server-rendered, no client code, so browsing pages load nothing more.
 */
export async function SiteFooter({ saferGambling }: { saferGambling: boolean }) {
  const [t, href, locale] = await Promise.all([
    getTranslations('footer'),
    getLocalizedHref(),
    getLocale(),
  ]);
  // A help line of the player's own country where the site knows one (Germany), else the UK's.
  const help = locale.startsWith('de')
    ? 'https://www.check-dein-spiel.de/'
    : 'https://www.begambleaware.org/';
  return (
    <footer
      aria-label={t('label')}
      className="mx-auto flex max-w-[1920px] flex-col gap-2 border-t border-line px-3 pt-4 pb-20 text-xs text-muted sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-5 desk:px-4 desk:pb-6"
    >
      <span className="font-semibold text-ink">{t('age')}</span>
      {saferGambling ? (
        <Link
          prefetch={false}
          href={href('/safer-gambling')}
          className="font-semibold text-ink underline underline-offset-2 hover:no-underline"
        >
          {t('safer-gambling')}
        </Link>
      ) : null}
      <a
        href={help}
        target="_blank"
        rel="noopener noreferrer"
        className="underline underline-offset-2 hover:no-underline"
      >
        {t('help')}
      </a>
      <span>{t('copyright')}</span>
    </footer>
  );
}
