// A small page for the price buttons' controller tests: elements with attributes, text nodes, a
// tree, click and focus events, a MutationObserver that reports what changes (as microtasks,
// like the browser's) and an IntersectionObserver the test answers. The web tests run in Node,
// without a DOM library; this stands in for the few parts of the DOM the controller uses.
import { Fragment, type ReactElement, type ReactNode, isValidElement } from 'react';

type Listener = (event: { target: unknown }) => void;

interface MutationRecordLike {
  type: 'attributes' | 'childList';
  target: FakeElement;
  attributeName?: string;
  addedNodes: FakeNode[];
  removedNodes: FakeNode[];
}

export class FakeText {
  readonly nodeType = 3;
  parentNode: FakeElement | null = null;
  constructor(public nodeValue: string) {}
  get textContent() {
    return this.nodeValue;
  }
}

type FakeNode = FakeElement | FakeText;

// `tag`, `[attribute]` and `.class` parts, the selectors the controller and the page use.
const SELECTOR = /^([a-z]*)((?:\[[a-z-]+\])*)((?:\.[a-z-]+)*)$/;

export class FakeElement {
  readonly nodeType = 1;
  parentNode: FakeElement | null = null;
  childNodes: FakeNode[] = [];
  private readonly attributes = new Map<string, string>();

  constructor(
    readonly page: FakePage,
    readonly tagName: string,
  ) {}

  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, String(value));
    this.page.record({ type: 'attributes', target: this, attributeName: name });
  }
  removeAttribute(name: string) {
    if (!this.attributes.delete(name)) return;
    this.page.record({ type: 'attributes', target: this, attributeName: name });
  }
  get firstChild(): FakeNode | null {
    return this.childNodes[0] ?? null;
  }
  get textContent(): string {
    return this.childNodes.map((node) => node.textContent).join('');
  }
  /** As the browser's: the children give way to one text (none for an empty one). */
  set textContent(text: string) {
    const removedNodes = this.childNodes;
    for (const node of removedNodes) node.parentNode = null;
    const added = text === '' ? [] : [new FakeText(text)];
    for (const node of added) node.parentNode = this;
    this.childNodes = added;
    this.page.record({ type: 'childList', target: this, addedNodes: added, removedNodes });
  }
  get isConnected(): boolean {
    return this.parentNode ? this.parentNode.isConnected : this === this.page.documentElement;
  }
  matches(selector: string): boolean {
    const parts = SELECTOR.exec(selector);
    if (!parts) throw new Error(`selector not supported here: ${selector}`);
    const [, tag, attributes = '', classes = ''] = parts;
    if (tag && tag !== this.tagName) return false;
    const names = attributes.match(/[a-z-]+/g) ?? [];
    const classList = (this.getAttribute('class') ?? '').split(/\s+/);
    return (
      names.every((name) => this.hasAttribute(name)) &&
      classes
        .split('.')
        .filter(Boolean)
        .every((name) => classList.includes(name))
    );
  }
  closest(selector: string): FakeElement | null {
    if (this.matches(selector)) return this;
    return this.parentNode?.closest(selector) ?? null;
  }
  querySelectorAll(selector: string): FakeElement[] {
    const found: FakeElement[] = [];
    const walk = (element: FakeElement) => {
      for (const child of element.childNodes) {
        if (!(child instanceof FakeElement)) continue;
        if (child.matches(selector)) found.push(child);
        walk(child);
      }
    };
    walk(this);
    return found;
  }
  querySelector(selector: string): FakeElement | null {
    return this.querySelectorAll(selector)[0] ?? null;
  }
  append(...nodes: FakeNode[]) {
    for (const node of nodes) {
      node.parentNode = this;
      this.childNodes.push(node);
    }
    this.page.record({ type: 'childList', target: this, addedNodes: nodes });
  }
  remove() {
    const parent = this.parentNode;
    if (!parent) return;
    parent.childNodes = parent.childNodes.filter((node) => node !== this);
    this.parentNode = null;
    this.page.record({ type: 'childList', target: parent, removedNodes: [this] });
  }
  /** The player taps it (or presses Enter or Space on it: the native button clicks). */
  click() {
    this.page.dispatch('click', this);
  }
  focus() {
    this.page.activeElement = this;
    this.page.dispatch('focusin', this);
  }
}

