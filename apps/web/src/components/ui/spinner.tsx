/**
 * The wait mark beside a loading text. The text itself stays still and at full contrast (a text
 * that pulses dips below the contrast bar half of the time); only this mark moves, and not at all
 * for players who ask for less motion.
 */
export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-3.5 shrink-0 rounded-full border-2 border-line border-t-brand motion-safe:animate-spin"
    />
  );
}
