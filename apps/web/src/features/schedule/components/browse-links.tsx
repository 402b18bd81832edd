import { getTranslations } from 'next-intl/server';
import { getLocalizedHref } from '../../../lib/i18n/href.server';
import { CalendarIcon, FlagIcon } from '../../../components/ui/icons';
import { PlainLink } from '../../../components/layout/plain-link';

/**
 * Schedule and results at the top of the sports menu (the sidebar on wide layouts, the menu
 * panel on phones): secondary pages, so two quiet links rather than header tabs.
 */
export async function BrowseLinks() {
  const [schedule, results, href] = await Promise.all([
    getTranslations('schedule'),
    getTranslations('results'),
    getLocalizedHref(),
  ]);
  const item =
    'flex h-9 items-center gap-2 rounded-md bg-surface px-2.5 text-[13px] font-semibold shadow-[inset_0_0_0_1px_var(--color-line)] hover:bg-subtle';
  return (
    <nav aria-label={schedule('nav-label')} className="mb-3">
      <ul className="grid grid-cols-2 gap-2 desk:max-lg:grid-cols-1">
        <li>
          <PlainLink href={href('/schedule')} className={item}>
            <CalendarIcon size={16} className="shrink-0 text-brand" />
            <span className="truncate">{schedule('link')}</span>
          </PlainLink>
        </li>
        <li>
          <PlainLink href={href('/results')} className={item}>
            <FlagIcon size={16} className="shrink-0 text-brand" />
            <span className="truncate">{results('link')}</span>
          </PlainLink>
        </li>
      </ul>
    </nav>
  );
}
