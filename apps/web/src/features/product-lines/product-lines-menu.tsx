import { getTranslations } from 'next-intl/server';
import { getLocalizedHref } from '../../lib/i18n/href.server';
import { GamepadIcon } from '../../components/ui/icons';
import { enabledProductLines } from './product-lines.server';
import { PlainLink } from '../../components/layout/plain-link';

/**
 * The product lines switched on, in the sports menu (the sidebar on wide layouts, the menu panel
 * on phones): server HTML, no script.
 */
export async function ProductLinesMenu() {
  const lines = enabledProductLines();
  if (lines.length === 0) return null;
  const [t, href] = await Promise.all([getTranslations('product-lines'), getLocalizedHref()]);
  const item =
    'flex h-9 items-center gap-2 rounded-md bg-surface px-2.5 text-[13px] font-semibold shadow-[inset_0_0_0_1px_var(--color-line)] hover:bg-subtle';
  return (
    <nav aria-label={t('nav-label')} className="mb-3">
      <ul className="grid grid-cols-2 gap-2 desk:grid-cols-1">
        {lines.map((line) => (
          <li key={line.key}>
            <PlainLink href={href(line.path)} className={item}>
              <GamepadIcon size={16} className="shrink-0 text-brand" />
              <span className="truncate">{t(`lines.${line.key}.title`)}</span>
            </PlainLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
