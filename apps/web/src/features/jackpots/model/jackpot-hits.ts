// Which of the player's jackpot hits opens the hit popup (spec sections 4 and 9): an unseen hit
// of the player's that is approved or paid; a pending hit waits until it is paid, a rejected one
// never shows. A hit the player dismissed in this tab does not come back while the server has
// not yet recorded it as seen.

interface Hit {
  readonly id: string;
  readonly status: 'pending' | 'approved' | 'paid' | 'rejected';
  readonly seen: boolean;
  readonly createdAt: string;
}

/** The hits the popup has to show, oldest first (so they show in the order they were won). */
export function hitsToShow<H extends Hit>(hits: readonly H[], dismissed: ReadonlySet<string>): H[] {
  return hits
    .filter(
      (hit) =>
        !hit.seen && !dismissed.has(hit.id) && (hit.status === 'approved' || hit.status === 'paid'),
    )
    .toSorted((a, b) => a.createdAt.localeCompare(b.createdAt));
}
