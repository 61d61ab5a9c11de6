import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/** The JSON Schema subset the route contracts use once converted (zod 4 `toJSONSchema`). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
}

/** A route's schema part as JSON Schema: zod schemas are converted by their input side, JSON kept as is. */
export function toJsonSchema(part: unknown): JsonSchema | undefined {
  if (!part || typeof part !== 'object') return undefined;
  if (!('_zod' in part)) return part as JsonSchema;
  try {
    return z.toJSONSchema(part as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

const FORMATS: Record<string, () => string> = {
  email: () => `marie.${randomUUID().slice(0, 8)}@boulangerie.fr`,
  uuid: () => randomUUID(),
  'date-time': () => '2030-01-15T10:00:00.000Z',
  date: () => '2030-01-15',
  time: () => '10:00',
  uri: () => 'http://localhost:3000',
  url: () => 'http://localhost:3000',
};

function sampleString(schema: JsonSchema): string {
  const format = schema.format && FORMATS[schema.format];
  if (format) return format();
  if (schema.pattern) {
    const [value] = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed: 7, numRuns: 1 });
    if (value !== undefined) return value;
  }
  const length = Math.min(Math.max(schema.minLength ?? 1, 8), schema.maxLength ?? 8);
  return 'Texte de test'.padEnd(length, 'x').slice(0, length);
}

function sampleNumber(schema: JsonSchema): number {
  if (schema.minimum !== undefined) return schema.minimum;
  if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + 1;
  return Math.min(1, schema.maximum ?? 1);
}

/** A value the schema accepts, when the schema says enough (formats and patterns are honoured). */
export function validSample(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return validSample(options.find((option) => option.type !== 'null') ?? options[0]);
  if (schema.allOf?.length) return validSample(Object.assign({}, ...schema.allOf) as JsonSchema);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const entries = (schema.required ?? []).map((key) => [key, validSample(schema.properties?.[key])]);
      return Object.fromEntries(entries);
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validSample(schema.items));
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return schema.properties ? validSample({ ...schema, type: 'object' }) : undefined;
  }
}
