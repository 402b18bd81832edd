import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import type { PublishedPage } from './api/pages.server';
import { MarkdownBody } from './markdown/render-markdown';

/**
 * A site page as stored (decision 0044): its title, its body from the pages' Markdown subset and
 * when it last changed. Server-rendered, no client code. A page shown in another language than
 * the visitor's (none written yet) says so with `lang`, so screen readers read it right.
 */
export async function SitePage({
  page,
  locale,
  children,
}: {
  page: PublishedPage;
  locale: string;
  children?: ReactNode;
}) {
  const [t, format] = await Promise.all([getTranslations('pages.page'), getFormatter()]);
  return (
    <article
      lang={page.locale === locale ? undefined : page.locale}
      className="mx-auto flex max-w-3xl flex-col gap-4 py-2"
    >
      <PageHeader title={page.title} />
      <div className="rounded-lg bg-surface px-4 py-5 shadow-[inset_0_0_0_1px_var(--color-line)] desk:px-6 desk:py-6">
        <MarkdownBody source={page.body} />
        {children}
      </div>
      <p className="px-1 text-xs text-faint">
        {t('updated', {
          date: format.dateTime(new Date(page.updatedAt), { dateStyle: 'long' }),
        })}
      </p>
    </article>
  );
}
