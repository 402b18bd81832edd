#!/usr/bin/env node
// Where a browsing page's HTML document goes, counted (deterministic for a given build and seed):
// the whole document raw and gzip, the HTML outside the scripts, the React payload (the
// `self.__next_f.push` scripts) and, inside the payload, the stylesheet's copy (decision 0069),
// the client messages the layout passes to every island (`messages` of the client intl) by
// namespace, and the price buttons' markup (in the payload and in the HTML).
//
//   node bench/document-bytes.mjs [path …]   (default: home, live, a sport page, a match page)
//
// Needs a running production build: BENCH_WEB_PORT (3000) and BENCH_API_PORT (4000).
import { gzipSync } from 'node:zlib';
import { reactPayload, stylesheetCopyBytes } from './lib/react-payload.mjs';

const webPort = Number(process.env.BENCH_WEB_PORT ?? 3000);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4000);
const origin = `http://localhost:${webPort}`;
const cookie = process.env.BENCH_COOKIE ?? 'consent=necessary';

async function defaultPaths() {
  const api = `http://127.0.0.1:${apiPort}/api/sportsbook`;
  const { data } = await (await fetch(`${api}/matches?type=match&match_status=0&limit=1`)).json();
  const match = data[0];
  return [
    '/sports',
    '/sports/live',
    `/sports/${match.tournament.sport.key}`,
    `/sports/${match.tournament.sport.key}/${match.slug}`,
  ];
}

/** The end (exclusive) of the JSON value (object or array) that opens at `start`. */
function jsonEnd(text, start) {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return text.length;
}

/** Bytes a payload string takes inside its script (JSON string escaping of `"`, `\`, newlines). */
const escaped = (text) => JSON.stringify(text).length - 2;
const gzip = (text) => gzipSync(Buffer.from(text)).length;

function count(html) {
  const { scripts, text: payload } = reactPayload(html);
  const payloadScripts = scripts.reduce((sum, script) => sum + script.length, 0);
  const cssCopy = stylesheetCopyBytes(payload);
  // The client messages: the `messages` object of the client intl's value.
  const messages = {};
  let messagesBytes = 0;
  const at = payload.indexOf('"messages":{"');
  if (at >= 0) {
    const start = at + '"messages":'.length;
    const text = payload.slice(start, jsonEnd(payload, start));
    messagesBytes = escaped(text);
    for (const [name, value] of Object.entries(JSON.parse(text))) {
      messages[name] = escaped(JSON.stringify(value));
    }
  }
  // The price buttons: host elements with a `data-outcome-key` in the payload and the HTML.
  let buttons = 0;
  let buttonPayload = 0;
  for (const match of payload.matchAll(/\["\$","button",(?:null|"[^"]*"),\{/g)) {
    const text = payload.slice(match.index, jsonEnd(payload, match.index));
    if (!text.includes('"data-outcome-key"')) continue;
    buttons += 1;
    buttonPayload += escaped(text);
  }
  const buttonHtml = [...html.matchAll(/<button[^>]*data-outcome-key.*?<\/button>/gs)].reduce(
    (sum, match) => sum + match[0].length,
    0,
  );
  return {
    raw: html.length,
    gzip: gzip(html),
    htmlOutsidePayload: html.length - payloadScripts,
    payloadScripts,
    payloadScriptsGzip: gzip(scripts.join('')),
    cssCopy,
    messagesBytes,
    messages,
    buttons,
    buttonPayload,
    buttonHtml,
  };
}

const paths = process.argv.slice(2).length ? process.argv.slice(2) : await defaultPaths();
const results = {};
for (const path of paths) {
  const html = await (await fetch(`${origin}${path}`, { headers: { cookie } })).text();
  results[path] = count(html);
}
console.info(JSON.stringify(results, null, 2));
