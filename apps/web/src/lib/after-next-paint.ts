// Work a tap sets off that the player does not see in the next frame (a settings request, a
// focus move that forces a layout of the whole page) waits until that frame is painted: on a
// slow phone it would otherwise hold back the frame that shows the tap's answer (decision 0053).

/**
 * Runs `run` after the next frame has been painted (an animation frame, then a task), or at
 * once where there are no frames (tests, server). Returns a cancel function.
 */
export function afterNextPaint(run: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    run();
    return () => {};
  }
  let timer: ReturnType<typeof setTimeout> | null = null;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== null) clearTimeout(timer);
  };
}
