// Bad input derived from an endpoint's zod schemas, for the barrage test: a valid sample of each
// request part, then for every field a fixed list of wrong values put into that otherwise valid
// sample, so a wrong value travels as far into the server as the schema lets it. Only the zod
// schema is read: a new endpoint or field is covered without naming it here.
import fc from 'fast-check';
import type { z } from 'zod';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

/** The schema that reads the input: wrappers, pipes and lazies removed. */
export function inputBase(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return current;
  }
}

export const kindOf = (schema: z.ZodType): string => defOf(inputBase(schema)).type;

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** A field is required when the schema refuses its absence. */
export const isRequired = (schema: z.ZodType) => !accepts(schema, undefined);

/** Field values the test knows to be real (a catalog match, its market), tried first. */
export type Hints = Record<string, readonly unknown[]>;

const STRING_CANDIDATES = [
  '1',
  'EUR',
  'en',
  'live',
  'ABCDEFGH',
  '123456',
  '2/3',
  'player@example.test',
  '+4915123456789',
  'secret-password-1',
  '2026-11-22T18:00:00Z',
  'public:en',
  '90m',
  'a-request-key-0001',
];
const NUMBER_CANDIDATES = [1, 2, 10, 100, 1.5, 0];

/**
 * A value the schema accepts (an input, before transforms), or `undefined` when none of the
 * tries fit. Objects carry their required fields only, so a wrong value in one field is not
 * refused for the sake of another; an optional field is added only when the object's own
 * refinements ask for it (e.g. "give either email or phone").
 */
export function validSample(schema: z.ZodType, hints: Hints = {}, name = ''): unknown {
  const base = inputBase(schema);
  const def = defOf(base);
  const first = (candidates: readonly unknown[]) => candidates.find((c) => accepts(schema, c));
  const hinted = first(hints[name] ?? []);
  if (hinted !== undefined) return hinted;
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        if (isRequired(field)) value[key] = validSample(field, hints, key);
      }
      if (accepts(schema, value)) return value;
      for (const [key, field] of Object.entries(shape)) {
        if (key in value) continue;
        const tried = { ...value, [key]: validSample(field, hints, key) };
        if (accepts(schema, tried)) return tried;
      }
      return value;
    }
    case 'array': {
      const element = validSample(def.element as z.ZodType, hints, name);
      for (let length = 1; length <= 10; length++) {
        const value = Array.from({ length }, () => element);
        if (accepts(schema, value)) return value;
      }
      return [element];
    }
    case 'union':
      return first((def.options ?? []).map((option) => validSample(option, hints, name)));
    case 'enum':
      return first(Object.values(def.entries ?? {}));
    case 'literal':
      return first(def.values ?? []);
    case 'string':
      return first(STRING_CANDIDATES) ?? 'x';
    case 'number':
    case 'int':
      return first(NUMBER_CANDIDATES) ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'record':
      return {};
    default:
      return first([null, '1', 1, true, {}, []]);
  }
}

/** One field of a request part: where it is and the schemas along the way. */
export interface Field {
  path: (string | number)[];
  /** The schema at each step of the path (`chain[i]` reads `path[i]`). */
  chain: z.ZodType[];
  schema: z.ZodType;
}

/** Every field of a schema, depth first: objects, their fields, arrays and their first element. */
export function fieldsOf(schema: z.ZodType, path: Field['path'] = [], chain: z.ZodType[] = []) {
  const fields: Field[] = [{ path, chain, schema }];
  const def = defOf(inputBase(schema));
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape ?? {})) {
      fields.push(...fieldsOf(field, [...path, key], [...chain, field]));
    }
  } else if (def.type === 'array' && def.element) {
    fields.push(...fieldsOf(def.element, [...path, 0], [...chain, def.element]));
  }
  return fields;
}

