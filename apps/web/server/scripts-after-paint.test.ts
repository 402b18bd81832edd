import compression from 'compression';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentScriptSources } from '../../../scripts/lib/document-scripts.mjs';
import {
  AFTER_PAINT_FALLBACK_MS,
  AFTER_PAINT_GLOBAL,
  afterPaintLoader,
  createScriptsAfterPaintRewriter,
  loadScriptsAfterFirstPaint,
} from './scripts-after-paint.mjs';

const chunk = (name: string) => `/sports/_next/static/chunks/${name}.js`;
const scriptTag = (name: string) => `<script src="${chunk(name)}" async=""></script>`;
const preloadTag = (name: string) =>
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk(name)}"/>`;

// The shape of a document as Next.js streams it: code tags in the head, inline scripts (with
// their own `<`) and text in the body, a polyfill that is not the page's code.
const DOCUMENT =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  preloadTag('p1') +
  scriptTag('a') +
  scriptTag('b') +
  '<style>.x>.y{color:red}</style>' +
  scriptTag('turbopack-c') +
  '<script src="/sports/_next/static/chunks/polyfill.js" noModule=""></script>' +
  '</head><body><p>Café – 1 < 2 is written &lt;</p>' +
  '<script>for(var i=0;i<3;i++){self.__next_f.push([1,"é"])}</script>' +
  scriptTag('late') +
  '</body></html>';

const LOADER_SCRIPT = new RegExp(
  `<script>[^<]*?${AFTER_PAINT_GLOBAL}\\((\\[[^\\]]*\\]),(\\[[^\\]]*\\])\\)</script>`,
  'g',
);

/** The document with the loader's calls taken out, and the sources the calls named. */
function splitLoaderCalls(html: string) {
  const calls = [...html.matchAll(LOADER_SCRIPT)];
  return {
    rest: html.replace(LOADER_SCRIPT, ''),
    scripts: calls.flatMap((call) => JSON.parse(call[1]!) as string[]),
    preloads: calls.flatMap((call) => JSON.parse(call[2]!) as string[]),
    definitions: html.split(`(self,document,${AFTER_PAINT_FALLBACK_MS},`).length - 1,
  };
}

function rewriteInPieces(html: string, size: number) {
  const rewriter = createScriptsAfterPaintRewriter();
  let out = '';
  for (let at = 0; at < html.length; at += size) out += rewriter.push(html.slice(at, at + size));
  return out + rewriter.end();
}

/** What stays of the document: all but the code's tags. */
const WITHOUT_CODE_TAGS = DOCUMENT.replace(
  /<script src="[^"]*\/_next\/static\/[^"]*" async=""><\/script>|<link rel="preload" as="script" fetchPriority="low" href="[^"]*"\/>/g,
  '',
);
const SCRIPTS = [chunk('a'), chunk('b'), chunk('turbopack-c'), chunk('late')];

describe('the document rewrite', () => {
  it('hands every code tag to one loader call where the first stood, and leaves the rest', () => {
    const out = rewriteInPieces(DOCUMENT, DOCUMENT.length);
    const { rest, scripts, preloads, definitions } = splitLoaderCalls(out);
    expect(scripts).toEqual(SCRIPTS);
    expect(preloads).toEqual([chunk('p1')]);
    expect(definitions).toBe(1);
    expect(rest).toBe(WITHOUT_CODE_TAGS);
    // In the head, where the first tag stood.
    expect(out.indexOf('<script>(')).toBe(DOCUMENT.indexOf(preloadTag('p1')));
  });

  it('gives the same document whatever pieces it streams in', () => {
    for (const size of [1, 2, 3, 7, 13, 31, 64, 100, 257]) {
      const { rest, scripts, preloads, definitions } = splitLoaderCalls(
        rewriteInPieces(DOCUMENT, size),
      );
      expect(rest, `pieces of ${size}`).toBe(WITHOUT_CODE_TAGS);
      expect(scripts).toEqual(SCRIPTS);
      expect(preloads).toEqual([chunk('p1')]);
      expect(definitions).toBe(1);
    }
  });

  it('leaves a document without code tags as it is', () => {
    const page = '<html><body><script src="https://cdn.example/x.js" async=""></script>ok</body>';
    expect(rewriteInPieces(page, 5)).toBe(page);
  });

  it('lets the first-load measure find the sources the loader holds', () => {
    const out = rewriteInPieces(DOCUMENT, 50);
    expect(documentScriptSources(out)).toEqual(SCRIPTS);
    // …as it found the tags before the rewrite (the polyfill is not counted either way).
    expect(documentScriptSources(DOCUMENT)).toEqual(documentScriptSources(out));
  });
});

