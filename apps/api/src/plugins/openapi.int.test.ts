import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { EXPECTED_PUBLIC } from '../test/security/expected-public';

type Operation = {
  security?: Array<Record<string, string[]>>;
  parameters?: unknown[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, unknown>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const UPLOADS = ['post /api/content/batch-upload', 'post /api/business-profile/logo'];

let t: TestApp;
let document: Document;
const operations: Array<{ key: string; operation: Operation }> = [];

beforeAll(async () => {
  t = await createTestApp();
  document = t.app.swagger() as unknown as Document;
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) operations.push({ key: `${method} ${path}`, operation });
    }
  }
});
afterAll(async () => {
  await t?.close();
});

/** `GET /api/content/:id/file` → `get /api/content/{id}/file`, as the document names it. */
function documentKey(route: string) {
  const [method = '', url = ''] = route.split(' ');
  return `${method.toLowerCase()} ${url.replace(/:(\w+)/g, '{$1}')}`;
}

describe('Document OpenAPI', () => {
  it('is a valid OpenAPI document', async () => {
    const result = await new Validator().validate(
      structuredClone(document) as unknown as Record<string, unknown>,
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has no optional-parameter path: each one is two paths', () => {
    expect(Object.keys(document.paths).filter((path) => path.includes('?'))).toEqual([]);
    expect(document.paths['/api/notes/{id}']?.put).toBeDefined();
    expect(document.paths['/api/notes']?.put).toBeDefined();
    expect(document.paths['/api/notes']?.put?.parameters ?? []).toEqual([]);
  });

  it('declares bearer security on every authenticated route and none on the public ones', () => {
    const expectedPublic = new Set(EXPECTED_PUBLIC.map(documentKey));
    const apiOperations = operations.filter(({ key }) => key.split(' ')[1]?.startsWith('/api/'));
    expect(apiOperations.length).toBeGreaterThan(50);
    for (const { key, operation } of apiOperations) {
      const expected = expectedPublic.has(key) ? [] : [{ bearerAuth: [] }];
      expect({ key, security: operation.security }).toEqual({ key, security: expected });
    }
  });

  it('documents every API route the application registers', () => {
    const documented = new Set(operations.map(({ key }) => key));
    const registered = t.app.routeTable
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
      .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
      // Demonstration pages (checkout, portal, mailbox) are hidden from the document on purpose.
      .filter((route) => !(route.schema as { hide?: boolean } | undefined)?.hide)
      .flatMap((route) => {
        const key = documentKey(`${route.method} ${route.url}`);
        return key.endsWith('}?') ? [key.slice(0, key.lastIndexOf('/')), key.slice(0, -1)] : [key];
      });
    expect(registered.filter((key) => !documented.has(key))).toEqual([]);
  });

  it('documents the upload bodies as multipart/form-data with their file part', () => {
    for (const key of UPLOADS) {
      const [method = '', path = ''] = key.split(' ');
      const content = document.paths[path]?.[method]?.requestBody?.content;
      expect(Object.keys(content ?? {}), key).toEqual(['multipart/form-data']);
    }
    const library = document.paths['/api/content/batch-upload']?.post?.requestBody?.content;
    expect(library?.['multipart/form-data']?.schema?.properties).toMatchObject({
      files: { type: 'array', items: { type: 'string', format: 'binary' } },
      upload_type: expect.any(Object),
      attributed_month: expect.any(Object),
    });
  });

  it('declares 401 on authenticated operations, 400 where input is validated, 500 everywhere', () => {
    for (const { key, operation } of operations) {
      const responses = operation.responses ?? {};
      const authenticated = (operation.security ?? []).length > 0;
      const hasInput = Boolean(operation.requestBody) || (operation.parameters ?? []).length > 0;
      if (authenticated) expect(responses, key).toHaveProperty('401');
      if (hasInput) expect(responses, key).toHaveProperty('400');
      expect(responses, key).toHaveProperty('500');
    }
  });

  it('describes the error responses with the shared error body', () => {
    const error = document.paths['/api/notes/{id}']?.put?.responses?.['401'] as {
      content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }>;
    };
    const schema = error.content['application/json']?.schema;
    expect(schema?.required).toEqual(expect.arrayContaining(['detail', 'code']));
  });
});
