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
        <span aria-hidden="true" className="block h-9 w-[6.5rem] desk:max-lg:hidden lg:w-44" />
      }
    >
      <OddsFormatPicker />
    </Suspense>
  );
}