interface FakeElement {
  tag: string;
  attributes: Record<string, string>;
  events: Record<string, () => void>;
}

/** A document and window just big enough for the loader. */
function fakePage(visibility: 'visible' | 'hidden', withObserver = true) {
  const elements: FakeElement[] = [];
  const listeners: Record<string, ((event?: unknown) => void) | undefined> = {};
  let observerCallback: ((list: unknown, observer: unknown) => void) | undefined;
  const disconnect = vi.fn();
  const busy = new Set<{ removeAttribute(name: string): void }>();
  const document = {
    visibilityState: visibility,
    head: { appendChild: (element: FakeElement) => elements.push(element) },
    createElement: (tag: string) => {
      const element = { tag, attributes: {}, events: {} } as FakeElement;
      return Object.assign(element, {
        setAttribute: (name: string, value: string) => (element.attributes[name] = value),
        addEventListener: (type: string, listener: () => void) => (element.events[type] = listener),
      });
    },
    addEventListener: (type: string, listener: (event?: unknown) => void) =>
      (listeners[type] = listener),
    removeEventListener: (type: string, listener: unknown) => {
      if (listeners[type] === listener) delete listeners[type];
    },
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('[data-early-press][aria-busy]');
      return [...busy];
    },
  };
  const timers: (() => void)[] = [];
  const window: Record<string, unknown> = {
    setTimeout: (callback: () => void, ms: number) => {
      expect(ms).toBe(AFTER_PAINT_FALLBACK_MS);
      timers.push(callback);
    },
  };
  if (withObserver) {
    window.PerformanceObserver = class {
      constructor(callback: (list: unknown, observer: unknown) => void) {
        observerCallback = callback;
      }
      observe(options: unknown) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect = disconnect;
    };
  }
  const paint = (name: string) =>
    observerCallback?.(
      { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) },
      { disconnect },
    );
  afterPaintLoader(window, document, AFTER_PAINT_FALLBACK_MS, AFTER_PAINT_GLOBAL);
  const call = window[AFTER_PAINT_GLOBAL] as ((scripts: string[], preloads: string[]) => void) & {
    clicks: unknown[];
    end: () => void;
    placeholdersCaught: () => void;
  };
  const added = () => elements.map(({ tag, attributes }) => ({ tag, attributes }));
  return { elements, added, call, paint, timers, listeners, disconnect, busy };
}

describe('the loader in the page', () => {
  it('adds the code once the first contentful paint is reported, in order, then at once', () => {
    const page = fakePage('visible');
    page.call([chunk('a'), chunk('b')], [chunk('p')]);
    expect(page.added()).toEqual([]);
    page.paint('first-paint');
    expect(page.added()).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.disconnect).toHaveBeenCalled();
    expect(page.added()).toEqual([
      {
        tag: 'link',
        attributes: { rel: 'preload', as: 'script', fetchpriority: 'low', href: chunk('p') },
      },
      { tag: 'script', attributes: { src: chunk('a'), async: '' } },
      { tag: 'script', attributes: { src: chunk('b'), async: '' } },
    ]);
    page.call([chunk('late')], []);
    expect(page.added().at(-1)).toEqual({
      tag: 'script',
      attributes: { src: chunk('late'), async: '' },
    });
    // The fallback and a later paint add nothing twice.
    page.timers.forEach((timer) => timer());
    page.paint('first-contentful-paint');
    expect(page.added()).toHaveLength(4);
  });

  it('does not wait for a paint in a page that is not shown, or that cannot report one', () => {
    for (const page of [fakePage('hidden'), fakePage('visible', false)]) {
      page.call([chunk('a')], []);
      expect(page.added().map((element) => element.attributes.src)).toEqual([chunk('a')]);
    }
  });

  it('loads the code without a paint after the fallback time, or when the page is hidden', () => {
    const timed = fakePage('visible');
    timed.call([chunk('a')], []);
    timed.timers.forEach((timer) => timer());
    expect(timed.added()).toHaveLength(1);
    const hidden = fakePage('visible');
    hidden.call([chunk('a')], []);
    hidden.listeners.visibilitychange?.();
    expect(hidden.added()).toHaveLength(1);
  });
});

