import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageHeader } from '../../../../components/ui/page-header';
import { SettingsPage } from '../../../../features/settings/settings-page';
import { pageLocale } from '../../../../i18n/page-locale.server';
import { getLocalizedHref } from '../../../../lib/i18n/href.server';
import { pageMetadata } from '../../../../lib/seo/metadata.server';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'settings' });
  return pageMetadata({
    locale,
    path: '/account/settings',
    title: t('title'),
    description: t('description'),
    noindex: true,
  });
}

/** Odds format, odds-change acceptance, stake buttons and language (decision 0038). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const [messages, href] = await Promise.all([getMessages({ locale }), getLocalizedHref()]);
  return (
    <div className="flex flex-col gap-4 py-2">
      <PageHeader
        title={messages.settings.title}
        crumbs={[{ href: href('/account'), label: messages['account-area'].title }]}
        crumbsLabel={messages['account-area'].title}
      />
      <p className="px-1 text-sm text-muted">{messages.settings.description}</p>
      <SettingsPage />
    </div>
  );
}
