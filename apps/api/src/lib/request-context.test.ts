import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestId } from './request-context';

describe('request id', () => {
  it('is the answer’s header, the id the request keeps through its lifecycle', async () => {
    const app = Fastify({ logger: false });
    registerRequestId(app);
    let inHandler: string | undefined;
    app.get('/ici', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      inHandler = request.id;
      return {};
    });
    const response = await app.inject('/ici');
    expect(inHandler).toBeTruthy();
    expect(response.headers['x-request-id']).toBe(inHandler);
    await app.close();
  });
});
