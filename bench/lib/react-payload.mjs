// A Next.js document's React payload: the `self.__next_f.push(...)` scripts, and the rows they
// carry. Shared by the benches that count what a document is made of.

/** The payload's scripts as they stand in the HTML, and the payload's text (rows joined). */
export function reactPayload(html) {
  const scripts = [...html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)];
  const text = scripts
    .map((match) => JSON.parse(match[1]))
    .filter((entry) => entry[0] === 1)
    .map((entry) => entry[1])
    .join('');
  return { scripts: scripts.map((match) => match[0]), text };
}

/**
 * Bytes of the stylesheets copied into the payload: a text row (`id:T<hex length>,`) that holds
 * a stylesheet is inlineCss's second copy of it (decision 0069).
 */
export function stylesheetCopyBytes(payloadText) {
  let bytes = 0;
  for (const match of payloadText.matchAll(
    /(?:^|\n)[0-9a-f]+:T([0-9a-f]+),(?=@layer|@charset|:root)/g,
  )) {
    bytes += parseInt(match[1], 16);
  }
  return bytes;
}
