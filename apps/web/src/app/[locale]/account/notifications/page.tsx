import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageHeader } from '../../../../components/ui/page-header';
import { NotificationsPage } from '../../../../features/notifications/notifications-page';
import { pageLocale } from '../../../../i18n/page-locale.server';
import { getLocalizedHref } from '../../../../lib/i18n/href.server';
import { PageMessages } from '../../../../lib/i18n/page-messages.server';
import { pageMetadata } from '../../../../lib/seo/metadata.server';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.notifications' });
  return pageMetadata({
    locale,
    path: '/account/notifications',
    title: t('title'),
    description: t('description'),
    noindex: true,
  });
}

/** Every notification of the player, paged, with the read marks and the push switch. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const [messages, href] = await Promise.all([getMessages({ locale }), getLocalizedHref()]);
  const area = messages['account-area'];
  const t = messages.notifications;
  return (
    <div className="flex flex-col gap-4 py-2">
      <PageHeader
        title={t.title}
        crumbs={[{ href: href('/account'), label: area.title }]}
        crumbsLabel={area.title}
      />
      <p className="px-1 text-sm text-muted">{t.intro}</p>
      <PageMessages namespaces={['notifications']}>
        <NotificationsPage signInPrompt={area['sign-in']} signInButton={area['sign-in-button']} />
      </PageMessages>
    </div>
  );
}
