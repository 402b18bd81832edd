import { Activity, type ReactNode } from 'react';

/**
 * Server markup with no React handler of its own (a match row, a grid of plain links) that the
 * browser hydrates after the page rather than with it. React meets the `Activity` boundary while
 * hydrating the page, leaves it as it is on screen and hydrates it later at offscreen priority, in
 * slices that yield to the browser, so a list of forty rows adds no long task to the page's
 * hydration (decision 0083). Nothing inside waits for it: prices, favourite stars and links answer
 * through the page's delegated listeners; a press inside a part not yet hydrated hydrates that
 * part at once. A text a controller may write before its part hydrates (a price, a live clock or
 * score) is marked `suppressHydrationWarning`, or React would render the part again.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
