/** The panel's room while its code loads, so nothing below moves when it arrives. */
export function MatchCentrePlaceholder() {
  return (
    <div
      className="h-[19rem] rounded-xl border border-line bg-surface desk:h-[22rem]"
      aria-hidden="true"
    />
  );
}
