import {
  LIVE_CELL_ATTRIBUTE,
  LIVE_CLOCK_ATTRIBUTE,
  type LiveClockView,
  clockAttribute,
} from '../model/live-cells';

// The live cells of a match row as plain markup (no hooks, no 'use client'): the server renders
// them as host elements and the live cells' controller (`live/live-cells-controller.ts`) writes
// their texts and state from the live store and the clock (decision 0076). Their shape never
// changes: a finished match keeps the minute's element with "finished" in it, an empty period
// or score is hidden by the stylesheet, so the controller only writes texts and attributes into
// elements React rendered. Each part is one class (`globals.css`), since a list repeats them in
// the HTML and again in the React payload. A row hydrates after the page (decision 0083), so
// the controller may have written a text before React reaches it: the texts it writes are marked
// `suppressHydrationWarning`, which keeps React from rendering the row again on the client.

/** The time cell of a live row: red dot and minute (68'), the period below. */
export function LiveClockCell({ view }: { view: LiveClockView }) {
  return (
    <span
      {...{
        [LIVE_CELL_ATTRIBUTE]: 'clock',
        'data-state': view.state,
        ...(view.running ? { [LIVE_CLOCK_ATTRIBUTE]: clockAttribute(view.running) } : {}),
      }}
      className="live-clock"
    >
      <span className="live-now tabular-nums">
        <span aria-hidden="true" className="live-dot" />
        {/* The minute reads 22' in right-to-left pages too. */}
        <span className="live-minute ltr-nums" suppressHydrationWarning>
          {view.minute}
        </span>
      </span>
      {/* Wraps, never cut: "4th qua…" told the player nothing (decision 0020). */}
      <span className="live-period" suppressHydrationWarning>
        {view.period}
      </span>
    </span>
  );
}

/** One side's score in a match row; hidden while the feed sends none. */
export function LiveScoreCell({ side, score }: { side: 'home' | 'away'; score: string }) {
  return (
    <span
      {...{ [LIVE_CELL_ATTRIBUTE]: side }}
      className="live-score tabular-nums"
      suppressHydrationWarning
    >
      {score}
    </span>
  );
}
