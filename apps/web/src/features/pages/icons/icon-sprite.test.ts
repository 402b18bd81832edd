import { Fragment, createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { buildIconSprite, iconId, iconSymbol, spriteCacheControl, svgMarkup } from './icon-sprite';

// Icons written as the app writes them: a component around a shared <svg> wrapper.
const Svg = ({ size = 20, children, ...rest }: { size?: number; children?: unknown }) =>
  h(
    'svg',
    {
      width: size,
      height: size,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 1.8,
      strokeLinecap: 'round',
      'aria-hidden': 'true',
      focusable: 'false',
      ...rest,
    },
    children as never,
  );
const HomeIcon = () => h(Svg, null, h('path', { d: 'M3 10.5 12 3l9 7.5' }));
const Ball = () =>
  h(
    Svg,
    { strokeWidth: 1.6 } as never,
    h(Fragment, null, h('circle', { cx: 12, cy: 12, r: 9 }), h('path', { d: 'M3 12h18' })),
  );

describe('iconSymbol', () => {
  it('turns an icon component into a symbol with its drawing attributes', () => {
    expect(iconSymbol('icon-home', h(HomeIcon))).toBe(
      '<symbol id="icon-home" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"><path d="M3 10.5 12 3l9 7.5"></path></symbol>',
    );
  });

  it('keeps fragments’ children and a component’s own attribute values', () => {
    const symbol = iconSymbol('sport-soccer', h(Ball));
    expect(symbol).toContain('stroke-width="1.6"');
    expect(symbol).toContain('<circle cx="12" cy="12" r="9"></circle><path d="M3 12h18"></path>');
  });

  it('escapes text and attribute values', () => {
    expect(svgMarkup(h('text', { x: '"1"' }, '<b>&'))).toBe(
      '<text x="&quot;1&quot;">&lt;b&gt;&amp;</text>',
    );
  });
});

describe('buildIconSprite', () => {
  it('holds the UI icons and the sport icons as a pair of groups, versioned by content', () => {
    const sprite = buildIconSprite({ home: h(HomeIcon) }, { soccer: h(Ball) });
    expect(sprite.ids).toEqual({ icons: ['icon-home'], sports: ['sport-soccer'] });
    expect(sprite.svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"><defs id="icons"><symbol id="icon-home"/,
    );
    expect(sprite.svg).toContain('<defs id="sport-icons"><symbol id="sport-soccer"');
    expect(sprite.version).toMatch(/^[0-9a-f]{12}$/);
    expect(buildIconSprite({ home: h(HomeIcon) }, { soccer: h(Ball) }).version).toBe(
      sprite.version,
    );
    expect(buildIconSprite({ home: h(HomeIcon) }, {}).version).not.toBe(sprite.version);
  });

  it('names icons after their components', () => {
    expect(iconId('ChevronRightIcon')).toBe('chevron-right');
    expect(iconId('HomeIcon')).toBe('home');
  });
});

describe('spriteCacheControl', () => {
  it('caches the asked-for current version for a year and anything else briefly', () => {
    expect(spriteCacheControl('abc', 'abc')).toBe('public, max-age=31536000, immutable');
    expect(spriteCacheControl(null, 'abc')).toMatch(/^public, max-age=300/);
    expect(spriteCacheControl('old', 'abc')).toMatch(/^public, max-age=300/);
  });
});
