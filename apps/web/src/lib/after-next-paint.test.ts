import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('after next paint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs at once where there are no frames (server, tests)', () => {
    const run = vi.fn();
    afterNextPaint(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs in a task after the next animation frame, not in it', () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const run = vi.fn();
    afterNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    frames[0]!();
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled, before or after the frame', () => {
    vi.useFakeTimers();
    const frames = new Map<number, () => void>();
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
      frames.set(frames.size + 1, callback);
      return frames.size;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
    const before = vi.fn();
    afterNextPaint(before)();
    const after = vi.fn();
    const cancel = afterNextPaint(after);
    frames.forEach((callback) => callback());
    cancel();
    vi.runAllTimers();
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
