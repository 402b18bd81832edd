/**
 * The stream panel's shape before it knows what to show (its code loading, the player's
 * sign-in state being read): the heading row and the line under it, so the page below does not
 * move when the panel arrives (decision 0056).
 */
export function VideoPlaceholder() {
  return (
    <div className="overflow-hidden rounded-lg border border-line bg-surface" aria-hidden="true">
      <div className="min-h-12" />
      <div className="border-t border-line px-3 py-2 text-xs sm:px-4">
        <p>&nbsp;</p>
      </div>
    </div>
  );
}
