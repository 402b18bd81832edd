declare const brand: unique symbol;

/**
 * A nominal type over a primitive: `Brand<number, 'MinorUnits'>` is a number the compiler will not
 * mix up with decimal odds or a count of selections. Values get their brand only through the
 * constructors of their module (`minorUnits`, `oddsFromWire`, …), which check the invariant.
 */
export type Brand<T, B extends string> = T & { readonly [brand]: B };
