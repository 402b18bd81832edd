import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as GateModule from './visibility-gate';

// A minimal stand-in for the browser's IntersectionObserver: the test says which targets are
// on screen, the way the browser reports it after a scroll.
class TestObserver {
  static instance: TestObserver;
  readonly targets = new Set<object>();
  constructor(readonly callback: (entries: { target: object; isIntersecting: boolean }[]) => void) {
    TestObserver.instance = this;
  }
  observe(target: object) {
    this.targets.add(target);
  }
  unobserve(target: object) {
    this.targets.delete(target);
  }
  report(target: object, isIntersecting: boolean) {
    this.callback([{ target, isIntersecting }]);
  }
}

class TestElement {
  readonly handlers = new Map<string, () => void>();
  constructor(readonly group: TestElement | null = null) {}
  closest() {
    return this.group;
  }
  addEventListener(type: string, handler: () => void) {
    this.handlers.set(type, handler);
  }
  removeEventListener(type: string) {
    this.handlers.delete(type);
  }
}

let gateModule: typeof GateModule;
beforeEach(async () => {
  vi.resetModules();
  vi.stubGlobal('IntersectionObserver', TestObserver);
  gateModule = await import('./visibility-gate');
});
afterEach(() => vi.unstubAllGlobals());

const gate = (element: TestElement, listener: () => void, alwaysOpen = () => false) =>
  gateModule.visibilityGate(element as unknown as Element, listener, alwaysOpen);

describe('visibilityGate', () => {
  it('passes updates through until the observer first answers, then holds them off screen', () => {
    const element = new TestElement();
    const listener = vi.fn();
    const { notify } = gate(element, listener);
    notify();
    expect(listener).toHaveBeenCalledTimes(1);

    TestObserver.instance.report(element, false);
    notify();
    notify();
    expect(listener).toHaveBeenCalledTimes(1);

    // Back on screen: one render with the latest price, not one per held-back tick.
    TestObserver.instance.report(element, true);
    expect(listener).toHaveBeenCalledTimes(2);
    notify();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('releases a held-back update when the button takes focus, and stays open while focused', () => {
    const element = new TestElement();
    const listener = vi.fn();
    const { notify } = gate(element, listener);
    TestObserver.instance.report(element, false);
    notify();
    expect(listener).not.toHaveBeenCalled();
    element.handlers.get('focus')!();
    expect(listener).toHaveBeenCalledTimes(1);
    notify();
    expect(listener).toHaveBeenCalledTimes(2);
    element.handlers.get('blur')!();
    notify();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('never holds back an outcome that is on the bet slip', () => {
    const element = new TestElement();
    const listener = vi.fn();
    const { notify } = gate(element, listener, () => true);
    TestObserver.instance.report(element, false);
    notify();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('observes a shared group once and stops when its last button leaves', () => {
    const row = new TestElement();
    const first = gate(new TestElement(row), vi.fn());
    const secondListener = vi.fn();
    TestObserver.instance.report(row, false);
    // A button mounted later in a row already known to be off screen starts held back.
    const second = gate(new TestElement(row), secondListener);
    expect([...TestObserver.instance.targets]).toEqual([row]);
    second.notify();
    expect(secondListener).not.toHaveBeenCalled();

    first.dispose();
    expect(TestObserver.instance.targets.size).toBe(1);
    second.dispose();
    expect(TestObserver.instance.targets.size).toBe(0);
  });

  it('never holds back without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const listener = vi.fn();
    const { notify } = gate(new TestElement(), listener);
    notify();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
