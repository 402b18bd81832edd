// The first-load JavaScript of a page as the quality bars count it: the scripts its HTML document
// loads (not `noModule` polyfills, which modern browsers skip), each gzipped at level 9 as served
// compressed. Bytes, not time: the same build always gives the same figure. Used by the page-speed
// benchmark and by the bundle-size budget journey. The product's web server hands the page's
// script tags to an inline loader that adds them after the first paint (decision 0087); the
// scripts that loader is given count the same as tags.
import { gzipSync } from 'node:zlib';
import { AFTER_PAINT_GLOBAL } from '../../apps/web/server/scripts-after-paint.mjs';

const LOADER_CALL = new RegExp(`${AFTER_PAINT_GLOBAL}\\((\\[[^\\]]*\\]),`, 'g');

/**
 * The sources of the scripts a document loads, in document order, each once.
 * @param {string} html
 * @returns {string[]}
 */
export function documentScriptSources(html) {
  const tags = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((tag) => tag[1] ?? '')
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .map((attributes) => attributes.match(/\bsrc="([^"]+)"/)?.[1])
    .filter((source) => source !== undefined);
  const afterPaint = [...html.matchAll(LOADER_CALL)].flatMap(
    (call) => /** @type {string[]} */ (JSON.parse(call[1] ?? '[]')),
  );
  return [...new Set([...tags, ...afterPaint])];
}

/**
 * @param {string} url the page, fetched as a visitor (no cookies)
 * @returns {Promise<{ gzipBytes: number, scripts: { src: string, gzipBytes: number }[] }>}
 */
export async function documentScripts(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const scripts = [];
  for (const src of documentScriptSources(await response.text())) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    scripts.push({ src, gzipBytes: gzipSync(body, { level: 9 }).length });
  }
  return { gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0), scripts };
}
