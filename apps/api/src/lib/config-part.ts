import { z } from 'zod';

/** The environment as config.ts hands it to a part: raw strings, read once from process.env by config.ts. */
export type EnvSource = NodeJS.ProcessEnv;

/**
 * One part of the configuration: the variables a module, an integration or a network reads, declared beside it
 * (`<name>.config.ts`), and the rules across its own variables. config.ts merges every part into one schema,
 * so one message still lists every bad variable of every part.
 */
/** One environment variable as docs/configuration.md explains it. */
export interface VariableDoc {
  description: string;
  /** The default as a reader should see it, when the schema's own default is computed at start. */
  shownDefault?: string;
  /** A requirement the production rules do not state (variables that go together). */
  requiredWhen?: string;
}

export interface ConfigPart<Shape extends z.ZodRawShape = z.ZodRawShape> {
  variables: z.ZodObject<Shape>;
  /** What docs/configuration.md says of each variable, when the part documents its own (the networks). */
  docs?: { readonly [Name in keyof Shape]: VariableDoc };
  /** Rules across variables, checked on the raw values so they are listed with the other problems. */
  checks?: (source: EnvSource) => string[];
}

export function defineConfigPart<Shape extends z.ZodRawShape>(part: ConfigPart<Shape>): ConfigPart<Shape> {
  return part;
}

/** The typed values of one part, as its module receives them (its slice of the configuration). */
export type ConfigSlice<Part extends ConfigPart> = Readonly<z.infer<Part['variables']>>;

/** The intersection of a union's members: the merged type of several parts. */
export type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  intersection: infer I,
) => void
  ? I
  : never;

/** An unset or blank variable is undefined; others are trimmed. */
export const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

export const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

export const present = (source: EnvSource, name: string) => Boolean(source[name]?.trim());

/** Two variables that only make sense together (an identifier and its secret): the second is named. */
export function requiredTogether(source: EnvSource, first: string, second: string): string[] {
  return present(source, first) === present(source, second)
    ? []
    : [`${second}: ${first} et ${second} doivent être définis ensemble`];
}
