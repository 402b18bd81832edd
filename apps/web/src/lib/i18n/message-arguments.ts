// A small reader of ICU message syntax for the message-file checks: which arguments a message
// uses (`{name}`, `{count, plural, …}`, also inside plural and select branches) and which
// plural selectors it writes (`one`, `few`, `=0`). Apostrophe quoting is not handled: the
// message files write typographic apostrophes (’), so a plain one never escapes a brace.

interface Scan {
  args: Set<string>;
  selectors: string[];
}

/** Reads a message from `start` until an unmatched `}` or the end; answers where it stopped. */
function readMessage(text: string, start: number, scan: Scan): number {
  let i = start;
  while (i < text.length) {
    const char = text[i];
    if (char === '}') return i;
    if (char === '{') {
      i = readArgument(text, i + 1, scan);
      continue;
    }
    i += 1;
  }
  return i;
}

/** Reads an argument after its `{`; answers the index after its closing `}`. */
function readArgument(text: string, start: number, scan: Scan): number {
  const close = /^\s*([\w-]+)\s*(,|\})/.exec(text.slice(start));
  if (!close) throw new SyntaxError(`Bad argument at ${start} in "${text}"`);
  scan.args.add(close[1] ?? '');
  let i = start + close[0].length;
  if (close[2] === '}') return i;
  const type = /^\s*(\w+)\s*/.exec(text.slice(i));
  if (!type) throw new SyntaxError(`Bad argument type at ${i} in "${text}"`);
  i += type[0].length;
  const kind = type[1];
  if (text[i] === '}') return i + 1;
  if (text[i] !== ',') throw new SyntaxError(`Expected , at ${i} in "${text}"`);
  i += 1;
  if (kind !== 'plural' && kind !== 'select' && kind !== 'selectordinal') {
    // A style such as `number, ::currency/EUR`: skip to the closing brace.
    const end = text.indexOf('}', i);
    return end < 0 ? text.length : end + 1;
  }
  for (;;) {
    const option = /^\s*(offset:\d+\s*)?([=\w-]+)\s*\{/.exec(text.slice(i));
    if (!option) break;
    if (kind !== 'select') scan.selectors.push(option[2] ?? '');
    i = readMessage(text, i + option[0].length, scan) + 1;
  }
  const end = /^\s*\}/.exec(text.slice(i));
  if (!end) throw new SyntaxError(`Unclosed argument at ${i} in "${text}"`);
  return i + end[0].length;
}

function scan(text: string): Scan {
  const result: Scan = { args: new Set(), selectors: [] };
  readMessage(text, 0, result);
  return result;
}

/** The argument names a message uses, sorted: `{name} to win {count, plural, …}` → count, name. */
export function messageArguments(text: string): string[] {
  return [...scan(text).args].sort();
}

/** The plural selectors a message writes: `{n, plural, one {…} other {…}}` → one, other. */
export function pluralSelectors(text: string): string[] {
  return scan(text).selectors;
}
