// The pages' Markdown subset (decision 0044): what an operator needs for rules, terms and a
// promotion page — headings, paragraphs, lists, quotes, rules, bold, italic, code and links —
// parsed into a tree that the renderer turns into React elements. No raw HTML exists in the
// subset: `<script>` in a body is text, and a link whose address is not http(s), mailto, tel, a
// path on the site or an anchor is shown as its text only.

export type Inline =
  | { type: 'text'; value: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; value: string }
  | { type: 'link'; href: string; external: boolean; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'rule' };

/**
 * A link's address if it is safe to follow, else null. Browsers ignore tabs and line breaks
 * inside a scheme (`java\tscript:`), so those are removed before the scheme is read.
 */
export function safeHref(raw: string): { href: string; external: boolean } | null {
  const href = raw.trim().replace(/[\t\n\r]/g, '');
  if (href === '') return null;
  if (/^https?:\/\/[^\s/?#]+/i.test(href)) return { href, external: true };
  if (/^(mailto|tel):[^\s]+$/i.test(href)) return { href, external: true };
  // A path on the site, but not `//host` (another site) nor `/\host` (read as `//` by browsers).
  if (/^\/(?![/\\])/.test(href)) return { href, external: false };
  if (/^#[\w-]*$/.test(href)) return { href, external: false };
  return null;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const CONTINUATION = /^\s{2,}\S/;

function headingLevel(hashes: number): 2 | 3 | 4 {
  // The page title is the h1; `#` and `##` are its sections.
  if (hashes <= 2) return 2;
  return hashes === 3 ? 3 : 4;
}

/** Parses a body into blocks. Never throws: anything outside the subset is text. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({
        type: 'heading',
        level: headingLevel(heading[1]!.length),
        children: parseInline(heading[2] ?? ''),
      });
      index += 1;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      index += 1;
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = !bullet;
      const pattern = ordered ? NUMBERED : BULLET;
      const items: Inline[][] = [];
      const start = numbered ? Number(numbered[1]) : 1;
      while (index < lines.length) {
        const current = lines[index] ?? '';
        const item = pattern.exec(current);
        if (!item) break;
        const text = [ordered ? item[2] : item[1]];
        index += 1;
        while (index < lines.length && CONTINUATION.test(lines[index] ?? '')) {
          text.push((lines[index] ?? '').trim());
          index += 1;
        }
        items.push(parseInline(text.join(' ')));
      }
      blocks.push({ type: 'list', ordered, start, items });
      continue;
    }
    if (QUOTE.test(line)) {
      const text: string[] = [];
      while (index < lines.length) {
        const quoted = QUOTE.exec(lines[index] ?? '');
        if (!quoted) break;
        text.push(quoted[1] ?? '');
        index += 1;
      }
      blocks.push({ type: 'quote', children: parseInline(text.join(' ').trim()) });
      continue;
    }
    const text: string[] = [];
    while (index < lines.length) {
      const current = lines[index] ?? '';
      if (
        current.trim() === '' ||
        HEADING.test(current) ||
        RULE.test(current) ||
        BULLET.test(current) ||
        NUMBERED.test(current) ||
        QUOTE.test(current)
      ) {
        break;
      }
      text.push(current.trim());
      index += 1;
    }
    blocks.push({ type: 'paragraph', children: parseInline(text.join(' ')) });
  }
  return blocks;
}

/** The end of a delimited run starting after `from`, or -1 (the closing mark must follow text). */
function closing(text: string, mark: string, from: number): number {
  let at = text.indexOf(mark, from);
  while (at !== -1) {
    if (at > from && text[at - 1] !== ' ' && text[at - 1] !== '\\') return at;
    at = text.indexOf(mark, at + 1);
  }
  return -1;
}

/** Finds `](address)` of a link whose text starts at `from`; brackets may nest once. */
function linkEnd(text: string, from: number): { label: string; href: string; end: number } | null {
  let depth = 0;
  for (let at = from; at < text.length; at += 1) {
    const char = text[at];
    if (char === '\\') {
      at += 1;
    } else if (char === '[') {
      depth += 1;
    } else if (char === ']') {
      if (depth > 0) {
        depth -= 1;
        continue;
      }
      if (text[at + 1] !== '(') return null;
      const close = text.indexOf(')', at + 2);
      if (close === -1) return null;
      return { label: text.slice(from, at), href: text.slice(at + 2, close), end: close + 1 };
    }
  }
  return null;
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) out.push({ type: 'text', value: buffer });
    buffer = '';
  };
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (char === '\\' && at + 1 < text.length && /[\\`*_[\]()#>+\-.!]/.test(text[at + 1]!)) {
      buffer += text[at + 1];
      at += 2;
      continue;
    }
    if (char === '`') {
      const end = text.indexOf('`', at + 1);
      if (end > at + 1) {
        flush();
        out.push({ type: 'code', value: text.slice(at + 1, end) });
        at = end + 1;
        continue;
      }
    }
    if ((char === '*' || char === '_') && text[at + 1] === char) {
      const mark = char + char;
      const end = closing(text, mark, at + 2);
      if (end !== -1 && text[at + 2] !== ' ') {
        flush();
        out.push({ type: 'strong', children: parseInline(text.slice(at + 2, end)) });
        at = end + 2;
        continue;
      }
    }
    if (char === '*' || char === '_') {
      const end = closing(text, char, at + 1);
      // An underscore inside a word (snake_case) is no emphasis.
      const inWord = char === '_' && at > 0 && /\w/.test(text[at - 1]!);
      if (end !== -1 && text[at + 1] !== ' ' && !inWord) {
        flush();
        out.push({ type: 'em', children: parseInline(text.slice(at + 1, end)) });
        at = end + 1;
        continue;
      }
    }
    if (char === '[') {
      const link = linkEnd(text, at + 1);
      if (link) {
        flush();
        const safe = safeHref(link.href);
        const children = parseInline(link.label);
        if (safe) out.push({ type: 'link', ...safe, children });
        else out.push(...children);
        at = link.end;
        continue;
      }
    }
    buffer += char;
    at += 1;
  }
  flush();
  return out;
}

/** The body as plain text (a description when the page has none). */
export function plainTextOf(blocks: readonly Block[], max = 160): string {
  const inline = (nodes: readonly Inline[]): string =>
    nodes
      .map((node) =>
        node.type === 'text' || node.type === 'code' ? node.value : inline(node.children),
      )
      .join('');
  const text = blocks
    .flatMap((block) => {
      if (block.type === 'paragraph' || block.type === 'quote') return [inline(block.children)];
      if (block.type === 'list') return block.items.map(inline);
      return [];
    })
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
