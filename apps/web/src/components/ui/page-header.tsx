import type { ReactNode } from 'react';
import { ChevronRightIcon } from './icons';
import { PlainLink } from '../layout/plain-link';

export interface Crumb {
  href: string;
  label: string;
}

/** A page's title with optional breadcrumbs above and an icon before it. */
export function PageHeader({
  title,
  icon,
  crumbs = [],
  crumbsLabel,
  aside,
}: {
  title: string;
  icon?: ReactNode;
  crumbs?: readonly Crumb[];
  crumbsLabel?: string;
  aside?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-1 px-1">
      {crumbs.length > 0 ? (
        <nav aria-label={crumbsLabel}>
          <ol className="flex min-w-0 flex-wrap items-center gap-1 text-xs text-muted">
            {crumbs.map((crumb) => (
              <li key={crumb.href} className="flex items-center gap-1">
                <PlainLink href={crumb.href} className="hover:text-ink hover:underline">
                  {crumb.label}
                </PlainLink>
                <ChevronRightIcon size={12} className="text-faint rtl:rotate-180" />
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="flex items-center gap-2">
        {icon}
        <h1 className="line-clamp-2 min-w-0 text-lg leading-tight font-bold tracking-tight sm:text-xl">
          {title}
        </h1>
        {aside ? <div className="ms-auto">{aside}</div> : null}
      </div>
    </header>
  );
}

/** A section title inside a page; `live` adds the pulsing red dot. */
export function SectionHeading({
  id,
  children,
  live = false,
  count,
  action,
}: {
  id: string;
  children: ReactNode;
  live?: boolean;
  count?: number;
  action?: ReactNode;
}) {
  return (
    <div className="flex items-center gap-2 px-1">
      {live ? (
        <span aria-hidden="true" className="size-2 animate-live-pulse rounded-full bg-live" />
      ) : null}
      <h2 id={id} className="text-base font-semibold">
        {children}
      </h2>
      {count !== undefined ? (
        <span className="text-sm text-faint tabular-nums">{count}</span>
      ) : null}
      {action ? <div className="ms-auto text-sm">{action}</div> : null}
    </div>
  );
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-line bg-surface px-4 py-8 text-center text-sm text-muted">
      {children}
    </p>
  );
}
