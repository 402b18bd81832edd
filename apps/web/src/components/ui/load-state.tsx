import type { ReactNode } from 'react';

/**
 * What a panel that loads its content shows: the failure (an alert), the wait (a status), the
 * empty answer, or the content. One markup for every such panel, so each state reads and is
 * announced the same way everywhere.
 */
export function LoadState<T>({
  data,
  failed,
  texts,
  isEmpty,
  className = '',
  children,
}: {
  data: T | null;
  failed: boolean;
  texts: { loading: string; failed: string; empty?: string };
  /** Whether the loaded answer has nothing to show (then `texts.empty`). */
  isEmpty?: (data: T) => boolean;
  /** Spacing of the state lines (e.g. `mt-3`). */
  className?: string;
  children: (data: T) => ReactNode;
}) {
  if (failed) {
    return (
      <p role="alert" className={`${className} text-sm text-down`}>
        {texts.failed}
      </p>
    );
  }
  if (data === null) {
    return (
      <p role="status" className={`${className} text-sm text-muted`}>
        {texts.loading}
      </p>
    );
  }
  if (isEmpty?.(data) && texts.empty !== undefined) {
    return <p className={`${className} text-sm text-muted`}>{texts.empty}</p>;
  }
  return <>{children(data)}</>;
}
