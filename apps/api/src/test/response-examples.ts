import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * Example bodies for a response contract, built from its JSON Schema (zod's output side):
 * - `full`: every optional property present, nullable values set, arrays of two items, strings with quotes,
 *   accents, a line break, a backslash, U+2028 and an emoji, numbers with a fraction, and an undeclared property
 *   on every object (which the serialisers must leave out);
 * - `minimal`: optional properties absent, nullable values null, arrays empty where allowed.
 * Used to check that two serialisers write the same bytes for the same contract.
 */
export function responseExamples(schema: z.ZodType): { full: unknown; minimal: unknown } {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  }) as JsonSchema;
  const definitions = (json.definitions ?? {}) as Record<string, JsonSchema>;
  return {
    full: example(json, 'full', definitions, 0),
    minimal: example(json, 'minimal', definitions, 0),
  };
}

type Variant = 'full' | 'minimal';

const TRICKY = 'Crêpes « maison » "à emporter"\n\\ \u2028 😀';

function example(
  schema: JsonSchema,
  variant: Variant,
  definitions: Record<string, JsonSchema>,
  depth: number,
): unknown {
  if (depth > 8) return null;
  if (typeof schema.$ref === 'string') {
    const target = definitions[schema.$ref.replace('#/definitions/', '')];
    return target ? example(target, variant, definitions, depth + 1) : null;
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[variant === 'full' ? schema.enum.length - 1 : 0];
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) {
    const nonNull = branches.filter((branch) => branch.type !== 'null');
    if (variant === 'minimal' && nonNull.length < branches.length) return null;
    return example(nonNull[0] ?? {}, variant, definitions, depth + 1);
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign(
      {},
      ...schema.allOf.map((part) => example(part as JsonSchema, variant, definitions, depth + 1)),
    );
  }
  const types = [schema.type].flat().filter((type) => type !== undefined);
  if (variant === 'minimal' && types.includes('null')) return null;
  const type = types.find((candidate) => candidate !== 'null');
  switch (type) {
    case 'string':
      return stringExample(schema, variant);
    case 'integer':
      return clamp(schema, variant === 'full' ? 42 : 0);
    case 'number':
      return clamp(schema, variant === 'full' ? 12.5 : 0);
    case 'boolean':
      return variant === 'full';
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema | JsonSchema[];
      if (Array.isArray(items)) return items.map((item) => example(item, variant, definitions, depth + 1));
      const count =
        variant === 'full' ? Math.max(2, Number(schema.minItems ?? 0)) : Number(schema.minItems ?? 0);
      return Array.from({ length: Math.min(count, Number(schema.maxItems ?? count)) }, () =>
        example(items, variant, definitions, depth + 1),
      );
    }
    case 'object':
      return objectExample(schema, variant, definitions, depth);
    default:
      // Any JSON value (zod's unknown).
      return variant === 'full' ? { valeur: [1, 'deux', null] } : undefined;
  }
}

function objectExample(
  schema: JsonSchema,
  variant: Variant,
  definitions: Record<string, JsonSchema>,
  depth: number,
) {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (variant === 'minimal' && !required.has(name)) continue;
    out[name] = example(property, variant, definitions, depth + 1);
  }
  const additional = schema.additionalProperties;
  if (typeof additional === 'object' && additional !== null) {
    out['clé libre'] = example(additional as JsonSchema, variant, definitions, depth + 1);
  } else if (variant === 'full') {
    out._interne = 'jamais écrit';
  }
  return out;
}

function stringExample(schema: JsonSchema, variant: Variant): string {
  switch (schema.format) {
    case 'date-time':
      return variant === 'full' ? '2026-03-05T09:30:00.250Z' : '2026-03-05T09:30:00Z';
    case 'date':
      return '2026-03-05';
    case 'time':
      return '09:30:00';
    case 'email':
      return 'anne.martin@exemple.fr';
    case 'uuid':
      return '3f6c1a9e-2b7d-4c1e-9f3a-6d2b8e4c7a10';
    case 'uri':
    case 'url':
      return 'https://exemple.fr/carte?jour=lundi&heure=9';
  }
  const min = Number(schema.minLength ?? 0);
  const max = Number(schema.maxLength ?? Infinity);
  let text = variant === 'full' ? TRICKY : 'a';
  while (text.length < min) text += 'a';
  return text.length > max ? text.slice(0, max) : text;
}

function clamp(schema: JsonSchema, value: number): number {
  const min = Number(schema.minimum ?? schema.exclusiveMinimum ?? -Infinity);
  const max = Number(schema.maximum ?? schema.exclusiveMaximum ?? Infinity);
  if (value < min) return schema.exclusiveMinimum !== undefined ? min + 1 : min;
  if (value > max) return schema.exclusiveMaximum !== undefined ? max - 1 : max;
  return value;
}
