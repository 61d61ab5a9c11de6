import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestId } from '../lib/request-context';
import { createTurnGate, registerServedByTurn } from './served-by-turn';

describe('the gate of a turn of the event loop', () => {
  it('gives every caller of one turn the same wait, one timer for all', () => {
    const gate = createTurnGate();
    const first = gate();
    expect(gate()).toBe(first);
    expect(gate()).toBe(first);
  });

  it('opens at the end of the turn: after its microtasks and the immediates set before it', async () => {
    const gate = createTurnGate();
    const order: string[] = [];
    setImmediate(() => order.push('immédiat déjà prévu'));
    const waiting = gate().then(() => order.push('porte'));
    queueMicrotask(() => order.push('microtâche'));
    await waiting;
    expect(order).toEqual(['microtâche', 'immédiat déjà prévu', 'porte']);
  });

  it('is a new wait on the next turn', async () => {
    const gate = createTurnGate();
    const first = gate();
    await first;
    const second = gate();
    expect(second).not.toBe(first);
    await second;
  });
});

describe('requests served by turn', () => {
  it('answers requests sent together, each with its own request id', async () => {
    const app = Fastify({ logger: false });
    registerServedByTurn(app);
    registerRequestId(app);
    app.get('/echo/:name', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return { name: (request.params as { name: string }).name, reqId: request.id };
    });
    const names = ['a', 'b', 'c', 'd', 'e'];
    const responses = await Promise.all(names.map((name) => app.inject(`/echo/${name}`)));
    expect(responses.map((response) => response.statusCode)).toEqual(names.map(() => 200));
    expect(responses.map((response) => response.json<{ name: string }>().name)).toEqual(names);
    for (const response of responses) {
      expect(response.json<{ reqId: string }>().reqId).toBe(response.headers['x-request-id']);
    }
    expect(new Set(responses.map((response) => response.headers['x-request-id'])).size).toBe(names.length);
    await app.close();
  });

  it('reads every request of a turn before it serves any', async () => {
    const app = Fastify({ logger: false });
    const seen: string[] = [];
    app.addHook('onRequest', (request, _reply, done) => {
      seen.push(`lue ${request.url}`);
      done();
    });
    registerServedByTurn(app);
    app.get('/:n', (request, reply) => {
      seen.push(`servie ${request.url}`);
      void reply.send({});
    });
    await app.ready();
    await Promise.all(['/1', '/2', '/3'].map((url) => app.inject(url)));
    expect(seen).toEqual(['lue /1', 'lue /2', 'lue /3', 'servie /1', 'servie /2', 'servie /3']);
    await app.close();
  });
});
