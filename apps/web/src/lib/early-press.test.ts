import { describe, expect, it } from 'vitest';
import { type PressEvent, type PressableElement, createEarlyPresses } from './early-press';

/** A link or button as the catcher sees it: its attributes and the presses that reached it. */
interface FakeElement extends PressableElement {
  isConnected: boolean;
  clicks: number;
  attributes: Map<string, string>;
}

function pressable(marked = true, name = ''): FakeElement {
  const attributes = new Map<string, string>();
  if (marked) attributes.set('data-early-press', name);
  const element: FakeElement = {
    isConnected: true,
    clicks: 0,
    attributes,
    closest: (selector: string) => (marked && selector === '[data-early-press]' ? element : null),
    getAttribute: (attribute: string) => attributes.get(attribute) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
    click: () => void (element.clicks += 1),
  };
  return element;
}

function press(target: PressableElement, keys: Partial<PressEvent> = {}) {
  const event = {
    target: target as unknown as EventTarget,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    prevented: false,
    stopped: false,
    preventDefault: () => void (event.prevented = true),
    stopPropagation: () => void (event.stopped = true),
    ...keys,
  };
  return event;
}

describe('early presses on the header before its code', () => {
  it('keeps a press on Sign in before the link is hydrated and replays it once it is', () => {
    const presses = createEarlyPresses();
    const signIn = pressable();
    const event = press(signIn);
    presses.onClick(event);
    // Not followed as a link (the sign-in page) and not seen by React yet.
    expect(event).toMatchObject({ prevented: true, stopped: true });
    expect(signIn.attributes.get('aria-busy')).toBe('true');
    expect(signIn.clicks).toBe(0);

    presses.ready(signIn);
    expect(signIn.clicks).toBe(1);
    expect(signIn.attributes.has('aria-busy')).toBe(false);
  });

  it('keeps a press the page recorded before this code ran, as one made now', () => {
    const presses = createEarlyPresses();
    const language = pressable();
    presses.keep(language);
    expect(language.attributes.get('aria-busy')).toBe('true');
    presses.ready(language);
    expect(language.clicks).toBe(1);
    // Once the element answers on its own, a recorded press is answered at once.
    language.setAttribute('aria-busy', 'true');
    presses.keep(language);
    expect(language.attributes.has('aria-busy')).toBe(false);
    expect(language.clicks).toBe(2);
  });

  it('lets presses through once the element answers on its own', () => {
    const presses = createEarlyPresses();
    const language = pressable();
    presses.ready(language);
    const event = press(language);
    presses.onClick(event);
    expect(event).toMatchObject({ prevented: false, stopped: false });
    expect(language.clicks).toBe(0);
  });

  it('replays only the last of several early presses, on its own element', () => {
    const presses = createEarlyPresses();
    const signIn = pressable();
    const signUp = pressable();
    presses.onClick(press(signIn));
    presses.onClick(press(signUp));
    expect(signIn.attributes.has('aria-busy')).toBe(false);
    presses.ready(signIn);
    expect(signIn.clicks).toBe(0);
    presses.ready(signUp);
    expect(signUp.clicks).toBe(1);
  });

  it('leaves a press for a new tab, and elements not marked, to the browser', () => {
    const presses = createEarlyPresses();
    const newTab = press(pressable(), { ctrlKey: true });
    presses.onClick(newTab);
    const middle = press(pressable(), { button: 1 });
    presses.onClick(middle);
    const price = press(pressable(false));
    presses.onClick(price);
    for (const event of [newTab, middle, price]) expect(event.prevented).toBe(false);
  });

  it('does not replay a press on an element gone from the page (a player signed in meanwhile)', () => {
    const presses = createEarlyPresses();
    const signIn = pressable();
    presses.onClick(press(signIn));
    signIn.isConnected = false;
    presses.ready(signIn);
    expect(signIn.clicks).toBe(0);
  });

  it('replays a press on the placeholder on the island that took its place, by name', () => {
    const presses = createEarlyPresses();
    const placeholder = pressable(true, 'sign-in');
    presses.onClick(press(placeholder));
    expect(placeholder.attributes.get('aria-busy')).toBe('true');
    // React's streamed markup replaces the placeholder; the island hydrates its own link.
    placeholder.isConnected = false;
    const signUp = pressable(true, 'sign-up');
    presses.ready(signUp);
    expect(signUp.clicks).toBe(0);
    const signIn = pressable(true, 'sign-in');
    presses.ready(signIn);
    expect(signIn.clicks).toBe(1);
  });

  it('replays a press on a placeholder still attached on the island of its name', () => {
    const presses = createEarlyPresses();
    const placeholder = pressable(true, 'bet-builder');
    presses.onClick(press(placeholder));
    const island = pressable(true, 'bet-builder');
    presses.ready(island);
    expect(island.clicks).toBe(1);
    expect(placeholder.clicks).toBe(0);
    expect(placeholder.attributes.has('aria-busy')).toBe(false);
  });

  it('keeps a press on an unnamed element for that element only', () => {
    const presses = createEarlyPresses();
    const pressed = pressable(true, '');
    presses.onClick(press(pressed));
    const other = pressable(true, '');
    presses.ready(other);
    expect(other.clicks).toBe(0);
    presses.ready(pressed);
    expect(pressed.clicks).toBe(1);
  });

  it('stops keeping presses when the code cannot load, so a link loads its page', () => {
    const presses = createEarlyPresses();
    const signIn = pressable();
    presses.onClick(press(signIn));
    presses.release();
    expect(signIn.attributes.has('aria-busy')).toBe(false);
    const event = press(signIn);
    presses.onClick(event);
    expect(event.prevented).toBe(false);
  });
});
