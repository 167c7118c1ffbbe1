import { z } from "zod";

/**
 * Hostile request bodies derived from a call's zod schema (through its JSON Schema), so every call of the
 * contract, including calls added later, is tried with values at and beyond what its fields allow.
 *
 * For a call, `sampleOf` builds a body its schema likely accepts (refinements aside), and `mutations` puts
 * one hostile value at one position of that body at a time: each field, each object and list, and the body
 * itself. Values that are valid at the edge (2^31 - 1, the longest allowed string) reach the handlers; the
 * others must be refused before they do.
 */

export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
}

export const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/** JSON text put into a body as it is: numbers JSON.stringify cannot write (1e999, -0), prototype keys, deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** The body as a string: `RawJson` values are spliced in as written. */
export function serialize(value: unknown): string {
  const raws: string[] = [];
  const marker = (index: number) => `\u0001raw-json-${index}\u0001`;
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof RawJson)) return item;
    raws.push(item.text);
    return marker(raws.length - 1);
  });
  return raws.reduce((body, raw, index) => body.replace(JSON.stringify(marker(index)), raw), text);
}

const FORMAT_SAMPLES: Record<string, string> = {
  email: "parent@example.com",
  uuid: "00000000-0000-4000-8000-000000000000",
  ipv4: "203.0.113.7",
  ipv6: "2001:db8::1",
  "date-time": "2026-01-01T00:00:00Z",
  "link-url": "/faq",
};

/** Strings tried in order for a field with no format: the first its pattern and lengths allow is its sample. */
const STRING_CANDIDATES = [
  "4155550123",
  "parent@example.com",
  "Ada",
  "123456",
  "+1",
  "/",
  "https://example.com/",
  "00000000-0000-4000-8000-000000000000",
  "a",
];

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

function fitsString(schema: JsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)];
  return patterns.every((pattern) => pattern === undefined || new RegExp(pattern, "u").test(value));
}

/** A value the schema likely accepts. */
export function sampleOf(schema: JsonSchema): unknown {
  if ("const" in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sampleOf(options.find((option) => typeOf(option) !== "null") ?? options[0]!);
  switch (typeOf(schema)) {
    case "object":
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sampleOf(property)]));
    case "array":
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => sampleOf(schema.items ?? {}));
    case "string": {
      const formatted = schema.format ? FORMAT_SAMPLES[schema.format] : undefined;
      if (formatted) return formatted;
      return STRING_CANDIDATES.find((candidate) => fitsString(schema, candidate)) ?? "a".repeat(Math.max(1, schema.minLength ?? 1));
    }
    case "integer":
    case "number":
      return Math.max(1, schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return {};
  }
}

type Path = (string | number)[];

/** Every place of a body that the schema describes: the body itself, each property and a list's first item (records get their hostile keys and values from `hostileValues`). */
export function positionsOf(schema: JsonSchema, path: Path = []): { path: Path; schema: JsonSchema }[] {
  const options = schema.anyOf ?? schema.oneOf;
  const node = options ? (options.find((option) => typeOf(option) !== "null") ?? schema) : schema;
  const inner =
    typeOf(node) === "object"
      ? Object.entries(node.properties ?? {}).flatMap(([key, property]) => positionsOf(property, [...path, key]))
      : typeOf(node) === "array" && node.items
        ? positionsOf(node.items, [...path, 0])
        : [];
  return [{ path, schema: node }, ...inner];
}

