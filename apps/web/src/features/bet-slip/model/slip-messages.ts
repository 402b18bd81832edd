// Message keys of the domain and the server (`error.place_bets.invalid_odds`) are looked up in
// the `bet-slip.codes` tree of the messages, which nests them by their dots. Values are filled
// with `{name}` placeholders; an unknown key falls back to the default placing error.
import { formatTemplate } from '../../../lib/i18n/format-template';

export type CodeTree = { readonly [key: string]: string | CodeTree };

export const DEFAULT_ERROR_KEY = 'error.place_bets.default';

export function messageForCode(
  codes: CodeTree,
  code: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const found = lookup(codes, code) ?? lookup(codes, DEFAULT_ERROR_KEY) ?? code;
  return formatTemplate(found, values);
}

export function hasMessageForCode(codes: CodeTree, code: string): boolean {
  return lookup(codes, code) !== null;
}

function lookup(codes: CodeTree, code: string): string | null {
  let node: string | CodeTree | undefined = codes;
  for (const part of code.split('.')) {
    if (typeof node !== 'object') return null;
    node = node[part];
  }
  return typeof node === 'string' ? node : null;
}
