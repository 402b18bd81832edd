import type { Metadata } from 'next';
import { getMessages } from 'next-intl/server';
import { PageHeader } from '../../../../components/ui/page-header';
import { BetHistory } from '../../../../features/bet-history/bet-history-entry';
import { getSportsQueryOptions } from '../../../../features/catalog/api/get-sports';
import { getCatalogNames } from '../../../../features/catalog/catalog-names.server';
import { SignedInOnly } from '../../../../features/responsible-gambling/components/signed-in-only';
import { pageLocale } from '../../../../i18n/page-locale.server';
import { serverRequestContext } from '../../../../lib/api/request-context.server';
import { getLocalizedHref } from '../../../../lib/i18n/href.server';
import { serverQuery } from '../../../../lib/query/query-client.server';
import { pageMetadata } from '../../../../lib/seo/metadata.server';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = (await getMessages({ locale }))['bet-history'].meta;
  return pageMetadata({
    locale,
    path: '/account/history',
    title: t.title,
    description: t.description,
    noindex: true,
  });
}

/** Every bet of the player, filtered through the URL (spec section "bets_history"). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const [messages, href, names, context] = await Promise.all([
    getMessages({ locale }),
    getLocalizedHref(),
    getCatalogNames(),
    serverRequestContext(),
  ]);
  // The sport filter offers the catalog's sports; without them it offers "All sports" only.
  const sports = await serverQuery(getSportsQueryOptions({}, context))
    .then((answer) => answer.data.map((sport) => ({ key: sport.key, name: names.sport(sport) })))
    .catch(() => []);
  const t = messages['bet-history'];
  const area = messages['account-area'];
  return (
    <div className="flex flex-col gap-4 py-2">
      <PageHeader
        title={t.title}
        crumbs={[{ href: href('/account'), label: area.title }]}
        crumbsLabel={area.title}
      />
      <p className="px-1 text-sm text-muted">{t.intro}</p>
      <SignedInOnly prompt={t['sign-in']} button={t['sign-in-button']} loading={t.loading}>
        <BetHistory t={t} sports={sports} />
      </SignedInOnly>
    </div>
  );
}
