import type { FastifyInstance } from 'fastify';

/**
 * A gate opened once per turn of the event loop: every caller of one turn is called back at the end of that turn
 * (Node's check phase, `setImmediate`), in the order they came, one after the other. One timer per turn, whatever
 * the number of callers, and no promise per caller.
 */
export function createTurnGate(): (callback: () => void) => void {
  let waiting: (() => void)[] | undefined;
  const open = () => {
    const callbacks = waiting ?? [];
    waiting = undefined;
    for (const callback of callbacks) {
      try {
        callback();
      } catch (error) {
        // Thrown where it would have been, after the turn's other callers have run.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  };
  return (callback) => {
    if (waiting) {
      waiting.push(callback);
      return;
    }
    waiting = [callback];
    setImmediate(open);
  };
}

/**
 * Requests read during one turn of the event loop are served together: each one's first hook waits for the end
 * of the turn, so the server reads every request that is ready before it serves any, then serves them as one
 * run. Under concurrent load this halved the CPU per request of the embedded default (docs/performance.md,
 * « Requests served by turn »); a request alone waits only for the rest of its own turn.
 */
export function registerServedByTurn(app: FastifyInstance) {
  const endOfTurn = createTurnGate();
  app.addHook('onRequest', (_request, _reply, done) => endOfTurn(done));
}
