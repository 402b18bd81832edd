'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { PlainLink } from '../../../components/layout/plain-link';

export interface SportsNavItem {
  key: string;
  href: string;
  name: string;
  icon: ReactNode;
  live: number;
  total: number;
  /** Screen-reader text for the counts: ", 8 live, 25 events". */
  countsLabel: string;
}

export interface SportsNavGroup {
  id: string;
  heading: string;
  items: SportsNavItem[];
}

/** The sidebar's sport links with live and total counts; the current sport is marked. */
export function SportsNavList({ groups }: { groups: readonly SportsNavGroup[] }) {
  const pathname = usePathname();
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="flex flex-col gap-0.5">
          <h2
            id={group.id}
            className="px-2.5 pt-3 pb-1 text-[11px] font-bold tracking-wider text-faint uppercase"
          >
            {group.heading}
          </h2>
          <ul className="flex flex-col">
            {group.items.map((item) => {
              const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
              return (
                <li key={item.key}>
                  <PlainLink
                    href={item.href}
                    aria-current={active ? 'page' : undefined}
                    className="flex h-9 items-center gap-2.5 rounded-md px-2.5 text-[13.5px] font-medium text-ink-2 hover:bg-subtle aria-[current=page]:bg-ink aria-[current=page]:text-white"
                  >
                    <span className="flex size-5 shrink-0 items-center justify-center text-muted [[aria-current=page]_&]:text-accent">
                      {item.icon}
                    </span>
                    <span className="min-w-0 flex-1 truncate">{item.name}</span>
                    <span className="sr-only">{item.countsLabel}</span>
                    {item.live > 0 ? (
                      <span
                        aria-hidden="true"
                        className="rounded-sm bg-live px-1 text-[10.5px] leading-4 font-bold text-white tabular-nums"
                      >
                        {item.live}
                      </span>
                    ) : null}
                    <span
                      aria-hidden="true"
                      className="w-6 text-end text-xs text-faint tabular-nums [[aria-current=page]_&]:text-white/80"
                    >
                      {item.total}
                    </span>
                  </PlainLink>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