/** `sample` with `value` at `field.path`, filling absent containers with valid samples. */
export function withValueAt(sample: unknown, field: Field, value: unknown, hints: Hints): unknown {
  if (field.path.length === 0) return value;
  const root = structuredClone(sample) as Record<string | number, unknown>;
  let container = root;
  field.path.forEach((key, index) => {
    if (index === field.path.length - 1) {
      if (value === undefined) delete container[key];
      else container[key] = value;
      return;
    }
    const next = container[key];
    if (next === null || typeof next !== 'object') {
      const step = field.chain[index] as z.ZodType;
      container[key] = validSample(step, hints, String(key));
    }
    container = container[key] as Record<string | number, unknown>;
  });
  return root;
}

const INT4_MAX = 2_147_483_647;

/** Text no field of this API holds: NUL, other C0 and C1 controls, DEL, unpaired surrogates. */
export const CONTROL_TEXTS = ['\u0000', 'a\u0000b', '\u0001', 'x\u001b[31m', '\u007f', '\u0085'];
const BROKEN_UNICODE = ['\ud800', 'a\udfffb'];

/** Values wrong for a field of any kind. */
const WRONG_TYPES: unknown[] = [null, true, 'x', 1, 1.5, {}, [], ''];

const numberValues = (sample: unknown): unknown[] => [
  INT4_MAX,
  INT4_MAX + 1,
  -INT4_MAX - 2,
  2 ** 53 + 2,
  1e21,
  1e300,
  -1,
  0,
  0.5,
  1.0001,
  'NaN',
  'Infinity',
  '1',
  String(INT4_MAX + 1),
  typeof sample === 'number' ? sample + INT4_MAX : 1,
];

const stringValues = (sample: unknown): unknown[] => {
  const text = typeof sample === 'string' ? sample : 'x';
  return [
    ...CONTROL_TEXTS,
    ...BROKEN_UNICODE,
    `${text}\u0000`,
    `\u0000${text}`,
    `${text}\n`,
    'a'.repeat(300),
    'a'.repeat(10_000),
    ' ',
    String(INT4_MAX + 1),
    '9223372036854775808',
    '9'.repeat(40),
    '-1',
    '1.5',
    '1e3',
    'NaN',
    text.toUpperCase(),
    `${text} `,
    '💥',
    "'; drop table players; --",
    '%00',
    '__proto__',
  ];
};

/** A fixed number of random values per field, from the test's seed. */
const randomValues = (seed: number) =>
  fc.sample(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
      fc.double(),
      fc.jsonValue({ maxDepth: 2 }),
    ),
    { seed, numRuns: 3 },
  );

/** The wrong values tried on one field of a JSON body, derived from its kind and sample. */
export function bodyValuesFor(field: Field, sample: unknown, seed: number): unknown[] {
  const kind = kindOf(field.schema);
  const values: unknown[] = [...WRONG_TYPES, undefined];
  if (kind === 'number' || kind === 'int') values.push(...numberValues(sample));
  if (kind === 'string' || kind === 'enum' || kind === 'literal') {
    values.push(...stringValues(sample));
  }
  if (kind === 'array') {
    values.push(
      [null],
      Array.from({ length: 1_000 }, () => (sample as unknown[])[0] ?? 1),
    );
  }
  if (kind === 'object' && sample && typeof sample === 'object') {
    values.push({ ...sample, unexpected_field: '\u0000' }, [sample]);
  }
  values.push(...randomValues(seed));
  return values;
}

/** The wrong texts tried on one query or path parameter (values arrive as text there). */
export function textValuesFor(sample: unknown): string[] {
  const values = [...stringValues(sample), ...numberValues(sample)].map(String);
  values.push('', 'true', 'null', '[]', '{}', '1,'.repeat(600), ',,,', '1,,2');
  // A URL cannot carry an unpaired surrogate (encodeURIComponent throws): those are body cases.
  return [...new Set(values)].filter((value) => !/\p{Cs}/u.test(value));
}

/**
 * Contains a C0 or C1 control character other than the whitespace a field may trim away (what
 * every text field of the API refuses).
 */
export const hasControlCharacter = (value: unknown) =>
  typeof value === 'string' && /[^\P{Cc}\s]/u.test(value);
