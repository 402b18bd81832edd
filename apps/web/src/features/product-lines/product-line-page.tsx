import 'server-only';
import type { Metadata } from 'next';
import type { ProductLineKey } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHeader } from '../../components/ui/page-header';
import { pageLocale } from '../../i18n/page-locale.server';
import { pageMetadata } from '../../lib/seo/metadata.server';
import { GameFrameLoader } from './game-frame-loader';
import { enabledProductLine } from './product-lines.server';

interface Props {
  params: Promise<{ locale: string }>;
}

/** `generateMetadata` of a product line's page. */
export function productLineMetadata(key: ProductLineKey) {
  return async ({ params }: Props): Promise<Metadata> => {
    const locale = await pageLocale(params);
    const line = enabledProductLine(key);
    const t = await getTranslations({ locale, namespace: 'product-lines.lines' });
    return pageMetadata({
      locale,
      path: line?.path ?? '/',
      title: t(`${key}.heading`),
      description: t(`${key}.description`),
    });
  };
}

/** A product line's page (spec section 2): its game in a frame, 404 while switched off. */
export function productLinePage(key: ProductLineKey) {
  return async function ProductLinePage({ params }: Props) {
    const locale = await pageLocale(params);
    const line = enabledProductLine(key);
    if (!line) notFound();
    const t = await getTranslations({ locale, namespace: 'product-lines' });
    return (
      <div className="flex flex-col gap-3 py-2">
        <PageHeader title={t(`lines.${key}.heading`)} />
        <p className="-mt-2 px-1 text-sm text-muted">{t(`lines.${key}.description`)}</p>
        <GameFrameLoader
          app={line.app}
          t={{
            frame: t(`lines.${key}.frame`),
            loading: t('loading'),
            watching: t('watching'),
            signIn: t('sign-in'),
            realMoney: t('real-money'),
            error: t('error'),
            retry: t('retry'),
            restricted: t('restricted'),
            providerNote: t('provider-note'),
          }}
        />
      </div>
    );
  };
}
