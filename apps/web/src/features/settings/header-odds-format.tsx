'use client';

import { Suspense, lazy } from 'react';

// The picker loads beside the page's first-load JavaScript, not in it (the browsing pages' budget):
// rendered on the server, hydrated once its small chunk arrives.
const OddsFormatPicker = lazy(() =>
  import('./odds-format-picker').then((module) => ({ default: module.OddsFormatPicker })),
);

/** The header's odds format picker, with a placeholder of its size while it loads. */
export function HeaderOddsFormat() {
  return (
    <Suspense
      fallback={
        <span aria-hidden="true" className="hidden h-9 w-[7.5rem] shrink-0 min-[1440px]:block" />
      }
    >
      <OddsFormatPicker />
    </Suspense>
  );
}

/** The same picker in the sports menu, where the header has no room for it (below 1,440 px). */
export function PanelOddsFormat() {
  return (
    <div className="mb-3 min-[1440px]:hidden">
      <Suspense fallback={<span aria-hidden="true" className="block h-11" />}>
        <OddsFormatPicker variant="panel" />
      </Suspense>
    </div>
  );
}
