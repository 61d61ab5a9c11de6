import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import type { JobQueue } from './definition';
import { createQueuePort } from './queue-port';

const job = { name: 'test.port', payload: z.object({ n: z.number() }) };

describe('queue port', () => {
  it('answers 503 while no engine is bound, instead of losing the job', async () => {
    const port = createQueuePort();
    expect(port.bound).toBe(false);
    await expect(port.queue.send(job, { n: 1 })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
    });
    await expect(port.queue.cancel(job, 'x')).rejects.toBeInstanceOf(AppError);
  });

  it('forwards sends and cancels to the bound engine, and stops after unbind', async () => {
    const calls: string[] = [];
    const engine: JobQueue = {
      send: async (definition, payload, options) => {
        calls.push(`send ${definition.name} ${JSON.stringify(payload)} ${options?.singletonKey ?? ''}`);
        return 'job-1';
      },
      cancel: async (definition, id) => {
        calls.push(`cancel ${definition.name} ${id}`);
      },
    };
    const port = createQueuePort();
    port.bind(engine);
    expect(await port.queue.send(job, { n: 2 }, { singletonKey: 'k' })).toBe('job-1');
    await port.queue.cancel(job, 'job-1');
    expect(calls).toEqual(['send test.port {"n":2} k', 'cancel test.port job-1']);
    port.unbind();
    await expect(port.queue.send(job, { n: 3 })).rejects.toMatchObject({ status: 503 });
  });
});
