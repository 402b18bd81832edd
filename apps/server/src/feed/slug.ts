// URL slugs and short codes from display names.

const SPECIAL: Record<string, string> = {
  ø: 'o',
  Ø: 'o',
  æ: 'ae',
  Æ: 'ae',
  ß: 'ss',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ı: 'i',
  '&': ' and ',
};

/** `Bodø/Glimt` → `bodo-glimt`, `Brighton & Hove Albion` → `brighton-and-hove-albion`. */
export function kebab(text: string): string {
  return text
    .replace(/[øØæÆßłŁđĐı&]/g, (c) => SPECIAL[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const NOISE_WORDS = new Set([
  'fc',
  'cf',
  'afc',
  'sc',
  'ac',
  'as',
  'cd',
  'rc',
  'ca',
  'the',
  'team',
  'de',
  'of',
  'and',
]);

/** Three-letter code when the reference data has none: `Real Madrid` → `RMA`. */
export function abbreviate(name: string): string {
  const words = kebab(name)
    .split('-')
    .filter((w) => w.length > 0 && !NOISE_WORDS.has(w) && !/^\d+$/.test(w));
  const letters = words.length === 0 ? kebab(name).replace(/-/g, '') : '';
  if (letters) return letters.slice(0, 3).toUpperCase();
  if (words.length === 1) return (words[0] ?? '').slice(0, 3).toUpperCase();
  const first = words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  return (first.slice(0, 1) + last.slice(0, 2)).toUpperCase();
}
