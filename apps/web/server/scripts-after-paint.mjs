// @ts-check
// Paint first, then the code (decision 0087). Next.js writes the page's code into the document's
// head as `<script async>` tags and low-priority script preloads, so a browser fetches the code
// while it parses the document and runs each script the moment it has arrived, between two parts
// of the parse: the first paint waits for them, and on a slow link the code shares the bandwidth
// with the document. Here every such tag is taken out of the document as it streams through and
// handed to a small inline loader, which adds the same elements to the head once the browser
// reports the first contentful paint. The page is server-rendered, so what is painted first is the
// page itself. Presses made before the code runs are recorded by the loader and taken by the parts
// that answer them once their code starts (src/lib/clicks-before-code.ts).
//
// Why the requests themselves wait, not only the running: Lighthouse's LCP (Lantern) counts every
// request that ended before the observed paint, unless it can see that request's script run after
// it, and it does not see short script runs. Preloading early and running after the paint measured
// 2.3-2.4 s in most runs; asking after the paint 1.0-1.1 s in every run (decision 0087).
//
// The rewrite only touches the exact forms React writes (`<script src="…/_next/static/…"
// async=""></script>` and `<link rel="preload" as="script" fetchPriority="low" href="…"/>`); any
// other form stays in the document and loads as before. The elements the loader adds carry the
// same attributes, so React's hydration finds them and does not add them a second time.

/** The loader's global: `(scripts, preloads)`. Also read by `scripts/lib/document-scripts.mjs`. */
export const AFTER_PAINT_GLOBAL = '__sbAfterPaint';
/** Without a first contentful paint by then (a page in a hidden frame), the code loads anyway. */
export const AFTER_PAINT_FALLBACK_MS = 2000;

/** A script tag (group 1: its source) or a script preload (group 2) of the page's code. */
const CODE_TAG = new RegExp(
  [
    String.raw`<script src="([^"]*/_next/static/[^"]+)" async=""></script>`,
    String.raw`<link rel="preload" as="script" fetchPriority="low" href="([^"]*/_next/static/[^"]+)"/>`,
  ].join('|'),
  'g',
);
/** Each tag's opening words and what ends it. @type {[string, string][]} */
const TAG_ENDS = [
  ['<script src="', '</script>'],
  ['<link rel="preload" as="script"', '>'],
];
/** Longer than any tag the rewrite takes: a longer unfinished tail cannot be one. */
const LONGEST_TAG = 512;

/**
 * The inline loader, run in the page as `(afterPaintLoader)(self, document, fallbackMs, name)`.
 * Written out here so the unit tests run the very function the document carries.
 * @param {any} w the window
 * @param {any} d the document
 * @param {number} fallbackMs
 * @param {string} name the global the document's later calls use
 */
