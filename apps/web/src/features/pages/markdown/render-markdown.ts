// Renders a parsed page body as React elements (decision 0044). Text is always a text node, so
// React escapes it; no HTML string is ever inserted. Server-rendered: no client code. Written
// with createElement rather than JSX so the unit tests (plain .ts under Vitest) render it too.
import { type ReactNode, createElement as h } from 'react';
import { type Block, type Inline, parseMarkdown } from './parse-markdown';

const linkClass = 'font-semibold text-brand underline underline-offset-2 hover:no-underline';

function renderInline(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((node, key) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'code':
        return h(
          'code',
          { key, className: 'rounded bg-subtle px-1 py-0.5 text-[0.9em]' },
          node.value,
        );
      case 'strong':
        return h('strong', { key }, ...renderInline(node.children));
      case 'em':
        return h('em', { key }, ...renderInline(node.children));
      case 'link':
        return h(
          'a',
          {
            key,
            href: node.href,
            className: linkClass,
            // Another site opens beside the sportsbook and gets no handle on this page.
            ...(node.external && { target: '_blank', rel: 'noopener noreferrer' }),
          },
          ...renderInline(node.children),
        );
    }
  });
}

const HEADING_CLASS = {
  2: 'mt-6 text-lg',
  3: 'mt-5 text-base',
  4: 'mt-4 text-sm',
} as const;

function renderBlock(block: Block, key: number): ReactNode {
  switch (block.type) {
    case 'heading':
      return h(
        `h${block.level}`,
        { key, className: `${HEADING_CLASS[block.level]} font-bold text-ink first:mt-0` },
        ...renderInline(block.children),
      );
    case 'paragraph':
      return h('p', { key, className: 'mt-3 first:mt-0' }, ...renderInline(block.children));
    case 'list':
      return h(
        block.ordered ? 'ol' : 'ul',
        {
          key,
          ...(block.ordered && block.start !== 1 && { start: block.start }),
          className: `mt-3 space-y-1.5 ps-6 first:mt-0 ${block.ordered ? 'list-decimal' : 'list-disc'}`,
        },
        ...block.items.map((item, index) =>
          h('li', { key: index, className: 'ps-1' }, ...renderInline(item)),
        ),
      );
    case 'quote':
      return h(
        'blockquote',
        { key, className: 'mt-3 border-s-4 border-line ps-3 text-muted first:mt-0' },
        ...renderInline(block.children),
      );
    case 'rule':
      return h('hr', { key, className: 'my-5 border-line' });
  }
}

/** A page body in the pages' Markdown subset, as elements. */
export function MarkdownBody({ source }: { source: string }) {
  return h(
    'div',
    { className: 'text-[15px] leading-relaxed text-ink-2' },
    ...parseMarkdown(source).map(renderBlock),
  );
}
