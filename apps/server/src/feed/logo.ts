// Competitor badges: a small SVG shield with the competitor's initials on two colours derived
// from its URN. The feed gives every competitor the logo path `/api/sportsbook/logos/{slug}.svg`
// (slug: the URN in kebab case); the server answers that path with `renderCompetitorLogo`.
import { catalog, LOGO_BASE } from './catalog';
import { hashKeys } from './prng';
import { kebab } from './slug';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Up to three initials: `Manchester City` → `MC`, `Bodø/Glimt` → `BG`. */
function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 0 && !/^(FC|CF|AFC|SC|AC|AS|CD|RC|CA|of|de|the|and)$/i.test(w));
  if (words.length === 0) return name.slice(0, 2).toUpperCase();
  if (words.length === 1) return (words[0] ?? '').slice(0, 3).toUpperCase();
  return words
    .slice(0, 3)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();
}

/** Finds a competitor by URN (`sr:competitor:123`) or logo slug (`sr-competitor-123`, `.svg` optional). */
function findCompetitor(urnOrSlug: string) {
  const { competitors } = catalog();
  const direct = competitors.get(urnOrSlug);
  if (direct) return direct;
  const slug = urnOrSlug.replace(/\.svg$/, '').replace(LOGO_BASE, '');
  for (const info of competitors.values()) if (kebab(info.competitor.urnId) === slug) return info;
  return null;
}

/**
 * SVG badge for a competitor (by URN or logo slug), or null when the competitor is unknown.
 * Pure: the same input always gives the same image.
 */
export function renderCompetitorLogo(urnOrSlug: string): string | null {
  const info = findCompetitor(urnOrSlug);
  if (!info) return null;
  const h = hashKeys('logo', info.competitor.urnId);
  const hue = h % 360;
  const second = (hue + 150 + ((h >>> 9) % 60)) % 360;
  const primary = `hsl(${hue}, 62%, 38%)`;
  const accent = `hsl(${second}, 70%, 55%)`;
  const text = escapeXml(initials(info.name));
  const size = text.length > 2 ? 22 : 28;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img"',
    ` aria-label="${escapeXml(info.name)}">`,
    `<path d="M32 2 L60 12 V32 C60 48 47 58 32 62 C17 58 4 48 4 32 V12 Z" fill="${primary}"/>`,
    `<path d="M32 2 L60 12 V20 H4 V12 Z" fill="${accent}"/>`,
    `<text x="32" y="44" text-anchor="middle" font-family="Arial, Helvetica, sans-serif"`,
    ` font-size="${size}" font-weight="700" fill="#ffffff">${text}</text>`,
    '</svg>',
  ].join('');
}
