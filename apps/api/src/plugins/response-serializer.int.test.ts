import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUser } from '../test/factories';
import { responseExamples } from '../test/response-examples';
import { createTestApp, type TestApp } from '../test/test-app';
import { responseSerializerCompiler, serializerSchema } from './response-serializer';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

type Serializer = (data: unknown) => string;

function serializers(schema: z.ZodType, method: string, url: string) {
  const route = { schema, method, url, httpStatus: '200' };
  return {
    zod: zodSerializerCompiler(route) as Serializer,
    compiled: responseSerializerCompiler(route) as Serializer,
  };
}

/** Each response contract of the route table, with a label naming the route and the status. */
function responseContracts() {
  const contracts: { label: string; method: string; url: string; schema: z.ZodType }[] = [];
  for (const route of test.app.routeTable) {
    const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
    for (const [status, schema] of Object.entries(responses)) {
      if (schema instanceof z.ZodType) {
        contracts.push({
          label: `${route.method} ${route.url} ${status}`,
          method: route.method,
          url: route.url,
          schema,
        });
      }
    }
  }
  return contracts;
}

describe('response serialisation compiled from the contracts', () => {
  it("writes the same bytes as zod's serializer for every route's examples (full, minimal, nullable, dates)", () => {
    const contracts = responseContracts();
    let compared = 0;
    const compiledFromJsonSchema = contracts.filter(({ schema }) => serializerSchema(schema)).length;
    for (const { label, method, url, schema } of contracts) {
      const { zod, compiled } = serializers(schema, method, url);
      for (const [variant, data] of Object.entries(responseExamples(schema))) {
        // An example the contract itself refuses (a pattern the generator cannot guess) proves nothing.
        if (!z.safeEncode(schema, data).success) continue;
        expect(compiled(data), `${label} (${variant})`).toBe(zod(data));
        compared += 1;
      }
    }
    // Most contracts are compiled (the others keep zod) and most have an example both serialisers accept.
    expect(contracts.length).toBeGreaterThan(100);
    expect(compiledFromJsonSchema / contracts.length).toBeGreaterThan(0.9);
    expect(compared / (2 * contracts.length)).toBeGreaterThan(0.8);
  });

  it('leaves out undeclared and undefined properties, and keeps the order of the contract', () => {
    const schema = z.object({
      id: z.string(),
      note: z.string().nullable(),
      count: z.number().int().optional(),
      when: z.iso.datetime(),
      items: z.array(z.object({ label: z.string(), extra: z.unknown() })).nullable(),
      kind: z.discriminatedUnion('type', [
        z.object({ type: z.literal('a'), a: z.number() }),
        z.object({ type: z.literal('b'), b: z.string() }),
      ]),
    });
    const { zod, compiled } = serializers(schema, 'GET', '/exemple');
    const examples = [
      {
        secret: 'jamais écrit',
        when: '2026-01-31T23:59:59.999Z',
        id: 'x',
        note: null,
        count: undefined,
        items: [{ label: 'é"\\\n', extra: undefined, hidden: 1 }],
        kind: { type: 'b', b: 'deux', a: 1 },
      },
      {
        id: 'y',
        note: 'n',
        count: 3,
        when: '2026-01-01T00:00:00Z',
        items: null,
        kind: { type: 'a', a: 1.5 },
      },
    ];
    for (const data of examples) expect(compiled(data)).toBe(zod(data));
    expect(compiled(examples[0])).toBe(
      '{"id":"x","note":null,"when":"2026-01-31T23:59:59.999Z","items":[{"label":"é\\"\\\\\\n"}],"kind":{"type":"b","b":"deux"}}',
    );
  });

  it('keeps zod for a contract JSON Schema cannot express (a date object, a transform)', () => {
    const schema = z.object({ at: z.date() });
    expect(serializerSchema(schema)).toBeUndefined();
    const { compiled } = serializers(schema, 'GET', '/exemple');
    expect(() => compiled({ at: 'pas une date' })).toThrow();
  });

  it('answers the same body through the application (GET /api/auth/me)', async () => {
    const user = await createUser(test.app);
    const response = await test.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(response.statusCode).toBe(200);
    const route = test.app.routeTable.find(
      (entry) => entry.method === 'GET' && entry.url === '/api/auth/me',
    )!;
    const schema = (route.schema!.response as Record<string, z.ZodType>)['200']!;
    const { zod } = serializers(schema, 'GET', '/api/auth/me');
    expect(response.body).toBe(zod(response.json()));
  });
});