/** A press's target inside elements matched by these selectors. */
function target(inside: string[] = []) {
  const attributes = new Map<string, string>();
  const self = {
    attributes,
    closest: (selector: string) => (inside.includes(selector) ? self : null),
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
  };
  return self;
}

function press(
  page: ReturnType<typeof fakePage>,
  on: unknown,
  extra: Record<string, unknown> = {},
) {
  const event = { target: on, button: 0, prevented: false, ...extra };
  page.listeners.click?.({ ...event, preventDefault: () => (event.prevented = true) });
  return event;
}

describe('the presses the loader records', () => {
  it('keeps the last eight plain presses for the code to take, not a new tab’s', () => {
    const page = fakePage('visible');
    press(page, target(), { ctrlKey: true });
    press(page, target(), { button: 1 });
    const pressed = Array.from({ length: 10 }, () => target());
    for (const on of pressed) press(page, on);
    expect(page.call.clicks).toEqual(pressed.slice(2));
  });

  it('holds a press on a placeholder link, busy, and leaves other links to the browser', () => {
    const page = fakePage('visible');
    const signIn = target(['[data-early-press]', 'a[href]']);
    expect(press(page, signIn).prevented).toBe(true);
    expect(signIn.attributes.get('aria-busy')).toBe('true');
    const footerLink = target(['a[href]']);
    expect(press(page, footerLink).prevented).toBe(false);
    expect(page.call.clicks).toEqual([signIn]);
  });

  it('holds no placeholder press once the islands’ catcher is there', () => {
    const page = fakePage('visible');
    page.call.placeholdersCaught();
    const signIn = target(['[data-early-press]', 'a[href]']);
    expect(press(page, signIn).prevented).toBe(false);
    expect(signIn.attributes.has('aria-busy')).toBe(false);
    expect(page.call.clicks).toEqual([]);
  });

  it('stops and forgets what nobody took when the page has hydrated', () => {
    const page = fakePage('visible');
    press(page, target());
    page.call.end();
    expect(page.call.clicks).toEqual([]);
    expect(page.listeners.click).toBeUndefined();
  });

  it('lets the placeholders go when the code cannot load', () => {
    const page = fakePage('visible');
    page.call([chunk('a')], []);
    page.paint('first-contentful-paint');
    const signIn = target(['[data-early-press]', 'a[href]']);
    press(page, signIn);
    page.busy.add(signIn);
    page.elements[0]!.events.error!();
    expect(signIn.attributes.has('aria-busy')).toBe(false);
    expect(page.listeners.click).toBeUndefined();
  });
});

describe('the web server’s answer', () => {
  let server: Server;
  let origin: string;
  const compress = compression();
  beforeAll(async () => {
    server = createServer((request, response) => {
      compress(request as never, response as never, () => {});
      loadScriptsAfterFirstPaint(response);
      const bytes = Buffer.from(request.url === '/data' ? JSON.stringify({ DOCUMENT }) : DOCUMENT);
      response.setHeader(
        'content-type',
        request.url === '/data' ? 'application/json' : 'text/html; charset=utf-8',
      );
      // As Next does for a page it has whole: the length of the document it wrote; or, for a
      // page it streams, the head sent before the first piece.
      if (request.url === '/streamed') response.flushHeaders();
      else response.setHeader('content-length', String(bytes.length));
      // Pieces of 5 bytes: tags and two-byte characters cut in the middle.
      for (let at = 0; at < bytes.length - 5; at += 5) response.write(bytes.subarray(at, at + 5));
      response.end(bytes.subarray(bytes.length - (bytes.length % 5 || 5)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('rewrites a document, compressed or not, without breaking a character', async () => {
    for (const [path, encoding] of [
      ['/', 'gzip'],
      ['/', 'identity'],
      ['/streamed', 'br'],
      ['/streamed', 'identity'],
    ] as const) {
      const answer = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': encoding } });
      expect(answer.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      const { rest, scripts } = splitLoaderCalls(await answer.text());
      expect(rest).toBe(WITHOUT_CODE_TAGS);
      expect(scripts).toHaveLength(4);
    }
  });

  it('passes anything that is not a document untouched', async () => {
    const answer = await fetch(`${origin}/data`, { headers: { 'accept-encoding': 'gzip' } });
    expect(await answer.json()).toEqual({ DOCUMENT });
  });
});