const deepArray = (depth: number) => new RawJson(`${"[".repeat(depth)}${"]".repeat(depth)}`);
const deepObject = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`);
const POLLUTION = '{"polluted":"yes"}';

/** `{"__proto__": ..., <the object's own keys>}` and the same with `constructor.prototype`. */
function withPrototypeKeys(value: unknown): RawJson[] {
  const own = value && typeof value === "object" && !Array.isArray(value) ? JSON.stringify(value).slice(1, -1) : "";
  const rest = own ? `,${own}` : "";
  return [new RawJson(`{"__proto__":${POLLUTION}${rest}}`), new RawJson(`{"constructor":{"prototype":${POLLUTION}}${rest}}`)];
}

const WRONG_TYPES: unknown[] = [null, true, 0, "x", [], {}, [{}], deepArray(5000), deepObject(3000), ...withPrototypeKeys({})];

const INT32 = 2 ** 31;
const NUMBERS: unknown[] = [
  INT32 - 1,
  INT32,
  -INT32,
  -INT32 - 1,
  2 ** 32,
  2 ** 53,
  new RawJson("9007199254740993"),
  -1,
  0,
  new RawJson("-0"),
  1.5,
  1e308,
  -1e308,
  new RawJson("1e999"),
  new RawJson("-1e999"),
  5e-324,
  "1",
  "NaN",
  "Infinity",
  "0x10",
  String(INT32),
];

function strings(schema: JsonSchema, sample: string): unknown[] {
  const longest = schema.maxLength ?? 2000;
  return [
    "",
    " ",
    "\u0000",
    `${sample}\u0000`,
    "\ud800",
    `${sample}\udfff`,
    `\udc00${sample}`,
    `${sample}\u001b[31m`,
    `${sample}\u007f`,
    `${sample}\u0085`,
    `${sample}\t`,
    `${sample}\n`,
    `${sample}\r\n`,
    `${sample}\u2028`,
    `\ufeff${sample}`,
    "a".repeat(longest),
    "a".repeat(longest + 1),
    "\u{1F600}".repeat(Math.ceil(longest / 2) + 1),
    "a".repeat(60_000),
    "%00",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "\\\\evil.example",
    "https://evil.example\\@good.example",
    "javascript:alert(1)",
    "<script>alert(1)</script>",
    "' OR '1'='1",
    "__proto__",
    ...STRING_CANDIDATES,
    ...Object.values(FORMAT_SAMPLES),
    INT32,
  ];
}

function lists(schema: JsonSchema, sample: unknown[]): unknown[] {
  const item = sample[0] ?? sampleOf(schema.items ?? {});
  return [
    Array.from({ length: (schema.maxItems ?? 100) + 1 }, () => item),
    new RawJson(`[${Array.from({ length: 20_000 }, () => "1").join(",")}]`),
    [null],
    [[item]],
    { 0: item, length: 1 },
  ];
}

function records(sample: Record<string, unknown>): unknown[] {
  const value = Object.values(sample)[0] ?? "x";
  return [
    { ...sample, unexpected: "field" },
    { ...sample, "\u0000": value },
    { ...sample, "\ud800": value },
    { ...sample, ["a".repeat(300)]: value },
    { ...sample, nested: deepObject(3000) },
    { ...sample, nested: "\u0000" },
    ...withPrototypeKeys(sample),
  ];
}

/** Hostile values for a position whose valid sample is `sample`. */
export function hostileValues(schema: JsonSchema, sample: unknown): unknown[] {
  switch (typeOf(schema)) {
    case "integer":
    case "number":
      return [...NUMBERS, ...WRONG_TYPES];
    case "string":
      return [...strings(schema, typeof sample === "string" ? sample : "a"), ...WRONG_TYPES];
    case "boolean":
      return ["true", 1, ...WRONG_TYPES];
    case "array":
      return [...lists(schema, Array.isArray(sample) ? sample : []), ...WRONG_TYPES];
    case "object":
      return [...records((sample ?? {}) as Record<string, unknown>), ...WRONG_TYPES];
    default:
      return WRONG_TYPES;
  }
}

/** A copy of `root` with `value` at `path`. */
export function withValueAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<string | number, unknown>;
  copy[head!] = withValueAt(copy[head!], rest, value);
  return copy;
}

export interface Mutation {
  /** Where the value went, e.g. "data.document.modules.0.id". */
  at: string;
  value: unknown;
  body: unknown;
}

/** One body per hostile value per position of `schema`, inside `base` at `prefix`. */
export function* mutations(schema: JsonSchema, base: unknown, prefix: Path): Generator<Mutation> {
  for (const { path, schema: node } of positionsOf(schema)) {
    const full = [...prefix, ...path];
    const sample = valueAt(base, full);
    for (const value of hostileValues(node, sample)) yield { at: full.join(".") || "body", value, body: withValueAt(base, full, value) };
  }
}

function valueAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], root);
}

/** How a hostile value reads in a failure report (long strings cut). */
export function describeValue(value: unknown): string {
  const text = value instanceof RawJson ? value.text : JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 60)}… (${text.length} characters)` : text;
}
