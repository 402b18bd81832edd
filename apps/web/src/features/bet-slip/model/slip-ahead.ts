// The slip made ready before the first tap (decision 0071): its chunk, its store, its first
// render of the empty slip, the pick handler and the player's settings, once the page has loaded
// and the browser is idle, so a tap only adds its selection to a slip that is already there.
import { type LoadingWindow, afterLoadIdle } from '../../../lib/after-load-idle';

/**
 * Once the page has loaded and the browser is idle, loads the slip's chunk and then calls
 * `ready` (the shell renders the slip then). A chunk that fails to load calls nothing: the
 * first tap asks for it again. Returns a cancel function, which also holds back a `ready` whose
 * chunk is still on its way.
 */
export function prepareSlipAhead(
  win: LoadingWindow,
  load: () => Promise<unknown>,
  ready: () => void,
): () => void {
  let cancelled = false;
  const cancelIdle = afterLoadIdle(win, () => {
    load().then(
      () => {
        if (!cancelled) ready();
      },
      () => {},
    );
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
