import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestId } from '../lib/request-context';
import { createTurnGate, registerServedByTurn } from './served-by-turn';

describe('the gate of a turn of the event loop', () => {
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('calls every caller of one turn back at its end, in their order, with one timer for all', async () => {
    const gate = createTurnGate();
    const order: string[] = [];
    const timers = setImmediateCalls();
    gate(() => order.push('premier'));
    gate(() => order.push('deuxième'));
    gate(() => order.push('troisième'));
    expect(timers.count()).toBe(1);
    timers.restore();
    expect(order).toEqual([]);
    await nextTurn();
    expect(order).toEqual(['premier', 'deuxième', 'troisième']);
  });

  it('opens at the end of the turn: after its microtasks and the immediates set before it', async () => {
    const gate = createTurnGate();
    const order: string[] = [];
    setImmediate(() => order.push('immédiat déjà prévu'));
    const waiting = new Promise<void>((resolve) =>
      gate(() => {
        order.push('porte');
        resolve();
      }),
    );
    queueMicrotask(() => order.push('microtâche'));
    await waiting;
    expect(order).toEqual(['microtâche', 'immédiat déjà prévu', 'porte']);
  });

  it('is a new wait on the next turn', async () => {
    const gate = createTurnGate();
    const turns: number[] = [];
    gate(() => turns.push(1));
    await nextTurn();
    gate(() => turns.push(2));
    expect(turns).toEqual([1]);
    await nextTurn();
    expect(turns).toEqual([1, 2]);
  });

  it("still calls the turn's other callers back when one of them throws, and throws its error after them", async () => {
    const gate = createTurnGate();
    const called: string[] = [];
    const thrown = new Promise<unknown>((resolve) => process.once('uncaughtException', resolve));
    const listeners = process.listeners('uncaughtException');
    gate(() => {
      throw new Error("échec d'un appelant");
    });
    gate(() => called.push('suivant'));
    await nextTurn();
    expect(called).toEqual(['suivant']);
    expect(await thrown).toEqual(new Error("échec d'un appelant"));
    expect(process.listeners('uncaughtException')).toHaveLength(listeners.length - 1);
  });
});

/** Counts the timers `setImmediate` sets until `restore`. */
function setImmediateCalls() {
  const original = globalThis.setImmediate;
  let count = 0;
  globalThis.setImmediate = ((...args: Parameters<typeof setImmediate>) => {
    count += 1;
    return original(...args);
  }) as typeof setImmediate;
  return {
    count: () => count,
    restore: () => {
      globalThis.setImmediate = original;
    },
  };
}

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