export function afterPaintLoader(w, d, fallbackMs, name) {
  const KEPT_CLICKS = 8;
  const EARLY_PRESS = '[data-early-press]';
  /** @type {unknown[]} */
  const clicks = [];
  let holdPlaceholders = true;
  // Until the page says its code has taken over (`endClicksBeforeCode`, after hydration): the
  // last few plain presses, for the parts that take them once their code runs
  // (`takeClicksBeforeCode` in src/lib/clicks-before-code.ts). Until the islands' own catcher is
  // there (`early-press.ts`, decision 0084), a press on an island's placeholder is held as that
  // catcher holds it: not followed as a link, busy until answered. Other links are the browser's.
  const onClick = (/** @type {any} */ event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const target = event.target;
    const closest = (/** @type {string} */ selector) =>
      target && typeof target.closest === 'function' ? target.closest(selector) : null;
    const placeholder = holdPlaceholders ? closest(EARLY_PRESS) : null;
    if (placeholder) {
      event.preventDefault();
      placeholder.setAttribute('aria-busy', 'true');
    } else if (closest('a[href]')) return;
    clicks.push(target);
    if (clicks.length > KEPT_CLICKS) clicks.shift();
  };
  d.addEventListener('click', onClick, true);
  const end = () => {
    holdPlaceholders = false;
    clicks.length = 0;
    d.removeEventListener('click', onClick, true);
  };
  // Without the code a held press would never be answered: the placeholders take presses again.
  const failed = () => {
    end();
    for (const held of d.querySelectorAll(`${EARLY_PRESS}[aria-busy]`))
      held.removeAttribute('aria-busy');
  };

  /** @type {[string[], string[]][] | null} */
  let queue = [];
  /** @param {string[]} scripts @param {string[]} preloads */
  const add = (scripts, preloads) => {
    for (const src of preloads) {
      const link = d.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'script');
      link.setAttribute('fetchpriority', 'low');
      link.setAttribute('href', src);
      d.head.appendChild(link);
    }
    for (const src of scripts) {
      const script = d.createElement('script');
      script.setAttribute('src', src);
      script.setAttribute('async', '');
      script.addEventListener('error', failed);
      d.head.appendChild(script);
    }
  };
  const go = () => {
    if (!queue) return;
    const waiting = queue;
    queue = null;
    for (const [scripts, preloads] of waiting) add(scripts, preloads);
  };
  /** @param {string[]} scripts @param {string[]} preloads */
  const loader = (scripts, preloads) => {
    if (queue) queue.push([scripts, preloads]);
    else add(scripts, preloads);
  };
  loader.clicks = clicks;
  loader.end = end;
  loader.placeholdersCaught = () => {
    holdPlaceholders = false;
  };
  w[name] = loader;
  // A page that is not shown (a background tab, a prerender) has no paint to wait for.
  if (d.visibilityState !== 'visible' || typeof w.PerformanceObserver !== 'function') return go();
  try {
    new w.PerformanceObserver((/** @type {any} */ list, /** @type {any} */ observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      go();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    return go();
  }
  d.addEventListener('visibilitychange', go);
  w.setTimeout(go, fallbackMs);
}

/**
 * Where a tag the rewrite may take starts but has not ended yet in `text` (-1 if nowhere): the
 * rest of the text waits for the next piece.
 * @param {string} text
 */
function unfinishedTagAt(text) {
  let at = -1;
  const lastOpen = text.lastIndexOf('<');
  const tail = text.slice(lastOpen);
  if (lastOpen !== -1 && TAG_ENDS.some(([start]) => start.startsWith(tail))) at = lastOpen;
  for (const [start, close] of TAG_ENDS) {
    const from = text.lastIndexOf(start);
    if (from === -1 || text.length - from > LONGEST_TAG) continue;
    if (text.indexOf(close, from) === -1 && (at === -1 || from < at)) at = from;
  }
  return at;
}

/** The loader's definition and start, the same for every document: written out once. */
const LOADER_DEFINITION = `(${afterPaintLoader.toString()})(self,document,${AFTER_PAINT_FALLBACK_MS},${JSON.stringify(AFTER_PAINT_GLOBAL)});`;

/** @param {string[]} scripts @param {string[]} preloads @param {boolean} first */
function loaderCall(scripts, preloads, first) {
  const call = `${AFTER_PAINT_GLOBAL}(${JSON.stringify(scripts)},${JSON.stringify(preloads)})`;
  return `<script>${first ? LOADER_DEFINITION : ''}${call}</script>`;
}

/**
 * A rewriter for one document, fed its text in order. The tags of a piece are replaced by one
 * loader call where the first of them stood; an unfinished tag at a piece's end waits for the
 * next piece.
 */
export function createScriptsAfterPaintRewriter() {
  let pending = '';
  let loaderWritten = false;

  /** @param {string} text */
  const rewrite = (text) => {
    /** @type {string[]} */
    const scripts = [];
    /** @type {string[]} */
    const preloads = [];
    for (const [, script, preload] of text.matchAll(CODE_TAG)) {
      if (script) scripts.push(script);
      else if (preload) preloads.push(preload);
    }
    if (scripts.length + preloads.length === 0) return text;
    const call = loaderCall(scripts, preloads, !loaderWritten);
    loaderWritten = true;
    // The loader call takes the first tag's place; the others go.
    let replaced = 0;
    return text.replace(CODE_TAG, () => (replaced++ === 0 ? call : ''));
  };

  return {
    /** @param {string} text @returns {string} what can be sent now */
    push(text) {
      const whole = pending + text;
      const at = unfinishedTagAt(whole);
      pending = at === -1 ? '' : whole.slice(at);
      return rewrite(at === -1 ? whole : whole.slice(0, at));
    },
    /** @returns {string} the rest */
    end() {
      const rest = pending;
      pending = '';
      return rewrite(rest);
    },
  };
}

/** @param {import('node:http').ServerResponse} response */
const isDocument = (response) =>
  String(response.getHeader('content-type') ?? '').startsWith('text/html');

/**
 * Rewrites the response if it turns out to be an HTML document; anything else passes untouched.
 * Call it after the compression middleware has wrapped the response, so the rewrite sees text.
 * @param {import('node:http').ServerResponse} response
 */
export function loadScriptsAfterFirstPaint(response) {
  /** @type {(...args: any[]) => any} */
  const write = response.write;
  /** @type {(...args: any[]) => any} */
  const end = response.end;
  /** @type {(...args: any[]) => any} */
  const writeHead = response.writeHead;
  /** @type {ReturnType<typeof createScriptsAfterPaintRewriter> | null} */
  let rewriter = null;
  let decided = false;
  /** @type {TextDecoder} */
  let decoder;

  const decide = () => {
    if (decided) return;
    decided = true;
    response.writeHead = /** @type {any} */ (writeHead);
    if (!isDocument(response) || response.headersSent) {
      response.write = /** @type {any} */ (write);
      response.end = /** @type {any} */ (end);
      return;
    }
    rewriter = createScriptsAfterPaintRewriter();
    decoder = new TextDecoder('utf-8');
    // The rewritten document's length is not the one Next may have set.
    response.removeHeader('content-length');
  };
  /** @param {unknown} chunk a string (Next writes UTF-8) or bytes, which may end mid-character */
  const text = (chunk) =>
    typeof chunk === 'string'
      ? chunk
      : decoder.decode(/** @type {Uint8Array} */ (chunk), { stream: true });

  // Next sends the head (`flushHeaders`, which writes it through `writeHead`) before the first
  // piece of the body: the decision is taken there, while the length can still go.
  response.writeHead = /** @type {any} */ (
    function (/** @type {any[]} */ ...args) {
      decide();
      return writeHead.apply(response, args);
    }
  );
  response.write = /** @type {any} */ (
    function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
      decide();
      if (!rewriter) return write.call(response, chunk, ...rest);
      const callback = rest.find((item) => typeof item === 'function');
      const out = rewriter.push(text(chunk));
      if (out === '') {
        if (callback) process.nextTick(callback);
        return true;
      }
      return callback ? write.call(response, out, callback) : write.call(response, out);
    }
  );
  response.end = /** @type {any} */ (
    function (/** @type {any[]} */ ...args) {
      decide();
      if (!rewriter) return end.apply(response, /** @type {any} */ (args));
      const callback = args.find((item) => typeof item === 'function');
      const chunk = typeof args[0] === 'function' ? undefined : args[0];
      const last =
        (chunk == null ? '' : rewriter.push(text(chunk))) +
        rewriter.push(decoder.decode()) +
        rewriter.end();
      return callback ? end.call(response, last, callback) : end.call(response, last);
    }
  );
}
