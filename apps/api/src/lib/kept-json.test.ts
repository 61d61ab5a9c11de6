import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from '../plugins/response-serializer';
import { sendKeptJson } from './kept-json';

const answerSchema = z.object({ items: z.array(z.object({ id: z.string(), title: z.string() })) });

async function appServing(next: () => object) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(responseSerializerCompiler);
  app.get('/list', { schema: { response: { 200: answerSchema } } }, async (_request, reply) =>
    sendKeptJson(reply, next()),
  );
  await app.ready();
  return app;
}

describe('sendKeptJson', () => {
  it('answers with the route’s serialiser, a JSON type and the ETag of the bytes sent', async () => {
    const value = { items: [{ id: 'a', title: 'Pain « maison »', secret: 'non déclaré' }] };
    const app = await appServing(() => value);
    const response = await app.inject('/list');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ items: [{ id: 'a', title: 'Pain « maison »' }] });
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
    await app.close();
  });

  it('serialises a kept object once, and a new object again', async () => {
    let value = { items: [{ id: 'a', title: 'Croissant' }] };
    const app = await appServing(() => value);
    const first = await app.inject('/list');
    // Changed in place: a kept object's text is not rebuilt (its owner hands out a new object on a change).
    value.items[0]!.title = 'Modifié en place';
    const second = await app.inject('/list');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);

    value = { items: [{ id: 'a', title: 'Chausson' }] };
    const third = await app.inject('/list');
    expect(third.json()).toEqual({ items: [{ id: 'a', title: 'Chausson' }] });
    expect(third.headers.etag).not.toBe(first.headers.etag);
    await app.close();
  });
});
