// Wire payloads are snake_case; the client works in camelCase. One typed mapper does the
// conversion for every schema, so no endpoint hand-writes its own field renames.

type CamelKey<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelKey<Tail>>}`
  : S;

export type Camelize<T> = T extends readonly (infer Item)[]
  ? Camelize<Item>[]
  : T extends Date
    ? T
    : T extends object
      ? { [K in keyof T as K extends string ? CamelKey<K> : K]: Camelize<T[K]> }
      : T;

const camelKey = (key: string): string =>
  key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Deep-converts a snake_case wire value to its camelCase client form. */
export function camelize<T>(value: T): Camelize<T> {
  if (Array.isArray(value)) return value.map((item) => camelize(item)) as Camelize<T>;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      out[camelKey(key)] = camelize(item);
    }
    return out as Camelize<T>;
  }
  return value as Camelize<T>;
}
