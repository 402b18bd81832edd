// The icon sprite of spec section 7 (`GET /fe-api/icons.svg`, decision 0044), made from the same
// React icon components the pages draw inline, so there is one source of truth: each component
// is rendered to SVG markup and its drawing becomes a <symbol>. Pure: the route hands in the
// components.
import { createHash } from 'node:crypto';
import { Fragment, type ReactElement, type ReactNode, isValidElement } from 'react';

type Props = Record<string, unknown> & { children?: ReactNode };
type Component = (props: Props) => ReactNode;

/** React prop → SVG attribute: `strokeWidth` → `stroke-width`; `viewBox` keeps its case. */
function attributeName(prop: string): string {
  if (prop === 'className') return 'class';
  if (prop === 'viewBox') return prop;
  return prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function attributes(props: Props, skip: ReadonlySet<string> = new Set()): string {
  return Object.entries(props)
    .filter(
      ([name, value]) =>
        name !== 'children' &&
        !skip.has(name) &&
        value !== undefined &&
        value !== null &&
        value !== false &&
        typeof value !== 'function' &&
        typeof value !== 'object',
    )
    .map(([name, value]) => ` ${attributeName(name)}="${escapeAttribute(String(value))}"`)
    .join('');
}

/** Resolves function components until the outermost host element (the icon's <svg>). */
function hostElement(node: ReactNode): ReactElement<Props> | null {
  let current: ReactNode = node;
  for (let depth = 0; depth < 10; depth += 1) {
    if (!isValidElement<Props>(current)) return null;
    if (typeof current.type === 'string') return current;
    if (typeof current.type !== 'function') return null;
    current = (current.type as Component)(current.props);
  }
  return null;
}

/** SVG markup of a tree of host elements, fragments and components. */
export function svgMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return escapeText(String(node));
  if (Array.isArray(node)) return node.map(svgMarkup).join('');
  if (!isValidElement<Props>(node)) return '';
  if (node.type === Fragment) return svgMarkup(node.props.children);
  if (typeof node.type === 'function') {
    return svgMarkup((node.type as Component)(node.props));
  }
  if (typeof node.type !== 'string') return '';
  const children = svgMarkup(node.props.children);
  return `<${node.type}${attributes(node.props)}>${children}</${node.type}>`;
}

/** What a drawing's <svg> says about how to draw it; size and accessibility stay with the use. */
const NOT_FOR_SYMBOLS = new Set([
  'width',
  'height',
  'aria-hidden',
  'focusable',
  'className',
  'size',
]);

/** A <symbol> with the icon's drawing and its drawing attributes (viewBox, stroke, …). */
export function iconSymbol(id: string, icon: ReactNode): string | null {
  const svg = hostElement(icon);
  if (!svg || svg.type !== 'svg') return null;
  return `<symbol id="${escapeAttribute(id)}"${attributes(svg.props, NOT_FOR_SYMBOLS)}>${svgMarkup(svg.props.children)}</symbol>`;
}

/** `ChevronRightIcon` → `chevron-right`. */
export function iconId(componentName: string): string {
  return componentName
    .replace(/Icon$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

export interface IconSprite {
  svg: string;
  /** Changes whenever a drawing changes: the long-cache key of `?version=`. */
  version: string;
  ids: { icons: string[]; sports: string[] };
}

/**
 * The sprite: the UI icons (`icon-<name>`) and the sport icons (`sport-<key>`) — the spec's pair —
 * each set in a <defs> of its own, `<use href="icons.svg#sport-soccer">` picks one.
 */
export function buildIconSprite(
  ui: Readonly<Record<string, ReactNode>>,
  sports: Readonly<Record<string, ReactNode>>,
): IconSprite {
  const group = (prefix: string, icons: Readonly<Record<string, ReactNode>>) => {
    const ids: string[] = [];
    const symbols: string[] = [];
    for (const [name, icon] of Object.entries(icons).sort(([a], [b]) => a.localeCompare(b))) {
      const id = `${prefix}-${name}`;
      const symbol = iconSymbol(id, icon);
      if (symbol) {
        ids.push(id);
        symbols.push(symbol);
      }
    }
    return { ids, symbols };
  };
  const icons = group('icon', ui);
  const sportIcons = group('sport', sports);
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg">' +
    `<defs id="icons">${icons.symbols.join('')}</defs>` +
    `<defs id="sport-icons">${sportIcons.symbols.join('')}</defs>` +
    '</svg>';
  const version = createHash('sha256').update(svg).digest('hex').slice(0, 12);
  return { svg, version, ids: { icons: icons.ids, sports: sportIcons.ids } };
}

/**
 * Cache-Control of an answer: a request naming the current version may keep it for a year (the
 * version changes with the content); anything else for a few minutes, so a page that asks
 * without a version, or with an old one, soon sees a change.
 */
export function spriteCacheControl(asked: string | null, current: string): string {
  return asked === current
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=300, stale-while-revalidate=3600';
}
