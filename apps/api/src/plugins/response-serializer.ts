import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serializer = (data: unknown) => string;
type JsonSchema = Record<string, unknown>;
type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/**
 * The JSON Schema fast-json-stringify compiles for a response contract, or undefined when the contract holds
 * something JSON Schema cannot say (a transform, a date object, a custom check): such a contract keeps zod's
 * serializer. Converted as the OpenAPI document converts it (zod's own `toJSONSchema`, output side), then:
 * - `additionalProperties: false` is dropped: fast-json-stringify writes only the declared properties either
 *   way (as zod strips unknown keys), and a union's branch is then chosen as zod chooses it, by the declared
 *   properties and not by the extra ones an object happens to carry;
 * - `required` is dropped outside unions, to keep the contract's order of properties (`keepOrder`);
 * - `anyOf [object or array, null]` becomes a `nullable` schema, which fast-json-stringify serialises without
 *   trying each branch.
 */
export function serializerSchema(schema: z.ZodType): JsonSchema | undefined {
  try {
    const converted = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    }) as JsonSchema;
    delete converted.$schema;
    return normalise(converted, false);
  } catch {
    return undefined;
  }
}

/** A contract whose bytes fast-json-stringify would not write as zod does: it keeps zod's serializer. */
class Unsupported extends Error {}

function normalise(source: JsonSchema, inUnion: boolean): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(nullableBranch(source))) {
    if (key === 'additionalProperties' && value === false) continue;
    // zod refuses a missing value with a default when it encodes; fast-json-stringify would write the default.
    if (key === 'default') continue;
    out[key] = normaliseValue(key, value, inUnion || key === 'anyOf' || key === 'oneOf');
  }
  if (Array.isArray(out.required)) keepOrder(out, inUnion);
  return out;
}

/**
 * fast-json-stringify writes the required properties first; zod writes them in the contract's order. Outside a
 * union `required` is dropped (a valid body has them all; an undefined value is left out as JSON.stringify
 * does). Inside a union it chooses the branch, as in zod, so it stays, and only where the order is unchanged.
 */
function keepOrder(schema: JsonSchema, inUnion: boolean) {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required as string[]).filter((name) => !acceptsUndefined(properties[name]));
  if (!inUnion) {
    delete schema.required;
    return;
  }
  const names = Object.keys(properties);
  const requiredFirst = [...names].sort(
    (a, b) => Number(required.includes(b)) - Number(required.includes(a)),
  );
  if (names.some((name, index) => requiredFirst[index] !== name)) throw new Unsupported();
  schema.required = required;
}

function normaliseValue(key: string, value: unknown, inUnion: boolean): unknown {
  if (key === 'properties' || key === 'definitions' || key === 'patternProperties') {
    return Object.fromEntries(
      Object.entries(value as Record<string, JsonSchema>).map(([name, inner]) => [
        name,
        normalise(inner, inUnion),
      ]),
    );
  }
  if (key === 'const' || key === 'enum') return value;
  if (Array.isArray(value)) return value.map((item) => (isSchema(item) ? normalise(item, inUnion) : item));
  if (isSchema(value)) return normalise(value, inUnion);
  return value;
}

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{}` (zod's `unknown` or `any`): undefined passes, and JSON leaves the property out. */
const acceptsUndefined = (schema: JsonSchema | undefined) => !!schema && Object.keys(schema).length === 0;

function nullableBranch(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return schema;
  const nullIndex = branches.findIndex(
    (branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1,
  );
  if (nullIndex === -1) return schema;
  const other = branches[1 - nullIndex] as JsonSchema;
  if (other.type !== 'object' && other.type !== 'array') return schema;
  const { anyOf: _anyOf, ...rest } = schema;
  return { ...rest, ...other, nullable: true };
}

const compiled = new WeakMap<object, Serializer>();

function compile(schema: z.ZodType, fallback: () => Serializer): Serializer {
  const known = compiled.get(schema);
  if (known) return known;
  const json = serializerSchema(schema);
  const serializer = json ? (fastJson(json) as Serializer) : fallback();
  compiled.set(schema, serializer);
  return serializer;
}

/**
 * Responses written by serialisers compiled from the contracts' JSON Schemas (fast-json-stringify) instead of
 * zod checking every object at run time; a contract JSON Schema cannot express keeps zod's serializer. Each
 * serializer is compiled the first time its route answers with that status (not at start), once per contract.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const schema = route.schema;
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route as RouteSchema);
  let serializer: Serializer | undefined;
  return (data: unknown) => {
    serializer ??= compile(schema, () => zodSerializerCompiler(route as RouteSchema) as Serializer);
    return serializer(data);
  };
};
