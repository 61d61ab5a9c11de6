// The reference of the read benchmark: a bare Fastify route in a process of its own, as the application runs
// in its own. Prints its port as one line; stops on SIGTERM.
import Fastify from 'fastify';

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true }));
await bare.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${(bare.server.address() as { port: number }).port}\n`);
process.on('SIGTERM', () => {
  void bare.close().then(() => process.exit(0));
});
