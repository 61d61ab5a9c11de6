import type { FastifyInstance } from 'fastify';

/**
 * A gate opened once per turn of the event loop: every caller of one turn waits for the end of that turn
 * (Node's check phase, `setImmediate`), and all of them continue then, one after the other. One timer per turn,
 * whatever the number of callers.
 */
export function createTurnGate(): () => Promise<void> {
  let open: Promise<void> | undefined;
  return () =>
    (open ??= new Promise<void>((resolve) => {
      setImmediate(() => {
        open = undefined;
        resolve();
      });
    }));
}

/**
 * Requests read during one turn of the event loop are served together: each one's first hook waits for the end
 * of the turn, so the server reads every request that is ready before it serves any, then serves them as one
 * run. Under concurrent load this halved the CPU per request of the embedded default (docs/performance.md,
 * « Requests served by turn »); a request alone waits only for the rest of its own turn.
 */
export function registerServedByTurn(app: FastifyInstance) {
  const endOfTurn = createTurnGate();
  app.addHook('onRequest', (_request, _reply, done) => {
    void endOfTurn().then(() => done());
  });
}
