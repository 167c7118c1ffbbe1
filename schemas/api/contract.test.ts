import { describe, expect, it } from "vitest";
import { z } from "zod";
import { callNames, contract } from "./contract.js";
import { requestHeaderSchema } from "./envelope.js";
import { INT32_MAX } from "./fields.js";

type Node = Record<string, unknown>;

/** Every node of a JSON Schema with its path: properties, items, record keys and values, union options. */
function* nodesOf(node: Node, path: string): Generator<[string, Node]> {
  yield [path, node];
  for (const [key, property] of Object.entries((node.properties ?? {}) as Record<string, Node>)) yield* nodesOf(property, `${path}.${key}`);
  if (node.items) yield* nodesOf(node.items as Node, `${path}[]`);
  if (node.propertyNames) yield* nodesOf(node.propertyNames as Node, `${path}{key}`);
  if (typeof node.additionalProperties === "object") yield* nodesOf(node.additionalProperties as Node, `${path}{value}`);
  for (const option of ((node.anyOf ?? node.oneOf ?? []) as Node[])) yield* nodesOf(option, path);
}

/** Formats whose strings have a fixed or short length of their own. */
const FIXED_LENGTH_FORMATS = ["uuid", "ipv4", "ipv6"];
const isAnything = (schema: unknown) => schema === true || (typeof schema === "object" && schema !== null && Object.keys(schema).length === 0);

/** A string's patterns: zod writes a second one under allOf. */
const patternsOf = (node: Node) => [node.pattern, ...((node.allOf ?? []) as Node[]).map((part) => part.pattern)].filter((pattern) => pattern !== undefined);

/** What is unbounded in a request schema: strings without a length and a character rule, numbers past 32 bits... */
function unbounded(schema: z.ZodType, root: string): string[] {
  const problems: string[] = [];
  for (const [path, node] of nodesOf(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Node, root)) {
    const fixed = "const" in node || "enum" in node;
    const lengthBound = node.maxLength !== undefined || FIXED_LENGTH_FORMATS.includes(node.format as string);
    if (node.type === "string" && !fixed && (!lengthBound || patternsOf(node).length + (node.format ? 1 : 0) === 0))
      problems.push(`${path}: a string needs a maximum length and a character rule (fields.ts text())`);
    if (node.type === "integer" && !fixed && node.format !== "int64" && !((node.maximum as number) <= INT32_MAX))
      problems.push(`${path}: an integer must fit a 32-bit column (fields.ts id, count) or be marked int64 (bigId)`);
    if (node.type === "array" && node.maxItems === undefined) problems.push(`${path}: a list needs a maximum length`);
    const freeJson = node.type === "object" && !node.properties && isAnything(node.additionalProperties);
    if (freeJson && !("x-max-depth" in node))
      problems.push(`${path}: free JSON needs a depth bound (fields.ts builderData)`);
  }
  return problems;
}

describe("the API contract", () => {
  it("names every call in lowerCamelCase and gives each its own path", () => {
    for (const name of callNames) expect(name).toMatch(/^[a-z][A-Za-z0-9]*$/);
    const paths = callNames.map((name) => contract[name].path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("signs the calls of SPEC §7: verification (sending a code), quick login and the lead calls", () => {
    expect(callNames.filter((name) => contract[name].signed).sort()).toEqual(["commonLogin", "saveLeads", "sendLoginCode", "submitLeads"]);
  });

  it("bounds every string, number, list and free JSON of every request to what the store holds", () => {
    const problems = [...unbounded(requestHeaderSchema, "header"), ...callNames.flatMap((name) => unbounded(contract[name].request, name))];
    expect(problems).toEqual([]);
  });

  it("drops fields a client has no say in", () => {
    const parsed = contract.submitLeads.request.parse({
      name: "Ada",
      email: "ada@example.com",
      schoolCode: "415",
      price: 0,
      status: "paid",
    });
    expect(parsed).toEqual({ name: "Ada", email: "ada@example.com" });
  });

  it("requires a phone or an email on a lead, and a calling code with a phone", () => {
    expect(contract.submitLeads.request.safeParse({ name: "Ada" }).success).toBe(false);
    expect(contract.submitLeads.request.safeParse({ name: "Ada", phone: "91234567" }).success).toBe(false);
    expect(
      contract.submitLeads.request.safeParse({ name: "Ada", phone: "91234567", countryCallingCode: "+65" }).success,
    ).toBe(true);
  });
});
