import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmptyState, PageHeader, SectionHeading } from '../../../components/ui/page-header';
import { MatchesByLeague } from '../../../features/catalog/components/match-groups';
import { LiveUpdates } from '../../../features/catalog/live/live-updates';
import { LIVE_LIST_POLL_MS } from '../../../features/catalog/live/poll-intervals';
import {
  FAVOURITE_LIVE_QUERY,
  playerFavourites,
} from '../../../features/favourites/favourites-data.server';
import { FavouritesRefresh } from '../../../features/favourites/favourites-refresh';
import { FavouritesSignInPrompt } from '../../../features/favourites/sign-in-prompt';
import { pageLocale } from '../../../i18n/page-locale.server';
import { getLocalizedHref } from '../../../lib/i18n/href.server';
import { pageMetadata } from '../../../lib/seo/metadata.server';
import { requestTime } from '../../../lib/time/request-time.server';
import { FavouriteLeagues } from './favourite-leagues';
import { PlainLink } from '../../../components/layout/plain-link';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'favourites' });
  return pageMetadata({
    locale,
    path: '/favorites',
    title: t('meta-title'),
    description: t('meta-description'),
    noindex: true,
  });
}

const StarMark = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" className="text-[#9a6700]">
    <path
      d="m12 3.2 2.7 5.5 6 .9-4.35 4.24 1.03 6-5.38-2.83-5.38 2.83 1.03-6L3.3 9.6l6-.9Z"
      fill="currentColor"
    />
  </svg>
);

/** The player's own sportsbook: live and upcoming favourite matches, then favourite leagues. */
export default async function FavouritesPage({ params }: Props) {
  await pageLocale(params);
  const [t, favourites, href] = await Promise.all([
    getTranslations('favourites'),
    playerFavourites(),
    getLocalizedHref(),
  ]);
  const renderedAt = requestTime();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('heading')} icon={<StarMark />} />
      <FavouritesRefresh />
      {favourites === null ? (
        <FavouritesSignInPrompt text={t('signed-out')} button={t('sign-in')} />
      ) : !favourites.any ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-line bg-surface px-4 py-8 text-center">
          <h2 className="text-base font-semibold">{t('empty-title')}</h2>
          <p className="max-w-sm text-sm text-muted">{t('empty-hint')}</p>
          <PlainLink
            href={href('/')}
            className="inline-flex h-10 items-center rounded-md bg-accent px-4 text-sm font-bold text-ink hover:bg-accent-strong"
          >
            {t('browse')}
          </PlainLink>
        </div>
      ) : (
        <>
          {favourites.live.length > 0 ? (
            <section aria-labelledby="favourites-live" className="flex flex-col gap-3">
              <SectionHeading id="favourites-live" live count={favourites.live.length}>
                {t('live')}
              </SectionHeading>
              <MatchesByLeague matches={favourites.live} renderedAt={renderedAt} showSport />
            </section>
          ) : null}
          <LiveUpdates
            kind="matches"
            query={FAVOURITE_LIVE_QUERY}
            renderedIds={favourites.live.map((match) => match.id)}
            intervalMs={LIVE_LIST_POLL_MS}
          />
          {favourites.upcoming.length > 0 ? (
            <section aria-labelledby="favourites-upcoming" className="flex flex-col gap-3">
              <SectionHeading id="favourites-upcoming" count={favourites.upcoming.length}>
                {t('upcoming')}
              </SectionHeading>
              <MatchesByLeague matches={favourites.upcoming} renderedAt={renderedAt} showSport />
            </section>
          ) : null}
          {favourites.live.length === 0 && favourites.upcoming.length === 0 ? (
            <EmptyState>{t('no-matches')}</EmptyState>
          ) : null}
          {favourites.leagues.length > 0 ? (
            <section aria-labelledby="favourites-leagues" className="flex flex-col gap-3">
              <SectionHeading id="favourites-leagues" count={favourites.leagues.length}>
                {t('leagues')}
              </SectionHeading>
              <FavouriteLeagues leagues={favourites.leagues} />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