export class FakePage {
  readonly documentElement: FakeElement;
  activeElement: FakeElement | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  readonly mutationObservers = new Set<{
    filter: readonly string[];
    queue: MutationRecordLike[];
    deliver: () => void;
  }>();
  /** The intersection observers made on this page; the test answers through `scrolled`. */
  readonly intersectionObservers: {
    targets: Set<unknown>;
    callback: (entries: { target: unknown; isIntersecting: boolean }[]) => void;
  }[] = [];
  readonly defaultView: { IntersectionObserver: unknown; MutationObserver: unknown };

  constructor() {
    this.documentElement = new FakeElement(this, 'html');
    this.defaultView = observersOf(this);
  }

  addEventListener(type: string, listener: Listener) {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener);
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }
  dispatch(type: string, target: FakeElement) {
    this.listeners.get(type)?.forEach((listener) => listener({ target }));
  }
  querySelectorAll(selector: string) {
    return this.documentElement.querySelectorAll(selector);
  }

  record(
    partial: Omit<MutationRecordLike, 'addedNodes' | 'removedNodes'> & Partial<MutationRecordLike>,
  ) {
    const record: MutationRecordLike = { addedNodes: [], removedNodes: [], ...partial };
    for (const observer of this.mutationObservers) {
      if (record.type === 'attributes' && !observer.filter.includes(record.attributeName!)) {
        continue;
      }
      if (observer.queue.length === 0) queueMicrotask(observer.deliver);
      observer.queue.push(record);
    }
  }

  /** The browser reports `target` near the screen (or not) after a scroll. */
  scrolled(target: FakeElement, isIntersecting: boolean) {
    for (const observer of this.intersectionObservers) {
      if (observer.targets.has(target)) observer.callback([{ target, isIntersecting }]);
    }
  }

  /** Builds elements from React host elements and plain function components without hooks. */
  build(node: ReactNode): FakeNode[] {
    if (node === null || node === undefined || typeof node === 'boolean') return [];
    if (typeof node === 'string' || typeof node === 'number') return [new FakeText(String(node))];
    if (Array.isArray(node)) return node.flatMap((child: ReactNode) => this.build(child));
    if (!isValidElement(node)) throw new Error('not a React element');
    const element = node as ReactElement<Record<string, unknown>>;
    const { children, ...props } = element.props;
    if (element.type === Fragment) return this.build(children as ReactNode);
    if (typeof element.type === 'function') {
      return this.build((element.type as (props: unknown) => ReactNode)(element.props));
    }
    const result = new FakeElement(this, element.type as string);
    for (const [name, value] of Object.entries(props)) {
      if (value === undefined || value === null || typeof value === 'function') continue;
      result.setAttribute(name === 'className' ? 'class' : name, String(value));
    }
    result.append(...this.build(children as ReactNode));
    return [result];
  }
}

/** Lets the MutationObserver deliver what changed (its records come as microtasks). */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The page's observer classes, as `window.MutationObserver` and `IntersectionObserver`. */
function observersOf(page: FakePage) {
  class MutationObserver {
    private entry: {
      filter: readonly string[];
      queue: MutationRecordLike[];
      deliver: () => void;
    } | null = null;
    constructor(private readonly callback: (records: MutationRecordLike[]) => void) {}
    observe(_target: unknown, options: { attributeFilter?: string[] }) {
      const entry = {
        filter: options.attributeFilter ?? [],
        queue: [] as MutationRecordLike[],
        deliver: () => {
          const records = entry.queue;
          entry.queue = [];
          if (records.length > 0) this.callback(records);
        },
      };
      this.entry = entry;
      page.mutationObservers.add(entry);
    }
    disconnect() {
      if (this.entry) page.mutationObservers.delete(this.entry);
    }
  }
  class IntersectionObserver {
    readonly targets = new Set<unknown>();
    constructor(
      readonly callback: (entries: { target: unknown; isIntersecting: boolean }[]) => void,
    ) {
      page.intersectionObservers.push(this);
    }
    observe(target: unknown) {
      this.targets.add(target);
    }
    unobserve(target: unknown) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
    }
  }
  return { IntersectionObserver, MutationObserver };
}
