// The first-load JavaScript of a page as the quality bars count it: the scripts its HTML document
// loads (not `noModule` polyfills, which modern browsers skip), each gzipped at level 9 as served
// compressed. Bytes, not time: the same build always gives the same figure. Used by the page-speed
// benchmark and by the bundle-size budget journey.
import { gzipSync } from 'node:zlib';

/**
 * @param {string} url the page, fetched as a visitor (no cookies)
 * @returns {Promise<{ gzipBytes: number, scripts: { src: string, gzipBytes: number }[] }>}
 */
export async function documentScripts(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const html = await response.text();
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((tag) => tag[1] ?? '')
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .map((attributes) => attributes.match(/\bsrc="([^"]+)"/)?.[1])
    .filter((source) => source !== undefined);
  const scripts = [];
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    scripts.push({ src, gzipBytes: gzipSync(body, { level: 9 }).length });
  }
  return { gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0), scripts };
}
