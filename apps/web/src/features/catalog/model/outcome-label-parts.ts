// How a long outcome name breaks on a narrow odds button (decision 0020): names wrap instead of
// being cut, a handicap line ("(-1.25)", "(0:1)") is its own part that never wraps or hides, and a
// half-time/full-time pair ("Bayern Munich/Draw") may break after its slash, so the buttons of one
// market stay distinguishable at 390 px.

export interface OutcomeLabelParts {
  /** The name split at its slashes, each piece but the last keeping its slash. */
  pieces: readonly string[];
  /** The trailing line in parentheses ("(-1.25)"), or null. */
  line: string | null;
}

const TRAILING_LINE = /^(.*\S)\s*(\([^()]*\))$/;

export function outcomeLabelParts(label: string): OutcomeLabelParts {
  const match = TRAILING_LINE.exec(label.trim());
  const name = match?.[1] ?? label.trim();
  const line = match?.[2] ?? null;
  const pieces = name
    .split('/')
    .map((piece, index, all) => (index < all.length - 1 ? `${piece}/` : piece));
  return { pieces, line };
}
