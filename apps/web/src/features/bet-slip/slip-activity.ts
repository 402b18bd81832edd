// Whether the player is at work on the slip (decision 0086): a dialog the player did not ask for
// waits until the slip has been left alone for a moment and no placement is in flight, so it
// never opens over a stake being typed or a bet being placed (an in-play bet waits its delay with
// the slip busy). Module state, shared by the slip and whoever asks; a press costs a clock read.

/** How long the slip must have been left alone before an unasked dialog may open over it. */
export const SLIP_QUIET_MS = 3000;

let lastActiveAt = Number.NEGATIVE_INFINITY;
let placing = 0;

const now = () => Date.now();

/** A press or a key in the slip. */
export function noteSlipActivity(): void {
  lastActiveAt = now();
}

/** A placement has started; answers how to say it has ended (once). */
export function holdWhilePlacing(): () => void {
  placing += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    placing -= 1;
    lastActiveAt = now();
  };
}

/** How long until the slip counts as quiet: 0 when it is now. */
export function slipBusyForMs(at: number = now()): number {
  if (placing > 0) return SLIP_QUIET_MS;
  return Math.max(0, Math.ceil(lastActiveAt + SLIP_QUIET_MS - at));
}
