import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@plume/contracts/errors';
import { requiresToken } from './authenticate';

/** A multipart/form-data body as the OpenAPI document shows it: the file part(s) and the text fields. */
export interface MultipartBodyDoc {
  /** Name of the file part(s). */
  file: string;
  /** Several file parts under the same name. */
  multiple?: boolean;
  /** The text fields, as the route reads them. */
  fields?: z.ZodObject;
}

declare module 'fastify' {
  interface FastifySchema {
    /** Documentation of a multipart/form-data body (read by the OpenAPI document, not by validation). */
    multipart?: MultipartBodyDoc;
  }
}

type Transform = typeof jsonSchemaTransform;
type TransformInput = Parameters<Transform>[0];
type Responses = Record<string, unknown>;

const bearer = [{ bearerAuth: [] }];

/**
 * Completes each route's OpenAPI operation from what the application itself knows: the security it enforces
 * (the same `requiresToken` rule the authentication hook applies), the multipart body of uploads, and the error
 * responses (shared error body) the route can answer besides those its schema declares.
 */
export function openApiTransform(input: TransformInput): ReturnType<Transform> {
  const route = (input as TransformInput & { route: RouteOptions }).route;
  const source: FastifySchema = input.schema ?? {};
  const { multipart, ...schema } = source;
  const authenticated = requiresToken(route);
  const withErrors = {
    ...schema,
    response: {
      ...errorResponses(schema, route, authenticated, multipart),
      ...(schema.response as Responses),
    },
  };
  const out = jsonSchemaTransform({ ...input, schema: withErrors } as TransformInput);
  const transformed = out.schema as Record<string, unknown>;
  if (transformed.hide) return out;
  transformed.security = authenticated ? bearer : [];
  if (multipart) {
    transformed.consumes = ['multipart/form-data'];
    transformed.body = multipartJsonSchema(multipart);
  }
  return out;
}

function errorResponses(
  schema: FastifySchema,
  route: RouteOptions,
  authenticated: boolean,
  multipart: MultipartBodyDoc | undefined,
): Responses {
  const hasBody = Boolean(schema.body) || Boolean(multipart);
  const hasInput = hasBody || Boolean(schema.params) || Boolean(schema.querystring);
  const codes = [
    ...(hasInput ? [400] : []),
    ...(authenticated ? [401] : []),
    ...(route.config?.admin ? [403] : []),
    ...(schema.params ? [404] : []),
    // The body limit and the content-type parsers answer these before the handler runs.
    ...(hasBody ? [413, 415] : []),
    500,
  ];
  return Object.fromEntries(codes.map((code) => [code, errorBodySchema]));
}

function multipartJsonSchema(doc: MultipartBodyDoc) {
  const binary = { type: 'string', format: 'binary' };
  const fields = doc.fields
    ? (z.toJSONSchema(doc.fields, { io: 'input' }) as { properties?: object; required?: string[] })
    : {};
  return {
    type: 'object',
    required: [doc.file, ...(fields.required ?? [])],
    properties: {
      [doc.file]: doc.multiple ? { type: 'array', items: binary } : binary,
      ...fields.properties,
    },
  };
}

type Paths = Record<string, Record<string, Operation>>;
type Operation = { parameters?: Array<{ in?: string; name?: string }> } & Record<string, unknown>;

/**
 * An optional last parameter (`/notes/:id?`) is one Fastify route but two OpenAPI paths: the path without the
 * parameter, and the path with it (path parameters are always required in OpenAPI).
 */
export function splitOptionalParameterPaths<D extends { paths?: object }>(document: D): D {
  if (!document.paths) return document;
  const paths: Paths = {};
  const merge = (path: string, operations: Record<string, Operation>) => {
    paths[path] = { ...paths[path], ...operations };
  };
  for (const [path, operations] of Object.entries(document.paths as Paths)) {
    const optional = /\/\{([^}]+)\}\?$/.exec(path);
    if (!optional) {
      merge(path, operations);
      continue;
    }
    const name = optional[1];
    const withoutParameter = Object.fromEntries(
      Object.entries(operations).map(([method, operation]) => [
        method,
        {
          ...operation,
          parameters: operation.parameters?.filter((p) => !(p.in === 'path' && p.name === name)),
        },
      ]),
    );
    merge(path.slice(0, optional.index) || '/', withoutParameter);
    merge(path.slice(0, -1), operations);
  }
  return { ...document, paths };
}
