import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '../../components/ui/status-page';
import { getLocalizedHref } from '../../lib/i18n/href.server';

// No robots entry of its own: Next.js writes `noindex` on every 404 answer, and a second robots
// tag would contradict it (decision 0020).
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta.not-found');
  return { title: t('title') };
}

/** 404 inside the site shell: the page cannot be found, with a button to the home page. */
export default async function NotFound() {
  const [t, href] = await Promise.all([getTranslations('page.not-found'), getLocalizedHref()]);
  return (
    <div className="py-6">
      <StatusPage
        variant="not-found"
        title={t('title')}
        description={t('description')}
        action={{ href: href('/'), label: t('home-button') }}
      />
    </div>
  );
}
