import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountFormPage } from '../../../../../features/account/components/account-form-page';
import { PageMessages } from '../../../../../lib/i18n/page-messages.server';
import { pageLocale } from '../../../../../i18n/page-locale.server';
import { pageMetadata } from '../../../../../lib/seo/metadata.server';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.password-new' });
  return pageMetadata({
    locale,
    path: '/users/password/new',
    title: t('title'),
    description: t('title'),
    noindex: true,
  });
}

/** Forgot password: sends a reset link by e-mail. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'page.account' });
  return (
    <PageMessages namespaces={['account']}>
      <AccountFormPage kind="password-new" title={t('password-new')} />
    </PageMessages>
  );
}
