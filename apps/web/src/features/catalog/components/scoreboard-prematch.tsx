/**
 * The middle of a match's scoreboard before kick-off: the versus mark and the kick-off time.
 * Plain server markup (decision 0076): the page renders again on the server when the match
 * starts (its live view refreshes on a new status), and then `ScoreboardLive` takes its place.
 */
export function ScoreboardPrematch({
  kickoffText,
  versus,
}: {
  kickoffText: string;
  versus: string;
}) {
  return (
    <div className="flex flex-col items-center gap-1 text-center">
      <span className="text-lg font-bold text-white/90">{versus}</span>
      <span className="text-xs text-white/70 tabular-nums">{kickoffText}</span>
    </div>
  );
}
