import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPlaceholder } from '../account-placeholder';
import { pageLocale } from '../../../../i18n/page-locale.server';
import { pageMetadata } from '../../../../lib/seo/metadata.server';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.sign-up' });
  return pageMetadata({
    locale,
    path: '/users/sign-up',
    title: t('title'),
    description: t('title'),
    noindex: true,
  });
}

/** Placeholder until the accounts issue brings the real form. */
export default async function Page({ params }: Props) {
  await pageLocale(params);
  return <AccountPlaceholder kind="sign-up" />;
}
