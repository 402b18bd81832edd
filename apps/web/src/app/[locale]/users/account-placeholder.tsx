import { getTranslations } from 'next-intl/server';
import { StatusPage } from '../../../components/ui/status-page';
import { getLocalizedHref } from '../../../lib/i18n/href.server';

/** Sign-in and sign-up pages until accounts exist: say so and lead back to browsing. */
export async function AccountPlaceholder({ kind }: { kind: 'sign-in' | 'sign-up' }) {
  const [t, href] = await Promise.all([getTranslations('page.account'), getLocalizedHref()]);
  return (
    <div className="py-6">
      <StatusPage
        variant="not-found"
        title={t(kind)}
        description={t('coming-soon')}
        action={{ href: href('/'), label: t('browse') }}
      />
    </div>
  );
}
