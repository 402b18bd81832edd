import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, plainTextOf, safeHref } from './parse-markdown';
import { MarkdownBody } from './render-markdown';

const html = (source: string) => renderToStaticMarkup(createElement(MarkdownBody, { source }));

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists, quotes and rules', () => {
    const blocks = parseMarkdown(
      '# Rules\n\nFirst line\nsame paragraph.\n\n- one\n- two\n  continued\n\n3. third\n4. fourth\n\n> quoted\n\n---\n### Small',
    );
    expect(blocks.map((block) => block.type)).toEqual([
      'heading',
      'paragraph',
      'list',
      'list',
      'quote',
      'rule',
      'heading',
    ]);
    expect(blocks[0]).toMatchObject({ level: 2 });
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', value: 'First line same paragraph.' }],
    });
    expect(blocks[2]).toMatchObject({
      ordered: false,
      items: [[{ value: 'one' }], [{ value: 'two continued' }]],
    });
    expect(blocks[3]).toMatchObject({ ordered: true, start: 3 });
    expect(blocks[6]).toMatchObject({ level: 3 });
  });

  it('reads bold, italic, code and links inside text', () => {
    expect(parseInline('a **bold _and italic_** [link](/sports/live) `x*y`')).toEqual([
      { type: 'text', value: 'a ' },
      {
        type: 'strong',
        children: [
          { type: 'text', value: 'bold ' },
          { type: 'em', children: [{ type: 'text', value: 'and italic' }] },
        ],
      },
      { type: 'text', value: ' ' },
      {
        type: 'link',
        href: '/sports/live',
        external: false,
        children: [{ type: 'text', value: 'link' }],
      },
      { type: 'text', value: ' ' },
      { type: 'code', value: 'x*y' },
    ]);
  });

  it('leaves snake_case words, lone stars and escaped marks as text', () => {
    expect(parseInline('max_stake_value 2 * 3 \\*not\\*')).toEqual([
      { type: 'text', value: 'max_stake_value 2 * 3 *not*' },
    ]);
  });

  it('makes a short description from the text', () => {
    expect(plainTextOf(parseMarkdown('# Title\n\nHello **you**.\n\n- a\n- b'))).toBe(
      'Hello you. a b',
    );
    expect(plainTextOf(parseMarkdown('word '.repeat(100)), 20)).toHaveLength(20);
  });
});

describe('safeHref', () => {
  it('follows web, mail and phone addresses, site paths and anchors', () => {
    expect(safeHref('https://example.com/x')).toEqual({
      href: 'https://example.com/x',
      external: true,
    });
    expect(safeHref('mailto:help@example.com')?.external).toBe(true);
    expect(safeHref('tel:+4912345')?.external).toBe(true);
    expect(safeHref('/sports/general-rules')).toEqual({
      href: '/sports/general-rules',
      external: false,
    });
    expect(safeHref('#deposits')?.external).toBe(false);
  });

  it('refuses script, data and other-site addresses however they are written', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example.com',
      '/\\evil.example.com',
      'https://',
      'relative/path',
      '',
    ]) {
      expect(safeHref(href), href).toBeNull();
    }
  });
});

describe('MarkdownBody', () => {
  it('shows HTML in a body as text, never as markup', () => {
    const out = html('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('shows an unsafe link as its text only and escapes link addresses', () => {
    const out = html('[click](javascript:alert(1)) and [ok](/sports/x?a=1&b="2")');
    expect(out).not.toContain('javascript:');
    expect(out).toContain('click');
    expect(out).toContain('href="/sports/x?a=1&amp;b=&quot;2&quot;"');
  });

  it('opens other sites in a new tab without handing them this page', () => {
    const out = html('[help](https://www.begambleaware.org/)');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('renders sections, lists and emphasis as their elements', () => {
    const out = html('## Placing a bet\n\n1. **Pick** a match\n2. Tap a *price*');
    expect(out).toMatch(/<h2[^>]*>Placing a bet<\/h2>/);
    expect(out).toMatch(/<ol[^>]*><li[^>]*><strong>Pick<\/strong> a match<\/li>/);
    expect(out).toContain('<em>price</em>');
  });
});
