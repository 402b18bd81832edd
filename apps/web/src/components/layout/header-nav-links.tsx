'use client';

import { usePathname } from 'next/navigation';
import { useLocalizedHref } from '../../lib/i18n/use-localized-href';
import { isActivePath } from './nav-items';
import { PlainLink } from './plain-link';

export interface NavItem {
  path: string;
  label: string;
}

/** The header's section links (Home, Live, E-sports), the current one marked. */
export function HeaderNavLinks({ items, label }: { items: readonly NavItem[]; label: string }) {
  const pathname = usePathname();
  const href = useLocalizedHref();
  const home = href('/');
  return (
    <nav aria-label={label} className="hidden h-full desk:block">
      <ul className="flex h-full items-stretch gap-1">
        {items.map((item) => {
          const target = href(item.path);
          const active = isActivePath(pathname, target, home);
          return (
            <li key={item.path} className="flex">
              <PlainLink
                href={target}
                aria-current={active ? 'page' : undefined}
                className="relative flex items-center px-2 text-sm whitespace-nowrap font-semibold text-white/70 hover:text-white md:px-3 aria-[current=page]:text-white aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-2 md:aria-[current=page]:after:inset-x-3 aria-[current=page]:after:bottom-0 aria-[current=page]:after:h-[3px] aria-[current=page]:after:rounded-t aria-[current=page]:after:bg-accent"
              >
                {item.label}
              </PlainLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
