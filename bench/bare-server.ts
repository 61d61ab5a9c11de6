// The reference of the read benchmark: a bare Fastify route in a process of its own, as the application runs
// in its own. Prints its port as one line; stops on SIGTERM. With BARE_ANSWER (a JSON file `{ headers, body }`),
// the route answers those headers and that body instead of `{ ok: true }`: the same bytes as the measured route,
// so that what the answer's size costs shows apart from what the application's work costs.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

interface Answer {
  headers: Record<string, string>;
  body: string;
}

const answer = process.env.BARE_ANSWER
  ? (JSON.parse(readFileSync(process.env.BARE_ANSWER, 'utf8')) as Answer)
  : undefined;
const bare = Fastify({ logger: false });
if (answer) {
  bare.get('/bare', async (_request, reply) => {
    reply.headers(answer.headers);
    return answer.body;
  });
} else {
  bare.get('/bare', async () => ({ ok: true }));
}
await bare.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${(bare.server.address() as { port: number }).port}\n`);
process.on('SIGTERM', () => {
  void bare.close().then(() => process.exit(0));
});
